import LogbookModel

/// Every setting of the runner's profile, and the values holding on each date.
///
/// A value holds from the date of the setting that gave it until a later setting gives it
/// again; a setting without a date holds from the first run on. Settings are kept one per
/// date: setting again from the same date changes that setting's values.
public struct AthleteProfile: Sendable, Equatable {
    /// The settings, the undated one first, then by date.
    public let settings: [AthleteSetting]

    /// A profile of these settings (sorted, one per date: a later one of the same date wins).
    public init(_ settings: [AthleteSetting]) {
        var byDate: [LocalDate?: AthleteSetting] = [:]
        for setting in settings {
            byDate[setting.from] = byDate[setting.from].map { $0.overwritten(by: setting) } ?? setting
        }
        self.settings = byDate.values.sorted { a, b in
            switch (a.from, b.from) {
            case (nil, _): return b.from != nil
            case (_, nil): return false
            case (let x?, let y?): return x < y
            }
        }
    }

    /// The values holding on `date` (`nil`: those that hold from the start only).
    public func values(on date: LocalDate?) -> AthleteValues {
        var values = AthleteValues()
        for setting in settings {
            if let from = setting.from {
                guard let date, from <= date else { break }
            }
            if let value = setting.maxHR { values.maxHR = HeldValue(value, from: setting.from) }
            if let value = setting.restingHR { values.restingHR = HeldValue(value, from: setting.from) }
            if let value = setting.lthr { values.lthr = HeldValue(value, from: setting.from) }
            if let value = setting.sex { values.sex = HeldValue(value, from: setting.from) }
        }
        return values
    }

    /// The profile with `setting` added (merged into the one of its date, if any), or why it
    /// is refused: it gives nothing, or on some date a resting heart rate would not lie below
    /// the maximum, or a threshold not between them. Values only change at settings' dates,
    /// so each of them is checked.
    public func adding(_ setting: AthleteSetting) -> Result<AthleteProfile, ProfileError> {
        guard !setting.isEmpty else { return .failure(.nothingToSet) }
        let profile = AthleteProfile(settings + [setting])
        for date in profile.settings.map(\.from) {
            if let problem = profile.problem(on: date) { return .failure(problem) }
        }
        return .success(profile)
    }

    /// What is wrong with the values holding on `date`, if anything.
    func problem(on date: LocalDate?) -> ProfileError? {
        let values = values(on: date)
        let max = values.maxHR?.value, resting = values.restingHR?.value
        if let max, let resting, resting >= max { return .restingNotBelowMax(resting: resting, max: max, on: date) }
        if let lthr = values.lthr?.value {
            if (resting.map { lthr <= $0 } ?? false) || (max.map { lthr > $0 } ?? false) {
                return .thresholdOutside(lthr: lthr, resting: resting, max: max, on: date)
            }
        }
        return nil
    }
}
