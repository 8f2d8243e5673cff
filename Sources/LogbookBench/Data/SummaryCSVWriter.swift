import LogbookCore
import LogbookModel

/// Writes summary-only runs (no track) as logbook's own CSV
/// (`start,sport,distance_m,elapsed_s,moving_s,avg_hr,name`), for the stats benchmark.
///
/// Runs are spread evenly over `spanDays` days, at most three a day in separate
/// morning, lunch and evening windows (so that no two are within the importer's 60 s
/// duplicate window), 92 % in Zurich, 4 % in New York and 4 % in Tokyo with their own
/// offsets. 90 % are runs, 6 % rides and 4 % walks; about 1 % of the runs are too short
/// for a pace (30 m) and 1 % too slow (over 30 min/km), so the stats' pace filter has
/// work to do; 10 % have no heart rate.
enum SummaryCSVWriter {
    /// Writes `count` rows to `path`; returns the bytes written.
    static func write(count: Int, seed: UInt64, firstDay: Int64, spanDays: Int, to path: String) throws -> Int {
        let file = try OutputFile(path: path)
        file.write("start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n")
        for index in 0..<count {
            var random = RandomSource(seed: seed, index: UInt64(index), stream: 3)
            let day = firstDay + Int64(Double(index) * Double(spanDays) / Double(count))
            let window: (Double, Double) = [(6.0, 7.75), (12.0, 13.25), (18.0, 20.5)][index % 3]
            let localStart = day * 86400 + Int64(random.uniform(window) * 3600)
            var pick = random.unit()
            var place = RunPlan.places[0].place
            for (candidate, weight) in RunPlan.places {
                place = candidate
                if pick < weight { break }
                pick -= weight
            }
            let offset = place.zone.offset(localSeconds: localStart)
            let sportDraw = random.unit()
            let sport = sportDraw < 0.90 ? "running" : sportDraw < 0.96 ? "cycling" : "walking"
            let speed: Double
            switch sport {
            case "cycling": speed = random.uniform(5.5, 9.0)
            case "walking": speed = random.uniform(1.2, 1.6)
            default: speed = random.uniform(2.4, 4.2)
            }
            let moving = Double(random.integer(1200...5400))
            var distance = speed * moving
            let oddity = random.unit()
            if sport == "running" && oddity < 0.01 { distance = 30 }
            if sport == "running" && oddity >= 0.01 && oddity < 0.02 { distance = moving / 2000 * 1000 }
            let elapsed = moving + Double(random.integer(0...300))
            file.write(LocalDateTime.iso8601(utc: localStart - Int64(offset), offset: offset))
            file.write(",\(sport),")
            file.write(distance, decimals: 1)
            file.write(",")
            file.write(Int(elapsed))
            file.write(",")
            file.write(Int(moving))
            file.write(",")
            if random.unit() >= 0.1 { file.write(random.uniform(120, 168), decimals: 1) }
            file.write(",\(RunPlan.runName(hour: Int((localStart % 86400) / 3600))) \(place.name)\n")
            try file.flushIfFull()
        }
        try file.flush()
        return file.byteCount
    }
}
