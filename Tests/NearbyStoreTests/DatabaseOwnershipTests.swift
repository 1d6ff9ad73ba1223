import Foundation
import XCTest
import NearbyTestSupport
@testable import NearbySQLite
@testable import NearbyStore

/// Nearby's databases carry its `application_id`; other programs' SQLite files, empty paths and
/// things that are not regular files are refused before anything is written.
final class DatabaseOwnershipTests: FolderTestCase {
    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testANewDatabaseAndAnEmptyFileBecomeNearbys() throws {
        let fresh = directory.file("new.sqlite")
        XCTAssertEqual(try VenueStore(path: fresh).database.pragmaInteger("application_id"), 0x4E72_6279)
        let empty = try directory.write("empty.sqlite", "")
        XCTAssertEqual(try VenueStore(path: empty).database.pragmaInteger("application_id"), 0x4E72_6279)
        // Opening again finds its own mark.
        XCTAssertEqual(try VenueStore(path: fresh).count(), 0)
    }

    func testAnUnmarkedNearbyDatabaseIsMarkedOnOpen() throws {
        let path = directory.file("old.sqlite")
        do {
            _ = try VenueStore(path: path)
            try Database(path: path).execute("PRAGMA application_id = 0")
        }
        XCTAssertEqual(try Database(path: path).pragmaInteger("application_id"), 0)
        XCTAssertEqual(try VenueStore(path: path).database.pragmaInteger("application_id"), Int(Schema.applicationID))
    }

    func testAnotherProgramsDatabaseIsRefusedUntouched() throws {
        let unmarked = directory.file("other.sqlite")
        try Database(path: unmarked).execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        let marked = directory.file("marked.sqlite")
        try Database(path: marked).execute("PRAGMA application_id = 1234; CREATE TABLE t (x)")
        // Even with tables that look like ours, another program's mark wins.
        let lookalike = directory.file("lookalike.sqlite")
        try Database(path: lookalike).execute(Schema.migrations[0] + "; PRAGMA user_version = 1; PRAGMA application_id = 7")
        for (path, says) in [(unmarked, "tables notes"), (marked, "application_id 0x4d2"), (lookalike, "application_id 0x7")] {
            let before = try bytes(path)
            XCTAssertThrowsError(try VenueStore(path: path)) { error in
                guard case StoreError.foreign = error else { return XCTFail("\(error)") }
                XCTAssertTrue("\(error)".contains("another program's SQLite database (\(says))"), "\(error)")
                XCTAssertTrue("\(error)".contains("left untouched"), "\(error)")
            }
            XCTAssertEqual(try bytes(path), before)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    func testPathsThatCannotHoldADatabaseAreRefused() throws {
        for (path, says) in [("", "the database path is empty"), ("/dev/null", "/dev/null is a character device"),
                             (directory.path, "is a directory")] {
            XCTAssertThrowsError(try VenueStore(path: path)) { error in
                guard case StoreError.notAFile = error else { return XCTFail("\(path): \(error)") }
                XCTAssertTrue("\(error)".contains(says), "\(error)")
            }
        }
        XCTAssertNoThrow(try VenueStore(path: ":memory:"))
    }
}
