import NearbyFormats
import NearbyGeo
import NearbySQLite

extension VenueStore {
    /// Cells per degree of the `venue_cell` levels (schema step 2), coarsest first.
    static let clusterScales: [Double] = [0.25, 1, 4, 16, 64]

    /// The finest `venue_cell` level at which `region` touches at most `maxCells` cells (else the coarsest).
    static func clusterLevel(for region: Region, maxCells: Double) -> Int {
        let latitudes = region.latitudeRange, longitudes = region.longitudeRanges
        func cells(_ scale: Double) -> Double {
            let rows = (latitudes.upperBound - latitudes.lowerBound) * scale + 1
            return rows * longitudes.reduce(0) { $0 + ($1.upperBound - $1.lowerBound) * scale + 1 }
        }
        return clusterScales.lastIndex { cells($0) <= maxCells } ?? 0
    }

    /// The row (of `degrees` + 90 latitude) or column (of `degrees` + 180 longitude) of the cell
    /// holding it at `scale` cells per degree, as the triggers number them.
    static func cellIndex(_ degreesFromEdge: Double, scale: Double) -> Int {
        Int((degreesFromEdge * scale).rounded(.down))
    }

    /// Every venue of `region` counted per cell of the finest level that keeps the region under
    /// `maxCells` cells, each cluster at the mean position of its venues. Reads the per-cell
    /// counts the triggers keep, so the cost follows the number of cells, not of venues. A cell
    /// straddling the region's edge counts when its mean position is inside.
    public func clusters(in region: Region, maxCells: Int = 2048) throws(StoreError) -> [VenueCluster] {
        let latitudes = region.latitudeRange
        let longitudes = region.longitudeRanges
        let level = Self.clusterLevel(for: region, maxCells: Double(maxCells))
        do {
            return try database.reading { () throws(SQLiteError) -> [VenueCluster] in
                try clusters(in: region, level: level, latitudes: latitudes, longitudes: longitudes)
            }
        } catch {
            throw .sqlite(error)
        }
    }

    private func clusters(in region: Region, level: Int, latitudes: ClosedRange<Double>,
                          longitudes: [ClosedRange<Double>]) throws(SQLiteError) -> [VenueCluster] {
        let scale = Self.clusterScales[level]
        // One index seek per row of cells: only the region's cells are read.
        let query = try database.prepare("""
            SELECT count, lat_sum, lon_sum FROM venue_cell
            WHERE level = ?1 AND row = ?2 AND col BETWEEN ?3 AND ?4
            """)
        var clusters: [VenueCluster] = []
        let firstRow = Self.cellIndex(latitudes.lowerBound + 90, scale: scale)
        let lastRow = Self.cellIndex(latitudes.upperBound + 90, scale: scale)
        for range in longitudes {
            for row in firstRow...lastRow {
                defer { query.reset() }
                try query.bind(integer: level, at: 1)
                try query.bind(integer: row, at: 2)
                try query.bind(integer: Self.cellIndex(range.lowerBound + 180, scale: scale), at: 3)
                try query.bind(integer: Self.cellIndex(range.upperBound + 180, scale: scale), at: 4)
                while try query.step() {
                    let count = query.int(at: 0)
                    guard count > 0 else { continue }
                    let mean = Coordinate(latitude: query.double(at: 1) / Double(count),
                                          longitude: query.double(at: 2) / Double(count))
                    if region.contains(mean) { clusters.append(VenueCluster(coordinate: mean, count: count)) }
                }
            }
        }
        return clusters
    }
}
