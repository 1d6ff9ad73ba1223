import CCurlShims

/// libcurl, opened on first use instead of linked: a process that never goes online never maps
/// it, nor the TLS, HTTP/2, Kerberos and LDAP libraries it pulls in. `HTTPClient` and
/// `HTTPTransfers` ask `failure` before any other nb_curl_* shim.
package enum CurlLibrary {
    /// libcurl4's soname, as the dynamic loader finds it.
    static let soname = "libcurl.so.4"

    /// Why libcurl cannot be used, as a phrase ("cannot load libcurl (…)"); nil once it is open
    /// and initialised. A lazy static: it loads exactly once, on first use, from any thread.
    package static let failure: String? = load(soname)

    /// Opens the library `name`, resolves the functions the shims call and, the first time one
    /// opens, runs curl_global_init. Returns nil on success, else the reason.
    static func load(_ name: String) -> String? {
        var reason = [CChar](repeating: 0, count: 512)
        guard nb_curl_load(name, &reason, reason.count) != 0 else { return nil }
        let text = reason.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
        return "cannot load libcurl (\(text))"
    }

    /// libcurl's version ("7.88.1"), for `nearby --version`: nil when it cannot be loaded.
    /// Asking loads it.
    package static var version: String? {
        guard failure == nil else { return nil }
        // curl_version() is "libcurl/7.88.1 OpenSSL/3.0.x ..."; the first word is ours.
        guard let text = nb_curl_version() else { return "unknown" }
        let full = String(cString: text)
        let first = full.split(separator: " ").first.map(String.init) ?? full
        return first.hasPrefix("libcurl/") ? String(first.dropFirst(8)) : first
    }
}
