import LogbookSQLite
import LogbookStore

/// Moves runs into quarantine and back, and deletes them for good: what `logbook clean`
/// does with its findings.
///
/// Quarantine MOVES a run's rows out of `runs`, `splits` and `samples` into their
/// quarantine twins (`QuarantineTables`), so every query on the live tables ignores
/// quarantined runs. A restore moves the rows back byte for byte, under the same id.
/// Each public method is one transaction.
public struct Quarantine: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    private var tables: QuarantineTables { QuarantineTables(database: database) }

    /// Finds everything (`CleanupSearch.findings`) and moves every run with a finding that
    /// quarantines to quarantine, all in one transaction. Returns every finding, including
    /// the recording tails, which stay where they are.
    public func apply(options: CleanupOptions, now: Int64) throws -> [CleanupFinding] {
        try database.inTransaction {
            let findings = try CleanupSearch(database: database).findings(options: options)
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
        for id in order {
            let own = (byRun[id] ?? []).sorted { $0.rule < $1.rule }
            try tables.moveIn(
                runID: id, rules: own.map(\.rule.rawValue).joined(separator: ","),
                detail: own.map(\.detail).joined(separator: "; "), duplicateOf: own.compactMap(\.duplicateOf).first, at: now)
        }
        return order
    }

    /// The runs in quarantine, by id.
    public func list() throws -> [QuarantinedRun] {
        try tables.list()
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
            try restoreInTransaction(ids: try tables.ids())
        }
    }

    /// Deletes quarantined runs for good (all of them when `ids` is `nil`), with their
    /// splits, samples and any trim original; returns the ids deleted. The import records
    /// of their files stay, so importing the same file again is still a duplicate.
    @discardableResult
    public func purge(ids: [Int64]? = nil) throws -> [Int64] {
        try database.inTransaction {
            let known = try tables.ids()
            var chosen = known
            if let ids {
                let missing = Self.unique(ids).filter { !known.contains($0) }
                if !missing.isEmpty { throw CleanupError.notInQuarantine(ids: missing) }
                chosen = Self.unique(ids)
            }
            for id in chosen {
                try tables.delete(runID: id)
                // The heart-rate summary stays beside a quarantined run (keyed by its id); a
                // run deleted for good takes it along.
                try HeartRateSummaryTable(database: database).delete(runID: id)
            }
            return chosen
        }
    }

    private func restoreInTransaction(ids: [Int64]) throws -> [Int64] {
        let wanted = Self.unique(ids)
        let known = Set(try tables.ids())
        let missing = wanted.filter { !known.contains($0) }
        if !missing.isEmpty { throw CleanupError.notInQuarantine(ids: missing) }
        for id in wanted {
            if try tables.liveRunExists(id) { throw CleanupError.idInUse(id: id) }
            try tables.moveOut(runID: id)
        }
        return wanted
    }

    /// The ids without repeats, in first-seen order.
    static func unique(_ ids: [Int64]) -> [Int64] {
        var seen: Set<Int64> = []
        return ids.filter { seen.insert($0).inserted }
    }
}
