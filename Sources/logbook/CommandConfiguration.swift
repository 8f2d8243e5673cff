/// A command's name and the prose of its help.
struct CommandConfiguration: Sendable {
    /// The subcommand name, e.g. `migrate`.
    var name: String
    /// One-line overview.
    var abstract: String
    /// More text under the overview, or empty. Lines without indentation are reflowed into
    /// paragraphs; indented `term  description` lines are kept as a list, their descriptions
    /// (with continuation lines indented to the description) reflowed.
    var discussion: String = ""
}
