import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookStore

/// Reading a run backwards from its last sample finds the same recording tail as reading
/// all of it (`RecordingTailRule.cut`), and stops after the few samples that decide it.
final class RecordingTailSearchTests: XCTestCase {
    /// The cut the backward search gives, and how many samples it read.
    private func searchBackwards(_ samples: [TailSample]) -> (cut: TailCut?, read: Int) {
        guard let first = samples.first else { return (nil, 0) }
        var search = RecordingTailSearch(first: first, hasHeartRate: samples.contains(where: \.hasHeartRate))
        var read = 0
        for index in samples.indices.reversed() {
            read += 1
            if !search.add(samples[index], index: index) { break }
        }
        return (search.cut, read)
    }

    /// One sample every 5 s for `duration` s; heart rate up to `heartRateUntil` s;
    /// distance growing at 3 m/s up to `movingUntil` s, then standing.
    private func series(duration: Int64, heartRateUntil: Int64?, movingUntil: Int64? = nil) -> [TailSample] {
        stride(from: Int64(0), through: duration, by: 5).map { t in
            TailSample(
                offsetMs: t * 1000, distanceDm: min(t, movingUntil ?? t) * 30, hasHeartRate: heartRateUntil.map { t <= $0 } ?? false)
        }
    }

    func testTheSameCutsAsTheForwardRuleOnTheRuleExamples() throws {
        let examples = [
            series(duration: 2400, heartRateUntil: 1950), series(duration: 2100, heartRateUntil: nil, movingUntil: 1800),
            series(duration: 2400, heartRateUntil: 2000, movingUntil: 1800), series(duration: 2400, heartRateUntil: 1700, movingUntil: 1800),
            series(duration: 2400, heartRateUntil: 2345), series(duration: 2400, heartRateUntil: 2340),
            series(duration: 2400, heartRateUntil: 2400), series(duration: 600, heartRateUntil: 0),
            [TailSample(offsetMs: 0, distanceDm: 0, hasHeartRate: true)],
            (0...100).map { TailSample(offsetMs: Int64($0) * 5000, distanceDm: nil, hasHeartRate: $0 <= 80) },
        ]
        for (number, samples) in examples.enumerated() {
            XCTAssertEqual(searchBackwards(samples).cut, RecordingTailRule.cut(samples), "example \(number)")
        }
        let strapLost = try XCTUnwrap(searchBackwards(series(duration: 2400, heartRateUntil: 1950)).cut)
        XCTAssertEqual(strapLost.reason, .noHeartRate)
        XCTAssertEqual(strapLost.lastKeptIndex, 390)
        XCTAssertEqual(strapLost.removedDistance, 1350)
    }

    func testItStopsAtTheSamplesThatDecideTheCut() {
        // Heart rate and movement to the end of a 2-hour run: the last two samples decide.
        XCTAssertEqual(searchBackwards(series(duration: 7200, heartRateUntil: 7200)).read, 2)
        // The strap lost 450 s (90 samples) before the end: read back to the last reading.
        XCTAssertEqual(searchBackwards(series(duration: 7200, heartRateUntil: 6750)).read, 91)
        // Standing for the last 300 s: read back to the last step that moved.
        XCTAssertEqual(searchBackwards(series(duration: 7200, heartRateUntil: 7200, movingUntil: 6900)).read, 62)
        // No heart rate at all (the run has no average heart rate): only movement is read.
        XCTAssertEqual(searchBackwards(series(duration: 7200, heartRateUntil: nil)).read, 2)
    }

    func testTheSameCutsAsTheForwardRuleOnGeneratedRuns() {
        var generator = SystemRandomNumberGenerator()
        var reported = 0
        for round in 0..<2000 {
            let count = Int.random(in: 1...400, using: &generator)
            var offset: Int64 = 0, distance: Int64 = 0
            let strapUntil = Bool.random(using: &generator) ? count : Int.random(in: 0...count, using: &generator)
            let movingUntil = Bool.random(using: &generator) ? count : Int.random(in: 0...count, using: &generator)
            let withDistances = Int.random(in: 0..<6, using: &generator) > 0
            let noHeartRate = Int.random(in: 0..<6, using: &generator) == 0
            var samples: [TailSample] = []
            for index in 0..<count {
                // Steps of 0 to 10 s; distances never decrease, sometimes missing, sometimes within the 1 m tolerance.
                offset += Int64.random(in: 0...10, using: &generator) * 1000
                if index < movingUntil { distance += Int64.random(in: 0...40, using: &generator) }
                else if Int.random(in: 0..<4, using: &generator) == 0 { distance += Int64.random(in: 0...4, using: &generator) }
                let missingDistance = !withDistances || Int.random(in: 0..<20, using: &generator) == 0
                let heartRate = !noHeartRate && index <= strapUntil && Int.random(in: 0..<10, using: &generator) > 0
                samples.append(TailSample(offsetMs: offset, distanceDm: missingDistance ? nil : distance, hasHeartRate: heartRate))
            }
            let expected = RecordingTailRule.cut(samples)
            if expected != nil { reported += 1 }
            XCTAssertEqual(searchBackwards(samples).cut, expected, "round \(round): \(samples)")
        }
        XCTAssertGreaterThan(reported, 200, "the generated runs include many tails")
    }

    func testStoredRunsGetTheSameTailsAsReadingEverySample() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try CleanupFixtures.database(in: folder)
        let start: Int64 = 1_717_198_200
        try CleanupFixtures.store(CleanupFixtures.tailRun(start: start), in: database)
        try CleanupFixtures.store(CleanupFixtures.northRun(start: start + 86_400, legs: [(1800, 3, 150), (300, 0, 150)]), in: database)
        try CleanupFixtures.store(CleanupFixtures.northRun(start: start + 2 * 86_400, legs: [(2400, 3, 150)]), in: database)
        try CleanupFixtures.store(CleanupFixtures.northRun(start: start + 3 * 86_400, legs: [(1200, 3, nil), (200, 0, nil)]), in: database)
        try CleanupFixtures.store(CleanupFixtures.northRun(start: start + 4 * 86_400, legs: [(30, 3, 150)]), in: database)
        let queries = RunQueries(database: database)
        let search = CleanupSearch(database: database)
        var everySample: [Int64: TailCut] = [:]
        for run in try queries.storedTotals() {
            if let cut = RecordingTailRule.cut(try queries.samples(runID: run.id).map(TailSample.init)) { everySample[run.id] = cut }
        }
        XCTAssertEqual(Set(everySample.keys), [1, 2, 4])
        XCTAssertEqual(try search.tails(), everySample)
        XCTAssertEqual(try search.tails()[1]?.removedSeconds, 450)
        XCTAssertEqual(try search.tails()[2]?.reason, .noMovement)
    }
}
