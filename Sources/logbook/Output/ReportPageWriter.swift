import Foundation
import LogbookCore

/// Draws and writes a report's run pages on a thread of its own, while the reader goes on
/// reading the next runs (a page's HTML and its file take a quarter of a report): at most
/// `depth` pages wait at once, so memory stays flat. The first failure stops it and is
/// thrown by the next `add` or by `finish`.
final class ReportPageWriter: @unchecked Sendable {
    /// The most pages waiting to be written.
    static let depth = 8

    /// The folder written.
    private let folder: ReportFolder
    /// Guards every field below.
    private let condition = NSCondition()
    /// The pages waiting, oldest first.
    private var waiting: [ReportRunPage] = []
    /// True once no more pages will come.
    private var closed = false
    /// True once the thread has stopped.
    private var stopped = false
    /// The first failure.
    private var failure: (any Error)?
    /// How many pages were written (not already on disk as they are).
    private var written = 0
    /// Each page's stamp once written (`ReportFolder.stamp`), by run id.
    private var stamps: [Int64: String] = [:]

    /// Starts the writer over `folder`.
    init(folder: ReportFolder) {
        self.folder = folder
        let thread = Thread { [self] in work() }
        thread.name = "report pages"
        thread.start()
    }

    /// Hands `page` over, waiting while `depth` pages wait already.
    func add(_ page: ReportRunPage) throws {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.depth && failure == nil { condition.wait() }
        if let failure { throw failure }
        waiting.append(page)
        condition.broadcast()
    }

    /// Waits for every page handed over to be written; returns how many were written and
    /// each page's stamp, or throws the first failure.
    func finish() throws -> (written: Int, stamps: [Int64: String]) {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while !stopped { condition.wait() }
        if let failure { throw failure }
        return (written, stamps)
    }

    /// The thread: writes each page as it comes, until closed and drained or failed.
    private func work() {
        while true {
            condition.lock()
            while waiting.isEmpty && !closed && failure == nil { condition.wait() }
            if failure != nil || (waiting.isEmpty && closed) {
                stopped = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let page = waiting.removeFirst()
            condition.broadcast()
            condition.unlock()
            let id = page.detail.run.id ?? 0
            let name = "runs/" + ReportRunHTML.fileName(id)
            do {
                let wrote = try folder.write(ReportRunHTML.page(page), to: name)
                let stamp = folder.stamp(of: name) ?? "none"
                condition.lock()
                if wrote { written += 1 }
                stamps[id] = stamp
                condition.unlock()
            } catch {
                condition.lock()
                if failure == nil { failure = error }
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}
