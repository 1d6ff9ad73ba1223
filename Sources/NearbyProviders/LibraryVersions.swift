import NearbyHTTP

/// Versions of the C libraries the providers run on, for `nearby --version`.
public enum LibraryVersions {
    /// libcurl's version; asking loads it (it is opened on first use).
    public static var curl: String { CurlLibrary.version ?? "not available" }
}
