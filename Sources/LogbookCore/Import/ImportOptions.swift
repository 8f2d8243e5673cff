import Foundation
import LogbookAnalysis
import LogbookModel
import LogbookSupport

/// How files are imported: the time zone for zone-less times, the pace thresholds, which
/// distance to trust, and whether to write anything.
public struct ImportOptions: Sendable {
    /// The zone used for times that state no offset (`--tz`, default the system zone).
    public var zone: TimeZone
    /// True when `zone` is the one `--tz` named: it then wins over a run's position.
    public var zoneIsOption = false
    /// The pace thresholds (`--min-distance`, `--min-pace`, `--max-pace`).
    public var thresholds: PaceThresholds
    /// When true, everything is computed and checked but nothing is written (`--dry-run`).
    public var dryRun: Bool
    /// The time recorded as the import time.
    public var now: Date
    /// Asked before each file's transaction commits: when it returns true the file is
    /// rolled back and `ImportInterrupted` is thrown (Ctrl-C).
    public var isCancelled: @Sendable () -> Bool = { false }
    /// Which distance a run takes when its file states one beside its positions
    /// (`--distance-source`, default `device`; see `DistanceChoice`).
    public var distanceSource = DistanceSource.device
    /// Which moving time a run takes when its file states the device's timer
    /// (`--moving-source`, default `device`; see `MovingTimeChoice`).
    public var movingSource = MovingSource.device
    /// How much of a long track is kept in memory while a file is imported (see `Spool`).
    public var spooling = SpoolSettings.standard
    /// Told how far the hashing and the parse of each file too large to hold in memory have
    /// come (see `ReadProgress`); called from whichever thread reads the file.
    public var progress: (@Sendable (ReadProgress) -> Void)?
    /// When true (the default), every new file's bytes are kept in the logbook, compressed, in
    /// the transaction that stores its runs (`KeptOriginalTables`); `--no-originals` clears it.
    public var keepsOriginals = true

    /// Creates options.
    public init(zone: TimeZone = .current, thresholds: PaceThresholds = .standard, dryRun: Bool = false, now: Date = Date()) {
        self.zone = zone
        self.thresholds = thresholds
        self.dryRun = dryRun
        self.now = now
    }
}
