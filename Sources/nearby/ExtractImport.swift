import NearbyOSM
import NearbyProviders
import NearbyRoute
import NearbyStore

/// One OpenStreetMap extract into the store, as `nearby import` and the bundled city's first
/// use both do it: three passes over the file (relations, then ways, then nodes, so each pass
/// knows what the next must keep) feeding the walking graph's builder and the café gatherer,
/// then one transaction writing the graph and the cafés (`VenueStore.replaceExtract`). Nothing
/// is written until the file has been read whole, so a bad file changes nothing.
struct ExtractImport {
    let path: String
    /// The extract's name in the store: the file's name without its OSM suffix.
    let name: String

    init(path: String) {
        self.path = path
        name = Self.name(ofFile: path)
    }

    /// The suffixes an extract's file name drops to become its name, longest first.
    static let suffixes = [".osm.xml.gz", ".osm.pbf", ".osm.xml", ".osm.gz", ".osm.bz2", ".xml.gz", ".osm", ".pbf", ".xml", ".gz"]

    /// `dir/helsinki.osm.pbf` → `helsinki`.
    static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in suffixes where file.count > suffix.count && file.lowercased().hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }

    /// Where an import has got: the pass (1…3) and bytes read over all three passes.
    struct Progress {
        var pass: Int
        var bytesDone: Int
        var bytesTotal: Int
        var seconds: Double

        static let passNames = ["relations", "ways", "nodes"]
        var passName: String { Self.passNames[max(0, min(2, pass - 1))] }
    }

    /// An error's sentence as a clause of ours: without its closing full stop.
    static func clause(_ error: any Error) -> String {
        let text = "\(error)"
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// What an import did.
    struct Outcome {
        var name: String
        var format: OSMFileFormat
        /// Nil when a bundled extract's version was already stored (nothing written).
        var written: ExtractWriteSummary?
        var skipped: [String: Int]
        var nodeCount: Int
        var edgeCount: Int
        var disconnectedPieces: Int
        var seconds: Double

        var formatName: String {
            switch format {
            case .pbf: return "osm pbf"
            case .xml: return "osm xml"
            case .gzipXML: return "osm xml, gzip"
            }
        }

        /// The summary `nearby import` prints: the cafés, then the graph and the time.
        func report(file: String) -> String {
            let written = written ?? ExtractWriteSummary()
            let skippedCount = skipped.values.reduce(0, +)
            var out = "\(file) (\(formatName)): \(written.inserted) new, \(written.updated) updated, "
                + "\(written.removed) removed, \(skippedCount + written.rejected) skipped (1 commit)\n"
            if skippedCount > 0 {
                let kinds = skipped.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                out += "skipped: " + kinds.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + "\n"
            }
            out += "walking graph \(name): \(nodeCount) nodes, \(edgeCount) edges, \(disconnectedPieces) "
                + "piece\(disconnectedPieces == 1 ? "" : "s") not connected to the rest\n"
            out += "imported in " + Self.seconds(seconds) + "\n"
            return out
        }

        static func seconds(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) s"
        }
    }

    /// Reads the extract and writes it into `store` in one transaction. With `version` (the
    /// bundled extract), nothing is written when the store already has that version. Throws one
    /// sentence; the store is then as it was.
    func run(into store: VenueStore, now: Int, version: String? = nil,
             progress: (Progress) -> Void = { _ in }) throws(RuntimeFailure) -> Outcome {
        let started = Platform.now()
        let file: OSMExtractFile
        do {
            file = try OSMExtractFile.open(path: path)
        } catch {
            throw RuntimeFailure("cannot import \(path): \(Self.clause(error)); nothing was changed")
        }
        var builder = WalkGraphBuilder()
        var cafes = ExtractCafes()
        let passes: [OSMElementKinds] = [.relations, .ways, .nodes]
        let total = passes.count * file.byteCount
        for (index, kinds) in passes.enumerated() {
            let before = index * file.byteCount
            do {
                try file.read(kinds, progress: { bytes in
                    progress(Progress(pass: index + 1, bytesDone: before + min(bytes, file.byteCount), bytesTotal: total,
                                      seconds: Platform.now() - started))
                }) { element in
                    switch element {
                    case .relation(let relation):
                        builder.add(relation: relation)
                        cafes.add(relation: relation)
                    case .way(let way):
                        builder.add(way: way)
                        cafes.add(way: way)
                    case .node(let node):
                        builder.add(node: node)
                        cafes.add(node: node)
                    }
                }
            } catch {
                throw RuntimeFailure("cannot import \(path): \(Self.clause(error)); nothing was changed")
            }
        }
        let bounds = file.header.bounds
        let graph = builder.build(name: name, bounds: bounds)
        let box = graph.bounds
        let record = StoredExtract(name: name, bounds: ExtractBounds(south: box.south, west: box.west, north: box.north, east: box.east),
                                   nodeCount: graph.nodeCount, edgeCount: graph.edgeCount, importedAt: now,
                                   source: path.split(separator: "/").last.map(String.init) ?? path)
        let written: ExtractWriteSummary?
        do {
            written = try store.replaceExtract(ExtractContents(extract: record, graph: graph.encoded(), venues: cafes.venues()),
                                               version: version)
        } catch {
            throw RuntimeFailure("cannot import \(path): \(Self.clause(error))")
        }
        return Outcome(name: name, format: file.format, written: written, skipped: cafes.skipped, nodeCount: graph.nodeCount,
                       edgeCount: graph.edgeCount, disconnectedPieces: graph.disconnectedPieces, seconds: Platform.now() - started)
    }
}
