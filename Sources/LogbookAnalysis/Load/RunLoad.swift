import LogbookModel

/// One run's time in zones and TRIMP, with the settings they were computed with.
///
/// `compute` uses, for each run, the profile values holding on its local date; without a
/// maximum heart rate the estimate of that date (`MaxHeartRateEstimate`, from the runs up
/// to it), marked `maxEstimated`; without a resting rate 60 bpm. A run whose believed
/// readings stand for less than `minimumShare` (half) of its time, or less than a minute,
/// has no load (`trimp` nil): too little heart rate to tell.
public struct RunLoad: Sendable, Equatable {
    /// The run's id.
    public var runID: Int64
    /// The run's load and date, for the fitness series (load 0 when it has none).
    public var dated: DatedLoad
    /// Seconds below zone 1 and in zones 1-5, or nil without a load.
    public var zones: TimeInZones?
    /// Banister's TRIMP, or nil when the run has too little believed heart rate (and no
    /// estimate from its pace) or no maximum is known.
    public var trimp: Double?
    /// Where `trimp` came from, or nil without one.
    public var source: TrimpSource?
    /// The maximum heart rate used, in bpm.
    public var maxHR: Double?
    /// The resting heart rate used, in bpm.
    public var restingHR: Double
    /// True when `maxHR` is an estimate from the samples.
    public var maxEstimated: Bool

    /// The least share of a run's time its believed readings must stand for.
    public static let minimumShare = 0.5
    /// The least time in seconds its believed readings must stand for.
    public static let minimumSeconds = 60.0

    /// Creates a run's load.
    public init(
        runID: Int64, dated: DatedLoad, zones: TimeInZones?, trimp: Double?, source: TrimpSource? = nil, maxHR: Double?,
        restingHR: Double, maxEstimated: Bool
    ) {
        self.runID = runID
        self.dated = dated
        self.zones = zones
        self.trimp = trimp
        self.source = trimp == nil ? nil : (source ?? .heartRate)
        self.maxHR = maxHR
        self.restingHR = restingHR
        self.maxEstimated = maxEstimated
    }

