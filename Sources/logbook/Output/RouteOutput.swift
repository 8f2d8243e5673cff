import LogbookCore
import LogbookModel

/// The words and documents of `routes` and `compare`.
enum RouteOutput {
    /// `routes --json`: one object per route.
    static func json(_ routes: [RouteSummary]) -> JSONValue {
        .array(routes.map(object))
    }

    /// One route's object: its id, name, distance, run ids oldest first, best run and time,
    /// median, latest and trend, and its reverse.
    static func object(_ route: RouteSummary) -> JSONValue {
        .object([
            ("id", .integer(route.id)), ("name", .string(route.name)), ("distance_m", .number(route.distance)),
            ("runs", .array(route.runs.map { .integer($0.row.runID) })), ("best_run", .integer(route.best?.row.runID)),
            ("best_s", .number(route.best?.time)), ("median_s", .number(route.median)), ("latest_s", .number(route.latest?.time)),
            ("trend_s", .number(route.trend)), ("reverse_of", .integer(route.reverseOf)),
        ])
    }

    /// `routes ID --json`: the route's object with its runs in full.
    static func detailJSON(_ route: RouteSummary) -> JSONValue {
        guard case .object(var fields) = object(route) else { return object(route) }
        fields.append(("run_list", .array(route.runs.map { run in
            .object([
                ("id", .integer(run.row.runID)), ("start", .string(LocalDateTime.iso8601(utc: run.row.startUTC, offset: run.row.utcOffset))),
                ("moving_s", .number(run.time)), ("pace_s_per_km", .number(run.pace)), ("avg_hr", .number(run.row.averageHeartRate)),
                ("best", .bool(run.isBest)),
            ])
        })))
        return .object(fields)
    }

    /// `routes`: a table of the routes.
    static func table(_ routes: [RouteSummary], unit: DistanceUnit, bold: Bool) -> String {
        TableRenderer(
            columns: [.right("ID"), .left("NAME"), .right("DISTANCE"), .right("RUNS"), .right("BEST"), .right("MEDIAN"), .right("LATEST"), .right("TREND")],
            rows: routes.map { route in
                [
                    String(route.id), TableRenderer.printable(route.name), ReportText.distance(route.distance, unit: unit),
                    String(route.runs.count), ReportText.duration(route.best?.time), ReportText.duration(route.median),
                    ReportText.duration(route.latest?.time), trend(route.trend),
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// `routes ID`: the route's runs, the best marked.
    static func runsTable(_ route: RouteSummary, unit: DistanceUnit, bold: Bool) -> String {
        var text = "Route \(route.id): \(TableRenderer.printable(route.name)), \(ReportText.distance(route.distance, unit: unit))"
        if let reverse = route.reverseOf { text += " (run the other way: route \(reverse))" }
        text += "\n"
        return text + TableRenderer(
            columns: [.right("RUN"), .fixedLeft("DATE"), .right("TIME"), .right("PACE"), .right("HR"), .left("")],
            rows: route.runs.map { run in
                [
                    String(run.row.runID), LocalDateTime.minute(utc: run.row.startUTC, offset: run.row.utcOffset),
                    ReportText.duration(run.time), ReportText.pace(run.pace, unit: unit), ReportText.whole(run.row.averageHeartRate),
                    run.isBest ? "best" : "",
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// A trend as the runner says it: `-0:12` faster than the median, `+0:05` slower, `-` without one.
    static func trend(_ seconds: Double?) -> String {
        guard let seconds else { return "-" }
        return (seconds < 0 ? "-" : "+") + ReportText.duration(abs(seconds))
    }

    /// `compare --json`.
    static func comparisonJSON(_ comparison: RunComparison) -> JSONValue {
        .object([
            ("route", .integer(comparison.route.id)), ("name", .string(comparison.route.name)),
            ("first_run", .integer(comparison.first?.row.runID)), ("second_run", .integer(comparison.second?.row.runID)),
            ("kilometres", .array(comparison.gaps.kilometres.map { km in
                .object([
                    ("km", .integer(Int64(km.kilometre))), ("first_split_s", .number(km.firstSplit)),
                    ("second_split_s", .number(km.secondSplit)), ("gap_s", .number(km.gap)),
                ])
            })),
            ("finish_gap_s", .number(comparison.gaps.finishGap)),
        ])
    }

    /// `compare`: a line per kilometre and the finish.
    static func comparisonText(_ comparison: RunComparison, bold: Bool) -> String {
        let first = comparison.first?.row.runID ?? 0
        let second = comparison.second?.row.runID ?? 0
        var text = "Runs \(first) and \(second) on route \(comparison.route.id) (\(TableRenderer.printable(comparison.route.name))):\n"
        text += TableRenderer(
            columns: [.right("KM"), .right("RUN \(first)"), .right("RUN \(second)"), .right("GAP")],
            rows: comparison.gaps.kilometres.map { km in
                [String(km.kilometre), ReportText.duration(km.firstSplit), ReportText.duration(km.secondSplit), gapText(km.gap)]
            },
            boldHeading: bold
        ).render()
        let lines = comparison.gaps.kilometres.map { "\(gapWords($0.gap, second: second, first: first)) at km \($0.kilometre)" }
        let summary = [lines.first, lines.count > 1 ? lines.last : nil].compactMap { $0 }
            + ["\(gapWords(comparison.gaps.finishGap, second: second, first: first)) at the finish"]
        return text + summary.joined(separator: ", ") + ".\n"
    }

    /// `+0:14` (the second run behind) or `-0:06` (ahead).
    static func gapText(_ seconds: Double) -> String {
        (seconds > 0 ? "+" : seconds < 0 ? "-" : "") + ReportText.duration(abs(seconds))
    }

    /// `run 7 was 14 s behind run 3`, `6 s ahead`, `level`.
    static func gapWords(_ seconds: Double, second: Int64, first: Int64) -> String {
        let whole = Int(abs(seconds).rounded())
        if whole == 0 { return "run \(second) was level with run \(first)" }
        return "run \(second) was \(whole) s \(seconds > 0 ? "behind" : "ahead of") run \(first)"
    }

    /// `New best on Hill Repeat: 3:12, 4 s faster than 2026-05-03.`
    static func newBestLine(_ best: NewBest) -> String {
        let faster = Int((best.previousTime - best.time).rounded())
        return "New best on \(TableRenderer.printable(best.place)): \(ReportText.duration(best.time)), \(faster) s faster than \(best.previousDay)."
    }
}
