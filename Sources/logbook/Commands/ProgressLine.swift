import Foundation
import LogbookCore

/// A one-line progress display on stderr: rewritten in place on a terminal, one line per
/// file otherwise (only when asked with `--progress`).
///
/// It shows the file being stored (`[3/40] run.gpx`, with the files found and bytes read
/// for an archive's member) and, for a file too large to hold in memory, how far its
/// hashing and parse have come (`export.xml: reading 1.2 GiB of 3.9 GiB (31 %)`), which the
/// importer reports from its worker threads: a class, because it owns the lock that keeps
/// those writes from mixing.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var isEnabled: Bool
    /// How many files in all.
    let total: Int
    /// True when stderr is a terminal: the line is rewritten in place.
    private let inPlace: Bool
    /// The file, pass and tenth of the last line written outside a terminal.
    private var lastMark = ""

    /// A display for `total` paths; `enabled` false shows nothing until `enable()`.
    init(enabled: Bool, total: Int, inPlace: Bool = Console.stderrIsTerminal) {
        self.isEnabled = enabled
        self.total = total
        self.inPlace = inPlace
    }

    /// Turns the display on (an archive or a large file on a terminal).
    func enable() {
        lock.withLock { isEnabled = true }
    }

    /// Shows that the path at `position` (1-based) is being imported: a file, or a member
    /// of an archive with the files found in it and the bytes read of it so far.
    func show(position: Int, file: String, archive: (members: Int, bytes: Int64)? = nil) {
        var text = "[\(position)/\(total)] \(TableRenderer.printable(file))"
        if let archive { text += " (\(archive.members) files, \(ByteCount.text(archive.bytes)) read)" }
        write(text)
    }

    /// Shows how far a large file's hashing or parse has come. On a terminal every report
    /// rewrites the line; otherwise only the first report of each tenth of the file (of each
    /// 256 MiB when its size is unknown) gets a line.
    func show(_ progress: ReadProgress) {
        let text = "\(TableRenderer.printable(progress.file)): \(Self.text(progress))"
        if inPlace { return write(text) }
        let mark = "\(progress.file)\u{0}\(progress.stage.rawValue)\u{0}\(Self.tenth(progress))"
        let isNew = lock.withLock {
            defer { lastMark = mark }
            return mark != lastMark
        }
        if isNew { write(text) }
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

    /// Clears the line on a terminal.
    func finish() {
        lock.withLock {
            guard isEnabled, inPlace else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        }
    }

    private func write(_ text: String) {
        lock.withLock {
            guard isEnabled else { return }
            if inPlace {
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
            } else {
                Console.err(text)
            }
        }
    }

    private static func percent(_ bytes: Int64, of total: Int64) -> Int64 {
        let (scaled, overflow) = bytes.multipliedReportingOverflow(by: 100)
        return overflow ? 100 : min(100, scaled / total)
    }
}