    /// The load of each run, in the order given, with `profile`'s values on each run's date.
    ///
    /// A run with too little believed heart rate but a distance and a moving time gets an
    /// estimate: its moving time at the average heart rate the runner's relation between
    /// speed and heart rate (`PaceHeartRateRelation`, from the runs before it with a
    /// heart-rate load) gives for its speed, marked `estimated`; without such a relation it
    /// has no load.
    /// The zones lie where `zones` places them (by default at fractions of the maximum).
    /// `known`, when given, holds each run's `MaxHeartRateEstimate.sustainedPeak`, already
    /// found (a report computes many overlapping windows of the same runs).
    public static func compute(
        _ runs: [RunHeartRate], profile: AthleteProfile, zones model: ZoneModel = .percentOfMax, peaks known: [Double?]? = nil
    ) -> [RunLoad] {
        let peaks = datedPeaks(runs, known: known)
        let unset = runs.filter { profile.values(on: $0.date).maxHR == nil }.map(\.date)
        let estimated = Dictionary(
            zip(unset, MaxHeartRateEstimate.estimates(peaks: peaks, on: unset)).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        var loads = runs.map { run in judged(run, profile: profile, model: model, estimate: estimated[run.date] ?? nil) }
        let observations = zip(runs, loads).compactMap { run, computed -> PaceHeartRateRelation.Observation? in
            guard computed.load.source == .heartRate, let speed = run.speed, let average = run.averageBPM else { return nil }
            return PaceHeartRateRelation.Observation(startUTC: run.startUTC, date: run.date, speed: speed, averageBPM: average)
        }
        guard !observations.isEmpty else { return loads.map(\.load) }
        for index in loads.indices where loads[index].load.trimp == nil {
            let run = runs[index]
            guard let banister = loads[index].banister, let speed = run.speed, let moving = run.movingSeconds,
                let relation = PaceHeartRateRelation.fit(observations, before: run.startUTC, on: run.date),
                let bpm = relation.bpm(atSpeed: speed)
            else { continue }
            let trimp = moving / 60 * banister.perMinute(bpm)
            guard trimp.isFinite else { continue }
            loads[index].load.trimp = trimp
            loads[index].load.source = .estimated
            loads[index].load.dated.load = trimp
        }
        return loads.map(\.load)
    }

    /// The load of `runs[0]`, as `compute(runs, ...)[0]` gives it, without judging the others
    /// when it has a load of its own heart rate: they then count only through their peaks
    /// (the estimate of its maximum); a run that needs a load estimated from its pace gets
    /// `compute`'s. What a report's page of each run takes.
    public static func first(
        of runs: [RunHeartRate], profile: AthleteProfile, zones model: ZoneModel = .percentOfMax, peaks known: [Double?]? = nil
    ) -> RunLoad? {
        guard let run = runs.first else { return nil }
        return own(of: run, profile: profile, zones: model) { datedPeaks(runs, known: known) }
            ?? compute(runs, profile: profile, zones: model, peaks: known).first
    }

    /// The load of `run` from its own heart rate, as `compute([run] + others, ...)[0]` gives
    /// it when it has one: the others then count only through their dated sustained peaks
    /// (`peaks`, `run`'s own among them, asked for only when the profile sets no maximum on
    /// its date). `nil` when it has too little heart rate of its own: a load estimated from
    /// its pace needs the others' loads (`compute`). `show` reads the others' stored peaks
    /// alone for it.
    public static func own(
        of run: RunHeartRate, profile: AthleteProfile, zones model: ZoneModel = .percentOfMax,
        peaks: () throws -> [(date: LocalDate, bpm: Double)]
    ) rethrows -> RunLoad? {
        let estimate = profile.values(on: run.date).maxHR == nil
            ? MaxHeartRateEstimate.estimates(peaks: try peaks(), on: [run.date])[0] : nil
        let own = judged(run, profile: profile, model: model, estimate: estimate).load
        return own.trimp != nil ? own : nil
    }

    /// Each run's sustained peak with its date (`known` when given, else found).
    public static func datedPeaks(_ runs: [RunHeartRate], known: [Double?]?) -> [(date: LocalDate, bpm: Double)] {
        runs.indices.compactMap { index -> (date: LocalDate, bpm: Double)? in
            let peak = known.map { $0[index] } ?? MaxHeartRateEstimate.sustainedPeak(runs[index].readings)
            return peak.map { (date: runs[index].date, bpm: $0) }
        }
    }

    /// `run`'s load from its own heart rate, with `profile`'s values on its date and, when
    /// they set no maximum, `estimate`; its Banister weighting for a load estimated later.
    static func judged(
        _ run: RunHeartRate, profile: AthleteProfile, model: ZoneModel, estimate: Double?
    ) -> (load: RunLoad, banister: BanisterTRIMP?) {
        let values = profile.values(on: run.date)
        let rest = Double(values.restingOrDefault)
        let max = values.maxHR.map { Double($0.value) } ?? (values.maxHR == nil ? estimate : nil)
        let believed = run.believedSeconds
        let enough = believed >= minimumSeconds && believed >= minimumShare * run.span
        let banister = max.flatMap { BanisterTRIMP(max: $0, rest: rest, sex: values.sexOrDefault) }
        var trimp: Double?
        var zones: TimeInZones?
        if enough, let max, let banister, let bounds = model.bounds(max: max, rest: rest) {
            let load = banister.load(run.readings)
            trimp = load.isFinite ? load : nil
            zones = TimeInZones(run.readings, bounds: bounds)
        }
        let load = RunLoad(
            runID: run.runID, dated: DatedLoad(startUTC: run.startUTC, utcOffset: run.utcOffset, load: trimp ?? 0),
            zones: zones, trimp: trimp, maxHR: max, restingHR: rest, maxEstimated: values.maxHR == nil && max != nil)
        return (load, banister)
    }
}
