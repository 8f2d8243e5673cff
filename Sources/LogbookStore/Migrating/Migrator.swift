import Foundation
import LogbookSQLite
import LogbookSupport

/// Applies versioned migrations to a database, each in its own transaction with its record.
///
/// A value type holding the list of migrations it knows (by default, those embedded in
/// this binary); tests give it extra or failing ones.
public struct Migrator: Sendable {
    /// The table recording each applied migration.
    public static let recordTable = "logbook_migrations"

    /// The migrations this migrator knows, in order.
    public var migrations: [Migration]

    /// Swift steps run right after the SQL of the migration with that number, in its
    /// transaction: what SQL alone cannot do (0006: the best efforts of stored runs; 0016: their
    /// heart-rate summaries; 0019: whether they can be true; 0021: their tiles;
    /// 0024: the rulings that decided them; 0026: the connection's `secure_delete` as it was;
    /// 0027: the ends of stored routes; 0028: the sustained peaks of stored heart-rate summaries).
    /// A list, not a dictionary keyed by number: every dictionary of a new key type costs
    /// a scan of the binary's protocol conformances when first made (about 165 k
    /// instructions), and every command that opens a logbook makes a migrator.
    public var followUps: [(number: Int, step: @Sendable (Database) throws -> Void)]

    /// Swift steps run right before the SQL of the migration with that number, in its
    /// transaction: what must read tables the script then drops (0026: the sample rows,
    /// encoded into chunks by `SampleChunkConversion`). A list, as `followUps`.
    public var preparations: [(number: Int, step: @Sendable (Database) throws -> Void)]

    /// The embedded preparation steps.
    public static let embeddedPreparations: [(number: Int, step: @Sendable (Database) throws -> Void)] = [
        (26, { database in try SampleChunkConversion.run(in: database) }),
    ]

    /// The embedded follow-up steps.
    public static let embeddedFollowUps: [(number: Int, step: @Sendable (Database) throws -> Void)] = [
        (6, { database in try BestEffortBackfill.run(in: database) }),
        // Before 0028 the summaries' table has no peak column.
        (16, { database in try HeartRateSummaryTable(database: database, storesPeaks: false).fillAll() }),
        (19, { database in try RunDoubtBackfill.run(in: database) }),
        (21, { database in try RunTileBackfill.run(in: database) }),
        // Before 0027 the routes table has no ends' columns.
        (22, { database in try RouteBook(database: database, storesEnds: false).refind() }),
        (24, { database in try RunRulingBackfill.run(in: database) }),
        (26, { database in try SampleChunkConversion.restore(in: database) }),
        (27, { database in try RouteEndsBackfill.run(in: database) }),
        (28, { database in try HeartRatePeakBackfill.run(in: database) }),
    ]

    /// The schema all of `migrations` leave, which a new logbook is made from when every
    /// migration is wanted (`SchemaBaseline`); nil: new logbooks replay the migrations too.
    public var baseline: SchemaBaseline?

    /// Creates a migrator for the migrations embedded in the binary, with their follow-up
    /// steps and their baseline.
    public init() {
        self.init(
            migrations: Migration.embedded, followUps: Self.embeddedFollowUps, preparations: Self.embeddedPreparations,
            baseline: .embedded)
    }

    /// Creates a migrator for `migrations` (tests give extra or failing ones), whose new
    /// logbooks are made from `baseline` when one is given, by replaying them otherwise.
    public init(
        migrations: [Migration],
        followUps: [(number: Int, step: @Sendable (Database) throws -> Void)] = Migrator.embeddedFollowUps,
        preparations: [(number: Int, step: @Sendable (Database) throws -> Void)] = Migrator.embeddedPreparations,
        baseline: SchemaBaseline? = nil
    ) {
        self.migrations = migrations.sorted { $0.number < $1.number }
        self.followUps = followUps
        self.preparations = preparations
        self.baseline = baseline
    }

    /// The highest migration number known.
    public var latestVersion: Int { migrations.last?.number ?? 0 }

