extension Database {
    /// True when this connection enforces foreign keys (`PRAGMA foreign_keys`).
    public var enforcesForeignKeys: Bool {
        get throws { try scalar("PRAGMA foreign_keys").int64Value == 1 }
    }

    /// Runs `body` with foreign-key enforcement off on this connection, then turns it back
    /// on if it was on, whether `body` succeeded or not (after a success, a failure to turn
    /// it back on throws).
    ///
    /// Only for writers whose every child row names a parent the same transaction just
    /// wrote or read, and that delete children themselves instead of leaving it to
    /// `ON DELETE CASCADE`, which does nothing while enforcement is off. SQLite ignores the
    /// setting inside a transaction, so inside one (or where it is already off) `body`
    /// simply runs as the connection stands.
    public func withoutForeignKeyEnforcement<T>(_ body: () throws -> T) throws -> T {
        guard isAutocommit, try enforcesForeignKeys else { return try body() }
        try execute("PRAGMA foreign_keys = OFF")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("PRAGMA foreign_keys = ON")
            throw error
        }
        try execute("PRAGMA foreign_keys = ON")
        return result
    }
}
