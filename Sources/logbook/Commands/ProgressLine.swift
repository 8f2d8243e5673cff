import Foundation
import LogbookCore
import LogbookFormats

/// `import`'s progress line on standard error: on a terminal one line rewritten in place
/// (files done of all, runs, bytes read, time taken and an estimate of what is left, and
/// the file being stored), erased before any other line is printed and at the end;
/// elsewhere, only when asked with `--progress`, one line per file stored.
///
/// The importer reports how far a large file's hashing and parse have come from its worker
/// threads: a class, because it owns the lock that keeps those writes from mixing.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var isEnabled: Bool
    /// True when stderr is a terminal: the line is rewritten in place.
    private let inPlace: Bool
    /// The size of each path given, when known (nil for standard input and folders' skips).
    private let sizes: [Int64?]
    private let started = ContinuousClock.now
    /// Paths whose every file is done.
    private var completed = 0
    /// Compressed bytes read of the archive being walked.
    private var archiveBytes: Int64 = 0
    private var runs = 0
    /// The file being stored, and how far its read has come (a large file).
    private var current = ""
    private var detail: String?
    /// True while a line is on the terminal.
    private var isDrawn = false
    /// The file, pass and tenth of the last line written outside a terminal.
    private var lastMark = ""

    /// A display for paths of `sizes`; `enabled` false shows nothing.
    init(enabled: Bool, sizes: [Int64?], inPlace: Bool = Console.stderrIsTerminal) {
        self.isEnabled = enabled
        self.sizes = sizes
        self.inPlace = inPlace
    }

    /// Shows that the path at `position` (1-based) is being imported: a file, or a member
    /// of an archive with the compressed bytes read of the archive so far.
    func storing(position: Int, file: String, archive: ArchiveProgress?) {
        lock.withLock {
            current = TableRenderer.printable(file)
            detail = nil
            archiveBytes = archive?.bytes ?? 0
            if inPlace {
                draw()
            } else if isEnabled {
                Console.err("[\(position)/\(sizes.count)] \(current)" + (archive.map { " (\($0.members) files, \(ByteCount.text($0.bytes)) read)" } ?? ""))
            }
        }
    }

    /// Counts a finished file: from the path at `position`, a member of an archive or not,
    /// with the runs it stored.
    func finished(position: Int, inArchive: Bool, runs: Int) {
        lock.withLock {
            completed = max(completed, inArchive ? position - 1 : position)
            self.runs += runs
            if inPlace { draw() }
        }
    }

    /// Shows how far a large file's hashing or parse has come. On a terminal every report
    /// rewrites the line; otherwise only the first report of each tenth of the file (of each
    /// 256 MiB when its size is unknown) gets a line.
    func show(_ progress: ReadProgress) {
        let text = "\(TableRenderer.printable(progress.file)): \(Self.text(progress))"
        lock.withLock {
            if inPlace {
                detail = text
                return draw()
            }
            let mark = "\(progress.file)\u{0}\(progress.stage.rawValue)\u{0}\(Self.tenth(progress))"
            guard isEnabled, mark != lastMark else { return }
            lastMark = mark
            Console.err(text)
        }
    }

    /// Runs `body` (which prints lines of its own) with the line erased, then draws it again.
    func above(_ body: () -> Void) {
        lock.withLock {
            erase()
            body()
            if inPlace { draw() }
        }
    }

    /// Erases the line for good (the import is over, failed or interrupted).
    func finish() {
        lock.withLock {
            erase()
            isEnabled = false
        }
    }

    /// The line as it reads now: its counts (and a file's stage), and the file being read.
    private var text: (line: String, file: String?) {
        let elapsed = Double((ContinuousClock.now - started).components.seconds)
        let done = sizes.prefix(completed).reduce(Int64(0)) { $0 &+ ($1 ?? 0) } &+ archiveBytes
        let known = sizes.allSatisfy { $0 != nil }
        let total = known ? sizes.reduce(Int64(0)) { $0 &+ ($1 ?? 0) } : nil
        let remaining = ImportProgressText.remaining(
            elapsed: elapsed, bytesDone: done, bytesTotal: total, filesDone: completed, filesTotal: sizes.count)
        let line = ImportProgressText.line(
            done: completed, total: sizes.count, runs: runs, bytes: done, elapsed: elapsed, remaining: remaining)
        if let detail { return (line + ": " + detail, nil) }
        return (line, current.isEmpty ? nil : current)
    }

    /// Writes the line in place, cut to the terminal's width (a wrapped line could not be erased).
    private func draw() {
        guard isEnabled, inPlace else { return }
        let (line, file) = text
        Console.err(raw: "\r\u{1B}[K" + ImportProgressText.fitted(line, file: file, width: Self.terminalWidth()))
        isDrawn = true
    }

    private func erase() {
        guard isDrawn else { return }
        Console.err(raw: "\r\u{1B}[K")
        isDrawn = false
    }

    /// Columns of the terminal on standard error (80 when it cannot say).
    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// `reading 1.2 GiB of 3.9 GiB (31 %)`, or `hashing 1.2 GiB` when the size is unknown.
    static func text(_ progress: ReadProgress) -> String {
        var text = "\(progress.stage.rawValue) \(ByteCount.text(progress.bytes))"
        if let total = progress.total, total > 0 {
            text += " of \(ByteCount.text(total)) (\(Self.percent(progress.bytes, of: total)) %)"
        }
        return text
    }

    /// Which tenth of the file a report is in (10 at its end), or which 256 MiB when the size is unknown.
    static func tenth(_ progress: ReadProgress) -> Int64 {
        guard let total = progress.total, total > 0 else { return progress.bytes / (256 << 20) }
        return percent(progress.bytes, of: total) / 10
    }

    private static func percent(_ bytes: Int64, of total: Int64) -> Int64 {
        let (scaled, overflow) = bytes.multipliedReportingOverflow(by: 100)
        return overflow ? 100 : min(100, scaled / total)
    }
}
