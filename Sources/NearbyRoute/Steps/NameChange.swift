/// Whether a change of way name is worth a step, as OSRM's guidance decides it
/// (`requiresNameAnnounced`): a name that only gains or loses a compass suffix ("Main St" →
/// "Main St N"), or contains the other, or a ref that stays, is no new name.
enum NameChange {
    /// foot.lua's `suffix_list`, lower-cased as OSRM's suffix table keeps it.
    static let suffixes: Set<String> = ["n", "ne", "e", "se", "s", "sw", "w", "nw", "north", "south", "west", "east"]

    static func requiresAnnouncement(from fromName: String, fromRef: String = "",
                                     to toName: String, toRef: String = "", withSuffixes: Bool = true) -> Bool {
        if fromName.isEmpty && fromRef.isEmpty && !(toName.isEmpty && toRef.isEmpty) { return true }
        let a = Array(fromName.utf8), b = Array(toName.utf8)
        let namesEmpty = a.isEmpty && b.isEmpty
        let contained = a.starts(with: b) || b.starts(with: a)
        let suffixChange = withSuffixes ? isSuffixChange(a, b) : isPlainAffixChange(a, b)
        let namesEqual = a == b || contained || suffixChange
        let nameRemoved = !a.isEmpty && b.isEmpty
        let refsEmpty = fromRef.isEmpty && toRef.isEmpty
        let refContained = fromRef.isEmpty || toRef.isEmpty || fromRef.contains(toRef) || toRef.contains(fromRef)
        let refRemoved = !fromRef.isEmpty && toRef.isEmpty
        let obvious = (namesEmpty && refsEmpty) || (namesEqual && refContained) || (namesEqual && refsEmpty)
            || (refContained && nameRemoved) || (namesEqual && refRemoved) || suffixChange
        let needsAnnounce = (fromName.isEmpty && !fromRef.isEmpty && !toName.isEmpty && toRef.isEmpty)
            || (!fromName.isEmpty && fromRef.isEmpty && toName.isEmpty && !toRef.isEmpty)
            || (namesEmpty && !refContained)
        return !obvious || needsAnnounce
    }

    /// Without a suffix table (OSRM's post-processing), only empty prefixes and suffixes match.
    private static func isPlainAffixChange(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (ap, asuf, bp, bsuf) = decompose(a, b)
        return ap.isEmpty && asuf.isEmpty && bp.isEmpty && bsuf.isEmpty
    }

    /// Whether the two names differ only by suffixes (or prefixes) from the table around their
    /// longest common substring.
    static func isSuffixChange(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (ap, asuf, bp, bsuf) = decompose(a, b)
        func ok(_ part: [UInt8]) -> Bool { part.isEmpty || suffixes.contains(String(decoding: part, as: UTF8.self)) }
        return ok(ap) && ok(asuf) && ok(bp) && ok(bsuf)
    }

    /// Prefix and suffix of each name around their longest common substring, trimmed of spaces
    /// and lower-cased (ASCII), as OSRM's `decompose`.
    static func decompose(_ a: [UInt8], _ b: [UInt8]) -> ([UInt8], [UInt8], [UInt8], [UInt8]) {
        func trim(_ s: ArraySlice<UInt8>) -> [UInt8] {
            var s = s
            while s.first == 32 { s.removeFirst() }
            while s.last == 32 { s.removeLast() }
            return s.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        }
        let (start, count) = longestCommonSubstring(a, b)
        if count == 0 || a.isEmpty || b.isEmpty { return (trim(a[...]), trim(b[...]), [], []) }
        let lcs = a[start..<(start + count)]
        guard let ai = firstIndex(of: lcs, in: a), let bi = firstIndex(of: lcs, in: b) else {
            return (trim(a[...]), trim(b[...]), [], [])
        }
        return (trim(a[0..<ai]), trim(a[(ai + count)...]), trim(b[0..<bi]), trim(b[(bi + count)...]))
    }

    /// Where in `a` the longest common substring of `a` and `b` starts, and its length.
    static func longestCommonSubstring(_ a: [UInt8], _ b: [UInt8]) -> (Int, Int) {
        guard !a.isEmpty, !b.isEmpty else { return (0, 0) }
        var previous = [Int](repeating: 0, count: b.count), current = previous
        var best = 0, bestEnd = 0
        for i in 0..<a.count {
            for j in 0..<b.count {
                // OSRM leaves a mismatch's cell as it was two rows up; kept, to answer as it does.
                if a[i] == b[j] {
                    current[j] = j == 0 ? 1 : previous[j - 1] + 1
                    if current[j] > best { best = current[j]; bestEnd = i + 1 }
                }
            }
            swap(&previous, &current)
        }
        let length = min(best, bestEnd)
        return (bestEnd - length, length)
    }

    private static func firstIndex(of needle: ArraySlice<UInt8>, in hay: [UInt8]) -> Int? {
        guard needle.count <= hay.count else { return nil }
        for i in 0...(hay.count - needle.count) where hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
        return nil
    }
}
