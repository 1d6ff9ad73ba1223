import Dispatch
import NearbyTestSupport
import XCTest
@testable import NearbyGeo
@testable import NearbyMap
@testable import NearbyTileFormats

/// The loader's decoded tiles are costed in bytes, not one apiece: a few large tiles push the
/// oldest out (they are read again when asked), where a count bound would keep 128 of them.
final class MapTileLoaderBytesTests: XCTestCase {
    /// Every tile one line of 300,000 points (about 2.4 MB decoded).
    final class LargeTiles: TileReader {
        static let bytes: [UInt8] = {
            func varint(_ value: UInt64) -> [UInt8] {
                var out: [UInt8] = [], rest = value
                while rest >= 0x80 {
                    out.append(UInt8(rest & 0x7F) | 0x80)
                    rest >>= 7
                }
                return out + [UInt8(rest)]
            }
            func field(_ number: UInt64, _ bytes: [UInt8]) -> [UInt8] { varint(number << 3 | 2) + varint(UInt64(bytes.count)) + bytes }
            let count = 300_000
            var geometry = varint(9) + [0, 0] + varint(UInt64(count - 1) << 3 | 2)
            for step in 1..<count { geometry += step % 2 == 1 ? [2, 2] : [1, 1] }
            let feature = varint(3 << 3) + [2] + field(4, geometry)
            return field(3, varint(15 << 3) + [2] + field(1, Array("water".utf8)) + field(2, feature))
        }()
        func read(_ key: TileKey) throws -> TileRead { .tile(Self.bytes) }
    }

    func testLargeDecodedTilesAreBoundedByTheirBytes() throws {
        let tileBytes = try MVTDecoder.decode(LargeTiles.bytes).approximateBytes
        XCTAssertGreaterThan(tileBytes, 2_000_000)
        let signal = DispatchSemaphore(value: 0)
        let loader = MapTileLoader(reader: LargeTiles()) { report in
            if case .tilesUpdated = report { signal.signal() }
        }
        XCTAssertTrue(loader.start())
        defer { loader.stop() }
        let keys = (0..<40).map { TileKey(zoom: 10, x: $0, y: 0) }
        for key in keys {
            loader.want([key])
            XCTAssertEqual(signal.wait(timeout: .now() + 20), .success, "\(key) loaded")
        }
        let held = keys.filter { if case .loaded = loader.lookup($0) { return true } else { return false } }
        XCTAssertLessThanOrEqual(held.count * tileBytes, MapTileLoader.decodedBytes + tileBytes, "held: \(held.count)")
        XCTAssertLessThan(held.count, keys.count / 2)
        XCTAssertTrue(held.contains(keys[keys.count - 1]), "the newest stays")
        XCTAssertFalse(held.contains(keys[0]), "the oldest went")
    }
}
