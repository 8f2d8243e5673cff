/// Reads Garmin Training Center XML (TCX) files into activities, streaming.
///
/// One `ParsedActivity` per `<Activity>`; see `TCXParseState` for how trackpoints,
/// pause markers, laps and cadence are read.
public struct TCXReader {
    /// Parses `input`; throws an `ImportError` naming the file and line for malformed
    /// XML, a non-TCX root, a DOCTYPE, a course-only file or a file with no activity.
    /// Long tracks are kept as `spooling` says. `shouldContinue` is asked before each chunk;
    /// when it returns false the read stops with `CancellationError`.
    public static func read(
        _ input: ImportInput, spooling: SpoolSettings = .standard, shouldContinue: () -> Bool = { true }
    ) throws -> [ParsedActivity] {
        let state = try XMLPushParser.parse(
            input, formatName: "TCX", handler: TCXParseState(spooling: spooling), shouldContinue: shouldContinue)
        do {
            return try state.result()
        } catch {
            throw ImportError(file: input.displayName, line: error.line, reason: error.reason)
        }
    }
}
