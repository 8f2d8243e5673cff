import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSupport

/// The spool that keeps long tracks out of memory: what goes in comes back, in order,
/// whether it stayed in memory or went to the temporary file.
final class SpoolTests: XCTestCase {
    func testValuesUpToTheLimitStayInMemory() {
        let spool = Spool<Int>(SpoolSettings(memoryLimit: 100, folder: "/nonexistent-logbook-folder"))
        for value in 0..<100 { spool.append(value) }
        XCTAssertFalse(spool.hasSpilled)
        XCTAssertNil(spool.failure, "a spool within its limit never needs its folder")
        XCTAssertEqual(spool.values(0..<100), Array(0..<100))
        spool.append(100)
        XCTAssertTrue(spool.hasSpilled, "the 101st value sends the first 100 to the file")
        XCTAssertEqual(spool.failure, "cannot create a temporary file in /nonexistent-logbook-folder: No such file or directory")
    }

    func testAFileThatCanNoLongerBeReadGivesNothingAndSaysSo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spool = Spool<Int>(SpoolSettings(memoryLimit: 4, folder: folder.url.path))
        for value in 0..<10 { spool.append(value) }
        XCTAssertEqual(spool.values(0..<10), Array(0..<10))
        spool.loseFileForTesting()
        XCTAssertEqual(spool.values(0..<10), [], "nothing rather than the part still in memory")
        XCTAssertEqual(spool.failure, "cannot read back a temporary file in \(folder.url.path): Bad file descriptor")
    }

    func testValuesBeyondTheLimitComeBackInOrderFromAnyRange() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spool = Spool<Int>(SpoolSettings(memoryLimit: 10, folder: folder.url.path))
        for value in 0..<95 { spool.append(value * 3) }
        XCTAssertTrue(spool.hasSpilled)
        XCTAssertEqual(spool.count, 95)
        XCTAssertEqual(spool.values(0..<95), (0..<95).map { $0 * 3 })
        XCTAssertEqual(spool.values(7..<23), (7..<23).map { $0 * 3 }, "a range across two written batches")
        XCTAssertEqual(spool.values(88..<95), (88..<95).map { $0 * 3 }, "a range across the file and memory")
        XCTAssertEqual(spool.values(92..<200), [276, 279, 282], "a range past the end is cut at the end")
        XCTAssertNil(spool.failure)
        // The file is unlinked as soon as it is made: nothing is left behind, even after a kill.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
    }

    func testLongReadsComeInBoundedChunks() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let spool = Spool<Sample>(SpoolSettings(memoryLimit: 1_000, folder: folder.url.path))
        for index in 0..<10_500 {
            spool.append(Sample(offset: Double(index), point: TrackPoint(timestamp: Double(index), hr: 150), distance: Double(index) * 2.5))
        }
        var chunks: [Int] = []
        var next = 0
        var ordered = true
        spool.read(0..<10_500) { chunk in
            chunks.append(chunk.count)
            for sample in chunk {
                ordered = ordered && sample.offset == Double(next) && sample.distance == Double(next) * 2.5 && sample.point.hr == 150
                next += 1
            }
        }
        XCTAssertTrue(ordered)
        XCTAssertEqual(next, 10_500)
        // 10,000 values from the file in reads of at most 4,096, then the 500 still in memory.
        XCTAssertEqual(chunks, [4_096, 4_096, 1_808, 500])
    }

    func testAFolderThatCannotHoldTheFileIsReportedNotCrashedOn() {
        let spool = Spool<Int>(SpoolSettings(memoryLimit: 4, folder: "/nonexistent-logbook-folder"))
        for value in 0..<10 { spool.append(value) }
        XCTAssertEqual(spool.failure, "cannot create a temporary file in /nonexistent-logbook-folder: No such file or directory")
        XCTAssertEqual(spool.count, 10)
        XCTAssertEqual(spool.values(0..<10), [], "a failed spool gives nothing rather than wrong values")
    }

    func testTheRecorderCutsActivitiesAndSegmentsAndScalesCadenceOnRead() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var recorder = ActivityPointsRecorder(SpoolSettings(memoryLimit: 3, folder: folder.url.path))
        func point(_ time: Double) -> TrackPoint { TrackPoint(timestamp: time, cadence: 80) }
        recorder.endSegment()  // nothing yet: no empty segment
        for time in 0..<4 { recorder.append(point(Double(time))) }
        recorder.endSegment()
        recorder.endSegment()
        for time in 4..<6 { recorder.append(point(Double(time))) }
        let first = recorder.finishActivity(cadenceScale: 2)
        recorder.append(point(100))
        recorder.discardActivity()  // an ignored track leaves nothing in the next one
        for time in 200..<205 { recorder.append(point(Double(time))) }
        let second = recorder.finishActivity()

        XCTAssertTrue(recorder.spool.hasSpilled)
        XCTAssertEqual(first.count, 6)
        XCTAssertEqual(first.segmentCount, 2)
        XCTAssertEqual(first.segments.map { $0.map(\.timestamp) }, [[0, 1, 2, 3], [4, 5]])
        XCTAssertEqual(Set(first.segments.joined().map(\.cadence)), [160])
        XCTAssertEqual(second.segments.map { $0.map(\.timestamp) }, [[200, 201, 202, 203, 204]])
        XCTAssertEqual(Set(second.segments.joined().map(\.cadence)), [80])
        XCTAssertEqual(first, ActivityPoints(segments: [(0..<4).map { TrackPoint(timestamp: Double($0), cadence: 160) },
                                                        (4..<6).map { TrackPoint(timestamp: Double($0), cadence: 160) }]))
    }
}
