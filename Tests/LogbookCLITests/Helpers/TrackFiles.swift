import Foundation
import LogbookTestSupport

/// Small activity files written by the tests, with geometry whose numbers are known.
enum TrackFiles {
    /// Metres per degree of latitude on the mean-radius sphere (6,371,008.8 m): 2πR/360.
    static let metresPerDegree = 2 * Double.pi * 6_371_008.8 / 360

    /// A GPX 1.1 run heading due north from 64.0 N 21.9 W (Reykjavik, whose zone is UTC all
    /// year, so the local times the commands print are the file's UTC times) at `speed` m/s,
    /// one point every `step` seconds for `duration` seconds, starting at `start` (an ISO
    /// 8601 text with Z), with heart rate `hr` on every point when given.
    static func gpx(start: String, duration: Int, step: Int = 5, speed: Double = 3, hr: Int? = 150, name: String = "Morning Run") -> String {
        let startDate = ISO8601DateFormatter().date(from: start) ?? Date(timeIntervalSince1970: 0)
        let formatter = ISO8601DateFormatter()
        var points = ""
        for t in stride(from: 0, through: duration, by: step) {
            let lat = 64.0 + Double(t) * speed / metresPerDegree
            let time = formatter.string(from: startDate.addingTimeInterval(Double(t)))
            let extensions = hr.map {
                "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\($0)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>"
            } ?? ""
            points += "<trkpt lat=\"\(String(format: "%.8f", lat))\" lon=\"-21.9\"><ele>400</ele><time>\(time)</time>\(extensions)</trkpt>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="logbook tests" xmlns="http://www.topografix.com/GPX/1/1"
                 xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><name>\(name)</name><type>running</type><trkseg>
            \(points)</trkseg></trk>
            </gpx>

            """
    }

    /// Writes `text` to `name` in `folder` and returns the path.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: ScratchFolder) throws -> String {
        let path = folder.path(name)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
