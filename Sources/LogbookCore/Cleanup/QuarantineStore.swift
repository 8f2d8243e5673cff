/// Moves runs into quarantine and back, and deletes them for good.
///
/// Quarantine MOVES a run's rows out of `runs`, `splits` and `samples` into
/// `quarantined_runs`, `quarantined_splits` and `quarantined_samples` (every declared
/// column copied as stored, see `TwinTable`, plus when, which rules, why, and the copy kept for a duplicate).
/// Every query on the live tables therefore ignores quarantined runs. A restore moves
/// the rows back byte for byte, under the same id. Each public method is one transaction.
public struct QuarantineStore {
    /// The connection.
    public let database: Database

    /// Creates a store over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Finds everything (`CleanupQueries.findings`) and moves every run with a finding that
    /// quarantines to quarantine, all in one transaction. Returns every finding, including
    /// the recording tails, which stay where they are.
    public func apply(options: CleanupOptions, now: Int64) throws -> [CleanupFinding] {
        try database.inTransaction {
            let findings = try CleanupQueries(database: database).findings(options: options)
            try move(findings, at: now)
            return findings
        }
    }

    /// Moves the runs of `findings` whose rule quarantines, inside the caller's transaction,
    /// and returns their ids. A run with several findings is moved once; its `rule` lists
    /// them (most serious first) and its `detail` joins theirs.
    @discardableResult
    public func move(_ findings: [CleanupFinding], at now: Int64) throws -> [Int64] {
        var order: [Int64] = []
        var byRun: [Int64: [CleanupFinding]] = [:]
        for finding in findings where finding.rule.quarantines {
            if byRun[finding.run.id] == nil { order.append(finding.run.id) }
            byRun[finding.run.id, default: []].append(finding)
        }
        let twins = TwinTable.quarantine
        for id in order {
            let own = (byRun[id] ?? []).sorted { $0.rule < $1.rule }
            for twin in twins {
                // The run row also records when, which rules, why, and the copy kept.
                let extra: [SQLiteValue] = twin.live != RunColumn.table ? [] : [
                    .integer(now), .text(own.map(\.rule.rawValue).joined(separator: ",")),
                    .text(own.map(\.detail).joined(separator: "; ")), own.compactMap(\.duplicateOf).first.sqliteValue,
                ]
                try twin.copyFromLive(runID: id, extraValues: extra, in: database)
            }
            for twin in twins.reversed() {
                try twin.deleteLiveRows(runID: id, in: database)
            }
        }
        return order
    }

    /// The runs in quarantine, by id.
    public func list() throws -> [QuarantinedRun] {
        try database.rows(
            """
            SELECT id, start_utc, utc_offset_s, sport, name, distance_m, moving_s, pace_s_per_km,
                   rule, detail, duplicate_of, quarantined_at
            FROM quarantined_runs ORDER BY id
            """
        ).map { row in
            QuarantinedRun(
                id: row[0].int64Value ?? 0, startUTC: row[1].int64Value ?? 0, utcOffset: Int(row[2].int64Value ?? 0),
                sport: row[3].stringValue ?? Sport.fallback, name: row[4].stringValue, distance: StoredNumber(row[5]),
                moving: StoredNumber(row[6]), pace: StoredNumber(row[7]),
                rules: (row[8].stringValue ?? "").split(separator: ",").map(String.init), detail: row[9].stringValue ?? "",
                duplicateOf: row[10].int64Value, quarantinedAt: row[11].int64Value ?? 0)
        }
    }

    /// Moves these runs back from quarantine exactly as they were (same id, every column,
    /// splits and samples), in one transaction; returns the ids restored.
    ///
    /// Values that today's CHECK constraints refuse (the infinite pace that got the run
    /// quarantined) are put back too: a restore undoes the quarantine, it does not judge.
    /// Throws `CleanupError.notInQuarantine` (naming every such id) or `.idInUse`, and
    /// then restores nothing.
    @discardableResult
    public func restore(ids: [Int64]) throws -> [Int64] {
        try database.inTransaction { try restoreInTransaction(ids: ids) }
    }

    /// Moves every quarantined run back (see `restore(ids:)`); returns their ids.
    @discardableResult
    public func restoreAll() throws -> [Int64] {
        try database.inTransaction {
            try restoreInTransaction(ids: try quarantinedIDs())
        }
    }

    /// Deletes quarantined runs for good (all of them when `ids` is `nil`), with their
    /// splits, samples and any trim original; returns the ids deleted. The import records
    /// of their files stay, so importing the same file again is still a duplicate.
    @discardableResult
    public func purge(ids: [Int64]? = nil) throws -> [Int64] {
        try database.inTransaction {
            let known = try quarantinedIDs()
            var chosen = known
            if let ids {
                let missing = Self.unique(ids).filter { !known.contains($0) }
                if !missing.isEmpty { throw CleanupError.notInQuarantine(ids: missing) }
                chosen = Self.unique(ids)
            }
            for id in chosen {
                for twin in TwinTable.trimOriginals.reversed() + TwinTable.quarantine.reversed() {
                    try twin.deleteRows(runID: id, in: database)
                }
            }
            return chosen
        }
    }

    private func quarantinedIDs() throws -> [Int64] {
        try database.rows("SELECT id FROM quarantined_runs ORDER BY id").compactMap { $0.first?.int64Value }
    }

    private func restoreInTransaction(ids: [Int64]) throws -> [Int64] {
        let wanted = Self.unique(ids)
        let known = Set(try quarantinedIDs())
        let missing = wanted.filter { !known.contains($0) }
        if !missing.isEmpty { throw CleanupError.notInQuarantine(ids: missing) }
        try database.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
        for id in wanted {
            if try database.scalar("SELECT count(*) FROM runs WHERE id = ?", [.integer(id)]).int64Value != 0 {
                throw CleanupError.idInUse(id: id)
            }
            for twin in TwinTable.quarantine {
                try twin.copyToLive(runID: id, in: database)
            }
            for twin in TwinTable.quarantine.reversed() {
                try twin.deleteRows(runID: id, in: database)
            }
        }
        return wanted
    }

    /// The ids without repeats, in first-seen order.
    static func unique(_ ids: [Int64]) -> [Int64] {
        var seen: Set<Int64> = []
        return ids.filter { seen.insert($0).inserted }
    }
}
