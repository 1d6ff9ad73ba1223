
extension ProviderError {
    /// The failure for a transport failure talking to `service`.
    package init(_ error: HTTPError, service: String) {
        switch error {
        case .status(let status, _): self = .httpStatus(service: service, status: status, detail: "")
        case .timedOut: self = .timedOut(service: service)
        case .unreachable(let host): self = .unreachable(service: service, why: .refused(host: host))
        case .unresolvedHost(let host): self = .unreachable(service: service, why: .unresolved(host: host))
        case .tooManyRedirects: self = .redirectLoop(service: service)
        case .refusedRedirect(let refusal): self = .refusedRedirect(service: service, refusal)
        case .bodyTooLarge(let limit): self = .tooLarge(limit: limit)
        case .headersTooLarge(let limit): self = .headersTooLarge(service: service, limit: limit)
        case .cancelled: self = .cancelled
        case .refusedURL(let reason): self = .refusedURL(reason)
        case .tls(let detail): self = .unreachable(service: service, why: .insecure(detail))
        case .truncated: self = .cutOff(service: service)
        case .noLibcurl(let reason): self = .unavailable("\(service): \(reason)")
        case .transport(_, let message): self = .unavailable("\(service): \(message)")
        }
    }
}
