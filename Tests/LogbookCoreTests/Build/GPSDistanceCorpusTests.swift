import Foundation
import XCTest
import LogbookTestSupport
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// Every GPS run of the corpus: its GPS distance against the plain haversine sum of its
/// points inside segments, and every FIT and TCX run with positions and a stated total:
/// its distance against that total.
final class GPSDistanceCorpusTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// The corpus files with positions, and the activities read from them.
    private func activities() throws -> [(name: String, activity: ParsedActivity)] {
        let root = try SharedCorpus.url()
        var result: [(String, ParsedActivity)] = []
        for folder in ["gpx", "tcx", "fit", "malformed"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
            for name in names {
                let input = ImportInput(file: root.appendingPathComponent("\(folder)/\(name)"), displayName: name)
                let read: [ParsedActivity]
                do {
                    switch name.split(separator: ".").last {
                    case "gpx": read = try XMLActivityReader.gpx.read(input)
                    case "tcx": read = try XMLActivityReader.tcx.read(input)
                    case "fit": read = try FITReader.read(input)
                    default: continue
                    }
                } catch {
                    continue  // rejected files are ImportCorpusTests' business
                }
                for (index, activity) in read.enumerated() { result.append(("\(folder)/\(name)#\(index + 1)", activity)) }
            }
        }
        return result
    }

    /// The haversine sum between consecutive positioned points of each segment, skipping
    /// points earlier than the last one kept (as the run builder does).
    private func haversineSum(_ activity: ParsedActivity) -> Double {
        var total = 0.0
        var lastTime = -Double.infinity
        for segment in activity.segments {
            var previous: TrackPoint?
            for point in segment where point.time != nil {
                guard point.timestamp >= lastTime else { continue }
                lastTime = point.timestamp
                guard point.hasPosition, Geo.isValidPosition(lat: point.lat, lon: point.lon) else { continue }
                if let previous { total += Geo.distance(lat1: previous.lat, lon1: previous.lon, lat2: point.lat, lon2: point.lon) }
                previous = point
            }
        }
        return total
    }

    /// Runs the GPS distance rightly leaves short of the haversine sum (the sum and the GPS
    /// distance in metres, measured when the rules were written): those that really stand
    /// still for minutes (their jitter is left out) and one whose only positions are jumps.
    /// (A spike no longer costs the steps around it: they are measured across it, so the
    /// Suunto TCX with an out-and-back spike, 2,876.45 m of 2,908.99 m when its two steps
    /// were dropped, now keeps 2,908.97 m and needs no entry here.)
    static let standstills: [String: (haversine: Double, gps: Double)] = [
        // 13,743 s elapsed, 9,067 s moving: over an hour of stops on a long run (-1.2 %).
        "malformed/utf8-bom-no-namespace.gpx#1": (27_013.84, 26_696.16),
        // The triathlon's transitions: standing in the changing zones (170 s and 61 s).
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#2": (133.54, 117.51),
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#4": (32.11, 28.97),
        // Its only positions around the lat 100/200 pause markers are three jumps.
        "malformed/opentracks-legacy-pause-markers-lat-100-200.gpx#1": (333.13, 0),
    ]

    func testTheGPSDistanceIsTheHaversineSumButForStandstills() throws {
        var checked = 0
        for (name, activity) in try activities() {
            guard let built = RunBuilder.build(activity, zone: utc, thresholds: .standard), let gps = built.run.gpsDistance
            else { continue }
            let sum = haversineSum(activity)
            checked += 1
            if let known = Self.standstills[name] {
                XCTAssertEqual(sum, known.haversine, accuracy: 0.5, name)
                XCTAssertEqual(gps, known.gps, accuracy: 0.5, name)
            } else {
                XCTAssertEqual(gps, sum, accuracy: max(0.01 * sum, 0.01), name)
            }
        }
        // 37, and the Strava Android file recovered up to its damage.
        XCTAssertEqual(checked, 38, "GPS runs in the corpus")
    }

    /// The totals the FIT and TCX runs with positions state, as independent decoders read
    /// them once: FIT `session.total_distance` by fitdecode 0.11.0
    /// (`Fixtures/independent/fit_session_totals.py`), TCX the sum of the laps'
    /// `DistanceMeters` by Python's ElementTree (`Fixtures/independent/tcx_lap_totals.py`).
    static let statedTotals: [String: Double] = [
        "fit/malformed-strava-android-run-undefined-local-message-short-file.fit#1": 11_274.04,
        "fit/run-coros-apexpro-gps-hr-cad-power-utc-local-time.fit#1": 10_743.64,
        "fit/run-garmin-fenix2-gps-hr-cad-running-dynamics.fit#1": 9_008.22,
        "fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit#1": 3_322.95,
        "fit/run-stryd-developer-fields-named-like-native.fit#1": 6_753.99,
        "fit/run-suunto-sparse-gps-no-timer-events.fit#1": 2_338.0,
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#1": 1_644.71,
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#2": 141.7,
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#3": 40_909.42,
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#4": 31.93,
        "fit/triathlon-garmin-fr920xt-5-sessions-chained-fit-segments.fit#5": 9_805.92,
        "tcx/fitbit-versa-ride-utc-offset-times.tcx#1": 6_839.97,
        "tcx/garmin-forerunner110-run-14-laps.tcx#1": 10_746.51,
        "tcx/garmin-forerunner305-run-1-lap-3-tracks.tcx#1": 8_348.50,
        "tcx/garmin-forerunner410-run-3-laps-hr.tcx#1": 4_689.24,
        "tcx/suunto-movescount-run-2-laps.tcx#1": 1_999.04,
        "tcx/suunto-spartan-ultra-run-32-laps.tcx#1": 5_729.0,
    ]

    /// The runs whose stored distance rightly is not their stated total (stored metres):
    /// totals more than a factor 2 from the GPS (the GPS distance is taken), and laps that
    /// cover only part of the recording (the device's per-record distance goes further).
    static let notTheStatedTotal: [String: Double] = [
        // A ride whose lap states 6,840 m over 1,354 m of positions (factor 5).
        "tcx/fitbit-versa-ride-utc-offset-times.tcx#1": 1_354.47,
        // 17 positions over 174 m beside a stated 8,349 m (foot pod distance, GPS lost).
        "tcx/garmin-forerunner305-run-1-lap-3-tracks.tcx#1": 173.94,
        // Recovered up to its damage at byte 7451: 5 minutes of positions beside the
        // session's 11,274 m, written at the file's start (factor 12); fitdecode, stopping
        // there too, reads ~928 m of positions.
        "fit/malformed-strava-android-run-undefined-local-message-short-file.fit#1": 928.90,
        // Two whole laps (1,999 m); the records go on to 2,909 m.
        "tcx/suunto-movescount-run-2-laps.tcx#1": 2_909.0,
    ]

    func testTheStoredDistanceOfEveryFITAndTCXRunWithPositionsIsItsStatedTotal() throws {
        var checked: [String] = []
        for (name, activity) in try activities() where name.hasPrefix("fit/") || name.hasPrefix("tcx/") {
            guard let stated = activity.summary.distance, stated > 0,
                let built = RunBuilder.build(activity, zone: utc, thresholds: .standard), built.run.gpsDistance != nil
            else { continue }
            checked.append(name)
            XCTAssertEqual(stated, try XCTUnwrap(Self.statedTotals[name], name), accuracy: 0.01, "\(name): the independent decoder's total")
            let stored = try XCTUnwrap(built.run.distance, name)
            XCTAssertEqual(built.run.device.distance ?? 0, stated, accuracy: 0.01, name)
            if let known = Self.notTheStatedTotal[name] {
                XCTAssertEqual(stored, known, accuracy: 0.5, name)
            } else {
                XCTAssertEqual(stored, stated, accuracy: 0.01 * stated, name)
            }
        }
        XCTAssertEqual(checked.sorted(), Self.statedTotals.keys.sorted())
    }
}
