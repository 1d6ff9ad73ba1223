import NearbyOSM

/// Fuzz targets for OpenStreetMap extracts: PBF, and OSM XML (plain or gzip'd) read in chunks.
extension FuzzTargets {
    static let osm: [String: @Sendable ([UInt8]) -> Void] = [
        "osm-pbf": { bytes in
            guard let file = try? OSMExtractFile.open(bytes: bytes) else { return }
            let all = FuzzTargets.elements(file, .all)
            // A pass for ways alone gives the same ways: skipping must not change decoding.
            if case .success(let elements) = all, case .success(let ways) = FuzzTargets.elements(file, .ways) {
                precondition(ways == elements.filter { if case .way = $0 { return true } else { return false } }, "a ways-only pass differs")
            }
        },
        "osm-xml": { bytes in
            // Chunks of 64 KiB and of 7 bytes (boundaries inside every token) must read alike: the same
            // elements, or both fail.
            let whole = Result { () throws(OSMReadError) in try OSMExtractFile.open(bytes: bytes) }.flatMap { FuzzTargets.elements($0, .all) }
            let chunked = Result { () throws(OSMReadError) in try OSMExtractFile.open(bytes: bytes, chunkBytes: 7) }.flatMap { FuzzTargets.elements($0, .all) }
            switch (whole, chunked) {
            case (.success(let a), .success(let b)): precondition(a == b, "chunked reading differs")
            case (.failure(let a), .failure(let b)):
                // A gzip'd file damaged twice (its XML and its checksum) fails at whichever the
                // reader meets first, and that depends on how much is inflated at a time.
                precondition(a == b || bytes.starts(with: [0x1F, 0x8B]), "chunked reading fails differently: \(a) / \(b)")
            default: preconditionFailure("chunked reading disagrees with whole reading: \(whole) / \(chunked)")
            }
        },
    ]

    /// Every element of a pass, checked for values no reader may give.
    private static func elements(_ file: OSMExtractFile, _ kinds: OSMElementKinds) -> Result<[OSMElement], OSMReadError> {
        var elements: [OSMElement] = []
        do {
            try file.read(kinds, progress: { precondition($0 >= 0 && $0 <= file.byteCount, "progress past the file") }) { element in
                if case .node(let node) = element {
                    precondition(abs(node.coordinate.latitude) <= 90 && abs(node.coordinate.longitude) <= 180, "a node off the globe")
                }
                elements.append(element)
            }
        } catch let error as OSMReadError {
            return .failure(error)
        } catch {
            preconditionFailure("a reader threw \(error), not an OSMReadError")
        }
        return .success(elements)
    }
}
