import LogbookCore
import LogbookModel

/// A route's page, `routes/<id>.html`: its runs' times over the years with the best
/// marked, and every run on it as `routes ID` lists it (date, time, pace, heart rate, the
/// best marked), each linked to its page when the report has it; `logbook-data` holds
/// `routes ID --json`. Also the index's section of routes.
enum ReportRouteHTML {
    /// The page's name inside the report's folder.
    static func fileName(_ id: Int64) -> String { "routes/\(id).html" }

    /// The page of `route`; `courses` says which runs have pages and which routes do.
    static func page(_ route: RouteSummary, courses: ReportCourses) -> String {
        var body = "<header><h1>\(HTMLText.escape(route.name))</h1><p class=\"muted\">Route \(route.id) · "
            + HTMLText.escape(ReportText.distance(route.distance, unit: .km)) + " · \(ReportSentences.runs(route.runs.count))"
        if let reverse = route.reverseOf {
            body += " · run the other way: " + (courses.routes.contains { $0.id == reverse }
                ? "<a href=\"../\(fileName(reverse))\">route \(reverse)</a>" : "route \(reverse)")
        }
        body += "</p></header>\n"
        var best = "--"
        if let run = route.best {
            let day = LocalDate(utc: run.row.startUTC, offset: run.row.utcOffset)
            best = HTMLText.escape(ReportText.duration(run.time)) + ", " + runLink(run.row.runID, day: day, courses: courses)
        }
        let rows: [(String, String)] = [
            ("Best", best), ("Median", HTMLText.escape(ReportText.duration(route.median))),
            ("Latest", HTMLText.escape(ReportText.duration(route.latest?.time))),
            ("Trend", HTMLText.escape(trendWords(route.trend))),
        ]
        body += "<table id=\"route-summary\"><tbody>" + rows.map { "<tr><th>\($0.0)</th><td class=\"l\">\($0.1)</td></tr>" }.joined()
            + "</tbody></table>\n"
        var dots: [ReportTimeChart.Dot] = []
        for run in route.runs {
            guard let time = run.time else { continue }
            let day = LocalDate(utc: run.row.startUTC, offset: run.row.utcOffset)
            let words = ReportSentences.day(day) + ": run \(run.row.runID), " + ReportText.duration(time) + (run.isBest ? " (best)" : "")
            dots.append(ReportTimeChart.Dot(day: day, seconds: time, isBest: run.isBest, words: words))
        }
        body += "<section id=\"times\"><h2>Times over the years</h2>\n"
            + ReportTimeChart.chart(dots, title: "Moving time of each run of \(route.name), by day") + "</section>\n"
        body += "<section id=\"route-runs\"><h2>Runs</h2>\n" + HTMLTable.of(
            route.runs.reversed(), empty: "", columns: ["<Run", "<Date", "Time", "Pace", "HR", "<"]
        ) { run in
            "<tr><td class=\"l\">\(runLink(run.row.runID, day: nil, courses: courses))</td><td class=\"l\">"
                + HTMLText.escape(ReportSentences.start(utc: run.row.startUTC, offset: run.row.utcOffset)) + "</td><td>"
                + HTMLText.escape(ReportText.duration(run.time)) + "</td><td>" + HTMLText.escape(ReportText.pace(run.pace, unit: .km))
                + "</td><td>" + HTMLText.escape(ReportText.whole(run.row.averageHeartRate)) + "</td><td class=\"l\">"
                + (run.isBest ? "<strong>best</strong>" : "") + "</td></tr>\n"
        } + "<p class=\"muted\">A route's time is a run's moving time; a run that cannot be true is never the best.</p>\n</section>\n"
        return ReportPageShell.page(
            title: "\(route.name) · route \(route.id)", body: body, data: RouteOutput.detailJSON(route).serialized(indent: 0),
            menu: ReportIndexHTML.menu(root: "../"))
    }

    /// `run 12` linked to its page when the report has it (with its day when `day` is given).
    static func runLink(_ id: Int64, day: LocalDate?, courses: ReportCourses) -> String {
        let words = "run \(id)" + (day.map { " on " + ReportSentences.day($0) } ?? "")
        guard courses.pagedRuns.contains(id) else { return HTMLText.escape(words) + " (not in this report)" }
        return "<a href=\"../runs/\(ReportRunHTML.fileName(id))\">\(HTMLText.escape(words))</a>"
    }

    /// The trend in words: `0:12 faster than the median`, `0:05 slower`, `--` for one run.
    static func trendWords(_ seconds: Double?) -> String {
        guard let seconds else { return "-- (run once)" }
        if seconds == 0 { return "the latest run was the median" }
        return "latest " + ReportText.duration(abs(seconds)) + (seconds < 0 ? " faster" : " slower") + " than the median"
    }

    /// The index's section: a row per route, its name linked to its page.
    static func section(_ courses: ReportCourses) -> String {
        HTMLTable.of(
            courses.routes, empty: "<p>No routes yet: a course run twice the same way becomes one (see 'logbook routes').</p>\n",
            columns: ["<Route", "Distance", "Runs", "Best", "Median", "Latest", "<Trend"]
        ) { route in
            "<tr><td class=\"l\"><a href=\"\(fileName(route.id))\">\(HTMLText.escape(route.name))</a></td><td>"
                + HTMLText.escape(ReportText.distance(route.distance, unit: .km)) + "</td><td>\(route.runs.count)</td><td>"
                + HTMLText.escape(ReportText.duration(route.best?.time)) + "</td><td>" + HTMLText.escape(ReportText.duration(route.median))
                + "</td><td>" + HTMLText.escape(ReportText.duration(route.latest?.time)) + "</td><td class=\"l\">"
                + HTMLText.escape(trendWords(route.trend)) + "</td></tr>\n"
        }
    }
}
