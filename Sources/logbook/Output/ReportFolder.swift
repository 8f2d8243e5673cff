import Foundation
import LogbookCore

/// The folder `logbook report` writes: checked before anything is written, every page
/// written to a temporary name beside its place and renamed into it (an interrupted report
/// never leaves half a page), a page whose content is already there left untouched.
struct ReportFolder {
    /// The file that marks a folder as a logbook report: a later report may write into it.
    static let marker = ".logbook-report"
    /// What the marker holds.
    static let markerText = "This folder is a report written by 'logbook report'; the next report rewrites it.\n"
    /// The file that records each run page written (`ReportManifest`): a later report reads
    /// none of the runs whose fingerprint is unchanged and whose page is still as it left it.
    static let manifestName = ".logbook-report-manifest"

    /// The folder.
    let url: URL

    /// Why a report may not write into a folder holding `entries` (its names, hidden ones
    /// included), or `nil` when it may: an empty folder, or one that holds the marker.
    static func refusal(entries: [String]) -> String? {
        if entries.isEmpty || entries.contains(marker) { return nil }
        return "it holds \(entries.count == 1 ? "1 file" : "\(entries.count) files") and is not a logbook report "
            + "(no \(marker) in it): give --out a new or empty folder, or the folder of an earlier report"
    }

    /// The folders of pages inside the report: a page per run, per route, per segment, per year.
    static let pageFolders = ["runs", "routes", "segments", "years"]

