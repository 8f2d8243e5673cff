/// How much `import` prints on standard output: `--quiet`, the default, or `--verbose`.
enum ImportVerbosity: Sendable, Equatable {
    /// Errors only, on standard error: nothing at all when every file goes in (no total, no
    /// progress line unless `--progress` asks for one).
    case quiet
    /// One line per file given (an archive is one line), errors and the total.
    case normal
    /// A line per run and per archive member besides the file lines.
    case verbose
}
