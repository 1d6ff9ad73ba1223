/// Foursquare v2 search responses built for the fault tests. Coordinates are raw JSON text, so a
/// test can send "NaN" strings or out-of-range numbers.
enum VenueFeed {
    struct Item {
        var id: String
        var name: String
        var lat: String
        var lon: String
        var address = "Testikatu 1"
    }

    /// Central Helsinki, where `nearby list` looks by default.
    static let center = (lat: 60.1690, lon: 24.9435)

    static func v2(_ items: [Item]) -> String {
        let venues = items.map { item in
            #"{"id":"\#(item.id)","name":"\#(item.name)","location":{"lat":\#(item.lat),"lng":\#(item.lon),"address":"\#(item.address)","city":"Helsinki"}}"#
        }
        return #"{"meta":{"code":200,"requestId":"t"},"response":{"venues":["# + venues.joined(separator: ",") + "]}}"
    }

    /// `count` venues scattered within about 200 m of a point `north` degrees north of the
    /// center; `tag` goes into every name (and ids, unless `sharedIDs`), so batches are told
    /// apart in the database.
    static func many(_ count: Int, tag: String, sharedIDs: Bool = false, north: Double = 0) -> [Item] {
        (0..<count).map { i in
            let dLat = Double(i % 100 - 50) * 0.00003, dLon = Double(i / 100 - 50) * 0.00006
            return Item(id: sharedIDs ? "v\(i)" : "\(tag)-v\(i)", name: "\(tag) cafe \(i)",
                        lat: String(center.lat + north + dLat), lon: String(center.lon + dLon))
        }
    }

    /// One good venue near the center.
    static func near(_ id: String, _ name: String, meters: Double = 20) -> Item {
        Item(id: id, name: name, lat: String(center.lat + meters / 111_000), lon: String(center.lon))
    }
}
