import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyMap

extension TilesFetch {
    static func run(_ options: Options) throws {
        let request = request(options)
        let source: TileSource
        do {
            source = try TileSource(request.source)
        } catch {
            throw UsageError("--tiles: \(error)")
        }
        var area = TileArea(centre: request.centre, radiusKilometres: request.radiusKilometres, zooms: request.zooms)
        // Counted, never listed: a plan of billions of tiles is refused in a moment.
        let planned = area.count
        try StandardOutput.write("\(tiles(planned)) at zoom\(request.zooms.count > 1 ? "s" : "") \(describe(request.zooms)) within \(JSON.number(request.radiusKilometres)) km"
            + " of \(JSON.number(request.centre.latitude)),\(JSON.number(request.centre.longitude)),"
            + " about \(size(Double(planned) * Double(estimatedBytesPerTile))).\n")
        guard planned <= absurdTileCount else {
            throw RuntimeFailure("that is more than \(absurdTileCount) tiles, more than nearby fetches even with --yes; make --radius or --zooms smaller")
        }
        guard planned <= tileLimit || request.yes else {
            throw RuntimeFailure("that is more than \(tileLimit) tiles; add --yes to fetch them anyway, or make --radius or --zooms smaller")
        }
        if request.out == nil, planned * estimatedBytesPerTile > request.cacheMegabytes << 20 {
            Platform.printError("nearby: note: that may not fit the tile cache's \(request.cacheMegabytes) MiB (least recently used"
                + " tiles make room); --out FILE.mbtiles keeps every tile, or raise --tile-cache-mb")
        }
        let timeout = try Setup.httpTimeout(options) ?? 30
        let endpoint: TileEndpoint
        do {
            endpoint = try source.endpoint(userAgent: userAgent, timeout: timeout)
        } catch {
            throw RuntimeFailure("cannot use the tile source \(source.host): \(error)")
        }
        // A bare template says nothing of its zooms: the ones the user asks for are taken as served.
        let served = endpoint.zoomsAssumed ? 0...TileKey.maxZoom : endpoint.minZoom...endpoint.maxZoom
        guard served.overlaps(request.zooms) else {
            throw RuntimeFailure("\(source.host) serves zooms \(describe(served)) only, not \(describe(request.zooms))")
        }
        area.zooms = request.zooms.clamped(to: served)
        let cache = try openTarget(request, source: source, endpoint: endpoint, area: area)
        let wanted = area.count
        let there = try cache.count(of: area)
        let todo = wanted - there
        guard todo > 0 else {
            try StandardOutput.write("All \(tiles(wanted)) are already in \(cache.path); nothing to fetch.\n")
            return
        }
        var line = "Fetching \(tiles(todo)) from \(source.host)"
        if there > 0 { line += " (\(there) already there)" }
        if area.zooms != request.zooms { line += "; it serves zooms \(describe(served)) only" }
        if !endpoint.attribution.isEmpty { line += ".\nMap data: \(endpoint.attribution)" }
        try StandardOutput.write(line + ".\n")

        let downloader: TileDownloader
        do {
            downloader = try TileDownloader(endpoint: endpoint, settings: .init(userAgent: userAgent, connections: request.connections,
                                                                                 totalTimeout: timeout))
        } catch {
            throw RuntimeFailure("\(error)")
        }
        var tally = TileTally()
        try tally.download(area.walk, total: todo, with: downloader, into: cache)
        try StandardOutput.write(tally.summary(of: todo, into: cache.path) + "\n")
        if let failure = tally.writeFailure { throw RuntimeFailure(failure.description) }
        if let stopped = tally.stoppedBecause {
            throw RuntimeFailure("stopped: no tile arrived and \(tally.failed) failed (\(stopped))")
        }
        if tally.failed > 0, let reason = tally.firstFailure {
            throw RuntimeFailure("\(tally.failed) of \(todo) tiles failed (first: \(reason)); run the same command again to fetch them")
        }
    }

    /// Opens the tile cache or the `--out` file and records which source its tiles are from.
    static func openTarget(_ request: Request, source: TileSource, endpoint: TileEndpoint, area: TileArea) throws -> TileCacheFile {
        let cache: TileCacheFile
        let key = source.identity
        if let out = request.out {
            cache = try TileCacheFile(path: out, role: .output, maxBytes: nil, source: TileCacheSource(source))
        } else {
            guard Platform.makeDirectories(Paths.cacheDirectory) else {
                throw RuntimeFailure("cannot create the cache folder \(Paths.cacheDirectory)")
            }
            cache = try TileCacheFile(path: Paths.tileCache, role: .cache, maxBytes: request.cacheMegabytes << 20,
                                      source: TileCacheSource(source))
            if let aside = cache.setAsidePath {
                Platform.printError("nearby: warning: the tile cache was damaged; it was moved to \(aside) and a new one started")
            }
        }
        if let held = try cache.metadata("nearby_source"), held != key {
            if let out = request.out {
                throw RuntimeFailure("\(out) holds tiles from \(held), not \(key); give --out another file")
            }
            // The cache keeps each source's tiles apart (the app reads only its own source's), so
            // the other source's stay; they are not counted as there.
            Platform.printError("nearby: note: the tile cache held tiles from \(held); those of \(key) are kept apart from them")
        }
        var pairs: [(name: String, value: String)] = [
            ("name", endpoint.name.isEmpty ? source.host : endpoint.name), ("format", "pbf"), ("type", "baselayer"),
            ("version", "1"), ("attribution", endpoint.attribution), ("nearby_source", key),
        ]
        if request.out != nil {
            let box = area.bounds.map { JSON.number($0) }.joined(separator: ",")
            pairs += [("bounds", box), ("minzoom", String(area.zooms.lowerBound)), ("maxzoom", String(area.zooms.upperBound)),
                      ("center", "\(JSON.number(area.centre.longitude)),\(JSON.number(area.centre.latitude)),\(area.zooms.upperBound)")]
        } else {
            pairs += [("minzoom", String(endpoint.minZoom)), ("maxzoom", String(endpoint.maxZoom))]
        }
        if let json = endpoint.vectorLayersJSON { pairs.append(("json", json)) }
        try cache.setMetadata(pairs)
        return cache
    }

    /// "1 tile", "2 tiles".
    static func tiles(_ count: Int) -> String { count == 1 ? "1 tile" : "\(count) tiles" }

    static func describe(_ zooms: ClosedRange<Int>) -> String {
        zooms.lowerBound == zooms.upperBound ? "\(zooms.lowerBound)" : "\(zooms.lowerBound)–\(zooms.upperBound)"
    }

    /// Bytes as "12.3 MB" (decimal units, as download sizes are given: kB, MB, GB, TB).
    static func megabytes(_ bytes: Int) -> String { size(Double(bytes)) }

    /// The same for an estimate, which may be far past what an Int of bytes would hold.
    static func size(_ bytes: Double) -> String {
        if bytes < 1e6 { return "\(Int((bytes / 1000).rounded(.up))) kB" }
        for (unit, scale) in [("MB", 1e6), ("GB", 1e9), ("TB", 1e12)] where bytes < scale * 1000 || unit == "TB" {
            let tenths = Int((bytes / scale * 10).rounded(.down))
            return "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return ""
    }

}
