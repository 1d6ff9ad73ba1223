import NearbyText

/// Where gpsd listens (`--gpsd [HOST:PORT]`): a host name, an IPv4 address or a bracketed IPv6
/// one, and a TCP port; either may be left out (`localhost`, 2947, gpsd's own).
public struct GPSDAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int

    public static let defaultHost = "localhost"
    public static let defaultPort = 2947
    public static let standard = GPSDAddress(host: defaultHost, port: defaultPort)

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `HOST:PORT`, `HOST`, `:PORT`, `[::1]:PORT`; nil when it is none of these.
    public init?(_ text: String) {
        var host = Substring(text.trimmingCharacters(in: " "))
        var portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            // A bare IPv6 address has more than one colon and no port.
            if host.firstIndex(of: ":") == colon {
                portText = host[host.index(after: colon)...]
                host = host[..<colon]
            }
        }
        var port = Self.defaultPort
        if let portText {
            guard portText.count <= 5, !portText.isEmpty, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(portText), (1...65535).contains(number) else { return nil }
            port = number
        }
        guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-_:%".contains($0)) }) else { return nil }
        self.host = host.isEmpty ? Self.defaultHost : String(host)
        self.port = port
    }

    /// `localhost:2947`, `[::1]:2947`.
    public var description: String { (host.contains(":") ? "[\(host)]" : host) + ":\(port)" }
}
