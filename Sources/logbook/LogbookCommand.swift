/// A subcommand: its declarations, how it reads and checks them, and what it does.
///
/// `init` reads every value through its declaration and checks the rules between options;
/// it must not touch the database or any file, so that a wrong command line never gets as
/// far as opening one. `run` does the work and prints; failures are thrown.
protocol LogbookCommand: Sendable {
    /// Its name and help prose.
    static var configuration: CommandConfiguration { get }
    /// Its arguments in help order; `-h, --help` is added by the command line.
    static var declarations: [ArgumentDeclaration] { get }
    /// Reads and checks the parsed values; throws `UsageError` for a wrong combination.
    init(_ values: ParsedValues) throws(UsageError)
    /// Does the work; returns how it ended, or throws (exit 1).
    func run(_ context: CommandContext) throws -> ExitCode
    /// True when the command runs on the settings (environment and config file), which
    /// the command line then reads before `init`, failing on a bad config file.
    static var readsSettings: Bool { get }
}

extension LogbookCommand {
    /// Every command reads the settings unless it says otherwise.
    static var readsSettings: Bool { true }
}
