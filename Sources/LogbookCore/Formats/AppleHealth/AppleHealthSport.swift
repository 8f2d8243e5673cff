/// Turns a workout's `workoutActivityType` (`HKWorkoutActivityTypeRunning`) into a sport
/// name the logbook's sport table knows.
enum AppleHealthSport {
    /// The raw sport for `activityType`: running (`treadmill` when `indoor`, the treadmill
    /// sub-sport, still a run), walking, hiking, cycling, swimming and the other HealthKit
    /// types with a name in the sport table; `other` for the rest (never a silent `running`).
    static func raw(activityType: String?, indoor: Bool) -> String {
        guard let activityType else { return "other" }
        let prefix = "HKWorkoutActivityType"
        let name = activityType.hasPrefix(prefix) ? String(activityType.dropFirst(prefix.count)) : activityType
        switch name {
        case "Running": return indoor ? "treadmill" : "running"
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
