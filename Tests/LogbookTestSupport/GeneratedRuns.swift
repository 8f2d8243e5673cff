import Foundation

/// Generated 1 Hz runs heading due north with known speeds, as GPX text.
public enum GeneratedRuns {
    /// One timed position.
    public struct Point: Sendable {
        /// UTC seconds.
        public var time: Double
        /// Latitude, degrees.
        public var lat: Double
        /// Longitude, degrees.
        public var lon: Double

        /// Creates a point.
        public init(time: Double, lat: Double, lon: Double) {
            self.time = time
            self.lat = lat
            self.lon = lon
        }
    }

    /// From 47 N 8 E, one point a second, in legs of `seconds` at `speed` m/s; `wobble`
    /// adds a deterministic ±wobble m/s ripple to every second.
    public static func points(start: Double = 1_714_636_800, legs: [(seconds: Int, speed: Double)], wobble: Double = 0) -> [Point] {
        var result = [Point(time: start, lat: 47, lon: 8)]
        var metres = 0.0, second = 0
        for leg in legs {
            for _ in 0..<leg.seconds {
                second += 1
                metres += leg.speed + wobble * sin(Double(second) * 0.7)
                result.append(Point(time: start + Double(second), lat: 47 + metres / SyntheticTracks.metresPerDegree, lon: 8))
            }
        }
        return result
    }

    /// The points as a GPX 1.1 file of `sport`, positions with 7 decimals.
    public static func gpx(_ points: [Point], sport: String? = "running") -> Data {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><name>Generated</name>\(sport.map { "<type>\($0)</type>" } ?? "")<trkseg>

            """
        for point in points {
            let date = formatter.string(from: Date(timeIntervalSince1970: point.time))
            text += "<trkpt lat=\"\(String(format: "%.7f", point.lat))\" lon=\"\(String(format: "%.7f", point.lon))\"><time>\(date)</time></trkpt>\n"
        }
        text += "</trkseg></trk></gpx>\n"
        return Data(text.utf8)
    }

    /// `gpx(points)` with the track named `name` instead of "Generated".
    public static func gpx(_ points: [Point], named name: String) -> Data {
        Data(String(decoding: gpx(points), as: UTF8.self).replacingOccurrences(of: "<name>Generated</name>", with: "<name>\(name)</name>").utf8)
    }

    /// `gpx(points)` with a new `<trkseg>` starting at each index of `breaks` (a recording
    /// paused and resumed there).
    public static func gpx(_ points: [Point], segmentBreaks breaks: Set<Int>) -> Data {
        var lines = String(decoding: gpx(points), as: UTF8.self).components(separatedBy: "\n")
        let first = lines.firstIndex { $0.hasPrefix("<trkpt") } ?? 0
        for index in breaks.sorted(by: >) { lines[first + index] = "</trkseg><trkseg>" + lines[first + index] }
        return Data(lines.joined(separator: "\n").utf8)
    }
}
