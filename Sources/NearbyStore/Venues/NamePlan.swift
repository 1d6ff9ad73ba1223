import NearbyGeo
import NearbySQLite

/// How a name filter of three characters or more is read, chosen by an estimate of each way's
/// cost in venue rows read (the cost that dominates both):
///
/// - from the region nearest first, testing each name: about `limit / share` names (the share of
///   venues that match), never more than the region holds;
/// - from the trigram index: every candidate anywhere, located, then sorted by distance.
///
/// A common word at the world's span is read from the region (a few hundred rows), a rare one
/// from the index (a few hundred matches); one no venue has costs one index probe.
enum NamePlan: Hashable {
    /// No venue has every trigram of the filter: no row can match.
    case nothing
    /// Read the matches from the trigram index.
    case index
    /// Read the region nearest first (``NameJudgedSearch``); past `budget` names tested the
    /// index is cheaper after all.
    case region(budget: Int?)
    /// Read the boxes' rows with their names (the search of short filters), going to the index
    /// past `budget` rows: the fixed thresholds' way.
    case boxes(budget: Int?)
    /// Read every venue of the region with its name in one pass: too few of them match (under
    /// about twice `limit`) for the nearest to be found before most names are tested, and a
    /// growing box would read its middle again.
    case wholeRegion

    /// Matches read from the index to estimate their number: fewer than this are all of them.
    static let sampleSize = 256
    /// Cells of `venue_cell` read at most to bound the region's venues from above.
    static let maxCells = 256.0
    /// Candidates counted at most: past this many, locating them all costs more than any region.
    static let maxCount = 50_000.0
    /// A venue of the region read in distance order costs about four located from the index,
    /// which reads them in rowid order, page after page (measured on the bench's 1M venues).
    static let regionRowCost = 4.0

    /// The plan for `needle` in `region`, and the trigram query that finds its candidates.
    /// `rareMatches` and `rowBudget`, when given, decide as fixed thresholds instead (fewer
    /// matches than `rareMatches` go to the index; the region read stops at `rowBudget` rows),
    /// which lets tests drive each way.
    static func choose(_ needle: String, region: Region, limit: Int, rareMatches: Int?, rowBudget: Int?,
                       database: Database) throws(SQLiteError) -> (plan: NamePlan, trigrams: String) {
        let all = NearestSearch.trigrams(needle)
        if rareMatches != nil || rowBudget != nil {
            let rare = rareMatches ?? 20_000, query = NearestSearch.trigramQuery(all)
            return (try count(query, upTo: rare, database: database) < rare
                ? .index : .boxes(budget: rowBudget ?? 20_000), query)
        }
        // Each trigram's share of the venues, from its first matches (rowids in insertion order):
        // enough to tell the rare trigrams from the common.
        let newest = Double(max(1, try scalar("SELECT coalesce(max(vid), 0) FROM venue", database: database)))
        var sizes: [(trigram: String, size: Double, sample: [Int])] = []
        for trigram in all {
            let sample = try candidates(NearestSearch.trigramQuery([trigram]), upTo: sampleSize, database: database)
            guard let last = sample.last else { return (.nothing, "") }
            sizes.append((trigram, sample.count < sampleSize ? Double(sample.count) : Double(sampleSize) * newest / Double(last),
                          sample))
        }
        // A trigram most venues have filters little and costs its whole list to intersect: the
        // rarest few (and the exact test on each name) find the same matches.
        sizes.sort { $0.size < $1.size }
        let kept = sizes.prefix(4).enumerated().filter { $0.offset == 0 || $0.element.size < newest / 2 }.map(\.element.trigram)
        var query = NearestSearch.trigramQuery(kept)
        var sample = try candidates(query, upTo: sampleSize, database: database)
        guard var last = sample.last else { return (.nothing, query) }
        if sample.count < sampleSize { return (.index, query) }
        // Intersecting a longer list costs more than the rows it spares when the others remove few
        // of the rarest trigram's venues (names numbered in turn share their trigrams): then the
        // rarest alone, and the exact test on each name, find the same matches for less.
        if kept.count > 1, Double(sampleSize) * newest / Double(last) > sizes[0].size / 2 {
            query = NearestSearch.trigramQuery([sizes[0].trigram])
            sample = sizes[0].sample
            last = sample.last ?? last
        }
        let total = max(newest, Double(last))
        // Most venues match: the region's nearest are the answer, whatever the index holds.
        if Double(sample.count) * total / Double(last) >= total / 2 { return (.region(budget: nil), query) }
        // Counting candidates costs a tenth of locating them: count them up to what the region
        // would cost at most (rowids in insertion order are no fair sample of names numbered in turn).
        let regionVenues = try venuesAtMost(in: region, database: database)
        let cap = Int(min(regionVenues * regionRowCost, maxCount)) + 1
        // A wide region over many venues: no count up to `cap` would choose the region.
        if !regionIsCheaper(matches: Double(cap), limit: limit, total: total, regionVenues: regionVenues) {
            return (.index, query)
        }
        let matches = Double(try count(query, upTo: cap, database: database))
        guard regionIsCheaper(matches: matches, limit: limit, total: total, regionVenues: regionVenues) else {
            return (.index, query)
        }
        if matches / total * regionVenues < Double(limit) * 2 { return (.wholeRegion, query) }
        // Stop reading the region once it has cost what the index would.
        return (.region(budget: Int(matches)), query)
    }

