/// A GET request: a URL without query, the query items (encoded when sent) and extra headers.
package struct HTTPRequest: Sendable {
    var url: String
    var query: [(name: String, value: String)]
    var headers: [(name: String, value: String)]

    package init(url: String, query: [(name: String, value: String)] = [], headers: [(name: String, value: String)] = []) {
        self.url = url
        self.query = query
        self.headers = headers
    }

    /// The URL as sent, query string included. Holds secrets: never log it; use `redacted`.
    var fullURL: String { query.isEmpty ? url : url + "?" + QueryString.build(query) }

    /// The URL and headers with secret values replaced, for logs and error details.
    var redacted: String {
        let secret: Set<String> = ["client_secret", "client_id", "oauth_token", "key", "api_key"]
        let items = query.map { secret.contains($0.name.lowercased()) ? ($0.name, "REDACTED") : $0 }
        let hidden = headers.map { $0.name.lowercased() == "authorization" ? "\($0.name): REDACTED" : "\($0.name): \($0.value)" }
        return (items.isEmpty ? url : url + "?" + QueryString.build(items))
            + (hidden.isEmpty ? "" : " [" + hidden.joined(separator: ", ") + "]")
    }
}
