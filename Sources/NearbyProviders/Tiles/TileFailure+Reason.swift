import NearbyCore

extension TileFailure {
    /// The kind of failure a `TileOutcome.failed` reason names, from the words `TileDownloader`
    /// and `TileTransfer.failure` give (those stay as they are: `tiles fetch` prints them);
    /// words it does not know stay as they are, terminal-safe.
    init(reason: String) {
        func number(after prefix: String) -> Int? {
            guard reason.hasPrefix(prefix) else { return nil }
            return Int(reason.dropFirst(prefix.count).prefix { $0.isNumber })
        }
        if let status = number(after: "the tile server answered ") {
            let phrase = reason.dropFirst("the tile server answered \(status)".count).trimmedWhitespace
            self = .answered(status: status, phrase: TerminalSafe.stripped(phrase, maxWidth: 40))
        } else if let seconds = number(after: "the tile server asked to wait ") {
            self = .askedToWait(seconds: seconds)
        } else if let mebibytes = number(after: "the tile was larger than ") {
            self = .tooLarge(mebibytes: mebibytes)
        } else {
            switch reason {
            case "no complete answer in time": self = .timedOut
            case "too many redirects": self = .redirectLoop
            case "the tile's gzip data is damaged or cut off": self = .damaged
            case "the server sent something that is not a vector tile", "the response headers were too large": self = .notATile
            case "the tile was cut off": self = .cutOff
            case "connection refused", "the host name did not resolve": self = .unreachable
            case "TLS failed": self = .insecure
            default: self = .other(TerminalSafe.stripped(reason, maxWidth: 200))
            }
        }
    }
}
