/// What a readable file holds instead of an activity: no run, and no damage either.
///
/// A reader says so beside its error (`ImportError.noActivity`); whether that skips the
/// file or rejects it is the importer's one judgement (`ActivityAbsence` in LogbookCore):
/// a member of a folder or an archive is skipped, a file named on its own is rejected.
public enum NoActivity: String, Sendable, Equatable, CaseIterable {
    /// Bytes of no format the logbook reads: notes, a photo, another program's file.
    case unknownFormat
    /// A TCX file of courses (planned routes), no activity.
    case course
    /// A GPX file holding a route, no recorded track.
    case route
    /// A GPX file holding only waypoints.
    case waypoints

    /// Why such a file is skipped, as the import line shows it (`not an activity: a TCX course`).
    public var skipReason: String {
        switch self {
        case .unknownFormat: "not an activity: not a \(FileFormat.displayNames) file"
        case .course: "not an activity: a TCX course"
        case .route: "not an activity: a GPX route"
        case .waypoints: "not an activity: GPX waypoints only"
        }
    }
}
