import Foundation
import LogbookCore

/// What every command gets when it runs: the environment and what the terminal can show.
struct CommandContext: Sendable {
    /// The process environment.
    var environment: [String: String]

    /// Bold and width of standard output.
    var style: TerminalStyle { TerminalStyle.current(environment: environment) }
}
