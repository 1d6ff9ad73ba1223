/// A mouse event in screen cells (0-based column and row).
public struct MouseEvent: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// The left button was pressed or clicked.
        case click
        case wheelUp
        case wheelDown
    }

    public var x: Int
    public var y: Int
    public var action: Action

    public init(x: Int, y: Int, action: Action) {
        self.x = x
        self.y = y
        self.action = action
    }
}
