#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NearbyTestSupport

/// `--gpsd` end to end: the real app (release binary, a fresh home, 200×60 tmux pane) reads a
/// stand-in gpsd on loopback; each TPV report written moves 60 m (past the 50 m distance
/// filter), and the time runs from the write to the app's `frameDrawn` whose map is centred
/// on that fix (the log's clock, to the millisecond). The baseline is the same path from a
/// key: `W`/`S` (100 m north, south) sent through tmux, to the frame centred on the new
/// position. Target: a fix on screen within 50 ms.
enum GPSFixBench {
    static let fixes = 50
    /// Fixes before the timed ones (the first is delivered at once, whatever the filter says).
    static let warmUp = 3
    static let keys = 20
    static let targetMs = 50.0
    /// The generated world's Helsinki centre, inside the bundled extract.
    static let start = (lat: 60.1699, lon: 24.9384)

    static func run() -> [BenchResult] {
        let name = "app: gpsd fix to the frame showing it, p50"
        guard let exe = AppStartBench.siblingExecutable("nearby") else {
            return [StoreBench.skipped(name, "the release nearby binary is not built next to nearby-bench")]
        }
        guard let assets = assetsDirectory() else { return [StoreBench.skipped(name, "no Assets folder")] }
        guard AppStartBench.tmux(["-V"]) != nil else { return [StoreBench.skipped(name, "tmux not found")] }
        guard let server = try? LineServer(lines: []) else { return [StoreBench.skipped(name, "no loopback server")] }
        defer { server.stop() }
        guard let run = measure(exe: exe, assets: assets, server: server) else {
            return [StoreBench.skipped(name, "the app did not settle or draw the fixes")]
        }
        let gps = run.gps.sorted(), keyed = run.keys.sorted()
        func percentile(_ values: [Double], _ p: Double) -> Double {
            values.isEmpty ? .nan : values[min(values.count - 1, Int((Double(values.count) * p).rounded(.up)) - 1)]
        }
        let baseline = keyed.isEmpty ? nil : "W/S key (100 m) to its frame"
        let note = "\(gps.count) fixes 60 m apart, real app, 200×60, log clock (ms); target ≤ \(Int(targetMs)) ms"
        return [
            BenchResult(name: name, value: percentile(gps, 0.5), unit: "ms", baselineName: baseline,
                        baseline: keyed.isEmpty ? nil : percentile(keyed, 0.5), note: note),
            BenchResult(name: "app: gpsd fix to the frame showing it, p99", value: percentile(gps, 0.99), unit: "ms",
                        baselineName: baseline, baseline: keyed.isEmpty ? nil : percentile(keyed, 0.99),
                        note: "max \(BenchResult.format(gps.last ?? .nan)) ms; keys: \(keyed.count)"),
        ]
    }

    /// One app: its fixes' and keys' times to their frames, in milliseconds (nil: it did not
    /// settle, connect, or draw a fix within 2 s).
    static func measure(exe: String, assets: String, server: LineServer) -> (gps: [Double], keys: [Double])? {
        BenchAppSession.with(exe: exe, assets: assets, session: "gps",
                             arguments: "--at \(start.lat),\(start.lon) --gpsd 127.0.0.1:\(server.port)") { log, socket in
            drive(log: log, socket: socket, server: server)
        }
    }

    /// Sends the fixes and then the keys to the app logging to `log` in tmux server `socket`.
    private static func drive(log: String, socket: String, server: LineServer) -> (gps: [Double], keys: [Double])? {
        guard let control = TmuxControl(socket: socket, session: "gps")
        else { return nil }
        defer { control.close() }
        // Settled (the first start imports the bundled extract) and connected to the stand-in.
        let deadline = now() + 60
        while !(SettledMemoryBench.settled(log) && server.connections > 0) {
            guard now() < deadline else { return nil }
            usleep(20_000)
        }
        var tail = LogTail(path: log)
        var gps: [Double] = []
        for index in 0..<(warmUp + fixes) {
            let lat = start.lat + Double(index % 10) * 60 / 111_320, lon = start.lon + Double(index / 10) * 60 / 55_500
            let report = #"{"class":"TPV","device":"/dev/bench","mode":3,"lat":\#(lat),"lon":\#(lon),"eph":5.0}"#
            _ = tail.frames()  // what came before is not this fix's
            let written = Date().timeIntervalSince1970
            guard server.push(Array(report.utf8)) == 1,
                  let shown = tail.waitForFrame(where: { abs($0.lat - lat) < 1e-7 && abs($0.lon - lon) < 1e-7 })
            else { return nil }
            if index >= warmUp { gps.append((shown.time - written) * 1000) }
            usleep(150_000)  // the fetch and reload the fix set off, and the tiles, settle
        }
        var keyed: [Double] = []
        var center = start.lat
        if let last = tail.lastCenter { center = last }
        for index in 0..<keys {
            let north = index % 2 == 0
            _ = tail.frames()
            let sent = Date().timeIntervalSince1970
            guard control.command("send-keys -t gps \(north ? "W" : "S")") != nil else { break }
            let from = center
            guard let shown = tail.waitForFrame(where: { abs($0.lat - from) * 111_320 > 90 }) else { break }
            keyed.append((shown.time - sent) * 1000)
            center = shown.lat
            usleep(150_000)
        }
        _ = control.command("send-keys -t gps q")
        return (gps, keyed)
    }

    /// Reads the app's log as it grows: the `frameDrawn` lines since the last read.
    struct LogTail {
        let path: String
        var offset: UInt64 = 0
        var partial = ""
        var lastCenter: Double?

        init(path: String) { self.path = path }

        /// Frames logged since the last call: when (Unix seconds, to the millisecond) and the map's centre.
        mutating func frames() -> [(time: Double, lat: Double, lon: Double)] {
            guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
            defer { try? handle.close() }
            guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd(), !data.isEmpty else { return [] }
            offset += UInt64(data.count)
            let text = partial + String(decoding: data, as: UTF8.self)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            partial = String(lines.removeLast())
            var found: [(time: Double, lat: Double, lon: Double)] = []
            for line in lines where line.contains("\"event\":\"frameDrawn\"") {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let lat = object["lat"] as? Double, let lon = object["lon"] as? Double,
                      let stamp = object["t"] as? String,
                      let date = AppStartBench.logClock.date(from: stamp) else { continue }
                found.append((date.timeIntervalSince1970, lat, lon))
                lastCenter = lat
            }
            return found
        }

        /// The first frame logged from now on that `matches`, waited for up to 2 s.
        mutating func waitForFrame(where matches: ((time: Double, lat: Double, lon: Double)) -> Bool)
            -> (time: Double, lat: Double, lon: Double)? {
            let deadline = now() + 2
            while now() < deadline {
                if let frame = frames().first(where: matches) { return frame }
                usleep(1000)
            }
            return nil
        }
    }
}
