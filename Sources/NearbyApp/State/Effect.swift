import NearbyFormats
import NearbyGeo
import NearbyMap

/// Work that update asks the runtime to do. Effects are the only way state leads to I/O.
public enum Effect: Sendable, Equatable {
    /// Re-read the venues inside `region` whose name contains `matching` (nil: all), nearest
    /// to `from` first; with `openAt` (Unix seconds), only those open then ("open now"); with
    /// `facets`, only those the filter accepts (answered with the count without it too).
    case loadVenues(region: Region, from: Coordinate, matching: String?, limit: Int, openAt: Double? = nil,
                    facets: FacetFilter = FacetFilter())
    /// Read when the store last wrote this venue (for the details overlay); answered by `fetchTimeRead`.
    case readFetchTime(VenueKey)
    /// Fetch venues around a location from the provider, commit, then report on the bus.
    case fetchVenues(at: Coordinate)
    /// Read and decode these map tiles off the main thread, most wanted first, in place of what
    /// was asked before; each comes back as `tilesUpdated`.
    case loadTiles([TileKey])
    /// These tiles changed at their source: read them again (then `tilesUpdated`).
    case reloadTiles([TileKey])
    /// Download these tiles from the online source into the tile cache, most wanted first, in
    /// place of the last wish (an archive on disk has nothing to download); commits come back
    /// as `tilesCommitted`.
    case fetchTiles([TileKey])
    /// Ask the map's tiles only within these zooms and bounds, overzooming past the deepest:
    /// the online source said them.
    case useTileExtent(TileExtent)
    /// Choose the map's style from these layer names too (a TileJSON's `vector_layers`).
    case useTileLayers([String])
    /// Ask the online geocoder for the places named `query`, off the main thread (paced and
    /// cached); the answer comes back as `placesFoundOnline` or `onlineSearchFailed`.
    case searchPlacesOnline(String)
    /// Find the walk from `from` to `to` with its steps, off the main thread; the answer comes
    /// back as `routeFound` with the same request number. Only the newest asked is worked out.
    case route(request: Int, from: Coordinate, to: Coordinate)
    /// Find the walking times from `from` to each venue, off the main thread; the answer comes
    /// back as `walkTimesFound` with the same request number. Only the newest asked is worked out.
    case walkTimes(request: Int, from: Coordinate, to: [VenueKey: Coordinate])
    /// Change or read the saved places off the main thread, in the order asked; the store's
    /// answer comes back as `savedLoaded` or `savedFailed`.
    case saved(SavedEdit)
    /// Hand a command to the location simulator; it reports back with location events.
    case simulate(LocationCommand)
    /// Write one line to the event log.
    case log(LogEvent)
    /// Leave the event loop.
    case quit
    /// Draw the whole screen again, not only what changed (Ctrl-L, after another program wrote on it).
    case repaint
    /// Stop the process like a shell job (Ctrl-Z); the terminal is given back meanwhile.
    case suspend
}

/// A line of the `--log` file: `{"t": …, "event": name, …fields}`.
public struct LogEvent: Sendable, Equatable {
    public var name: String
    public var fields: [(String, LogValue)]

    public init(_ name: String, _ fields: [(String, LogValue)] = []) {
        self.name = name
        self.fields = fields
    }

    public static func == (a: LogEvent, b: LogEvent) -> Bool {
        a.name == b.name && a.fields.map(\.0) == b.fields.map(\.0) && a.fields.map(\.1) == b.fields.map(\.1)
    }
}

public enum LogValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case integer(Int)
}
