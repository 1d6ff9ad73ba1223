extension StringProtocol {
    /// Without leading and trailing white space and newlines (Unicode's White_Space property),
    /// what Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` gives.
    public var trimmedWhitespace: String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
