/// A request's way through its redirects, followed by Nearby rather than by curl
/// (CURLOPT_FOLLOWLOCATION off) so each hop is judged before it is connected: at most
/// `maxRedirects` hops, each meeting `RedirectRule`, credentials kept for their own origin.
struct RedirectChain {
    /// The URL the next exchange asks.
    private(set) var url: String
    /// The request's headers, without `Authorization` once the chain left its origin.
    private(set) var headers: [(name: String, value: String)]
    private(set) var hops = 0
    let maxRedirects: Int

    init(url: String, headers: [(name: String, value: String)], maxRedirects: Int) {
        self.url = url
        self.headers = headers
        self.maxRedirects = maxRedirects
    }

    /// Moves on to `next` (an absolute URL), or says why the hop is not made.
    mutating func follow(to next: String) throws(HTTPError) {
        guard hops < maxRedirects else { throw .tooManyRedirects }
        if let refusal = RedirectRule.refusal(from: url, to: next) { throw .refusedRedirect(refusal) }
        hops += 1
        // Credentials stay with the origin they were given for (curl's rule without
        // CURLOPT_UNRESTRICTED_AUTH).
        if URLHost(next) != URLHost(url) { headers.removeAll { $0.name.lowercased() == "authorization" } }
        url = next
    }
}
