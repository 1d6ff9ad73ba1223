import NearbySQLite
import NearbyText

extension VenueStore {
    /// Folds the names of rows written before schema step 2 (or by another program), so the
    /// name filter finds them. A no-op lookup on the partial index once every row is folded.
    func foldUnfoldedNames() throws(SQLiteError) {
        let pending = try database.prepare("SELECT vid, name FROM venue WHERE name_folded IS NULL")
        guard try pending.step() else { return }
        pending.reset()
        try database.transaction { () throws(SQLiteError) in
            var rows: [(Int, String)] = []
            while try pending.step() { rows.append((pending.int(at: 0), pending.text(at: 1))) }
            pending.reset()
            let write = try database.prepare("UPDATE venue SET name_folded = ?2 WHERE vid = ?1")
            for (vid, name) in rows {
                try write.bind(integer: vid, at: 1)
                try write.bind(text: SearchFolding.fold(name), at: 2)
                try write.runBound()
            }
        }
    }
}
