import LogbookCore
import LogbookSupport

/// Ctrl-C caught for every command, from the moment it starts: the core then undoes the
/// change in progress (see `Interruption`) and the command exits 130.
enum CommandInterrupts {
    /// The flag SIGINT raises; made on first use.
    static let flag = InterruptFlag.catchingInterrupts()
}
