/// A subcommand: its specification and what it does.
protocol LogbookCommand: SendableMetatype {
    /// Its name, options and help.
    static var spec: CommandSpec { get }
    /// Runs it and returns the exit code. Throws `UsageError` (exit 64) or any other error (exit 1).
    static func run(_ context: CommandContext) throws -> Int32
}

/// A registered subcommand: its spec and its entry point, as plain values.
struct CommandEntry: Sendable {
    /// Its name, options and help.
    let spec: CommandSpec
    /// Runs it.
    let run: @Sendable (CommandContext) throws -> Int32

    /// Registers a command type.
    init<Command: LogbookCommand>(_ command: Command.Type) {
        spec = command.spec
        run = { try Command.run($0) }
    }
}
