import Foundation
import LogbookModel
import LogbookSupport

/// Reads Apple Health's `export.xml` (bare, or inside the Health app's `export.zip`) into
/// one activity per `<Workout>`, streaming: see `AppleHealthParseState` (what is kept),
/// `HealthDataPrologFilter` (the DTD subset, forbidden bytes) and `AppleHealthAssembler`
/// (routes, pauses, heart rate). `export.xml` is read by logbook's own XML scanner, and by
/// libxml2 only when the scanner leaves it (`XMLDocumentParser`): the same workouts, the
/// same refusals.
///
/// Route files (`WorkoutRoute/FileReference path`) are looked up beside the file: in its
/// folder on disk, or in its folder of the zip (`apple_health_export/workout-routes/`),
/// all in one pass; the routes that are missing are named in one warning, and their
/// workouts are summary runs.
public struct AppleHealthReader {
    /// The name of the format in runs' `source`.
    public static let activityFormat = "apple_health"
    /// The largest route file read (a 24-hour route at 1 Hz is about 25 MB).
    static let routeLimit = 256 << 20

    /// Apple Health in the reader list: an XML file with root `<HealthData>`.
    public static let entry = FormatEntry(
        displayName: "Apple Health", matches: { $0.xmlRoot == AppleHealthParseState.rootElement.description },
        readEach: { input, settings, shouldContinue, each in
            try readEach(input, spooling: settings.spooling, shouldContinue: shouldContinue, each)
        })

    /// Parses `input` and returns all its activities; see `readEach`, which hands them on
    /// one by one instead (what an import does, so that they never all sit in memory).
    public static func read(
        _ input: ImportInput, spooling: SpoolSettings = .standard, shouldContinue: () -> Bool = { true }
    ) throws -> (activities: [ParsedActivity], warnings: [String]) {
        var activities: [ParsedActivity] = []
        let warnings = try readEach(input, spooling: spooling, shouldContinue: shouldContinue) { activities.append($0) }
        return (activities, warnings)
    }

    /// Parses `input`, then calls `each` with the activity of every workout in file order;
    /// throws an `ImportError` naming the file and line for malformed XML (a file cut short
    /// among them), another root, an `<!ENTITY>` in the DOCTYPE, or an export without
    /// workouts, before any activity is handed on. Returns the warnings that concern the
    /// whole file (bytes read as spaces, missing routes); they are also on the first activity.
    public static func readEach(
        _ input: ImportInput, spooling: SpoolSettings = .standard, shouldContinue: () -> Bool = { true },
        _ each: (ParsedActivity) throws -> Void
    ) throws -> [String] {
        try readEach(input, spooling: spooling, using: .scannerFirst, shouldContinue: shouldContinue, each)
    }

    /// `readEach(_:spooling:shouldContinue:_:)` with `export.xml` read by the parsers `choice`
    /// names: the scanner with libxml2 behind it (what an import does), or one alone (tests
    /// compare them). Both see the bytes `HealthDataPrologFilter` passes on.
    static func readEach(
        _ input: ImportInput, spooling: SpoolSettings = .standard, using choice: XMLParserChoice,
        shouldContinue: () -> Bool = { true }, _ each: (ParsedActivity) throws -> Void
    ) throws -> [String] {
        let (state, filter) = try XMLDocumentParser.parse(
            input, formatName: "Apple Health", makeHandler: { AppleHealthParseState(spooling: spooling) },
            makeFilter: { HealthDataPrologFilter() }, using: choice, shouldContinue: shouldContinue)
        guard !state.workouts.isEmpty else {
            throw ImportError(file: input.displayName, line: nil, reason: AppleHealthParseState.noWorkouts.reason)
        }
        if let failure = state.workouts.failure { throw SpoolError(reason: failure) }
        var warnings: [String] = []
        if let replaced = filter?.replacedBytes, replaced > 0 {
            warnings.append(
                "read \(replaced) control \(replaced == 1 ? "byte" : "bytes") that XML does not allow (such as \\x0b) as spaces")
        }
        let wanted = Set(state.workouts.routePaths().map(AppleHealthAssembler.relative))
        let routePoints = Spool<TrackPoint>(spooling)
        var routes: [String: Range<Int>] = [:]
        var unreadable: [String] = []
        if !wanted.isEmpty {
            var missing = wanted
            if let companions = input.companions {
                missing = companions.read(wanted, limit: routeLimit) { path, data in
                    let start = routePoints.count
                    guard let tracks = try? XMLActivityReader.gpx.read(ImportInput(data: data, displayName: path), spooling: spooling) else {
                        unreadable.append(path)
                        return
                    }
                    for track in tracks { track.points.forEach { point, _ in routePoints.append(point) } }
                    routes[path] = start..<routePoints.count
                }
            }
            if !missing.isEmpty {
                warnings.append("\(missing.count) route \(missing.count == 1 ? "file is" : "files are") missing, "
                    + "so \(missing.count == 1 ? "its workout is a summary run" : "their workouts are summary runs"): "
                    + missing.sorted().joined(separator: ", "))
            }
        }
        if !unreadable.isEmpty {
            warnings.append("\(unreadable.count) route \(unreadable.count == 1 ? "file is" : "files are") not readable GPX, "
                + "so their workouts are summary runs: " + unreadable.sorted().joined(separator: ", "))
        }
        let assembler = AppleHealthAssembler(state: state, spooling: spooling)
        warnings += assembler.warnings
        var isFirst = true
        try assembler.activities(routes: routes, routePoints: routePoints) { activity in
            var activity = activity
            if isFirst { activity.warnings += warnings }
            isFirst = false
            try each(activity)
        }
        if let failure = state.workouts.failure { throw SpoolError(reason: failure) }
        return warnings
    }
}
