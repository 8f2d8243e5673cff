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
        case (.number(let seconds), _): return ReportText.duration(seconds)
        case (.word(let word), "doubt"): return word == nil ? "yes" : (run.believed ? "yes, your word" : "no")
        case (.word(let word), _): return word.map(TableRenderer.printable) ?? ReportText.unknown
        }
    }

    /// Where the value came from and why, from its rule.
    func reason(_ explanation: Explanation) -> String {
        var text = ruleWords(explanation.rule, of: explanation.name)
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
        default: return "\(alternative.source) gives \(value)"
        }
    }

    /// A rule word in a runner's words.
    func ruleWords(_ rule: String, of name: String) -> String {
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
        case ("doubt", "believable"): return "no rule doubts it"
        case ("doubt", "believed"):
            return "you said so ('logbook edit --believe')" + (run.doubt.map { "; logbook found it \(RunDoubtText.phrase($0))" } ?? "")
        case ("doubt", _):
            guard let doubt = RunDoubt(rawValue: rule) else { return rule }
            return "\(RunDoubtText.phrase(doubt)): left out of every report ('logbook edit ID --believe' if it is true)"
        default: return rule.replacingOccurrences(of: "_", with: " ")
        }
    }
}
