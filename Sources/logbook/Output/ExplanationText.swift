import LogbookAnalysis
import LogbookModel
import LogbookCore

/// An explanation (`Explanation`) in a runner's words: what `logbook explain` prints for each
/// stored value, from the rule word stored with the run.
struct ExplanationText {
    /// The run explained.
    let run: Run
    /// The file whose numbers the run holds, for "(FIT, file run.fit)".
    let bestCopy: RunSource?
    /// The unit distances and paces are shown in.
    let unit: DistanceUnit

    /// `distance 10.02 km: the device's total (fit, file run.fit); the GPS track gives 10.21 km; ...`.
    func line(_ explanation: Explanation) -> String {
        var text = "\(label(explanation.name)) \(shown(explanation.value, of: explanation.name)): "
        text += reason(explanation)
        if let today = explanation.rebuildWould {
            text += "; today's rules would give \(shown(today.value, of: explanation.name)) (\(ruleWords(today.rule, of: explanation.name))): "
                + "'logbook rebuild \(run.id.map(String.init) ?? "ID")' would change it"
        }
        return text
    }

    /// The name a runner reads for a stored value's name.
    func label(_ name: String) -> String {
        switch name {
        case "distance_m": return "distance"
        case "moving_s": return "moving time"
        case "pace_s_per_km": return "pace"
        case "utc_offset_s": return "local time"
        case "doubt": return "believable"
        case "avg_cadence": return "cadence"
        case "best_efforts": return "best efforts"
        case "hr": return "heart rate"
        case "trimp": return "TRIMP"
        case "best_copy": return "best copy"
        default: return name.replacingOccurrences(of: "_", with: " ")
        }
    }

    /// A value as the runner reads it: a distance in the unit, a time as h:mm:ss, ...
    func shown(_ value: ExplainedValue, of name: String) -> String {
        switch (value, name) {
        case (.number(let metres), "distance_m"), (.number(let metres), "device_distance_m"), (.number(let metres), "gps_distance_m"):
            return ReportText.distance(metres, unit: unit)
        case (.number(let seconds), "pace_s_per_km"): return ReportText.pace(seconds, unit: unit)
        case (.number(let seconds), "utc_offset_s"):
            guard let seconds, let offset = Int(exactly: seconds.rounded(.towardZero)) else { return ReportText.unknown }
            return "UTC" + LocalDateTime.offsetText(offset)
                + (run.timeZone.map { " (\(TableRenderer.printable($0)))" } ?? "")
        case (.number(let steps), "avg_cadence"): return steps.map { ReportText.whole($0) + " spm" } ?? ReportText.unknown
        case (.number(let count), "splits"): return count.map { ReportText.whole($0) + ($0 == 1 ? " split" : " splits") } ?? ReportText.unknown
        case (.number(let count), "best_efforts"): return count.map { ReportText.whole($0) + " kept" } ?? ReportText.unknown
        case (.number(let bpm), "hr"): return bpm.map { ReportText.whole($0) + " bpm average" } ?? ReportText.unknown
        case (.number(let load), "trimp"): return load.map { ReportText.fixed($0, decimals: 1) } ?? ReportText.unknown
        case (.number(let seconds), _): return ReportText.duration(seconds)
        case (.word(let word), "doubt"): return word == nil ? "yes" : (run.believed ? "yes, your word" : "no")
        case (.word(let word), _): return word.map(TableRenderer.printable) ?? ReportText.unknown
        }
    }

    /// Where the value came from and why, from its rule.
    func reason(_ explanation: Explanation) -> String {
        if explanation.name == "best_copy" { return copyWords(explanation) }
        var text = ruleWords(explanation.rule, of: explanation.name, read: explanation.read)
        for alternative in explanation.alternatives {
            text += "; \(alternativeWords(alternative, of: explanation.name))"
        }
        if explanation.name == "distance_m", explanation.rule == DistanceRuling.deviceTotal.rawValue {
            text += "; the device total wins when the file states one (--distance-source gps to prefer the track)"
        }
        if explanation.name == "moving_s", explanation.rule == MovingRuling.timer.rawValue {
            text += "; the timer wins when the file states one (--moving-source gps to prefer the points)"
        }
        return text
    }

