
/// Expected snapshot lines built from others: a frame that differs from another in a few
/// cells, a colour map with nothing in it.
enum SnapshotLines {
    /// `lines` with single cells replaced (columns counted in characters).
    static func changing(_ lines: [String], _ cells: [(row: Int, column: Int, to: Character)]) -> [String] {
        var characters = lines.map(Array.init)
        for cell in cells { characters[cell.row][cell.column] = cell.to }
        return characters.map { String($0) }
    }

    /// `height` lines of `width` dots: no colour anywhere.
    static func blank(width: Int, height: Int) -> [String] {
        Array(repeating: String(repeating: ".", count: width), count: height)
    }
}
