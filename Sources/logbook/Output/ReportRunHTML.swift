import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookModel

/// A run's page, `runs/<id>.html`: its numbers, route, km splits, profile, best efforts,
/// the files it came from, its flags, and links to the runs before and after it.
enum ReportRunHTML {
    /// The version of the pages' layout: a change to what a run page draws raises it (a
    /// report then draws every page again; another binary does anyway).
    static let formatVersion = 4

    /// The page's file name inside `runs/`.
    static func fileName(_ id: Int64) -> String { "\(id).html" }

    /// The page. A section with nothing to show is left out; one line says which and why.
    static func page(_ page: ReportRunPage) -> String {
        let run = page.detail.run
        let id = run.id ?? 0
        let name = run.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Run \(id)"
        let start = ReportSentences.start(utc: run.startUTC, offset: run.utcOffset)
        var body = nav(page) + "<header><h1>\(HTMLText.escape(name))</h1><p class=\"muted\">Run \(id) · "
            + HTMLText.escape(start) + " · " + HTMLText.escape(RunFieldText.sport(run)) + "</p></header>\n"
        body += summary(run)
        if !page.flags.isEmpty {
            body += "<ul class=\"flags\" id=\"flags\">" + page.flags.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>\n"
        }
        var missing: [String] = []
        if page.route.isEmpty {
            if page.hasPositions {
                body += "<h2>Route</h2>\n<p id=\"no-route\">Every GPS position of this run lies within a privacy zone: no route is drawn.</p>\n"
            } else {
                missing.append("route")
            }
        } else {
            let count = page.route.reduce(0) { $0 + $1.count }
            body += "<h2>Route</h2>\n<figure><svg viewBox=\"0 0 480 480\" width=\"480\" height=\"480\" role=\"img\"><title>Route of run \(id) "
                + "(\(count) points drawn)</title>" + ReportCharts.map(page.route, size: 480, pathID: "route", pathClass: "route", basemap: page.basemap)
                + "</svg>"
            body += "<figcaption>Coloured by pace: the run's fastest fifth green, its slowest fifth red."
                + (page.hiddenPoints > 0 ? " \(page.hiddenPoints) points within privacy zones are not drawn." : "") + "</figcaption>"
            body += "</figure>\n"
            body += ReportMapHTML.routePlace(page)
        }
        let sections: [(id: String, title: String, word: String, html: String?)] = [
            ("splits", "Km splits", "km splits", splits(page.detail)),
            ("profile", "Profile", "profile", profile(page.profile)),
            ("efforts", "Best efforts", "best efforts", efforts(page.detail.efforts)),
        ]
        for section in sections {
            guard let html = section.html else {
                missing.append(section.word)
                continue
            }
            body += "<section id=\"\(section.id)\"><h2>\(section.title)</h2>\n" + html + "</section>\n"
        }
        if !missing.isEmpty { body += "<p id=\"left-out\">" + leftOut(missing, hasPositions: page.hasPositions) + "</p>\n" }
        body += ReportSegmentHTML.runCourses(page.courses)
        body += "<section id=\"load\"><h2>Heart-rate zones and load</h2>\n" + ReportTrainingHTML.run(page.detail.load) + "</section>\n"
        body += "<section id=\"sources\"><h2>Files</h2>\n" + sources(page.detail.sources) + "</section>\n"
        return ReportPageShell.page(
            title: "\(name) · \(ReportSentences.day(LocalDate(utc: run.startUTC, offset: run.utcOffset)))", body: body,
            menu: ReportIndexHTML.menu(root: "../"), images: page.basemap?.origin)
    }

    /// The one line that says what the page leaves out and why: `This run has no GPS
    /// positions and no samples: no route, km splits, profile or best efforts to show.`
    static func leftOut(_ missing: [String], hasPositions: Bool) -> String {
        let list = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " or " + (missing.last ?? "")
        let why = hasPositions ? "Its samples hold too little" : "This run has no GPS positions"
            + (missing.contains("profile") ? " and no samples to chart" : "")
        return why + ": no " + list + " to show."
    }

