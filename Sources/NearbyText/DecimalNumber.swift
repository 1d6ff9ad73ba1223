/// Numbers typed by people or read from files (options, config, CSV, coordinates): plain decimal
/// notation only, everywhere. `Double(_:)` also takes `0x1p3`, `1e5`, `nan` and `inf`; a user who
/// writes `--span 0x10` or a CSV cell `0x3C` almost certainly did not mean 16 or 60.
public enum DecimalNumber {
    /// `[+-]digits[.digits]` (or `.5`, `5.`), with at least one digit; nil for anything else.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        guard isPlainDecimal(text), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` is in plain decimal notation (no exponent, no hex, no spaces).
    public static func isPlainDecimal<S: StringProtocol>(_ text: S) -> Bool {
        var digits = 0, dots = 0, first = true
        for byte in text.utf8 {
            defer { first = false }
            switch byte {
            case UInt8(ascii: "+"), UInt8(ascii: "-"): if !first { return false }
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            default: return false
            }
        }
        return digits > 0 && dots <= 1
    }
}
