/// The `tiles` view of a deduplicated MBTiles. Writers that store each distinct tile once put a
/// view named `tiles` over their own tables: mbutil and tippecanoe over `map` and `images`,
/// Planetiler over `tiles_shallow` and `tiles_data`, martin's `mbtiles` over `tiles_with_hash`.
/// A view may also hide any query (a recursive one never ends, a `zeroblob` of 900 MB), so one is
/// read only when it is a single plain select whose every source is a stored table: no common
/// table expression, compound or nested select, table-valued function, other view or virtual
/// table. What it then costs is what reading those tables costs, under the archive's deadline.
enum MBTilesView {
    /// What a name in the file's schema is, as far as a view over it matters.
    enum Kind: Equatable, Sendable {
        case table, view, virtualTable
    }

    /// The names a view's `FROM` clause reads (lowercased), or nil when the view is not one plain
    /// select over named sources.
    static func sources(of sql: String) -> [String]? {
        let tokens = tokenize(sql)
        let forbidden: Set<String> = ["with", "recursive", "union", "intersect", "except", "values"]
        guard tokens.filter({ $0 == "select" }).count == 1, !tokens.contains(where: forbidden.contains),
              let from = tokens.firstIndex(of: "from")
        else { return nil }
        let clauseEnds: Set<String> = ["where", "group", "having", "order", "limit", "window"]
        var names: [String] = []
        var index = from + 1
        var expectingSource = true
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if expectingSource {
                // A name, not a parenthesised subquery, a schema-qualified name or a function.
                guard isName(token), index + 1 >= tokens.count || (tokens[index + 1] != "(" && tokens[index + 1] != ".") else { return nil }
                names.append(unquoted(token))
                expectingSource = false
            } else if token == "(" {
                depth += 1
            } else if token == ")" {
                depth -= 1
            } else if depth == 0, token == "," || token == "join" {
                expectingSource = true
            } else if depth == 0, clauseEnds.contains(token) || token == ";" {
                break
            }
            index += 1
        }
        return expectingSource || names.isEmpty ? nil : names
    }

    /// True when the view reads only stored tables of the file, by the kinds of the names its
    /// sources name (lowercased; a name absent from `kinds` is not in the schema).
    static func isPlain(_ sql: String, kinds: [String: Kind]) -> Bool {
        sources(of: sql).map { readsOnlyTables($0, kinds: kinds) } ?? false
    }

    /// Whether every one of a view's `sources` is a stored table by `kinds`.
    static func readsOnlyTables(_ sources: [String], kinds: [String: Kind]) -> Bool {
        !sources.isEmpty && sources.allSatisfy { kinds[$0] == .table }
    }

    /// Words (lowercased), quoted names and string literals as one token each, other characters
    /// one by one; spaces and comments dropped.
    static func tokenize(_ sql: String) -> [String] {
        let scalars = Array(sql.unicodeScalars)
        var tokens: [String] = []
        var index = 0
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$"
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == "-" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
            } else if isWord(scalar) {
                var word = ""
                while index < scalars.count, isWord(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(word.lowercased())
            } else if scalar == "\"" || scalar == "'" || scalar == "`" || scalar == "[" {
                let close: Unicode.Scalar = scalar == "[" ? "]" : scalar
                var quoted = String(scalar)
                index += 1
                while index < scalars.count {
                    if scalars[index] == close {
                        // A doubled quote inside the quotes is one quote character.
                        if close != "]", index + 1 < scalars.count, scalars[index + 1] == close {
                            quoted.unicodeScalars.append(close)
                            index += 2
                            continue
                        }
                        break
                    }
                    quoted.unicodeScalars.append(scalars[index])
                    index += 1
                }
                quoted.unicodeScalars.append(close)
                index += 1
                tokens.append(scalar == "'" ? quoted : quoted.lowercased())
            } else {
                tokens.append(String(scalar))
                index += 1
            }
        }
        return tokens
    }

    private static func isName(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        if first == "\"" || first == "`" || first == "[" { return token.count > 2 }
        return first.properties.isAlphabetic || first == "_"
    }

    private static func unquoted(_ token: String) -> String {
        guard let first = token.first, first == "\"" || first == "`" || first == "[" else { return token }
        return String(token.dropFirst().dropLast())
    }
}
