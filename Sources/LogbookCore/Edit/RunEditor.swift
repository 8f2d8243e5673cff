import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Changes a stored run's words and sport: what `logbook edit` does.
///
/// Numbers are never edited: distance, times and samples stay the best copy's. A new sport
/// whose pace thresholds differ (a run that was a ride) judges the run's pace and its
/// splits' paces again by the new sport's thresholds (`SportThresholds`); any new sport
/// judges the run's best efforts again (`EffortJudge.judge`), so a ride relabelled as a
/// run meets the world records. Each edit is one transaction. The run remembers what was
/// edited (`Run.editedFields`), so that no later file changes it (`EditedValues`).
public struct RunEditor: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The run after `edit`, and whether its paces were judged again (`thresholds` being the
    /// running thresholds the sport's own derive from). Throws for an unknown sport, a field
    /// both set and cleared, or nothing to change.
    public static func edited(_ run: Run, by edit: RunEdit, thresholds: PaceThresholds) throws(EditError) -> (run: Run, rejudged: Bool) {
        if edit.fields.isEmpty { throw EditError.nothingToChange }
        for field in edit.clear where field == .sport || edit.fields(setting: field) {
            throw EditError.setAndCleared(field)
        }
        var after = run
        after.editedFields.formUnion(edit.fields)
        if let name = edit.name { after.name = name }
        if let description = edit.description { after.description = description }
        if let gear = edit.gear {
            after.gear = gear
            after.gearAssignment = .run
        }
        for field in edit.clear {
            switch field {
            case .name: after.name = nil
            case .description: after.description = nil
            case .gear:
                after.gear = nil
                after.gearID = nil
                after.gearAssignment = nil
            case .commute: after.commute = nil
            case .sport: break
            }
        }
        var rejudged = false
        if let raw = edit.sport {
            guard let key = NormalizedSport.key(raw), Sport.canonicalNames[key] != nil else {
                throw EditError.unknownSport(raw)
            }
            let named = NormalizedSport(raw: raw)
            after.sport = named.sport
            after.subSport = named.subSport
            let old = SportThresholds.forSport(run.sport, running: thresholds)
            let new = SportThresholds.forSport(after.sport, running: thresholds)
            if old != new {
                after.pace = Pace.judge(moving: run.moving, distance: run.distance, thresholds: new)
                rejudged = true
            }
        }
        return (after, rejudged)
    }

    /// Applies `edit` to run `runID`; throws `RunLookupError` for an id that names no live run.
    public func edit(runID: Int64, _ edit: RunEdit, thresholds: PaceThresholds = .standard) throws -> EditOutcome {
        try database.inTransaction {
            let run = try RunQueries(database: database).liveRun(id: runID)
            var (after, rejudged) = try Self.edited(run, by: edit, thresholds: thresholds)
            // A new pair is checked like `gear add`'s; a new sport may have another default.
            if let gear = edit.gear { _ = try GearBook.checkedName(gear) }
            after = try GearBook(database: database).resolve(after)
            let store = RunStore(database: database)
            try store.setColumns(RunEditor.storedColumns, ofRun: runID, from: after)
            if rejudged {
                let judging = SportThresholds.forSport(after.sport, running: thresholds)
                var splits = try RunQueries(database: database).splits(runID: runID)
                for index in splits.indices {
                    splits[index].pace = Pace.judge(moving: splits[index].moving, distance: splits[index].distance, thresholds: judging)
                }
                try store.setSplitPaces(splits, ofRun: runID)
            }
            if after.sport != run.sport {
                // The windows stay; whether they may be records is a question of the sport
                // (world records for running, the sport's own range otherwise).
                let efforts = try BestEffortQueries(database: database).efforts(runID: runID)
                try store.replaceEfforts(RunAnalysis.judged(efforts, sport: after.sport, thresholds: thresholds), ofRun: runID)
            }
            let stored = try RunQueries(database: database).run(id: runID) ?? after
            return EditOutcome(before: run, after: stored, fields: edit.fields, rejudged: rejudged)
        }
    }

    /// The columns an edit writes: the words, the sport and its variant, the judged pace and
    /// the list of what the runner edited.
    static let storedColumns: [RunColumn] = [
        .name, .sport, .subSport, .description, .gear, .commute, .pace, .paceStatus, .editedFields, .gearID,
        .gearAssignment, .doubt,
    ]

    /// Records the runner's word on run `runID`: `believed` true says the run is true
    /// whatever the believability judge found (it then counts everywhere), false takes that
    /// back. Returns the run before and after; throws `RunLookupError` for an id that names
    /// no live run.
    public func setBelieved(runID: Int64, _ believed: Bool) throws -> (before: Run, after: Run) {
        try database.inTransaction {
            let run = try RunQueries(database: database).liveRun(id: runID)
            var after = run
            after.believed = believed
            try RunStore(database: database).setColumns([.believed], ofRun: runID, from: after)
            return (run, try RunQueries(database: database).run(id: runID) ?? after)
        }
    }
}
