import NearbyHTTP

extension TileSource {
    /// The endpoint to ask for tiles: a template as it is (it says nothing of zooms, so z0 to
    /// `TileEndpoint.assumedMaxZoom` are assumed), or what the TileJSON document says, fetched with the
    /// providers' HTTP rules.
    public func endpoint(userAgent: String = "nearby", timeout: Double = 30,
                         cancellation: CancellationFlag? = nil) throws(ProviderError) -> TileEndpoint {
        switch self {
        case .template(let template):
            var endpoint = TileEndpoint(templates: [template], minZoom: 0, maxZoom: TileEndpoint.assumedMaxZoom, name: host)
            endpoint.zoomsAssumed = true
            return endpoint
        case .tileJSON(let url):
            let client = HTTPClient(userAgent: userAgent, totalTimeout: timeout,
                                    maxBodyBytes: TileEndpoint.maxTileJSONBytes, cancellation: cancellation)
            let response: HTTPResponse
            do {
                response = try client.get(HTTPRequest(url: url))
            } catch {
                throw ProviderError(error, service: "the tile server \(host)")
            }
            guard response.isSuccess else {
                throw ProviderError.httpStatus(service: "the tile server \(host)", status: response.status, detail: "")
            }
            var endpoint = try TileEndpoint.parseTileJSON(response.body)
            if endpoint.name.isEmpty { endpoint.name = host }
            return endpoint
        }
    }
}
