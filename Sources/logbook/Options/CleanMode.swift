/// What `clean` does, as chosen by its mode flags; none is a dry run.
enum CleanMode: Sendable, Equatable {
    /// Show the findings, change nothing.
    case dryRun
    /// `--apply`: quarantine the findings.
    case apply
    /// `--quarantined`: list the quarantine.
    case quarantined
    /// `--restore <id> ...`.
    case restore
    /// `--restore-all`.
    case restoreAll
    /// `--purge [<id> ...]`.
    case purge
}
