import XCTest

@testable import LogbookModel

/// The one range of a plausible heart rate and cadence (`SampleValues`), the one judgement of
/// a countable pace (`Pace.trusted`) and the one spelling of a UTC offset (`LocalDateTime.offsetText`).
final class PlausibleValueTests: XCTestCase {
    func testASampleKeepsHeartRatesFromOneToThreeHundredOnly() {
        XCTAssertEqual(SampleValues.cleaned(TrackPoint(hr: 300)).hr, 300)
        XCTAssertEqual(SampleValues.cleaned(TrackPoint(hr: 1)).hr, 1)
        XCTAssertTrue(SampleValues.cleaned(TrackPoint(hr: 301)).hr.isNaN)
        XCTAssertTrue(SampleValues.cleaned(TrackPoint(hr: 0)).hr.isNaN)
        XCTAssertTrue(SampleValues.cleaned(TrackPoint(cadence: 1001)).cadence.isNaN)
        XCTAssertEqual(SampleValues.cleaned(TrackPoint(cadence: 1000)).cadence, 1000)
    }

    func testARunsHeartRateAndCadenceAreBelievedWithinTheSampleRanges() {
        XCTAssertTrue(Believable.isBelievableHeartRate(300))
        XCTAssertFalse(Believable.isBelievableHeartRate(300.5))
        XCTAssertTrue(Believable.isBelievableCadence(1000))
        XCTAssertFalse(Believable.isBelievableCadence(1000.5))
        XCTAssertFalse(Believable.isBelievableCadence(-1))
    }

    func testOnlyAnOkFinitePositivePaceIsTrusted() {
        XCTAssertEqual(Pace(secondsPerKm: 312, status: .ok).trusted, 312)
        XCTAssertNil(Pace(secondsPerKm: 312, status: .tooFast).trusted)
        XCTAssertNil(Pace(secondsPerKm: .infinity, status: .ok).trusted)
        XCTAssertNil(Pace(secondsPerKm: 0, status: .ok).trusted)
        XCTAssertNil(Pace(secondsPerKm: nil, status: .ok).trusted)
    }

    func testAnOffsetIsSpelledAsHoursAndMinutes() {
        XCTAssertEqual(LocalDateTime.offsetText(3600), "+01:00")
        XCTAssertEqual(LocalDateTime.offsetText(-34_200), "-09:30")
        XCTAssertEqual(LocalDateTime.offsetText(0), "+00:00")
        XCTAssertEqual(LocalDateTime.offsetText(20_700), "+05:45")
        XCTAssertEqual(LocalDateTime.iso8601(utc: 0, offset: 19_800), "1970-01-01T05:30:00+05:30")
    }
}
