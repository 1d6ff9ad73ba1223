import XCTest
import NearbyTestSupport
@testable import NearbyCells

/// The one frame diff: the runs the terminal writes and the bench measures.
final class FrameDiffTests: XCTestCase {
    /// A terminal's view: the previous frame with the runs written over it.
    func apply(_ runs: [CellGrid.Run], to previous: CellGrid) -> CellGrid {
        var screen = previous
        for run in runs {
            let end = screen.put(run.text, x: run.x, y: run.y, style: run.style)
            XCTAssertEqual(end - run.x, run.cells, "a run covers exactly its text's columns")
        }
        return screen
    }

    func testOnlyWhatChangedIsWritten() {
        var before = CellGrid(width: 10, height: 2)
        before.put("Cafe 咖啡", x: 0, y: 0)
        XCTAssertEqual(before.changedRuns(since: before), [])
        var after = before
        after.put("K", x: 0, y: 0)
        XCTAssertEqual(after.changedRuns(since: before), [CellGrid.Run(x: 0, y: 0, style: .plain, text: "K", cells: 1)])
        // Two changes one cell apart are one run; two apart, two runs.
        after.put("X", x: 2, y: 0)
        XCTAssertEqual(after.changedRuns(since: before).map(\.text), ["KaX"])
        after.put("!", x: 9, y: 1)
        XCTAssertEqual(after.changedRuns(since: before).map(\.text), ["KaX", "!"])
        // A style change breaks a run.
        var styled = before
        styled.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.bold = true }
        styled.put("X", x: 0, y: 0)
        XCTAssertEqual(styled.changedRuns(since: before).map(\.text), ["X", "a"])
    }

    func testAChangedRightHalfIsWrittenFromItsWideCharacter() {
        var before = CellGrid(width: 6, height: 1)
        before.put("ab咖c", x: 0, y: 0)
        var after = before
        after[3, 0] = Cell("x")
        after[2, 0] = Cell("y")
        let runs = after.changedRuns(since: before)
        XCTAssertEqual(runs.first?.x, 2)
        XCTAssertEqual(apply(runs, to: before), after)
    }

    func testNoPreviousFrameOrANewSizeWritesEverything() {
        var grid = CellGrid(width: 4, height: 2)
        grid.put("咖啡", x: 0, y: 0)
        grid.put("ab", x: 1, y: 1)
        XCTAssertEqual(grid.changedRuns(since: nil).map(\.text), ["咖啡", " ab "])
        XCTAssertEqual(grid.changedRuns(since: CellGrid(width: 3, height: 2)), grid.changedRuns(since: nil))
    }

    func testWritingTheRunsOverThePreviousFrameGivesTheNextOne() {
        var rng = SplitMix64(seed: 31)
        let texts = ["a", "b", "●", "咖", "⣿", "é", " ", "星"]
        let styles = [Style.plain, Style(foreground: .red, bold: true), Style(reverse: true)]
        func scribble(_ grid: inout CellGrid, _ count: Int) {
            for _ in 0..<count {
                grid.put(rng.pick(texts) + rng.pick(texts), x: Int(rng.next() % 20), y: Int(rng.next() % 5),
                         style: rng.pick(styles))
            }
        }
        for _ in 0..<300 {
            var before = CellGrid(width: 20, height: 5)
            scribble(&before, 30)
            var after = before
            scribble(&after, Int(rng.next() % 8))
            let runs = after.changedRuns(since: before)
            XCTAssertEqual(apply(runs, to: before), after)
            XCTAssertLessThanOrEqual(runs.reduce(0) { $0 + $1.cells }, 100)
        }
    }
}
