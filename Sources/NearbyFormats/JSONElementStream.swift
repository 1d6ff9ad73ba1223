import NearbyText

/// The elements of the arrays found at chosen paths of a JSON document, pulled one at a time,
/// so a FeatureCollection or an Overpass response of any size is read in constant memory: only
/// the element being handed out is held as a tree; everything else is skipped token by token.
/// A path is a list of steps from the top-level object: `["features"]`, or
/// `["response", "groups", .each, "items"]` for arrays inside arrays.
public struct JSONElementStream {
    public enum Step: Sendable, Equatable, ExpressibleByStringLiteral {
        case key(String)
        /// Every element of an array.
        case each

        public init(stringLiteral key: String) { self = .key(key) }
    }

    /// One element, with the path it was found under and its 1-based position among all elements.
    public struct Element: Sendable {
        public var path: Int
        public var position: Int
        public var value: JSONValue
    }

    private struct Frame {
        var paths: [Int]
        var depth: Int
        var isArray: Bool
        var key: String?
    }

    private var reader: JSONReader
    private let paths: [[Step]]
    private let keep: Set<String>
    private var frames: [Frame] = []
    private var started = false
    /// Top-level members named in `keep`, as they went by.
    public private(set) var kept: [String: JSONValue] = [:]
    /// The paths whose array has been reached.
    public private(set) var found: Set<Int> = []
    /// Elements handed out so far.
    public private(set) var count = 0

    /// Streams the elements under `paths`, keeping the top-level members named in `keep`.
    public init(reader: JSONReader, paths: [[Step]], keep: Set<String> = []) {
        self.reader = reader
        self.paths = paths
        self.keep = keep
    }

    public var offset: Int { reader.offset }
    public var line: Int { reader.line }

    /// The next element, or nil at the end of the document (which has then been checked whole).
    public mutating func next() throws(JSONError) -> Element? {
        if !started {
            started = true
            guard try reader.next() == .objectStart else {
                throw JSONError(.syntax("the top level is not a JSON object"), line: 1, offset: 0)
            }
            frames = [Frame(paths: Array(paths.indices), depth: 0, isArray: false)]
        }
        while let token = try reader.next() {
            let last = frames.count - 1
            switch token {
            case .key(let key):
                frames[last].key = key
                continue
            case .objectEnd, .arrayEnd:
                frames.removeLast()
                continue
            default:
                break
            }
            let frame = frames[last]
            if frame.isArray, let target = frame.paths.first(where: { paths[$0].count == frame.depth }) {
                count += 1
                return Element(path: target, position: count, value: try reader.readValue(startingWith: token))
            }
            let step: Step = frame.isArray ? .each : .key(frame.key ?? "")
            let deeper = frame.paths.filter { paths[$0].count > frame.depth && paths[$0][frame.depth] == step }
            if !deeper.isEmpty, token == .arrayStart || token == .objectStart {
                let isArray = token == .arrayStart
                if isArray { found.formUnion(deeper.filter { paths[$0].count == frame.depth + 1 }) }
                frames.append(Frame(paths: deeper, depth: frame.depth + 1, isArray: isArray))
            } else if last == 0, let key = frame.key, keep.contains(key) {
                kept[key] = try reader.readValue(startingWith: token)
            } else {
                try reader.skipValue(startingWith: token)
            }
        }
        return nil
    }
}
