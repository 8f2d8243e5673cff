import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// `logbook explain ID [FIELD]`: reads a run, live or in quarantine, and explains each of its
/// declared values from what was stored with it (`DerivedValue`), in one read transaction.
public struct RunExplainer: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// An explainer over an open logbook.
    public init(database: Database) {
        self.database = database
    }

    /// The names `FIELD` may take, in the order they are shown.
    public static var fieldNames: [String] { DerivedValue.all.map(\.name) }

    /// Run `id` explained, every value or only `field` (one of `fieldNames`); throws
    /// `RunLookupError.runNotFound` when no run, live or quarantined, has that id.
    public func explain(id: Int64, field: String? = nil) throws -> RunExplanation {
        try database.inReadTransaction { () throws -> RunExplanation in
            let quarantine = QuarantineTables(database: database)
            let found: (run: Run, rule: String?)
            if let live = try RunQueries(database: database).run(id: id) {
                found = (live, nil)
            } else if let quarantined = try quarantine.quarantinedRun(id) {
                found = (quarantined.run, quarantined.rule)
            } else {
                throw RunLookupError.runNotFound(id: id)
            }
            let values = DerivedValue.all.filter { field == nil || $0.name == field }
            let sources = found.rule == nil ? try RunSourceTables(database: database).sources(ofRun: id) : []
            var stored = found.rule == nil ? try parts(Set(values.flatMap(\.reads)), of: found.run, id: id) : ExplainedRun(run: found.run)
            if found.rule == nil { stored.sources = sources }
            return RunExplanation(
                run: found.run, fields: values.map { $0.explain(stored) }, sources: sources, quarantinedBy: found.rule,
                trimmed: try TrimOriginalTables(database: database).hasOriginal(id))
        }
    }

    /// Live run `run` (id `id`) with the stored parts `wanted` read beside it.
    private func parts(_ wanted: Set<ExplainedPart>, of run: Run, id: Int64) throws -> ExplainedRun {
        var stored = ExplainedRun(run: run)
        if wanted.contains(.splits) { stored.splits = try RunQueries(database: database).splits(runID: id) }
        if wanted.contains(.efforts) { stored.efforts = try BestEffortQueries(database: database).efforts(runID: id) }
        if wanted.contains(.heartRates) {
            let table = HeartRateSummaryTable(database: database)
            stored.heartRates = try table.summary(runID: id) ?? table.computed(runID: id)
        }
        if wanted.contains(.load) {
            stored.load = try ShownRunLoad.load(runID: id, startUTC: run.startUTC, utcOffset: run.utcOffset, from: database).load
        }
        return stored
    }
}
