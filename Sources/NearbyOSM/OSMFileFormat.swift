/// The encodings of an OpenStreetMap extract that Nearby reads.
public enum OSMFileFormat: String, Sendable {
    case pbf
    case xml
    case gzipXML = "xml.gz"
}
