/// The period `stats` groups by, as chosen by `--weekly`, `--monthly` or `--yearly`.
enum StatsPeriod: Sendable {
    /// `-W`.
    case weekly
    /// `-M`.
    case monthly
    /// `-Y`.
    case yearly
}
