/// `logbook completions bash|zsh|fish`: print a shell completion script made from the same
/// declarations as the parser and the help.
struct CompletionsCommand: LogbookCommand {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            Where each shell finds the script:
              bash  source <(logbook completions bash) in ~/.bashrc, or save it as
                    ~/.local/share/bash-completion/completions/logbook
              zsh   save it as _logbook in a folder of $fpath, before compinit runs
              fish  save it as ~/.config/fish/completions/logbook.fish
            """)

    /// `<shell>`.
    static let shellArgument = Positional<CompletionShell>(
        "shell", help: "The shell: bash, zsh or fish.", completion: .values(CompletionShell.allCases.map(\.rawValue)),
        expected: "bash, zsh or fish"
    ) { CompletionShell(rawValue: $0) }

    /// Its arguments.
    static let declarations = [shellArgument.declaration]

    /// The shell.
    let shell: CompletionShell

    /// A script needs no settings: a bad config file must not stop it.
    static let readsSettings = false

    /// Reads the shell.
    init(_ values: ParsedValues) throws(UsageError) {
        shell = values[Self.shellArgument].first ?? .bash
    }

    /// Prints the script.
    func run(_ context: CommandContext) throws -> ExitCode {
        Console.out(shell.script(for: LogbookCLI.commands))
        return .success
    }
}
