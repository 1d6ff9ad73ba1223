import XCTest
@testable import NearbyGeo
@testable import NearbyHours

/// A venue's hours read in its own place: the zone and holidays from a `PlaceFinder`, else the
/// fallback zone and none; the system zone from `TZ`.
final class HoursReaderTests: XCTestCase {
    /// Answers Helsinki for every coordinate north of 55°, nothing elsewhere.
    struct NorthFinder: PlaceFinder {
        func localPlace(near coordinate: Coordinate) -> LocalPlace? {
            guard coordinate.latitude > 55 else { return nil }
            return LocalPlace(name: "Helsinki", countryCode: "FI", division: "Uusimaa", timeZone: "Europe/Helsinki",
                              coordinate: coordinate)
        }
    }

    let helsinki = Coordinate(latitude: 60.17, longitude: 24.94)
    let sydney = Coordinate(latitude: -33.87, longitude: 151.21)
    /// Friday 25 December 2026, 10:00 UTC (12:00 in Helsinki).
    let christmasDay = 1_798_192_800

    func testTheFinderGivesTheZoneAndTheHolidays() throws {
        let reader = HoursReader(places: NorthFinder(), fallbackZone: .utc)
        XCTAssertEqual(reader.place(near: helsinki), HoursReader.Place(zoneName: "Europe/Helsinki", country: "FI", division: "Uusimaa"))
        XCTAssertEqual(reader.localTime(utc: christmasDay, near: helsinki), LocalTime(year: 2026, month: 12, day: 25, hour: 12))
        let status = reader.status("Mo-Fr 08:00-18:00; PH off", at: helsinki, utc: christmasDay)
        XCTAssertEqual(status, .closed(opens: nil), "Christmas Day is a Finnish public holiday")
        XCTAssertEqual(reader.status("Mo-Fr 08:00-18:00", at: helsinki, utc: christmasDay), .open(until: nil))
        XCTAssertEqual(reader.nextChange("Mo-Fr 08:00-18:00", at: helsinki, utc: christmasDay),
                       LocalTime(year: 2026, month: 12, day: 25, hour: 18))
    }

    func testWithoutAPlaceTheFallbackZoneAndNoHolidays() throws {
        let reader = HoursReader(places: NorthFinder(), fallbackZone: ZoneRules(fixedOffset: 10 * 3600))
        XCTAssertEqual(reader.place(near: sydney).country, nil)
        // 20:00 at +10: closed; PH cannot be read without a country, so the value is unreadable.
        XCTAssertEqual(reader.status("Mo-Fr 08:00-18:00", at: sydney, utc: christmasDay), .closed(opens: nil))
        let unreadable = reader.status("Mo-Fr 08:00-18:00; PH off", at: sydney, utc: christmasDay)
        guard case .unreadable(let error) = unreadable else { return XCTFail("readable: \(unreadable)") }
        XCTAssertEqual(error.column, 20)
        XCTAssertEqual(HoursReader(places: nil, fallbackZone: .utc).status("Mo-Su 10:00-12:00 unknown", at: helsinki,
                                                                          utc: christmasDay), .unknown(comment: nil))
        let nonsense = HoursReader(places: nil, fallbackZone: .utc).status("nonsense", at: helsinki, utc: 0)
        guard case .unreadable = nonsense else { return XCTFail("read: \(nonsense)") }
    }

    func testSunTimesAreReadWhereEachVenueIs() throws {
        // At 12:00 UTC on 25 December the sun is up in Helsinki's longitude band but long set at 150° E.
        let reader = HoursReader(places: nil, fallbackZone: .utc)
        let noon = christmasDay + 2 * 3600
        XCTAssertEqual(reader.status("sunrise-sunset", at: helsinki, utc: noon), .open(until: nil))
        XCTAssertEqual(reader.status("sunrise-sunset", at: Coordinate(latitude: 60.17, longitude: -150), utc: noon), .closed(opens: nil))
    }

    func testTheSystemZoneFollowsTZ() throws {
        XCTAssertEqual(ZoneRules.system(tz: "Europe/Helsinki").name, "Europe/Helsinki")
        XCTAssertEqual(ZoneRules.system(tz: ":Asia/Tokyo").offset(atUTC: 0), 9 * 3600)
        let posix = ZoneRules.system(tz: "EET-2EEST,M3.5.0/3,M10.5.0/4")
        XCTAssertEqual(posix.offset(atUTC: christmasDay), 2 * 3600)
        XCTAssertEqual(posix.offset(atUTC: christmasDay - 180 * 86_400), 3 * 3600, "summer time in June")
        XCTAssertEqual(ZoneRules.system(tz: "/usr/share/zoneinfo/America/New_York").offset(atUTC: christmasDay), -5 * 3600)
        XCTAssertEqual(ZoneRules.system(tz: nil, localtime: "/nonexistent/localtime"), .utc)
    }
}
