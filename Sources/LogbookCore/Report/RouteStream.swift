import LogbookModel

/// A run's route built one window of samples at a time, in bounded memory: one line per
/// recording segment ("no fix" positions at 0,0 left out, lines of one point dropped), with
/// every point inside a privacy zone (`--hide-near`) cut out as they come, a line broken
/// where points were cut so that no stroke crosses a zone, and pieces of one point dropped;
/// thinned evenly once they hold more than `limit` points. The one place the report's and
/// the poster's routes are drawn from.
public struct RouteStream: Sendable {
    /// 131,072 points (about 6 MB): the most a route holds before it is thinned. A longer
    /// route keeps every `stride`-th of its points (counted over the whole route), doubling
    /// the stride each time the limit is passed, and every line's two ends.
    public static let heldPoints = 131_072

    /// The zones whose points are cut out.
    let zones: [PrivacyZone]
    /// The most points held before thinning.
    let limit: Int
    /// The recording segment of the line being read.
    var segment: Int32?
    /// The first point of the line being read while it has only that one (a line of one point is dropped).
    var pending: RoutePoint?
    /// How many points the line being read has so far.
    var lineCount = 0
    /// The finished pieces, each point with its place in the route.
    var finished: [[(index: Int, point: RoutePoint)]] = []
    /// The points kept of the piece being built.
    var piece: [(index: Int, point: RoutePoint)] = []
    /// How many points the piece being built has, kept or not.
    var pieceCount = 0
    /// The piece's latest point, kept at its end whatever the stride.
    var pieceLast: (index: Int, point: RoutePoint)?
    /// How many points of the route passed the cut so far.
    var passed = 0
    /// How many points are held.
    var held = 0
    /// Every how many points one is kept: 1 until the limit is first passed.
    public private(set) var stride = 1
    /// True once a line of two points or more was read (before the zones cut anything).
    public private(set) var hasPositions = false
    /// How many points the zones cut out.
    public private(set) var removed = 0

    /// An empty route cutting out `zones`, holding at most `limit` points (plus each line's ends).
    public init(zones: [PrivacyZone], limit: Int = RouteStream.heldPoints) {
        self.zones = zones
        self.limit = max(limit, 2)
    }

    /// Adds the next samples, in time order.
    public mutating func add(_ samples: [Sample]) {
        for sample in samples where sample.point.hasPosition && !(sample.point.lat == 0 && sample.point.lon == 0) {
            if segment != sample.segment, lineCount > 0 { endLine() }
            segment = sample.segment
            let point = RoutePoint(
                latitude: sample.point.lat, longitude: sample.point.lon,
                distance: sample.distance.isFinite ? sample.distance : nil, offset: sample.offset)
            lineCount += 1
            if lineCount == 1 {
                pending = point
                continue
            }
            if let first = pending {
                hasPositions = true
                pending = nil
                cut(first)
            }
            cut(point)
        }
    }

    /// The route's lines once every sample is added.
    public var lines: [[RoutePoint]] {
        var copy = self
        if copy.lineCount > 0 { copy.endLine() }
        return copy.finished.map { $0.map(\.point) }
    }

    /// Ends the line being read.
    mutating func endLine() {
        if lineCount >= 2 { endPiece() }
        pending = nil
        lineCount = 0
    }

    /// Passes `point` through the zones.
    mutating func cut(_ point: RoutePoint) {
        if zones.contains(where: { $0.contains(latitude: point.latitude, longitude: point.longitude) }) {
            removed += 1
            endPiece()
            return
        }
        let entry = (index: passed, point: point)
        passed += 1
        pieceCount += 1
        pieceLast = entry
        guard pieceCount == 1 || entry.index % stride == 0 else { return }
        piece.append(entry)
        held += 1
        // The stride never passes the points read: doubling it cannot overflow, and a route whose
        // lines' ends alone pass the limit is not thinned again at every point.
        if held > limit, stride <= passed { thin() }
    }

    /// Ends the piece being built: kept, with its last point, when it has two points or more.
    mutating func endPiece() {
        if pieceCount >= 2, let last = pieceLast {
            if piece.last?.index != last.index {
                piece.append(last)
                held += 1
            }
            finished.append(piece)
        } else {
            held -= piece.count
        }
        piece = []
        pieceCount = 0
        pieceLast = nil
    }

    /// Doubles the stride and drops what it no longer keeps (each finished piece's ends and
    /// the building piece's first point stay).
    mutating func thin() {
        stride *= 2
        let every = stride
        finished = finished.map { line in
            line.enumerated().filter { $0.offset == 0 || $0.offset == line.count - 1 || $0.element.index % every == 0 }.map(\.element)
        }
        piece = piece.enumerated().filter { $0.offset == 0 || $0.element.index % every == 0 }.map(\.element)
        held = finished.reduce(piece.count) { $0 + $1.count }
    }
}
