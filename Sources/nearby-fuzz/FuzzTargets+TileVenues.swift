import NearbyFormats
import NearbyGeo
import NearbyHTTP
import NearbyProviders
import NearbyText

/// The `tiles` provider over any bytes: every tile it asks for is the input, so the cover,
/// the decoding, the venue reading and the geodesic filter all see it.
extension FuzzTargets {
    static let tileVenues: [String: @Sendable ([UInt8]) -> Void] = [
        "poi": { bytes in
            let source = EveryTileSource(bytes: bytes)
            let centre = Coordinate(latitude: 60.1675, longitude: 24.9525)
            for category in ["cafe", "park"] {
                guard let venues = try? TilesProvider(source: source, category: category)
                    .fetch(around: centre, radius: 1500, limit: 20) else { continue }
                precondition(venues.count <= 20, "more venues than the limit")
                let distances = venues.map { Geodesic.distance(centre, $0.coordinate) }
                precondition(distances.allSatisfy { $0 <= 1500 } && distances == distances.sorted(), "not nearest first within the radius")
                precondition(Set(venues.map(\.key)).count == venues.count, "one venue twice")
                for venue in venues {
                    precondition(VenueLimits.violation(of: venue) == nil, "a venue beyond the limits")
                    precondition(TerminalSafe.clean(venue.name) == venue.name && !venue.name.isEmpty, "a name not safe to draw")
                }
            }
        },
    ]
}

/// A tile source whose every tile is the same bytes.
private struct EveryTileSource: VenueTileSource {
    let bytes: [UInt8]
    let zooms = 0...14
    func tile(_ id: TileKey) throws(ProviderError) -> [UInt8]? { bytes }
}
