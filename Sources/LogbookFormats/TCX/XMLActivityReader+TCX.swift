extension XMLActivityReader {
    /// Garmin Training Center XML (TCX) files, root `<TrainingCenterDatabase>`.
    ///
    /// One `ParsedActivity` per `<Activity>`; see `TCXParseState` for how trackpoints, pause
    /// markers, laps and cadence are read. A course-only file or a file with no activity is
    /// refused.
    public static let tcx = XMLActivityReader(
        displayName: "TCX", makeState: { TCXParseState(spooling: $0) })
}
