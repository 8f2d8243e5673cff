import LogbookStore

// The store's value types that the executable names (filters it builds, rows a read model
// returns, the errors it classifies, how a logbook is opened), offered through the core so
// that the executable imports `LogbookCore` and never the store or SQLite: it can name a
// filter or a row, not a connection, a query or a transaction.

/// Which runs a read asks for (the store's `RunFilter`).
public typealias RunFilter = LogbookStore.RunFilter
/// Which runs `records` ranks (the store's `RecordFilter`).
public typealias RecordFilter = LogbookStore.RecordFilter
/// One ranked effort of `records` (the store's `RecordEntry`).
public typealias RecordEntry = LogbookStore.RecordEntry
/// Why `records` set a run aside (the store's `RecordExclusion`).
public typealias RecordExclusion = LogbookStore.RecordExclusion
/// A run a total left out, with its reason (the store's `LeftOutRun`).
public typealias LeftOutRun = LogbookStore.LeftOutRun
/// A quarantined run as `clean --list` shows it (the store's `QuarantinedRun`).
public typealias QuarantinedRun = LogbookStore.QuarantinedRun
/// A stored number that may be missing or unusable (the store's `StoredNumber`).
public typealias StoredNumber = LogbookStore.StoredNumber
/// Which gear a read keeps (the store's `GearMatch`).
public typealias GearMatch = LogbookStore.GearMatch
/// The gear book, a use case over one logbook (the store's `GearBook`).
public typealias GearBook = LogbookStore.GearBook
/// A column of the runs table a listing reads (the store's `RunColumn`).
public typealias RunColumn = LogbookStore.RunColumn
/// How a command opens the logbook (the store's `LogbookAccess`).
public typealias LogbookAccess = LogbookStore.LogbookAccess
/// Opens, upgrades and checks a logbook file (the store's `LogbookOpener`).
public typealias LogbookOpener = LogbookStore.LogbookOpener
/// How long to wait for another writer (`LOGBOOK_LOCK_WAIT`, the store's `LockWait`).
public typealias LockWait = LogbookStore.LockWait
/// What opening a logbook created, backed up and applied (the store's `UpgradeReport`).
public typealias UpgradeReport = LogbookStore.UpgradeReport
/// A refusal to open the logbook (the store's `OpenError`).
public typealias OpenError = LogbookStore.OpenError
/// A refusal met while reading or upgrading the schema (the store's `MigrationError`).
public typealias MigrationError = LogbookStore.MigrationError
/// Ctrl-C during an upgrade (the store's `MigrationInterruption`).
public typealias MigrationInterruption = LogbookStore.MigrationInterruption
/// An unknown or quarantined run id (the store's `RunLookupError`).
public typealias RunLookupError = LogbookStore.RunLookupError
/// A route that cannot be found or made (the store's `RouteError`).
public typealias RouteError = LogbookStore.RouteError
/// A segment that cannot be found or made (the store's `SegmentError`).
public typealias SegmentError = LogbookStore.SegmentError
