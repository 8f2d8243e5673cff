import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookFormats
@testable import LogbookModel

/// Locates the FIT test files: MIT ones copied into Fixtures/fit, GPL/AGPL ones read from
/// ../shared/corpus/fit next to the package.
enum FITTestFiles {
    /// The URL of a fixture copied into `Fixtures/fit`.
    static func fixtureURL(_ name: String) -> URL {
        TestPaths.fixtures.appendingPathComponent("fit/\(name)")
    }

    /// A fixture copied into `Fixtures/fit`.
    static func fixture(_ name: String) -> ImportInput {
        ImportInput(file: fixtureURL(name), displayName: name)
    }

    /// The bytes of a fixture.
    static func fixtureBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtureURL(name)))
    }

    /// A GPL/AGPL corpus file, or a skip when the corpus folder is absent.
    static func corpus(_ name: String) throws -> ImportInput {
        try XMLReaderTestFiles.corpus("fit/\(name)")
    }

    /// How many points of an activity carry each value.
    struct Coverage: Equatable {
        var segments: [Int]
        var heartRate: Int
        var cadence: Int
        var position: Int
        var distance: Int
        var elevation: Int
    }

    static func coverage(_ activity: ParsedActivity) -> Coverage {
        let points = activity.segments.flatMap { $0 }
        return Coverage(
            segments: activity.segments.map(\.count),
            heartRate: points.filter { !$0.hr.isNaN }.count,
            cadence: points.filter { !$0.cadence.isNaN }.count,
            position: points.filter(\.hasPosition).count,
            distance: points.filter { !$0.deviceDistance.isNaN }.count,
            elevation: points.filter { !$0.ele.isNaN }.count)
    }

    /// The stated start's UTC seconds, or `.nan`.
    static func startUTC(_ activity: ParsedActivity) -> Double {
        if case .absolute(let utc, _) = activity.statedStart { return utc }
        return .nan
    }

    /// The reason of the `ImportError` that reading `bytes` throws, or `nil` when it reads.
    static func rejection(_ bytes: [UInt8], file: String = "test.fit") -> String? {
        do {
            _ = try FITReader.read(bytes: bytes, file: file)
            return nil
        } catch {
            return error.reason
        }
    }
}
