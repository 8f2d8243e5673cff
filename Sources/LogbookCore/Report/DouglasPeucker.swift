import LogbookAnalysis

/// Ramer-Douglas-Peucker simplification of a polyline: keeps the first and last point and,
/// recursively, the point farthest from the line between kept ones while it lies more than
/// the tolerance away, so that every dropped point lies within the tolerance of the line kept.
public enum DouglasPeucker {
    /// The indices of `points` kept at `tolerance` metres, in order; the first and the last
    /// are always kept (a single point is kept alone, none for none).
    public static func keptIndices(_ points: [PlanePoint], tolerance: Double) -> [Int] {
        let significance = significances(points, above: tolerance)
        return significance.indices.filter { significance[$0] > tolerance }
    }

    /// The indices kept of each line of `lines` at `tolerance` metres or, when together
    /// they would keep more than `maxPoints`, at the smallest tolerance doubled from it that
    /// keeps at most `maxPoints` (never fewer than each line's two ends).
    ///
    /// One pass per line finds every point's significance (`significances`), so each
    /// doubled tolerance is a count, not another simplification.
    public static func keptIndices(_ lines: [[PlanePoint]], tolerance: Double, maxPoints: Int) -> (indices: [[Int]], tolerance: Double) {
        var current = max(tolerance, 0.01)
        let found = lines.map { significances($0, above: current) }
        // Every significance that can count, largest first: what a tolerance keeps is a search.
        let ranked = found.flatMap { $0.filter { $0 > current } }.sorted(by: >)
        func kept(at tolerance: Double) -> Int {
            var low = 0, high = ranked.count
            while low < high {
                let middle = (low + high) / 2
                if ranked[middle] > tolerance { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let ends = lines.reduce(0) { $0 + min($1.count, 2) }
        // Doubling 64 times reaches any distance on Earth: every line is then its two ends.
        for _ in 0..<64 where kept(at: current) > maxPoints {
            if kept(at: current) <= ends { break }
            current *= 2
        }
        return (found.map { line in line.indices.filter { line[$0] > current } }, current)
    }

    /// Each point's significance: `keptIndices(points, tolerance: t)` keeps exactly the
    /// points whose significance exceeds `t`, for every `t` at or above `floor` (the ends
    /// are infinite). A point's is its distance from the line its split cut, at most its
    /// parent split's; below `floor` the splitting stops (0 for points never reached).
    public static func significances(_ points: [PlanePoint], above floor: Double) -> [Double] {
        guard points.count > 2 else { return Array(repeating: .infinity, count: points.count) }
        var significance = [Double](repeating: 0, count: points.count)
        significance[0] = .infinity
        significance[points.count - 1] = .infinity
        var stack = [(0, points.count - 1, Double.infinity)]
        while let (first, last, bound) = stack.popLast() {
            guard last - first > 1 else { continue }
            var farthest = first, distance = -1.0
            for index in (first + 1)..<last {
                let d = points[index].distance(toSegmentFrom: points[first], to: points[last]).distance
                if d > distance {
                    distance = d
                    farthest = index
                }
            }
            guard distance > floor else { continue }
            let kept = min(distance, bound)
            significance[farthest] = kept
            stack.append((first, farthest, kept))
            stack.append((farthest, last, kept))
        }
        return significance
    }
}
