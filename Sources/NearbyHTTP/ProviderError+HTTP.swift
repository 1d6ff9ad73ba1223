
extension ProviderError {
    /// The status-bar sentence for a transport failure talking to `service`.
    package init(_ error: HTTPError, service: String) {
        switch error {
        case .status(let status, _): self = .httpStatus(service: service, status: status, detail: "")
        case .timedOut: self = .timedOut(service: service)
        case .unreachable(let detail): self = .unreachable(service: service, detail: detail)
        case .unresolvedHost(let host): self = .unreachable(service: service, detail: "cannot resolve \(host)")
        case .tooManyRedirects: self = .unavailable("\(service) redirected too many times")
        case .bodyTooLarge(let limit): self = .tooLarge(limit: limit)
        case .headersTooLarge(let limit): self = .badData("the \(service) response headers were larger than \(limit / 1024) KiB")
        case .cancelled: self = .cancelled
        case .refusedURL(let reason): self = .refusedURL(reason)
        case .tls(let detail): self = .unreachable(service: service, detail: "TLS: \(detail)")
        case .truncated: self = .badData("the \(service) response was cut off")
        case .transport(_, let message): self = .unavailable("\(service): \(message)")
        }
    }
}
