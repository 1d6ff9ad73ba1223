import CCurl

extension HTTPError {
    /// Whether the same request may well succeed made again: a timeout, a connection cut while
    /// the response came or while the request went.
    package var isTransient: Bool {
        switch self {
        case .timedOut, .truncated: return true
        case .transport(let code, _): return code == Int(CURLE_SEND_ERROR.rawValue)
        default: return false
        }
    }
}
