import LogbookSQLite

/// How long a command waits for another process writing the logbook: `LOGBOOK_LOCK_WAIT`
/// seconds when set (a whole or decimal number from 0 to 3600), else a minute.
public enum LockWait {
    /// The environment variable that sets the wait.
    public static let variable = "LOGBOOK_LOCK_WAIT"

    /// The largest wait the variable may ask for, in seconds: an hour.
    public static let maximumSeconds = 3600.0

    /// The wait when none is asked for: the connection's own busy timeout.
    public static var standardMilliseconds: Int32 { Database.busyTimeoutMilliseconds }

    /// The wait in milliseconds that `environment` asks for (an empty variable counts as
    /// unset); throws `LockWaitError` naming the variable and its value when it is not a
    /// number of seconds from 0 to `maximumSeconds`.
    public static func milliseconds(environment: [String: String]) throws -> Int32 {
        try milliseconds { environment[$0] }
    }

    /// `milliseconds(environment:)` with each variable read through `value` (its value, or
    /// nil when unset), so that a caller need not build a dictionary.
    public static func milliseconds(value: (String) -> String?) throws -> Int32 {
        guard let text = value(variable), !text.isEmpty else { return standardMilliseconds }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = Double(text),
            seconds.isFinite, seconds >= 0, seconds <= maximumSeconds
        else { throw LockWaitError(value: text) }
        return Int32((seconds * 1000).rounded())
    }
}
