/// Splits a value into tokens the way the reference reads it, with its tolerance: phrases and words
/// of other languages read through `Corrections`, weekday and month names of every language through
/// `LocaleWords` (decided per rule), `am`/`pm`, superscript digits. Columns count Unicode scalars from 1.
struct Lexer {
    /// OSM caps tag values at 255 characters; far longer input is refused before any work is done.
    static let maximumLength = 4096

    private let scalars: [Unicode.Scalar]
    private let lower: [Unicode.Scalar]
    private let country: String?
    private var index = 0
    private var tokens: [Token] = []
    /// The weekday and month names of the rule being read, for `LocaleWords.resolve`.
    private var written: [LocaleWords.Written] = []

    init(_ value: String, country: String?) {
        scalars = Array(value.unicodeScalars.prefix(Self.maximumLength + 1))
        lower = scalars.map { s in
            if s.isASCII { return s >= "A" && s <= "Z" ? Unicode.Scalar(s.value + 32) ?? s : s }
            let mapped = s.properties.lowercaseMapping.unicodeScalars
            return mapped.count == 1 ? mapped.first ?? s : s
        }
        self.country = country
    }

    static func tokens(of value: String, country: String? = nil) throws(HoursSyntaxError) -> [Token] {
        var lexer = Lexer(value, country: country)
        if lexer.scalars.count > maximumLength {
            throw HoursSyntaxError(column: maximumLength + 1,
                                   "The value is longer than the \(maximumLength) characters read")
        }
        try lexer.run()
        try lexer.finishRule()
        return lexer.tokens
    }

