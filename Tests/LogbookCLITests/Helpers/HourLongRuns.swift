import Foundation

/// Writes many hour-long 1 Hz GPX runs quickly (no date formatter per point), for the
/// crash, interrupt and concurrency tests. Run `index` starts on day `index` of 2023 at
/// 06:00 UTC, so no two runs are the same run; each has `seconds + 1` points.
enum HourLongRuns {
    /// Points per run with the default duration.
    static let pointsPerRun = 3601

    /// The GPX text of run `index`: due north at 3 m/s with heart rate and elevation.
    static func gpx(index: Int, seconds: Int = 3600) -> String {
        let day = 1_672_531_200 + index * 86_400 + 6 * 3600  // 2023-01-01 + index days, 06:00Z
        let metresPerDegree = 2 * Double.pi * 6_371_008.8 / 360
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="logbook tests" xmlns="http://www.topografix.com/GPX/1/1"
                 xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><name>Run \(index)</name><type>running</type><trkseg>

            """
        text.reserveCapacity(seconds * 170)
        for t in 0...seconds {
            let time = day + t
            let secondOfDay = time % 86_400
            let date = civilDate(daysSince1970: time / 86_400)
            let stamp = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02dZ", date.year, date.month, date.day, secondOfDay / 3600,
                secondOfDay / 60 % 60, secondOfDay % 60)
            let lat = 47.0 + Double(t) * 3 / metresPerDegree
            text += "<trkpt lat=\"\(String(format: "%.7f", lat))\" lon=\"8.0\"><ele>\(400 + t % 7)</ele><time>\(stamp)</time>"
            text += "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(140 + t % 20)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n"
        }
        return text + "</trkseg></trk>\n</gpx>\n"
    }

    /// Writes runs `indices` as `run-NNN.gpx` into `folder` and returns their paths in order.
    static func write(_ indices: Range<Int>, into folder: URL, seconds: Int = 3600) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try indices.map { index in
            let url = folder.appendingPathComponent(String(format: "run-%03d.gpx", index))
            try Data(gpx(index: index, seconds: seconds).utf8).write(to: url)
            return url.path
        }
    }

    /// Year, month and day of a day number since 1970-01-01 (proleptic Gregorian).
    static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