    /// The migrations recorded in `database`, in order; empty when none were ever applied.
    public func applied(in database: Database) throws -> [AppliedMigration] {
        let exists = try database.scalar(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(Self.recordTable)])
        guard exists.int64Value == 1 else { return [] }
        return try database.fetchAll(
            AppliedMigration.self, "SELECT number, name, checksum, applied_at FROM \(Self.recordTable) ORDER BY number")
    }

    /// Checks that this binary may work on `database` and returns the pending migrations.
    ///
    /// Reads only: it refuses a file that is not SQLite, an SQLite file that is not a
    /// logbook, a database written by a newer logbook, and an edited migration.
    public func validate(_ database: Database) throws -> [Migration] {
        try validated(database).pending
    }

    /// What `validate` finds, with the schema version the records reach (0 without any):
    /// the records are read once, and the whole schema is counted only when there are none
    /// (a file whose tables hold no record is not a logbook).
    public func validated(_ database: Database) throws -> (pending: [Migration], version: Int) {
        let path = database.path
        let applied: [AppliedMigration]
        do {
            applied = try self.applied(in: database)
            if applied.isEmpty, (try database.scalar("SELECT count(*) FROM sqlite_master").int64Value ?? 0) > 0 {
                throw MigrationError.notALogbook(path: path)
            }
        } catch let error as SQLiteError {
            // Damage to the schema's own page (page 1) is met here: name the backup too.
            throw Self.classify(error, path: path, newestBackup: BackupNaming.newestBackup(of: path))
        }
        // Linear searches over a dozen migrations: no dictionary or set of numbers (see
        // `followUps`).
        func known(_ number: Int) -> Migration? { migrations.first { $0.number == number } }
        if let newest = applied.last, newest.number > latestVersion || known(newest.number) == nil {
            throw MigrationError.newerSchema(path: path, found: newest.number, known: latestVersion)
        }
        for record in applied {
            guard let migration = known(record.number) else {
                throw MigrationError.newerSchema(path: path, found: record.number, known: latestVersion)
            }
            if try migration.checksum() != record.checksum {
                throw MigrationError.editedMigration(number: record.number, name: record.name)
            }
        }
        let pending = migrations.filter { migration in !applied.contains { $0.number == migration.number } }
        return (pending, applied.last?.number ?? 0)
    }

    /// Applies the pending migrations up to `target` (default: all) and returns those applied.
    ///
    /// On a logbook that already holds a schema, each migration runs in its own
    /// `BEGIN IMMEDIATE` transaction together with its record; a new logbook gets all of
    /// them in one (`transactions(for:isNew:)`). Foreign keys are deferred inside and checked
    /// after each migration's SQL, before its record is written. A transaction holding a
    /// migration that declares `Migration.rebuildsTablesHeader` runs with foreign keys off
    /// (set outside it, where SQLite honours it), so that dropping a rebuilt table cascades
    /// nowhere; they are turned back on afterwards, whether it succeeded or not. On any
    /// failure the transaction is rolled back whole and the error names the migration that
    /// failed (and any dangling rows).
    @discardableResult
    public func migrate(_ database: Database, upTo target: Int? = nil, now: Date = Date()) throws -> [Migration] {
        let startVersion = try applied(in: database).last?.number ?? 0
        let isNew = startVersion == 0
        let pending = try validate(database).filter { $0.number <= (target ?? Int.max) }
        if isNew, let baseline, baseline.version == latestVersion, pending == migrations, try SchemaBaseline.isEmpty(database) {
            do {
                return try lay(baseline, into: database, now: now)
            } catch where Interruption.isRaised {
                throw Self.interruption(applied: [], stoppedIn: pending, startVersion: 0, database: database)
            }
        }
        var done: [Migration] = []
        for group in Self.transactions(for: pending, isNew: isNew) {
            do {
                if let rebuilding = group.first(where: \.rebuildsTables) {
                    done += try withForeignKeysOff(database, for: rebuilding) { try apply(group, to: database, now: now) }
                } else {
                    done += try apply(group, to: database, now: now)
                }
            } catch where Interruption.isRaised {
                // Ctrl-C: whatever SQLite was interrupted in (the failing statement's SQL
                // included) is of no use to a runner; which migrations are in is.
                throw Self.interruption(applied: done, stoppedIn: group, startVersion: startVersion, database: database)
            }
            // Each transaction's pages go into the file before the next one starts, so the
            // -wal is reused instead of growing by every migration's copy of the schema
            // (a new logbook then needs little more room than its schema; no-op outside WAL).
            _ = try? database.rows("PRAGMA wal_checkpoint(PASSIVE)")
        }
        return done
    }

    /// The interruption of an upgrade from `startVersion` that applied `applied` and was
    /// stopped in the transaction of `group` (rolled back): the version is read again from
    /// the records, since another process may have applied some while this one waited (and,
    /// should that read be interrupted too, is the last one this upgrade knows of).
    static func interruption(
        applied: [Migration], stoppedIn group: [Migration], startVersion: Int, database: Database
    ) -> MigrationInterruption {
        let first = group.first?.label ?? "?", last = group.last?.label ?? "?"
        let recorded = (try? database.rows("SELECT max(number) FROM \(recordTable)").first?.first?.int64Value) ?? nil
        let version = recorded.map { Int($0) } ?? applied.last?.number ?? startVersion
        return MigrationInterruption(
            applied: applied.map(\.label), stopped: group.count > 1 ? "\(first) to \(last)" : first, version: version)
    }

    /// How `pending` migrations are grouped into transactions: one each on a logbook that
    /// holds a schema (an upgrade keeps every migration that went in, and its -wal holds one
    /// migration's pages at a time), all in one for a new logbook. A new logbook is empty,
    /// so one transaction writes each page of its schema once instead of once per migration,
    /// and it is checkpointed once instead of eleven times (`logbook migrate` of a new file
    /// waited for the disk 38 times, now 8; its -wal peaks at 105 KiB instead of 40 KiB).
    /// Either way nothing half-made is left.
    static func transactions(for pending: [Migration], isNew: Bool) -> [[Migration]] {
        guard !pending.isEmpty else { return [] }
        return isNew ? [pending] : pending.map { [$0] }
    }

    /// Makes the empty `database` a logbook at the newest schema from `baseline`, in one
    /// transaction: every object it creates, then a record for every migration (as if each
    /// had been applied `now`) and the schema version. Returns every migration. Nothing is
    /// left of it when a statement fails; the error names the statement's object.
    private func lay(_ baseline: SchemaBaseline, into database: Database, now: Date) throws -> [Migration] {
        try database.inTransaction { () throws -> [Migration] in
            try database.execute(Self.recordTableSQL)
            for statement in baseline.statements {
                do {
                    try database.execute(statement)
                } catch let error as SQLiteError {
                    throw MigrationError.migrationFailed(
                        label: "the schema of \(migrations.last?.label ?? "the migrations")", statement: error.sql, message: error.message)
                }
            }
            for migration in migrations {
                try record(migration, in: database, now: now)
            }
            try database.execute("PRAGMA user_version = \(baseline.version)")
            return migrations
        }
    }

    /// The statement that creates `recordTable` when it is missing.
    private static let recordTableSQL = """
        CREATE TABLE IF NOT EXISTS \(recordTable) (
            number     INTEGER PRIMARY KEY,
            name       TEXT NOT NULL,
            checksum   TEXT NOT NULL,
            applied_at TEXT NOT NULL
        )
        """

    /// Records `migration` as applied `now`.
    private func record(_ migration: Migration, in database: Database, now: Date) throws {
        try database.execute(
            "INSERT INTO \(Self.recordTable) (number, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
            [.integer(Int64(migration.number)), .text(migration.name), .text(try migration.checksum()),
             .text(Self.timestamp(now))])
    }

    /// Applies `migrations`, in order, each with its record, in one transaction; returns
    /// those applied (not those another process applied while this one waited for the
    /// write lock).
    private func apply(_ migrations: [Migration], to database: Database, now: Date) throws -> [Migration] {
        try database.inTransaction { () throws -> [Migration] in
            try database.execute(Self.recordTableSQL)
            try database.execute("PRAGMA defer_foreign_keys = ON")
            var applied: [Migration] = []
            for migration in migrations {
                let already = try database.scalar(
                    "SELECT count(*) FROM \(Self.recordTable) WHERE number = ?", [.integer(Int64(migration.number))])
                if already.int64Value == 1 { continue }
                do {
                    for preparation in preparations where preparation.number == migration.number { try preparation.step(database) }
                    try database.executeScript(migration.sql)
                    for followUp in followUps where followUp.number == migration.number { try followUp.step(database) }
                } catch let error as SQLiteError {
                    throw MigrationError.migrationFailed(label: migration.label, statement: error.sql, message: error.message)
                }
                let violations = try ForeignKeyViolations.find(in: database)
                if !violations.isEmpty {
                    throw MigrationError.migrationFailed(
                        label: migration.label, statement: nil, message: "foreign key check failed: \(violations)")
                }
                try record(migration, in: database, now: now)
                try database.execute("PRAGMA user_version = \(migration.number)")
                applied.append(migration)
            }
            return applied
        }
    }

    /// Runs `body` with foreign keys off, then restores the setting the connection had
    /// (`Database.withoutForeignKeyEnforcement`).
    ///
    /// `PRAGMA foreign_keys` is a no-op inside a transaction, so it is set outside one;
    /// the migrator refuses to go on when SQLite did not take it.
    private func withForeignKeysOff<T>(_ database: Database, for migration: Migration, _ body: () throws -> T) throws -> T {
        try database.withoutForeignKeyEnforcement {
            guard try !database.enforcesForeignKeys else {
                throw MigrationError.migrationFailed(
                    label: migration.label, statement: nil, message: "foreign keys could not be turned off outside a transaction")
            }
            return try body()
        }
    }

    /// The schema of `database`: every table, index, view and trigger with its SQL, sorted.
    public static func schema(of database: Database) throws -> [SchemaObject] {
        try database.fetchAll(
            SchemaObject.self, "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    }

    /// The schema a fresh database gets from the migrations of this migrator (up to
    /// `version`, default all).
    public func freshSchema(upTo version: Int? = nil) throws -> [SchemaObject] {
        let database = try Database(path: ":memory:")
        try database.configure()
        try migrate(database, upTo: version)
        return try Self.schema(of: database)
    }

    /// True when any user table other than the migration record holds a row.
    public static func holdsData(_ database: Database) throws -> Bool {
        for table in try database.userTableNames() where table != recordTable {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            if try database.scalar("SELECT EXISTS (SELECT 1 FROM \(quoted))").int64Value == 1 { return true }
        }
        return false
    }

    /// Turns an SQLite error met while first reading a file into the refusal it means.
    public static func classify(_ error: SQLiteError, path: String, newestBackup: String? = nil) -> Error {
        if error.code ~= .notADatabase { return MigrationError.notADatabase(path: path) }
        if error.isCorruption { return MigrationError.corrupt(path: path, detail: error.message, newestBackup: newestBackup) }
        return error
    }

    /// ISO 8601 UTC with seconds, e.g. `2026-11-30T03:50:00Z`.
    public static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
