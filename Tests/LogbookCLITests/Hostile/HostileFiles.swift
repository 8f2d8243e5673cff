import Foundation

/// Small activity files built by the hostile-input tests, with known line numbers.
///
/// A GPX from `gpx(_:)` has the XML declaration on line 1, `<gpx>` on line 2, `<trk>` on
/// line 3 and one track point per line from line 4 on.
enum HostileFiles {
    /// `<?xml version="1.0" encoding="UTF-8"?>`.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// One track point on one line; `nil` leaves the attribute or element out.
    static func point(lat: String? = "47.0", lon: String? = "8.0", time: String?) -> String {
        var attributes = ""
        if let lat { attributes += " lat=\"\(lat)\"" }
        if let lon { attributes += " lon=\"\(lon)\"" }
        return "<trkpt\(attributes)>" + (time.map { "<time>\($0)</time>" } ?? "") + "</trkpt>\n"
    }

    /// Three points due north 0.001° (111.195 m) apart, 30 s apart, from 2024-05-02T06:00:00Z,
    /// with the middle one replaced by `middle` when given.
    static func threePoints(middle: String? = nil) -> String {
        point(lat: "47.000", time: "2024-05-02T06:00:00Z")
            + (middle ?? point(lat: "47.001", time: "2024-05-02T06:00:30Z"))
            + point(lat: "47.002", time: "2024-05-02T06:01:00Z")
    }

    /// A GPX 1.1 file with one track named `name` holding `segments` (each the text of its points).
    static func gpx(segments: [String], name: String = "Hostile", declaration: String = declaration) -> String {
        var text = declaration + "\n"
        text += #"<gpx version="1.1" creator="logbook tests" xmlns="http://www.topografix.com/GPX/1/1">"# + "\n"
        text += "<trk><name>\(name)</name>"
        for segment in segments { text += "<trkseg>\n" + segment + "</trkseg>" }
        return text + "</trk>\n</gpx>\n"
    }

    /// A GPX 1.1 file with one track of one segment holding `points`.
    static func gpx(_ points: String, name: String = "Hostile", declaration: String = declaration) -> String {
        gpx(segments: [points], name: name, declaration: declaration)
    }

    /// A TCX file with one running activity of three trackpoints, 30 s and 111.195 m apart.
    static func tcx() -> String {
        var points = ""
        for (index, lat) in ["47.000", "47.001", "47.002"].enumerated() {
            points += """
                <Trackpoint><Time>2024-05-02T06:0\(index / 2):\(index % 2 == 0 ? "00" : "30")Z</Time>\
                <Position><LatitudeDegrees>\(lat)</LatitudeDegrees><LongitudeDegrees>8.0</LongitudeDegrees></Position>\
                </Trackpoint>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Running"><Id>2024-05-02T06:00:00Z</Id>
            <Lap StartTime="2024-05-02T06:00:00Z"><TotalTimeSeconds>60</TotalTimeSeconds><DistanceMeters>222.4</DistanceMeters><Track>
            \(points)</Track></Lap></Activity></Activities>
            </TrainingCenterDatabase>

            """
    }

    /// The header of logbook's own CSV layout.
    static let csvHeader = "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n"

    /// The UTF-8 bytes of `text`.
    static func utf8(_ text: String) -> Data { Data(text.utf8) }

    /// `text` as UTF-8 with `bytes` spliced in place of the first `marker`.
    static func splice(_ text: String, marker: String, bytes: [UInt8]) -> Data {
        guard let range = text.range(of: marker) else { return Data(text.utf8) }
        return Data(text[..<range.lowerBound].utf8) + Data(bytes) + Data(text[range.upperBound...].utf8)
    }
}
