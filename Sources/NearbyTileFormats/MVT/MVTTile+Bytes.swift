extension MVTTile {
    /// What a cache entry for "no tile here" costs: its key and bookkeeping, so a long pan over
    /// empty sea cannot fill a byte-costed cache with millions of free entries.
    public static let missingEntryBytes = 256

    /// About how many bytes the decoded tile holds: what the decoded-tile caches are costed in,
    /// so their bound is memory, not a count of tiles that may each be huge. Counts the arrays'
    /// elements and the strings' bytes; close enough for a bound, cheap enough to run per decode.
    public var approximateBytes: Int {
        var bytes = 64
        for layer in layers {
            bytes += 128 + layer.name.utf8.count
            bytes += layer.keys.reduce(0) { $0 + 16 + $1.utf8.count }
            bytes += layer.values.reduce(0) { $0 + 24 + ($1.string?.utf8.count ?? 0) }
            for feature in layer.features {
                // The feature itself, its properties (key and value, sharing the tables' strings).
                bytes += 64 + feature.properties.count * 48
                switch feature.geometry {
                case .points(let points): bytes += 32 + points.count * 8
                case .lineStrings(let lines): bytes += 32 + lines.reduce(0) { $0 + 32 + $1.count * 8 }
                case .polygons(let polygons):
                    for polygon in polygons {
                        bytes += 64 + polygon.exterior.count * 8 + polygon.interiors.reduce(0) { $0 + 32 + $1.count * 8 }
                    }
                case .unknown: break
                }
            }
        }
        return bytes
    }
}