    /// The file the numbers came from: `fit, file run.fit`.
    var fileWords: String {
        guard let bestCopy else { return run.source }
        return "\(bestCopy.format), file \(TableRenderer.printable(bestCopy.path))"
    }

    /// A set-aside value: `the GPS track gives 10.21 km`.
    func alternativeWords(_ alternative: ExplainedAlternative, of name: String) -> String {
        let value = shown(alternative.value, of: name)
        switch (name, alternative.source) {
        case ("distance_m", "gps"): return "the GPS track gives \(value)"
        case ("distance_m", "device"): return "the file's total gives \(value)"
        case ("moving_s", "gps"): return "the points' speed gives \(value)"
        case ("moving_s", "device"): return "the watch's timer gives \(value)"
        case ("pace_s_per_km", _): return "moving time over distance is \(value)"
        case ("splits", _):
            return "\(alternative.source) has no pace (\(alternative.rule)): \(ReportText.pace(Self.number(alternative.value), unit: unit)) set aside"
        case ("best_efforts", _):
            return "the \(alternative.source) in \(RunFieldText.effortTime(Self.number(alternative.value) ?? -1, tenthsBelow: 600)) set aside: \(alternative.rule.replacingOccurrences(of: "_", with: " "))"
        case ("hr", _):
            let count = ReportText.whole(Self.number(alternative.value))
            let why = HeartRateExclusion(rawValue: alternative.source)?.description ?? alternative.source
            return "\(count) readings left out of zones and TRIMP: \(why)"
        default: return "\(alternative.source) gives \(value)"
        }
    }

