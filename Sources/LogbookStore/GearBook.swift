import LogbookModel
import LogbookSQLite

/// The gear of a logbook: its rows, their defaults, which runs use them, and what they add up to.
///
/// Every change is one transaction, except `resolve(_:)` and `applyDefaults()`, which
/// callers run inside the transaction storing a run (import, edit) or changing gear.
/// Mileage is read from live runs only: a run in quarantine counts again once restored.
public struct GearBook {
    /// The connection.
    public let database: Database

    /// Creates the book over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The columns of a `gear` row, named as `Gear(row:)` reads them.
    static let gearColumns = ([.id, .name, .kind, .brand, .model, .startedOn, .retiredOn, .limit, .notes] as [GearColumn])
        .map { "g.\($0.rawValue) AS \($0.rawValue)" }.joined(separator: ", ")

    /// Every piece of gear, by name.
    public func all() throws -> [Gear] {
        try database.fetchAll(Gear.self, "SELECT \(Self.gearColumns) FROM gear AS g ORDER BY g.name_key")
    }

    /// The gear whose name is `name` compared without case and extra spaces, if any.
    public func find(_ name: String) throws -> Gear? {
        try database.fetchOne(Gear.self, "SELECT \(Self.gearColumns) FROM gear AS g WHERE g.name_key = ?", [.text(GearName.key(name))])
    }

    /// The gear named `name`; throws `GearError.unknown` when there is none.
    public func named(_ name: String) throws -> Gear {
        guard let gear = try find(name) else { throw GearError.unknown(GearName.cleaned(name)) }
        return gear
    }

    /// Every piece of gear with its distance, runs, moving time and first and last use over
    /// the live runs, by name.
    public func usage() throws -> [GearUsage] {
        try database.fetchAll(
            GearUsage.self,
            """
            SELECT \(Self.gearColumns), count(r.id) AS runs, coalesce(sum(r.distance_m), 0) AS distance_m,
                   coalesce(sum(r.moving_s), 0) AS moving_s, min(r.start_utc + r.utc_offset_s) AS first_local,
                   max(r.start_utc + r.utc_offset_s) AS last_local
            FROM gear AS g LEFT JOIN runs AS r ON r.gear_id = g.id
            GROUP BY g.id ORDER BY g.name_key
            """)
    }

