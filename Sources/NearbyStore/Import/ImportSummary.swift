/// What an import did: rows written, rows skipped and why, and whether it stopped early.
public struct ImportSummary: Sendable {
    /// How many skipped rows are listed one by one; the rest are only counted.
    public static let listedSkipLimit = 20

    /// Venues new to the database, and venues that replaced a stored one (same provider and id).
    public var inserted = 0
    public var updated = 0
    public var skipped = 0
    /// Transactions committed (one per batch; one in all with `--strict`).
    public var commits = 0
    /// The first skipped rows, in file order.
    public var listedSkips: [ImportSkip] = []
    /// Skipped rows counted by kind.
    public var skipCounts: [String: Int] = [:]
    /// Rows whose id an earlier row of the same file had (the later row wins), and the
    /// positions of the first `listedSkipLimit` of them.
    public var repeated = 0
    public var listedRepeats: [String] = []
    /// `--strict` found bad rows, so nothing was committed.
    public var rejectedAsStrict = false
    /// Why the import stopped before the end of the file, if it did.
    public var failure: ImportError?

    public init() {}

    public var succeeded: Bool { failure == nil && !rejectedAsStrict }

    mutating func record(_ skip: ImportSkip) {
        skipped += 1
        skipCounts[skip.kind, default: 0] += 1
        if listedSkips.count < Self.listedSkipLimit { listedSkips.append(skip) }
    }

    mutating func add(_ written: VenueStore.UpsertSummary, positions: [String]) {
        inserted += written.inserted
        updated += written.updated
        repeated += written.repeated.count
        for offset in written.repeated where listedRepeats.count < Self.listedSkipLimit {
            listedRepeats.append(positions[offset])
        }
    }

    /// The report `nearby import` prints: one line of figures, then the skipped rows.
    public func report(file: String, format: String) -> String {
        var out: String
        if rejectedAsStrict {
            out = "\(file) (\(format)): nothing imported: --strict and \(skipped) bad row\(skipped == 1 ? "" : "s")\n"
        } else {
            out = "\(file) (\(format)): \(inserted) new, \(updated) updated, \(skipped) skipped"
                + " (\(commits) commit\(commits == 1 ? "" : "s"))\n"
        }
        if repeated > 0 {
            out += "repeated: \(repeated) row\(repeated == 1 ? "" : "s") repeat\(repeated == 1 ? "s" : "") an id of an earlier row ("
                + listedRepeats.joined(separator: ", ") + (repeated > listedRepeats.count ? ", …" : "")
                + "); the later row wins\n"
        }
        if skipped > 0 {
            let kinds = skipCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            out += "skipped: " + kinds.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + "\n"
            for skip in listedSkips { out += "  " + skip.description + "\n" }
            if skipped > listedSkips.count { out += "  … and \(skipped - listedSkips.count) more\n" }
        }
        return out
    }
}
