/// Which cells of the map pane are taken, so labels never overlap each other, a pin, the callout
/// or the user's position (MapSCII's LabelBuffer, at cell resolution).
package struct LabelIndex {
    let width: Int
    let height: Int
    private var taken: [Bool]

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        taken = Array(repeating: false, count: self.width * self.height)
    }

    /// Whether every cell of the row span is inside and free.
    func isFree(x: Int, y: Int, width w: Int) -> Bool {
        guard y >= 0, y < height, x >= 0, x + w <= width else { return false }
        for i in x..<(x + w) where taken[y * width + i] { return false }
        return true
    }

    /// Marks a rectangle taken (clipped to the pane).
    package mutating func take(x: Int, y: Int, width w: Int, height h: Int = 1) {
        for row in max(0, y)..<min(height, y + h) {
            for column in max(0, x)..<min(width, x + w) { taken[row * width + column] = true }
        }
    }
}
