/// Why a value was refused: one sentence that names the column (1-based, in characters).
public struct HoursSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var column: Int
    public var reason: String

    public init(column: Int, _ reason: String) {
        self.column = column
        self.reason = reason
    }

    public var description: String { "\(reason) at column \(column)." }
}
