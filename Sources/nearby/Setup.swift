import NearbyApp
import NearbyCLI
import NearbyHTTP
import NearbyMap
import NearbyProviders
import NearbyStore
import NearbyTileFormats

/// A runtime failure: one sentence for stderr, exit status 1.
struct RuntimeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What both the app and `nearby list` set up: the database, the bundled data, the provider.
struct Setup {
    let databasePath: String
    let assets: String
    let provider: any VenueProvider
    /// Cancels a transfer in flight (the app sets it when quitting).
    let cancellation = CancellationFlag()

    init(options: Options) throws {
        let assets = try Self.assetsFolder()
        self.assets = assets
        databasePath = try Self.databasePath(options)
        switch options.provider {
        case .offline:
            guard let text = Platform.readFile(assets + "/helsinki-cafes.csv") else {
                throw RuntimeFailure("cannot read \(assets)/helsinki-cafes.csv")
            }
            provider = OfflineProvider(dataset: try BundledDataset.parse(text))
        case .tiles:
            provider = TilesProvider(source: try Self.venueTiles(options, assets: assets), category: options.category)
        case .foursquare, .foursquareV3, .foursquarePlaces, .overpass:
            let timeout = try Self.httpTimeout(options)
            do {
                provider = try Self.networkProvider(options, timeout: timeout, cancellation: cancellation)
            } catch .refusedURL(let reason) {
                throw UsageError("--base-url: " + reason)
            } catch {
                throw RuntimeFailure(error.description)
            }
        }
    }

    /// `--db`, else the default path (its folder created as needed).
    static func databasePath(_ options: Options) throws(RuntimeFailure) -> String {
        if let path = options.databasePath { return path }
        guard Platform.makeDirectories(Paths.dataDirectory) else {
            throw RuntimeFailure("cannot create the data directory \(Paths.dataDirectory)")
        }
        return Paths.defaultDatabase
    }

    /// The Assets folder (the bundled map, styles, cafés and places), or the sentence saying it is missing.
    static func assetsFolder() throws(RuntimeFailure) -> String {
        guard let assets = Paths.assets() else {
            throw RuntimeFailure("cannot find nearby's Assets folder (set NEARBY_ASSETS to the folder holding helsinki-cafes.csv)")
        }
        return assets
    }

    /// Where the `tiles` provider reads its tiles (`--tiles`): the one place a tile source for
    /// venues is made, so an online source slots in here. An archive that cannot be opened is a
    /// usage error, said before anything starts.
    static func venueTiles(_ options: Options, assets: String) throws -> any VenueTileSource {
        if let online = try onlineTiles(options) {
            guard Platform.makeDirectories(Paths.cacheDirectory) else {
                throw RuntimeFailure("cannot create the tile cache folder \(Paths.cacheDirectory)")
            }
            let timeout = try httpTimeout(options) ?? 30
            return OnlineVenueTileSource(source: online, cachePath: Paths.tileCache, maxBytes: options.tileCacheMegabytes << 20,
                                         settings: .init(userAgent: userAgent, totalTimeout: timeout))
        }
        guard let path = tilesPath(options, assets: assets) else {
            throw UsageError("--provider tiles reads venues from tiles: --tiles none leaves it none")
        }
        do {
            return try ArchiveTileSource(path: path)
        } catch {
            throw UsageError("--tiles: " + error.description)
        }
    }

    /// The file `--tiles` names, read by both the map and the `tiles` provider (nil: `none`).
    static func tilesPath(_ options: Options, assets: String) -> String? {
        switch options.tiles {
        case .none, .online: return nil
        case .bundled: return assets + "/helsinki.mbtiles"
        case .file(let path): return path
        }
    }

    /// Seconds a fetch may take in all, retries included (slow links want more, tests less):
    /// `--timeout`, else `NEARBY_HTTP_TIMEOUT`, the one place it is read; nil keeps each
    /// provider's default.
    static func httpTimeout(_ options: Options) throws(UsageError) -> Double? {
        try options.httpTimeout(environment: Platform.environment("NEARBY_HTTP_TIMEOUT"))
    }

