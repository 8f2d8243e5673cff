import Foundation
import LogbookTestSupport
import XCTest

/// libxml2 and libarchive are opened only by the reads that need them, and SQLite is
/// linked into the binary: the dynamic loader's own log (`LD_DEBUG=libs`, glibc) names
/// every library a process loads.
final class LibraryLoadingTests: XCTestCase {
    private var folder: ScratchFolder!
    private let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples")
    private let fit = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Runs `logbook arguments` (status 0; the test build unless `executable` is given) and
    /// returns the sonames the loader opened.
    private func loadedLibraries(_ arguments: [String], executable: URL? = nil) throws -> Set<String> {
        let result = try CLIRunner.run(arguments, environment: ["LD_DEBUG": "libs"], executable: executable)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr.suffix(2000))")
        var names: Set<String> = []
        for line in result.stderr.split(separator: "\n") {
            guard let range = line.range(of: "find library=") else { continue }
            names.insert(String(line[range.upperBound...].prefix { $0 != ";" && $0 != " " }))
        }
        return names
    }

    func testReadingCommandsLoadNeitherLibxml2NorLibarchive() throws {
        let db = folder.path("logbook.sqlite")
        let gpx = examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx").path
        let imported = try CLIRunner.run(["import", "--db", db, gpx])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        for command in [["--version"], ["list", "--db", db], ["show", "1", "--db", db], ["stats", "--monthly", "--db", db],
                        ["records", "--db", db], ["clean", "--db", db]] {
            let loaded = try loadedLibraries(command)
            // The log is there (the C library is always loaded), and names none of them.
            XCTAssertTrue(loaded.contains("libc.so.6"), "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libsqlite3") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libxml2") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libarchive") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libicu") }, "\(command): \(loaded.sorted())")
        }
    }

    /// The release binary as installed links the Swift runtime, SQLite and the C++ library
    /// in: a reading command loads only the C and maths libraries and libgcc_s.
    func testTheReleaseBinaryLoadsNeitherTheCXXLibraryNorSQLite() throws {
        let db = folder.path("logbook.sqlite")
        let release = try ReleaseBinary.url()
        let imported = try CLIRunner.run(["import", "--db", db, examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx").path],
                                         executable: release)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        for command in [["--version"], ["show", "1", "--db", db], ["list", "--db", db]] {
            let loaded = try loadedLibraries(command, executable: release)
            XCTAssertEqual(loaded, ["libm.so.6", "libgcc_s.so.1", "libc.so.6"], "\(command)")
        }
    }

    func testEachImportLoadsOnlyTheLibraryItsFilesNeed() throws {
        let gpx = examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx")
        let fitLoads = try loadedLibraries(["import", "--db", folder.path("fit.sqlite"), fit.path])
        XCTAssertFalse(fitLoads.contains { $0.hasPrefix("libxml2") || $0.hasPrefix("libarchive") }, "\(fitLoads.sorted())")
        XCTAssertFalse(fitLoads.contains { $0.hasPrefix("libsqlite3") }, "\(fitLoads.sorted())")
        let gpxLoads = try loadedLibraries(["import", "--db", folder.path("gpx.sqlite"), gpx.path])
        XCTAssertTrue(gpxLoads.contains("libxml2.so.2"), "\(gpxLoads.sorted())")
        XCTAssertFalse(gpxLoads.contains { $0.hasPrefix("libarchive") }, "\(gpxLoads.sorted())")
        let gz = folder.path("run.gpx.gz")
        try TestArchive.compressed(try Data(contentsOf: gpx)).write(to: URL(fileURLWithPath: gz))
        let gzLoads = try loadedLibraries(["import", "--db", folder.path("gz.sqlite"), gz])
        XCTAssertTrue(gzLoads.contains("libarchive.so.13"), "\(gzLoads.sorted())")
        XCTAssertTrue(gzLoads.contains("libxml2.so.2"), "\(gzLoads.sorted())")
        // The run read through the loaded libraries is the same as the plain file's.
        let plain = try CLIRunner.run(["list", "--db", folder.path("gpx.sqlite")])
        let packed = try CLIRunner.run(["list", "--db", folder.path("gz.sqlite")])
        XCTAssertEqual(packed.stdout, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("km"), plain.stdout)
    }
}
