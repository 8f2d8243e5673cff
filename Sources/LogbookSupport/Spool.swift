#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// An append-only list of plain values (track points, samples) whose memory stays bounded:
/// once `memoryLimit` values are waiting in memory they are written to an unnamed
/// temporary file, and read back from there in chunks.
///
/// This is what keeps an import's memory flat whatever the size of one activity: a
/// 100 MB GPX holds ~424,000 points (24 MB as `TrackPoint`s, 31 MB as `Sample`s), which
/// would otherwise all be alive at once. Lists of at most `memoryLimit` values (a 1 Hz run
/// of 9 hours) never touch the disk.
///
/// The file is created with `mkstemp` in the temporary folder (`TMPDIR`, else `/tmp`) and
/// unlinked at once, so nothing is left behind even when the process is killed; the class
/// owns its descriptor and closes it in `deinit`.
///
/// Errors are sticky rather than thrown, so that appending stays cheap inside parsers: a
/// failed write or read sets `failure` (and reads give no values from then on). Whoever
/// stores what was spooled checks `failure` first (see `Importer`).
///
/// Not thread-safe: one thread appends, and readers come after the writer has finished
/// (the importer hands a finished build from its worker thread to the storing thread
/// through a semaphore). That hand-off is why it is `@unchecked Sendable`.
package final class Spool<Element: BitwiseCopyable>: @unchecked Sendable {
    /// How many values may wait in memory before they are written out.
    package let memoryLimit: Int
    /// Values not written to the file yet: those at indices `flushedCount...`. Unchecked
    /// for overlapping access (one writer, then readers, as said above): a run's points
    /// and samples are appended one by one, and a dynamic check cost more than the append.
    ///
    /// A buffer of its own rather than an `Array`: `append` runs unspecialised (the spool's
    /// callers are in other modules), and there every `Array<Element>.append` looked up the
    /// array's generic metadata, about 650 instructions, twice per sample of an import.
    @exclusivity(unchecked) private var tail = UnsafeMutablePointer<Element>.allocate(capacity: 0)
    /// How many values `tail` holds.
    @exclusivity(unchecked) private var tailCount = 0
    /// How many values `tail` has room for.
    @exclusivity(unchecked) private var tailCapacity = 0
    /// How many values the file holds (the first ones).
    @exclusivity(unchecked) private var flushedCount = 0
    /// The temporary file's descriptor, or -1 before the first write.
    private var descriptor: Int32 = -1
    /// Why the spool could not keep its values, if it could not.
    package private(set) var failure: String?

    /// The folder of the temporary file.
    package let folder: String

    /// How many values are read from the file at a time.
    package static var readChunk: Int { 4_096 }

    /// Creates an empty spool that keeps up to `settings.memoryLimit` values in memory.
    package init(_ settings: SpoolSettings = .standard) {
        memoryLimit = max(1, settings.memoryLimit)
        folder = settings.folder ?? SpoolSettings.temporaryFolder
    }

    /// Creates a spool holding `values` in memory, never writing them out (they are in
    /// memory already).
    package convenience init(_ values: [Element]) {
        self.init(SpoolSettings(memoryLimit: .max))
        grow(to: values.count)
        values.withUnsafeBufferPointer { buffer in
            if let start = buffer.baseAddress { tail.initialize(from: start, count: buffer.count) }
        }
        tailCount = values.count
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        tail.deallocate()
    }

    /// The number of values appended.
    package var count: Int { flushedCount + tailCount }

    /// How many values are held in memory (at most `memoryLimit`).
    package var heldCount: Int { tailCount }

    /// True when some values live in the temporary file.
    package var hasSpilled: Bool { flushedCount > 0 }

    /// Makes room in memory for `count` more values (at most up to `memoryLimit`), so that
    /// appending a run's samples does not copy them as the memory part grows.
    package func reserve(_ count: Int) {
        let (wanted, overflow) = tailCount.addingReportingOverflow(count)
        grow(to: Swift.min(memoryLimit, overflow ? Int.max : wanted))
    }

    /// Appends a value, first writing the waiting ones out when there are `memoryLimit` of
    /// them already.
    package func append(_ value: Element) {
        if tailCount >= memoryLimit { flush() }
        if tailCount == tailCapacity {
            // Doubling, up to the memory limit (a first chunk of 256 values).
            grow(to: Swift.min(memoryLimit, Swift.max(256, tailCapacity > Int.max / 2 ? Int.max : tailCapacity * 2)))
        }
        (tail + tailCount).initialize(to: value)
        tailCount += 1
    }

    /// Makes `tail` room for at least `capacity` values, keeping those it holds.
    private func grow(to capacity: Int) {
        guard capacity > tailCapacity else { return }
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        larger.moveInitialize(from: tail, count: tailCount)
        tail.deallocate()
        tail = larger
        tailCapacity = capacity
    }

    /// Marks the spool as failed for `reason` (what another spool it was made from met),
    /// unless it has failed already.
    package func fail(_ reason: String) {
        if failure == nil { failure = reason }
    }

    /// For tests: closes the temporary file as if it could no longer be read, so that the
    /// next read from it fails (and sets `failure`).
    package func loseFileForTesting() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Calls `body` with the values at `range`, in order, in one or more contiguous chunks.
    /// Gives nothing more once `failure` is set.
    package func read(_ range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        let range = range.clamped(to: 0..<count)
        guard failure == nil, !range.isEmpty else { return }
        var index = range.lowerBound
        let fileEnd = Swift.min(range.upperBound, flushedCount)
        if index < fileEnd {
            let stride = MemoryLayout<Element>.stride
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.min(Self.readChunk, fileEnd - index))
            defer { buffer.deallocate() }
            while index < fileEnd {
                let wanted = Swift.min(buffer.count, fileEnd - index)
                let bytes = UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: wanted * stride)
                if let reason = TemporaryFile.read(into: bytes, from: descriptor, at: off_t(index) * off_t(stride), folder: folder) {
                    failure = reason
                    return
                }
                try body(UnsafeBufferPointer(rebasing: buffer[0..<wanted]))
                index += wanted
            }
        }
        if index < range.upperBound {
            try body(UnsafeBufferPointer(start: tail + (index - flushedCount), count: range.upperBound - index))
        }
    }

    /// The values at `range` as an array (for small lists and tests).
    package func values(_ range: Range<Int>) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(range.count)
        read(range) { result.append(contentsOf: $0) }
        return result
    }

    /// Writes the waiting values to the temporary file (creating it the first time).
    private func flush() {
        defer {
            flushedCount += tailCount
            tailCount = 0  // plain values (`BitwiseCopyable`): nothing to deinitialise
        }
        guard failure == nil else { return }
        if descriptor < 0 {
            guard let created = TemporaryFile.create(in: folder) else {
                failure = TemporaryFile.creationFailure(in: folder)
                return
            }
            descriptor = created
        }
        let bytes = UnsafeRawBufferPointer(start: tail, count: tailCount * MemoryLayout<Element>.stride)
        let written = TemporaryFile.write(bytes, to: descriptor, at: off_t(flushedCount) * off_t(MemoryLayout<Element>.stride))
        if !written {
            failure = TemporaryFile.writeFailure(in: folder)
        }
    }
}
