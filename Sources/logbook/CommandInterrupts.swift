import LogbookCore

/// Ctrl-C caught for every command, from the moment it starts: the transaction in
/// progress then rolls back (see `Interruption`) and the command exits 130.
enum CommandInterrupts {
    /// The flag SIGINT raises; made on first use.
    static let flag = InterruptFlag.catchingInterrupts()
}
