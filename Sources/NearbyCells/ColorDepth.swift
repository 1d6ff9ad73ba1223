/// The colour depths a terminal offers: the map draws a style's colours at the terminal's depth.
public enum ColorDepth: Sendable, CaseIterable {
    /// xterm's 256 colours (indices 16...255 for a style's colours).
    case xterm256
    /// The 16 ANSI colours (8 on terminals that have only those).
    case ansi16
    /// No colours (NO_COLOR): fills become dot patterns.
    case monochrome
}
