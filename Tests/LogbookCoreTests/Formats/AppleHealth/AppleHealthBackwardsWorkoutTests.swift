import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

private typealias Text = HealthExportText

/// An Apple Health workout whose end comes before its start has no time a runner can
/// trust: it is stored with its time unknown, with a warning naming it, never as a run
/// whose `duration` attribute makes up a pace.
final class AppleHealthBackwardsWorkoutTests: XCTestCase {
    private static let summer = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)

    func testAWorkoutEndingBeforeItStartsIsStoredWithItsTimeUnknownAndNamed() throws {
        let start = Self.summer
        let workout = Text.Workout(
            start: start, end: start - 3600, offset: 7200, durationMinutes: 30, distance: .attributes(total: 5, unit: "km"))
        let text = Text.document([Text.workout(workout)])
        let (activities, _) = try AppleHealthReader.read(ImportInput(data: Data(text.utf8), displayName: "export.xml"))
        let activity = try XCTUnwrap(activities.first)
        XCTAssertGreaterThan(activity.line, 0)
        XCTAssertNil(activity.summary.moving)
        XCTAssertNil(activity.summary.elapsed)
        XCTAssertEqual(activity.warnings, [
            "the workout at line \(activity.line) (HKWorkoutActivityTypeRunning, 2024-07-01T07:00:00+02:00) ends before it "
                + "starts (2024-07-01T06:00:00+02:00): stored with its time unknown"
        ])
        let built = try RunBuilder.build(activity, zone: .gmt, thresholds: .standard, file: "export.xml")
        XCTAssertEqual(built.run.distance ?? 0, 5000, accuracy: 1e-9)
        XCTAssertNil(built.run.moving)
        XCTAssertNil(built.run.pace.secondsPerKm)
        XCTAssertEqual(built.run.pace.status, .noTime)
        XCTAssertTrue(built.warnings.contains(activity.warnings[0]))
    }

    /// A workout that ends when it starts is no contradiction: its stated duration stays.
    func testAWorkoutOfNoLengthKeepsItsDuration() throws {
        let start = Self.summer
        let workout = Text.Workout(start: start, end: start, offset: 7200, durationMinutes: 30, distance: .attributes(total: 5, unit: "km"))
        let (activities, _) = try AppleHealthReader.read(
            ImportInput(data: Data(Text.document([Text.workout(workout)]).utf8), displayName: "export.xml"))
        XCTAssertEqual(try XCTUnwrap(activities.first).summary.moving ?? 0, 1800, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(activities.first).warnings, [])
    }
}
