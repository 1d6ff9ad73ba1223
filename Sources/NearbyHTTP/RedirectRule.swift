/// Whether a redirect may be followed: every hop must meet the rule of the first request
/// (plain `http://` only for loopback), so a loopback server cannot send a request on over
/// plain http to another host, and an https request never becomes http. Decided from the two
/// URLs alone, before any connection to the next one is made.
public enum RedirectRule {
    /// Why the hop from `from` to `to` (both absolute URLs) is refused, or nil when it may go:
    /// to https anywhere; to plain http only from a loopback host to a loopback host.
    public static func refusal(from: String, to: String) -> RedirectRefusal? {
        guard let target = URLHost(to) else { return .malformed }
        switch target.scheme {
        case "https":
            return nil
        case "http":
            guard ServiceURL.isLoopback(target.host) else { return .plainHTTP(host: target.host) }
            guard let origin = URLHost(from), ServiceURL.isLoopback(origin.host) else { return .downgrade(host: target.host) }
            return nil
        default:
            return .scheme(target.scheme)
        }
    }
}

/// Why a redirect was not followed.
public enum RedirectRefusal: Sendable, Hashable {
    /// To a scheme other than http(s): `file`, `ftp`, `gopher`…
    case scheme(String)
    /// To plain http on a host that is not loopback.
    case plainHTTP(host: String)
    /// From a host that is not loopback to plain http on loopback (an https request never
    /// becomes http, and a server outside never reaches in).
    case downgrade(host: String)
    /// To something that is not a URL with a host.
    case malformed
}

/// The scheme and host of an absolute URL (user info, port and IPv6 brackets taken off), read
/// the way libcurl reads the URL it would connect to. Equal values are one origin (scheme,
/// host and port: curl's test for sending credentials on).
struct URLHost: Equatable {
    let scheme: String
    let host: String
    /// Host and port as written (lowercased), for telling one origin from another.
    private(set) var authority = ""

    init?(_ url: String) {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        self.scheme = scheme.lowercased()
        let rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else {
            // `mailto:x`, `file:/etc/passwd`: no authority; only the scheme matters.
            host = ""
            return
        }
        let afterSlashes = rest.dropFirst(2)
        let end = afterSlashes.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" } ?? afterSlashes.endIndex
        var authority = afterSlashes[..<end]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        self.authority = authority.lowercased()
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        } else if let portColon = authority.lastIndex(of: ":") {
            host = String(authority[..<portColon]).lowercased()
        } else {
            host = String(authority).lowercased()
        }
        if host.isEmpty, self.scheme == "http" || self.scheme == "https" { return nil }
    }
}
