/// `foursquare-places`: the 2025 Places API `GET /places/search` on places-api.foursquare.com,
/// with `Authorization: Bearer KEY` and a pinned `X-Places-Api-Version`.
public typealias FoursquarePlacesProvider = FoursquareKeyedProvider<FoursquarePlaces>

public enum FoursquarePlaces: FoursquareKeyedAPI {
    /// Coffee Shop in the 2025 taxonomy (the BSON-style ids of v2).
    public static let coffeeShops = "4bf58dd8d48988d1e0931735"
    public static let apiVersion = "2025-06-17"
    public static let defaultService = "https://places-api.foursquare.com"

    public static let edition = FoursquareEdition(
        kind: .foursquarePlaces, path: "/places/search", defaultService: defaultService,
        categoryParameter: "fsq_category_ids", coffeeShops: coffeeShops,
        fields: "fsq_place_id,name,latitude,longitude,location,tel,website,hours",
        headers: { key in [("Authorization", "Bearer " + key), ("X-Places-Api-Version", apiVersion)] })
}
