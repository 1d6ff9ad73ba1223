/// Short reason phrases for the statuses the providers explain (RFC 9110 wording).
package enum HTTPStatusText {
    package static func phrase(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 410: return "Gone"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return status >= 500 ? "Server Error" : "Error"
        }
    }
}
