/// When a derived value is computed.
public enum DerivationMoment: String, Sendable, CaseIterable {
    /// When a file is imported (and `import --refresh` reads it again).
    case importing = "import"
    /// When `logbook rebuild` computes the run again with today's rules.
    case rebuild
    /// When `logbook trim` cuts the run (what the samples measure).
    case trim
    /// By a migration's follow-up step, for runs stored before the value was.
    case migration
}
