import Foundation
import XCTest

@testable import LogbookFormats
@testable import LogbookSupport

/// One workout's heart-rate records are gathered and sorted without being held: a spool
/// keeps a bounded number in memory, and records out of time order are sorted in runs.
final class HeartRateSeriesTests: XCTestCase {
    /// The reference: sorted by time, the last in file order of each instant.
    private func reference(_ records: [HeartRateRecord]) -> [HeartRateRecord] {
        var result: [HeartRateRecord] = []
        for record in records.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }).map(\.element) {
            if result.last?.time == record.time { result[result.count - 1] = record } else { result.append(record) }
        }
        return result
    }

    /// 20,000 records in a shuffled order, every tenth instant given twice: with 64 records
    /// in memory and runs of 1,000, the result is the reference's, from 20 merged runs.
    func testRecordsOutOfOrderAreSortedInRunsAndMadeUnique() {
        var generator = SystemRandomNumberGenerator()
        var records = (0..<18_000).map { HeartRateRecord(time: 1_700_000_000 + Double($0) * 5, bpm: Float(100 + $0 % 80)) }
        for index in stride(from: 0, to: 18_000, by: 9) {
            records.append(HeartRateRecord(time: records[index].time, bpm: 200))
        }
        records.shuffle(using: &generator)
        let series = HeartRateSeries(SpoolSettings(memoryLimit: 64), runSize: 1_000)
        for record in records { series.append(record) }
        XCTAssertFalse(series.inOrder)
        XCTAssertTrue(series.hasSpilled)
        let sorted = series.finish()
        XCTAssertEqual(series.mergedRunCount, 20)
        XCTAssertNil(sorted.failure)
        XCTAssertEqual(sorted.count, 18_000)
        XCTAssertTrue(sorted.spool.hasSpilled)
        XCTAssertLessThanOrEqual(sorted.spool.heldCount, 64)
        XCTAssertEqual(sorted.spool.values(0..<sorted.count), reference(records))
    }

    /// Records in time order (what Apple writes) are not sorted again, only made unique.
    func testRecordsInOrderAreNotSortedAgain() {
        let records = (0..<5_000).map { HeartRateRecord(time: Double($0 / 2), bpm: Float($0 % 7 + 100)) }
        let series = HeartRateSeries(SpoolSettings(memoryLimit: 100), runSize: 1_000)
        for record in records { series.append(record) }
        let sorted = series.finish()
        XCTAssertTrue(series.inOrder)
        XCTAssertEqual(series.mergedRunCount, 0)
        XCTAssertEqual(sorted.count, 2_500)
        XCTAssertEqual(sorted.spool.values(0..<sorted.count), reference(records))
        // Read by index through one chunk: the same records.
        XCTAssertEqual(sorted[2_499], HeartRateRecord(time: 2_499, bpm: Float(4_999 % 7 + 100)))
        XCTAssertEqual(sorted[3], HeartRateRecord(time: 3, bpm: Float(7 % 7 + 100)))
        XCTAssertEqual(sorted.maximum, 106)
    }

    /// The join reads the records by index: the time-weighted mean of 1 Hz readings
    /// alternating 100 and 140 is 120, and a point between two readings carries the line.
    func testTheJoinReadsSpooledRecords() {
        let series = HeartRateSeries(SpoolSettings(memoryLimit: 16))
        for second in 0..<1_000 { series.append(HeartRateRecord(time: Double(second), bpm: second % 2 == 0 ? 100 : 140)) }
        let records = series.finish()
        XCTAssertEqual(HeartRateJoin.timeWeightedMean(records) ?? 0, 120, accuracy: 1e-9)
        var cursor = 0
        XCTAssertEqual(HeartRateJoin.value(at: 500.25, in: records, cursor: &cursor) ?? 0, 110, accuracy: 1e-4)
        XCTAssertEqual(HeartRateJoin.value(at: 998.5, in: records, cursor: &cursor) ?? 0, 120, accuracy: 1e-4)
    }
}