    /// Whether reading the region nearest first costs less than locating `matches` candidates
    /// from the index: it reads about `limit / share` rows (the share of `total` venues that
    /// match), never more than `regionVenues`, each costing `regionRowCost` located ones. The
    /// region's cost falls as `matches` grows, so false at some count is false at every smaller
    /// one (each step of the arithmetic is monotone, in floating point too).
    static func regionIsCheaper(matches: Double, limit: Int, total: Double, regionVenues: Double) -> Bool {
        let regionRows = min(Double(limit) * total / max(1, matches) * 1.5, regionVenues)
        return regionRows * regionRowCost < matches
    }

    /// How many venues have every trigram, counted up to `cap`.
    private static func count(_ trigrams: String, upTo cap: Int, database: Database) throws(SQLiteError) -> Int {
        let query = try database.cached(
            "SELECT count(*) FROM (SELECT 1 FROM venue_name WHERE venue_name MATCH ?1 LIMIT ?2)")
        defer { query.reset() }
        try query.bind(text: trigrams, at: 1)
        try query.bind(integer: cap, at: 2)
        return try query.step() ? query.int(at: 0) : 0
    }

    /// The first `count` rowids (ascending) of venues with every trigram.
    private static func candidates(_ trigrams: String, upTo count: Int, database: Database) throws(SQLiteError) -> [Int] {
        let query = try database.cached("SELECT rowid FROM venue_name WHERE venue_name MATCH ?1 LIMIT ?2")
        defer { query.reset() }
        try query.bind(text: trigrams, at: 1)
        try query.bind(integer: count, at: 2)
        var rowids: [Int] = []
        while try query.step() { rowids.append(query.int(at: 0)) }
        return rowids
    }

    private static func scalar(_ sql: String, database: Database) throws(SQLiteError) -> Int {
        let query = try database.cached(sql)
        defer { query.reset() }
        return try query.step() ? query.int(at: 0) : 0
    }

    /// At least as many venues as `region` holds: the per-cell counts of every cell it touches,
    /// at the finest level that keeps them under `maxCells`.
    static func venuesAtMost(in region: Region, database: Database) throws(SQLiteError) -> Double {
        let latitudes = region.latitudeRange, longitudes = region.longitudeRanges
        let level = VenueStore.clusterLevel(for: region, maxCells: maxCells)
        let scale = VenueStore.clusterScales[level]
        let query = try database.cached("""
            SELECT coalesce(sum(count), 0) FROM venue_cell
            WHERE level = ?1 AND row BETWEEN ?2 AND ?3 AND col BETWEEN ?4 AND ?5
            """)
        var total = 0
        for range in longitudes {
            defer { query.reset() }
            try query.bind(integer: level, at: 1)
            try query.bind(integer: VenueStore.cellIndex(latitudes.lowerBound + 90, scale: scale), at: 2)
            try query.bind(integer: VenueStore.cellIndex(latitudes.upperBound + 90, scale: scale), at: 3)
            try query.bind(integer: VenueStore.cellIndex(range.lowerBound + 180, scale: scale), at: 4)
            try query.bind(integer: VenueStore.cellIndex(range.upperBound + 180, scale: scale), at: 5)
            if try query.step() { total += query.int(at: 0) }
        }
        return Double(total)
    }
}
