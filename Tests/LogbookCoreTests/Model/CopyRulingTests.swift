import XCTest

@testable import LogbookModel

/// The best-copy ranking names the criterion that decided, and the ruling kept in
/// `runs.rulings` reads back as written.
final class CopyRulingTests: XCTestCase {
    func testTheFirstCriterionThatDiffersIsNamed() {
        let fit = RunRichness(hasSamples: true, hasHeartRate: true, hasStatedOffset: true, hasDeviceTotals: true, format: "fit", hasCadence: true, sampleCount: 10)
        var gpx = RunRichness(hasSamples: true, hasHeartRate: true, hasStatedOffset: true, hasDeviceTotals: false, format: "gpx", hasCadence: true, sampleCount: 20)
        XCTAssertEqual(fit.decide(gpx).criterion, .deviceTotals)
        XCTAssertEqual(fit.decide(gpx).rank, .above)
        gpx.hasDeviceTotals = true
        XCTAssertEqual(fit.decide(gpx).criterion, .format)
        gpx.format = "fit"
        XCTAssertEqual(fit.decide(gpx).criterion, .moreSamples)
        XCTAssertEqual(fit.decide(gpx).rank, .below)
        gpx.sampleCount = 10
        XCTAssertEqual(fit.decide(gpx).criterion, .equal)
        XCTAssertEqual(fit.decide(gpx).rank, .same)
        let summary = RunRichness(hasSamples: false, hasHeartRate: false, format: "csv")
        XCTAssertEqual(summary.decide(fit).criterion, .samples)
    }

    func testARulingRoundTripsThroughTheStoredRulings() {
        let ruling = CopyRuling(kept: "fit", setAside: "gpx", keptArrived: true, criterion: .deviceTotals)
        let rulings = RunRulings(distance: .deviceTotal, moving: .timer, sport: .file, copy: ruling)
        XCTAssertEqual(rulings.stored, "d=device_total;m=timer;s=file;c=new:fit>gpx:device_totals")
        XCTAssertEqual(RunRulings(stored: rulings.stored), rulings)
        XCTAssertNil(RunRulings(stored: "d=device_total;c=new:fit:device_totals").copy)
        XCTAssertNil(CopyRuling(kept: "fit;c=x", setAside: "gpx", keptArrived: false, criterion: .format).stored)
    }
}
