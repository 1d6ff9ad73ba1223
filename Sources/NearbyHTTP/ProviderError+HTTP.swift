
extension ProviderError {
    /// The failure for a transport failure talking to `service`.
    package init(_ error: HTTPError, service: String) {
        switch error {
        case .status(let status, _): self = .httpStatus(service: service, status: status, detail: "")
        case .timedOut: self = .transport(.timedOut(service: service))
        case .unreachable(let host): self = .transport(.unreachable(service: service, why: .refused(host: host)))
        case .unresolvedHost(let host): self = .transport(.unreachable(service: service, why: .unresolved(host: host)))
        case .tooManyRedirects: self = .transport(.redirectLoop(service: service))
        case .refusedRedirect(let refusal): self = .transport(.refusedRedirect(service: service, refusal))
        case .bodyTooLarge(let limit): self = .transport(.tooLarge(kibibytes: limit / 1024))
        case .headersTooLarge(let limit): self = .transport(.headersTooLarge(service: service, kibibytes: limit / 1024))
        case .cancelled: self = .cancelled
        case .refusedURL(let reason): self = .refusedURL(reason)
        case .tls(let detail): self = .transport(.unreachable(service: service, why: .insecure(detail)))
        case .truncated: self = .transport(.cutOff(service: service))
        case .noLibcurl(let reason): self = .unavailable("\(service): \(reason)")
        case .transport(_, let message): self = .unavailable("\(service): \(message)")
        }
    }
}
