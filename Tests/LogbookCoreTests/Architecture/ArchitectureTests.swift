import Foundation
import XCTest

/// The architecture's boundaries, read from the source tree (found from this file's path,
/// so the test runs on any clone): no module re-exports another; the executable imports
/// neither the store nor SQLite and names no connection, statement, transaction or query
/// type; SQL statements are written only in the store and SQLite targets; the executable's
/// output code calls no command. Each check is also fed a bad snippet, to show it can fail.
final class ArchitectureTests: XCTestCase {
    /// The package root: three folders above this file (`Tests/LogbookCoreTests/Architecture`).
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The targets whose strings may hold SQL: the store, the SQLite wrapper, and the build
    /// and measuring tools that read a logbook file as a file (the migrations embedder, the
    /// benchmark). `Migrations/` is SQL by design and holds no Swift.
    private static let sqlTargets = ["LogbookStore", "LogbookSQLite", "MigrationsEmbedder", "LogbookBench"]

    /// The Swift files under `folder` of the package, as (path from the root, text).
    private func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = Self.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            XCTFail("cannot read \(base.path)")
            return []
        }
        var files: [(path: String, text: String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(Self.root.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        XCTAssertFalse(files.isEmpty, "no Swift file under \(base.path)")
        return files.sorted { $0.path < $1.path }
    }

    /// What `check` finds in the Swift files under `folders` that `keep` keeps, each as
    /// `path:finding`.
    private func findings(
        under folders: [String], keeping keep: (String) -> Bool = { _ in true }, _ check: (String) -> [String]
    ) throws -> [String] {
        try folders.flatMap { try swiftFiles(under: $0) }.filter { keep($0.path) }.flatMap { file in
            check(file.text).map { "\(file.path):\($0)" }
        }
    }

    func testNoModuleReexportsAnother() throws {
        let found = try findings(under: ["Sources", "Tests", "Plugins"]) { BoundaryRules.reexports(in: $0).map(String.init) }
        XCTAssertEqual(found, [], "\(BoundaryRules.reexport) makes a layer's boundary a convention the compiler does not hold")
    }

    func testTheExecutableReachesTheLogbookThroughTheCoreAlone() throws {
        let found = try findings(under: ["Sources/logbook"], BoundaryRules.executableBreaches)
        XCTAssertEqual(found, [], "the executable names the store: move that into a LogbookCore use case")
    }

    func testSQLIsWrittenOnlyInTheStore() throws {
        let found = try findings(under: ["Sources"], keeping: { path in !Self.sqlTargets.contains { path.hasPrefix("Sources/\($0)/") } },
            BoundaryRules.sqlStatements)
        XCTAssertEqual(found, [], "an SQL statement outside the store: give the store a named method for it")
    }

    func testOutputCodeCallsNoCommand() throws {
        let found = try findings(under: ["Sources/logbook/Output"], BoundaryRules.commandNames)
        XCTAssertEqual(found, [], "output code calls a command: move the shared piece into Output")
    }

    /// The cycles between folders that are left, each a target's: the test fails on a new one,
    /// and when one of these is broken (then it comes off the list).
    private static let knownFolderCycles = [
        "LogbookAnalysis: Analysis <-> Building",
        "LogbookFormats: Archive <-> Input",
        "LogbookStore: Migrating <-> Opening",
    ]

    func testNoTwoFoldersOfATargetDependOnEachOther() throws {
        let targets = [
            "LogbookSupport", "LogbookSQLite", "LogbookModel", "LogbookAnalysis", "LogbookFormats", "LogbookStore", "LogbookCore",
            "logbook",
        ]
        var found: [String] = []
        for target in targets {
            let files = try swiftFiles(under: "Sources/\(target)").map { file in
                (path: String(file.path.dropFirst("Sources/\(target)/".count)), text: file.text)
            }
            found += BoundaryRules.folderCycles(files).map { "\(target): \($0)" }
        }
        XCTAssertEqual(found, Self.knownFolderCycles, "move the piece both folders use down, into a folder of its own")
    }

    func testEachCheckFindsABadSnippet() {
        XCTAssertEqual(BoundaryRules.reexports(in: "import Foundation\n\(BoundaryRules.reexport) import LogbookModel\n"), [2])
        XCTAssertEqual(BoundaryRules.reexports(in: "// \(BoundaryRules.reexport) in a comment\nlet a = 1\n"), [])

        XCTAssertEqual(
            BoundaryRules.executableBreaches(in: "import LogbookCore\nimport LogbookStore\n@testable import LogbookSQLite\n"),
            ["2: import LogbookStore", "3: import LogbookSQLite"])
        XCTAssertEqual(
            BoundaryRules.executableBreaches(in: "let d: Database = x\ntry d.inTransaction { try RunQueries(database: d).count() }\n"),
            ["1: Database", "2: inTransaction", "2: RunQueries"])
        XCTAssertEqual(BoundaryRules.executableBreaches(in: "let s = try logbook.database.prepare(sql) as Statement\n"), ["1: Statement"])
        XCTAssertEqual(
            BoundaryRules.executableBreaches(in: "let help = \"each file in one transaction\" // a Database\nlet option = DatabaseOption()\n"), [])

        XCTAssertEqual(BoundaryRules.sqlStatements(in: "let n = try database.scalar(\"SELECT count(*) FROM runs\")\n"), ["1: SELECT count(*) FROM"])
        XCTAssertEqual(
            BoundaryRules.sqlStatements(in: "let a = 1\nrun(\"INSERT OR IGNORE INTO gear (name) VALUES (?)\")\n"),
            ["2: INSERT OR IGNORE INTO"])
        XCTAssertEqual(BoundaryRules.sqlStatements(in: "x(\"UPDATE runs SET name = ? WHERE id = \\(id)\")\n"), ["1: UPDATE runs SET"])
        XCTAssertEqual(BoundaryRules.sqlStatements(in: "x(\"DELETE FROM samples WHERE run_id = ?\")\n"), ["1: DELETE FROM"])
        XCTAssertEqual(BoundaryRules.sqlStatements(in: "let s = \"\"\"\n    CREATE TABLE t (a)\n    \"\"\"\n"), ["1: CREATE TABLE"])
        XCTAssertEqual(BoundaryRules.sqlStatements(in: "let r = #\"SELECT id FROM runs\"#\n"), ["1: SELECT id FROM"])
        XCTAssertEqual(
            BoundaryRules.sqlStatements(in: "// SELECT id FROM runs, in a comment\nlet t = \"Select the runs from a week\"\n"), [])

        XCTAssertEqual(
            BoundaryRules.commandNames(in: "let text = ShowCommand.distanceText(run)\nlet row = StatsCommand.jsonRow(r)\n"),
            ["1: ShowCommand", "2: StatsCommand"])
        XCTAssertEqual(BoundaryRules.commandNames(in: "/// as `ShowCommand` prints it\nlet help = \"see StatsCommand\"\n"), [])

        let cycle: [(path: String, text: String)] = [
            ("Import/Importer.swift", "public struct Importer {\n    let packed: PackedOriginal\n}\n"),
            ("Originals/PackedOriginal.swift", "public struct PackedOriginal {\n    func store(_ importer: Importer) {}\n}\n"),
            ("Trim/RunTrimmer.swift", "struct RunTrimmer {\n    let importer: Importer  // PackedOriginal in a comment\n}\n"),
            ("Root.swift", "enum Root { static let a = RunTrimmer.self }\n"),
        ]
        XCTAssertEqual(BoundaryRules.folderCycles(cycle), ["Import <-> Originals"])
        XCTAssertEqual(BoundaryRules.folderCycles(Array(cycle.dropFirst())), [])
    }
}
