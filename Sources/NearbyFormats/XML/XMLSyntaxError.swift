/// XML that cannot be tokenized, with the line where scanning stopped; each reader (GPX, OSM XML)
/// turns it into its own error.
package struct XMLSyntaxError: Error, Sendable, Equatable {
    /// 1-based line of the input.
    package var line: Int
    package var message: String
}
