import Foundation
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

/// The reader list is the one source of format names: the schema allows exactly its
/// stored names, messages name exactly its formats, and its tests exclude each other.
final class FormatRegistryTests: XCTestCase {
    func testTheSchemaAllowsExactlyTheStoredNamesOfTheReaderList() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        let sql = try XCTUnwrap(
            database.scalar("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'import_files'").stringValue)
        // The CHECK (format IN ('gpx', ...)) list, read from the migrated schema.
        let check = try XCTUnwrap(sql.range(of: #"format\s+IN\s*\(([^)]*)\)"#, options: .regularExpression))
        let list = sql[check].drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        let allowed = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '\n")) }
        XCTAssertEqual(Set(allowed), Set(FileFormat.allCases.map(\.storedName)))
        XCTAssertEqual(allowed.count, FileFormat.allCases.count)
        // And the store refuses a name outside the list.
        XCTAssertThrowsError(
            try RunStore(database: database).recordFile(sha256: String(repeating: "a", count: 64), name: "x", format: "kml", importedAt: 0)
        ) { error in
            XCTAssertEqual((error as? SQLiteError)?.code, .constraintCheck)
        }
    }

    func testMessagesNameEveryFormatOfTheList() throws {
        XCTAssertEqual(FileFormat.allCases.map(\.displayName), ["GPX", "TCX", "CSV", "FIT", "Apple Health"])
        XCTAssertEqual(FileFormat.displayNames, "GPX, TCX, CSV, FIT or Apple Health")
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
        XCTAssertThrowsError(try importer.build(ImportInput(data: Data("<kml/>".utf8), displayName: "a.kml"))) { error in
            XCTAssertEqual("\(error)", "a.kml:1: unknown format: not a GPX, TCX, CSV, FIT or Apple Health file")
        }
    }

    func testEachPrefixMatchesAtMostOneFormat() {
        var fit = [UInt8](repeating: 0, count: 14)
        fit[0] = 14
        fit[8...11] = [0x2E, 0x46, 0x49, 0x54]
        let prefixes: [([UInt8], FileFormat?)] = [
            (Array("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">".utf8), .gpx),
            (Array("<TrainingCenterDatabase xmlns=\"x\">".utf8), .tcx),
            (Array("start,sport,distance_m\n".utf8), .csv),
            (fit, .fit),
            (Array("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData (Record)*>\n".utf8), .appleHealth),
            (Array("<HealthData locale=\"en_US\">".utf8), .appleHealth),
            (Array("<kml>".utf8), nil),
            (Array("just words\n".utf8), nil),
        ]
        for (bytes, expected) in prefixes {
            let sniffed = SniffedPrefix(bytes)
            let matching = FileFormat.allCases.filter { $0.entry.matches(sniffed) }
            XCTAssertEqual(matching, expected.map { [$0] } ?? [], "\(String(decoding: bytes, as: UTF8.self))")
            XCTAssertEqual(FormatSniffer.detect(Data(bytes)), expected)
        }
    }
}
