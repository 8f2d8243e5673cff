import LogbookCore
import LogbookModel

/// The words and documents of `segment`.
enum SegmentOutput {
    /// `segment show --json`: the segment and its efforts, fastest first.
    static func json(_ board: SegmentLeaderboard) -> JSONValue {
        .object([
            ("name", .string(board.segment.name)), ("distance_m", .number(board.segment.length)),
            ("efforts", .array(board.efforts.enumerated().map { index, effort in
                .object([
                    ("run_id", .integer(effort.runID)),
                    ("start", .string(LocalDateTime.iso8601(utc: effort.runStartUTC + Int64(effort.startOffset.rounded(.down)), offset: effort.utcOffset))),
                    ("elapsed_s", .number(effort.elapsed)), ("rank", .integer(Int64(index + 1))),
                ])
            })),
        ])
    }

    /// `segment list --json`: one object per segment, without its efforts.
    static func listJSON(_ boards: [SegmentLeaderboard]) -> JSONValue {
        .array(boards.map { board in
            .object([
                ("name", .string(board.segment.name)), ("distance_m", .number(board.segment.length)),
                ("effort_count", .integer(Int64(board.efforts.count))), ("best_run", .integer(board.best?.runID)),
                ("best_s", .number(board.best?.elapsed)),
            ])
        })
    }

    /// `segment show`: the leaderboard.
    static func table(_ board: SegmentLeaderboard, unit: DistanceUnit, bold: Bool) -> String {
        let heading = "\(TableRenderer.printable(board.segment.name)): \(ReportText.distance(board.segment.length, unit: unit)), "
            + ImportTally.count(board.efforts.count, "effort", "efforts") + "\n"
        guard !board.efforts.isEmpty else { return heading }
        return heading + TableRenderer(
            columns: [.right("RANK"), .right("RUN"), .fixedLeft("DATE"), .right("TIME")],
            rows: board.efforts.enumerated().map { index, effort in
                [
                    String(index + 1), String(effort.runID),
                    LocalDateTime.minute(utc: effort.runStartUTC + Int64(effort.startOffset.rounded(.down)), offset: effort.utcOffset),
                    time(effort.elapsed),
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// `segment list`: a table of the segments.
    static func listTable(_ boards: [SegmentLeaderboard], unit: DistanceUnit, bold: Bool) -> String {
        TableRenderer(
            columns: [.left("SEGMENT"), .right("DISTANCE"), .right("EFFORTS"), .right("BEST"), .right("RUN")],
            rows: boards.map { board in
                [
                    TableRenderer.printable(board.segment.name), ReportText.distance(board.segment.length, unit: unit),
                    String(board.efforts.count), board.best.map { time($0.elapsed) } ?? "-", board.best.map { String($0.runID) } ?? "-",
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// A segment time to the tenth of a second: `3:12.4`.
    static func time(_ seconds: Double) -> String {
        RunFieldText.effortTime(seconds, tenthsBelow: .infinity)
    }
}
