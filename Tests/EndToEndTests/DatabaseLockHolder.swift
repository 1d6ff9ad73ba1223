import Foundation
import NearbyTestSupport

/// Another program (python3's sqlite3) holding a database's write lock (`BEGIN IMMEDIATE`) until
/// `release()`, or until a minute has passed, so a program that waits forever ends up succeeding
/// and fails its test. Made once the lock is held; released when it goes.
final class DatabaseLockHolder {
    private let ready: String
    private let releaseFile: String

    /// Starts the holder on `database` and waits for it to hold the lock; `directory` keeps its
    /// two signal files.
    init(database: String, directory: URL) throws {
        ready = directory.appendingPathComponent("lock-ready").path
        releaseFile = directory.appendingPathComponent("lock-release").path
        let holder = "import os,sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN IMMEDIATE'); "
            + "print('locked', flush=True); end=time.monotonic()+60\nwhile not os.path.exists(sys.argv[2]) and time.monotonic()<end: time.sleep(0.05)\n"
            + "c.execute('ROLLBACK'); print('released', flush=True)"
        _ = try Spawn.run(["sh", "-c", "python3 -c \"$1\" '\(database)' '\(releaseFile)' > '\(ready)' 2>&1 &", "sh", holder])
        try Wait.until("the lock holder", detail: { self.said }) { self.said.contains("locked") }
    }

    private var said: String { (try? String(contentsOfFile: ready, encoding: .utf8)) ?? "" }

    /// Lets go of the lock and waits until the holder has.
    func release() throws {
        _ = FileManager.default.createFile(atPath: releaseFile, contents: nil)
        try Wait.until("the lock let go", timeout: 10, detail: { self.said }) { self.said.contains("released") }
    }

    deinit { _ = FileManager.default.createFile(atPath: releaseFile, contents: nil) }
}
