import LogbookCore
import LogbookModel

/// Activities with known geometry, built in memory for tests.
public enum SyntheticTracks {
    /// Metres per degree of latitude on the mean-radius sphere (6,371,008.8 m): 2πR/360.
    public static let metresPerDegree = 2 * Double.pi * 6_371_008.8 / 360

    /// A run heading due north from 47.0 N 8.0 E, one point every 5 s, in legs of
    /// `seconds` at `speed` m/s, with heart rate `hr` (nil: none) on the points of each leg
    /// (a leg's first point belongs to the leg before), its times stated at `offset`.
    public static func northRun(
        start: Int64, legs: [(seconds: Int, speed: Double, hr: Float?)], name: String = "Night Run", offset: Int = 7200
    ) -> ParsedActivity {
        var points = [TrackPoint(timestamp: Double(start), lat: 47, lon: 8, ele: 400, hr: legs.first?.hr ?? .nan)]
        var time = 0, metres = 0.0
        for leg in legs {
            for _ in 0..<(leg.seconds / 5) {
                time += 5
                metres += leg.speed * 5
                points.append(
                    TrackPoint(
                        timestamp: Double(start + Int64(time)), lat: 47 + metres / metresPerDegree, lon: 8, ele: 400,
                        hr: leg.hr ?? .nan))
            }
        }
        return ParsedActivity(format: "gpx", name: name, rawSport: "running", segments: [points], statedOffset: offset)
    }
}
