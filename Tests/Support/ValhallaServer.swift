import Foundation

/// `valhalla_service` on 127.0.0.1 and a free port, over tiles `valhalla_build_tiles` made from
/// an extract in a temporary folder. The configuration is written here with only what the two
/// programs read without a default (what `valhalla_build_config` would write is far more): the
/// tile folder, the actions served, loki's search defaults, the limits every costing is checked
/// against, and the service's sockets — the HTTP one on loopback, the internal ones as files
/// in the folder, so two servers never share one.
public final class ValhallaServer: Sendable {
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var base: String { "http://127.0.0.1:\(port)" }
    private let child: ChildProcess.Handle

    /// The server for `extract` of this process, built and started on first use and stopped at
    /// exit; nil when Valhalla is not installed (skip with `RoutingEngines.valhallaAbsent`).
    public static func shared(extract: String) throws -> ValhallaServer? {
        guard let tools = RoutingEngines.valhalla else { return nil }
        let server: ValhallaServer = try ProcessLeftovers.once("valhalla " + extract) {
            let server = try ValhallaServer(extract: extract, tools: tools)
            ProcessLeftovers.stopAtExit(server.child.process)
            return server
        }
        return server
    }

    public init(extract: String, tools: ValhallaTools) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-valhalla-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/tiles", withIntermediateDirectories: true)
        ProcessLeftovers.removeAtExit(folder)
        let buildConfig = folder + "/build.json"
        try Data(Self.configuration(folder: folder, port: 0).utf8).write(to: URL(fileURLWithPath: buildConfig))
        _ = try RoutingEngines.run([tools.buildTiles, "-c", buildConfig, "-j", "2", extract], what: "valhalla_build_tiles")
        (port, child) = try ChildProcess.Handle.serve(what: "valhalla_service", probe: "/status") { port in
            let config = folder + "/service-\(port).json"
            try? Data(Self.configuration(folder: folder, port: port).utf8).write(to: URL(fileURLWithPath: config))
            return [tools.service, config, "1"]
        }
    }

    /// Stops the server (also done at exit for a shared one).
    public func stop() { child.stop() }

    /// The configuration both programs read.
    static func configuration(folder: String, port: Int) -> String {
        let modes = ["auto", "bicycle", "bikeshare", "bus", "motor_scooter", "motorcycle", "multimodal", "pedestrian", "taxi",
                     "transit", "truck"]
        let limits = modes.map {
            "\"\($0)\": {\"max_distance\": 250000.0, \"max_locations\": 50, \"max_matrix_distance\": 200000.0, \"max_matrix_location_pairs\": 2500}"
        }
        return """
            {"mjolnir": {"tile_dir": "\(folder)/tiles", "data_processing": {"use_admin_db": false}},
             "loki": {"actions": ["route", "sources_to_targets", "status"], "service": {"proxy": "ipc://\(folder)/loki"},
                      "service_defaults": {"minimum_reachability": 50, "radius": 0, "search_cutoff": 35000,
                                           "node_snap_tolerance": 5, "street_side_tolerance": 5, "street_side_max_distance": 1000,
                                           "heading_tolerance": 60, "mvt_min_zoom_road_class": [7, 7, 8, 11, 11, 12, 13, 14],
                                           "mvt_cache_min_zoom": 11}},
             "thor": {"service": {"proxy": "ipc://\(folder)/thor"}},
             "odin": {"service": {"proxy": "ipc://\(folder)/odin"}},
             "meili": {"default": {"breakage_distance": 2000}},
             "httpd": {"service": {"listen": "tcp://127.0.0.1:\(port)", "loopback": "ipc://\(folder)/loopback",
                                   "interrupt": "ipc://\(folder)/interrupt", "drain_seconds": 0, "shutdown_seconds": 0,
                                   "timeout_seconds": -1}},
             "service_limits": {\(limits.joined(separator: ", ")),
                                "isochrone": {"max_contours": 4, "max_time_contour": 120, "max_distance_contour": 200,
                                              "max_locations": 1, "max_distance": 25000.0},
                                "trace": {"max_shape": 16000, "max_distance": 200000.0, "max_gps_accuracy": 100.0,
                                          "max_search_radius": 100.0, "max_alternates": 3, "max_alternates_shape": 100},
                                "skadi": {"max_shape": 750000, "min_resample": 10.0},
                                "max_exclude_locations": 50, "max_exclude_polygons_length": 10000, "max_reachability": 100,
                                "max_radius": 200, "max_alternates": 2}}
            """
    }
}
