import NearbyGeo

extension MapLabel {
    /// A street's name comes in pieces (one per segment between junctions, cut again at tile
    /// edges): pieces of one name that meet end to end are joined into one line, so the name is
    /// placed along the whole street rather than on a stub too short for it.
    static func joiningStreets(_ labels: [MapLabel]) -> [MapLabel] {
        var others: [MapLabel] = []
        var streets: [String: [MapLabel]] = [:]
        var order: [String] = []
        for label in labels {
            guard label.kind == .street, label.points.count > 1 else { others.append(label); continue }
            if streets[label.text] == nil { order.append(label.text) }
            streets[label.text, default: []].append(label)
        }
        var joined: [MapLabel] = []
        for text in order {
            var pieces = streets[text] ?? []
            while var line = pieces.first {
                pieces.removeFirst()
                var grew = true
                while grew {
                    grew = false
                    for (i, piece) in pieces.enumerated() {
                        if let merged = join(line.points, piece.points) {
                            line.points = merged
                            line.rank = min(line.rank, piece.rank)
                            pieces.remove(at: i)
                            grew = true
                            break
                        }
                    }
                }
                joined.append(line)
            }
        }
        return others + joined
    }

    /// `a` and `b` as one line when an end of one is (within a few centimetres) an end of the other.
    private static func join(_ a: [Coordinate], _ b: [Coordinate]) -> [Coordinate]? {
        guard let a0 = a.first, let a1 = a.last, let b0 = b.first, let b1 = b.last else { return nil }
        func meet(_ p: Coordinate, _ q: Coordinate) -> Bool {
            abs(p.latitude - q.latitude) < 1e-6 && abs(p.longitude - q.longitude) < 1e-6
        }
        if meet(a1, b0) { return a + b.dropFirst() }
        if meet(a1, b1) { return a + b.reversed().dropFirst() }
        if meet(a0, b1) { return b + a.dropFirst() }
        if meet(a0, b0) { return b.reversed() + a.dropFirst() }
        return nil
    }
}
