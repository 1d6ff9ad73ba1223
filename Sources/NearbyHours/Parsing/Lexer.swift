/// Splits a value into tokens, folding the spellings the reference tolerates into one form.
/// Columns count Unicode scalars from 1.
struct Lexer {
    /// OSM caps tag values at 255 characters; far longer input is refused before any work is done.
    static let maximumLength = 4096

    private let scalars: [Unicode.Scalar]
    private let polish: Bool
    private var index = 0
    private var tokens: [Token] = []

    init(_ value: String, polish: Bool) {
        scalars = Array(value.unicodeScalars.prefix(Self.maximumLength + 1))
        self.polish = polish
    }

    static func tokens(of value: String, polish: Bool = false) throws(HoursSyntaxError) -> [Token] {
        var lexer = Lexer(value, polish: polish)
        if lexer.scalars.count > maximumLength {
            throw HoursSyntaxError(column: maximumLength + 1,
                                   "The value is longer than the \(maximumLength) characters read")
        }
        try lexer.run()
        return try lexer.foldPhrases()
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        return s.properties.isAlphabetic
    }

    private static func digit(_ s: Unicode.Scalar) -> Int? {
        s >= "0" && s <= "9" ? Int(s.value - 48) : nil
    }

    private mutating func run() throws(HoursSyntaxError) {
        tokens.reserveCapacity(scalars.count / 2)
        while index < scalars.count {
            let c = scalars[index]
            let column = index + 1
            if c.properties.isWhitespace { index += 1; continue }
            if let first = Self.digit(c) {
                var value = first, digits = 1
                index += 1
                while index < scalars.count, let d = Self.digit(scalars[index]) {
                    if digits < 9 { value = value * 10 + d }
                    digits += 1
                    index += 1
                }
                if digits >= 9 { throw HoursSyntaxError(column: column, "The number is too long") }
                tokens.append(Token(kind: .number(value, digits: digits), column: column))
                continue
            }
            if Self.isLetter(c) {
                var word = String.UnicodeScalarView()
                while index < scalars.count, Self.isLetter(scalars[index]) {
                    word.append(scalars[index])
                    index += 1
                }
                try appendWord(String(word).lowercased(), column: column)
                continue
            }
            index += 1
            switch c {
            case "\"":
                let start = index
                while index < scalars.count, scalars[index] != "\"" { index += 1 }
                if index >= scalars.count { throw HoursSyntaxError(column: column, "The comment is not closed with \"") }
                var text = String.UnicodeScalarView()
                text.append(contentsOf: scalars[start..<index])
                index += 1
                tokens.append(Token(kind: .comment(String(text)), column: column))
            case "|":
                guard index < scalars.count, scalars[index] == "|" else {
                    throw HoursSyntaxError(column: column, "A single “|” is not a separator (the fallback is “||”)")
                }
                index += 1
                tokens.append(Token(kind: .fallback, column: column))
            case "&":
                tokens.append(Token(kind: .symbol(","), column: column))
            case ".":
                try appendDot(column: column)
            case ":", "-", ",", ";", "/", "+", "[", "]", "(", ")":
                if c == "/", case .number(24, _)? = tokens.last?.kind, index < scalars.count, scalars[index] == "7" {
                    index += 1
                    tokens[tokens.count - 1].kind = .allWeek
                    continue
                }
                tokens.append(Token(kind: .symbol(Character(c)), column: column))
            case "–", "—":
                tokens.append(Token(kind: .symbol("-"), column: column))
            default:
                throw HoursSyntaxError(column: column, "Unexpected character “\(c)”")
            }
        }
    }

    /// `Mo.`, `Dec 24.` drop the dot; `12.00` reads as `12:00`.
    private mutating func appendDot(column: Int) throws(HoursSyntaxError) {
        let nextIsDigit = index < scalars.count && Self.digit(scalars[index]) != nil
        switch tokens.last?.kind {
        case .number?:
            if nextIsDigit { tokens.append(Token(kind: .symbol(":"), column: column)) }
        case .weekday?, .month?, .keyword(.closed)?:
            break
        default:
            throw HoursSyntaxError(column: column, "Unexpected “.”")
        }
    }

    private mutating func appendWord(_ word: String, column: Int) throws(HoursSyntaxError) {
        if word == "uhr" || word == "h" { return }
        if word == "hours", case .number(24, _)? = tokens.last?.kind {
            tokens[tokens.count - 1].kind = .allWeek
            return
        }
        let kind: Token.Kind
        if polish, let day = Vocabulary.polishWeekdays[word] {
            kind = .weekday(day)
        } else if let day = Vocabulary.weekdays[word] {
            kind = .weekday(day)
        } else if let month = Vocabulary.months[word] {
            kind = .month(month)
        } else if let known = Vocabulary.keywords[word] {
            kind = known
        } else {
            kind = .word(word)
        }
        tokens.append(Token(kind: kind, column: column, spelling: word))
    }

    /// Folds multi-word phrases; any word left over that no phrase took is refused.
    private func foldPhrases() throws(HoursSyntaxError) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var i = 0
        outer: while i < tokens.count {
            if Vocabulary.phraseStarts.contains(tokens[i].spelling) {
                for (words, kinds) in Vocabulary.phrases where i + words.count <= tokens.count {
                    var matches = true
                    for (offset, word) in words.enumerated() where tokens[i + offset].spelling != word {
                        matches = false
                        break
                    }
                    if matches {
                        for kind in kinds { result.append(Token(kind: kind, column: tokens[i].column)) }
                        i += words.count
                        continue outer
                    }
                }
            }
            if case .word(let word) = tokens[i].kind {
                throw HoursSyntaxError(column: tokens[i].column, "Unknown word “\(word)”")
            }
            result.append(tokens[i])
            i += 1
        }
        return result
    }
}
