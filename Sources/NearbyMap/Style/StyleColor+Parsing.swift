extension StyleColor {
    /// A CSS colour as MapLibre styles write them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
    /// `rgb()`/`rgba()` (numbers or percentages, commas or spaces), `hsl()`/`hsla()`, a CSS
    /// colour name or `transparent`; nil for anything else.
    public init?(css text: String) {
        let lower = String(text.unicodeScalars.filter { $0 != " " && $0 != "\t" && $0 != "\n" }).lowercased()
        if lower.hasPrefix("#") {
            self.init(hex: lower.dropFirst())
        } else if let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let function = String(lower[..<open])
            // Split the original text: CSS 4 separates components with spaces and `/` too.
            let inner = Self.components(of: text)
            switch function {
            case "rgb", "rgba": self.init(rgbComponents: inner)
            case "hsl", "hsla": self.init(hslComponents: inner)
            default: return nil
            }
        } else if lower == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else if let rgb = CSSColorNames.rgb(named: lower) {
            self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
        } else {
            return nil
        }
    }

    private init?(hex: Substring) {
        var digits: [UInt8] = []
        for character in hex {
            guard let digit = character.hexDigitValue else { return nil }
            digits.append(UInt8(digit))
        }
        switch digits.count {
        case 3, 4:
            let alpha = digits.count == 4 ? Double(digits[3] * 17) / 255 : 1
            self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17, alpha: alpha)
        case 6, 8:
            let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
        default:
            return nil
        }
    }

    private init?(rgbComponents parts: [String]) {
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            let value: Double
            if part.hasSuffix("%") {
                guard let percent = Self.finite(part.dropLast()) else { return nil }
                value = percent * 255 / 100
            } else {
                guard let number = Self.finite(part) else { return nil }
                value = number
            }
            channels.append(UInt8(min(max(value.rounded(), 0), 255)))
        }
        guard let alpha = Self.alpha(parts.count == 4 ? parts[3] : nil) else { return nil }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private init?(hslComponents parts: [String]) {
        guard parts.count == 3 || parts.count == 4,
              let hue = Self.finite(parts[0].hasSuffix("deg") ? parts[0].dropLast(3) : Substring(parts[0])),
              parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
              let saturation = Self.finite(parts[1].dropLast()), let lightness = Self.finite(parts[2].dropLast()),
              let alpha = Self.alpha(parts.count == 4 ? parts[3] : nil)
        else { return nil }
        // CSS Color 4, "HSL to RGB": each channel from the hue turned by 0, 8 and 4 twelfths.
        let s = min(max(saturation / 100, 0), 1), l = min(max(lightness / 100, 0), 1)
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 30
        func channel(_ n: Double) -> UInt8 {
            let k = (n + h).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            let value = l - a * max(-1, min(k - 3, 9 - k, 1))
            return UInt8(min(max((value * 255).rounded(), 0), 255))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// An alpha component: a number 0...1 or a percentage; 1 when absent.
    private static func alpha(_ text: String?) -> Double? {
        guard let text else { return 1 }
        if text.hasSuffix("%") { return finite(text.dropLast()).map { $0 / 100 } }
        return finite(Substring(text))
    }

    /// A finite number (`Double` alone also takes "nan" and "inf", which no colour has).
    private static func finite<S: StringProtocol>(_ text: S) -> Double? {
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// The components between the parentheses, split at commas, white space and `/`.
    private static func components(of text: String) -> [String] {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return [] }
        return text[text.index(after: open)..<close]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" })
            .map { $0.lowercased() }
    }
}
