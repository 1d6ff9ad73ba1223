/// Splits a value into tokens, folding the spellings the reference tolerates into one form.
struct Lexer {
    /// OSM caps tag values at 255 characters; far longer input is refused before any work is done.
    static let maximumLength = 4096

    private let characters: [Character]
    private let polish: Bool
    private var index = 0
    private var tokens: [Token] = []

    init(_ value: String, polish: Bool) {
        characters = Array(value.prefix(Self.maximumLength + 1))
        self.polish = polish
    }

    static func tokens(of value: String, polish: Bool = false) throws(HoursSyntaxError) -> [Token] {
        var lexer = Lexer(value, polish: polish)
        if lexer.characters.count > maximumLength {
            throw HoursSyntaxError(column: maximumLength + 1,
                                   "The value is longer than the \(maximumLength) characters read")
        }
        try lexer.run()
        return try lexer.foldPhrases()
    }

    private mutating func run() throws(HoursSyntaxError) {
        while index < characters.count {
            let c = characters[index]
            let column = index + 1
            if c.isWhitespace { index += 1; continue }
            if c.isASCII && c.isNumber {
                var value = 0, digits = 0
                while index < characters.count, characters[index].isASCII, let d = characters[index].wholeNumberValue {
                    if digits < 9 { value = value * 10 + d }
                    digits += 1
                    index += 1
                }
                if digits >= 9 { throw HoursSyntaxError(column: column, "The number is too long") }
                tokens.append(Token(kind: .number(value, digits: digits), column: column))
                continue
            }
            if c.isLetter || c == "_" {
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index] == "_" {
                    word.append(characters[index])
                    index += 1
                }
                try appendWord(word.lowercased(), column: column)
                continue
            }
            index += 1
            switch c {
            case "\"":
                var text = ""
                while index < characters.count, characters[index] != "\"" {
                    text.append(characters[index])
                    index += 1
                }
                if index >= characters.count { throw HoursSyntaxError(column: column, "The comment is not closed with \"") }
                index += 1
                tokens.append(Token(kind: .comment(text), column: column))
            case "|":
                guard index < characters.count, characters[index] == "|" else {
                    throw HoursSyntaxError(column: column, "A single “|” is not a separator (the fallback is “||”)")
                }
                index += 1
                tokens.append(Token(kind: .fallback, column: column))
            case "&":
                tokens.append(Token(kind: .symbol(","), column: column))
            case ".":
                try appendDot(column: column)
            case ":", "-", ",", ";", "/", "+", "[", "]", "(", ")":
                if c == "/", case .number(24, _)? = tokens.last?.kind, index < characters.count, characters[index] == "7" {
                    index += 1
                    tokens[tokens.count - 1].kind = .allWeek
                    continue
                }
                tokens.append(Token(kind: .symbol(c), column: column))
            case "–", "—":
                tokens.append(Token(kind: .symbol("-"), column: column))
            default:
                throw HoursSyntaxError(column: column, "Unexpected character “\(c)”")
            }
        }
    }

    /// `Mo.`, `Dec 24.` drop the dot; `12.00` reads as `12:00`.
    private mutating func appendDot(column: Int) throws(HoursSyntaxError) {
        let nextIsDigit = index < characters.count && characters[index].isASCII && characters[index].isNumber
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
        if polish, let day = Vocabulary.polishWeekdays[word] {
            tokens.append(Token(kind: .weekday(day), column: column))
        } else if let day = Vocabulary.weekdays[word] {
            tokens.append(Token(kind: .weekday(day), column: column))
        } else if let month = Vocabulary.months[word] {
            tokens.append(Token(kind: .month(month), column: column))
        } else if let kind = Vocabulary.keywords[word] {
            tokens.append(Token(kind: kind, column: column))
        } else {
            tokens.append(Token(kind: .comment("\u{0}" + word), column: column))
        }
    }

    /// Folds multi-word phrases; any word left over that no phrase took is refused.
    private func foldPhrases() throws(HoursSyntaxError) -> [Token] {
        var result: [Token] = []
        var i = 0
        outer: while i < tokens.count {
            for (words, kinds) in Vocabulary.phrases where i + words.count <= tokens.count {
                var matches = true
                for (offset, word) in words.enumerated() where spelling(of: tokens[i + offset]) != word {
                    matches = false
                    break
                }
                if matches {
                    for kind in kinds { result.append(Token(kind: kind, column: tokens[i].column)) }
                    i += words.count
                    continue outer
                }
            }
            if case .comment(let text) = tokens[i].kind, text.hasPrefix("\u{0}") {
                throw HoursSyntaxError(column: tokens[i].column, "Unknown word “\(text.dropFirst())”")
            }
            result.append(tokens[i])
            i += 1
        }
        return result
    }

    /// The lowercased word a token was read from, for phrase matching.
    private func spelling(of token: Token) -> String? {
        let start = token.column - 1
        guard start < characters.count, characters[start].isLetter || characters[start] == "_" else { return nil }
        var word = ""
        var j = start
        while j < characters.count, characters[j].isLetter || characters[j] == "_" {
            word.append(characters[j])
            j += 1
        }
        return word.lowercased()
    }
}