    /// A rule word in a runner's words.
    func ruleWords(_ rule: String, of name: String, read: [ExplainedReading] = []) -> String {
        let thresholds = SportThresholds.forSport(run.sport, running: .standard)
        switch (name, rule) {
        case (_, Explanation.unknownRule): return "stored before logbook kept what decided it ('logbook rebuild' decides it again)"
        case ("distance_m", "device_total"): return "the device's total (\(fileWords))"
        case ("distance_m", "device_implausible"): return "the GPS track: the file's total is not within a factor 2 of it"
        case ("distance_m", "no_device_total"): return "the GPS track: the file states no total"
        case ("distance_m", "track_preferred"): return "the GPS track, as --distance-source gps asked"
        case ("distance_m", "no_track"): return "the device's total: --distance-source gps asked for the track, but the run has no positions"
        case ("distance_m", "neither"): return "unknown: the file states no total and the run has no positions"
        case ("distance_m", "beyond_belief"): return "unknown: the file's total is faster over its time than \(run.sport) can go"
        case ("moving_s", "timer"): return "the watch's timer (\(fileWords))"
        case ("moving_s", "no_timer"):
            return "the points' speed (moving at \(ReportText.plainNumber(MovingTimeRule.standard.minSpeed)) m/s or faster, "
                + "gaps over \(ReportText.plainNumber(MovingTimeRule.standard.maxStep)) s left out): the file states no timer"
        case ("moving_s", "timer_unusable"): return "the points' speed: the file's timer is longer than the recording, or that of laps that do not cover it"
        case ("moving_s", "points_preferred"): return "the points' speed, as --moving-source gps asked"
        case ("moving_s", "few_points"): return "the watch's timer: the points cover less than half of the distance"
        case ("moving_s", "no_positions"): return "the watch's timer: the run has no positions"
        case ("moving_s", "still_positions"):
            return "the watch's timer: the positions move less than \(ReportText.plainNumber(MovingTimeChoice.stillGPSDistance)) m in all"
        case ("pace_s_per_km", "ok"):
            return "moving time over distance, within \(run.sport)'s limits (\(ReportText.pace(thresholds.minPace, unit: unit)) to "
                + "\(ReportText.pace(thresholds.maxPace, unit: unit)), at least \(ReportText.plainNumber(thresholds.minDistance)) m)"
        case ("pace_s_per_km", "too_short"): return "none: under the \(ReportText.plainNumber(thresholds.minDistance)) m a pace needs"
        case ("pace_s_per_km", "too_slow"): return "none: slower than \(ReportText.pace(thresholds.maxPace, unit: unit)), the slowest \(run.sport) pace counted"
        case ("pace_s_per_km", "too_fast"): return "none: faster than \(ReportText.pace(thresholds.minPace, unit: unit)), the fastest \(run.sport) pace believed"
        case ("pace_s_per_km", "no_distance"): return "none: the distance is unknown or zero"
        case ("pace_s_per_km", "no_time"): return "none: the moving time is unknown or zero"
        case ("sport", "file"): return "the file names it"
        case ("sport", "edited"): return "your edit ('logbook edit --clear sport' gives it back to the file)"
        case ("sport", "no_speed"): return "inferred (the file names none): no speed any sport has"
        case ("sport", "fast_average"):
            return "inferred (the file names none): faster than \(ReportText.plainNumber(SportInference.cyclingSpeed)) m/s on average"
        case ("sport", "fast_share"):
            return "inferred (the file names none): a fifth of the moving time faster than \(ReportText.plainNumber(SportInference.fastStepSpeed)) m/s"
        case ("sport", "swim_or_walk"):
            return "inferred (the file names none): slower than \(ReportText.plainNumber(SportInference.swimOrWalkSpeed)) m/s on average, as fast as a swim as a walk, so no sport is told"
        case ("sport", "slow"): return "inferred (the file names none): slower than \(ReportText.plainNumber(SportInference.walkingSpeed)) m/s on average"
        case ("sport", "running_speed"):
            return "inferred (the file names none): between \(ReportText.plainNumber(SportInference.walkingSpeed)) and "
                + "\(ReportText.plainNumber(SportInference.cyclingSpeed)) m/s on average"
        case ("utc_offset_s", "file"): return "the file states it"
        case ("utc_offset_s", "position"): return "the zone at the run's first position"
        case ("utc_offset_s", "option"): return "the zone --tz named at import"
        case ("utc_offset_s", "system"): return "the system's zone at import"
        case ("avg_cadence", "points_mean"): return "the mean of the points' cadence, else the average the file states (\(run.source))"
        case ("avg_cadence", "no_cadence"): return "none: neither the points nor the file give a cadence"
        case ("splits", "every_km"): return "a split at every \(ReportText.plainNumber(1000)) m of the samples' distance, each pace judged as the run's" + splitWords(read)
        case ("splits", "no_distance"): return "none: the samples have no distance"
        case ("best_efforts", "fastest_window"): return "the fastest stretch of the samples over each distance" + effortWords(read)
        case ("best_efforts", "none_believable"): return "none kept: every stretch found is faster or slower than \(run.sport) can be"
        case ("best_efforts", "shorter_than_400m"): return "none: the run is shorter than 400 m, the shortest distance kept"
        case ("best_efforts", "no_samples"): return "none: the samples give no distance over time"
        case ("hr", "points_mean"):
            return "the mean of the points' heart rate (\(ReportText.whole(SampleValues.heartRateRange.lowerBound))-\(ReportText.whole(SampleValues.heartRateRange.upperBound)) bpm kept)" + heartRateWords(read)
        case ("hr", "file_average"): return "the average the file states (\(run.source)): its points have no heart rate"
        case ("hr", "no_heart_rate"): return "none: neither the points nor the file give a heart rate"
        case ("trimp", "banister"): return "Banister's TRIMP over the believed heart rate" + loadWords(read)
        case ("trimp", "estimated_from_pace"): return "estimated from the pace, at the heart rate your recent runs hold at that speed" + loadWords(read)
        case ("trimp", "too_little_heart_rate"):
            return "none: believed heart rate covers less than half the run's time (or a minute), and no recent runs give a pace estimate"
        case ("trimp", "no_max_hr"): return "none: no maximum heart rate is set or can be estimated ('logbook profile --max-hr')"
        case ("gear", "own"): return "named by the file (\(fileWords))"
        case ("gear", "edited"): return "your edit ('logbook edit --clear gear' gives it back to the file or the default)"
        case ("gear", "sport_default"): return "the default gear for \(run.sport) on the run's date ('gear add --default-for'; a new default replaces it)"
        case ("gear", "none"): return "none: the file names none and \(run.sport) has no default gear"
        case (_, DerivedValue.notRead): return "not read for a quarantined run"
        case ("doubt", "believable"): return "no rule doubts it"
        case ("doubt", "believed"):
            return "you said so ('logbook edit --believe')" + (run.doubt.map { "; logbook found it \(RunDoubtText.phrase($0))" } ?? "")
        case ("doubt", _):
            guard let doubt = RunDoubt(rawValue: rule) else { return rule }
            return "\(RunDoubtText.phrase(doubt)): left out of every report ('logbook edit ID --believe' if it is true)"
        default: return rule.replacingOccurrences(of: "_", with: " ")
        }
    }

