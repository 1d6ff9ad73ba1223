
/// Numbers as query parameters: the shortest text that reads back to the same Double (Swift's
/// `description`, as CoffeeGuide's `"\(latitude)"`), never `%g`'s six digits, never exponents.
enum DecimalText {
    static func shortest(_ value: Double) -> String {
        let text = value.description
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return text }
        // Exponent notation (1e-05, 1.5e+16): the same digits with the point moved.
        var mantissa = text[..<e]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = mantissa.filter { $0 != "." }
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        let position = point + exponent
        var fixed: String
        if position <= 0 {
            fixed = "0." + String(repeating: "0", count: -position) + digits
        } else if position >= digits.count {
            fixed = digits + String(repeating: "0", count: position - digits.count)
        } else {
            let split = digits.index(digits.startIndex, offsetBy: position)
            fixed = String(digits[..<split]) + "." + String(digits[split...])
        }
        if fixed.contains(".") {
            while fixed.hasSuffix("0") { fixed.removeLast() }
            if fixed.hasSuffix(".") { fixed.removeLast() }
        }
        return (negative ? "-" : "") + fixed
    }

    /// Whole numbers without a fraction ("2000"); others as `shortest`.
    static func whole(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : shortest(value)
    }
}