    /// Checks the folder at `path` (created when missing, with its `pageFolders`) and marks it.
    /// - Throws: `CommandFailure` for a file where the folder should be, a folder that is not
    ///   a report, or a `runs` that is not a plain folder (a link could lead outside).
    static func prepare(_ path: String) throws -> ReportFolder {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        let shown = TableRenderer.printable(url.path)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandFailure("cannot write the report into \(shown): it is a file, not a folder") }
            let entries = try manager.contentsOfDirectory(atPath: url.path)
            if let reason = refusal(entries: entries) { throw CommandFailure("will not write the report into \(shown): \(reason)") }
        }
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the report folder \(shown): \(error.localizedDescription)")
        }
        for name in pageFolders {
            let pages = url.appendingPathComponent(name)
            if let type = try? manager.attributesOfItem(atPath: pages.path)[.type] as? FileAttributeType, type != .typeDirectory {
                throw CommandFailure("will not write the report into \(shown): its \(name) is not a folder (a link or a file)")
            }
            try manager.createDirectory(at: pages, withIntermediateDirectories: true)
        }
        let folder = ReportFolder(url: url)
        _ = try folder.write(markerText, to: marker)
        return folder
    }

    /// Writes `text` as `name` (a path relative to the folder that logbook made: `index.html`,
    /// `runs/12.html`) unless the file already holds exactly it; true when written.
    func write(_ text: String, to name: String) throws -> Bool {
        try write(to: name) { try $0.append(text) }
    }

    /// Writes the page `produce` hands its pieces to as `name` (see `write(_:to:)`), never
    /// holding it whole: pieces of about a megabyte are compared with the file there as they
    /// come (`ReportPageFile`); true when written.
    func write(to name: String, _ produce: (inout TextPieces) throws -> Void) throws -> Bool {
        let target = url.appendingPathComponent(name)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).part")
        let file = ReportPageFile(target: target.path, temporary: temporary.path)
        var pieces = TextPieces { try file.add($0) }
        try produce(&pieces)
        try pieces.finish()
        return try file.finish()
    }

    /// The manifest the last report left, or `nil` when there is none or it cannot be read.
    func previousManifest() -> ReportManifest? {
        guard let text = try? String(contentsOf: url.appendingPathComponent(Self.manifestName), encoding: .utf8) else { return nil }
        return ReportManifest.parse(text)
    }

    /// The entries of `previous` (the manifest the last report left) whose page is still the
    /// file it wrote (same size, modification and change time, same file): the pages a
    /// report may keep without reading their runs.
    func keptPages(of previous: ReportManifest?) -> [Int64: ReportManifestEntry] {
        // One path joined by hand, not a URL made per page.
        let runs = url.appendingPathComponent("runs").path + "/"
        return (previous?.entries ?? [:]).filter { id, entry in
            Self.stamp(ofPath: runs + ReportRunHTML.fileName(id)) == entry.stamp
        }
    }

    /// The site fingerprint `previous` (the manifest the last report left) records when every
    /// page it drew from it (`ReportManifest.drawn`: the index, the list of runs, the route,
    /// segment and year pages) is still the file it left; else `nil`: the site is drawn again.
    func keptSite(of previous: ReportManifest?) -> String? {
        guard let previous, !previous.site.isEmpty else { return nil }
        let names = previous.pages.union(ReportManifest.sitePages)
        // One path joined by hand per page, not a URL: a report may have thousands of route pages.
        let root = url.path + "/"
        return names.allSatisfy { name in previous.drawn[name].map { Self.stamp(ofPath: root + name) == $0 } ?? false } ? previous.site : nil
    }

    /// The stamp (`stamp(of:)`) of each of the files `names`, by name; a missing one is left out.
    func stamps(of names: Set<String>) -> [String: String] {
        let root = url.path + "/"
        var stamps: [String: String] = [:]
        for name in names { stamps[name] = Self.stamp(ofPath: root + name) }
        return stamps
    }

    /// Records `manifest` (written last, once every page it names is in place), unless it is
    /// `previous`, the one the folder holds: an unchanged report neither encodes nor rewrites it.
    func record(_ manifest: ReportManifest, previous: ReportManifest?) throws {
        if let previous, previous == manifest { return }
        _ = try write(to: Self.manifestName) { pieces in try manifest.forEachLine { try pieces.append($0) } }
    }

    /// The stamp of file `name` (relative to the folder): its size, modification and change
    /// times in nanoseconds and its inode, or `nil` when it is not a regular file.
    func stamp(of name: String) -> String? {
        Self.stamp(ofPath: url.appendingPathComponent(name).path)
    }

    /// The stamp of the file at `path` (see `stamp(of:)`); a link is followed only when `followingLinks`.
    static func stamp(ofPath path: String, followingLinks: Bool = false) -> String? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)-\(info.st_ino)"
    }

    /// Removes the run pages of `runs/` that are not among `kept` (runs since deleted,
    /// quarantined or filtered out) and that `previous`, the manifest the last report left,
    /// says it wrote: a page of the same name that no report recorded (the runner's, or
    /// another tool's) stays. Returns how many.
    func removeRunPages(keeping kept: Set<String>, writtenBy previous: ReportManifest?) throws -> Int {
        let runs = url.appendingPathComponent("runs")
        let recorded = Set((previous?.entries.keys).map { $0.map(ReportRunHTML.fileName) } ?? [])
        var removed = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: runs.path) where !kept.contains(name) && recorded.contains(name) {
            // A regular file only: a folder or a link of that name is no page a report wrote.
            let page = runs.appendingPathComponent(name)
            guard Self.stamp(ofPath: page.path) != nil else { continue }
            try FileManager.default.removeItem(at: page)
            removed += 1
        }
        return removed
    }

    /// Removes the route, segment and year pages that `previous` (the manifest the last report
    /// left) says it wrote and that are not among `kept` (a route gone, a segment removed):
    /// a regular file only, and only a name `ReportManifest.isListedPage` allows. Returns how many.
    func removeListedPages(keeping kept: Set<String>, writtenBy previous: ReportManifest?) throws -> Int {
        var removed = 0
        for name in (previous?.pages ?? []).sorted() where !kept.contains(name) && ReportManifest.isListedPage(name) {
            let page = url.appendingPathComponent(name)
            guard Self.stamp(ofPath: page.path) != nil else { continue }
            try FileManager.default.removeItem(at: page)
            removed += 1
        }
        return removed
    }
}
