/// A GPX file that cannot be read, with the line where reading stopped.
public struct GPXError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the file.
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
}
