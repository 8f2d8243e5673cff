import XCTest
@testable import LogbookModel

/// The best-copy ranking: each criterion decides only when every one before it is equal, a
/// criterion one copy cannot tell is passed over, and the words are merged, never ranked.
final class RunRichnessTests: XCTestCase {
    /// A copy with everything known; each test changes one thing.
    private func copy(
        samples: Int = 300, offset: Bool = true, device: Bool = true, format: String = "fit", heartRate: Bool = true,
        cadence: Bool = true
    ) -> RunRichness {
        RunRichness(
            hasSamples: samples > 0, hasHeartRate: heartRate, hasStatedOffset: offset, hasDeviceTotals: device,
            format: format, hasCadence: cadence, sampleCount: samples)
    }

    func testEachCriterionInItsOrder() {
        // 1. samples over none, whatever the rest.
        XCTAssertTrue(copy(samples: 1, offset: false, device: false, format: "gpx", heartRate: false, cadence: false)
            .isRicher(than: copy(samples: 0)))
        // 2. a stated offset over an assumed one, before device totals and format.
        XCTAssertTrue(copy(device: false, format: "gpx").isRicher(than: copy(offset: false)))
        // 3. device totals, before the format.
        XCTAssertTrue(copy(format: "tcx").isRicher(than: copy(device: false)))
        // 4. FIT > TCX > GPX > CSV, before heart rate and cadence.
        XCTAssertTrue(copy(format: "fit", heartRate: false, cadence: false).isRicher(than: copy(format: "tcx")))
        XCTAssertTrue(copy(format: "tcx").isRicher(than: copy(format: "gpx")))
        XCTAssertTrue(copy(samples: 0, format: "gpx").isRicher(than: copy(samples: 0, format: "csv")))
        XCTAssertEqual([4, 3, 2, 1, 0], ["fit", "tcx", "gpx", "csv", "health"].map(RunRichness.formatRank))
        // 5. heart rate and cadence: both over one, one over none; before the number of samples.
        XCTAssertTrue(copy(samples: 10).isRicher(than: copy(samples: 900, cadence: false)))
        XCTAssertTrue(copy(samples: 10, cadence: false).isRicher(than: copy(samples: 900, heartRate: false, cadence: false)))
        XCTAssertEqual(copy(heartRate: false).compare(copy(cadence: false)), .same)
        // 6. more samples.
        XCTAssertTrue(copy(samples: 301).isRicher(than: copy(samples: 300)))
        XCTAssertEqual(copy().compare(copy()), .same)
        XCTAssertEqual(copy(samples: 300).compare(copy(samples: 301)), .below)
    }

    func testUnknownCriteriaArePassedOver() {
        // A stored run whose offset and device totals were never recorded: the format decides.
        let stored = RunRichness(hasSamples: true, hasHeartRate: true, format: "gpx", hasCadence: false, sampleCount: 900)
        XCTAssertTrue(copy(offset: false, device: false, format: "fit", cadence: false).isRicher(than: stored))
        XCTAssertFalse(stored.isRicher(than: copy(offset: false, device: false, format: "fit", cadence: false)))
        // Only samples and heart rate known (what older callers give): heart rate alone counts.
        XCTAssertTrue(RunRichness(hasSamples: true, hasHeartRate: true).isRicher(than: RunRichness(hasSamples: true, hasHeartRate: false)))
        XCTAssertEqual(RunRichness(hasSamples: true, hasHeartRate: true).compare(copy()), .same)
    }

    func testTheRankingIsATotalOrderOverTheCopiesOfOneRun() {
        var copies: [RunRichness] = []
        for samples in [0, 200, 300] {
            for offset in [false, true] {
                for format in ["csv", "gpx", "tcx", "fit"] {
                    for heartRate in [false, true] { copies.append(copy(samples: samples, offset: offset, format: format, heartRate: heartRate)) }
                }
            }
        }
        for a in copies {
            for b in copies {
                XCTAssertEqual(a.isRicher(than: b), b.compare(a) == .below)
                if a.compare(b) == .same { XCTAssertEqual(a, b) }
                for c in copies where a.isRicher(than: b) && b.isRicher(than: c) { XCTAssertTrue(a.isRicher(than: c)) }
            }
        }
    }

    /// A whole copy beats a recovered one whatever else the recovered one carries; a copy
    /// whose wholeness is not known passes the criterion over.
    func testAWholeCopyRanksAboveARecoveredOne() {
        let recovered = RunRichness(
            hasSamples: true, hasHeartRate: true, hasStatedOffset: true, hasDeviceTotals: true, format: "fit",
            hasCadence: true, sampleCount: 5000, isWhole: false)
        let wholeGPX = RunRichness(
            hasSamples: true, hasHeartRate: false, hasStatedOffset: false, hasDeviceTotals: false, format: "gpx",
            hasCadence: false, sampleCount: 100, isWhole: true)
        XCTAssertEqual(wholeGPX.compare(recovered), .above)
        XCTAssertEqual(recovered.compare(wholeGPX), .below)
        var unknown = wholeGPX
        unknown.isWhole = nil
        XCTAssertEqual(recovered.compare(unknown), .above)
    }

    /// A recovered copy holds only the start of its run: it is the same run as any whole copy
    /// that starts with it and is not shorter than it.
    func testARecoveredCopyMatchesTheLongerWholeRun() {
        func same(_ distance: Double, _ other: Double, recovered: Bool = false, otherRecovered: Bool = false) -> Bool {
            DuplicateRule.isSameRun(
                sport: "running", start: 1_000, distance: distance, otherSport: "running", otherStart: 1_030,
                otherDistance: other, recovered: recovered, otherRecovered: otherRecovered)
        }
        XCTAssertFalse(same(2_700, 5_397))
        XCTAssertTrue(same(2_700, 5_397, recovered: true))
        XCTAssertTrue(same(5_397, 2_700, otherRecovered: true))
        XCTAssertFalse(same(5_397, 2_700, recovered: true), "a recovered copy longer than the whole one is another run")
        XCTAssertTrue(same(5_500, 5_397, recovered: true), "within 3 %")
        XCTAssertTrue(same(900, 4_000, recovered: true, otherRecovered: true))
    }

    func testWordsAreMergedNotRanked() {
        let named = RunWords(name: "Laufen Landal Park", description: nil, gear: "Pegasus", commute: nil)
        let watch = RunWords(name: nil, description: "felt good", gear: nil, commute: true)
        XCTAssertEqual(
            RunWordMerge.merged(stored: named, arriving: watch),
            RunWords(name: "Laufen Landal Park", description: "felt good", gear: "Pegasus", commute: true))
        XCTAssertEqual(
            RunWordMerge.merged(stored: watch, arriving: named),
            RunWords(name: "Laufen Landal Park", description: "felt good", gear: "Pegasus", commute: true))
        // Two names: the one stored first stays.
        XCTAssertEqual(RunWordMerge.merged(stored: named, arriving: RunWords(name: "Morning Run")).name, "Laufen Landal Park")
        // A word the runner edited away (cleared) stays away.
        XCTAssertNil(RunWordMerge.merged(stored: RunWords(), arriving: named, edited: [.name]).name)
        XCTAssertEqual(RunWordMerge.merged(stored: RunWords(), arriving: named, edited: [.name]).gear, "Pegasus")
    }
}
