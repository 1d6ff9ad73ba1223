/// The reference's error tolerance as data: words, characters and phrases mappers write, each read
/// as a piece of proper `opening_hours` syntax (`täglich` → `Mo-Su`, `→` → `-`, `by appointment` → a comment).
enum Corrections {
    /// A phrase and the text read in its place.
    struct Phrase {
        var scalars: [Unicode.Scalar]
        var replacement: String
    }

    /// Lowercased word or single character → replacement.
    static let words: [String: String] = entries(wordLines)

    /// Words of several languages that mean different days or months; read as the first meaning.
    static let ambiguous: [String: String] = entries(ambiguousLines)

    /// Phrases by their first scalar, in the order they are tried.
    static let phrases: [Unicode.Scalar: [Phrase]] = {
        var result: [Unicode.Scalar: [Phrase]] = [:]
        for (key, value) in TableText.pairs(phraseLines) {
            guard let first = key.first else { continue }
            result[first, default: []].append(Phrase(scalars: key, replacement: value))
        }
        return result
    }()

    /// Written forms that begin with a digit or hold punctuation (`7/7`, `24x7`, `a.m.`), tried before
    /// numbers and words; by first scalar, longest first.
    static let prefixed: [Unicode.Scalar: [Phrase]] = {
        var result: [Unicode.Scalar: [Phrase]] = [:]
        for (word, replacement) in words where word.unicodeScalars.count > 1
            && word.unicodeScalars.contains(where: { !Lexer.isWordScalar($0) }) {
            let scalars = Array(word.unicodeScalars)
            result[scalars[0], default: []].append(Phrase(scalars: scalars, replacement: replacement))
        }
        return result.mapValues { $0.sorted { ($0.scalars.count, TableText.string($0.scalars)) > ($1.scalars.count, TableText.string($1.scalars)) } }
    }()

    /// The first phrase written at `index` of the lowercased value, followed by an optional `.` and a
    /// word boundary: how many scalars it spans and its replacement.
    static func phrase(at index: Int, in lower: [Unicode.Scalar]) -> (length: Int, replacement: String)? {
        guard let candidates = phrases[lower[index]] else { return nil }
        for phrase in candidates {
            guard var end = match(phrase.scalars, at: index, in: lower) else { continue }
            // A phrase that ends in a word must end where the written word ends (`opening_hours=` need not).
            if let last = phrase.scalars.last, Lexer.isWordScalar(last) {
                if end < lower.count, lower[end] == "." { end += 1 }
                if end < lower.count, lower[end].properties.isAlphabetic || lower[end].properties.numericType != nil
                    || lower[end] == "_" { continue }
            }
            return (end - index, phrase.replacement)
        }
        return nil
    }

    /// A written form from `prefixed` at `index`, longest first; not when a letter or digit follows it.
    static func prefixedForm(at index: Int, in lower: [Unicode.Scalar]) -> (length: Int, replacement: String)? {
        for form in prefixed[lower[index]] ?? [] {
            guard let end = match(form.scalars, at: index, in: lower) else { continue }
            if end < lower.count, Lexer.isWordScalar(lower[end]) || Lexer.digit(lower[end]) != nil { continue }
            return (form.scalars.count, form.replacement)
        }
        return nil
    }

    /// Where a pattern ends when it is written at `index`; U+0001 stands for any run of spaces.
    private static func match(_ pattern: [Unicode.Scalar], at index: Int, in lower: [Unicode.Scalar]) -> Int? {
        var i = index
        for p in pattern {
            if p == "\u{1}" {
                while i < lower.count, lower[i].properties.isWhitespace { i += 1 }
                continue
            }
            guard i < lower.count, lower[i] == p else { return nil }
            i += 1
        }
        return i
    }

    private static func entries(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in TableText.pairs(text) {
            let word = TableText.string(key)
            if result[word] == nil { result[word] = value }
        }
        return result
    }
}
