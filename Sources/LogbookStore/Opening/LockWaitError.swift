import LogbookSupport

/// `LOGBOOK_LOCK_WAIT` holds something that is not a number of seconds from 0 to 3600.
public struct LockWaitError: Error, Sendable, CustomStringConvertible {
    /// The variable's value, as given.
    public var value: String

    /// The message after `Error: `.
    public var description: String {
        "\(LockWait.variable) must be a number of seconds from 0 to \(Int(LockWait.maximumSeconds)), "
            + "how long to wait for another command writing the logbook (it is '\(MessageExcerpt.of(value))')"
    }
}
