/// Which columns of a recognised CSV export hold which values, and in which units.
///
/// Built by `recognise(header:distanceUnit:)`, a pure function of the header cells.
/// Where several columns can hold a value, they are listed in order of preference
/// and the first non-empty cell wins.
public struct CSVSchema: Sendable, Equatable {
    /// The program that wrote the file.
    public enum Source: String, Sendable, Equatable {
        /// logbook's own CSV: `start,sport,distance_m,elapsed_s,moving_s,avg_hr,name`.
        case logbook
        /// Strava bulk export `activities.csv`.
        case strava
        /// Runkeeper export `cardioActivities.csv`.
        case runkeeper
        /// Garmin Connect `Activities.csv` (English).
        case garminConnect
    }

    /// How the start column is written.
    public enum StartFormat: Sendable, Equatable {
        /// ISO 8601; without an offset the time is floating (local wall clock).
        case iso8601
        /// Strava's `Oct 5, 2014, 4:15:21 PM` (translated exports: day first, `05.10.2014, 16:15:21`),
        /// in UTC (ISO 8601 also accepted, read as UTC).
        case stravaUTC
    }

    /// The program that wrote the file.
    public var source: Source
    /// How the start column is written.
    public var startFormat: StartFormat
    /// The start time column (required in every row).
    public var start: CSVColumn
    /// The sport columns.
    public var sport: [CSVColumn] = []
    /// The name columns.
    public var name: [CSVColumn] = []
    /// Distance columns, scaled to metres.
    public var distance: [CSVColumn] = []
    /// Elapsed time columns, in seconds.
    public var elapsed: [CSVColumn] = []
    /// Moving time columns, in seconds.
    public var moving: [CSVColumn] = []
    /// Average heart rate columns, bpm.
    public var averageHeartRate: [CSVColumn] = []
    /// Maximum heart rate columns, bpm.
    public var maxHeartRate: [CSVColumn] = []
    /// Average cadence columns, steps (or strides, see `cadenceInStridesForRuns`) per minute.
    public var averageCadence: [CSVColumn] = []
    /// Elevation gain columns, scaled to metres.
    public var elevationGain: [CSVColumn] = []
    /// True when the cadence of runs is in strides per minute (Strava, as in FIT files)
    /// and must be doubled to give steps per minute.
    public var cadenceInStridesForRuns = false
    /// The number of cells in the header.
    public var columnCount: Int

    /// The reason given when a header matches no known export.
    public static let unrecognisedReason =
        "unrecognised CSV header: expected Strava activities.csv, Garmin Connect Activities.csv, "
        + "Runkeeper cardioActivities.csv or logbook CSV (start,sport,distance_m,elapsed_s,moving_s,avg_hr,name)"

    /// Creates a schema with only its start column; the other columns are added after.
    public init(source: Source, startFormat: StartFormat, start: CSVColumn, columnCount: Int) {
        self.source = source
        self.startFormat = startFormat
        self.start = start
        self.columnCount = columnCount
    }

