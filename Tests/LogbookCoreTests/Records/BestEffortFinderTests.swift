import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookStore

final class BestEffortFinderTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 2 km at 5:00/km, a fast km at 3:00/km, then 40 km at about 4:45/km with a ripple:
    /// imported as GPX, every standard distance equals the brute-force reference of the
    /// generated points within 0.5 s.
    func testEveryStandardDistanceMatchesABruteForceReference() throws {
        let database = try CleanupFixtures.database(in: folder)
        let points = EffortTracks.points(legs: [(600, 1000.0 / 300), (180, 1000.0 / 180), (11_400, 1000.0 / 285)], wobble: 0.4)
        let id = try XCTUnwrap(try EffortTracks.importData(EffortTracks.gpx(points), name: "fast-km.gpx", into: database).first)
        let stored = try EffortTracks.efforts(id, in: database)
        XCTAssertEqual(stored.count, 7)
        let reference = EffortTracks.rounded(points)
        for distance in RecordDistance.standard {
            let expected = try XCTUnwrap(EffortTracks.referenceBest(reference, metres: distance.metres), distance.label)
            let effort = try XCTUnwrap(stored[distance.label], distance.label)
            XCTAssertEqual(effort.time, expected, accuracy: 0.5, distance.label)
            XCTAssertEqual(effort.distance, distance.metres)
            XCTAssertEqual(effort.status, .ok, distance.label)
            XCTAssertFalse(effort.fromDevice)
        }
        // The fast km is the 1 km record: 180 s (the ripple aside), starting at 2 km.
        XCTAssertEqual(try XCTUnwrap(stored["1k"]).time, 180, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(stored["1k"]).startsAt, 2000, accuracy: 5)
        XCTAssertEqual(try XCTUnwrap(stored["400m"]).time, 72, accuracy: 1)
    }

    /// The window's end is interpolated inside its last step: at 4.05 m/s with a point every
    /// 10 s (40.5 m steps), 1 km takes 246.9 s, not the 250 s of the first point beyond it.
    func testTheEndIsInterpolatedInsideTheLastStep() {
        let samples = (0...100).map { (offsetMs: Int64($0) * 10_000, distanceDm: Int64?(Int64($0) * 405)) }
        let efforts = BestEffortFinder.find(samples, distances: [1000, 5000])
        XCTAssertEqual(efforts.count, 1)  // 4050 m cover 1 km, not 5 km
        XCTAssertEqual(efforts[0].time, 1000 / 4.05, accuracy: 1e-9)
        XCTAssertEqual(efforts[0].startsAt, 0)
    }

    /// No window spans a step of more than 60 s: two 600 m halves 61 s apart make no 1 km,
    /// the same halves 60 s apart do.
    func testNoWindowSpansARecordingGap() {
        func samples(gapMs: Int64) -> [(offsetMs: Int64, distanceDm: Int64?)] {
            let first = (0...200).map { (offsetMs: Int64($0) * 1000, distanceDm: Int64?(Int64($0) * 30)) }
            let second = (0...200).map { (offsetMs: 200_000 + gapMs + Int64($0) * 1000, distanceDm: Int64?(6000 + Int64($0) * 30)) }
            return first + second
        }
        XCTAssertEqual(BestEffortFinder.find(samples(gapMs: 61_000), distances: [1000]), [])
        let spanning = BestEffortFinder.find(samples(gapMs: 60_000), distances: [1000])
        XCTAssertEqual(spanning.count, 1)
        XCTAssertEqual(spanning[0].time, 1000 / 3 + 60, accuracy: 1e-6)
        // Samples without a distance are skipped, not read as 0 m.
        var holes = samples(gapMs: 0)
        holes[50].distanceDm = nil
        XCTAssertEqual(BestEffortFinder.find(holes, distances: [1000])[0].time, 1000 / 3, accuracy: 1e-6)
    }

    /// The same run with three one-point GPS spikes (500 m off for one second, which
    /// unfiltered would make a 400 m in a second), through the real import: every best
    /// effort identical to the spike-free run's (to 0.1 s, starting within 1 m) and the
    /// distance within 1 m. The step across each spike is measured from the point before it
    /// to the point after it, so the 5 km and 10 km windows that hold a spike lose nothing.
    func testThreeOnePointGPSSpikesLeaveEveryRecordAsWithoutThem() throws {
        let database = try CleanupFixtures.database(in: folder)
        let legs = [(600, 1000.0 / 300), (180, 1000.0 / 180), (3000, 1000.0 / 300)]
        let clean = EffortTracks.points(legs: legs)
        // The same run a day later (at the same start it would be a copy of the first).
        var spiked = EffortTracks.points(start: 1_714_636_800 + 86_400, legs: legs)
        for index in [1200, 2000, 3500] { spiked[index].lon += 500 / (EffortTracks.metresPerDegree * cos(47 * Double.pi / 180)) }
        let cleanID = try XCTUnwrap(try EffortTracks.importData(EffortTracks.gpx(clean), name: "clean.gpx", into: database).first)
        let spikedID = try XCTUnwrap(try EffortTracks.importData(EffortTracks.gpx(spiked), name: "spiked.gpx", into: database).first)
        XCTAssertNotEqual(cleanID, spikedID)
        let a = try EffortTracks.efforts(cleanID, in: database), b = try EffortTracks.efforts(spikedID, in: database)
        XCTAssertEqual(Set(a.keys), ["400m", "1k", "mile", "5k", "10k"])
        XCTAssertEqual(Set(b.keys), Set(a.keys))
        for label in a.keys.sorted() {
            let withSpikes = try XCTUnwrap(b[label]), without = try XCTUnwrap(a[label])
            XCTAssertEqual(withSpikes.time, without.time, accuracy: 0.1, label)
            XCTAssertEqual(withSpikes.startsAt, without.startsAt, accuracy: 1, label)
        }
        // 9,000 m at 5:00/km and the fast kilometre in 3:00.
        XCTAssertEqual(try XCTUnwrap(a["10k"]).time, 2880, accuracy: 0.1)
        let runs = RunQueries(database: database)
        let cleanRun = try XCTUnwrap(try runs.run(id: cleanID)), spikedRun = try XCTUnwrap(try runs.run(id: spikedID))
        XCTAssertEqual(try XCTUnwrap(cleanRun.distance), 13_000, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(spikedRun.distance), try XCTUnwrap(cleanRun.distance), accuracy: 1)
        XCTAssertTrue(b.values.allSatisfy { $0.status == .ok })
    }

    /// The consistency rule, stated exactly: a longer effort is never at a faster
    /// pace than a shorter one it contains. Between best efforts of one run that holds
    /// only where the longer distance is a whole multiple k of the shorter (the longer
    /// window splits into k shorter windows, one of which takes at most 1/k of its time);
    /// in general, with k = floor(D2 / D1), best(D1) <= best(D2) / k, up to one step
    /// (windows start at samples). Checked on 200 random runs (seeded, so a failure
    /// repeats) for every pair of distances.
    func testALongerBestNeverBeatsTheShorterWindowsItContains() {
        var generator = SplitMix64(state: 0x5EED_2026)
        let distances = RecordDistance.standard.map(\.metres).filter { $0 <= 10_000 }
        for _ in 0..<200 {
            var samples: [(offsetMs: Int64, distanceDm: Int64?)] = [(0, 0)]
            var metres = 0.0
            for second in 1...4000 {
                let unit = Double(generator.next() >> 11) / Double(UInt64(1) << 53)
                metres += (0.5 + 6 * unit) * (second % 700 < 350 ? 1 : 0.5)
                samples.append((Int64(second) * 1000, Int64((metres * 10).rounded())))
            }
            let efforts = BestEffortFinder.find(samples, distances: distances)
            for (i, short) in efforts.enumerated() {
                for long in efforts.dropFirst(i + 1) {
                    let k = (long.distance / short.distance).rounded(.down)
                    XCTAssertLessThanOrEqual(short.time, long.time / k + 1.0 + 1e-6, "\(short.distance) in \(long.distance)")
                }
            }
        }
    }

    /// Why the rule is stated that way: 1619 m run fast-slow-fast (500 m in 100 s, 609.344 m
    /// in 300 s, 510 m in 102 s). The mile from the start takes 500 s (310.7 s/km); any
    /// 1 km holds at least 490 m of the slow middle, and the best (from 619 m, 490 m slow
    /// then 510 m fast) takes 343.7 s: a best mile can be faster per km than the best 1 km.
    func testABestMileCanBeFasterPerKmThanTheBest1k() {
        var samples: [(offsetMs: Int64, distanceDm: Int64?)] = []
        var metres = 0.0
        for second in 0...502 {
            samples.append((Int64(second) * 1000, Int64((metres * 10).rounded())))
            metres += second < 100 || second >= 400 ? 5 : 609.344 / 300
        }
        let efforts = BestEffortFinder.find(samples, distances: [1000, RecordDistance.mileMetres])
        XCTAssertEqual(efforts.count, 2)
        XCTAssertEqual(efforts[1].time, 500, accuracy: 0.2)
        XCTAssertEqual(efforts[0].time, 490 / (609.344 / 300) + 102, accuracy: 0.5)
        XCTAssertLessThan(efforts[1].secondsPerKm, efforts[0].secondsPerKm)
    }

    /// The one-pass finder gives exactly (to the bit) the best window a quadratic search finds:
    /// 6 seeded runs of 6,000 samples with recording gaps (61 s) and a distance that goes
    /// back, long enough that the finder drops samples every distance has passed.
    func testTheOnePassFinderEqualsAQuadraticSearchAcrossGapsAndDroppedSamples() {
        var generator = SplitMix64(state: 0xB357_2026)
        let distances: [Double] = [400, 1000, RecordDistance.mileMetres, 5000]
        for _ in 0..<6 {
            var samples: [(offsetMs: Int64, distanceDm: Int64?)] = []
            var millis: Int64 = 0
            var decimetres: Int64 = 0
            for index in 0..<6000 {
                let unit = generator.next() >> 11
                millis += index % 2500 == 2499 ? 61_000 : 1000
                decimetres += Int64(15 + unit % 45)
                if index == 4100 { decimetres -= 100 }
                samples.append((millis, decimetres))
            }
            let found = BestEffortFinder.find(samples, distances: distances)
            let expected = distances.compactMap { Self.quadraticBest(samples, metres: $0) }
            XCTAssertEqual(found.map(\.time), expected.map(\.time))
            XCTAssertEqual(found.map(\.startsAt), expected.map(\.startsAt))
            XCTAssertEqual(found.map(\.distance), distances)
        }
    }

    /// The best window for `metres` by trying every start against every later sample of its
    /// segment (a step over 60 s, or one going back, ends a segment), with the finder's
    /// interpolation; nil when no window covers the distance.
    private static func quadraticBest(
        _ samples: [(offsetMs: Int64, distanceDm: Int64?)], metres: Double
    ) -> (time: Double, startsAt: Double)? {
        let points = samples.map { (time: Double($0.offsetMs) / 1000, distance: Double($0.distanceDm ?? 0) / 10) }
        var best: (time: Double, startsAt: Double)?
        for start in points.indices {
            var end = start + 1
            while end < points.count {
                let step = (points[end].time - points[end - 1].time, points[end].distance - points[end - 1].distance)
                if step.0 > 60 || step.0 < 0 || step.1 < 0 { break }
                if points[end].distance - points[start].distance >= metres {
                    let previous = points[end - 1], point = points[end]
                    let fraction = (points[start].distance + metres - previous.distance) / (point.distance - previous.distance)
                    let time = max(previous.time + (point.time - previous.time) * min(1, max(0, fraction)) - points[start].time, 0.001)
                    if best.map({ time < $0.time }) ?? true { best = (time, points[start].distance) }
                    break
                }
                end += 1
            }
        }
        return best
    }
}
