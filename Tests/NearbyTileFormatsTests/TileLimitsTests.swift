import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbyTileFormats

/// One tile's bounds (`TileLimits`): a tile that inflates past 4 MiB, holds too many points,
/// features or keys is refused with a sentence that says so — "too large", never "not a tile" —
/// before the part that passes the bound is built.
final class TileLimitsTests: XCTestCase {
    func testTheLimitsAreAFewMebibytes() {
        XCTAssertEqual(TileLimits.maxInflatedBytes, 4 << 20)
        XCTAssertEqual(TileLimits.maxStoredBytes, 4 << 20)
        XCTAssertEqual(Inflate.defaultLimit, TileLimits.maxInflatedBytes)
    }

    /// A gzip bomb: 60 kB that inflate to 62 MB. Cut at 4 MiB, and said as such.
    func testAGzipBombIsCutAtTheCapAndSaysItInflatesTooMuch() throws {
        let bomb = try InflateTests.gzip([0x1A] + HostileTile.varint(62_000_000) + [UInt8](repeating: 0, count: 62_000_000))
        XCTAssertLessThan(bomb.count, 100_000)
        XCTAssertThrowsError(try MVTDecoder.decode(compressed: bomb)) { error in
            XCTAssertEqual(error as? InflateError, .tooLarge(limit: 4 << 20))
            XCTAssertEqual("\(error)", "the data inflates to more than 4 MiB, the limit for one tile")
            XCTAssertFalse("\(error)".contains("not"), "\(error)")
        }
    }

    func testTwoMillionPointsAreTooLargeToDraw() throws {
        let bytes = HostileTile.line(points: 2_000_000)
        XCTAssertLessThan(bytes.count, TileLimits.maxInflatedBytes, "within the inflate cap: the point budget decides")
        XCTAssertThrowsError(try MVTDecoder.decode(bytes)) { error in
            let failure = error as? MVTError
            XCTAssertEqual(failure?.overLimit, true)
            XCTAssertEqual("\(error)", "the tile is too large to draw: layer \"water\": it holds more than 500000 points")
        }
        // Just under the budget, the same line decodes.
        let tile = try MVTDecoder.decode(HostileTile.line(points: 400_000))
        XCTAssertEqual(tile.layers.first?.features.first?.geometry.allPoints.count, 400_000)
    }

    func testAMillionKeysAreTooLargeToDraw() throws {
        XCTAssertThrowsError(try MVTDecoder.decode(HostileTile.keys(1_000_000))) { error in
            XCTAssertEqual((error as? MVTError)?.overLimit, true)
            XCTAssertTrue("\(error)".hasSuffix("it holds more than 200000 keys and values"), "\(error)")
        }
        XCTAssertEqual(try MVTDecoder.decode(HostileTile.keys(1000)).layers.first?.keys.count, 1000)
    }

    func testTooManyFeaturesAreTooLargeToDraw() throws {
        XCTAssertThrowsError(try MVTDecoder.decode(HostileTile.features(TileLimits.maxFeatures + 1))) { error in
            XCTAssertTrue("\(error)".hasSuffix("it holds more than \(TileLimits.maxFeatures) features"), "\(error)")
        }
        XCTAssertEqual(try MVTDecoder.decode(HostileTile.features(1000)).layers.first?.features.count, 1000)
    }

    /// Stored bytes past the cap are not even looked at.
    func testStoredBytesPastTheCapAreRefusedBeforeDecoding() {
        let big = [UInt8](repeating: 0x1A, count: TileLimits.maxStoredBytes + 1)
        XCTAssertThrowsError(try MVTDecoder.decode(compressed: big)) { error in
            XCTAssertEqual("\(error)", "the tile is too large to draw: it is stored in more than 4 MiB")
        }
    }

    /// The decoded-tile caches cost a tile by this: it grows with what the tile holds.
    func testApproximateBytesGrowWithTheTile() throws {
        let small = try MVTDecoder.decode(HostileTile.line(points: 1000)).approximateBytes
        let large = try MVTDecoder.decode(HostileTile.line(points: 100_000)).approximateBytes
        XCTAssertGreaterThan(small, 8 * 1000)
        XCTAssertGreaterThan(large, 8 * 100_000)
        XCTAssertLessThan(large, 16 * 100_000)
        let many = try MVTDecoder.decode(HostileTile.features(10_000)).approximateBytes
        XCTAssertGreaterThan(many, 10_000 * 64, "each feature weighs its arrays, not only its points")
    }
}
