import LogbookCore
import LogbookModel

/// A year's page in review, `years/<year>.html`: the lines of `logbook review YEAR` as a
/// table, each run linked to its page, and `logbook-data` holding `review YEAR --json`.
enum ReportReviewHTML {
    /// The page's name inside the report's folder.
    static func fileName(_ year: Int64) -> String { "years/\(year).html" }

    /// The page of `review`; `runs` are the runs with pages.
    static func page(_ review: YearReview, runs: Set<Int64>) -> String {
        let before = review.year - 1
        func run(_ id: Int64, _ day: LocalDate) -> String {
            let words = "run \(id) on \(ReportSentences.day(day))"
            return runs.contains(id) ? "<a href=\"../runs/\(ReportRunHTML.fileName(id))\">\(words)</a>" : words
        }
        func km(_ metres: Double) -> String { HTMLText.escape(ReportText.distance(metres, unit: .km)) }
        var rows: [(String, String)] = [
            ("Runs", "\(review.totals.runs) (\(review.before.runs) in \(before))"),
            ("Distance", "\(km(review.totals.metres)) (\(km(review.before.metres)) in \(before))"),
            ("Moving", HTMLText.escape("\(ReportText.duration(review.totals.movingSeconds)) (\(ReportText.duration(review.before.movingSeconds)) in \(before))")),
        ]
        if let longest = review.longest { rows.append(("Longest", "\(km(longest.metres)), \(run(longest.id, longest.date))")) }
        if let fastest = review.fastest {
            rows.append(("Fastest", HTMLText.escape(ReportText.pace(fastest.secondsPerKm, unit: .km)) + " over \(km(fastest.metres)), \(run(fastest.id, fastest.date))"))
        }
        if let month = review.busiestMonth {
            let name = ReportSentences.months[max(0, min(11, month.month - 1))]
            rows.append(("Busiest month", "\(name) \(review.year) (\(km(month.metres)))"))
        }
        if let week = review.busiestWeek { rows.append(("Busiest week", "from \(ReportSentences.day(week.firstDay)) (\(km(week.metres)))")) }
        rows.append(("Tiles", "\(review.tilesGained) new (zoom 14), max square \(review.maxSquare) x \(review.maxSquare) at the year's end"))
        rows.append(("Eddington", "\(review.eddington.after) (km), +\(review.eddington.after - review.eddington.before) this year"))
        if let streak = review.longestStreak {
            rows.append(("Longest streak", "\(streak.length == 1 ? "1 day" : "\(streak.length) days"), \(ReportSentences.day(streak.from)) to \(ReportSentences.day(streak.to))"))
        }
        for record in review.records {
            rows.append(("Record", "\(HTMLText.escape(record.distance.label)) in \(HTMLText.escape(ReportText.duration(record.seconds))), "
                + run(record.runID, record.date) + (record.inferredSport ? " (inferred)" : "")))
        }
        if !review.gearRetired.isEmpty { rows.append(("Gear retired", HTMLText.escape(review.gearRetired.joined(separator: ", ")))) }
        if let route = review.mostRunRoute {
            rows.append(("Most run route", "<a href=\"../\(ReportRouteHTML.fileName(route.id))\">\(HTMLText.escape(route.name))</a>, "
                + ReportSentences.runs(route.runs)))
        }
        var body = "<header><h1>\(review.year) in review</h1><p class=\"muted\">As 'logbook review \(review.year)' sums it up; "
            + "runs that cannot be true are left out, as in stats.</p></header>\n"
        if review.totals.runs == 0 {
            body += "<p>No runs in \(review.year).</p>\n"
        } else {
            body += "<table id=\"review\"><tbody>" + rows.map { "<tr><th>\($0.0)</th><td class=\"l\">\($0.1)</td></tr>" }.joined() + "</tbody></table>\n"
        }
        return ReportPageShell.page(
            title: "\(review.year) in review", body: body, data: ReviewOutput.json(review).serialized(indent: 0),
            menu: ReportIndexHTML.menu(root: "../"))
    }
}
