import NearbyText

/// The scheme, host, port (and optional path prefix) requests go to. Plain `http://` is accepted
/// only for loopback hosts (127.0.0.0/8, ::1, localhost), so tests and a self-hosted Overpass work
/// while real services are always reached over verified TLS.
public struct ServiceURL: Sendable, Equatable, CustomStringConvertible {
    public let scheme: String
    /// The host without IPv6 brackets.
    public let host: String
    public let port: Int?
    /// Any path before the provider's own path, without a trailing slash ("" normally).
    public let pathPrefix: String

    /// Parses `scheme://host[:port][/prefix]`; query, fragment and user info are refused.
    public init(_ text: String) throws(ProviderError) {
        guard let range = text.firstRange(of: "://") else { throw ProviderError.refusedURL("\(TerminalSafe.quoted(text, always: true)) is not a URL (expected https://host)") }
        let scheme = text[..<range.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else {
            throw ProviderError.refusedURL("only https:// URLs are supported, not \(scheme)://")
        }
        let rest = text[range.upperBound...]
        let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        let authority = String(rest[..<authorityEnd])
        let path = String(rest[authorityEnd...])
        guard !authority.contains("@"), !path.contains("?"), !path.contains("#") else {
            throw ProviderError.refusedURL("the base URL must be only scheme, host and port")
        }
        var host = authority
        var port: Int?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw ProviderError.refusedURL("malformed IPv6 host in the base URL") }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { port = Int(after.dropFirst()) ?? -1 } else if !after.isEmpty { port = -1 }
        } else if let colon = authority.lastIndex(of: ":") {
            host = String(authority[..<colon])
            port = Int(authority[authority.index(after: colon)...]) ?? -1
        }
        if let port, !(1...65535).contains(port) { throw ProviderError.refusedURL("the base URL has an invalid port") }
        guard !host.isEmpty else { throw ProviderError.refusedURL("the base URL has no host") }
        if scheme == "http", !Self.isLoopback(host) {
            throw ProviderError.refusedURL("plain http:// is allowed only for loopback hosts; use https:// for \(host)")
        }
        self.scheme = scheme
        self.host = host
        self.port = port
        var prefix = path
        while prefix.hasSuffix("/") { prefix.removeLast() }
        self.pathPrefix = prefix
    }

    /// `scheme://host[:port]`, IPv6 hosts in brackets.
    public var origin: String {
        let h = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(h)" + (port.map { ":\($0)" } ?? "")
    }

    /// The URL of `path` (which starts with "/") on this service.
    public func url(path: String) -> String { origin + pathPrefix + path }

    public var description: String { origin + pathPrefix }

    /// Whether `host` is a loopback name or address: `localhost`, `::1` or 127.0.0.0/8.
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased()
        if h == "localhost" || h == "::1" || h == "0:0:0:0:0:0:0:1" { return true }
        let parts = h.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        let octets = parts.compactMap { $0.count <= 3 && $0.allSatisfy(\.isASCII) ? UInt8($0) : nil }
        return octets.count == 4 && octets[0] == 127
    }
}
