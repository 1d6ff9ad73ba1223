import CCurl
import CCurlShims

/// Where a finished exchange on an easy handle redirects to. Nearby follows redirects itself
/// (CURLOPT_FOLLOWLOCATION off) so each hop is judged by `RedirectRule` before it is connected.
package enum CurlRedirect {
    /// The statuses libcurl itself would follow.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The absolute URL (curl resolves a relative Location against the request's) a redirect
    /// of `status` leads to; nil for a response that is not a redirect. A URL too long to be
    /// one is `""`, which the rule refuses as malformed.
    package static func location(of handle: UnsafeMutableRawPointer, status: Int) -> String? {
        guard statuses.contains(status) else { return nil }
        var buffer = [CChar](repeating: 0, count: 16 << 10)
        let got = nb_curl_getinfo_string(handle, Int32(CURLINFO_REDIRECT_URL.rawValue), &buffer, buffer.count)
        switch got {
        case 1: return buffer.withUnsafeBufferPointer { $0.baseAddress.map { String(cString: $0) } }
        case 2: return ""
        default: return nil
        }
    }
}
