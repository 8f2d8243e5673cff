import LogbookCore
import LogbookModel
import LogbookSupport

/// A segment's page, `segments/<id>.html`: its leaderboard as `segment show` gives it
/// (fastest first, each effort linked to its run's page when the report has it) and the
/// efforts over the years; `logbook-data` holds `segment show NAME --json`. Also the
/// index's section of segments and the run page's list of its routes and efforts.
enum ReportSegmentHTML {
    /// The page's name inside the report's folder.
    static func fileName(_ id: Int64) -> String { "segments/\(id).html" }

    /// The page of `board`; `courses` says which runs have pages.
    static func page(_ board: SegmentLeaderboard, courses: ReportCourses) -> String {
        let segment = board.segment
        var body = "<header><h1>\(HTMLText.escape(segment.name))</h1><p class=\"muted\">Segment · "
            + HTMLText.escape(ReportText.distance(segment.length, unit: .km)) + " · "
            + ImportTally.count(board.efforts.count, "effort", "efforts") + "</p></header>\n"
        var dots: [ReportTimeChart.Dot] = []
        for (index, effort) in board.efforts.enumerated() {
            let day = LocalDate(utc: effort.runStartUTC, offset: effort.utcOffset)
            let words = ReportSentences.day(day) + ": run \(effort.runID), " + SegmentOutput.time(effort.elapsed) + (index == 0 ? " (best)" : "")
            dots.append(ReportTimeChart.Dot(day: day, seconds: effort.elapsed, isBest: index == 0, words: words))
        }
        let table = HTMLTable.of(
            Array(board.efforts.enumerated()), empty: "<p>No effort yet.</p>\n", columns: ["Rank", "<Run", "<Date", "Time"]
        ) { index, effort in
            let gate = effort.runStartUTC.saturatingAdd(Int64(exactly: effort.startOffset.rounded(.down)) ?? 0)
            let start = ReportSentences.start(utc: gate, offset: effort.utcOffset)
            let run = ReportRouteHTML.runLink(effort.runID, day: nil, courses: courses)
            return "<tr><td>\(index + 1)</td><td class=\"l\">\(run)</td><td class=\"l\">\(HTMLText.escape(start))</td>"
                + "<td>\(HTMLText.escape(SegmentOutput.time(effort.elapsed)))</td></tr>\n"
        }
        body += "<section id=\"leaderboard\"><h2>Leaderboard</h2>\n" + table
            + "<p class=\"muted\">An effort's time runs from gate to gate, interpolated between samples.</p>\n</section>\n"
        body += "<section id=\"times\"><h2>Efforts over the years</h2>\n"
            + ReportTimeChart.chart(dots, title: "Time of each effort on \(segment.name), by day", format: SegmentOutput.time) + "</section>\n"
        return ReportPageShell.page(
            title: "\(segment.name) · segment", body: body, data: SegmentOutput.json(board).serialized(indent: 0),
            menu: ReportIndexHTML.menu(root: "../"))
    }

    /// The index's section: a row per segment, its name linked to its page.
    static func section(_ courses: ReportCourses) -> String {
        HTMLTable.of(
            courses.segments, empty: "<p>No segments yet: 'logbook segment add' times a stretch of road in every run through it.</p>\n",
            columns: ["<Segment", "Distance", "Efforts", "Best", "<Run"]
        ) { board in
            "<tr><td class=\"l\"><a href=\"\(fileName(board.segment.id))\">\(HTMLText.escape(board.segment.name))</a></td><td>"
                + HTMLText.escape(ReportText.distance(board.segment.length, unit: .km)) + "</td><td>\(board.efforts.count)</td><td>"
                + HTMLText.escape(board.best.map { SegmentOutput.time($0.elapsed) } ?? "--") + "</td><td class=\"l\">"
                + (board.best.map { "<a href=\"runs/\(ReportRunHTML.fileName($0.runID))\">run \($0.runID)</a>" } ?? "") + "</td></tr>\n"
        }
    }

    /// A run page's list of the routes it is on and its segment efforts, or nothing.
    static func runCourses(_ courses: [RunCourse]) -> String {
        guard !courses.isEmpty else { return "" }
        let items = courses.map { course -> String in
            switch course {
            case .route(let route, let run):
                return "On route <a href=\"../\(ReportRouteHTML.fileName(route.id))\">\(HTMLText.escape(route.name))</a> ("
                    + ReportSentences.runs(route.runs.count) + "): " + HTMLText.escape(ReportText.duration(run.time))
                    + (run.isBest ? ", the best" : "") + "."
            case .segment(let board, let effort, let rank):
                return "Segment <a href=\"../\(fileName(board.segment.id))\">\(HTMLText.escape(board.segment.name))</a>: "
                    + HTMLText.escape(SegmentOutput.time(effort.elapsed)) + ", \(rank) of \(board.efforts.count)" + (rank == 1 ? ", the best" : "") + "."
            }
        }
        return "<section id=\"courses\"><h2>Routes and segments</h2>\n<ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul></section>\n"
    }
}
