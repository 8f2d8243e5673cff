import Foundation
import LogbookCore
import LogbookFormats

/// An Apple Health `export.xml` too large to hold in memory (so an import reads it twice:
/// its hash, then its parse) whose name other bytes take once its first read has ended: the
/// parse then reads the other bytes, as when an export is rewritten during its import.
public struct RewrittenHealthExport: Sendable {
    /// The export on disk, holding `old` until its first read ends.
    public let url: URL
    /// The bytes the export holds when its hash is read.
    public let old: Data
    /// The bytes that take its name after that read.
    public let new: Data
    /// Counts the export's complete reads, and renames `new` over it at the end of the first.
    public let reads: ReadCounter

    /// Writes the export to `folder` (`export.xml`, and `replacement.xml` beside it): `old` is
    /// `bytes(indoorKm: 8, ride: false)`, `new` is `bytes(indoorKm: 9, ride: true)`, a workout more.
    public init(in folder: URL, start: Double) throws {
        url = folder.appendingPathComponent("export.xml")
        old = Self.bytes(start: start, indoorKm: 8, ride: false)
        new = Self.bytes(start: start, indoorKm: 9, ride: true)
        let replacement = folder.appendingPathComponent("replacement.xml")
        try old.write(to: url)
        try new.write(to: replacement)
        let target = url.path
        reads = ReadCounter { _ = rename(replacement.path, target) }
    }

    /// An input for the export that tells `reads` when a read has ended: at the size of the
    /// bytes it read (neither is a multiple of the chunk size, so no read passes one midway).
    public var input: ImportInput {
        let ends: Set<Int64> = [Int64(old.count), Int64(new.count)]
        precondition(ends.allSatisfy { $0 % Int64(ImportInput.chunkSize) != 0 })
        var input = ImportInput(file: url)
        let reads = reads
        input.readObserver = { _, after in if ends.contains(after) { reads.ended() } }
        return input
    }

    /// About 4.5 MB (more than `ImportInput.wholeReadLimit`): 15,000 heart-rate Records weeks
    /// before the workouts, then an indoor run of `indoorKm` at `start`, a routed run a day
    /// later (600 inline points at 3 m/s, 1.8 km) and, when `ride`, a 30 km ride a day after.
    public static func bytes(start: Double, indoorKm: Double, ride: Bool) -> Data {
        typealias Text = HealthExportText
        var body: [String] = []
        var time = start - 86_400 * 20
        while body.count < 15_000 {
            body.append(Text.heartRate(at: time, bpm: 62, offset: 7200))
            time += 60
        }
        body.append(Text.workout(Text.Workout(
            start: start, end: start + 2400, offset: 7200, durationMinutes: 40,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: indoorKm, unit: "km"),
            indoor: true)))
        var routed = Text.Workout(
            start: start + 86_400, end: start + 86_400 + 600, offset: 7200, durationMinutes: 10,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 1.8, unit: "km"))
        routed.locations = Text.eastbound(from: start + 86_400, to: start + 86_400 + 600)
        body.append(Text.workout(routed))
        if ride {
            var cycling = Text.Workout(
                start: start + 2 * 86_400, end: start + 2 * 86_400 + 3600, offset: 7200, durationMinutes: 60,
                distance: .attributes(total: 30, unit: "km"))
            cycling.activityType = "HKWorkoutActivityTypeCycling"
            body.append(Text.workout(cycling))
        }
        let data = Data(Text.document(body).utf8)
        precondition(data.count > ImportInput.wholeReadLimit)
        return data
    }

    /// Counts complete reads of a file and calls its action once, at the end of the first
    /// (from whichever thread reads it).
    public final class ReadCounter: @unchecked Sendable {
        private let lock = NSLock()
        private let action: () -> Void
        private var count = 0

        /// Creates a counter that calls `action` at the end of the first read.
        public init(_ action: @escaping () -> Void) { self.action = action }

        /// The complete reads so far.
        public var reads: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }

        /// Records the end of a complete read.
        public func ended() {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            if count == 1 { action() }
        }
    }
}
