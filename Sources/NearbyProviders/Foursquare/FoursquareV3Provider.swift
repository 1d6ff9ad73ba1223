/// `foursquare-v3`: `GET /v3/places/search` with the key in `Authorization` (no scheme).
public typealias FoursquareV3Provider = FoursquareKeyedProvider<FoursquareV3>

public enum FoursquareV3: FoursquareKeyedAPI {
    /// Coffee Shop in the v3 numeric taxonomy.
    public static let coffeeShops = "13035"
    public static let defaultService = "https://api.foursquare.com"

    public static let edition = FoursquareEdition(
        kind: .foursquareV3, path: "/v3/places/search", defaultService: defaultService,
        categoryParameter: "categories", coffeeShops: coffeeShops,
        fields: "fsq_id,name,geocodes,location,tel,website,hours", headers: { key in [("Authorization", key)] })
}