    /// Recognises a header row, or returns `nil` when it matches no known export.
    ///
    /// Header cells are compared after `cleanHeaderCell` and without regard to case.
    /// - Parameters:
    ///   - header: the header cells as the tokenizer gave them.
    ///   - distanceUnit: the unit of distance columns whose header names none
    ///     (Garmin's `Distance`, Strava's first `Distance`); heights follow it.
    ///
    /// Translated Strava headers (`Aktivitätsdatum`, `Nom du fichier`) count as their English
    /// names (see `StravaHeaderNames`).
    public static func recognise(header: [String], distanceUnit: CSVDistanceUnit = .kilometres) -> CSVSchema? {
        let cleaned = header.map(cleanHeaderCell)
        var positions: [String: [Int]] = [:]
        // Strava writes its headers in the account's language: each is looked up by its English name.
        for (index, cell) in cleaned.enumerated() {
            positions[StravaHeaderNames.english(cell), default: []].append(index)
        }
        func columns(_ name: String, kind: CSVColumn.Kind = .number, scale: Double = 1) -> [CSVColumn] {
            (positions[name] ?? []).map { CSVColumn(index: $0, header: cleaned[$0], kind: kind, scale: scale) }
        }
        func has(_ names: String...) -> Bool { names.allSatisfy { positions[$0] != nil } }

        if has("start", "sport", "distance_m", "elapsed_s"), let start = columns("start").first {
            var schema = CSVSchema(source: .logbook, startFormat: .iso8601, start: start, columnCount: header.count)
            schema.sport = columns("sport")
            schema.name = columns("name")
            schema.distance = columns("distance_m")
            schema.elapsed = columns("elapsed_s", kind: .duration)
            schema.moving = columns("moving_s", kind: .duration)
            schema.averageHeartRate = columns("avg_hr")
            return schema
        }

        if has("activity date", "activity type"), has("distance") || has("elapsed time"),
            let start = columns("activity date").first
        {
            var schema = CSVSchema(source: .strava, startFormat: .stravaUTC, start: start, columnCount: header.count)
            schema.sport = columns("activity type")
            schema.name = columns("activity name")
            // The first "Distance" is in the athlete's unit; a second one (newer exports) is metres.
            let distances = columns("distance")
            if distances.count >= 2 {
                var metres = distances[1]
                metres.scale = 1
                var userUnit = distances[0]
                userUnit.scale = distanceUnit.metres
                schema.distance = [metres, userUnit]
            } else {
                schema.distance = distances.map { CSVColumn(index: $0.index, header: $0.header, scale: distanceUnit.metres) }
            }
            // The second "Elapsed Time" and "Max Heart Rate" are the precise ones.
            schema.elapsed = columns("elapsed time", kind: .duration).reversed()
            schema.moving = columns("moving time", kind: .duration)
            schema.averageHeartRate = columns("average heart rate")
            schema.maxHeartRate = columns("max heart rate").reversed()
            schema.averageCadence = columns("average cadence")
            schema.cadenceInStridesForRuns = true
            schema.elevationGain = columns("elevation gain")
            return schema
        }

        if has("date", "type", "duration"), has("distance (mi)") || has("distance (km)"),
            let start = columns("date").first
        {
            var schema = CSVSchema(source: .runkeeper, startFormat: .iso8601, start: start, columnCount: header.count)
            schema.sport = columns("type")
            schema.name = columns("route name")
            schema.distance = columns("distance (km)", scale: 1000) + columns("distance (mi)", scale: 1609.344)
            schema.elapsed = columns("duration", kind: .duration)
            schema.averageHeartRate = columns("average heart rate (bpm)")
            schema.elevationGain = columns("climb (m)") + columns("climb (ft)", scale: 0.3048)
            return schema
        }

        if has("activity type", "date", "distance"), has("time") || has("elapsed time") || has("moving time"),
            let start = columns("date").first
        {
            var schema = CSVSchema(source: .garminConnect, startFormat: .iso8601, start: start, columnCount: header.count)
            schema.sport = columns("activity type")
            schema.name = columns("title")
            schema.distance = columns("distance", scale: distanceUnit.metres)
            schema.elapsed = columns("elapsed time", kind: .duration) + columns("time", kind: .duration)
            schema.moving = columns("moving time", kind: .duration)
            schema.averageHeartRate = columns("avg hr")
            schema.maxHeartRate = columns("max hr")
            schema.averageCadence = columns("avg run cadence")
            schema.elevationGain = columns("total ascent", scale: distanceUnit.heightMetres)
            return schema
        }
        return nil
    }

    /// A header cell reduced to its text: markup such as Strava's
    /// `<span class="translation_missing" ...>Start Time</span>` removed, the
    /// entities `&amp; &lt; &gt; &quot; &#39;` decoded, whitespace trimmed and collapsed.
    public static func cleanHeaderCell(_ cell: String) -> String {
        var text = ""
        var inTag = false
        for character in cell {
            if character == "<" {
                inTag = true
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        for (entity, replacement) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: replacement)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
