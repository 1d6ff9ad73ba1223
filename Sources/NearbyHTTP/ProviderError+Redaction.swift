extension ProviderError {
    /// The same error with every occurrence of the given secrets replaced, in every text it holds.
    package func redacting(_ secrets: [String]) -> ProviderError {
        func r(_ s: String) -> String { Redaction.clean(s, secrets: secrets, maxLength: 400) }
        switch self {
        case .unavailable(let s): return .unavailable(r(s))
        case .badData(let s): return .badData(r(s))
        case .missingKey(let s): return .missingKey(s)
        case .rejectedKey(let service, let detail): return .rejectedKey(service: service, detail: r(detail))
        case .httpStatus(let service, let status, let detail): return .httpStatus(service: service, status: status, detail: r(detail))
        case .transport(.unreachable(let service, .insecure(let detail))):
            return .transport(.unreachable(service: service, why: .insecure(r(detail))))
        case .refusedURL(let s): return .refusedURL(r(s))
        case .transport(.refusedRedirect(let service, .plainHTTP(let host))):
            return .transport(.refusedRedirect(service: service, .plainHTTP(host: r(host))))
        case .transport(.refusedRedirect(let service, .downgrade(let host))):
            return .transport(.refusedRedirect(service: service, .downgrade(host: r(host))))
        case .transport, .rateLimited, .cancelled: return self
        }
    }
}
