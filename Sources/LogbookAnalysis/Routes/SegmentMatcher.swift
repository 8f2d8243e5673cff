/// The one judgement of a run's passes through a segment (`RouteTolerances`).
///
/// A segment's gates are the lines across its line at its start and at its end. A pass
/// begins where the run crosses the start gate forwards within `gateRadius` of the start,
/// keeps every sample within `lineRadius` of the line, and ends where it crosses the end gate
/// forwards within `gateRadius` of the end, having come within `segmentSlack` of the end along
/// the line. Each crossing's time is interpolated linearly between the samples either side of
/// the gate. A run that only touches the start gate, strays, or runs the segment backwards
/// has no pass.
public struct SegmentMatcher: Sendable {
    /// The segment's line, resampled (`RouteTrack`).
    public let line: RouteTrack
    /// The plane the matching is worked on, centred on the segment's start.
    private let plane: LocalPlane
    /// The line on the plane.
    private let planeLine: [PlanePoint]
    /// The distance along the line at each of its points, metres.
    private let along: [Double]
    /// The start gate's centre and the unit direction the line leaves it in.
    private let startGate: (centre: PlanePoint, dx: Double, dy: Double)
    /// The end gate's centre and the unit direction the line reaches it in.
    private let endGate: (centre: PlanePoint, dx: Double, dy: Double)

    /// A matcher for the segment along `line`; `nil` when the line is too short to have gates.
    public init?(line: RouteTrack) {
        guard let start = line.start, line.points.count >= 2 else { return nil }
        let plane = LocalPlane(origin: start)
        let points = line.points.map(plane.project)
        var along = [0.0]
        for index in 1..<points.count { along.append(along[index - 1] + points[index].distance(to: points[index - 1])) }
        guard let total = along.last, total > 2 * RouteTolerances.gateRadius,
              let first = points.first, let last = points.last,
              let leaving = points.first(where: { $0.distance(to: first) >= RouteTolerances.segmentSpacing }),
              let reaching = points.last(where: { $0.distance(to: last) >= RouteTolerances.segmentSpacing })
        else { return nil }
        self.line = line
        self.plane = plane
        self.planeLine = points
        self.along = along
        self.startGate = Self.gate(at: first, from: first, to: leaving)
        self.endGate = Self.gate(at: last, from: reaching, to: last)
    }

    /// The gate centred on `centre` across the direction from `from` to `to`.
    private static func gate(at centre: PlanePoint, from: PlanePoint, to: PlanePoint) -> (centre: PlanePoint, dx: Double, dy: Double) {
        let length = from.distance(to: to)
        return (centre, (to.x - from.x) / length, (to.y - from.y) / length)
    }

    /// How far `point` lies past `gate`, metres along the gate's direction (negative before it).
    private static func past(_ gate: (centre: PlanePoint, dx: Double, dy: Double), _ point: PlanePoint) -> Double {
        (point.x - gate.centre.x) * gate.dx + (point.y - gate.centre.y) * gate.dy
    }

    /// Where and when the step from `a` to `b` crosses `gate` forwards within `gateRadius`
    /// of its centre: the fraction of the step, or `nil`.
    private static func crossing(
        _ gate: (centre: PlanePoint, dx: Double, dy: Double), from a: PlanePoint, to b: PlanePoint
    ) -> Double? {
        let before = past(gate, a)
        let after = past(gate, b)
        guard before < 0, after >= 0 else { return nil }
        let fraction = before / (before - after)
        guard a.interpolated(to: b, fraction: fraction).distance(to: gate.centre) <= RouteTolerances.gateRadius else { return nil }
        return fraction
    }

    /// The passes of the run whose positioned samples are `samples` (in order), in order.
    /// Each sample is put on the plane as it is looked at (no copy of the run per segment).
    public func passes(in samples: [TimedPosition]) -> [SegmentPass] {
        passes(in: samples, reachable: nil, prunes: true)
    }

    /// `passes(in:)` the long way: every step looked at for a start-gate crossing, and every
    /// segment of the line within reach measured for every sample followed. What the
    /// shortcuts (`passes(in:blocks:)`, the pruned search of `follow`) must agree with.
    func passesLookingEverywhere(in samples: [TimedPosition]) -> [SegmentPass] {
        passes(in: samples, reachable: nil, prunes: false)
    }

    /// `passes(in:)` over the same `samples` cut into `blocks` (`PositionBlocks(samples)`):
    /// the blocks whose box cannot hold a crossing of the start gate (`mayCrossStartGate`)
    /// are passed over without putting their samples on the plane, and a run whose blocks
    /// all lie away from it is not looked at point by point at all. The same passes.
    public func passes(in samples: [TimedPosition], blocks: PositionBlocks) -> [SegmentPass] {
        guard blocks.count == samples.count else { return passes(in: samples) }
        let reachable = blocks.boxes.map(mayCrossStartGate)
        guard reachable.contains(true) else { return [] }
        return passes(in: samples, reachable: reachable, prunes: true)
    }

