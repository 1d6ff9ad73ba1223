
/// The option table's value checks, for commands that parse their own arguments
/// (`nearby tiles fetch`), so every command words the same mistake the same way.
public enum OptionValue {
    /// A plain decimal number within `range` (a whole one when `integer`).
    public static func number(_ text: String, option: String, in range: ClosedRange<Double>, integer: Bool = false)
        throws(UsageError) -> Double
    {
        try OptionTable.parseNumber(text, option: option, in: range, integer: integer)
    }
}
