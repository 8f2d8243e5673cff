/// Reads Garmin Training Center XML (TCX) files into activities, streaming.
///
/// One `ParsedActivity` per `<Activity>`; see `TCXParseState` for how trackpoints,
/// pause markers, laps and cadence are read.
public struct TCXReader {
    /// TCX in the reader list: an XML file with root `<TrainingCenterDatabase>`.
    public static let entry = FormatEntry(
        displayName: "TCX", matches: { $0.xmlRoot == "TrainingCenterDatabase" },
        read: { input, settings, shouldContinue in
            try read(input, spooling: settings.spooling, shouldContinue: shouldContinue)
        })

    /// Parses `input`; throws an `ImportError` naming the file and line for malformed
    /// XML, a non-TCX root, a DOCTYPE, a course-only file or a file with no activity.
    /// Long tracks are kept as `spooling` says. `shouldContinue` is asked before each chunk;
    /// when it returns false the read stops with `CancellationError`.
    public static func read(
        _ input: ImportInput, spooling: SpoolSettings = .standard, shouldContinue: () -> Bool = { true }
    ) throws -> [ParsedActivity] {
        try XMLPushParser.activities(
            input, formatName: FileFormat.tcx.displayName, handler: TCXParseState(spooling: spooling),
            shouldContinue: shouldContinue)
    }
}
