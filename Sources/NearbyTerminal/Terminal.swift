import CShims
import NearbyCells

/// The ncurses backend: the only code that talks to the terminal. It draws a `CellGrid` by
/// writing only the cells that differ from the previous frame, and reads keys.
public final class Terminal {
    private var previous: CellGrid?
    private struct ColorPair: Hashable {
        var foreground: Color
        var background: Color
    }

    private var pairs: [ColorPair: Int16] = [:]
    private var hasColor = false
    private var colorCount = 0
    private var pairLimit = 0
    /// The colours the map may use, known once started: 256, 16 (or 8), or none (NO_COLOR, or
    /// a terminal without colours).
    public private(set) var colorDepth: ColorDepth = .monochrome
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
        colorCount = monochrome ? 0 : Int(nb_start_color())
        hasColor = colorCount >= 8
        pairLimit = hasColor ? min(Int(Int16.max), Int(nb_color_pairs())) : 0
        colorDepth = !hasColor ? .monochrome : colorCount >= 256 ? .xterm256 : .ansi16
    }

    /// The curses colour number of a colour (-1: the terminal's default).
    private func colorNumber(_ color: Color) -> Int16 {
        switch color {
        case .default: return -1
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .gray: return colorCount >= 16 ? 8 : 7
        // Past the terminal's colours: the bright ANSI colours fall back to their plain forms.
        case .indexed(let index):
            if Int(index) < colorCount { return Int16(index) }
            return index < 16 ? Int16(index % 8) : -1
        }
    }

    /// The colour pair of a foreground and background, made the first time it is asked for
    /// (the map's fills add backgrounds, so a pair is needed per foreground and background in use).
    private func pair(_ style: Style) -> Int16 {
        guard hasColor, style.foreground != .default || style.background != .default else { return 0 }
        let key = ColorPair(foreground: style.foreground, background: style.background)
        if let pair = pairs[key] { return pair }
        // Out of pairs (a style with very many colours): the terminal's default colours.
        guard pairs.count + 1 < pairLimit else { return 0 }
        let next = Int16(pairs.count + 1)
        nb_init_pair(next, colorNumber(style.foreground), colorNumber(style.background))
        pairs[key] = next
        return next
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
        let pair = pair(style)
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