    /// Adds `gear` (its id is ignored) and returns it as stored; refuses a name in use or
    /// one that is empty or too long.
    public func add(_ gear: Gear) throws -> Gear {
        try database.inTransaction {
            let name = try Self.checkedName(gear.name)
            if let limit = gear.limit, !(limit > 0 && limit.isFinite) { throw GearError.badLimit(limit / 1000) }
            if let existing = try find(name) { throw GearError.alreadyExists(existing.name) }
            try database.execute(
                "INSERT INTO gear (name, name_key, kind, brand, model, started_on, limit_m, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [.text(name), .text(GearName.key(name)), .text(gear.kind.rawValue), gear.brand.sqliteValue,
                 gear.model.sqliteValue, gear.startedOn.map { .text($0.description) } ?? .null,
                 gear.limit.sqliteValue, gear.notes.sqliteValue])
            return try named(name)
        }
    }

    /// Makes the gear named `name` the default of `sport` (variant `subSport`) from `from`
    /// on, and gives it to every run of that sport without gear of its own that it now
    /// holds for.
    public func setDefault(_ name: String, sport: String, subSport: String?, from: LocalDate?) throws {
        try database.inTransaction {
            let gear = try named(name)
            try database.execute(
                """
                INSERT INTO gear_defaults (gear_id, sport, sub_sport, from_date) VALUES (?, ?, ?, ?)
                ON CONFLICT (sport, ifnull(sub_sport, ''), ifnull(from_date, '')) DO UPDATE SET gear_id = excluded.gear_id
                """,
                [.integer(gear.id), .text(sport), subSport.sqliteValue, from.map { .text($0.description) } ?? .null])
            try applyDefaults()
        }
    }

    /// Every default, oldest first.
    public func defaults() throws -> [GearDefault] {
        try database.rows("SELECT gear_id, sport, sub_sport, from_date FROM gear_defaults ORDER BY ifnull(from_date, ''), id")
            .map { row in
                GearDefault(
                    gearID: row[0].int64Value ?? 0, sport: row[1].stringValue ?? "", subSport: row[2].stringValue,
                    from: row[3].stringValue.flatMap(LocalDate.parse))
            }
    }

    /// Retires the gear named `name` on `date`; refuses a date before its first run or its start.
    /// Runs after the date keep it when it was theirs; defaults no longer give it to them.
    public func retire(_ name: String, on date: LocalDate) throws -> Gear {
        try database.inTransaction {
            let gear = try named(name)
            if let started = gear.startedOn, date < started {
                throw GearError.retiredBeforeStart(name: gear.name, on: date, started: started)
            }
            if let first = try usage().first(where: { $0.gear.id == gear.id })?.firstUsed, date < first {
                throw GearError.retiredBeforeFirstUse(name: gear.name, on: date, firstUsed: first)
            }
            try database.execute("UPDATE gear SET retired_on = ? WHERE id = ?", [.text(date.description), .integer(gear.id)])
            try applyDefaults()
            return try named(gear.name)
        }
    }

    /// Renames the gear named `old` to `new`, in every run using it (live, quarantined,
    /// trimmed); refuses a new name another pair has.
    public func rename(_ old: String, to new: String) throws -> Gear {
        try database.inTransaction {
            let gear = try named(old)
            let name = try Self.checkedName(new)
            if let other = try find(name), other.id != gear.id { throw GearError.alreadyExists(other.name) }
            try database.execute(
                "UPDATE gear SET name = ?, name_key = ? WHERE id = ?", [.text(name), .text(GearName.key(name)), .integer(gear.id)])
            for table in Self.runTables {
                try database.execute("UPDATE \(table) SET gear = ? WHERE gear_id = ?", [.text(name), .integer(gear.id)])
            }
            return try named(name)
        }
    }

    /// Moves every run (live, quarantined, trimmed) and every default of the gear named
    /// `from` to the gear named `into`, then deletes `from`: no run loses its gear. Returns
    /// how many live runs moved.
    public func merge(_ from: String, into: String) throws -> Int {
        try database.inTransaction {
            let source = try named(from)
            let target = try named(into)
            if source.id == target.id { throw GearError.mergeIntoItself(source.name) }
            let moved = try database.scalar("SELECT count(*) FROM runs WHERE gear_id = ?", [.integer(source.id)]).int64Value ?? 0
            for table in Self.runTables {
                try database.execute(
                    "UPDATE \(table) SET gear_id = ?, gear = ? WHERE gear_id = ?",
                    [.integer(target.id), .text(target.name), .integer(source.id)])
            }
            // A default of the target on the same sport and date wins over the source's.
            try database.execute(
                """
                DELETE FROM gear_defaults WHERE gear_id = ?1 AND EXISTS (
                    SELECT 1 FROM gear_defaults AS other WHERE other.gear_id = ?2 AND other.sport = gear_defaults.sport
                    AND ifnull(other.sub_sport, '') = ifnull(gear_defaults.sub_sport, '')
                    AND ifnull(other.from_date, '') = ifnull(gear_defaults.from_date, ''))
                """, [.integer(source.id), .integer(target.id)])
            try database.execute("UPDATE gear_defaults SET gear_id = ? WHERE gear_id = ?", [.integer(target.id), .integer(source.id)])
            try database.execute("DELETE FROM gear WHERE id = ?", [.integer(source.id)])
            try applyDefaults()
            return Int(moved)
        }
    }

    /// Gives the gear named `name` to every live run `filter` keeps that does not have it
    /// yet, as if each were edited (`logbook edit --gear`: no later file changes it, and
    /// the edit's history lets `edit --undo` take it back), and returns those runs; with
    /// `apply` false nothing is written (the dry run). `now` is the edits' time (unix seconds).
    public func assign(_ name: String, to filter: RunFilter, apply: Bool, now: Int64) throws -> [GearAssignmentChange] {
        try database.inTransaction {
            let gear = try named(name)
            let runs = try RunQueries(database: database).runs(matching: filter)
                .sorted { ($0.startUTC, $0.id ?? 0) < ($1.startUTC, $1.id ?? 0) }
            let changes = runs.filter { $0.gearID != gear.id || $0.gearAssignment != .run }.map {
                GearAssignmentChange(run: $0, before: $0.gear, beforeAssignment: $0.gearAssignment)
            }
            guard apply else { return changes }
            let store = RunStore(database: database)
            let history = RunEditHistory(database: database)
            for change in changes {
                try history.record([FieldEdit.before(editing: .gear, of: change.run)], ofRun: change.run.id ?? 0, at: now)
                var after = change.run
                after.gear = gear.name
                after.gearID = gear.id
                after.gearAssignment = .run
                after.editedFields.insert(.gear)
                try store.setColumns([.gear, .gearID, .gearAssignment, .editedFields], ofRun: change.run.id ?? 0, from: after)
            }
            return changes
        }
    }

    /// `run` with its gear resolved against the gear rows: a gear name becomes the row of
    /// that name (added, as shoes or a bike for a ride, when there is none), with the row's
    /// name; a run without one gets the default of its sport on its date, unless the runner
    /// cleared its gear with `logbook edit`. Call it inside the transaction storing the run.
    public func resolve(_ run: Run) throws -> Run {
        var resolved = run
        if let name = run.gear, run.gearAssignment != .byDefault, !GearName.cleaned(name).isEmpty {
            let gear = try find(name) ?? insertNamed(name, kind: run.sport == "cycling" ? .bike : .shoes)
            resolved.gear = gear.name
            resolved.gearID = gear.id
            resolved.gearAssignment = .run
            return resolved
        }
        resolved.gear = nil
        resolved.gearID = nil
        resolved.gearAssignment = nil
        if run.editedFields.contains(.gear) { return resolved }
        let date = LocalDate(utc: run.startUTC, offset: run.utcOffset)
        let gear = Dictionary(uniqueKeysWithValues: try all().map { ($0.id, $0) })
        if let id = GearDefaultRule.pick(try defaults(), gear: gear, sport: run.sport, subSport: run.subSport, date: date),
            let chosen = gear[id]
        {
            resolved.gear = chosen.name
            resolved.gearID = chosen.id
            resolved.gearAssignment = .byDefault
        }
        return resolved
    }

    /// Gives every live run without gear of its own the default holding for it now (or
    /// none): what a change of defaults or a retirement changes. Returns how many runs changed.
    @discardableResult
    public func applyDefaults() throws -> Int {
        let defaults = try defaults()
        let gear = Dictionary(uniqueKeysWithValues: try all().map { ($0.id, $0) })
        let rows = try database.rows(
            """
            SELECT id, sport, sub_sport, start_utc + utc_offset_s, gear_id FROM runs
            WHERE (gear_by IS NULL AND gear_id IS NULL AND gear IS NULL OR gear_by = 'default')
              AND instr(coalesce(edited_fields, ''), 'gear') = 0
            """)
        var changed = 0
        for row in rows {
            guard let id = row[0].int64Value else { continue }
            let date = LocalDate(localSeconds: row[3].int64Value ?? 0)
            let picked = GearDefaultRule.pick(
                defaults, gear: gear, sport: row[1].stringValue ?? "", subSport: row[2].stringValue, date: date)
            if picked == row[4].int64Value { continue }
            let chosen = picked.flatMap { gear[$0] }
            try database.execute(
                "UPDATE runs SET gear_id = ?, gear = ?, gear_by = ? WHERE id = ?",
                [chosen.map { .integer($0.id) } ?? .null, chosen.map { .text($0.name) } ?? .null,
                 chosen == nil ? .null : .text(GearAssignment.byDefault.rawValue), .integer(id)])
            changed += 1
        }
        return changed
    }

    /// The tables holding runs that name their gear.
    static let runTables = ["runs", "quarantined_runs", "trim_originals"]

    /// Adds a row named `name` with nothing else known (a name a file or an edit gave; a
    /// file's is taken at any length).
    private func insertNamed(_ name: String, kind: GearKind) throws -> Gear {
        let cleaned = GearName.cleaned(name)
        try database.execute(
            "INSERT INTO gear (name, name_key, kind) VALUES (?, ?, ?)",
            [.text(cleaned), .text(GearName.key(cleaned)), .text(kind.rawValue)])
        return Gear(id: database.lastInsertedRowID, name: cleaned, kind: kind)
    }

    /// `name` cleaned; throws for an empty or too long one.
    package static func checkedName(_ name: String) throws(GearError) -> String {
        let cleaned = GearName.cleaned(name)
        if cleaned.isEmpty || cleaned.count > GearName.maximumLength { throw GearError.badName(cleaned) }
        return cleaned
    }
}
