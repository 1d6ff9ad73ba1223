import NearbyHTTP
import NearbyText

extension TileFailure {
    /// The kind of a tile transfer's failure (`cancelled` aside: that is an outcome of its own).
    init(_ error: HTTPError) {
        switch error {
        case .status(let status, _): self = .answered(status: status, phrase: HTTPStatusText.phrase(status))
        case .timedOut: self = .timedOut
        case .unreachable: self = .refused
        case .unresolvedHost: self = .unresolved
        case .tooManyRedirects: self = .redirectLoop
        case .refusedRedirect(let refusal): self = .refusedRedirect(refusal)
        case .bodyTooLarge(let limit): self = .tooLarge(mebibytes: limit >> 20)
        case .headersTooLarge(let limit): self = .headersTooLarge(kibibytes: limit >> 10)
        case .tls: self = .insecure
        case .truncated: self = .cutOff
        case .cancelled: self = .other("cancelled")
        case .refusedURL(let words), .noLibcurl(let words): self = .other(TerminalSafe.stripped(words, maxWidth: 200))
        case .transport(_, let message): self = .other(TerminalSafe.stripped(message, maxWidth: 200))
        }
    }
}
