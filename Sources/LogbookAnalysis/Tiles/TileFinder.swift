import LogbookModel

/// Finds the tiles a run's positions fall in, at every zoom of `TileScheme.zooms`, after the
/// jump filter: a position the run builder leaves out as a GPS jump (`GPSJumpFilter`, with
/// the same standstills and sustained fast stretches) visits no tile.
///
/// The positions are walked as the builder's jump filter keeps them (`JumpFreeWalk`: a
/// relocation's points after its first count; a spike's do not), by the builder's own
/// verdict for a run being saved. Each kept position costs one `TileLocator` call at the
/// finest zoom (`TileVisits`); the coarser zooms' tiles are its ancestors.
public enum TileFinder {
    /// The tiles visited by the points `walk` gives (it is called twice and must give the
    /// same points in the same order each time), with `jumpLimit` the sport's jump speed in m/s.
    public static func tiles(jumpLimit: Double, walk: ((TilePoint) -> Void) -> Void) -> Set<Tile> {
        var visits = TileVisits()
        JumpFreeWalk.kept(jumpLimit: jumpLimit, walk: walk, position: { ($0.offset, $0.lat, $0.lon, $0.segment) }) { point in
            visits.visit(lat: point.lat, lon: point.lon)
        }
        return visits.tiles
    }

    /// The sport whose jump limit the builder used for a run of `sport` decided by `source`:
    /// an inferred sport was built as `SportInference.unknown` (judged on foot).
    public static func jumpSport(_ sport: String, source: SportSource?) -> String {
        source == .inferred ? SportInference.unknown : sport
    }

    /// The jump speed (m/s) the builder used for a run of `sport` decided by `source`: what
    /// the tiles, the routes and the segments filter its positions with.
    public static func jumpLimit(sport: String, source: SportSource?, rules: RunBuilderRules = .standard) -> Double {
        rules.maxSpeed(forSport: jumpSport(sport, source: source))
    }

    /// The tiles of `samples` (as stored) for a run of `sport` decided by `source`, with the
    /// builder's jump limit: its positions as the builder's `verdict` on them kept them, or
    /// (without one that judged them) as the jump filter keeps them anew.
    public static func tiles(
        of samples: RunSamples, sport: String, source: SportSource?, rules: RunBuilderRules = .standard, verdict: JumpVerdict? = nil
    ) -> Set<Tile> {
        tiles(of: KeptPositions(of: samples, jumpLimit: jumpLimit(sport: sport, source: source, rules: rules), verdict: verdict))
    }

    /// The tiles of a run's positions as the jump filter kept them (`KeptPositions`): what
    /// the analysis step stores, and what `tiles(of:sport:source:rules:verdict:)` walks its
    /// samples for.
    public static func tiles(of kept: KeptPositions) -> Set<Tile> {
        var visits = TileVisits()
        for position in kept.positions { visits.visit(lat: position.point.lat, lon: position.point.lon) }
        return visits.tiles
    }
}
