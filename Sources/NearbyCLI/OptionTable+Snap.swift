import NearbyText

/// The options of `nearby snap`: the app's own for the view and the map (the same specs, so
/// `--near` and the rest parse exactly as for the app; the config file's settings of them
/// apply), and its own `--size` and `--format`.
extension OptionTable {
    /// The app's options that decide what the map pane draws.
    static let snapShared = ["at", "near", "span", "tiles", "style", "ascii", "lang", "timeout", "tile-cache-mb"]

    static let snapOptions: [OptionSpec] = all.filter { snapShared.contains($0.name) }.map { spec in
        OptionSpec(name: spec.name, placeholder: spec.placeholder, commands: [.snap], configurable: spec.configurable,
                   apply: spec.apply)
    } + [
        OptionSpec(name: "size", placeholder: "WxH", commands: [.snap], configurable: false) { o, v throws(UsageError) in
            (o.snapWidth, o.snapHeight) = try snapSize(v)
        },
        OptionSpec(name: "format", placeholder: "F", commands: [.snap], configurable: false) { o, v throws(UsageError) in
            o.snapFormat = try oneOf(v, ["ansi", "text"], option: "--format")
        },
    ]

    /// The frame's size: `WxH` cells, at least what the map pane needs (a border and a row of
    /// map), at most 1000 × 1000.
    static let snapSizes = (width: 4...1000, height: 2...1000)

    static func snapSize(_ text: String) throws(UsageError) -> (width: Int, height: Int) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.count <= 4 && part.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int(part) : nil }
        guard parts.count == 2, let width = numbers[0], let height = numbers[1],
              snapSizes.width.contains(width), snapSizes.height.contains(height) else {
            throw UsageError("--size wants WxH in cells, 4 to 1000 wide and 2 to 1000 high (for example 80x24), got \(TerminalSafe.quoted(text, always: true))")
        }
        return (width, height)
    }
}
