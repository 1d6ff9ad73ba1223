import Glibc
import NearbyCells

extension StyleColor {
    /// A colour from sRGB components; its terminal colours are found here, once.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        let lab = LabColor(red: red, green: green, blue: blue)
        xterm256 = UInt8(16 + lab.nearest(in: TerminalPalette.xterm256Extended))
        ansi16 = UInt8(lab.nearest(in: TerminalPalette.ansi16))
        monochrome = UInt8(lab.nearest(in: TerminalPalette.greyLevels))
    }

    public static let black = StyleColor(red: 0, green: 0, blue: 0)
    public static let white = StyleColor(red: 255, green: 255, blue: 255)

    /// The palette index at `depth` (an xterm index for 256 and 16 colours, a grey level 0...3
    /// for monochrome).
    public func index(for depth: ColorDepth) -> UInt8 {
        switch depth {
        case .xterm256: return xterm256
        case .ansi16: return ansi16
        case .monochrome: return monochrome
        }
    }

    /// The colour as the map pane draws it: its index at each depth.
    public var mapColor: MapColor { MapColor(xterm256: xterm256, ansi16: ansi16, grey: monochrome) }
}

extension StyleColor: ZoomInterpolatable {
    /// Interpolated per sRGB component (as MapLibre's legacy functions do) and in alpha.
    public static func interpolate(_ from: StyleColor, _ to: StyleColor, fraction t: Double) -> StyleColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(min(max((Double(a) + (Double(b) - Double(a)) * t).rounded(), 0), 255))
        }
        return StyleColor(red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                          alpha: from.alpha + (to.alpha - from.alpha) * t)
    }
}

/// A colour in CIELAB (D65), where Euclidean distance (CIE76 ΔE) follows how different two
/// colours look far better than distance in RGB does.
struct LabColor: Sendable {
    var l: Double
    var a: Double
    var b: Double

    init(red: UInt8, green: UInt8, blue: UInt8) {
        // sRGB → linear light → XYZ (D65) → L*a*b*.
        func linear(_ component: UInt8) -> Double {
            let c = Double(component) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), bl = linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    func distanceSquared(to other: LabColor) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The index of the nearest colour of `palette` (the first one on a tie).
    func nearest(in palette: [LabColor]) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (index, candidate) in palette.enumerated() {
            let distance = distanceSquared(to: candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }
}

/// The terminal palettes colours are mapped to, in CIELAB.
enum TerminalPalette {
    /// xterm's colours 16...255: the 6×6×6 cube with levels 0, 95, 135, 175, 215, 255, then 24
    /// greys from 8 to 238 in steps of 10.
    static let xterm256Extended: [LabColor] = {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        var colors: [LabColor] = []
        for r in levels { for g in levels { for b in levels { colors.append(LabColor(red: r, green: g, blue: b)) } } }
        for step in 0..<24 {
            let grey = UInt8(8 + 10 * step)
            colors.append(LabColor(red: grey, green: grey, blue: grey))
        }
        return colors
    }()

    /// The 16 ANSI colours with xterm's default values (black, red, green, yellow, blue,
    /// magenta, cyan, white, then their bright forms).
    static let ansi16: [LabColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { LabColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// Four greys a third of the lightness scale apart (L* 0, 33, 67, 100).
    static let greyLevels: [LabColor] = [0, 78, 162, 255].map { LabColor(red: $0, green: $0, blue: $0) }
}
