import NearbyFormats
import NearbyGeo
import NearbySQLite
import NearbyText

extension VenueStore {
    /// The `limit` venues of `region` nearest to `point` whose facets pass `facets` (and whose
    /// folded name contains `nameFilter`), nearest first; `isComplete` as for the other reads.
    /// An empty filter is the plain read (``nearest(in:to:matching:limit:rareMatches:rowBudget:)``).
    ///
    /// A filter that wants some facet known reads only the R*Tree of venues with a known facet
    /// (schema: `venue_facets`), and judges each from the bits beside its bounds: a refused venue
    /// costs no row read. A filter whose every condition asks for unknown can pass venues with no
    /// facet known, which that tree leaves out: it reads every venue of the region with its bits
    /// from the row (slower, and rarely asked).
    public func nearest(in region: Region, to point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500,
                        facets: FacetFilter) throws(StoreError) -> RegionVenues
    {
        try nearest(in: region, to: point, matching: nameFilter, limit: limit, facets: facets, openingHours: nil)
    }

    /// The facets read, also judging each venue that passes them by its opening hours (`accepts`
    /// gets the value and where the venue is); a venue without hours is refused. With an empty
    /// filter it is the hours read.
    public func nearest(in region: Region, to point: Coordinate, matching nameFilter: String? = nil, limit: Int = 500,
                        facets: FacetFilter,
                        openingHours accepts: ((_ value: String, _ coordinate: Coordinate) -> Bool)?)
        throws(StoreError) -> RegionVenues
    {
        if facets.isEmpty {
            guard let accepts else { return try nearest(in: region, to: point, matching: nameFilter, limit: limit) }
            return try nearest(in: region, to: point, matching: nameFilter, limit: limit, openingHours: accepts)
        }
        let match = FacetMatch(facets)
        guard match.isSatisfiable else { return RegionVenues(rows: [], isComplete: true) }
        do {
            return try database.reading { () throws(SQLiteError) -> RegionVenues in
                let needle = nameFilter.map(SearchFolding.fold).flatMap { $0.isEmpty ? nil : $0 }
                guard limit > 0 else { return RegionVenues(rows: [], isComplete: false) }
                let search = try NearestSearch(database: database, region: region, point: point, needle: needle,
                                               tree: match.acceptsUntagged ? .venuesWithFacets : .facets)
                let hours = accepts == nil ? nil : try database.cached("SELECT opening_hours FROM venue WHERE vid = ?1")
                var judged = AcceptedRows(limit: limit)
                let chosen = try judged.search(search, point: point, region: region) { candidate throws(SQLiteError) in
                    guard match.accepts(candidate.facetBits ?? 0) else { return false }
                    guard let accepts, let hours else { return true }
                    defer { hours.reset() }
                    try hours.bind(integer: candidate.vid, at: 1)
                    guard try hours.step(), !hours.isNull(at: 0) else { return false }
                    return accepts(hours.text(at: 0), candidate.middle)
                }
                return RegionVenues(rows: VenueRow.nearestFirst(try search.rows(for: chosen.candidates), limit: limit),
                                    isComplete: chosen.isComplete)
            }
        } catch {
            throw .sqlite(error)
        }
    }
}
