import LogbookCore
import LogbookModel

/// The stable, matchable word for a kind of failure, the `code` of `--json`'s error object
/// (`{"error": {"code": "not_found", ...}}`); docs/json.md lists them. Scripts match it, so
/// a word, once published, keeps its meaning.
enum FailureCode: String, Sendable, CaseIterable {
    /// The command line was wrong (exit 64).
    case usage
    /// No logbook at the database path.
    case noLogbook = "no_logbook"
    /// Another command held the logbook longer than the lock wait.
    case busy
    /// The run (or gear) named does not exist.
    case notFound = "not_found"
    /// The run named is in quarantine.
    case quarantined
    /// The logbook has no runs yet.
    case noRuns = "no_runs"
    /// The logbook (or a file beside it) cannot be written.
    case readOnly = "read_only"
    /// The disk is full.
    case diskFull = "disk_full"
    /// The path is not a logbook (a folder, another SQLite file, not SQLite at all).
    case notALogbook = "not_a_logbook"
    /// The logbook is damaged.
    case damaged
    /// The logbook was written by a newer logbook.
    case newerSchema = "newer_schema"
    /// Stopped by Ctrl-C (exit 130).
    case interrupted
    /// Any other failure.
    case failed

    /// The code of `error`, from its type and case: the one place a failure gets its code.
    static func of(_ error: any Error) -> FailureCode {
        switch error {
        case is UsageError: return .usage
        case is MigrationInterruption: return .interrupted
        case let error as OpenError: return of(error)
        case let error as MigrationError: return of(error)
        case let error as RunLookupError:
            switch error {
            case .runNotFound: return .notFound
            case .runQuarantined: return .quarantined
            }
        case let error as LatestRunError:
            switch error {
            case .noRuns: return .noRuns
            case .fewerRuns: return .notFound
            }
        case let error as RouteError:
            if case .routeNotFound = error { return .notFound }
            return .failed
        case let error as SegmentError:
            if case .segmentNotFound = error { return .notFound }
            return .failed
        case let error as GearError:
            if case .unknown = error { return .notFound }
            return .failed
        default:
            switch StorageTrouble.of(error) {
            case .busy: return .busy
            case .interrupted: return .interrupted
            case .damaged: return .damaged
            case .diskFull: return .diskFull
            case .readOnly: return .readOnly
            case .other, nil: return .failed
            }
        }
    }

    /// The code of a refusal to open the logbook.
    private static func of(_ error: OpenError) -> FailureCode {
        switch error {
        case .missing: .noLogbook
        case .isDirectory, .notAFile: .notALogbook
        case .readOnly, .readOnlyNeedsUpgrade: .readOnly
        case .diskFull: .diskFull
        case .cannotCreateFolder, .cannotOpen, .hardLinked, .replaced, .replacedAndKept, .cannotWriteBackup: .failed
        }
    }

    /// The code of a refusal met while reading or upgrading the schema.
    private static func of(_ error: MigrationError) -> FailureCode {
        switch error {
        case .notADatabase, .notALogbook: .notALogbook
        case .corrupt: .damaged
        case .newerSchema: .newerSchema
        case .editedMigration, .schemaDrift, .migrationFailed: .failed
        }
    }
}
