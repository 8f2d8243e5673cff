import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats

/// Memory does not grow with the number of workouts read: an export of 10,000 workouts is
/// read with about as much memory as one of 1,000. Workouts, their heart rate and their
/// points are spooled, and each activity is handed on and forgotten as soon as it is read.
///
/// The figure is the growth of the process's peak resident memory while the export is read
/// (`PeakMemory`): about 4 KiB more for 9,000 more workouts here, where before workouts were
/// spooled and streamed each took 1 to 2 KiB more (about 9 MB). The bound, 1.5 MiB, is
/// hundreds of times the usual figure, so no busy machine reaches it.
///
/// An import and a refresh keep a line per run for their report (130 bytes and 1 KiB), so
/// their in-process growth sat within 2x of any bound that would still catch a regression,
/// and a loaded machine once crossed it: their memory is measured in the benchmark instead
/// (`Tests/Bench/run.sh --only health-zip`: a whole export imported, then refreshed, each
/// held to 64 MiB).
final class AppleHealthMemoryTests: XCTestCase {
    typealias Text = HealthExportText
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Writes an export of `count` runs, one every eight hours from 2015-01-01, to a file, and
    /// returns it: 20-minute summary runs (no route, no heart rate).
    private func export(workouts count: Int) throws -> URL {
        let first = 1_420_099_200.0  // 2015-01-01 08:00 UTC
        var body: [String] = []
        body.reserveCapacity(count)
        for index in 0..<count {
            let start = first + Double(index) * 8 * 3600
            body.append(Text.workout(Text.Workout(
                start: start, end: start + 1200, offset: 3600, durationMinutes: 20,
                distance: index % 2 == 0
                    ? .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 4, unit: "km")
                    : .attributes(total: 4, unit: "km"),
                timeZone: "Europe/Zurich", pauses: [(start + 300, start + 330)])))
        }
        let url = folder.url.appendingPathComponent("export-\(count).xml")
        try Data(Text.document(body, prolog: Text.prolog(malformed: false)).utf8).write(to: url)
        return url
    }

    func testReadingTenTimesTheWorkoutsTakesNoMoreMemory() throws {
        var growth: [Int: Int] = [:]
        for count in [1_000, 10_000] {
            let url = try export(workouts: count)
            var read = 0
            growth[count] = try PeakMemory.growth {
                _ = try AppleHealthReader.readEach(ImportInput(file: url)) { activity in
                    read += 1
                    XCTAssertEqual(activity.summary.distance, 4000)
                }
            }
            XCTAssertEqual(read, count)
        }
        let small = try XCTUnwrap(growth[1_000]), large = try XCTUnwrap(growth[10_000])
        XCTAssertLessThan(large - small, 3 << 19, "reading 9,000 more workouts took \(large - small) more bytes")
    }
}
