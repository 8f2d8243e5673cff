import LogbookCore
import LogbookModel

/// The fields of a run as `list` and `show` write them in JSON and CSV: SI units,
/// `start` as local ISO 8601 with the run's offset, absent values as `null` (JSON) or empty (CSV).
/// `sport_source` is `file` or `inferred` (decided from the speed profile), `distance_source`
/// `device` or `gps`, `moving_source` `device` (the device's timer) or `gps` (the points'
/// speed, whose figure `gps_moving_s` is); all are absent for runs stored before they were
/// recorded. `doubt` is why the run cannot be true (`RunDoubt`: every report leaves it out
/// unless `believed`, the runner's word, is true).
/// JSON also carries the runner's words: `name_source` (`file` or `runner`, see
/// `nameSource`), `description` and `gear`; CSV leaves them to `export`.
enum RunRecord {
    /// The keys, in order: the CSV header (JSON adds the words after `name`).
    static let keys = [
        "id", "start", "sport", "name", "distance_m", "elapsed_s", "moving_s", "pace_s_per_km", "pace_status",
        "avg_hr", "max_hr", "avg_cadence", "elevation_gain_m", "source", "sport_source", "distance_source",
        "device_distance_m", "gps_distance_m", "device_timer_s", "device_elapsed_s", "gps_moving_s", "moving_source",
        "doubt", "believed",
    ]

    /// The run as an ordered JSON object.
    static func json(_ run: Run) -> [(String, JSONValue)] {
        [
            ("id", .integer(run.id)), ("start", .string(LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset))),
            ("sport", .string(run.sport)), ("name", .string(run.name)), ("name_source", .string(nameSource(run))),
            ("description", .string(run.description)), ("gear", .string(run.gear)), ("distance_m", .number(run.distance)),
            ("elapsed_s", .number(run.elapsed)), ("moving_s", .number(run.moving)),
            ("pace_s_per_km", .number(run.pace.secondsPerKm)), ("pace_status", .string(run.pace.status.rawValue)),
            ("avg_hr", .number(run.averageHeartRate)), ("max_hr", .number(run.maxHeartRate)),
            ("avg_cadence", .number(run.averageCadence)), ("elevation_gain_m", .number(run.elevationGain)),
            ("source", .string(run.source)), ("sport_source", .string(run.sportSource?.rawValue)),
            ("distance_source", .string(run.distanceSource?.rawValue)), ("device_distance_m", .number(run.device.distance)),
            ("gps_distance_m", .number(run.gpsDistance)), ("device_timer_s", .number(run.device.timer)),
            ("device_elapsed_s", .number(run.device.elapsed)), ("gps_moving_s", .number(run.gpsMoving)),
            ("moving_source", .string(run.movingSource?.rawValue)), ("doubt", .string(run.doubt?.rawValue)),
            ("believed", .bool(run.believed)),
        ]
    }

    /// Where the run's name came from, as JSON says it: `runner` when it was set or cleared
    /// with `logbook edit`, else `file` (the name of the file or its export, none included).
    static func nameSource(_ run: Run) -> String {
        run.editedFields.contains(.name) ? "runner" : "file"
    }

    /// The run as CSV cells in `keys` order.
    static func csvCells(_ run: Run) -> [String] {
        let number = ReportText.plainNumber
        return [
            run.id.map(String.init) ?? "", LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset), run.sport,
            run.name ?? "", number(run.distance), number(run.elapsed), number(run.moving), number(run.pace.secondsPerKm),
            run.pace.status.rawValue, number(run.averageHeartRate), number(run.maxHeartRate), number(run.averageCadence),
            number(run.elevationGain), run.source, run.sportSource?.rawValue ?? "", run.distanceSource?.rawValue ?? "",
            number(run.device.distance), number(run.gpsDistance), number(run.device.timer), number(run.device.elapsed),
            number(run.gpsMoving), run.movingSource?.rawValue ?? "", run.doubt?.rawValue ?? "", run.believed ? "1" : "0",
        ]
    }

    /// The sport as the tables show it: marked `*` when it was inferred from the speed
    /// profile because the file names none (see `inferredFootnote`).
    static func sportCell(_ run: Run) -> String {
        run.sportSource == .inferred ? run.sport + "*" : run.sport
    }

    /// The footnote of a table holding an inferred sport.
    static let inferredFootnote = "* sport inferred from the speed profile: the file names none."
}
