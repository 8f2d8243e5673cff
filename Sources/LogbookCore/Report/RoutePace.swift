/// The pace of each step of a drawn route as a shade, so a map can colour the route by pace:
/// 0 for the run's fastest fifth of steps up to 4 for its slowest fifth.
public enum RoutePace {
    /// How far around a step its pace is measured by default: 150 m each way, so GPS noise
    /// between two drawn points does not turn the line into confetti.
    public static let defaultWindow = 150.0

    /// For each line of `lines`, one shade per step between consecutive points (`count - 1`),
    /// `nil` for a step without a usable pace (no distance, under 1 m, or no time). A step's
    /// pace is the time over the distance of the steps of its line whose middle lies within
    /// `window` metres of its own middle; the shades split the run's step paces into fifths.
    public static func shades(_ lines: [[RoutePoint]], window: Double = defaultWindow) -> [[Int?]] {
        let paces = lines.map { line -> [Double?] in
            let steps = zip(line, line.dropFirst()).map { a, b -> (middle: Double, metres: Double, seconds: Double)? in
                guard let from = a.distance, let to = b.distance, to - from >= 1, b.offset > a.offset else { return nil }
                return ((from + to) / 2, to - from, b.offset - a.offset)
            }
            return steps.map { step in
                guard let step else { return nil }
                var metres = 0.0, seconds = 0.0
                for other in steps {
                    guard let other, abs(other.middle - step.middle) <= window else { continue }
                    metres += other.metres
                    seconds += other.seconds
                }
                return seconds / metres * 1000
            }
        }
        let sorted = paces.joined().compactMap { $0 }.sorted()
        guard !sorted.isEmpty else { return paces.map { $0.map { _ in nil } } }
        let bounds = (1...4).map { sorted[min(sorted.count - 1, sorted.count * $0 / 5)] }
        return paces.map { line in
            line.map { pace in pace.map { value in bounds.firstIndex { value < $0 } ?? 4 } }
        }
    }
}
