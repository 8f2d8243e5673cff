/// What an account export makes of one of its members.
public enum ExportMemberRole: Sendable, Equatable {
    /// Read it (import a file, walk an archive), giving its runs these words.
    case read(ExportWords?)
    /// Leave it: counted as `skipped` with this reason (routes, media, other tables).
    case skip(String)
}
