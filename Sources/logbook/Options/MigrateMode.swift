/// What `migrate` does: apply pending migrations (default), list them or rehearse them.
enum MigrateMode: Sendable {
    /// Apply pending migrations.
    case apply
    /// `--list`.
    case list
    /// `--check`.
    case check
}
