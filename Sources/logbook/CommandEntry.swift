/// A registered subcommand as plain values: what help, completions and the parser need,
/// and how to build it from parsed values.
struct CommandEntry: Sendable {
    /// Its name and help prose.
    let configuration: CommandConfiguration
    /// Its declarations followed by `-h, --help`.
    let declarations: [ArgumentDeclaration]
    /// Reads and checks the parsed values into a command ready to run.
    let prepare: @Sendable (ParsedValues) throws(UsageError) -> any LogbookCommand
    /// True when the command runs on the settings (`LogbookCommand.readsSettings`).
    let readsSettings: Bool

    /// The `-h, --help` flag every command accepts.
    static let help = Flag("help", short: "h", help: "Show help information.")

    /// Registers a command type.
    init<Command: LogbookCommand>(_ command: Command.Type) {
        configuration = command.configuration
        declarations = command.declarations + [Self.help.declaration]
        prepare = { (values) throws(UsageError) in try Command(values) }
        readsSettings = command.readsSettings
    }

    /// The subcommand name.
    var name: String { configuration.name }
}