    /// Previous, list and next links.
    static func nav(_ page: ReportRunPage) -> String {
        func link(_ run: DayRun?, rel: String, arrow: String) -> String {
            guard let run else { return "" }
            let words = ReportSentences.day(run.localDate) + " " + (run.name.flatMap { $0.isEmpty ? nil : $0 } ?? "run \(run.id)")
            return "<a rel=\"\(rel)\" href=\"\(fileName(run.id))\">" + (rel == "prev" ? arrow + " " : "") + HTMLText.escape(words)
                + (rel == "next" ? " " + arrow : "") + "</a>"
        }
        return "<nav aria-label=\"Runs before and after\">" + [link(page.previous, rel: "prev", arrow: "←"),
            "<a href=\"../\(ReportRunListHTML.fileName)\">All runs</a>", link(page.next, rel: "next", arrow: "→")]
            .filter { !$0.isEmpty }.joined(separator: " · ") + "</nav>\n"
    }

    /// The run's numbers, as `show` lists them.
    static func summary(_ run: Run) -> String {
        var rows: [(String, String)] = [
            ("Distance", RunFieldText.distance(run, unit: .km)), ("Elapsed", ReportText.duration(run.elapsed)),
            ("Moving", RunFieldText.moving(run)),
            ("Pace", RunFieldText.pace(run.pace, sport: run.sport, unit: .km, why: { "not counted: " + ReportWords.pace($0) })),
            ("Heart rate", run.averageHeartRate == nil ? ReportText.unknown
                : ReportText.whole(run.averageHeartRate) + " avg, " + ReportText.whole(run.maxHeartRate) + " max"),
            ("Elevation", run.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown),
        ]
        if let zone = RunFieldText.zone(run) { rows.insert(("Time zone", zone), at: 0) }
        if let gear = run.gear { rows.append(("Gear", gear)) }
        if let description = run.description, !description.isEmpty { rows.append(("Description", description)) }
        return "<table id=\"summary\"><tbody>" + rows.map { "<tr><th>\(HTMLText.escape($0.0))</th><td class=\"l\">\(HTMLText.escape($0.1))</td></tr>" }.joined()
            + "</tbody></table>\n"
    }

    /// A bar per split (longer for faster, from the pace `SplitBarScale` starts at), then
    /// the table; nil without splits.
    static func splits(_ detail: RunDetail) -> String? {
        let splits = detail.splits
        guard !splits.isEmpty else { return nil }
        let paces = splits.compactMap(\.pace.trusted)
        let fastest = paces.min() ?? 1
        let start = SplitBarScale.start(slowest: paces.max() ?? 1)
        let width = 960.0, row = 18.0, left = 40.0
        var svg = "<svg viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(row * Double(splits.count) + 4))\" role=\"img\">"
            + "<title>Pace per km split (longer is faster; bars start at \(HTMLText.escape(ReportText.pace(start, unit: .km))))</title>"
        var table = "<table><thead><tr><th>Split</th><th>Distance</th><th>Time</th><th>Pace</th><th>HR</th><th>Cadence</th>"
            + "<th>Elev</th><th class=\"l\"></th></tr></thead><tbody>\n"
        for (index, split) in splits.enumerated() {
            let pace = split.pace.trusted
            let mark = detail.marks.fastest == split.index ? "fastest" : detail.marks.slowest == split.index ? "slowest" : ""
            let words = "km \(split.index): " + ReportText.distance(split.distance, unit: .km) + " in "
                + ReportText.duration(split.elapsed) + ", " + ReportText.pace(pace, unit: .km)
            let length = pace.map { (width - left - 80) * SplitBarScale.share(pace: $0, fastest: fastest, start: start) } ?? 0
            let y = Double(index) * row + 2
            svg += "<text x=\"0\" y=\"\(ReportCharts.coordinate(y + 12))\">\(split.index)</text>"
                + "<rect class=\"bar\" x=\"\(ReportCharts.coordinate(left))\" y=\"\(ReportCharts.coordinate(y))\" width=\"\(ReportCharts.coordinate(max(0, length)))\" "
                + "height=\"\(ReportCharts.coordinate(row - 5))\"\(ReportCharts.tip(words))><title>\(HTMLText.escape(words))</title></rect>"
                + "<text x=\"\(ReportCharts.coordinate(left + length + 4))\" y=\"\(ReportCharts.coordinate(y + 12))\">\(HTMLText.escape(ReportText.pace(pace, unit: .km)))</text>"
            table += "<tr><td>\(split.index)</td><td>\(HTMLText.escape(ReportText.distance(split.distance, unit: .km)))</td><td>"
                + HTMLText.escape(ReportText.duration(split.elapsed)) + "</td><td>" + HTMLText.escape(ReportText.pace(pace, unit: .km))
                + "</td><td>" + ReportText.whole(split.averageHeartRate) + "</td><td>" + ReportText.whole(split.averageCadence) + "</td><td>"
                + (split.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown) + "</td><td class=\"l\">\(mark)</td></tr>\n"
        }
        return "<p class=\"muted\">Bars start at \(HTMLText.escape(ReportText.pace(start, unit: .km))): the longer, the faster.</p>\n"
            + svg + "</svg>\n" + table + "</tbody></table>\n"
    }

