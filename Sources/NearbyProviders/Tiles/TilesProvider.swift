import NearbyFormats
import NearbyGeo
import NearbyHTTP
import NearbyMap
import NearbyTileFormats

/// `tiles`: venues from the point-of-interest layer of the vector tiles around the location
/// (OpenMapTiles `class=cafe`, Shortbread `amenity=cafe`, Mapbox Streets `maki=cafe`), read
/// from a tile source: an archive on disk here, an online source later. Keyless, and offline
/// with an archive. Venues come back nearest first, within the radius, at most `limit`.
public struct TilesProvider: VenueProvider {
    public let name = ProviderKind.tiles.name
    /// The zoom whose tiles carry every point of interest in the OpenMapTiles and Shortbread schemas.
    public static let venueZoom = 14
    /// The most tiles one fetch reads: about a 38 km radius at Helsinki's latitude, 75 km at
    /// the equator. A wider circle is refused in words rather than read for minutes.
    public static let maxTiles = 4096

    let source: any VenueTileSource
    let reader: TileVenueReader

    /// `category` is the schema's class (`--category`, default `cafe`).
    public init(source: any VenueTileSource, category: String? = nil) {
        let category = category.flatMap { $0.isEmpty ? nil : $0 } ?? "cafe"
        self.source = source
        reader = TileVenueReader(category: category)
    }

    public func fetch(around location: Coordinate, radius: Double, limit: Int) throws(ProviderError) -> [Venue] {
        let zoom = min(max(Self.venueZoom, source.zooms.lowerBound), source.zooms.upperBound)
        let cover = RadiusTiles(center: location, radius: radius, zoom: min(max(zoom, 0), TileKey.maxZoom))
        guard cover.count <= Self.maxTiles else {
            throw ProviderError.unavailable(
                "a \(DecimalText.whole(radius)) m radius needs \(cover.count) tiles here; the tiles provider reads at most \(Self.maxTiles) (use a smaller --radius)")
        }
        var found: [VenueKey: (venue: Venue, distance: Double)] = [:]
        for id in cover.nearestFirst() {
            guard let bytes = try source.tile(id), !bytes.isEmpty else { continue }
            let tile: MVTTile
            do {
                tile = try MVTDecoder.decode(compressed: bytes)
            } catch {
                throw ProviderError.badData("tile \(id): \(error)")
            }
            for venue in reader.venues(in: tile, at: id) where found[venue.key] == nil {
                let distance = Geodesic.distance(location, venue.coordinate)
                if distance <= radius { found[venue.key] = (venue, distance) }
            }
        }
        // Ties (one building, two cafés) go by id, so the same tiles always give the same list.
        return found.values
            .sorted { ($0.distance, $0.venue.id) < ($1.distance, $1.venue.id) }
            .prefix(max(0, limit))
            .map(\.venue)
    }
}
