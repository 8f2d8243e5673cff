import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// Riegel to the second, and VDOT against Daniels' published table (Daniels' Running
/// Formula: VDOT 30, 40, 50 and 60 with their 5 km, 10 km, half and marathon times).
final class RacePredictionTests: XCTestCase {
    /// 5 km in 20:00: 10 km in 1200 * 2^1.06 = 2501.9 s, 41:42 to the second.
    func testRiegelTenKilometresFromAKnownFive() throws {
        let predicted = try XCTUnwrap(RiegelPrediction.time(over: 10_000, from: 5000, in: 1200))
        XCTAssertEqual(predicted, 1200 * exp(1.06 * log(2.0)), accuracy: 1e-6)
        XCTAssertEqual(predicted.rounded(), 2502)
        // A half from a 10 km of 45:00: 2700 * 2.10975^1.06 = 5957.3 s (1:39:17).
        XCTAssertEqual(try XCTUnwrap(RiegelPrediction.time(over: 21_097.5, from: 10_000, in: 2700)).rounded(), 5957)
        XCTAssertNil(RiegelPrediction.time(over: 10_000, from: 0, in: 1200))
        XCTAssertNil(RiegelPrediction.time(over: 10_000, from: 5000, in: -1))
    }

    private static let table: [(vdot: Double, times: [String])] = [
        (30, ["30:40", "1:03:46", "2:21:04", "4:49:17"]),
        (40, ["24:08", "50:03", "1:50:59", "3:49:45"]),
        (50, ["19:57", "41:21", "1:31:35", "3:10:49"]),
        (60, ["17:03", "35:22", "1:18:09", "2:43:25"]),
    ]
    private static let distances = [5000.0, 10_000, 21_097.5, 42_195]

    private static func seconds(_ text: String) -> Double {
        text.split(separator: ":").reduce(0) { $0 * 60 + (Double(String($1)) ?? .nan) }
    }

    func testVDOTMatchesDanielsTable() throws {
        for row in Self.table {
            for (distance, time) in zip(Self.distances, row.times) {
                let vdot = try XCTUnwrap(DanielsVDOT.vdot(distance: distance, time: Self.seconds(time)))
                XCTAssertEqual(vdot, row.vdot, accuracy: 0.5, "\(time) over \(distance) m")
                // And the table's time from its VDOT, within 0.5 %.
                let predicted = try XCTUnwrap(DanielsVDOT.time(over: distance, vdot: row.vdot))
                XCTAssertEqual(predicted, Self.seconds(time), accuracy: Self.seconds(time) * 0.005, "VDOT \(row.vdot) over \(distance) m")
            }
        }
        XCTAssertEqual(try XCTUnwrap(DanielsVDOT.vdot(distance: 5000, time: 1200)), 49.8, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(DanielsVDOT.vdot(distance: 5000, time: 1500)), 38.3, accuracy: 0.05)
    }

    /// The VDOT of 5 km in 20:00 written out: VO2(250 m/min) = 47.4645, %max(20 min) = 0.952983.
    func testTheFormulasWrittenOut() throws {
        XCTAssertEqual(DanielsVDOT.oxygenCost(metresPerMinute: 250), -4.60 + 0.182258 * 250 + 0.000104 * 62_500, accuracy: 1e-12)
        XCTAssertEqual(DanielsVDOT.oxygenCost(metresPerMinute: 250), 47.4645, accuracy: 1e-4)
        XCTAssertEqual(DanielsVDOT.fractionOfMax(minutes: 20), 0.952983, accuracy: 1e-6)
        // The predicted time gives back the VDOT it was asked for.
        let time = try XCTUnwrap(DanielsVDOT.time(over: 10_000, vdot: 49.806))
        XCTAssertEqual(try XCTUnwrap(DanielsVDOT.vdot(distance: 10_000, time: time)), 49.806, accuracy: 1e-4)
        XCTAssertNil(DanielsVDOT.time(over: 5000, vdot: 500))
        XCTAssertNil(DanielsVDOT.vdot(distance: 5000, time: 0))
        XCTAssertNil(DanielsVDOT.vdot(distance: 5000, time: 60))  // 5 km/min: faster than 1,000 m/min
    }

    /// Each method takes the effort that predicts the fastest: a 10 km of 41:00 beats a 5 km
    /// of 20:00 for the half (Riegel 5427.8 s against 5520.2 s), and its VDOT (50.5) beats
    /// the 5 km's (49.8), so Daniels starts from it too. A 1 km predicts nothing, however fast.
    func testThePredictionStartsFromTheBestEffort() throws {
        let day = LocalDate(daysSince1970: 20_000)
        let sources = [
            PredictionSource(label: "1k", metres: 1000, time: 150, runID: 1, date: day),
            PredictionSource(label: "5k", metres: 5000, time: 1200, runID: 2, date: day),
            PredictionSource(label: "10k", metres: 10_000, time: 2460, runID: 3, date: day),
        ]
        let predictions = RacePrediction.predict(sources)
        XCTAssertEqual(predictions.map(\.label), ["5k", "10k", "half", "marathon"])
        let half = predictions[2]
        XCTAssertEqual(try XCTUnwrap(half.riegel).time, 2460 * pow(2.10975, 1.06), accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(half.riegel).source.runID, 3)
        XCTAssertLessThan(2460 * pow(2.10975, 1.06), 1200 * pow(4.2195, 1.06))
        let tenKVDOT = try XCTUnwrap(DanielsVDOT.vdot(distance: 10_000, time: 2460))
        XCTAssertEqual(tenKVDOT, 50.5, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(half.daniels).vdot, tenKVDOT)
        XCTAssertEqual(try XCTUnwrap(half.daniels).source.runID, 3)
        XCTAssertEqual(try XCTUnwrap(predictions[1].riegel).time, 2460)
        XCTAssertTrue(RacePrediction.predict([sources[0]]).allSatisfy { $0.riegel == nil && $0.daniels == nil })
    }
}
