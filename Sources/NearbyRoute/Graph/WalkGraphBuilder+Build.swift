extension WalkGraphBuilder {
    /// The graph, named for its extract; bounds are the header's when given, else the nodes' box.
    public func build(name: String, bounds: (south: Double, west: Double, north: Double, east: Double)?) -> WalkGraph {
        var copy = self
        if !copy.neededSorted { copy.sortNeeded() }
        return copy.assemble(name: name, bounds: bounds)
    }

    private func assemble(name: String, bounds: (south: Double, west: Double, north: Double, east: Double)?) -> WalkGraph {
        // Graph nodes: the used nodes the extract has, in id order.
        var index = [Int32](repeating: -1, count: needed.count)
        var lat: [Int32] = [], lon: [Int32] = [], flags: [UInt8] = []
        for i in 0..<needed.count where present[i] {
            index[i] = Int32(lat.count)
            lat.append(nodeLat[i]); lon.append(nodeLon[i]); flags.append(nodeFlags[i])
        }
        // Edges, each way cut where its nodes are missing.
        var source: [UInt32] = [], target: [UInt32] = [], duration: [UInt32] = []
        var length: [Float] = [], edgeWay: [UInt32] = []
        for (w, info) in ways.enumerated() {
            var previous: Int32 = -1
            for k in Int(wayNodeStart[w])..<Int(wayNodeStart[w + 1]) {
                let node = Self.search(needed, wayNodes[k]).map { index[$0] } ?? -1
                defer { previous = node }
                guard node >= 0, previous >= 0, node != previous else { continue }
                let a = Int(previous), b = Int(node)
                let metres = OSRMRuler.distance(lat1: lat[a], lon1: lon[a], lat2: lat[b], lon2: lon[b])
                func deciseconds(_ speed: Float) -> UInt32 {
                    let seconds = info.segmentSeconds >= 0 ? info.segmentSeconds : metres / (Double(speed) / 3.6)
                    return UInt32(max(1, min(Double(UInt32.max / 4), (seconds * 10).rounded())))
                }
                if info.forward {
                    source.append(UInt32(a)); target.append(UInt32(b)); duration.append(deciseconds(info.forwardSpeed))
                    length.append(Float(metres)); edgeWay.append(UInt32(w))
                }
                if info.backward {
                    source.append(UInt32(b)); target.append(UInt32(a)); duration.append(deciseconds(info.backwardSpeed))
                    length.append(Float(metres)); edgeWay.append(UInt32(w))
                }
            }
        }
        // Compressed rows: a counting sort of the edges by source.
        var first = [UInt32](repeating: 0, count: lat.count + 1)
        for s in source { first[Int(s) + 1] += 1 }
        for i in 0..<lat.count { first[i + 1] += first[i] }
        var fill = first
        let m = source.count
        var t2 = [UInt32](repeating: 0, count: m), d2 = t2, w2 = t2
        var l2 = [Float](repeating: 0, count: m)
        for e in 0..<m {
            let at = Int(fill[Int(source[e])]); fill[Int(source[e])] += 1
            t2[at] = target[e]; d2[at] = duration[e]; l2[at] = length[e]; w2[at] = edgeWay[e]
        }
        let box = bounds ?? Self.box(lat: lat, lon: lon)
        return WalkGraph(
            name: name, bounds: box, lat: lat, lon: lon, nodeFlags: flags, firstEdge: first,
            target: t2, duration: d2, length: l2, edgeWay: w2,
            wayID: ways.map(\.id), wayName: ways.map(\.name), wayRef: ways.map(\.ref), wayKind: ways.map(\.kind),
            strings: strings)
    }

    static func box(lat: [Int32], lon: [Int32]) -> (south: Double, west: Double, north: Double, east: Double) {
        guard let s = lat.min(), let n = lat.max(), let w = lon.min(), let e = lon.max() else { return (0, 0, 0, 0) }
        return (Double(s) * 1e-7, Double(w) * 1e-7, Double(n) * 1e-7, Double(e) * 1e-7)
    }
}