    /// The HTTP providers. Keys come from the environment (where `ConfigFile.exportSecrets` puts
    /// a private config file's keys) and are checked here, before any request.
    static func networkProvider(_ options: Options, timeout: Double? = nil,
                                cancellation: CancellationFlag) throws(ProviderError) -> any VenueProvider {
        let key = { (name: String) in Platform.environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        switch options.provider {
        case .foursquare:
            return try FoursquareV2Provider(clientID: key("FOURSQUARE_CLIENT_ID"), clientSecret: key("FOURSQUARE_CLIENT_SECRET"),
                                            baseURL: options.baseURL, query: options.query, category: options.category,
                                            userAgent: userAgent, timeout: timeout ?? 30, cancellation: cancellation)
        case .foursquareV3:
            return try FoursquareV3Provider(apiKey: key("FOURSQUARE_API_KEY"), baseURL: options.baseURL, query: options.query,
                                            category: options.category, userAgent: userAgent, timeout: timeout ?? 30,
                                            cancellation: cancellation)
        case .foursquarePlaces:
            return try FoursquarePlacesProvider(apiKey: key("FOURSQUARE_API_KEY"), baseURL: options.baseURL,
                                                query: options.query, category: options.category, userAgent: userAgent,
                                                timeout: timeout ?? 30, cancellation: cancellation)
        case .overpass:
            return try OverpassProvider(baseURL: options.baseURL, category: options.category, userAgent: userAgent,
                                        timeout: timeout ?? 35, cancellation: cancellation)
        case .offline, .tiles:
            throw ProviderError.unavailable("\(options.provider.name) is not a network provider")
        }
    }

    /// Opens the store; with the offline provider, loads the bundled dataset the first time
    /// this version of it is seen (one transaction; it only adds venues the store lacks).
    func openStore() throws -> VenueStore {
        let store = try VenueStore(path: databasePath)
        if let offline = provider as? OfflineProvider {
            try store.loadDataset(named: offline.dataset.name, version: offline.dataset.version) { offline.dataset.venues }
        }
        return store
    }

    /// The map's tiles (`--tiles`): the bundled Helsinki archive, none, or the user's MBTiles or
    /// PMTiles file, drawn with `--style FILE` or the style bundled for the tiles' schema, read
    /// and decoded by a loader thread that posts `tilesUpdated` and `tileReadFailed` on `post`. A file that is not an
    /// archive, or a style that cannot be used, is a usage error in one sentence.
    func mapTiles(_ options: Options, post: @escaping @Sendable (Event) -> Void) throws -> MapTiles? {
        try Self.mapTiles(options, assets: assets, post: post)
    }

    /// The map's tiles from the Assets folder alone (`nearby snap` needs no store or provider).
    static func mapTiles(_ options: Options, assets: String, post: @escaping @Sendable (Event) -> Void) throws -> MapTiles? {
        if let online = try onlineTiles(options) { return try onlineMap(online, options: options, assets: assets, post: post) }
        guard let path = tilesPath(options, assets: assets) else { return nil }
        let archive: any TileArchive
        do {
            archive = try TileFiles.openArchive(path: path)
        } catch {
            throw UsageError("--tiles: " + error.description)
        }
        let choice = try styleChoice(options, assets: assets)
        // The metadata's layers, else one tile's: the schema is known before the first frame.
        let declared = declaredLayers(archive)
        let maxZoom = archive.metadata.maxZoom ?? 14, attribution = archive.metadata.attribution
        let loader = MapTileLoader(reader: ArchiveTileReader(archive)) { post($0.event) }
        let source = MapTileSource(loader: loader, maxZoom: maxZoom, attribution: attribution,
                                   buildBudget: MapTileSource.frameBuildBudget)
        source.choose(choice, declaredLayers: declared)
        return MapTiles(source: source, loader: loader, feed: nil, notes: choice.given?.notes ?? [])
    }

    /// The online tile source `--tiles` names (a service, a TileJSON or template URL), or, with
    /// an online venue provider and no `--tiles`, OpenFreeMap (`--base-url` moves the venue
    /// service only); nil: tiles from a file or none (the offline default sends nothing over the network).
    static func onlineTiles(_ options: Options) throws(UsageError) -> TileSource? {
        var choice = options.tiles
        if !options.tilesChosen {
            guard options.provider.isOnline else { return nil }
            choice = .online("openfreemap")
        }
        guard case .online(let text) = choice else { return nil }
        do {
            return try TileSource(text)
        } catch {
            throw UsageError("--tiles: \(error)")
        }
    }

    /// The map from an online source: tiles downloaded into the tile cache
    /// (`$XDG_CACHE_HOME/nearby/tiles.mbtiles`, bounded by `--tile-cache-mb`) by a worker thread,
    /// read and decoded from there by the loader; failures go on the bus in words.
    private static func onlineMap(_ online: TileSource, options: Options, assets: String,
                                  post: @escaping @Sendable (Event) -> Void) throws -> MapTiles {
        guard Platform.makeDirectories(Paths.cacheDirectory) else {
            throw RuntimeFailure("cannot create the tile cache folder \(Paths.cacheDirectory)")
        }
        let maxBytes = options.tileCacheMegabytes << 20
        let timeout = try httpTimeout(options) ?? 30
        // The named services' schemas are known (other sources get the built-in rules, which
        // tell the three schemas apart by the tiles' layers); the cache keeps each source's
        // tiles apart, under its URL and this schema.
        let schemas: [String: TileSchema] = ["openfreemap": .openMapTiles, "versatiles": .shortbread]
        let named = TileSource.named.first { $0.url == online.identity }?.name
        let schema = named.flatMap { schemas[$0] }
        let cacheSource = TileCacheSource(online, schema: schema)
        // The loader's reader may be the first to open a damaged cache and move it aside.
        let reader = CachedTileReader(path: Paths.tileCache, maxBytes: maxBytes, source: cacheSource) {
            post(.tileCacheSetAside(path: $0))
        }
        let loader = MapTileLoader(reader: reader) { post($0.event) }
        let feed = OnlineTileFeed(source: online, schema: schema, cachePath: Paths.tileCache, maxBytes: maxBytes,
                                  settings: .init(userAgent: userAgent, totalTimeout: timeout),
                                  resolved: { endpoint in
                                      post(.tileSourceResolved(maxZoom: endpoint.maxZoom, attribution: endpoint.attribution,
                                                               minZoom: endpoint.minZoom, bounds: endpoint.bounds))
                                      if !endpoint.vectorLayerIDs.isEmpty { post(.tileLayersDeclared(endpoint.vectorLayerIDs)) }
                                  }) { report in
            switch report {
            case .tilesCommitted(let tiles):
                post(.tilesCommitted(tiles))
            case .tilesFailed(let failure, let count):
                post(.tilesFailed(failure, count: count))
            case .unavailable(let reason):
                post(.tileFailed(reason: "no online map: \(reason)"))
            case .cacheSetAside(let path):
                post(.tileCacheSetAside(path: path))
            }
        }
        // The source's deepest zoom comes with `tileSourceResolved` (until then: drawn as z0–14,
        // nothing fetched). The style follows the schema of the TileJSON's `vector_layers` or of
        // the first tiles, as an archive's; the named services' schemas are known before that.
        let choice = try styleChoice(options, assets: assets)
        let source = MapTileSource(loader: loader, maxZoom: nil, attribution: nil, buildBudget: MapTileSource.frameBuildBudget)
        source.choose(choice, hint: schema)
        return MapTiles(source: source, loader: loader, feed: feed, notes: choice.given?.notes ?? [])
    }

    /// How the map's style is chosen: `--style FILE` (a file that cannot be used is a usage
    /// error), else the bundled style of the tiles' schema; names in the language of
    /// `map-language`, `--lang` or the locale.
    static func styleChoice(_ options: Options, assets: String) throws -> MapStyleChoice {
        var given: MapStyle?
        if let stylePath = options.stylePath {
            do {
                given = try MapStyle(path: stylePath)
            } catch {
                throw UsageError("--style: " + error.description)
            }
        }
        let language = LabelLanguage.choose(
            mapLanguage: options.mapLanguage, option: options.language, lcAll: Platform.environment("LC_ALL"),
            lcMessages: Platform.environment("LC_MESSAGES"), lang: Platform.environment("LANG"))
        return MapStyleChoice(given: given, bundled: given == nil ? MapStyleChoice.bundledStyles(assetsDirectory: assets) : [:],
                              language: language)
    }

    /// The layer names an archive declares, else those of one of its tiles.
    static func declaredLayers(_ archive: any TileArchive) -> [String] {
        let declared = archive.metadata.vectorLayers.map(\.id)
        guard declared.isEmpty else { return declared }
        guard let id = try? archive.anyTile(), let bytes = try? archive.tileData(id),
              let tile = try? MVTDecoder.decode(compressed: bytes) else { return [] }
        return tile.layers.map(\.name)
    }
}
