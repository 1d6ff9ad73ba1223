/// Walks an XML document for the saved-places readers (GPX, KML): each element's opening with
/// its path from the root, and its closing with the text directly inside it. Namespace prefixes
/// are dropped (the scanner's way), so `osmand:address` and `mwm:name` arrive as `address` and
/// `name`; readers tell them apart by their path. Nesting past `SavedFileLimits.depth`, a root
/// other than `root`, and broken XML are errors naming the line.
struct SavedXMLWalk {
    let root: String
    /// What the format is called in the "not a … file" sentence.
    let format: String

    /// An element being read: its name, attributes, line and the text so far.
    struct Element {
        var name: String
        var attributes: [String: String]
        var line: Int
        var text = ""
    }

    func walk(_ text: String, open: (_ path: [Element]) throws(SavedFileError) -> Void,
              close: (_ path: [Element]) throws(SavedFileError) -> Void) throws(SavedFileError) {
        var scanner = XMLScanner(text)
        var path: [Element] = []
        var sawRoot = false
        while true {
            let token: XMLScanner.Token?
            do { token = try scanner.next() } catch { throw SavedFileError(line: error.line, error.message) }
            guard let token else { break }
            switch token {
            case .open(let name, let attributes, let selfClosing, let line):
                if path.isEmpty {
                    guard !sawRoot else { throw SavedFileError(line: line, "<\(name)> after the end of the document") }
                    guard name == root else {
                        throw SavedFileError(line: line, "not a \(format) file: the root element is <\(name)>, not <\(root)>")
                    }
                    sawRoot = true
                }
                guard path.count < SavedFileLimits.depth else {
                    throw SavedFileError(line: line, "elements are nested more than \(SavedFileLimits.depth) deep")
                }
                path.append(Element(name: name, attributes: attributes, line: line))
                try open(path)
                if selfClosing {
                    try close(path)
                    path.removeLast()
                }
            case .close(let name, let line):
                guard let top = path.last else { throw SavedFileError(line: line, "</\(name)> closes nothing") }
                guard top.name == name else {
                    throw SavedFileError(line: line, "</\(name)> does not match <\(top.name)> opened on line \(top.line)")
                }
                try close(path)
                path.removeLast()
            case .text(let chunk, let line):
                if path.isEmpty {
                    if chunk.contains(where: { !$0.isWhitespace }) {
                        throw SavedFileError(line: line, sawRoot ? "text after the end of <\(root)>" : "not a \(format) file: text before <\(root)>")
                    }
                } else {
                    path[path.count - 1].text += chunk
                }
            }
        }
        if let unclosed = path.last { throw SavedFileError(line: unclosed.line, "<\(unclosed.name)> is never closed") }
        guard sawRoot else { throw SavedFileError(line: 1, "not a \(format) file: no <\(root)> element") }
    }
}
