/// The formats `nearby import` knows, looked up by name or guessed from a file's content.
/// A format gains a decoder with one `register` call (the JSON provider decoders plug in here).
public struct ImportFormatRegistry: Sendable {
    public private(set) var formats: [ImportFormat]

    public init(formats: [ImportFormat]) { self.formats = formats }

    /// What the store can import by itself: CSV and GeoJSON; Overpass and Foursquare are
    /// recognised but need their decoders registered.
    public static let standard = ImportFormatRegistry(formats: [.geojson, .overpass, .foursquare, .csv])

    /// Bytes looked at to guess a format.
    static let prefixSize = 1 << 16

    /// Adds a format, replacing one of the same name.
    public mutating func register(_ format: ImportFormat) {
        if let index = formats.firstIndex(where: { $0.name == format.name }) {
            formats[index] = format
        } else {
            formats.append(format)
        }
    }

    public func format(named name: String) -> ImportFormat? { formats.first { $0.name == name } }

    /// The first format that recognises the start of the file.
    public func guess(prefix: [UInt8]) -> ImportFormat? { formats.first { $0.recognizes(prefix) } }

    /// Opens the input at `path` (`-`: standard input) with the named format, or the one guessed
    /// from its first 64 KiB. The input is opened and read once, so pipes and FIFOs work.
    public func open(path: String, format name: String?) throws(ImportError) -> (format: String, decoder: any VenueDecoder) {
        var named: ImportFormat?
        if let name {
            guard let found = self.format(named: name) else { throw .unsupportedFormat(name) }
            guard found.open != nil else { throw .unsupportedFormat(found.name) }
            named = found
        }
        let input = try InputFile(path: path)
        let format: ImportFormat
        if let named {
            format = named
        } else {
            guard let guessed = guess(prefix: try input.prefix(count: Self.prefixSize)) else {
                throw .unknownFormat(path: input.name)
            }
            format = guessed
        }
        guard let open = format.open else { throw .unsupportedFormat(format.name) }
        return (format.name, try open(input))
    }
}
