import NearbyApp
import NearbyCLI
import NearbyFormats
import NearbyGeo
import NearbyProviders
import NearbyTerminal
import NearbyText

/// Fuzz targets for what arrives from the network, the user's config file and the keyboard.
extension FuzzTargets {
    static let inputs: [String: @Sendable ([UInt8]) -> Void] = [
        "foursquare": { bytes in
            if let decoded = try? FoursquareDecoder.decode(bytes) { check(decoded.venues) }
        },
        "overpass": { bytes in
            if let decoded = try? OverpassDecoder.decode(bytes, amenity: "cafe") { check(decoded.venues) }
        },
        "config": { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            for command in [Subcommand.app, .list, .import, .tilesInfo, .tilesFetch] {
                if let config = try? ConfigFile(text: text, path: "config", command: command, isPrivate: bytes.first.map { $0 & 1 == 0 } ?? true) {
                    let o = config.options
                    precondition(abs(o.at.latitude) <= 90 && abs(o.at.longitude) <= 180, "config accepted a bad --at")
                    precondition(o.span >= 100 && o.limit >= 1, "config accepted an out-of-range value")
                    precondition(o.timeout.map { (0.1...3600).contains($0) } ?? true, "config accepted a bad timeout")
                }
            }
        },
        "arguments": { bytes in
            // NUL-separated argv.
            let args = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            _ = try? ArgumentParser.parse(args)
        },
        "keys": { bytes in
            // Pairs of bytes become key codes (odd first byte: a function key), fed to update and
            // rendered into a small frame: the whole interactive path, minus the terminal.
            var state = AppState(width: 40 + Int(bytes.first ?? 0) % 50, height: 12 + Int(bytes.last ?? 0) % 30,
                                 provider: .offline, at: Coordinate(latitude: 60.169, longitude: 24.9435))
            let venues = (0..<30).map { i in
                VenueRow(venue: Venue(provider: "osm", id: "node/\(i)", name: i % 3 == 0 ? "咖啡馆 \(i)" : "Cafe \u{1B}[31m\(i)",
                                      address: "Street \(i)",
                                      coordinate: Coordinate(latitude: 60.169 + Double(i) * 0.0002, longitude: 24.9435)),
                         distance: Double(i) * 22)
            }
            _ = Update.apply(&state, .venuesLoaded(venues))
            var index = 0
            var decoder = KeyDecoder()
            func apply(_ inputs: [TerminalInput]) {
                for input in inputs {
                    switch input {
                    case .key(let key): _ = Update.apply(&state, .key(key))
                    case .mouse(let mouse): _ = Update.apply(&state, .mouse(mouse))
                    case .resized: break
                    }
                }
            }
            while index + 1 < bytes.count, index < 4000 {
                let isFunction = bytes[index] & 1 == 1
                let code = isFunction ? Int32(0o400) + Int32(bytes[index + 1]) : Int32(bytes[index + 1])
                index += 2
                if isFunction && bytes[index - 1] == 0xFF {
                    apply(decoder.finish())
                    _ = Update.apply(&state, .resized(width: Int(bytes[index - 2]) % 300, height: Int(bytes[index - 2]) % 100))
                } else if isFunction {
                    apply(decoder.feed(functionKey: code))
                } else {
                    apply(decoder.feed(character: UInt32(code)))
                }
            }
            apply(decoder.finish())
            let grid = Screen.render(state)
            for cell in grid.cells {
                for scalar in cell.text.unicodeScalars {
                    precondition(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "a control character reached the frame")
                }
            }
        },
    ]

    /// Decoded venues must be usable: finite, in range, named.
    static func check(_ venues: [Venue]) {
        for venue in venues {
            let c = venue.coordinate
            precondition(c.latitude.isFinite && c.longitude.isFinite && abs(c.latitude) <= 90 && abs(c.longitude) <= 180,
                         "a decoder let an unusable coordinate through")
            precondition(!venue.id.isEmpty, "a decoder let a venue without an id through")
        }
    }
}
