#if canImport(Glibc)
import Glibc
#endif
import NearbyApp
import NearbyCLI
import NearbyFormats
import NearbyText

extension Setup {
    static let bundledRoute = "helsinki-walk.gpx"

    /// `--route FILE`, read and parsed; a file that cannot be read or parsed is a usage error
    /// naming the file and line. Needs no Setup, so it is checked before anything else starts.
    static func route(file path: String) throws(UsageError) -> Route {
        // Checked first, with a reason: a FIFO would otherwise block the start (open(2)).
        switch Platform.openRegularFile(path) {
        case .success(let descriptor): close(descriptor)
        case .failure(let problem): throw UsageError("cannot read the route file \(TerminalSafe.quoted(path)): \(problem)")
        }
        guard let text = Platform.readFile(path) else { throw UsageError("cannot read the route file \(TerminalSafe.quoted(path))") }
        return try route(text, name: path)
    }

    /// The bundled walk `p` plays without `--route` (nil when it is not installed).
    func bundledRoute() throws(UsageError) -> Route? {
        guard let text = Platform.readFile(assets + "/" + Self.bundledRoute) else { return nil }
        return try Self.route(text, name: Self.bundledRoute)
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
