import Foundation

/// The app's event log (`--log PATH`): one JSON object a line, each with its `"event"` name.
/// Read afresh on every call, as the app may still be writing; a line not yet complete does
/// not parse and is left out until it is.
public struct LogFile {
    public let path: String

    public init(_ path: String) { self.path = path }

    /// The whole file as written so far ("" before the app made it).
    public var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// Every complete event, in order.
    public var events: [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The events' names, in order.
    public var names: [String] { events.compactMap { $0["event"] as? String } }

    /// The events called `name`, in order.
    public func events(_ name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }

    /// How many events are called `name`.
    public func count(_ name: String) -> Int { events(name).count }
}
