/// The kinds of activity file the importer understands.
public enum FileFormat: String, Sendable, Equatable, CaseIterable {
    /// GPS Exchange Format (GPX 1.0 or 1.1), XML with root `<gpx>`.
    case gpx
    /// Garmin Training Center XML, root `<TrainingCenterDatabase>`.
    case tcx
    /// A comma- or semicolon-separated activity list (Strava, Runkeeper ...).
    case csv
    /// Garmin's binary Flexible and Interoperable Data Transfer format.
    case fit
}