    /// The number in `value`, `nil` for a word.
    static func number(_ value: ExplainedValue) -> Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The reading `name` of `read`, as a number.
    private static func reading(_ name: String, in read: [ExplainedReading]) -> Double? {
        read.first { $0.name == name }.flatMap { number($0.value) }
    }

    /// `; fastest 4:51 /km, slowest 5:40 /km over 9 full splits`.
    private func splitWords(_ read: [ExplainedReading]) -> String {
        guard let fastest = Self.reading("fastest_split_s_per_km", in: read), let slowest = Self.reading("slowest_split_s_per_km", in: read) else { return "" }
        return "; fastest \(ReportText.pace(fastest, unit: unit)), slowest \(ReportText.pace(slowest, unit: unit)) over "
            + "\(ReportText.whole(Self.reading("full_splits", in: read))) full splits"
    }

    /// `: 400m 1:31.2, 1k 4:02.0, ...`.
    private func effortWords(_ read: [ExplainedReading]) -> String {
        let kept = read.compactMap { reading in
            Self.number(reading.value).map { "\(reading.name) \(RunFieldText.effortTime($0, tenthsBelow: 600))" }
        }
        return kept.isEmpty ? "" : ": " + kept.joined(separator: ", ")
    }

    /// `; maximum 181 bpm; 52:10 believed for zones and TRIMP`.
    private func heartRateWords(_ read: [ExplainedReading]) -> String {
        "; maximum \(ReportText.whole(Self.reading("max_hr", in: read))) bpm; \(ReportText.duration(Self.reading("believed_s", in: read))) believed for zones and TRIMP"
    }

    /// `, maximum 190 bpm (your profile), resting 60 bpm`.
    private func loadWords(_ read: [ExplainedReading]) -> String {
        let source = read.first { $0.name == "max_hr_source" }.flatMap { reading -> String? in
            if case .word(let word) = reading.value { return word }
            return nil
        }
        let maximum = source == "estimated" ? "estimated from your runs' sustained peaks" : "your profile"
        return ", maximum \(ReportText.whole(Self.reading("max_hr_used", in: read))) bpm (\(maximum)), resting \(ReportText.whole(Self.reading("resting_hr_used", in: read))) bpm"
    }

    /// `kept the FIT over the GPX: it has the device's totals (distance, timer)`, or why no comparison is known.
    func copyWords(_ explanation: Explanation) -> String {
        switch explanation.rule {
        case DerivedValue.onlyCopy: return "the only file of this run (\(fileWords))"
        case DerivedValue.notRecorded:
            return "its copies were compared before logbook kept how (not recorded); the sources below say which won"
        case DerivedValue.notRead: return "not read for a quarantined run"
        default: break
        }
        guard let setAside = explanation.alternatives.first, case .word(let kept?) = explanation.value,
            case .word(let other?) = setAside.value, let criterion = CopyCriterion(rawValue: explanation.rule)
        else { return explanation.rule }
        let keptName = TableRenderer.printable(kept.uppercased()), otherName = TableRenderer.printable(other.uppercased())
        let arrived = explanation.source == "arrived"
        let head = arrived ? "kept the \(keptName) that came later over the \(otherName)" : "kept the stored \(keptName) over the \(otherName) that came later"
        let why: String
        switch criterion {
        case .whole: why = "it is whole; the other was recovered from a damaged or cut file"
        case .samples: why = "it has samples; the other only a summary"
        case .statedOffset: why = "it states its local time; the other's was assumed"
        case .deviceTotals: why = "it has the device's totals (distance, timer)"
        case .format: why = "the format ranks higher (FIT, TCX, GPX, CSV)"
        case .sensors: why = "it has more of heart rate and cadence"
        case .moreSamples: why = "it has more samples"
        case .equal: return "kept the stored \(keptName) over the \(otherName) that came later: they are as rich, so the stored one stays"
        }
        return head + ": " + why
    }
}
