extension WalkGraphBuilder {
    /// The graph, named for its extract; bounds are the header's when given, else the nodes' box.
    public func build(name: String, bounds: (south: Double, west: Double, north: Double, east: Double)?) -> WalkGraph {
        var copy = self
        if !copy.neededSorted { copy.sortNeeded() }
        return copy.assemble(name: name, bounds: bounds)
    }

    private func assemble(name: String, bounds: (south: Double, west: Double, north: Double, east: Double)?) -> WalkGraph {
        // Graph nodes: the used nodes the extract has, along a Hilbert curve (neighbours near in
        // memory, for the searches), ties in id order.
        var index = [Int32](repeating: -1, count: needed.count)
        var lat: [Int32] = [], lon: [Int32] = [], flags: [UInt8] = []
        var order: [(key: UInt64, node: Int32)] = []
        do {
            var south = Int32.max, west = Int32.max, north = Int32.min, east = Int32.min
            for i in 0..<needed.count where present[i] {
                south = min(south, nodeLat[i]); north = max(north, nodeLat[i])
                west = min(west, nodeLon[i]); east = max(east, nodeLon[i])
            }
            let curve = HilbertOrder(south: south, west: west, north: north, east: east)
            for i in 0..<needed.count where present[i] { order.append((curve.key(lat: nodeLat[i], lon: nodeLon[i]), Int32(i))) }
        }
        order.sort { ($0.key, $0.node) < ($1.key, $1.node) }
        for (_, node) in order {
            let i = Int(node)
            index[i] = Int32(lat.count)
            lat.append(nodeLat[i]); lon.append(nodeLon[i]); flags.append(nodeFlags[i])
        }
        order = []
        // Each way node's graph node (-1 where the extract lacks it: the way is cut there).
        var resolved = [Int32](repeating: -1, count: wayNodes.count)
        for k in wayNodes.indices { if let i = Self.search(needed, wayNodes[k]) { resolved[k] = index[i] } }
        // Two passes over the ways' segments: count each node's edges, then fill its row, so the
        // edges are never held twice.
        var first = [UInt32](repeating: 0, count: lat.count + 1)
        forEachSegment(resolved) { _, a, b, info in
            if info.forward { first[a + 1] += 1 }
            if info.backward { first[b + 1] += 1 }
        }
        for i in 0..<lat.count { first[i + 1] += first[i] }
        let m = Int(first[lat.count])
        var fill = first
        var t2 = [UInt32](repeating: 0, count: m), d2 = t2, w2 = t2
        var l2 = [Float](repeating: 0, count: m)
        forEachSegment(resolved) { w, a, b, info in
            let metres = OSRMRuler.distance(lat1: lat[a], lon1: lon[a], lat2: lat[b], lon2: lon[b])
            func deciseconds(_ speed: Float) -> UInt32 {
                let seconds = info.segmentSeconds >= 0 ? info.segmentSeconds : metres / (Double(speed) / 3.6)
                return UInt32(max(1, min(Double(UInt32.max / 4), (seconds * 10).rounded())))
            }
            if info.forward {
                let at = Int(fill[a]); fill[a] += 1
                t2[at] = UInt32(b); d2[at] = deciseconds(info.forwardSpeed); l2[at] = Float(metres); w2[at] = UInt32(w)
            }
            if info.backward {
                let at = Int(fill[b]); fill[b] += 1
                t2[at] = UInt32(a); d2[at] = deciseconds(info.backwardSpeed); l2[at] = Float(metres); w2[at] = UInt32(w)
            }
        }
        let box = bounds ?? Self.box(lat: lat, lon: lon)
        return WalkGraph(
            name: name, bounds: box, lat: lat, lon: lon, nodeFlags: flags, firstEdge: first,
            target: t2, duration: d2, length: l2, edgeWay: w2,
            wayID: ways.map(\.id), wayName: ways.map(\.name), wayRef: ways.map(\.ref), wayKind: ways.map(\.kind),
            strings: strings)
    }

    /// Each way's consecutive pair of present, distinct nodes.
    private func forEachSegment(_ resolved: [Int32], _ body: (Int, Int, Int, WayInfo) -> Void) {
        for (w, info) in ways.enumerated() {
            var previous: Int32 = -1
            for k in Int(wayNodeStart[w])..<Int(wayNodeStart[w + 1]) {
                let node = resolved[k]
                defer { previous = node }
                guard node >= 0, previous >= 0, node != previous else { continue }
                body(w, Int(previous), Int(node), info)
            }
        }
    }

    static func box(lat: [Int32], lon: [Int32]) -> (south: Double, west: Double, north: Double, east: Double) {
        guard let s = lat.min(), let n = lat.max(), let w = lon.min(), let e = lon.max() else { return (0, 0, 0, 0) }
        return (Double(s) * 1e-7, Double(w) * 1e-7, Double(n) * 1e-7, Double(e) * 1e-7)
    }
}
