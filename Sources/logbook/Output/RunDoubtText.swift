import LogbookCore
import LogbookModel

/// A doubt (`RunDoubt`) in a runner's words: why a run cannot be true, as every command says it.
enum RunDoubtText {
    /// `faster than the world record for its distance`, and so on for each reason.
    static func phrase(_ doubt: RunDoubt) -> String {
        switch doubt {
        case .impossiblePace: return "faster than the world record for its distance"
        case .impossibleDistance: return "farther than one activity of its sport goes"
        case .tooBrief: return "over within seconds"
        case .movingOverElapsed: return "moving time longer than its elapsed time"
        case .impossibleHeartRate: return "an average heart rate no one holds"
        }
    }

    /// `impossible_pace (faster than the world record for its distance)`.
    static func named(_ doubt: RunDoubt) -> String { "\(doubt.rawValue) (\(phrase(doubt)))" }

    /// The footnote on runs left out of every sum: how many, why, and what the runner can do.
    /// Empty when none is.
    static func leftOutNote(_ counts: [(doubt: RunDoubt, count: Int)]) -> String {
        let total = counts.reduce(0) { $0 + $1.count }
        guard total > 0 else { return "" }
        let reasons = counts.map { "\($0.count) \(named($0.doubt))" }.joined(separator: ", ")
        let subject = total == 1 ? "1 run left out: it cannot be true" : "\(total) runs left out: they cannot be true"
        return "\(subject): \(reasons). 'logbook clean' lists \(total == 1 ? "it" : "them"); "
            + "'logbook edit ID --believe' counts a true one.\n"
    }

    /// The runs left out, as every command's `--json` gives them: `[{"id": 2, "reason":
    /// "impossible_pace"}]`, by id.
    static func leftOutJSON(_ runs: [Int64: RunDoubt]) -> JSONValue {
        .array(runs.sorted { $0.key < $1.key }.map { .object([("id", .integer($0.key)), ("reason", .string($0.value.rawValue))]) })
    }

    /// The same for a list of `LeftOutRun`.
    static func leftOutJSON(_ runs: [LeftOutRun]) -> JSONValue {
        leftOutJSON(Dictionary(runs.map { ($0.id, $0.doubt) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The footnote for a list of `LeftOutRun`, counted by doubt in `RunDoubt` order.
    static func leftOutNote(_ runs: [LeftOutRun]) -> String {
        leftOutNote(RunDoubt.allCases.compactMap { doubt in
            let count = runs.filter { $0.doubt == doubt }.count
            return count > 0 ? (doubt, count) : nil
        })
    }

    /// What `show` says of a run's doubt: `no: faster than the world record for its distance
    /// (impossible_pace); left out of every report` or, once the runner believes it, `yes, your
    /// word (logbook found it ...)`; `nil` for a run nothing is doubted of.
    static func showLine(_ run: Run) -> String? {
        guard let doubt = run.doubt else { return nil }
        if run.believed { return "yes, your word ('logbook edit --believe'); logbook found it \(phrase(doubt)) (\(doubt.rawValue))" }
        return "no: \(phrase(doubt)) (\(doubt.rawValue)); left out of every report ('logbook edit ID --believe' if it is true)"
    }
}
