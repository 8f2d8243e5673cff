import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// Every FIT file of the corpus, with its asserted outcome.
///
/// "fitdecode" values were obtained once, while writing these tests, by running
/// fitdecode 0.11.0 (PyPI) on the same file: session `start_time`, `total_distance`,
/// `total_elapsed_time`, `total_timer_time`, `avg_heart_rate`, `activity.local_timestamp`
/// minus `activity.timestamp`, the number of `record` messages in the session, and the
/// plain mean of their `heart_rate` values. They are hard-coded here.
final class FITReaderTests: XCTestCase {
    typealias Files = FITTestFiles

    /// Values an independent decoder (fitdecode 0.11.0) gives for one session.
    struct Reference {
        var start: Double
        var offset: Int?
        var distance: Double
        var elapsed: Double
        var timer: Double
        var records: Int
        var averageHeartRate: Double?
        var recordHeartRateMean: Double
    }

    private func check(
        _ activity: ParsedActivity, against reference: Reference, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(activity.format, "fit", file: file, line: line)
        XCTAssertEqual(Files.startUTC(activity), reference.start, file: file, line: line)
        XCTAssertEqual(activity.statedOffset, reference.offset, file: file, line: line)
        XCTAssertEqual(activity.summary.distance ?? .nan, reference.distance, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(activity.summary.elapsed ?? .nan, reference.elapsed, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(activity.summary.moving ?? .nan, reference.timer, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(activity.pointCount, reference.records, file: file, line: line)
        XCTAssertEqual(activity.summary.averageHeartRate, reference.averageHeartRate, file: file, line: line)
        let rates = activity.segments.joined().compactMap(\.heartRate)
        XCTAssertEqual(rates.reduce(0, +) / Double(rates.count), reference.recordHeartRateMean, accuracy: 1e-9,
            file: file, line: line)
    }

    /// Reads `input`, which must hold exactly one activity, checks it against `reference`
    /// and its points against `coverage`, and returns it for the test's own assertions.
    private func onlyActivity(
        _ input: ImportInput, against reference: Reference, coverage: Files.Coverage, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> ParsedActivity {
        let activities = try FITReader.read(input)
        XCTAssertEqual(activities.count, 1, file: file, line: line)
        let run = try XCTUnwrap(activities.first, file: file, line: line)
        check(run, against: reference, file: file, line: line)
        XCTAssertEqual(Files.coverage(run), coverage, file: file, line: line)
        return run
    }

    // MARK: - MIT files (copied into Fixtures/fit)

    func testFenix2BaselineRun() throws {
        // fitdecode 0.11.0 on run-garmin-fenix2-gps-hr-cad-running-dynamics.fit: start 2015-08-15T14:45:08Z,
        // local_timestamp - timestamp = 7200, 9008.22 m, 2832 s / 2832 s, 2809 records, no session avg HR,
        // record heart_rate mean 153.97649572649573 (2808 values).
        let run = try onlyActivity(
            Files.fixture("run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"),
            against: Reference(
                start: 1_439_649_908, offset: 7200, distance: 9008.22, elapsed: 2832, timer: 2832, records: 2809,
                averageHeartRate: nil, recordHeartRateMean: 153.97649572649573),
            coverage: .init(segments: [2809], heartRate: 2808, cadence: 2809, position: 2809, distance: 2809, elevation: 2809))
        XCTAssertEqual(run.rawSport, "running")
        let first = try XCTUnwrap(run.segments.first?.first)
        XCTAssertEqual(first.timestamp, 1_439_649_908)
        XCTAssertEqual(first.lat, 58.95918281748891, accuracy: 1e-12)  // 703410450 semicircles
        XCTAssertEqual(first.lon, 5.728839039802551, accuracy: 1e-12)
        XCTAssertEqual(first.ele, 55, accuracy: 1e-9)
        XCTAssertEqual(first.hr, 69)
        XCTAssertEqual(first.cadence, 112)  // 56 strides/min doubled
        XCTAssertEqual(first.deviceDistance, 0)
        let last = try XCTUnwrap(run.segments.last?.last)
        XCTAssertEqual(last.timestamp, 1_439_652_741)  // one second past start + elapsed
        XCTAssertEqual(last.deviceDistance, 9007.07, accuracy: 1e-9)
        XCTAssertEqual(last.ele, 58.6, accuracy: 1e-9)
        XCTAssertEqual(run.summary.averageCadence, 162)
        XCTAssertEqual(run.summary.elevationGain, 64)
        XCTAssertEqual(run.warnings, [])
    }

    func testVenuSqSmartRecordingWithFractionalCadence() throws {
        // fitdecode 0.11.0 on run-garmin-venusq-smart-recording-gps-hr-cad.fit: start 2022-05-29T15:53:35Z,
        // offset 7200, 3322.95 m, 1428.038 s / 1428.038 s, 326 records, avg_heart_rate 136,
        // record heart_rate mean 134.6840490797546.
        let run = try onlyActivity(
            Files.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"),
            against: Reference(
                start: 1_653_839_615, offset: 7200, distance: 3322.95, elapsed: 1428.038, timer: 1428.038, records: 326,
                averageHeartRate: 136, recordHeartRateMean: 134.6840490797546),
            coverage: .init(segments: [326], heartRate: 326, cadence: 326, position: 326, distance: 326, elevation: 326))
        XCTAssertEqual(run.summary.maxHeartRate, 169)
        XCTAssertEqual(run.summary.averageCadence ?? 0, 140.65625, accuracy: 1e-9)  // (70 + 42/128) * 2
        let last = try XCTUnwrap(run.segments.last?.last)
        XCTAssertEqual(last.timestamp, 1_653_841_043)
        XCTAssertEqual(last.cadence, 112)
        XCTAssertEqual(last.ele, 377.6, accuracy: 1e-9)
    }

    func testStrydDeveloperFieldsNamedLikeNativeAreSkipped() throws {
        // fitdecode 0.11.0 on run-stryd-developer-fields-named-like-native.fit: start 2017-01-17T17:06:47Z,
        // no activity.local_timestamp, 6753.99 m, 3424 s / 3424 s, 3424 records, no session avg HR,
        // record heart_rate mean 130.8393691588785; native distance 1.0 m first, 6753.99 m last.
        let run = try onlyActivity(
            Files.fixture("run-stryd-developer-fields-named-like-native.fit"),
            against: Reference(
                start: 1_484_672_807, offset: nil, distance: 6753.99, elapsed: 3424, timer: 3424, records: 3424,
                averageHeartRate: nil, recordHeartRateMean: 130.8393691588785),
            coverage: .init(segments: [3424], heartRate: 3424, cadence: 3424, position: 3424, distance: 3424, elevation: 3424))
        let points = run.segments.joined()
        XCTAssertEqual(points.first?.deviceDistance, 1.0)
        XCTAssertEqual(points.last?.deviceDistance ?? 0, 6753.99, accuracy: 1e-9)
        XCTAssertEqual(points.first?.lat ?? 0, 38.75335782766342, accuracy: 1e-12)
        XCTAssertEqual(points.first?.lon ?? 0, -9.260590821504593, accuracy: 1e-12)
        // The native distance never goes backwards: a developer "Distance" read as native would.
        var previous = -Double.infinity
        for point in points {
            XCTAssertGreaterThanOrEqual(point.deviceDistance, previous)
            previous = point.deviceDistance
        }
    }

    func testFR70CompressedTimestampsAndDeviceRelativeTime() throws {
        let input = Files.fixture("run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit")
        // fitdecode 0.11.0: session start_time 17217864 (device-relative), activity timestamp 17221751 and
        // local_timestamp 2012-02-13T12:21:03 (no zone) → the start is 12:21:03 - 3887 s = 11:16:16 local
        // wall-clock time. 10248.67 m, 3883.273 s / 3772.75 s, 755 records, avg_heart_rate 170,
        // record heart_rate mean 170.5212201591512, last accumulated distance 10248.6875 m.
        // Without a zone the wall-clock time is kept as if it were UTC, with a stated offset of 0.
        let run = try onlyActivity(
            input,
            against: Reference(
                start: 1_329_131_776, offset: 0, distance: 10248.67, elapsed: 3883.273, timer: 3772.75, records: 755,
                averageHeartRate: 170, recordHeartRateMean: 170.5212201591512),
            coverage: .init(segments: [137, 618], heartRate: 754, cadence: 753, position: 0, distance: 754, elevation: 0))
        // The stop at +681 s and start at +791 s split the run (fitdecode: records at +680 and +795 around them).
        XCTAssertEqual(run.segments[1].first?.timestamp, 1_329_131_776 + 795)
        XCTAssertEqual(run.segments[0].last?.timestamp, 1_329_131_776 + 680)
        XCTAssertEqual(run.segments.last?.last?.deviceDistance ?? 0, 10248.6875, accuracy: 1e-9)
        XCTAssertEqual(run.segments.last?.last?.timestamp, 1_329_131_776 + 3880)
        XCTAssertEqual(run.warnings, [
            "times are device-relative: placed by the activity's local time, kept as wall-clock time with UTC offset 0"
        ])

        // With the importer's zone the wall-clock time becomes a true instant: Berlin is +01:00 in February.
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let placed = try FITReader.read(input, wallClockZone: berlin)[0]
        XCTAssertEqual(Files.startUTC(placed), 1_329_131_776 - 3600)
        XCTAssertNil(placed.statedOffset)
        XCTAssertEqual(placed.segments[0].first?.timestamp, 1_329_131_776 - 3600)
        let built = try XCTUnwrap(RunBuilder.build(placed, zone: berlin, thresholds: .standard))
        XCTAssertEqual(built.run.startUTC, 1_329_128_176)
        XCTAssertEqual(built.run.utcOffset, 3600)
    }

    func testTriathlonFiveSessionsAndChainedFiles() throws {
        let bytes = try Files.fixtureBytes("triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit")
        XCTAssertEqual(try FITDecoder.decode(bytes).fileCount, 4)
        let activities = try FITReader.read(bytes: bytes, file: "tri.fit")
        XCTAssertEqual(activities.map(\.rawSport), ["swimming", "transition", "cycling", "transition", "running"])
        XCTAssertEqual(activities.map(\.pointCount), [349, 38, 854, 14, 518])
        XCTAssertEqual(activities.map { $0.summary.distance ?? 0 }, [1644.71, 141.7, 40909.42, 31.93, 9805.92])
        XCTAssertEqual(activities.map { $0.summary.elapsed ?? 0 }, [1987.521, 170.269, 4422.14, 60.724, 2850.694])
        // An open-water swim (no lengths, no pool length) keeps its session's timer time and
        // distance: only a pool swim counts its lengths.
        XCTAssertEqual(activities.map { $0.summary.moving ?? 0 }, [1987.521, 170.269, 4422.14, 60.724, 2850.694])
        XCTAssertEqual(activities.map(Files.startUTC), [1_527_406_381, 1_527_408_368, 1_527_408_538, 1_527_412_960, 1_527_413_021])
        XCTAssertEqual(activities.map { Files.coverage($0).heartRate }, [6, 38, 854, 14, 518])
        XCTAssertEqual(activities.map { Files.coverage($0).position }, [38, 38, 854, 14, 518])
        XCTAssertEqual(activities.map { Files.coverage($0).cadence }, [349, 38, 1, 13, 518])
        // Swimming and cycling cadences are kept as recorded; running ones are doubled.
        XCTAssertEqual(activities[0].summary.averageCadence ?? 0, 28.7734375, accuracy: 1e-9)
        XCTAssertEqual(activities[2].summary.averageCadence ?? 0, 85.5, accuracy: 1e-9)
        XCTAssertEqual(activities[4].summary.averageCadence ?? 0, 167.03125, accuracy: 1e-9)
        // fitdecode 0.11.0 on triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit, running session:
        // start 2018-05-27T09:23:41Z, offset 7200, 9805.92 m, 2850.694 s / 2850.694 s, 518 records
        // from its start until the end, avg_heart_rate 176, record heart_rate mean 175.98262548262548.
        check(activities[4], against: Reference(
            start: 1_527_413_021, offset: 7200, distance: 9805.92, elapsed: 2850.694, timer: 2850.694, records: 518,
            averageHeartRate: 176, recordHeartRateMean: 175.98262548262548))
    }

    /// The file is 19 bytes shorter than its header says, which alone would be a recording cut
    /// short; but well before the cut a record is dated 2085 (byte 7451) and a data message
    /// after it uses a local type never defined (byte 7471): the file is recovered up to the
    /// first of them (see `FITDamageTests`), marked there.
    func testStravaAndroidFileWithShortDataIsRecoveredUpToItsDamage() throws {
        let input = Files.fixture("malformed-strava-android-run-undefined-local-message-short-file.fit")
        let activities = try FITReader.read(input)
        XCTAssertEqual(activities.map(\.recoveredAtByte), [7451])
        XCTAssertEqual(activities.map(\.pointCount), [472])
    }

    // MARK: - GPL/AGPL files (read from ../shared/corpus)

    func testForerunner945TreadmillWithThreePauses() throws {
        // fitdecode 0.11.0 on treadmill-garmin-fr945-no-gps-3-pauses-stryd-devfields.fit: start
        // 2020-02-02T11:19:33Z, offset -18000, 10630.37 m, 3763.503 s / 3097.789 s, 3101 records,
        // avg_heart_rate 145, record heart_rate mean 145.1431796194776.
        let run = try onlyActivity(
            Files.corpus("treadmill-garmin-fr945-no-gps-3-pauses-stryd-devfields.fit"),
            against: Reference(
                start: 1_580_642_373, offset: -18000, distance: 10630.37, elapsed: 3763.503, timer: 3097.789,
                records: 3101, averageHeartRate: 145, recordHeartRateMean: 145.1431796194776),
            coverage: .init(segments: [353, 300, 1001, 1447], heartRate: 3101, cadence: 3101, position: 0, distance: 3101, elevation: 0))
        XCTAssertEqual(run.rawSport, "running")
        XCTAssertEqual(run.rawSubSport, "treadmill")
        XCTAssertEqual(NormalizedSport(raw: run.rawSport, rawSubSport: run.rawSubSport), NormalizedSport(sport: "running", subSport: "treadmill"))
        XCTAssertEqual(run.segments[1].first?.timestamp, 1_580_642_373 + 470)  // resumed 11:27:23
        XCTAssertEqual(run.segments.last?.last?.deviceDistance ?? 0, 10630.37, accuracy: 1e-9)
        XCTAssertEqual(run.segments.first?.first?.cadence, 121)  // (60 + 64/128) * 2
    }

    func testCorosLocalTimestampEqualToUTCStatesNoOffset() throws {
        // fitdecode 0.11.0 on run-coros-apexpro-gps-hr-cad-power-utc-local-time.fit: start 2020-03-14T13:52:29Z,
        // local_timestamp == timestamp (difference 0, read as "no offset stated"), 10743.64 m, 2922 s / 2922 s,
        // 2921 records, avg_heart_rate 160, record heart_rate mean 159.9695205479452.
        let run = try onlyActivity(
            Files.corpus("run-coros-apexpro-gps-hr-cad-power-utc-local-time.fit"),
            against: Reference(
                start: 1_584_193_949, offset: nil, distance: 10743.64, elapsed: 2922, timer: 2922, records: 2921,
                averageHeartRate: 160, recordHeartRateMean: 159.9695205479452),
            coverage: .init(segments: [2921], heartRate: 2920, cadence: 2913, position: 2911, distance: 2921, elevation: 2911))
    }

    func testSuuntoSparsePositionsWithoutTimerEvents() throws {
        // fitdecode 0.11.0 on run-suunto-sparse-gps-no-timer-events.fit: start 2020-01-15T18:27:16Z, offset 3600,
        // 2338 m, 1480.259 s / 1480.259 s, 1473 records, no session avg HR, record heart_rate mean 94.60013623978202.
        let run = try onlyActivity(
            Files.corpus("run-suunto-sparse-gps-no-timer-events.fit"),
            against: Reference(
                start: 1_579_112_836, offset: 3600, distance: 2338, elapsed: 1480.259, timer: 1480.259, records: 1473,
                averageHeartRate: nil, recordHeartRateMean: 94.60013623978202),
            coverage: .init(segments: [1473], heartRate: 1468, cadence: 1468, position: 365, distance: 361, elevation: 1468))
        XCTAssertEqual(run.segments[0].first?.timestamp, 1_579_112_837)
    }

    func testZwiftUnfinalisedFileIsRejected() throws {
        let input = try Files.corpus("malformed-zwift-ride-unfinalised-datasize-0-truncated.fit")
        XCTAssertThrowsError(try FITReader.read(input)) { error in
            XCTAssertEqual(
                (error as? ImportError)?.reason,
                "byte 4: the header's data size is 0 but 86004 bytes follow: an unfinished recording whose size was never written")
        }
    }

    /// Every file in the corpus folder has an outcome asserted above.
    func testEveryCorpusFileIsCovered() throws {
        let folder = try SharedCorpus.url("fit")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let covered: Set = [
            "malformed-strava-android-run-undefined-local-message-short-file.fit",
            "malformed-zwift-ride-unfinalised-datasize-0-truncated.fit",
            "run-coros-apexpro-gps-hr-cad-power-utc-local-time.fit",
            "run-garmin-fenix2-gps-hr-cad-running-dynamics.fit",
            "run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit",
            "run-garmin-venusq-smart-recording-gps-hr-cad.fit",
            "run-stryd-developer-fields-named-like-native.fit",
            "run-suunto-sparse-gps-no-timer-events.fit",
            "treadmill-garmin-fr945-no-gps-3-pauses-stryd-devfields.fit",
            "triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit",
        ]
        XCTAssertEqual(Set(names.filter { $0.hasSuffix(".fit") }), covered)
    }
}
