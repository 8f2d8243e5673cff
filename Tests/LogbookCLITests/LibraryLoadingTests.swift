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

    func testReadingCommandsLoadNeitherLibxml2NorLibarchive() throws {
        let db = folder.path("logbook.sqlite")
        let gpx = examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx").path
        let imported = try CLIRunner.run(["import", "--db", db, gpx])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        for command in [["--version"], ["list", "--db", db], ["show", "1", "--db", db], ["stats", "--monthly", "--db", db],
                        ["records", "--db", db], ["clean", "--db", db]] {
            let loaded = try LoadedLibraries.of(command)
            // The log is there (the C library is always loaded), and names none of them.
            XCTAssertTrue(loaded.contains("libc.so.6"), "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libsqlite3") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libxml2") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libarchive") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libzstd") }, "\(command): \(loaded.sorted())")
            XCTAssertFalse(loaded.contains { $0.hasPrefix("libicu") }, "\(command): \(loaded.sorted())")
        }
    }

    func testEachImportLoadsOnlyTheLibraryItsFilesNeed() throws {
        let gpx = examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx")
        let fitLoads = try LoadedLibraries.of(["import", "--db", folder.path("fit.sqlite"), fit.path])
        XCTAssertFalse(fitLoads.contains { $0.hasPrefix("libxml2") || $0.hasPrefix("libarchive") }, "\(fitLoads.sorted())")
        XCTAssertFalse(fitLoads.contains { $0.hasPrefix("libsqlite3") }, "\(fitLoads.sorted())")
        // Keeping the file's original loads libzstd alone (no dependencies of its own); without
        // originals, nothing.
        XCTAssertTrue(fitLoads.contains("libzstd.so.1"), "\(fitLoads.sorted())")
        XCTAssertFalse(fitLoads.contains { $0.hasPrefix("libicu") }, "\(fitLoads.sorted())")
        let declined = try LoadedLibraries.of(["import", "--no-originals", "--db", folder.path("fit-none.sqlite"), fit.path])
        XCTAssertFalse(declined.contains { $0.hasPrefix("libzstd") || $0.hasPrefix("libarchive") || $0.hasPrefix("libxml2") }, "\(declined.sorted())")
        // A well-formed UTF-8 GPX file is read by logbook's own scanner: no libxml2.
        let gpxLoads = try LoadedLibraries.of(["import", "--db", folder.path("gpx.sqlite"), gpx.path])
        XCTAssertFalse(gpxLoads.contains { $0.hasPrefix("libxml2") }, "\(gpxLoads.sorted())")
        XCTAssertFalse(gpxLoads.contains { $0.hasPrefix("libarchive") }, "\(gpxLoads.sorted())")
        // One in another encoding is left to libxml2, which is then loaded and reads it.
        let latin1 = folder.path("latin1.gpx")
        let text = try String(contentsOf: gpx, encoding: .utf8)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
            .replacingOccurrences(of: "<name>Untitled</name>", with: "<name>Z\u{FC}rich</name>")
        XCTAssertTrue(text.contains("ISO-8859-1") && text.contains("Z\u{FC}rich"))
        try XCTUnwrap(text.data(using: .isoLatin1)).write(to: URL(fileURLWithPath: latin1))
        let latin1Loads = try LoadedLibraries.of(["import", "--db", folder.path("latin1.sqlite"), latin1])
        XCTAssertTrue(latin1Loads.contains("libxml2.so.2"), "\(latin1Loads.sorted())")
        let named = try CLIRunner.run(["list", "--db", folder.path("latin1.sqlite")])
        XCTAssertTrue(named.stdout.contains("Z\u{FC}rich"), named.stdout)
        let gz = folder.path("run.gpx.gz")
        try TestArchive.compressed(try Data(contentsOf: gpx)).write(to: URL(fileURLWithPath: gz))
        let gzLoads = try LoadedLibraries.of(["import", "--db", folder.path("gz.sqlite"), gz])
        XCTAssertTrue(gzLoads.contains("libarchive.so.13"), "\(gzLoads.sorted())")
        XCTAssertTrue(gzLoads.contains("libxml2.so.2"), "\(gzLoads.sorted())")
        // The run read through the loaded libraries is the same as the plain file's.
        let plain = try CLIRunner.run(["list", "--db", folder.path("gpx.sqlite")])
        let packed = try CLIRunner.run(["list", "--db", folder.path("gz.sqlite")])
        XCTAssertEqual(packed.stdout, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("km"), plain.stdout)
    }
}
