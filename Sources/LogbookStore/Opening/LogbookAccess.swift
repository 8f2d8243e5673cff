/// What a command will do with the logbook it opens.
public enum LogbookAccess: Sendable, Equatable {
    /// Only read: a read-only logbook (file or folder) is opened read-only.
    case read
    /// Write: the logbook must be writable, intact and with the schema the migrations made.
    case write
}
