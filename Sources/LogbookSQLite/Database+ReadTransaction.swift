extension Database {
    /// Runs `body` inside one read transaction (`BEGIN` ... `COMMIT`), or inside the
    /// transaction already open on this connection.
    ///
    /// Outside a transaction SQLite begins and ends one for every statement: it takes and
    /// drops the file's shared lock (two `fcntl` calls), looks for a hot journal (a
    /// `stat`) and checks the schema each time. A reader that runs thousands of small
    /// statements (`clean` reads the end of every run) spent more on that than on reading,
    /// and what it reads comes from one moment.
    public func inReadTransaction<T>(_ body: () throws -> T) throws -> T {
        guard isAutocommit else { return try body() }
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if !isAutocommit { try? execute("ROLLBACK") }
            throw error
        }
    }
}
