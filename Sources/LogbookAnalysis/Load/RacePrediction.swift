/// The predicted times of one race distance, by Riegel and by Daniels' VDOT, each naming
/// the effort it came from.
///
/// `predict` takes, for each method, the effort that predicts the fastest time: for Riegel
/// the least predicted time over the efforts, for Daniels the effort with the highest VDOT
/// (the same thing, the time falling as the VDOT grows). Efforts shorter than
/// `shortestSource` (1,500 m) predict nothing: both formulas were fitted from the mile up.
public struct RacePrediction: Sendable, Equatable {
    /// The race's label (`5k`, `10k`, `half`, `marathon`).
    public var label: String
    /// The race distance in metres.
    public var metres: Double
    /// Riegel's time in seconds and its effort, if any effort predicts one.
    public var riegel: (time: Double, source: PredictionSource)?
    /// Daniels' time in seconds, the VDOT and its effort, if any effort gives a VDOT.
    public var daniels: (time: Double, vdot: Double, source: PredictionSource)?

    /// The races predicted by default.
    public static let races: [RecordDistance] = [.k5, .k10, .half, .marathon]
    /// The shortest effort a prediction starts from, in metres.
    public static let shortestSource = 1500.0

    /// Creates a prediction.
    public init(
        label: String, metres: Double, riegel: (time: Double, source: PredictionSource)?,
        daniels: (time: Double, vdot: Double, source: PredictionSource)?
    ) {
        self.label = label
        self.metres = metres
        self.riegel = riegel
        self.daniels = daniels
    }

    /// One prediction per race, in order, from `sources`.
    public static func predict(_ sources: [PredictionSource], races: [RecordDistance] = races) -> [RacePrediction] {
        let usable = sources.filter { $0.metres >= shortestSource && $0.time > 0 && $0.time.isFinite }
        var best: (vdot: Double, source: PredictionSource)?
        for source in usable {
            guard let vdot = DanielsVDOT.vdot(distance: source.metres, time: source.time) else { continue }
            if best.map({ vdot > $0.vdot }) ?? true { best = (vdot, source) }
        }
        return races.map { race in
            var riegel: (time: Double, source: PredictionSource)?
            for source in usable {
                guard let time = RiegelPrediction.time(over: race.metres, from: source.metres, in: source.time) else { continue }
                if riegel.map({ time < $0.time }) ?? true { riegel = (time, source) }
            }
            let daniels = best.flatMap { best in
                DanielsVDOT.time(over: race.metres, vdot: best.vdot).map { (time: $0, vdot: best.vdot, source: best.source) }
            }
            return RacePrediction(label: race.label, metres: race.metres, riegel: riegel, daniels: daniels)
        }
    }

    /// Two predictions are equal when their races, times, VDOTs and efforts are.
    public static func == (a: RacePrediction, b: RacePrediction) -> Bool {
        a.label == b.label && a.metres == b.metres && a.riegel?.time == b.riegel?.time && a.riegel?.source == b.riegel?.source
            && a.daniels?.time == b.daniels?.time && a.daniels?.vdot == b.daniels?.vdot && a.daniels?.source == b.daniels?.source
    }
}
