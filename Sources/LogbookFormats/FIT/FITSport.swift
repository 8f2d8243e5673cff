/// Names for the FIT `sport` and `sub_sport` numbers, and the cadence convention per sport.
enum FITSport {
    /// FIT `sport` numbers and their profile names.
    static let names: [Int: String] = [
        0: "generic", 1: "running", 2: "cycling", 3: "transition", 4: "fitness_equipment", 5: "swimming",
        6: "basketball", 7: "soccer", 8: "tennis", 9: "american_football", 10: "training", 11: "walking",
        12: "cross_country_skiing", 13: "alpine_skiing", 14: "snowboarding", 15: "rowing", 16: "mountaineering",
        17: "hiking", 18: "multisport", 19: "paddling", 20: "flying", 21: "e_biking", 22: "motorcycling",
        23: "boating", 24: "driving", 25: "golf", 26: "hang_gliding", 27: "horseback_riding", 28: "hunting",
        29: "fishing", 30: "inline_skating", 31: "rock_climbing", 32: "sailing", 33: "ice_skating",
        34: "sky_diving", 35: "snowshoeing", 36: "snowmobiling", 37: "stand_up_paddleboarding", 38: "surfing",
        39: "wakeboarding", 40: "water_skiing", 41: "kayaking", 42: "rafting", 43: "windsurfing",
        44: "kitesurfing", 45: "tactical", 46: "jumpmaster", 47: "boxing", 48: "floor_climbing", 49: "baseball",
        53: "diving", 62: "hiit", 64: "racket", 65: "wheelchair_push_walk", 66: "wheelchair_push_run",
        67: "meditation", 69: "disc_golf", 71: "cricket", 72: "rugby", 73: "hockey", 74: "lacrosse",
        75: "volleyball", 76: "water_tubing", 77: "wakesurfing", 80: "mixed_martial_arts", 82: "snorkeling",
        83: "dance", 84: "jump_rope",
    ]

    /// FIT `sub_sport` numbers that name a variant of a sport, and their profile names.
    static let subSportNames: [Int: String] = [
        1: "treadmill", 2: "street", 3: "trail", 4: "track", 5: "spin", 6: "indoor_cycling", 7: "road",
        8: "mountain", 9: "downhill", 10: "recumbent", 11: "cyclocross", 12: "hand_cycling", 13: "track_cycling",
        14: "indoor_rowing", 15: "elliptical", 16: "stair_climbing", 17: "lap_swimming", 18: "open_water",
        27: "indoor_walking", 28: "e_bike_fitness", 29: "bmx", 30: "casual_walking", 31: "speed_walking",
        45: "indoor_running", 46: "gravel_cycling", 47: "e_bike_mountain", 48: "commuting", 58: "virtual_activity",
    ]

    /// The profile name of a session's `sub_sport` (`trail`, `treadmill`), `nil` for none,
    /// `generic` (0) or `all` (254); unknown numbers give `fit sub-sport <n>`.
    static func rawSubSport(_ subSport: Double) -> String? {
        guard subSport > 0, subSport < 254 else { return nil }
        let number = Int(subSport)
        return subSportNames[number] ?? "fit sub-sport \(number)"
    }

    /// Sub-sports that name the activity better than a vague sport (generic, fitness
    /// equipment, training): an indoor treadmill run is a run.
    static let telling: [Int: String] = [
        1: "running",  // treadmill
        45: "running",  // indoor_running
        27: "walking",  // indoor_walking
        5: "indoor_cycling",  // spin
        6: "indoor_cycling",
        14: "indoor_rowing",
        15: "elliptical",
        16: "stair_climbing",
        20: "strength_training",
        43: "yoga",
    ]

    /// The raw sport text of a session: the profile name of `sport` (`running`, `cycling`,
    /// `transition`, ...), except that for `generic`, `fitness_equipment` and `training` a
    /// telling sub-sport wins (`treadmill` → `running`, `elliptical`, ...). A sub-sport never
    /// changes a specific sport: running + treadmill stays `running`. Unknown numbers give
    /// `fit sport <n>`; no sport gives `nil`.
    static func rawSport(sport: Double, subSport: Double) -> String? {
        guard sport >= 0, sport < 255 else { return nil }
        let number = Int(sport)
        if number == 0 || number == 4 || number == 10, subSport >= 0, subSport < 255,
            let name = telling[Int(subSport)]
        {
            return name
        }
        return names[number] ?? "fit sport \(number)"
    }

    /// The factor that turns a recorded FIT cadence into steps per minute: 2 for sports on
    /// foot, where FIT records strides (one foot) per minute — running, walking, hiking,
    /// mountaineering, snowshoeing, generic and unknown sports — and 1 for every other sport
    /// (pedal, stroke or paddle rates are kept as recorded).
    static func cadenceMultiplier(rawSport: String?) -> Float {
        switch rawSport {
        case nil, "generic", "running", "walking", "hiking", "mountaineering", "snowshoeing": return 2
        case let name? where name.hasPrefix("fit sport "): return 2
        default: return 1
        }
    }
}
