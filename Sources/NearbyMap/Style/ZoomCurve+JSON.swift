import NearbyFormats

extension ZoomCurve {
    /// A zoom function as a style writes it: legacy `{"base", "stops", "type"}`, or the
    /// expressions `["interpolate", ["linear" | "exponential", base], ["zoom"], z, v, ...]` and
    /// `["step", ["zoom"], v0, z1, v1, ...]`. Every stop is read (MapSCII read only the first).
    init?(json: JSONValue, parse: (JSONValue) -> Value?) {
        if json.isObject {
            self.init(legacy: json, parse: parse)
        } else if let items = json.array, let head = items.first?.string {
            switch head {
            case "interpolate", "interpolate-hcl", "interpolate-lab":
                self.init(interpolate: items, parse: parse)
            case "step":
                guard items.count >= 3, items.count % 2 == 1, items[1].isZoom, let first = parse(items[2]),
                      let rest = Self.pairs(items.dropFirst(3), parse: parse)
                else { return nil }
                self = .steps([ZoomStop(zoom: -.infinity, value: first)] + rest)
            default:
                return nil
            }
        } else {
            return nil
        }
    }

    private init?(legacy json: JSONValue, parse: (JSONValue) -> Value?) {
        // A property function (`"property": "…"`) depends on the feature, not the zoom.
        guard json["property"] == nil, let stopsJSON = json["stops"]?.array, !stopsJSON.isEmpty else { return nil }
        var stops: [ZoomStop<Value>] = []
        for stop in stopsJSON {
            guard let pair = stop.array, pair.count == 2, let zoom = pair[0].number, zoom.isFinite,
                  let value = parse(pair[1]) else { return nil }
            stops.append(ZoomStop(zoom: zoom, value: value))
        }
        stops.sort { $0.zoom < $1.zoom }
        switch json["type"]?.string ?? "exponential" {
        case "exponential":
            let base = json["base"]?.number ?? 1
            guard base > 0, base.isFinite else { return nil }
            self = .stops(base: base, stops)
        case "interval": self = .steps(stops)
        default: return nil
        }
    }

    private init?(interpolate items: [JSONValue], parse: (JSONValue) -> Value?) {
        guard items.count >= 5, items.count % 2 == 1, let kind = items[1].array, let name = kind.first?.string,
              items[2].isZoom, let stops = Self.pairs(items.dropFirst(3), parse: parse), !stops.isEmpty
        else { return nil }
        switch name {
        case "linear": self = .stops(base: 1, stops)
        case "exponential":
            guard kind.count == 2, let base = kind[1].number, base > 0, base.isFinite else { return nil }
            self = .stops(base: base, stops)
        // A cubic Bézier eases between the same stops; linear is close enough for cells.
        case "cubic-bezier": self = .stops(base: 1, stops)
        default: return nil
        }
    }

    /// `z1, v1, z2, v2, ...` as stops in increasing zoom order.
    private static func pairs(_ items: ArraySlice<JSONValue>, parse: (JSONValue) -> Value?) -> [ZoomStop<Value>]? {
        var stops: [ZoomStop<Value>] = []
        var index = items.startIndex
        while index < items.endIndex {
            guard index + 1 < items.endIndex, let zoom = items[index].number, zoom.isFinite, let value = parse(items[index + 1]) ?? items[index + 1].literalArgument.flatMap(parse)
            else { return nil }
            stops.append(ZoomStop(zoom: zoom, value: value))
            index += 2
        }
        return stops.sorted { $0.zoom < $1.zoom }
    }
}

extension JSONValue {
    /// `["zoom"]`.
    var isZoom: Bool { array.map { $0.count == 1 && $0[0].string == "zoom" } ?? false }
}
