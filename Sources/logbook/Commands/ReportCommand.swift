import Foundation
import LogbookAnalysis
import LogbookCore

/// `logbook report`: the logbook as a static web site, offline and private.
struct ReportCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Write the logbook as a web page: calendar, weekly bars, tables, records, maps.",
        discussion: """
            Writes FOLDER/index.html, the list of every run FOLDER/runs.html, and a page per
            run (FOLDER/runs/<id>.html), per route (FOLDER/routes/<id>.html), per segment
            (FOLDER/segments/<id>.html) and per year in review (FOLDER/years/<year>.html), that need nothing outside FOLDER and make no network
            request (no fonts, no map tiles: a route is drawn on a plain ground), unless --basemap (or basemap in the config file) names a tile
            server: its tiles are drawn under the maps, and the pages may load images from that
            one host only. Without --out the folder is logbook-report beside the database.
            An existing folder is written only when it is empty or holds an earlier report (its
            .logbook-report file); each page is written to a temporary name and renamed, and a
            page whose content is unchanged is left as it is. The numbers are those of stats
            and records under the same filters (index.html holds them as JSON, in the script
            logbook-data). Route points within a --hide-near zone are cut from every map.
            """)

    /// `--out <folder>`.
    static let outOption = Option<String>(
        "out", value: "folder",
        help: "The folder to write (created if missing; default: logbook-report beside the database).", completion: .file)
    /// `--open`.
    static let openFlag = Flag("open", help: "Open the index in the browser afterwards (xdg-open, or open on macOS).")
    /// `--hide-near <lat,lon,radius_m>`, repeatable.
    static let hideNearOption = Option<PrivacyZone>(
        "hide-near", value: "lat,lon,radius_m",
        help: "Draw no route point within RADIUS_M metres of LAT,LON (repeatable; added to those of $LOGBOOK_HIDE_NEAR, else of hide_near in the config file; zones separated by ';').",
        expected: "LAT,LON,RADIUS_M such as 47.3769,8.5417,300 (radius up to 100000 m)"
    ) { PrivacyZone.parse($0) }

    /// `--basemap <url-template>`.
    static let basemapOption = Option<Basemap>(
        "basemap", value: "url-template",
        help: "Draw the tiles of this server under the maps, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png (else basemap in the config file; without either, no page asks anything of anyone).",
        expected: Basemap.expected
    ) { Basemap($0) }

    /// `--table | --json`: the last line, or what was written as JSON.
    static let formatChoice = OutputFormat.choice(
        [.json], help: [.json: "Print what was written (pages written, unchanged, removed) as one JSON document."])

    /// Its arguments.
    static let declarations = [
        outOption.declaration, openFlag.declaration, RecordsCommand.yearOption.declaration,
    ] + RunFilterOptions.declarations + [hideNearOption.declaration, basemapOption.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// Which runs.
    let filter: RunFilter
    /// Which runs make records (running unless one other sport is asked for).
    let recordFilter: RecordFilter
    /// The folder given, if any.
    let out: String?
    /// Open it afterwards.
    let open: Bool
    /// The zones given on the command line.
    let zones: [PrivacyZone]
    /// The tile server given on the command line.
    let basemap: Basemap?
    /// The logbook.
    let shared: SharedOptions

    /// Reads and checks the options.
    init(_ values: ParsedValues) throws(UsageError) {
        var filter = try RunFilterOptions(values).filter
        if let year = values[RecordsCommand.yearOption] {
            if filter.begin != nil || filter.end != nil { throw UsageError("--year cannot be combined with --begin or --end") }
            guard let years = RecordFilter.year(year) else { throw UsageError("--year \(year) is not a usable year") }
            filter.begin = years.begin
            filter.end = years.end
        }
        self.filter = filter
        recordFilter = RecordFilter(begin: filter.begin, end: filter.end, sport: filter.sport ?? RecordSport.running)
        out = values[Self.outOption]
        open = values[Self.openFlag]
        zones = values.all(Self.hideNearOption)
        basemap = values[Self.basemapOption]
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// What the filters cover, in words (`running, 2024-01-01 to 2025-01-01`).
    var scope: String {
        var words = filter.sport ?? "all sports"
        switch (filter.begin, filter.end) {
        case (let begin?, let end?): words += ", \(begin) to \(end) (exclusive)"
        case (let begin?, nil): words += ", from \(begin)"
        case (nil, let end?): words += ", before \(end)"
        case (nil, nil): break
        }
        return words
    }

    /// Writes the site and prints what it wrote.
    func run(_ context: CommandContext) throws -> ExitCode {
        // The flags' zones add to the settings' (`$LOGBOOK_HIDE_NEAR`, else the config file's).
        let zones = self.zones + context.settings.hideNear.value
        // The flag's tile server, else the settings' (`$LOGBOOK_BASEMAP`, else the config file's).
        let basemap = self.basemap ?? context.settings.basemap.value
        let databasePath = database.path(context)
        let path = out ?? URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("logbook-report").path
        let logbook = try database.open(context, for: .readExisting)
        let folder = try ReportFolder.prepare(path)
        let writer = ReportPageWriter(folder: folder)
        let previous = folder.previousManifest()
        var read: ReportRead
        do {
            read = try ReportReader(logbook).read(
                filter: filter, recordFilter: recordFilter, zones: zones, version: Self.pageVersion + (basemap.map { " basemap " + $0.template } ?? ""),
                loadThrough: filter.end.map { $0.adding(days: -1) } ?? DateSettings.process().today(), previous: folder.keptPages(of: previous),
                previousSite: folder.keptSite(of: previous), previousTails: previous?.tails ?? [:]
            ) { page in
                var page = page
                page.basemap = basemap
                try writer.add(page)
            }
        } catch {
            _ = try? writer.finish()
            throw error
        }
        let (written, stamps) = try writer.finish()
        for (id, stamp) in stamps { read.manifest.entries[id]?.stamp = stamp }
        let pages = Set(read.manifest.entries.keys.map(ReportRunHTML.fileName))
        var removed = try folder.removeRunPages(keeping: pages, writtenBy: previous)
        var indexWritten = false
        if var index = read.index {
            index.basemap = basemap
            read.manifest.pages = try Self.writeListedPages(index, into: folder)
            removed += try folder.removeListedPages(keeping: read.manifest.pages, writtenBy: previous)
            indexWritten = try folder.write(to: "index.html") { try ReportIndexHTML.write(index, scope: scope, filter: filter, into: &$0) }
            _ = try folder.write(to: ReportRunListHTML.fileName) { try ReportRunListHTML.write(index, scope: scope, into: &$0) }
            read.manifest.drawn = folder.stamps(of: read.manifest.pages.union(ReportManifest.sitePages))
        } else if let previous {
            // The site's fingerprint is the one recorded and its pages are as they were left: kept as they are.
            read.manifest.pages = previous.pages
            read.manifest.drawn = previous.drawn
        }
        let hiddenPoints = read.manifest.entries.values.reduce(0) { $0 + $1.hiddenPoints }
        try folder.record(read.manifest, previous: previous)
        let indexPath = folder.url.appendingPathComponent("index.html").path
        if json {
            let document = JSONValue.object([
                ("index", .string(indexPath)), ("run_pages", .integer(Int64(pages.count))), ("pages_written", .integer(Int64(written))),
                ("pages_unchanged", .integer(Int64(pages.count - written))), ("pages_not_read_again", .integer(Int64(read.kept))),
                ("pages_removed", .integer(Int64(removed))), ("index_written", .bool(indexWritten)),
                ("hidden_points", .integer(Int64(zones.isEmpty ? 0 : hiddenPoints))),
            ])
            Console.out(document.serialized() + "\n")
            if open { Self.openInBrowser(indexPath) }
            return .success
        }
        var line = "Report written to \(TableRenderer.printable(indexPath)): \(ImportTally.count(pages.count, "run page", "run pages"))"
            + " (\(written) written, \(pages.count - written) unchanged, \(read.kept) not read again"
            + (removed > 0 ? ", \(removed) removed" : "") + "), index \(indexWritten ? "written" : "unchanged")."
        if !zones.isEmpty { line += " \(ImportTally.count(hiddenPoints, "route point", "route points")) hidden near \(ImportTally.count(zones.count, "place", "places"))." }
        Console.line(line)
        if open { Self.openInBrowser(indexPath) }
        return .success
    }

    /// Writes a page per route and per segment of `index` and per year it reviews into
    /// `folder`; returns their names.
    static func writeListedPages(_ index: ReportIndex, into folder: ReportFolder) throws -> Set<String> {
        let courses = index.courses
        var names: Set<String> = []
        for route in courses.routes {
            let name = ReportRouteHTML.fileName(route.id)
            _ = try folder.write(ReportRouteHTML.page(route, courses: courses), to: name)
            names.insert(name)
        }
        for board in courses.segments {
            let name = ReportSegmentHTML.fileName(board.segment.id)
            _ = try folder.write(ReportSegmentHTML.page(board, courses: courses), to: name)
            names.insert(name)
        }
        for review in index.milestones.reviews {
            let name = ReportReviewHTML.fileName(review.year)
            _ = try folder.write(ReportReviewHTML.page(review, runs: index.courses.pagedRuns), to: name)
            names.insert(name)
        }
        return names
    }

    /// What a run page is drawn by: the pages' format version and this binary (its size and
    /// times), so that a report by another build of logbook draws every page again.
    static var pageVersion: String {
        let binary = Bundle.main.executablePath.flatMap { ReportFolder.stamp(ofPath: $0, followingLinks: true) } ?? "unknown"
        return "\(ReportRunHTML.formatVersion) \(binary)"
    }

    /// Opens `path` with `xdg-open` (`open` on macOS); says so on stderr when it cannot.
    static func openInBrowser(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["open", path]
        #else
        process.arguments = ["xdg-open", path]
        #endif
        do {
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { Console.err("Could not open the report (exit \(process.terminationStatus)); open \(TableRenderer.printable(path)) in a browser.") }
        } catch {
            Console.err("Could not open the report: \(error.localizedDescription); open \(TableRenderer.printable(path)) in a browser.")
        }
    }
}
