import Foundation
import XCTest
@testable import LogbookModel

/// The shapes of the corpus table: what one file must give.
extension ImportCorpusTests {
    /// One run as the importer must report it.
    struct ExpectedRun {
        /// Start, UTC seconds since 1970.
        var start: Int64
        /// UTC offset in seconds.
        var offset: Int
        /// Normalized sport.
        var sport: String
        /// Metres (asserted ±0.5 m).
        var distance: Double?
        /// Seconds (±0.5 s).
        var elapsed: Double?
        /// Seconds (±0.5 s).
        var moving: Double?
        /// Pace status.
        var pace: PaceStatus
        /// Seconds per km when the status is `ok` (±0.5 s).
        var paceSeconds: Double?
        /// Rows in `samples`.
        var samples: Int
        /// Rows in `splits`.
        var splits: Int
        /// Average heart rate in bpm (±0.05).
        var heartRate: Double?

        /// A run read from a CSV summary row: UTC (offset 0), no samples, no splits.
        static func summary(
            _ start: Int64, _ sport: String, distance: Double?, elapsed: Double?, moving: Double?,
            pace: PaceStatus, _ paceSeconds: Double?, heartRate: Double? = nil
        ) -> ExpectedRun {
            ExpectedRun(
                start: start, offset: 0, sport: sport, distance: distance, elapsed: elapsed, moving: moving, pace: pace,
                paceSeconds: paceSeconds, samples: 0, splits: 0, heartRate: heartRate)
        }
    }

    /// What importing a file must give.
    enum Outcome {
        /// Imported: these runs, in file order, and exactly these warnings.
        case imported([ExpectedRun], warnings: [String])
        /// Rejected with this message (`ImportError.description`).
        case rejected(String)
    }

    /// Whether a file may be copied into the package.
    enum Location: Equatable {
        /// MIT, BSD or Apache: copied into `Fixtures/xml` or `Fixtures/csv`.
        case permissive
        /// GPL or AGPL: read from `../shared/corpus` only.
        case copyleft
    }

    /// One corpus file and its outcome.
    struct CorpusFile {
        /// `gpx`, `tcx`, `csv` or `malformed`.
        var folder: String
        /// The file name.
        var name: String
        /// Its licence class.
        var location: Location
        /// What importing it must give.
        var outcome: Outcome

        /// `folder/name` inside the corpus.
        var path: String { "\(folder)/\(name)" }

        /// A file that imports as exactly one run, with `warnings`.
        static func imports(
            _ folder: String, _ name: String, _ location: Location, _ run: ExpectedRun, warnings: [String] = []
        ) -> CorpusFile {
            CorpusFile(folder: folder, name: name, location: location, outcome: .imported([run], warnings: warnings))
        }

        /// A file rejected with `message`.
        static func rejects(_ folder: String, _ name: String, _ location: Location, _ message: String) -> CorpusFile {
            CorpusFile(folder: folder, name: name, location: location, outcome: .rejected(message))
        }
    }
}
