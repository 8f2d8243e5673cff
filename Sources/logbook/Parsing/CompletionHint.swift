/// What a shell's completion may offer for a value.
enum CompletionHint: Sendable, Equatable {
    /// Nothing in particular.
    case none
    /// File and folder names.
    case file
    /// One of these words.
    case values([String])
}
