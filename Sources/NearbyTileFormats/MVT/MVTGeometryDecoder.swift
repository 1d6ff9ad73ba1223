import NearbyFormats
import NearbyText

/// Turns a feature's geometry commands (MoveTo, LineTo, ClosePath with zigzag-encoded deltas)
/// into points, lines or polygons; polygon rings become exteriors or holes by their winding.
enum MVTGeometryDecoder {
    private static let moveTo: UInt32 = 1
    private static let lineTo: UInt32 = 2
    private static let closePath: UInt32 = 7

    /// The decoded geometry and notes on what was dropped as recoverable; throws a sentence for
    /// command streams no reader can make sense of.
    static func decode(_ commands: [UInt32], type: MVTGeometryType) throws(MVTError) -> (MVTGeometry, [String]) {
        var cursor = Cursor(commands: commands)
        var notes: [String] = []
        switch type {
        case .unknown:
            return (.unknown, notes)
        case .point:
            var points: [MVTPoint] = []
            while !cursor.isAtEnd {
                let (id, count) = try cursor.command()
                guard id == moveTo, count > 0 else { throw MVTError("a point geometry may only have MoveTo commands with a count") }
                try cursor.require(parameters: count)
                for _ in 0..<count { points.append(try cursor.point()) }
            }
            guard !points.isEmpty else { throw MVTError("a point geometry without points") }
            return (.points(points), notes)
        case .lineString:
            var lines: [[MVTPoint]] = []
            while !cursor.isAtEnd {
                let (line, repeated) = try path(&cursor)
                if repeated { notes.append("repeated points dropped from a line") }
                if line.count >= 2 { lines.append(line) } else { notes.append("a line with fewer than two distinct points dropped") }
            }
            guard !lines.isEmpty else { throw MVTError("a line geometry without lines") }
            return (.lineStrings(lines), notes)
        case .polygon:
            var polygons: [MVTPolygon] = []
            while !cursor.isAtEnd {
                var (ring, _) = try path(&cursor)
                let (id, count) = try cursor.command()
                guard id == closePath, count == 1 else { throw MVTError("a polygon ring must end with one ClosePath") }
                if ring.count > 1, ring.first == ring.last { ring.removeLast() }
                let area = signedArea(ring)
                if ring.count < 3 || area == 0 {
                    notes.append("a ring without area dropped")
                } else if area > 0 {
                    polygons.append(MVTPolygon(exterior: ring))
                } else if polygons.isEmpty {
                    notes.append("a hole before any exterior ring dropped")
                } else {
                    polygons[polygons.count - 1].interiors.append(ring)
                }
            }
            guard !polygons.isEmpty else { throw MVTError("a polygon geometry without rings") }
            return (.polygons(polygons), notes)
        }
    }

    /// One MoveTo with a single point, then one LineTo with at least one: a line or an open ring,
    /// without consecutive repeats (and whether there were any).
    private static func path(_ cursor: inout Cursor) throws(MVTError) -> ([MVTPoint], repeated: Bool) {
        let (first, one) = try cursor.command()
        guard first == moveTo, one == 1 else { throw MVTError("a line or ring must start with MoveTo of one point") }
        var points = [try cursor.point()]
        let (next, count) = try cursor.command()
        guard next == lineTo, count > 0 else { throw MVTError("MoveTo must be followed by LineTo in a line or ring") }
        try cursor.require(parameters: count)
        points.reserveCapacity(count + 1)
        var repeated = false
        for _ in 0..<count {
            let point = try cursor.point()
            if point == points[points.count - 1] { repeated = true } else { points.append(point) }
        }
        return (points, repeated)
    }

    /// The surveyor's formula in tile coordinates (y down): positive for an exterior ring.
    static func signedArea(_ ring: [MVTPoint]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for point in ring {
            sum += Double(previous.x) * Double(point.y) - Double(point.x) * Double(previous.y)
            previous = point
        }
        return sum / 2
    }

    /// Reads command integers and parameter pairs, keeping the running position.
    private struct Cursor {
        let commands: [UInt32]
        var index = 0
        var x: Int32 = 0
        var y: Int32 = 0

        var isAtEnd: Bool { index >= commands.count }

        mutating func command() throws(MVTError) -> (id: UInt32, count: Int) {
            guard index < commands.count else { throw MVTError("geometry ends in the middle of a command") }
            let value = commands[index]
            index += 1
            return (value & 7, Int(value >> 3))
        }

        /// Rejects a count larger than the parameters left, before anything is allocated for it.
        func require(parameters count: Int) throws(MVTError) {
            guard count <= (commands.count - index) / 2 else {
                throw MVTError("a geometry command count (\(count)) is larger than its parameters")
            }
        }

        /// The next delta pair added to the cursor (wrapping, as the spec's int32 arithmetic does).
        mutating func point() throws(MVTError) -> MVTPoint {
            guard index + 1 < commands.count else { throw MVTError("geometry ends in the middle of a point") }
            x = x &+ Self.zigzag(commands[index])
            y = y &+ Self.zigzag(commands[index + 1])
            index += 2
            return MVTPoint(x: x, y: y)
        }

        static func zigzag(_ value: UInt32) -> Int32 {
            Int32(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
        }
    }
}
