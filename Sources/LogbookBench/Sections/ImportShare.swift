import LogbookCore
import LogbookSQLite

/// What one piece of an import's work costs against the whole import: the 100 files
/// imported (timed), their samples read back, and the piece run over them again in the
/// bench's own process (`BenchRunner.importShare`).
struct ImportShare {
    /// The timed import.
    var imported: ProcessRunner.Outcome
    /// The logbook it made, open.
    var database: Database
    /// How many samples were walked.
    var samples: Int
    /// The median of five walks, in seconds.
    var seconds: Double

    /// The walk's part of the import's time.
    var share: Double { seconds / imported.seconds }
}
