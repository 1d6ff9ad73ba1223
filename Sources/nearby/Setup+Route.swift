import NearbyCore

extension Setup {
    static let bundledRoute = "helsinki-walk.gpx"

    /// The route `p` plays: `--route FILE`, else the bundled walk (nil when it is not installed).
    /// A route that cannot be read or parsed is a usage error naming the file and line.
    func route(_ options: Options) throws(UsageError) -> Route? {
        guard let path = options.routePath else {
            guard let text = Platform.readFile(assets + "/" + Self.bundledRoute) else { return nil }
            return try Self.route(text, name: Self.bundledRoute)
        }
        guard let text = Platform.readFile(path) else { throw UsageError("cannot read the route file \(path)") }
        return try Self.route(text, name: path)
    }

    static func route(_ text: String, name: String) throws(UsageError) -> Route {
        let document: GPXDocument
        do {
            document = try GPXDocument.parse(text)
        } catch {
            throw UsageError("\(name) is not a usable GPX file: \(error)")
        }
        guard let route = Route(document) else {
            throw UsageError("\(name) has no track points, route points or waypoints")
        }
        return route
    }
}
