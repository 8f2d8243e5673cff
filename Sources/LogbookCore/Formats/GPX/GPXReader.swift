/// Reads GPX files (1.0, 1.1, or without namespace) into activities, streaming.
///
/// One `ParsedActivity` per `<trk>` with at least one timed point; each `<trkseg>`
/// is a segment. Cadence is doubled to steps per minute except for cycling tracks
/// (see `CadenceConvention`). `statedOffset` is the UTC offset written on the first
/// timed point (`+02:00`); `Z` states none.
public struct GPXReader {
    /// GPX in the reader list: an XML file with root `<gpx>`.
    public static let entry = FormatEntry(
        displayName: "GPX", matches: { $0.xmlRoot == "gpx" },
        read: { input, settings, shouldContinue in
            try read(input, spooling: settings.spooling, shouldContinue: shouldContinue)
        })

    /// Parses `input`; throws an `ImportError` naming the file and line for malformed
    /// XML, a non-GPX root, a DOCTYPE, or a file without any timed track point.
    /// `shouldContinue` is asked before each chunk; when it returns false the read stops
    /// with `CancellationError`.
    /// Long tracks are kept as `spooling` says.
    public static func read(
        _ input: ImportInput, spooling: SpoolSettings = .standard, shouldContinue: () -> Bool = { true }
    ) throws -> [ParsedActivity] {
        try XMLPushParser.activities(
            input, formatName: FileFormat.gpx.displayName, handler: GPXParseState(spooling: spooling),
            shouldContinue: shouldContinue)
    }
}
