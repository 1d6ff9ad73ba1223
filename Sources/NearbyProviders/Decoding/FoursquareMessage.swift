import NearbyHTTP

/// Foursquare's own account of an error: v2 `meta {code, errorType, errorDetail}`, or the v3 and
/// 2025 APIs' top-level `message`.
struct FoursquareMessage: Sendable, Equatable {
    var code: Int?
    var type: String?
    var detail: String?

    init(code: Int? = nil, type: String? = nil, detail: String? = nil) {
        self.code = code
        self.type = type
        self.detail = detail
    }

    init?(_ root: JSONTree) {
        let meta = root["meta"]
        if meta.isObject {
            self.init(code: meta["code"].int, type: meta["errorType"].text, detail: meta["errorDetail"].text)
        } else if let message = root["message"].text {
            self.init(detail: message)
        } else {
            return nil
        }
    }

    /// Whether the body reports a failure rather than results.
    var isError: Bool {
        if let code { return code >= 400 }
        return type != nil || detail != nil
    }

    var isRateLimit: Bool { type == "rate_limit_exceeded" || type == "quota_exceeded" }
    var isAuth: Bool { type == "invalid_auth" || type == "not_authorized" }

    /// The error this message describes; `status` is the HTTP status when known.
    func error(status: Int?, resetAt: Double? = nil) -> ProviderError {
        let service = "Foursquare"
        let status = status ?? code ?? 0
        let text = Redaction.clean(detail ?? type ?? "")
        if isRateLimit || status == 429 { return .rateLimited(service: service, resetAt: resetAt) }
        if isAuth || status == 401 { return .rejectedKey(service: service, detail: text) }
        if status == 0 { return .unavailable("Foursquare said: \(text)") }
        return .httpStatus(service: service, status: status, detail: text)
    }
}
