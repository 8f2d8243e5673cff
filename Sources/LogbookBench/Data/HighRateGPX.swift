import Foundation

/// Writers of the flat-memory section's files, streamed to disk in 1 MiB pieces: a GPX run
/// at 20 Hz (a point every 50 ms at a 1 m/s walk, so a marathon holds 844,000 points) and
/// an Apple Health export.xml whose heart-rate records, one a second, all lie inside one
/// workout.
enum HighRateGPX {
    /// Writes a GPX of about `megabytes` MB to `path`; returns its number of points.
    static func write(megabytes: Int, to path: String) throws -> Int {
        let writer = try PieceWriter(path: path)
        writer.add("""
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="logbook-bench" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><name>20 Hz walk</name><type>running</type><trkseg>

            """)
        let start = 1_700_000_000
        var lat = 47.37, lon = 8.54, heading = 0.0
        var count = 0
        let formatter = ISO8601DateFormatter()
        while writer.written < megabytes * 1_000_000 {
            if count % 200 == 0 { heading += sin(Double(count) * 0.37) * 0.3 }
            lat += 0.05 * cos(heading) / 111_320
            lon += 0.05 * sin(heading) / (111_320 * cos(lat * .pi / 180))
            let millis = count * 50
            let stamp = formatter.string(from: Date(timeIntervalSince1970: Double(start + millis / 1000))).dropLast()
            writer.add(String(format: "<trkpt lat=\"%.7f\" lon=\"%.7f\"><ele>%.1f</ele><time>%@.%03dZ</time><extensions>"
                              + "<gpxtpx:TrackPointExtension><gpxtpx:hr>%d</gpxtpx:hr><gpxtpx:cad>88</gpxtpx:cad>"
                              + "</gpxtpx:TrackPointExtension></extensions></trkpt>\n",
                              lat, lon, 400 + 10 * sin(Double(count) / 20_000), String(stamp), millis % 1000, 140 + count % 20))
            count += 1
        }
        writer.add("</trkseg></trk>\n</gpx>\n")
        try writer.close()
        return count
    }

    /// Writes an export.xml of about `megabytes` MB: heart-rate records a second apart,
    /// then one walking workout spanning them all; returns the number of records.
    static func writeHeartRateExport(megabytes: Int, to path: String) throws -> Int {
        let writer = try PieceWriter(path: path)
        writer.add("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n")
        let start = 1_714_539_600  // 2024-05-01 05:00 UTC
        func date(_ second: Int) -> String { HealthExportDate.text(utc: start + second) }
        var count = 0
        while writer.written < megabytes * 1_000_000 {
            let stamp = date(count)
            writer.add(" <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Apple Watch\" sourceVersion=\"10.4\" "
                       + "unit=\"count/min\" creationDate=\"\(stamp)\" startDate=\"\(stamp)\" endDate=\"\(stamp)\" value=\"\(100 + count % 60)\"/>\n")
            count += 1
        }
        writer.add(" <Workout workoutActivityType=\"HKWorkoutActivityTypeWalking\" duration=\"\(Double(count) / 60)\" durationUnit=\"min\" "
                   + "totalDistance=\"\(count / 1000)\" totalDistanceUnit=\"km\" sourceName=\"Apple Watch\" sourceVersion=\"10.4\" "
                   + "creationDate=\"\(date(count))\" startDate=\"\(date(0))\" endDate=\"\(date(count))\">\n </Workout>\n</HealthData>\n")
        try writer.close()
        return count
    }
}
