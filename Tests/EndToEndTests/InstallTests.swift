import Foundation
import XCTest
import NearbyTestSupport
import NearbyFormats
import NearbyText

/// `make install`, `nearby list` from the installed tree, `make uninstall`, the man page, and
/// the Debian package installed into and purged from a private dpkg root.
final class InstallTests: BinaryTestCase {
    /// Runs make in the package root on the debug build that `make test` made; never builds
    /// (that would wait forever on the build lock `swift test` holds).
    func make(_ args: [String]) throws -> (status: Int32, output: String, error: String) {
        try Spawn.run(["make", "-C", Tmux.packageRoot.path, "--no-print-directory", "CONFIG=debug", "NO_BUILD=1"] + args)
    }

    func testInstallRunsFromAnotherDirectoryAndUninstallRemovesEverything() throws {
        let prefix = directory.appendingPathComponent("prefix").path
        let install = try make(["install", "PREFIX=\(prefix)"])
        XCTAssertEqual(install.status, 0, install.error)
        for path in ["bin/nearby", "share/nearby/Assets/helsinki-cafes.csv", "share/nearby/Assets/helsinki.osm.pbf", "share/nearby/Assets/ATTRIBUTION.md",
                     "share/nearby/Assets/styles/openmaptiles.json", "share/nearby/Assets/styles/mapbox-streets-v7.json",
                     "share/man/man1/nearby.1", "share/bash-completion/completions/nearby", "share/zsh/site-functions/_nearby"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + path), path)
        }
        // From an unrelated directory, with no build tree above it: the binary finds its Assets.
        let data = directory.appendingPathComponent("data").path
        let list = try Spawn.run(["sh", "-c", "cd / && XDG_DATA_HOME='\(data)' '\(prefix)/bin/nearby' list --format json"])
        XCTAssertEqual(list.status, 0, list.error)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        XCTAssertGreaterThan(rows.count, 10)
        XCTAssertEqual(Set(rows[0].keys), ["id", "name", "address", "lat", "lon", "distance_m", "provider", "near",
                                           "opening_hours", "open", "next_change", "phone", "website", "walk_m", "walk_s",
                                           "wifi", "power", "outdoor", "indoor", "wheelchair"])
        XCTAssertNotNil(rows[0]["walk_s"] as? Double, "the installed extract gives walking times with no set-up")
        XCTAssertEqual(rows[0]["near"] as? String, "Helsinki, FI", "the installed gazetteer names the venue's place")
        XCTAssertEqual(rows.filter { $0["opening_hours"] is String }.isEmpty, false, "the installed cafés carry their hours")

        let uninstall = try make(["uninstall", "PREFIX=\(prefix)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.error)
        let left = FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String }
            .filter { !($0.hasSuffix("bin") || $0.hasPrefix("share") && !$0.contains("nearby")) } ?? []
        XCTAssertEqual(left, [], "uninstall left files behind")
    }

    func testManPageIsWellFormed() throws {
        let page = Tmux.packageRoot.appendingPathComponent("doc/nearby.1").path
        let groff = try Spawn.run(["groff", "-man", "-ww", "-z", page])
        XCTAssertEqual(groff.status, 0)
        XCTAssertEqual(groff.error, "", "groff warnings")
        let text = try Spawn.run(["sh", "-c", "MANWIDTH=80 man -l '\(page)' | col -b"]).output
        for section in ["SYNOPSIS", "OPTIONS", "KEYS", "PROVIDERS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
                        "© OpenStreetMap contributors"] {
            XCTAssertTrue(text.contains(section), section)
        }
        for option in ["--at", "--near", "--provider", "--base-url", "--query", "--category", "--radius", "--limit", "--span",
                       "--distance-filter", "--db", "--route", "--speed", "--log", "--ascii", "--lang", "--fetch", "--format",
                       "--strict"] {
            XCTAssertTrue(text.contains(option), "man page lacks \(option)")
        }
    }

    func testDebianPackageInstallsRunsAndPurges() throws {
        guard (try? Spawn.run(["dpkg", "--version"]))?.status == 0 else {
            throw XCTSkip("dpkg is not available: the .deb test is skipped")
        }
        // The package is staged and written in the test's folder: nothing goes into the repository.
        let output = directory.appendingPathComponent("deb-out").path
        let build = try make(["deb", "DEB_DIR=\(output)"])
        XCTAssertEqual(build.status, 0, build.error)
        let debPath = String(try XCTUnwrap(build.output.split(separator: "\n").last { $0.hasPrefix("built ") }).dropFirst(6))
        XCTAssertTrue(debPath.hasPrefix(output + "/nearby_") && debPath.hasSuffix(".deb"), debPath)
        let info = try Spawn.run(["dpkg-deb", "--info", debPath])
        XCTAssertTrue(info.output.contains("Package: nearby"))

        // A private dpkg root: the test never touches the machine's own packages.
        let root = directory.appendingPathComponent("root").path
        try FileManager.default.createDirectory(atPath: root + "/var/lib/dpkg/updates", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/var/lib/dpkg/info", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: Data())
        let dpkg = ["dpkg", "--root=\(root)", "--force-not-root", "--force-depends", "--force-script-chrootless",
                    "--log=/dev/null"]
        let install = try Spawn.run(dpkg + ["-i", debPath])
        XCTAssertEqual(install.status, 0, install.output + install.error)
        let list = try Spawn.run(["sh", "-c", "cd / && XDG_DATA_HOME='\(root)/data' '\(root)/usr/bin/nearby' list --format tsv"])
        XCTAssertEqual(list.status, 0, list.error)
        XCTAssertTrue(list.output.hasPrefix("id\tname\taddress\tlat\tlon\tdistance_m\tprovider\n"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/usr/share/man/man1/nearby.1.gz"))

        let purge = try Spawn.run(dpkg + ["--purge", "nearby"])
        XCTAssertEqual(purge.status, 0, purge.output + purge.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/usr/bin/nearby"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/usr/share/nearby"))
    }
}
