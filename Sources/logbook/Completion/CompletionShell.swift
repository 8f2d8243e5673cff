/// A shell `logbook completions` writes a script for.
enum CompletionShell: String, Sendable, CaseIterable {
    /// GNU bash (`complete -F`).
    case bash
    /// zsh (`#compdef`, `_arguments`).
    case zsh
    /// fish (`complete -c`).
    case fish

    /// The completion script for `commands`.
    func script(for commands: [CommandEntry]) -> String {
        switch self {
        case .bash: BashCompletionScript.render(commands)
        case .zsh: ZshCompletionScript.render(commands)
        case .fish: FishCompletionScript.render(commands)
        }
    }
}
