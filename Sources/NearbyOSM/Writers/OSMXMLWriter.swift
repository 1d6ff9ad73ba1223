import NearbyFormats

/// Writes OSM XML 0.6 (`<osm>`, `<bounds>`, nodes, ways, relations with their tags): small
/// extracts for tests, and the bench's city for tools that read only XML.
public struct OSMXMLWriter {
    /// The whole document; tags are written sorted by key, so the text is the same every run.
    public static func document(nodes: [OSMNode], ways: [OSMWay], relations: [OSMRelation],
                                bounds: (south: Double, west: Double, north: Double, east: Double)? = nil,
                                generator: String = "Nearby") -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\" generator=\"\(escaped(generator))\">\n"
        if let bounds {
            out += "  <bounds minlat=\"\(degrees(bounds.south))\" minlon=\"\(degrees(bounds.west))\" maxlat=\"\(degrees(bounds.north))\" maxlon=\"\(degrees(bounds.east))\"/>\n"
        }
        for node in nodes {
            out += "  <node id=\"\(node.id)\" lat=\"\(degrees(node.coordinate.latitude))\" lon=\"\(degrees(node.coordinate.longitude))\""
            out += node.tags.isEmpty ? "/>\n" : ">\n" + tags(node.tags) + "  </node>\n"
        }
        for way in ways {
            out += "  <way id=\"\(way.id)\">\n"
            for ref in way.nodeIDs { out += "    <nd ref=\"\(ref)\"/>\n" }
            out += tags(way.tags) + "  </way>\n"
        }
        for relation in relations {
            out += "  <relation id=\"\(relation.id)\">\n"
            for member in relation.members {
                out += "    <member type=\"\(member.kind.rawValue)\" ref=\"\(member.id)\" role=\"\(escaped(member.role))\"/>\n"
            }
            out += tags(relation.tags) + "  </relation>\n"
        }
        return out + "</osm>\n"
    }

    private static func tags(_ tags: [String: String]) -> String {
        tags.sorted { $0.key < $1.key }.map { "    <tag k=\"\(escaped($0.key))\" v=\"\(escaped($0.value))\"/>\n" }.joined()
    }

    /// A degree value as plain decimals: exactly seven places' worth when it has them (OSM's
    /// precision, what every OSM tool reads), else Swift's shortest exact form.
    static func degrees(_ value: Double) -> String {
        let scaled = (value * 1e7).rounded()
        guard scaled.magnitude < 1e12, Double(Int64(scaled)) / 1e7 == value else { return "\(value)" }
        let units = Int64(scaled)
        let whole = units.magnitude / 10_000_000
        var fraction = String(units.magnitude % 10_000_000)
        fraction = String(repeating: "0", count: 7 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return (units < 0 ? "-" : "") + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Attribute text: markup characters and line breaks as references (a raw newline would be
    /// read back as a space).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let reference = XMLEntity.reference(for: scalar) {
                out += reference
            } else if scalar.value < 0x20 {
                out += "&#\(scalar.value);"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
