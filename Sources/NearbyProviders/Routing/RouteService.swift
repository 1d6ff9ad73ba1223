import NearbyHTTP
import NearbyRoute
import NearbySQLite
import NearbyText

/// One online routing engine as the routers ask it: GET requests through `NearbyHTTP` (nearby's
/// User-Agent, `http://` only for loopback, the time limit), answers kept in the `ServiceCache`
/// file and a pace of one request per `interval` across processes, every failure one sentence.
/// Nothing is retried: the app asks again with its next location or selection.
struct RouteService: Sendable {
    /// The engines the routers ask, by their names in sentences.
    enum Engine: String {
        case osrm = "OSRM"
        case valhalla = "Valhalla"

        /// The public server asked when the `RouteServer` names none: FOSSGIS's (OpenStreetMap
        /// Germany), whose usage policy asks for an identifying User-Agent and no heavy use.
        var publicService: String {
            switch self {
            case .osrm: "https://routing.openstreetmap.de/routed-foot"
            case .valhalla: "https://valhalla1.openstreetmap.de"
            }
        }
    }

    /// The engine's name in sentences ("OSRM", "Valhalla").
    let name: String
    let service: ServiceURL
    let client: HTTPClient
    /// The cache file (`$XDG_CACHE_HOME/nearby/geocoder.sqlite` in the app); nil keeps nothing
    /// and keeps no pace.
    let cachePath: String?
    /// Seconds between two requests to this service.
    let interval: Double

    /// Routes and tables with geometry stay well under this; a hostile server gets cut off.
    static let maxBodyBytes = 8 << 20

    /// `engine` on `server`, or on its public server when that names none.
    init(_ engine: Engine, _ server: RouteServer) throws(ProviderError) {
        name = engine.rawValue
        service = try ServiceURL(server.baseURL ?? engine.publicService)
        client = HTTPClient(userAgent: server.userAgent, totalTimeout: server.timeout, maxBodyBytes: Self.maxBodyBytes,
                            cancellation: server.cancellation)
        cachePath = server.cachePath
        interval = server.interval
    }

    /// The body of a successful answer to a GET of `path` with `query` on the service, from the
    /// cache when the same request was answered within its lifetime (the URL is the key: it holds
    /// no secret). An unsuccessful answer is given to `refusal`, which reads the engine's own
    /// error from the body: a failure of its choosing (no route: `.notConnected`), else the
    /// status and what the engine said. Failures are not cached.
    func body(path: String, query: [(name: String, value: String)],
              refusal: (_ status: Int, _ body: [UInt8]) -> (failure: RouteFailure?, said: String)) -> Result<[UInt8], RouteFailure> {
        let request = HTTPRequest(url: service.url(path: path), query: query)
        let key = service.url(path: path) + (query.isEmpty ? "" : "?" + QueryString.build(query))
        var cache: ServiceCache?
        if let cachePath {
            do {
                let opened = try ServiceCache.opening(path: cachePath)
                if let known = try opened.body(for: key, now: ServiceCall.unixTime()) { return .success(known) }
                try opened.takeTurn(service: service.description, interval: interval)
                cache = opened
            } catch {
                return .failure(cacheFailure(error))
            }
        }
        let answer: Result<HTTPResponse, HTTPError>
        do {
            answer = .success(try client.get(request))
        } catch {
            answer = .failure(error)
        }
        do {
            try cache?.endTurn(service: service.description, now: ServiceCall.unixTime())
        } catch {
            return .failure(cacheFailure(error))
        }
        let response: HTTPResponse
        switch answer {
        case .success(let got): response = got
        case .failure(let error): return .failure(.service(sentence(ProviderError(error, service: name))))
        }
        guard response.isSuccess else {
            let (failure, said) = refusal(response.status, response.body)
            if let failure { return .failure(failure) }
            let detail = TerminalSafe.truncate(TerminalSafe.clean(said), toWidth: 120)
            return .failure(.service(sentence(.httpStatus(service: name, status: response.status, detail: detail))))
        }
        do {
            try cache?.keep(response.body, for: key, now: ServiceCall.unixTime())
        } catch {
            return .failure(cacheFailure(error))
        }
        return .success(response.body)
    }

    /// A failure as the routers give it: one sentence.
    func failure(_ error: ProviderError) -> RouteFailure {
        .service(sentence(error))
    }

    private func cacheFailure(_ error: SQLiteError) -> RouteFailure {
        .service(sentence(.unavailable("cannot use the route cache \(cachePath ?? ""): \(error.message)")))
    }

    /// One sentence: the error's English words, safe for the terminal, with a full stop.
    private func sentence(_ error: ProviderError) -> String {
        let words = TerminalSafe.clean(error.description)
        return words.hasSuffix(".") ? words : words + "."
    }
}
