/// Turns a workout's `workoutActivityType` (`HKWorkoutActivityTypeRunning`) and
/// `HKIndoorWorkout` into a raw sport and sub-sport that `NormalizedSport` knows.
enum AppleHealthSport {
    /// The raw sub-sport of an indoor workout: `treadmill` for a run or a walk, `indoor`
    /// cycling, a pool swim; nil outdoors and for other sports.
    static func rawSubSport(activityType: String?, indoor: Bool) -> String? {
        guard indoor else { return nil }
        switch raw(activityType: activityType) {
        case "running": return "treadmill"
        case "walking": return "indoor_walking"
        case "cycling": return "indoor_cycling"
        case "swimming": return "lap_swimming"
        default: return nil
        }
    }

    /// The raw sport for `activityType`: running, walking, hiking, cycling, swimming and the
    /// other HealthKit types with a name in the sport table; `other` for the rest (never a
    /// silent `running`, which the sport table gives names it does not know).
    static func raw(activityType: String?) -> String {
        guard let activityType else { return "other" }
        let prefix = "HKWorkoutActivityType"
        let name = activityType.hasPrefix(prefix) ? String(activityType.dropFirst(prefix.count)) : activityType
        switch name {
        case "Running": return "running"
        case "Walking": return "walking"
        case "Hiking": return "hiking"
        case "Cycling", "HandCycling": return "cycling"
        case "Swimming": return "swimming"
        case "Rowing": return "rowing"
        case "Elliptical": return "elliptical"
        case "Yoga": return "yoga"
        case "StairClimbing", "Stairs", "StepTraining": return "stair_stepper"
        case "TraditionalStrengthTraining", "FunctionalStrengthTraining": return "weight_training"
        case "CrossCountrySkiing": return "nordic_skiing"
        case "DownhillSkiing": return "alpine_skiing"
        case "Snowboarding": return "snowboarding"
        case "Climbing": return "rock_climbing"
        case "Soccer": return "soccer"
        case "Tennis": return "tennis"
        case "Golf": return "golf"
        case "SurfingSports": return "surfing"
        case "Paddling", "PaddleSports": return "kayaking"
        case "WheelchairRunPace", "WheelchairWalkPace": return "wheelchair"
        case "CrossTraining", "MixedCardio", "HighIntensityIntervalTraining", "MixedMetabolicCardioTraining":
            return "workout"
        default: return "other"
        }
    }
}