    /// Letters and marks: what the reference takes into a word (not spaces, digits, punctuation, symbols).
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") }
        if s.properties.isWhitespace { return false }
        switch s.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator,
             .paragraphSeparator:
            return false
        default:
            return !isSuperscript(s)
        }
    }

    static func digit(_ s: Unicode.Scalar) -> Int? {
        s >= "0" && s <= "9" ? Int(s.value - 48) : nil
    }

    private mutating func run() throws(HoursSyntaxError) {
        tokens.reserveCapacity(scalars.count / 2)
        while index < scalars.count {
            let c = scalars[index]
            let column = index + 1
            if let phrase = Corrections.phrase(at: index, in: lower) {
                let word = TableText.string(Array(lower[index..<(index + phrase.length)]))
                index += phrase.length
                try apply(phrase.replacement, column: column, word: word)
                continue
            }
            if c.properties.isWhitespace || c == "␣" { index += 1; continue }
            if Self.digit(c) != nil || Self.isWordScalar(c), let form = Corrections.prefixedForm(at: index, in: lower) {
                let word = TableText.string(Array(lower[index..<(index + form.length)]))
                index += form.length
                try apply(form.replacement, column: column, word: word)
                continue
            }
            if Self.digit(c) != nil {
                try readNumber(column: column)
                continue
            }
            if Self.isSuperscript(c) {
                try readSuperscript(column: column)
                continue
            }
            if Self.isWordScalar(c) {
                let start = index
                while index < scalars.count, Self.isWordScalar(scalars[index]) { index += 1 }
                let word = TableText.string(Array(lower[start..<index]))
                if index < scalars.count, scalars[index] == "." { index += 1 }
                try appendWord(word, column: column)
                continue
            }
            index += 1
            try readSymbol(c, column: column)
        }
    }

    private mutating func readNumber(column: Int) throws(HoursSyntaxError) {
        if index + 3 < scalars.count, scalars[index] == "2", scalars[index + 1] == "4", scalars[index + 2] == "/",
           scalars[index + 3] == "7" {
            index += 4
            try append(Token(kind: .allWeek, column: column))
            return
        }
        var value = 0, digits = 0
        while index < scalars.count, let d = Self.digit(scalars[index]) {
            if digits < 9 { value = value * 10 + d }
            digits += 1
            index += 1
        }
        if digits >= 9 { throw HoursSyntaxError(column: column, "The number is too long") }
        try append(Token(kind: .number(value, digits: digits), column: column))
        // `Dec 24.` drops the dot; `12.00` keeps it as the separator of hours and minutes.
        if index + 1 < scalars.count, scalars[index] == ".", Self.digit(scalars[index + 1]) == nil { index += 1 }
    }

    private mutating func readSymbol(_ c: Unicode.Scalar, column: Int) throws(HoursSyntaxError) {
        switch c {
        case "\"":
            if let end = scalars[index...].firstIndex(of: "\""), end > index {
                try append(Token(kind: .comment(TableText.string(Array(scalars[index..<end]))), column: column))
                index = end + 1
            } else if try !readLooseComment(opening: c, column: column) {
                throw HoursSyntaxError(column: column, "The comment is not closed with \"")
            }
        case "'", "„", "“", "‚", "‘", "’", "«", "「", "『":
            if try !readLooseComment(opening: c, column: column) {
                throw HoursSyntaxError(column: column, "The comment is not closed with a matching quote")
            }
        case "|":
            guard index < scalars.count, scalars[index] == "|" else {
                throw HoursSyntaxError(column: column, "A single “|” is not a separator (the fallback is “||”)")
            }
            index += 1
            try append(Token(kind: .fallback, column: column))
        case ".":
            try appendDot(column: column)
        case ":", "-", ",", ";", "/", "+", "[", "]", "(", ")":
            try append(Token(kind: .symbol(Character(c)), column: column))
        default:
            guard let replacement = Corrections.words[String(c)] else {
                throw HoursSyntaxError(column: column, "Unexpected character “\(c)”")
            }
            try apply(replacement, column: column, word: String(c))
        }
    }

    /// A comment between typographic quotes (`„…“`, `«…»`, `'…'`); false when none closes it.
    private mutating func readLooseComment(opening: Unicode.Scalar, column: Int) throws(HoursSyntaxError) -> Bool {
        let inner: Set<Unicode.Scalar> = ["\"", "'", "“", "”", "‘", "’", "»", "」", "』", ";", "|"]
        let closing: Set<Unicode.Scalar> = ["\"", "'", "”", "“", "‘", "’", "»", "」", "』"]
        var end = index
        while end < scalars.count, !inner.contains(scalars[end]) { end += 1 }
        guard end < scalars.count, closing.contains(scalars[end]) else { return false }
        try append(Token(kind: .comment(TableText.string(Array(scalars[index..<end]))), column: column))
        index = end + 1
        return true
    }

    /// `12.00` reads as `12:00`; a dot after a word or a day number was already taken with it.
    private mutating func appendDot(column: Int) throws(HoursSyntaxError) {
        let nextIsDigit = index < scalars.count && Self.digit(scalars[index]) != nil
        switch tokens.last?.kind {
        case .number?:
            if nextIsDigit { try append(Token(kind: .symbol(":"), column: column)) }
        default:
            throw HoursSyntaxError(column: column, "Unexpected “.”")
        }
    }

    // MARK: - Superscript and subscript digits

    static func isSuperscript(_ s: Unicode.Scalar) -> Bool {
        s == "°" || s == "¹" || s == "²" || s == "³" || (0x2070...0x209F).contains(s.value)
    }

    /// Up to two superscript or subscript digits (or `°` for zero) read as digits; after a number
    /// they are its minutes (`12°°` is `12:00`).
    private mutating func readSuperscript(column: Int) throws(HoursSyntaxError) {
        var value = 0, digits = 0, read = 0
        while read < 2, index < scalars.count, Self.isSuperscript(scalars[index]) {
            read += 1
            let s = scalars[index].value
            index += 1
            let d: Int?
            switch s {
            case 0xB0, 0x2070, 0x2080: d = 0
            case 0xB9: d = 1
            case 0xB2: d = 2
            case 0xB3: d = 3
            case 0x2074...0x2079: d = Int(s - 0x2070)
            case 0x2081...0x2089: d = Int(s - 0x2080)
            default: d = nil
            }
            if let d { value = value * 10 + d; digits += 1 }
        }
        if case .number? = tokens.last?.kind { try append(Token(kind: .symbol(":"), column: column)) }
        // Written digit by digit, one superscript digit is a whole hour or minutes (`₁₄:₉` is 14:09).
        if digits > 0 { try append(Token(kind: .number(value, digits: max(digits, 2)), column: column)) }
    }

    // MARK: - Words

    private mutating func appendWord(_ word: String, column: Int) throws(HoursSyntaxError) {
        if let day = LocaleWords.canonicalWeekdays[word] ?? LocaleWords.universalWeekdays[word] {
            try record(Token(kind: .weekday(day), column: column, spelling: word), word: word)
        } else if let month = LocaleWords.canonicalMonths[word] ?? LocaleWords.universalMonths[word] {
            try record(Token(kind: .month(month), column: column, spelling: word), word: word)
        } else if let known = Vocabulary.keywords[word] {
            try append(Token(kind: known, column: column, spelling: word))
        } else if let replacement = Corrections.ambiguous[word] ?? Corrections.words[word] {
            try apply(replacement, column: column, word: word)
        } else if let (kind, value) = LocaleWords.provisional(word) {
            try record(Token(kind: kind == .weekday ? .weekday(value) : .month(value), column: column, spelling: word), word: word)
        } else if LocaleWords.seasons.contains(word) {
            throw HoursSyntaxError(column: column, "A season (“\(word)”) has no dates; write them as a range like Mar 21-Jun 20")
        } else {
            throw HoursSyntaxError(column: column, "Unknown word “\(word)”")
        }
    }

    /// Reads a correction's text in place of what was written; `am`/`pm` change the hour before them.
    private mutating func apply(_ replacement: String, column: Int, word: String) throws(HoursSyntaxError) {
        if replacement == "am" || replacement == "pm" {
            setMeridian(pm: replacement == "pm")
            return
        }
        let read: [Token]
        do {
            read = try Lexer.tokens(of: replacement)
        } catch {
            throw HoursSyntaxError(column: column, "“\(word)” reads as “\(replacement)”: \(error.reason)")
        }
        for var token in read {
            token.column = column
            if read.count == 1 { try record(token, word: word) } else { try append(token) }
        }
    }

    private mutating func setMeridian(pm: Bool) {
        var at = tokens.count - 1
        if at >= 2, case .number = tokens[at - 2].kind, tokens[at - 1].kind == .symbol(":"), case .number = tokens[at].kind {
            at -= 2
        }
        guard at >= 0, case .number(let hour, let digits) = tokens[at].kind else { return }
        if pm, hour < 12 { tokens[at].kind = .number(hour + 12, digits: 2) }
        if !pm, hour == 12 { tokens[at].kind = .number(0, digits: digits) }
    }

    /// Appends a token; a weekday or month name is noted for the rule's decision on its language.
    private mutating func record(_ token: Token, word: String) throws(HoursSyntaxError) {
        switch token.kind {
        case .weekday: written.append(.init(word: word, kind: .weekday, tokenIndex: tokens.count))
        case .month: written.append(.init(word: word, kind: .month, tokenIndex: tokens.count))
        default: break
        }
        try append(token)
    }

    private mutating func append(_ token: Token) throws(HoursSyntaxError) {
        switch token.kind {
        case .symbol(";"), .fallback: try finishRule()
        default: break
        }
        tokens.append(token)
    }

    /// Decides the language of the rule's foreign weekday and month names, or refuses one.
    private mutating func finishRule() throws(HoursSyntaxError) {
        defer { written = [] }
        guard written.contains(where: { LocaleWords.canonicalWeekdays[$0.word] == nil
            && LocaleWords.canonicalMonths[$0.word] == nil }) else { return }
        switch LocaleWords.resolve(written, country: country) {
        case .success(let decided):
            for (i, value) in decided {
                if case .weekday = tokens[i].kind { tokens[i].kind = .weekday(value) } else { tokens[i].kind = .month(value) }
            }
        case .failure(let refusal):
            throw HoursSyntaxError(column: tokens[refusal.tokenIndex].column, refusal.reason)
        }
    }
}
