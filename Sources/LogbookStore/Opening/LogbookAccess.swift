/// What a command will do with the logbook it opens.
public enum LogbookAccess: Sendable, Equatable {
    /// Only read: a read-only logbook (file or folder) is opened read-only.
    case read
    /// Only read, and only a logbook that is there: a missing file is refused
    /// (`OpenError.missing`) before anything is made, so reading creates no file.
    case readExisting
    /// Write: the logbook must be writable, intact and with the schema the migrations made.
    case write
}
