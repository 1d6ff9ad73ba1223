import CShims
import NearbyCore

/// The ncurses backend: the only code that talks to the terminal. It draws a `CellGrid` by
/// writing only the cells that differ from the previous frame, and reads keys.
public final class Terminal {
    private var previous: CellGrid?
    private var pairs: [Color: Int16] = [:]
    public private(set) var isActive = false

    public init() {}

    /// Starts full-screen mode. `monochrome` ignores the terminal's colors (NO_COLOR).
    public func start(monochrome: Bool) throws(TerminalError) {
        nb_guard_terminal()
        switch nb_curses_start() {
        case 0: break
        case -2: throw TerminalError.cannotMoveCursor
        default: throw TerminalError.cannotStart
        }
        isActive = true
        setUpColors(monochrome: monochrome)
        nb_mouse_enable()
    }

    /// Restores the terminal. Safe to call more than once, and from any exit path.
    public func stop() {
        guard isActive else { return }
        isActive = false
        nb_curses_end()
    }

    /// Ctrl-Z: give the terminal back to the shell and stop; on `fg` (SIGCONT) the event loop
    /// sees a resize and the next frame is drawn in full.
    public func suspend() {
        guard isActive else { return }
        nb_curses_end()
        nb_suspend()
        nb_curses_resume()
        invalidate()
    }

    public var size: (width: Int, height: Int) {
        var rows: Int32 = 0, cols: Int32 = 0
        nb_screen_size(&rows, &cols)
        return (Int(cols), Int(rows))
    }

    /// Tells curses the terminal's new size (after SIGWINCH) and forces a full redraw.
    public func resize() {
        var rows: Int32 = 0, cols: Int32 = 0
        if nb_terminal_size(1, &rows, &cols) == 0 || nb_terminal_size(0, &rows, &cols) == 0 {
            nb_resize(rows, cols)
        }
        previous = nil
        nb_clear()
    }

    /// Forces the next frame to be drawn in full.
    public func invalidate() {
        previous = nil
        nb_clear()
    }

    private func setUpColors(monochrome: Bool) {
        pairs = [:]
        guard !monochrome, nb_start_color() >= 8 else { return }
        let numbers: [Color: Int16] = [.red: 1, .green: 2, .yellow: 3, .blue: 4, .magenta: 5, .cyan: 6, .white: 7]
        var next: Int16 = 1
        for color in Color.allCases where color != .default {
            let foreground: Int16 = color == .gray ? (nb_colors() >= 16 ? 8 : 7) : numbers[color] ?? -1
            nb_init_pair(next, foreground, -1)
            pairs[color] = next
            next += 1
        }
    }

    /// Draws a frame, writing only the runs of cells that changed since the last one
    /// (`CellGrid.changedRuns`, the one frame diff).
    public func draw(_ grid: CellGrid) {
        let runs = grid.changedRuns(since: previous)
        for run in runs {
            put(run.text.unicodeScalars.map { Int32(bitPattern: $0.value) }, x: run.x, y: run.y, style: run.style)
        }
        previous = grid
        nb_refresh()
    }

    private func put(_ text: [Int32], x: Int, y: Int, style: Style) {
        var flags: UInt32 = 0
        if style.bold { flags |= 1 }
        if style.reverse { flags |= 2 }
        if style.dim { flags |= 8 }
        let pair = pairs[style.foreground] ?? 0
        text.withUnsafeBufferPointer { buffer in
            nb_put(Int32(y), Int32(x), buffer.baseAddress, Int32(buffer.count), pair, flags)
        }
    }

    /// Keys waiting on stdin, decoded (see KeyDecoder: whole escape sequences, whatever the
    /// terminfo entry lists).
    public func readInput() -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        var decoder = KeyDecoder()
        var code: Int32 = 0
        var reads = 0
        while reads < 4096 {
            let kind = nb_read_key(&code)
            if kind < 0 { break }
            reads += 1
            if kind == 1, code == nb_key_resize() {
                inputs += decoder.finish()
                inputs.append(.resized)
            } else if kind == 1, code == nb_key_mouse() {
                inputs += decoder.finish()
                if let mouse = readMouse() { inputs.append(.mouse(mouse)) }
            } else if kind == 1 {
                inputs += decoder.feed(functionKey: code)
            } else {
                inputs += decoder.feed(character: UInt32(bitPattern: code))
            }
        }
        return inputs + decoder.finish()
    }

    private func readMouse() -> MouseEvent? {
        var x: Int32 = 0, y: Int32 = 0
        switch nb_get_mouse(&x, &y) {
        case 1: return MouseEvent(x: Int(x), y: Int(y), action: .click)
        case 2: return MouseEvent(x: Int(x), y: Int(y), action: .wheelUp)
        case 3: return MouseEvent(x: Int(x), y: Int(y), action: .wheelDown)
        default: return nil
        }
    }
}

public enum TerminalInput: Sendable, Equatable {
    case key(Key)
    case mouse(MouseEvent)
    case resized
}

public enum TerminalError: Error, Sendable, CustomStringConvertible {
    case cannotStart
    /// TERM names a terminal without cursor addressing (`dumb`, a printing terminal).
    case cannotMoveCursor
    public var description: String {
        switch self {
        case .cannotStart: "cannot start the full-screen interface: is TERM set to a known terminal?"
        case .cannotMoveCursor:
            "cannot start the full-screen interface: TERM names a terminal that cannot move its cursor; use `nearby list`, or a terminal such as xterm-256color"
        }
    }
}
