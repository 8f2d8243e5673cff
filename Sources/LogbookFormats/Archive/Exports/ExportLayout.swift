/// An account export recognised from its member names (Strava's bulk export, Garmin
/// Connect's account export): what each top-level member is.
public protocol ExportLayout: Sendable {
    /// The role of the member stored as `path` (relative to the export's root).
    func role(of path: String) -> ExportMemberRole
}
