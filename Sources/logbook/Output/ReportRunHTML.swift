import Foundation
import LogbookCore

/// A run's page, `runs/<id>.html`: its numbers, route, km splits, profile, best efforts,
/// the files it came from, its flags, and links to the runs before and after it.
enum ReportRunHTML {
    /// The version of the pages' layout: a change to what a run page draws raises it (a
    /// report then draws every page again; another binary does anyway).
    static let formatVersion = 2

    /// The page's file name inside `runs/`.
    static func fileName(_ id: Int64) -> String { "\(id).html" }

    /// The page.
    static func page(_ page: ReportRunPage) -> String {
        let run = page.detail.run
        let id = run.id ?? 0
        let name = run.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Run \(id)"
        let start = LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset)
        var body = nav(page) + "<header><h1>\(HTMLText.escape(name))</h1><p class=\"muted\">Run \(id) · "
            + HTMLText.escape(start) + " · " + HTMLText.escape(ShowCommand.sportText(run)) + "</p></header>\n"
        body += summary(run)
        if !page.flags.isEmpty {
            body += "<ul class=\"flags\" id=\"flags\">" + page.flags.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>\n"
        }
        body += "<h2>Route</h2>\n"
        if page.route.isEmpty {
            let why = page.hasPositions
                ? "Every GPS position of this run lies within a privacy zone: no route is drawn."
                : "This run has no GPS positions: there is no route to draw."
            body += "<p id=\"no-route\">\(why)</p>\n"
        } else {
            let count = page.route.reduce(0) { $0 + $1.count }
            body += "<figure><svg viewBox=\"0 0 480 480\" width=\"480\" height=\"480\" role=\"img\"><title>Route of run \(id) "
                + "(\(count) points drawn)</title>" + ReportCharts.map(page.route, size: 480, pathID: "route", pathClass: "route", basemap: page.basemap)
                + "</svg>"
            body += "<figcaption>Coloured by pace: the run's fastest fifth green, its slowest fifth red."
                + (page.hiddenPoints > 0 ? " \(page.hiddenPoints) points within privacy zones are not drawn." : "") + "</figcaption>"
            body += "</figure>\n"
            body += ReportMapHTML.routePlace(page)
        }
        body += "<section id=\"splits\"><h2>Km splits</h2>\n" + splits(page.detail) + "</section>\n"
        body += "<section id=\"profile\"><h2>Profile</h2>\n" + profile(page.profile) + "</section>\n"
        body += "<section id=\"efforts\"><h2>Best efforts</h2>\n" + efforts(page.detail.efforts) + "</section>\n"
        body += "<section id=\"load\"><h2>Heart-rate zones and load</h2>\n" + ReportTrainingHTML.run(page.detail.load) + "</section>\n"
        body += "<section id=\"sources\"><h2>Files</h2>\n" + sources(page.detail.sources) + "</section>\n"
        return ReportPageShell.page(title: "\(name) · \(LocalDateTime.date(utc: run.startUTC, offset: run.utcOffset))", body: body, images: page.basemap?.origin)
    }

    /// Previous, index and next links.
    static func nav(_ page: ReportRunPage) -> String {
        func link(_ run: DayRun?, rel: String, arrow: String) -> String {
            guard let run else { return "" }
            let words = run.localDate.description + " " + (run.name.flatMap { $0.isEmpty ? nil : $0 } ?? "run \(run.id)")
            return "<a rel=\"\(rel)\" href=\"\(fileName(run.id))\">" + (rel == "prev" ? arrow + " " : "") + HTMLText.escape(words)
                + (rel == "next" ? " " + arrow : "") + "</a>"
        }
        return "<nav>" + [link(page.previous, rel: "prev", arrow: "←"), "<a href=\"../index.html\">All runs</a>",
                          link(page.next, rel: "next", arrow: "→")].filter { !$0.isEmpty }.joined(separator: " · ") + "</nav>\n"
    }

    /// The run's numbers, as `show` lists them.
    static func summary(_ run: Run) -> String {
        var rows: [(String, String)] = [
            ("Distance", ShowCommand.distanceText(run, unit: .km)), ("Elapsed", ReportText.duration(run.elapsed)),
            ("Moving", ShowCommand.movingText(run)),
            ("Pace", run.pace.status == .ok ? ReportText.pace(run.pace.secondsPerKm, unit: .km) : "-- (\(run.pace.status.rawValue))"),
            ("Heart rate", run.averageHeartRate == nil ? ReportText.unknown
                : ReportText.whole(run.averageHeartRate) + " avg, " + ReportText.whole(run.maxHeartRate) + " max"),
            ("Elevation", run.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown),
        ]
        if let zone = ShowCommand.zoneText(run) { rows.insert(("Time zone", zone), at: 0) }
        if let gear = run.gear { rows.append(("Gear", gear)) }
        if let description = run.description, !description.isEmpty { rows.append(("Description", description)) }
        return "<table id=\"summary\"><tbody>" + rows.map { "<tr><th>\(HTMLText.escape($0.0))</th><td class=\"l\">\(HTMLText.escape($0.1))</td></tr>" }.joined()
            + "</tbody></table>\n"
    }

    /// A bar per split (longer for faster), then the table.
    static func splits(_ detail: RunDetail) -> String {
        let splits = detail.splits
        guard !splits.isEmpty else { return "<p>No splits.</p>\n" }
        let paces = splits.compactMap { $0.pace.status == .ok ? $0.pace.secondsPerKm : nil }
        let fastest = paces.min() ?? 1
        let width = 960.0, row = 16.0, left = 40.0
        var svg = "<svg viewBox=\"0 0 \(ReportCharts.coordinate(width)) \(ReportCharts.coordinate(row * Double(splits.count) + 4))\" role=\"img\">"
            + "<title>Pace per km split (longer is faster)</title>"
        var table = "<table><thead><tr><th>Split</th><th>Distance</th><th>Time</th><th>Pace</th><th>HR</th><th>Cadence</th>"
            + "<th>Elev</th><th class=\"l\"></th></tr></thead><tbody>\n"
        for (index, split) in splits.enumerated() {
            let pace = split.pace.status == .ok ? split.pace.secondsPerKm : nil
            let mark = detail.marks.fastest == split.index ? "fastest" : detail.marks.slowest == split.index ? "slowest" : ""
            let words = "km \(split.index): " + ReportText.distance(split.distance, unit: .km) + " in "
                + ReportText.duration(split.elapsed) + ", " + ReportText.pace(pace, unit: .km)
            let length = pace.map { (width - left - 80) * fastest / $0 } ?? 0
            let y = Double(index) * row + 2
            svg += "<text x=\"0\" y=\"\(ReportCharts.coordinate(y + 11))\">\(split.index)</text>"
                + "<rect class=\"bar\" x=\"\(ReportCharts.coordinate(left))\" y=\"\(ReportCharts.coordinate(y))\" width=\"\(ReportCharts.coordinate(max(0, length)))\" "
                + "height=\"\(ReportCharts.coordinate(row - 4))\"\(ReportCharts.tip(words))><title>\(HTMLText.escape(words))</title></rect>"
                + "<text x=\"\(ReportCharts.coordinate(left + length + 4))\" y=\"\(ReportCharts.coordinate(y + 11))\">\(HTMLText.escape(ReportText.pace(pace, unit: .km)))</text>"
            table += "<tr><td>\(split.index)</td><td>\(HTMLText.escape(ReportText.distance(split.distance, unit: .km)))</td><td>"
                + HTMLText.escape(ReportText.duration(split.elapsed)) + "</td><td>" + HTMLText.escape(ReportText.pace(pace, unit: .km))
                + "</td><td>" + ReportText.whole(split.averageHeartRate) + "</td><td>" + ReportText.whole(split.averageCadence) + "</td><td>"
                + (split.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown) + "</td><td class=\"l\">\(mark)</td></tr>\n"
        }
        return svg + "</svg>\n" + table + "</tbody></table>\n"
    }

    /// Pace, heart rate and elevation against distance, each where the run has it.
    static func profile(_ points: [ProfilePoint]) -> String {
        let charts = [
            ReportCharts.profile(points, value: \.pace, title: "Pace against distance (faster higher)",
                                 format: { ReportText.pace($0, unit: .km) }, invert: true, trim: true),
            ReportCharts.profile(points, value: \.heartRate, title: "Heart rate against distance",
                                 format: { ReportText.whole($0) + " bpm" }, invert: false),
            ReportCharts.profile(points, value: \.elevation, title: "Elevation against distance",
                                 format: { ReportText.whole($0) + " m" }, invert: false),
        ]
        let names = ["Pace", "Heart rate", "Elevation"]
        var html = ""
        for (name, chart) in zip(names, charts) {
            html += chart.map { "<figure><figcaption>\(name)</figcaption>\($0)</figure>\n" } ?? "<p class=\"muted\">\(name): no readings.</p>\n"
        }
        return html
    }

    /// The run's best efforts, as `show` lists them.
    static func efforts(_ efforts: [BestEffort]) -> String {
        HTMLTable.of(
            efforts, empty: "<p>No best efforts (a run needs distance samples).</p>\n",
            columns: ["Distance", "Time", "Pace", "<Where", "<"]
        ) { effort in
            "<tr><td>\(HTMLText.escape(RecordDistance.standard(metres: effort.distance)?.label ?? ReportText.plainNumber(effort.distance) + "m"))</td>"
                + "<td>\(HTMLText.escape(RecordsOutput.time(effort.time)))</td><td>\(HTMLText.escape(ReportText.pace(effort.secondsPerKm, unit: .km)))</td>"
                + "<td class=\"l\">\(HTMLText.escape(RecordsOutput.place(effort.startsAt, unit: .km)))</td>"
                + "<td class=\"l\">\(effort.status == .ok ? "" : HTMLText.escape(effort.status.rawValue))</td></tr>\n"
        }
    }

    /// The files the run came from.
    static func sources(_ sources: [RunSource]) -> String {
        HTMLTable.of(
            sources, empty: "<p>No file recorded (stored before sources were kept).</p>\n", columns: ["<How", "<Format", "<Imported", "<File"]
        ) { source in
            "<tr><td class=\"l\">\(HTMLText.escape(source.status.rawValue))</td><td class=\"l\">\(HTMLText.escape(source.format))</td>"
                + "<td class=\"l\">\(LocalDateTime.iso8601(utc: source.importedAt, offset: 0))</td><td class=\"l\">\(HTMLText.escape(source.path))</td></tr>\n"
        }
    }
}
