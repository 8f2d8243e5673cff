import LogbookModel

/// Finds the tiles a run's positions fall in, at every zoom of `TileScheme.zooms`, after the
/// jump filter: a position the run builder leaves out as a GPS jump (`GPSJumpFilter`, with
/// the same standstills and sustained fast stretches) visits no tile.
///
/// Two passes over the run's positioned points, as the builder makes them: the first finds
/// the standstills and fast stretches, the second feeds the jump filter and keeps the
/// positions it takes (a relocation's points after its first count; a spike's do not).
public enum TileFinder {
    /// The tiles visited by the points `walk` gives (it is called twice and must give the
    /// same points in the same order each time), with `jumpLimit` the sport's jump speed in m/s.
    public static func tiles(jumpLimit: Double, walk: ((TilePoint) -> Void) -> Void) -> Set<Tile> {
        var standstill = StandstillDetector.standard
        var fast = FastStretchDetector(speedLimit: jumpLimit)
        var segment: Int64?
        walk { point in
            if segment != nil, segment != point.segment {
                standstill.endSegment()
                fast.endSegment()
            }
            segment = point.segment
            standstill.add(lat: point.lat, lon: point.lon, offset: point.offset)
            fast.add(lat: point.lat, lon: point.lon, offset: point.offset)
        }
        standstill.endSegment()
        fast.endSegment()
        var filter = GPSJumpFilter(
            maxSpeed: jumpLimit, standstills: standstill.stretches, fastStretches: fast.stretches, drifts: standstill.drifts)
        var tiles = Set<Tile>()
        var waiting: [TilePoint] = []
        segment = nil
        func visit(_ point: TilePoint) {
            for zoom in TileScheme.zooms {
                if let tile = Tile(lat: point.lat, lon: point.lon, zoom: zoom) { tiles.insert(tile) }
            }
        }
        walk { point in
            if segment != nil, segment != point.segment {
                filter.endSegment()
                waiting.removeAll(keepingCapacity: true)
            }
            segment = point.segment
            guard filter.take(lat: point.lat, lon: point.lon, offset: point.offset) != nil else {
                waiting.append(point)
                return
            }
            if let kept = filter.releasedKeptFrom, kept < waiting.count {
                for index in kept..<waiting.count { visit(waiting[index]) }
            }
            waiting.removeAll(keepingCapacity: true)
            visit(point)
        }
        return tiles
    }

    /// The sport whose jump limit the builder used for a run of `sport` decided by `source`:
    /// an inferred sport was built as `SportInference.unknown` (judged on foot).
    public static func jumpSport(_ sport: String, source: SportSource?) -> String {
        source == .inferred ? SportInference.unknown : sport
    }

    /// The tiles of `samples` (as stored) for a run of `sport` decided by `source`, with the
    /// builder's jump limit.
    public static func tiles(
        of samples: RunSamples, sport: String, source: SportSource?, rules: RunBuilderRules = .standard
    ) -> Set<Tile> {
        tiles(jumpLimit: rules.maxSpeed(forSport: jumpSport(sport, source: source))) { body in
            samples.forEachChunk { chunk in
                for sample in chunk {
                    if let point = TilePoint(storedFrom: sample) { body(point) }
                }
            }
        }
    }
}