    /// Pace, heart rate and elevation against distance, each where the run has it; nil
    /// when it has none of them.
    static func profile(_ points: [ProfilePoint]) -> String? {
        let charts = [
            ReportCharts.profile(points, value: \.pace, title: "Pace against distance (faster higher)",
                                 format: { ReportText.pace($0, unit: .km) }, invert: true, trim: true),
            ReportCharts.profile(points, value: \.heartRate, title: "Heart rate against distance",
                                 format: { ReportText.whole($0) + " bpm" }, invert: false, tone: "hr"),
            ReportCharts.profile(points, value: \.elevation, title: "Elevation against distance",
                                 format: { ReportText.whole($0) + " m" }, invert: false, tone: "elev"),
        ]
        let names = ["Pace", "Heart rate", "Elevation"]
        guard charts.contains(where: { $0 != nil }) else { return nil }
        var html = ""
        for (name, chart) in zip(names, charts) {
            html += chart.map { "<figure><figcaption>\(name)</figcaption>\($0)</figure>\n" } ?? "<p class=\"muted\">\(name): no readings.</p>\n"
        }
        return html
    }

    /// The run's best efforts, as `show` lists them; nil without any.
    static func efforts(_ efforts: [BestEffort]) -> String? {
        guard !efforts.isEmpty else { return nil }
        return HTMLTable.of(
            efforts, empty: "",
            columns: ["Distance", "Time", "Pace", "<Where", "<"]
        ) { effort in
            "<tr><td>\(HTMLText.escape(RecordDistance.standard(metres: effort.distance)?.label ?? ReportText.plainNumber(effort.distance) + "m"))</td>"
                + "<td>\(HTMLText.escape(RecordsOutput.time(effort.time)))</td><td>\(HTMLText.escape(ReportText.pace(effort.secondsPerKm, unit: .km)))</td>"
                + "<td class=\"l\">\(HTMLText.escape(RecordsOutput.place(effort.startsAt, unit: .km)))</td>"
                + "<td class=\"l\">\(HTMLText.escape(ReportWords.effort(effort.status)))</td></tr>\n"
        }
    }

    /// The files the run came from, by file name only: the folders of the machine that
    /// imported them stay off the page (a report is made to be shared).
    static func sources(_ sources: [RunSource]) -> String {
        HTMLTable.of(
            sources, empty: "<p>No file recorded (stored before sources were kept).</p>\n", columns: ["<How", "<Format", "<Imported", "<File"]
        ) { source in
            "<tr><td class=\"l\">\(HTMLText.escape(ReportWords.source(source.status)))</td><td class=\"l\">\(HTMLText.escape(source.format))</td>"
                + "<td class=\"l\">\(ReportSentences.start(utc: source.importedAt, offset: 0)) UTC</td>"
                + "<td class=\"l\">\(HTMLText.escape(fileName(path: source.path)))</td></tr>\n"
        }
    }

    /// The file name of `path` without its folders: `2015-03-22.gpx` for
    /// `/home/ann/exports/2015-03-22.gpx` (Windows' backslashes count as folders too).
    static func fileName(path: String) -> String {
        let last = path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? path
        return last.isEmpty ? path : last
    }
}
