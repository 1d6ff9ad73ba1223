/// A complete response: status, headers of the final response (after redirects) and body.
package struct HTTPResponse: Sendable {
    package var status: Int
    /// Header names lowercased, in the order received.
    var headers: [(name: String, value: String)]
    package var body: [UInt8]

    /// The first value of a header, by case-insensitive name.
    package func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.name == key }?.value
    }

    package var isSuccess: Bool { (200..<300).contains(status) }
}
