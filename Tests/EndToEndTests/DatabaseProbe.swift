import Foundation
import NearbyFormats
import NearbyText

/// Reads a venue database from outside the app, through python3's sqlite3 module, so a broken
/// store cannot vouch for itself.
enum DatabaseProbe {
    struct Snapshot: Equatable {
        let rows: Int
        /// SHA-256 of every venue row, ordered by (provider, id).
        let hash: String
        let integrity: String
    }

    static let script = """
        import hashlib, os, sqlite3, sys
        path = sys.argv[1]
        if not os.path.exists(path):
            print("0\\tabsent\\tok"); sys.exit(0)
        db = sqlite3.connect("file:" + path + "?mode=ro", uri=True)
        integrity = ";".join(r[0] for r in db.execute("PRAGMA integrity_check"))
        h = hashlib.sha256(); n = 0
        if sys.argv[3] == "hash":
            for row in db.execute("SELECT provider, id, name, address, lat, lon FROM venue ORDER BY provider, id"):
                h.update(repr(row).encode()); n += 1
        else:
            n = db.execute("SELECT count(*) FROM venue").fetchone()[0]
        extra = sys.argv[2]
        if extra:
            for row in db.execute(extra): print("\\t".join(str(c) for c in row))
        print("%d\\t%s\\t%s" % (n, h.hexdigest(), integrity))
        """

    /// The snapshot, and the rows of `query` (tab-separated) when one is given. Without `hash`,
    /// only the rows are counted (large databases).
    static func read(_ path: String, query: String? = nil, hash: Bool = true) throws -> (snapshot: Snapshot, rows: [String]) {
        let result = try Spawn.run(["python3", "-c", script, path, query ?? "", hash ? "hash" : "count"])
        var lines = result.output.split(separator: "\n").map(String.init)
        guard result.status == 0, let last = lines.popLast() else {
            throw TmuxError(message: "cannot read \(path): \(result.error)")
        }
        let parts = last.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let rows = Int(parts[0]) else { throw TmuxError(message: "probe said \(last)") }
        return (Snapshot(rows: rows, hash: parts[1], integrity: parts[2]), lines)
    }
}
