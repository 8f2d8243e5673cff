import Foundation
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
/// edited (`Run.editedFields`), so that no later file changes it (`EditedValues`), and the
/// history remembers each field's value before the edit (`RunEditHistory`): `undo` puts
/// the last edit back, and a cleared field takes the file's value again.
///
/// A value equal to the run's changes nothing and does not mark the field as the runner's;
/// a field cleared that the runner never set is the file's already.
public struct RunEditor: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// What `edit` does to `run`, whose fields' file values (before the runner set them) are
    /// `fileValues`: each value given that differs from the run's is set; each field cleared
    /// that the runner set goes back to its file value (emptied when that is not known, as
    /// for a field set before edits were kept). An empty name, description or gear is none.
    /// Throws for an unknown sport, a field both set and cleared, nothing to change, or a
    /// sport cleared whose file value is not known.
    public static func planned(
        _ run: Run, by edit: RunEdit, fileValues: [EditableField: EditableValue] = [:]
    ) throws(EditError) -> EditPlan {
        if edit.fields.isEmpty { throw EditError.nothingToChange }
        for field in edit.clear where edit.fields(setting: field) { throw EditError.setAndCleared(field) }
        var wanted: [EditableField: EditableValue] = [:]
        if let name = edit.name { wanted[.name] = EditableValue(text: name.isEmpty ? nil : name) }
        if let description = edit.description { wanted[.description] = EditableValue(text: description.isEmpty ? nil : description) }
        if let gear = edit.gear {
            let cleaned = GearName.cleaned(gear)
            wanted[.gear] = EditableValue(text: cleaned.isEmpty ? nil : cleaned)
        }
        if let raw = edit.sport {
            guard let key = NormalizedSport.key(raw), Sport.canonicalNames[key] != nil else {
                throw EditError.unknownSport(raw)
            }
            let named = NormalizedSport(raw: raw)
            wanted[.sport] = EditableValue(text: named.sport, detail: named.subSport)
        }
        var plan = EditPlan(values: [:], editedFields: run.editedFields, unchanged: [])
        for (field, value) in wanted {
            if value == EditableValue.of(field, in: run) {
                plan.unchanged.insert(field)
            } else {
                plan.values[field] = value
                plan.editedFields.insert(field)
            }
        }
        for field in edit.clear {
            guard run.editedFields.contains(field) else {
                plan.unchanged.insert(field)
                continue
            }
            guard let fileValue = fileValues[field] ?? (field == .sport ? nil : EditableValue()) else {
                throw EditError.fileSportUnknown(runID: run.id ?? 0)
            }
            plan.values[field] = fileValue
            plan.editedFields.remove(field)
        }
        return plan
    }

    /// `run` with `values` set and `editedFields` as the fields the runner has set, and
    /// whether its pace was judged again: when the sport's thresholds differ from the old
    /// sport's (`thresholds` being the running thresholds the sport's own derive from).
    public static func applied(
        _ run: Run, values: [EditableField: EditableValue], editedFields: Set<EditableField>, thresholds: PaceThresholds
    ) -> (run: Run, rejudged: Bool) {
        var after = run
        for field in EditableField.allCases {
            if let value = values[field] { after = value.applied(to: field, of: after) }
        }
        after.editedFields = editedFields
        let old = SportThresholds.forSport(run.sport, running: thresholds)
        let new = SportThresholds.forSport(after.sport, running: thresholds)
        guard old != new else { return (after, false) }
        after.pace = Pace.judge(moving: run.moving, distance: run.distance, thresholds: new)
        return (after, true)
    }

    /// The run after `edit`, and whether its paces were judged again (`thresholds` being the
    /// running thresholds the sport's own derive from), as `planned` and `applied` decide.
    public static func edited(
        _ run: Run, by edit: RunEdit, fileValues: [EditableField: EditableValue] = [:], thresholds: PaceThresholds
    ) throws(EditError) -> (run: Run, rejudged: Bool) {
        let plan = try planned(run, by: edit, fileValues: fileValues)
        return applied(run, values: plan.values, editedFields: plan.editedFields, thresholds: thresholds)
    }

    /// Applies `edit` to run `runID` at `now`, recording each changed field's value before
    /// it; nothing is written when every value is already as asked. Throws `RunLookupError`
    /// for an id that names no live run.
    public func edit(runID: Int64, _ edit: RunEdit, thresholds: PaceThresholds = .standard, now: Date = Date()) throws -> EditOutcome {
        try database.inTransaction {
            let run = try RunQueries(database: database).liveRun(id: runID)
            let history = RunEditHistory(database: database)
            let plan = try Self.planned(run, by: edit, fileValues: try history.fileValues(ofRun: runID))
            // A new pair is checked like `gear add`'s.
            if plan.values[.gear]?.text != nil, let gear = edit.gear { _ = try GearBook.checkedName(gear) }
            let changed = plan.changed
            var outcome = EditOutcome(before: run, after: run, fields: Set(changed), rejudged: false, unchanged: plan.unchanged)
            outcome.cleared = edit.clear.intersection(changed)
            guard !changed.isEmpty else { return outcome }
            try history.record(
                changed.map { FieldEdit.before(editing: $0, of: run) },
                ofRun: runID, at: Int64(now.timeIntervalSince1970))
            (outcome.after, outcome.rejudged) = try store(
                Self.applied(run, values: plan.values, editedFields: plan.editedFields, thresholds: thresholds), over: run,
                thresholds: thresholds)
            return outcome
        }
    }

    /// Undoes the last edit of run `runID` still remembered: each field it changed takes its
    /// value before it again, and is the runner's or the file's as it was; the edit is then
    /// forgotten, so the next undo undoes the one before. Throws `EditError.nothingToUndo`
    /// when no edit is remembered, `RunLookupError` for an id that names no live run.
    public func undo(runID: Int64, thresholds: PaceThresholds = .standard) throws -> EditOutcome {
        try database.inTransaction {
            let run = try RunQueries(database: database).liveRun(id: runID)
            let history = RunEditHistory(database: database)
            guard let last = try history.lastEdit(ofRun: runID) else { throw EditError.nothingToUndo(runID: runID) }
            var values: [EditableField: EditableValue] = [:]
            var editedFields = run.editedFields
            for change in last.changes {
                values[change.field] = change.before
                if change.wasEdited { editedFields.insert(change.field) } else { editedFields.remove(change.field) }
            }
            try history.forget(edit: last.seq, ofRun: runID)
            let (after, rejudged) = try store(
                Self.applied(run, values: values, editedFields: editedFields, thresholds: thresholds), over: run,
                thresholds: thresholds)
            return EditOutcome(before: run, after: after, fields: Set(values.keys), rejudged: rejudged)
        }
    }

    /// Writes `edited` (the run `run` was, after an edit or an undo) inside the caller's
    /// transaction: its gear resolved, its columns, its splits' paces when `rejudged`, its
    /// best efforts judged again for a new sport. Returns the run as stored.
    private func store(_ edited: (run: Run, rejudged: Bool), over run: Run, thresholds: PaceThresholds) throws -> (Run, Bool) {
        guard let runID = run.id else { return edited }
        // A new sport may have another default.
        let after = try GearBook(database: database).resolve(edited.run)
        let store = RunStore(database: database)
        try store.setColumns(RunEditor.storedColumns, ofRun: runID, from: after)
        if edited.rejudged {
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
            // Routes are of one sport: the run leaves its route for one of its new sport.
            try RouteBook(database: database).place(runID: runID)
        }
        return (try RunQueries(database: database).run(id: runID) ?? after, edited.rejudged)
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
