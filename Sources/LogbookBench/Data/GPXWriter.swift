import LogbookCore
import LogbookModel

/// Writes a generated run as GPX 1.1 in the compact layout of the reference
/// generator: one `<trkpt>` per line with `<ele>`, `<time>` (UTC, `Z`) and Garmin
/// `gpxtpx:TrackPointExtension` heart rate and cadence, about 236 bytes per point.
enum GPXWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx creator="logbook-bench" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" \
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd \
        http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" \
        xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">

        """

    /// Writes run `index` of `plan` to `path`; returns (bytes, points).
    static func write(plan: RunPlan, seed: UInt64, index: Int, to path: String) throws -> (bytes: Int, points: Int) {
        let file = try OutputFile(path: path)
        file.write(header)
        file.write(" <metadata>\n  <time>")
        writeTime(plan.startUTC, to: file)
        file.write("</time>\n </metadata>\n <trk>\n  <name>\(plan.name)</name>\n  <type>running</type>\n  <trkseg>\n")
        var simulator = TrackSimulator(plan: plan, seed: seed, index: index)
        var points = 0
        while let point = simulator.next() {
            file.write("   <trkpt lat=\"")
            file.write(point.latitude, decimals: 7)
            file.write("\" lon=\"")
            file.write(point.longitude, decimals: 7)
            file.write("\"><ele>")
            file.write(point.elevation, decimals: 1)
            file.write("</ele><time>")
            writeTime(point.time, to: file)
            file.write("</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>")
            file.write(point.heartRate)
            file.write("</gpxtpx:hr><gpxtpx:cad>")
            file.write(point.cadence)
            file.write("</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>\n")
            try file.flushIfFull()
            points += 1
        }
        file.write("  </trkseg>\n </trk>\n</gpx>\n")
        try file.flush()
        return (file.byteCount, points)
    }

    /// `2022-01-08T17:32:14Z`.
    static func writeTime(_ utc: Int64, to file: OutputFile) {
        let days = ZoneRule.floorDiv(utc, 86400)
        let seconds = UInt64(utc - days * 86400)
        let (year, month, day) = CivilCalendar.date(daysSince1970: days)
        file.writeDigits(UInt64(year), minimumWidth: 4)
        file.write("-")
        file.writeDigits(UInt64(month), minimumWidth: 2)
        file.write("-")
        file.writeDigits(UInt64(day), minimumWidth: 2)
        file.write("T")
        file.writeDigits(seconds / 3600, minimumWidth: 2)
        file.write(":")
        file.writeDigits(seconds % 3600 / 60, minimumWidth: 2)
        file.write(":")
        file.writeDigits(seconds % 60, minimumWidth: 2)
        file.write("Z")
    }
}
