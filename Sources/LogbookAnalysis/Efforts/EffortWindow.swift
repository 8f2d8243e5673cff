import LogbookSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The samples a best-effort search still waits to cover, as a queue of bounded memory: the
/// newest `memoryLimit` of them in memory, older ones in an unnamed temporary file, read
/// back in chunks by whichever distance still needs them.
///
/// A window for a marathon holds every sample within 42 km of the newest one; at 20 Hz and
/// a walking pace that is 600,000 samples, and a recording that never covers the distance
/// holds all of them. Memory therefore stays at `memoryLimit` points plus one chunk per
/// reader whatever the run; the temporary file (`TemporaryFile.create`, unlinked as it is
/// made) grows by 32 bytes a sample until every reader has passed what it holds, and is
/// emptied then.
///
/// Indices are absolute: the n-th sample appended since the finder began is at index n,
/// whatever was dropped. Should the temporary file fail to be made or written, the samples
/// simply stay in memory (results stay exact, only the bound is lost); should a read of it
/// fail, `failure` says so and the finder's efforts are not to be trusted.
///
/// Not thread-safe; a reference type because it owns a file descriptor, closed in `deinit`.
final class EffortWindow: @unchecked Sendable {
    /// One point of the window.
    typealias Point = BestEffortFinder.Point

    /// How many points may be held in memory before the older ones are written out.
    let memoryLimit: Int
    /// How many points one reader reads back from the file at a time.
    let chunkSize: Int
    /// The folder of the temporary file.
    let folder: String
    // The window is touched once or twice per sample and distance, by one thread, and no
    // access to one of these properties overlaps another to it: they go unchecked, since the
    // run-time exclusivity checks of a class's properties cost more than the window's work.
    /// The absolute index of `memory[0]`.
    @exclusivity(unchecked) private(set) var memoryStart = 0
    /// The newest points, from `memoryStart` on.
    @exclusivity(unchecked) private(set) var memory: [Point] = []
    /// The absolute index of the file's first point: the file holds `fileStart..<memoryStart`.
    private var fileStart = 0
    /// The temporary file, or -1 while there is none.
    private var descriptor: Int32 = -1
    /// True once the file could not be made or written: points then stay in memory.
    private var cannotSpill = false
    /// Each reader's last chunk read from the file: its first index and its points.
    private var chunks: [(start: Int, points: [Point])]
    /// How many points `chunks` hold together.
    @exclusivity(unchecked) private var chunkHeld = 0
    /// Why a read of the temporary file failed, if one did.
    private(set) var failure: String?
    /// The most points held in memory at once (window and chunks), for tests.
    @exclusivity(unchecked) private(set) var peakHeld = 0
    /// How many points were written to the temporary file, for tests.
    private(set) var spilledCount = 0

    /// A window read by `readers` readers, holding at most `memoryLimit` points in memory.
    init(readers: Int, memoryLimit: Int = EffortWindow.defaultMemoryLimit, chunkSize: Int = 4_096, folder: String? = nil) {
        self.memoryLimit = max(2, memoryLimit)
        self.chunkSize = max(1, chunkSize)
        self.folder = folder ?? SpoolSettings.temporaryFolder
        chunks = Array(repeating: (0, []), count: max(0, readers))
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// 32,768 points (1 MiB): a 1 Hz marathon's window never leaves memory.
    static let defaultMemoryLimit = 32_768

    /// The index the next appended point gets.
    var end: Int { memoryStart + memory.count }

    /// Appends a point; when memory is full, first drops the points every reader has passed
    /// (`passed`: the smallest index a reader still needs) and writes older ones out.
    func append(_ point: Point, passed: Int) {
        if memory.count >= memoryLimit { makeRoom(passed: passed) }
        memory.append(point)
        let held = memory.count + chunkHeld
        if held > peakHeld { peakHeld = held }
    }

    /// Forgets every point: the next one starts a new window (a pause or a recording gap).
    func removeAll() {
        memoryStart = end
        memory.removeAll(keepingCapacity: true)
        emptyFile()
    }

    /// The point at absolute `index` (in `fileStart..<end`), for `reader`; from memory, else
    /// from that reader's chunk of the file (read anew when it does not hold `index`).
    /// `nil` when the file cannot be read back (`failure` says why).
    @inline(__always)
    func point(at index: Int, reader: Int) -> Point? {
        if index >= memoryStart { return memory[index - memoryStart] }
        return filePoint(at: index, reader: reader)
    }

    private func filePoint(at index: Int, reader: Int) -> Point? {
        let chunk = chunks[reader]
        if index >= chunk.start, index - chunk.start < chunk.points.count { return chunk.points[index - chunk.start] }
        guard failure == nil, index >= fileStart else { return nil }
        let count = min(chunkSize, memoryStart - index)
        chunkHeld -= chunks[reader].points.count
        chunks[reader].points = []
        let stride = MemoryLayout<Point>.stride
        var ok = false
        let points = [Point](unsafeUninitializedCapacity: count) { buffer, initialized in
            failure = TemporaryFile.read(
                into: UnsafeMutableRawBufferPointer(buffer), from: descriptor, at: off_t(index - fileStart) * off_t(stride), folder: folder)
            ok = failure == nil
            initialized = ok ? count : 0
        }
        guard ok else { return nil }
        chunks[reader] = (index, points)
        chunkHeld += count
        peakHeld = max(peakHeld, memory.count + chunkHeld)
        return points.first
    }

    private func makeRoom(passed: Int) {
        if passed >= memoryStart {
            // Every reader is in memory: what lies before them, in memory and in the file, goes.
            let dropped = min(passed, end) - memoryStart
            memory.removeFirst(dropped)
            memoryStart += dropped
            emptyFile()
        }
        let keep = memoryLimit / 2
        guard memory.count > keep, !cannotSpill else { return }
        let written = memory.count - keep
        if descriptor < 0 {
            guard let created = TemporaryFile.create(in: folder) else {
                cannotSpill = true
                return
            }
            descriptor = created
        }
        let stride = MemoryLayout<Point>.stride
        let ok = memory.withUnsafeBytes { bytes in
            TemporaryFile.write(
                UnsafeRawBufferPointer(rebasing: bytes[0..<(written * stride)]), to: descriptor, at: off_t(memoryStart - fileStart) * off_t(stride))
        }
        guard ok else {
            cannotSpill = true
            return
        }
        memory.removeFirst(written)
        memoryStart += written
        spilledCount += written
    }

    private func emptyFile() {
        fileStart = memoryStart
        for index in chunks.indices { chunks[index].points.removeAll(keepingCapacity: true) }
        chunkHeld = 0
        if descriptor >= 0 { _ = ftruncate(descriptor, 0) }
    }
}
