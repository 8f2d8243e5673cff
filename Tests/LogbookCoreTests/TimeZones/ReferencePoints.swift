import Foundation
import LogbookTestSupport

/// Points with the zone timezonefinder gave them, from `Fixtures/timezones/*.csv`
/// (written by `Sources/LogbookEmbeddedData/Generator/generate_fixtures.py`).
struct ReferencePoints {
    /// One point and its reference zone.
    struct Point {
        /// 1-based line of the file.
        var line: Int
        /// Latitude, degrees.
        var lat: Double
        /// Longitude, degrees.
        var lon: Double
        /// The zone timezonefinder gave the point.
        var zone: String
    }

    /// The points, in file order.
    var points: [Point] = []

    /// Reads `Fixtures/timezones/<name>`: a `zones,` line naming the zones (`;`-separated),
    /// then `lat,lon,zone index` lines.
    init(_ name: String) throws {
        let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("timezones/\(name)"), encoding: .utf8)
        var lines = text.split(separator: "\n").makeIterator()
        guard let header = lines.next(), header.hasPrefix("zones,") else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name):1: no zones line"])
        }
        let zones = header.dropFirst("zones,".count).split(separator: ";").map(String.init)
        var number = 1
        while let line = lines.next() {
            number += 1
            let fields = line.split(separator: ",")
            guard fields.count == 3, let lat = Double(fields[0]), let lon = Double(fields[1]), let index = Int(fields[2]),
                zones.indices.contains(index)
            else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name):\(number): bad line \(line)"])
            }
            points.append(Point(line: number, lat: lat, lon: lon, zone: zones[index]))
        }
    }
}
