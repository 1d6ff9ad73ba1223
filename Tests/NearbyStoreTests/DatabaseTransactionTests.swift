import XCTest
@testable import NearbySQLite

/// `transaction` and `reading` on a real file: committed when the body returns, rolled back when
/// it throws or when COMMIT fails, the body's own error passed on, and the connection always
/// back in autocommit afterwards.
final class DatabaseTransactionTests: FolderTestCase {
    struct Refused: Error, Equatable {}

    var database: Database!

    override func setUpWithError() throws {
        try super.setUpWithError()
        database = try Database(path: directory.file("transactions.sqlite"))
        try database.execute("""
            PRAGMA foreign_keys = ON;
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE item (name TEXT, parent INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
            """)
    }

    override func tearDown() {
        database = nil
        super.tearDown()
    }

    func names() throws(SQLiteError) -> [String] {
        let statement = try database.prepare("SELECT name FROM item ORDER BY name")
        var names: [String] = []
        while try statement.step() { names.append(statement.text(at: 0)) }
        return names
    }

    /// Whether no transaction is open: BEGIN fails inside one.
    var inAutocommit: Bool {
        do {
            try database.execute("BEGIN")
            try database.execute("ROLLBACK")
            return true
        } catch {
            return false
        }
    }

    func testATransactionThatReturnsIsCommitted() throws {
        let returned = try database.transaction { () throws(SQLiteError) -> Int in
            try database.execute("INSERT INTO item (name) VALUES ('kept')")
            return 7
        }
        XCTAssertEqual(returned, 7)
        XCTAssertEqual(try names(), ["kept"])
        XCTAssertTrue(inAutocommit)
    }

    func testATransactionWhoseBodyThrowsIsRolledBackAndPassesTheErrorOn() throws {
        XCTAssertThrowsError(try database.transaction({ () throws -> Void in
            try database.execute("INSERT INTO item (name) VALUES ('lost')")
            throw Refused()
        }, sqliteError: { $0 })) { XCTAssertEqual($0 as? Refused, Refused()) }
        XCTAssertEqual(try names(), [])
        XCTAssertTrue(inAutocommit)
    }

    /// A deferred foreign key fails at COMMIT, not at the INSERT: the transaction is rolled back.
    func testATransactionWhoseCommitFailsIsRolledBack() throws {
        XCTAssertThrowsError(try database.transaction { () throws(SQLiteError) in
            try database.execute("INSERT INTO item (name, parent) VALUES ('orphan', 42)")
        }) { error in
            let sqlite = error as? SQLiteError
            XCTAssertEqual(sqlite?.sql, "COMMIT", "\(error)")
        }
        XCTAssertTrue(inAutocommit, "no transaction left open")
        XCTAssertEqual(try names(), [])
    }

    /// A body's own error type: what it throws comes out as that type (no cast, nothing
    /// invented), and SQLite's own failure at BEGIN or COMMIT arrives as `sqliteError` makes it.
    enum Stop: Error, Equatable {
        case refused(Int)
        case sqlite(sql: String?)
    }

    func insert(_ sql: String) throws(Stop) {
        do { try database.execute(sql) } catch { throw .sqlite(sql: error.sql) }
    }

    func testABodysOwnErrorTypeComesOutUnchanged() {
        do throws(Stop) {
            try database.transaction({ () throws(Stop) in
                try insert("INSERT INTO item (name) VALUES ('lost')")
                throw .refused(7)
            }, sqliteError: { .sqlite(sql: $0.sql) })
            XCTFail("the body's error was swallowed")
        } catch {
            XCTAssertEqual(error, .refused(7))
        }
        XCTAssertEqual(try names(), [])
        XCTAssertTrue(inAutocommit)

        do throws(Stop) {
            let kept = try database.transaction({ () throws(Stop) -> Int in
                try insert("INSERT INTO item (name) VALUES ('kept')")
                return 3
            }, sqliteError: { .sqlite(sql: $0.sql) })
            XCTAssertEqual(kept, 3)
        } catch {
            XCTFail("\(error)")
        }
        XCTAssertEqual(try names(), ["kept"])

        do throws(Stop) {
            try database.transaction({ () throws(Stop) in
                try insert("INSERT INTO item (name, parent) VALUES ('orphan', 42)")
            }, sqliteError: { .sqlite(sql: $0.sql) })
            XCTFail("COMMIT should have failed")
        } catch {
            XCTAssertEqual(error, .sqlite(sql: "COMMIT"))
        }
        XCTAssertEqual(try names(), ["kept"])
        XCTAssertTrue(inAutocommit)

        // A body of SQLite statements: its SQLiteError comes out with its own SQL.
        do throws(SQLiteError) {
            try database.transaction { () throws(SQLiteError) in _ = try database.prepare("SELECT nothing FROM nowhere") }
            XCTFail("prepare should have failed")
        } catch {
            XCTAssertEqual(error.sql, "SELECT nothing FROM nowhere")
        }
        XCTAssertTrue(inAutocommit)
    }

    func testReadingSeesOneSnapshotAndEndsItsTransaction() throws {
        try database.execute("INSERT INTO item (name) VALUES ('a'), ('b')")
        let read = try database.reading { () throws(SQLiteError) -> [String] in
            XCTAssertFalse(inAutocommit, "inside a transaction")
            return try names()
        }
        XCTAssertEqual(read, ["a", "b"])
        XCTAssertTrue(inAutocommit)
    }

    func testReadingInsideATransactionRunsInIt() throws {
        try database.transaction { () throws(SQLiteError) in
            try database.execute("INSERT INTO item (name) VALUES ('uncommitted')")
            XCTAssertEqual(try database.reading { () throws(SQLiteError) in try names() }, ["uncommitted"])
            XCTAssertFalse(inAutocommit, "the outer transaction is still open")
        }
        XCTAssertEqual(try names(), ["uncommitted"])
    }

    func testReadingWhoseBodyThrowsPassesItsErrorOnAndEndsItsTransaction() throws {
        XCTAssertThrowsError(try database.reading { () throws(SQLiteError) in
            _ = try database.prepare("SELECT nothing FROM nowhere")
        }) { error in
            XCTAssertEqual((error as? SQLiteError)?.sql, "SELECT nothing FROM nowhere", "\(error)")
        }
        XCTAssertTrue(inAutocommit)
    }
}
