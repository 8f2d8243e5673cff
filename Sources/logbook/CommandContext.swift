import Foundation
import LogbookCore

/// What every command gets when it runs: the environment and what the terminal can show.
struct CommandContext: Sendable {
    /// The process environment.
    var environment: [String: String]

    /// Bold and width of standard output.
    var style: TerminalStyle { TerminalStyle.current(environment: environment) }

    /// The opener every command opens the logbook with: it waits for another process
    /// writing the logbook as long as `LOGBOOK_LOCK_WAIT` says (else a minute).
    func opener() throws -> LogbookOpener {
        LogbookOpener(waitMilliseconds: try LockWait.milliseconds(environment: environment))
    }

    /// The wait the opener uses, for the message given when it runs out.
    var lockWaitMilliseconds: Int32 {
        (try? LockWait.milliseconds(environment: environment)) ?? Database.busyTimeoutMilliseconds
    }
}
