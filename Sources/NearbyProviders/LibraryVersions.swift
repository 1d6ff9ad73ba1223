import CShims
import NearbyHTTP

/// Versions of the C libraries the providers run on, for `nearby --version`.
public enum LibraryVersions {
    public static var curl: String {
        // curl_version() is "libcurl/7.88.1 OpenSSL/3.0.x ..."; the first word is ours. Asking
        // loads libcurl (it is opened on first use).
        guard CurlLibrary.failure == nil else { return "not available" }
        guard let text = nb_curl_version() else { return "unknown" }
        let full = String(cString: text)
        let first = full.split(separator: " ").first.map(String.init) ?? full
        return first.hasPrefix("libcurl/") ? String(first.dropFirst(8)) : first
    }
}
