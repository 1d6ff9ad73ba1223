import Foundation
import XCTest

/// `doc/ARCHITECTURE.md` is the truth about the targets: its table must be exactly the targets of
/// `Package.swift` with their dependencies, lowest first, and every type a flow names must be
/// declared where the flow says. A target moved or a dependency added without the doc fails here.
final class ArchitectureTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The library and executable targets of Package.swift (C modules and tests aside), each with
    /// the names it depends on.
    private func packageGraph() throws -> [String: Set<String>] {
        let package = try text("Package.swift")
        let pattern = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget)\(\s*name: "([\w-]+)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
        var graph: [String: Set<String>] = [:]
        let range = NSRange(package.startIndex..., in: package)
        for match in pattern.matches(in: package, range: range) {
            let name = String(package[Range(match.range(at: 1), in: package)!])
            guard name.hasPrefix("Nearby") || name.hasPrefix("nearby"), name != "NearbyTestSupport" else { continue }
            var deps: Set<String> = []
            if let r = Range(match.range(at: 2), in: package) {
                deps = Set(package[r].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty })
            }
            graph[name] = deps
        }
        return graph
    }

    /// The doc's target table, in its order.
    private func documentedGraph() throws -> [(name: String, deps: Set<String>)] {
        let doc = try text("doc/ARCHITECTURE.md")
        var rows: [(String, Set<String>)] = []
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let deps = cells[2] == "—" ? [] : cells[2].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
            rows.append((name, Set(deps)))
        }
        return rows
    }

    func testTheTargetTableIsPackageSwift() throws {
        let package = try packageGraph()
        let documented = try documentedGraph()
        XCTAssertGreaterThan(package.count, 10, "Package.swift's targets were not found")
        XCTAssertEqual(Set(documented.map(\.name)), Set(package.keys), "targets in the doc vs Package.swift")
        for row in documented {
            XCTAssertEqual(row.deps, package[row.name], "dependencies of \(row.name)")
        }
    }

    func testDependenciesPointOneWay() throws {
        let documented = try documentedGraph()
        var seen: Set<String> = ["CSQLite", "CCurl", "CNcursesw", "CZlib", "CShims", "CCurlShims", "CMalloc", "NearbyTestSupport"]
        for row in documented {
            for dep in row.deps {
                XCTAssertTrue(seen.contains(dep), "\(row.name) depends on \(dep), which stands below it")
            }
            seen.insert(row.name)
        }
    }

    func testEveryTypeOfAFlowLivesWhereTheDocSays() throws {
        let doc = try text("doc/ARCHITECTURE.md")
        let flows = doc.components(separatedBy: "## The three flows").last ?? ""
        let step = try NSRegularExpression(pattern: #"`([A-Z]\w*)(?:\.\w+)?` \(`([\w-]+)`"#)
        var checked = 0
        for match in step.matches(in: flows, range: NSRange(flows.startIndex..., in: flows)) {
            let type = String(flows[Range(match.range(at: 1), in: flows)!])
            let target = String(flows[Range(match.range(at: 2), in: flows)!])
            XCTAssertTrue(try declares(target: target, type: type), "\(type) is not declared in \(target)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 30, "the flows name too few types to be read")
        let homes = flows.split(separator: "\n").filter { $0.hasPrefix("home: ") }
        XCTAssertEqual(homes.count, 3)
        for home in homes {
            XCTAssertLessThanOrEqual(home.split(separator: ",").count, 2, "a flow's home is at most two targets: \(home)")
        }
    }

    /// Each C module has one home: libcurl (its headers and its shims) is NearbyHTTP's alone,
    /// ncurses' and the signals' shims NearbyTerminal's; no other target depends on or imports them.
    func testEachCModuleIsImportedByTheOneTargetThatOwnsIt() throws {
        let owners = ["CCurl": "NearbyHTTP", "CCurlShims": "NearbyHTTP", "CShims": "NearbyTerminal", "CMalloc": "nearby"]
        for (target, deps) in try packageGraph() {
            for (module, owner) in owners where target != owner {
                XCTAssertFalse(deps.contains(module), "\(target) depends on \(module), which is \(owner)'s")
            }
        }
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var read = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            let target = file.path.dropFirst(sources.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
            let source = try String(contentsOf: file, encoding: .utf8)
            read += 1
            for line in source.split(separator: "\n") where line.hasPrefix("import C") {
                let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
                guard let owner = owners[module] else { continue }
                XCTAssertEqual(target, owner, "\(file.lastPathComponent) in \(target) imports \(module)")
            }
        }
        XCTAssertGreaterThan(read, 100, "the sources were not found")
    }

    private func declares(target: String, type: String) throws -> Bool {
        let folder = Self.root.appendingPathComponent("Sources/" + target)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return false }
        let pattern = try NSRegularExpression(
            pattern: #"^(?:public |package )?(?:final )?(?:indirect )?(?:struct|class|enum|protocol|actor|typealias) "# + type + #"\b"#,
            options: .anchorsMatchLines)
        for case let file as URL in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            if pattern.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)) != nil { return true }
        }
        return false
    }
}
