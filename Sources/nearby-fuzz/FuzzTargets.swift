import NearbyApp
import NearbyCells
import NearbyFormats
import NearbyGeo
import NearbyMap
import NearbyProviders
import NearbyText
import NearbyTileFormats

/// Every decoder and parser that reads outside input, by name. A target must never crash or
/// hang, whatever the bytes; it may throw (that is a clean rejection).
enum FuzzTargets {
    static let all: [String: @Sendable ([UInt8]) -> Void] = parsers.merging(inputs) { a, _ in a }.merging(tiles) { a, _ in a }
        .merging(styles) { a, _ in a }.merging(tileVenues) { a, _ in a }
        .merging(tileJSON) { a, _ in a }.merging(hours) { a, _ in a }.merging(osm) { a, _ in a }.merging(gpsd) { a, _ in a }
        .merging(saved) { a, _ in a }

    static let parsers: [String: @Sendable ([UInt8]) -> Void] = [
        "json": { bytes in
            // Small caps, so the caps' own paths are exercised; reading in 3-byte chunks must
            // give exactly what reading the whole gives.
            let limits = JSONLimits(maxDepth: 16, maxStringBytes: 256, maxTreeValues: 4096)
            let whole = Result { () throws(JSONError) in try JSONValue.parse(bytes, limits: limits) }
            var position = 0
            var reader = JSONReader(limits: limits) { (buffer: inout [UInt8]) throws(JSONError) -> Int in
                let n = min(3, bytes.count - position)
                buffer = Array(bytes[position..<position + n])
                position += n
                return n
            }
            let chunked = Result { () throws(JSONError) -> JSONValue in
                let value = try reader.readValue()
                let after = try reader.next()
                precondition(after == nil, "a token after the top-level value")
                return value
            }
            switch (whole, chunked) {
            case (.success(let a), .success(let b)): precondition(a == b, "chunked reading differs")
            case (.failure(let a), .failure(let b)): precondition(a == b, "chunked reading fails differently")
            default: preconditionFailure("chunked reading disagrees with whole reading")
            }
            var stream = JSONElementStream(reader: JSONReader(bytes: bytes, limits: limits),
                                           paths: [["features"], ["response", "groups", .each, "items"]], keep: ["type"])
            while let element = try? stream.next() { _ = element.position }
        },
        "csv": { bytes in
            var reader = CSVReader(bytes: bytes)
            var records = 0
            while records < 1_000_000, let record = try? reader.next() {
                records += 1
                _ = record.count
            }
        },
        "map": { bytes in
            // A tile that decodes must also style, clip and draw safely.
            guard let tile = try? MVTDecoder.decode(compressed: bytes) else { return }
            let key = TileKey(zoom: 14, x: 9326, y: 4742)
            var state = AppState(width: 60, height: 20, provider: .offline, at: Coordinate(latitude: 60.17, longitude: 24.94))
            state.viewport.span = 2000
            _ = Screen.render(state, map: MapData(tiles: [MapTileBuilder.build(tile, source: key, for: key)]))
        },
        "dataset": { bytes in
            if let dataset = try? BundledDataset.parse(String(decoding: bytes, as: UTF8.self)) {
                for venue in dataset.venues.prefix(100) {
                    var grid = CellGrid(width: 30, height: 1)
                    grid.put(TerminalSafe.truncate(TerminalSafe.clean(venue.name), toWidth: 20), x: 0, y: 0)
                }
            }
        },
        "gpx": { bytes in
            guard let document = try? GPXDocument.parse(String(decoding: bytes, as: UTF8.self)),
                  let route = Route(document) else { return }
            // Playback must be safe too: sample along the route, ends included.
            for step in 0...8 {
                let p = route.position(at: route.duration * Double(step) / 8).coordinate
                precondition(abs(p.latitude) <= 90 || p.latitude.isNaN, "a position off the globe")
            }
        },
        "coordinate": { bytes in
            if let c = try? Coordinate.parse(String(decoding: bytes, as: UTF8.self)) {
                precondition(abs(c.latitude) <= 90 && abs(c.longitude) <= 180, "parse accepted an invalid coordinate")
                let d = Geodesic.distance(c, Coordinate(latitude: -c.latitude, longitude: c.longitude + 179.5))
                precondition(!d.isNaN, "distance is NaN")
            }
        },
    ]
}
