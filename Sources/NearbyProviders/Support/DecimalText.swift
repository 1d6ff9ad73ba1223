import Foundation

/// Numbers as query parameters: the shortest text that reads back to the same Double (Swift's
/// `description`, as CoffeeGuide's `"\(latitude)"`), never `%g`'s six digits, never exponents.
enum DecimalText {
    static func shortest(_ value: Double) -> String {
        let text = value.description
        guard text.contains("e") else { return text }
        // Tiny magnitudes (1e-05): fixed notation, trailing zeros trimmed.
        var fixed = String(format: "%.17f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed
    }

    /// Whole numbers without a fraction ("2000"); others as `shortest`.
    static func whole(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : shortest(value)
    }
}