    /// False when no step between two positions inside `box` can cross the start gate within
    /// `gateRadius` of its centre: the box, put on the plane, lies more than `gateRadius` east
    /// or west, north or south of the centre (a metre more, for rounding). The plane's
    /// projection keeps order, so the projected box holds every projected position in it.
    public func mayCrossStartGate(_ box: PositionBlocks.Box) -> Bool {
        guard box.isBounded else { return true }
        let southWest = plane.project(CoursePoint(lat: box.south, lon: box.west))
        let northEast = plane.project(CoursePoint(lat: box.north, lon: box.east))
        let reach = RouteTolerances.gateRadius + 1
        let centre = startGate.centre
        return min(southWest.x, northEast.x) <= centre.x + reach && max(southWest.x, northEast.x) >= centre.x - reach
            && min(southWest.y, northEast.y) <= centre.y + reach && max(southWest.y, northEast.y) >= centre.y - reach
    }

    /// The passes in `samples`, looking for start-gate crossings only in the blocks of
    /// `PositionBlocks.size` samples that `reachable` marks (every one when nil), following
    /// each with the pruned search when `prunes`.
    private func passes(in samples: [TimedPosition], reachable: [Bool]?, prunes: Bool) -> [SegmentPass] {
        var passes: [SegmentPass] = []
        var index = 0
        // Sample `index` on the plane, when worked out already.
        var here: PlanePoint?
        while index + 1 < samples.count {
            if let reachable {
                let block = index / PositionBlocks.size
                if block < reachable.count, !reachable[block] {
                    index = (block + 1) * PositionBlocks.size
                    here = nil
                    continue
                }
            }
            let from = here ?? plane.project(samples[index].point)
            let next = plane.project(samples[index + 1].point)
            guard let fraction = Self.crossing(startGate, from: from, to: next) else {
                index += 1
                here = next
                continue
            }
            let startOffset = samples[index].offset + (samples[index + 1].offset - samples[index].offset) * fraction
            if let (endIndex, endOffset) = follow(samples, from: index + 1, prunes: prunes) {
                passes.append(SegmentPass(startOffset: startOffset, elapsed: endOffset - startOffset))
                index = endIndex
                here = nil
            } else {
                index += 1
                here = next
            }
        }
        return passes
    }

    /// How far along the line a run may come in one step of `metres` (between two samples):
    /// the step half as long again (the line is a GPS track itself, and its noise lengthens
    /// it), and the line's radius on either side. A way back along the same road lies farther
    /// along than that, so a run going out is never taken for one coming back.
    static func stepReach(_ metres: Double) -> Double {
        metres * 1.5 + 2 * RouteTolerances.lineRadius
    }

    /// Follows the run from sample `first` (just past the start gate) along the line: the
    /// sample just past the end gate and the interpolated time there, or `nil` when the run
    /// strays from the line first or ends.
    ///
    /// When `prunes`, the segments of the line that cannot matter are not measured: a point
    /// of the line farther along than segment `k` by more than `d - t` (where `d` is the
    /// sample's distance to `k`, and `t` the nearest distance so far but at most
    /// `lineRadius`) lies farther than `t` from the sample, since the line is no shorter than
    /// the straight way. Such a segment can neither be the nearest nor, beyond `lineRadius`,
    /// keep the run on the line: the nearest segment found, and so the pass, are the same.
    private func follow(_ samples: [TimedPosition], from first: Int, prunes: Bool) -> (Int, Double)? {
        let reach = Int((RouteTolerances.searchReach / RouteTolerances.segmentSpacing).rounded(.up))
        guard let total = along.last else { return nil }
        var cursor = 0
        var progress = 0.0
        var index = first
        var previous = plane.project(samples[first - 1].point)
        while index < samples.count {
            let point = plane.project(samples[index].point)
            defer { previous = point }
            var best = Double.infinity
            var bestIndex = cursor
            var bestFraction = 0.0
            let last = min(planeLine.count - 2, cursor + reach)
            // Only as far along the line as this step can have come (`stepReach`): on a
            // hairpin or an out-and-back the line passes close to itself, and the way back,
            // nearer by GPS noise, must not take the run ahead of where it is.
            let horizon = progress + Self.stepReach(point.distance(to: previous))
            var segment = cursor
            while segment <= last, along[segment] <= horizon {
                let found = point.distance(toSegmentFrom: planeLine[segment], to: planeLine[segment + 1])
                if found.distance < best {
                    best = found.distance
                    bestIndex = segment
                    bestFraction = found.fraction
                }
                // Along the line up to `beyond` lie the segments that may still be nearer (a
                // centimetre kept for rounding); NaN passes over nothing.
                let beyond = along[segment] + found.distance - min(best, RouteTolerances.lineRadius) - 0.01
                segment += 1
                while prunes, segment <= last, along[segment + 1] < beyond { segment += 1 }
            }
            if index > first, progress >= total - RouteTolerances.segmentSlack,
               let fraction = Self.crossing(endGate, from: previous, to: point)
            {
                return (index, samples[index - 1].offset + (samples[index].offset - samples[index - 1].offset) * fraction)
            }
            guard best <= RouteTolerances.lineRadius else { return nil }
            cursor = bestIndex
            progress = max(progress, along[bestIndex] + (along[bestIndex + 1] - along[bestIndex]) * bestFraction)
            index += 1
        }
        return nil
    }
}
