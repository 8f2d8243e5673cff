import LogbookModel

/// A built run with everything derived from it: what the store writes, and all it writes.
///
/// Only `RunAnalysis.analyze` makes one, so every writer (import, refresh, rebuild, trim)
/// stores the same derived values the same way, and a new derived value is one more field
/// here, one more line in `RunAnalysis` and one more child table.
public struct AnalyzedRun: Sendable, Equatable {
    /// The run, its splits and its samples.
    public var built: BuiltRun
    /// Its best efforts, judged for its sport.
    public var efforts: [BestEffort]
    /// Its heart-rate summary.
    public var heartRates: HeartRateSummary
    /// The map tiles its positions visit after the jump filter, at every zoom of `TileScheme.zooms`.
    public var tiles: Set<Tile>
    /// Its positions as the jump filter kept them at its sport's jump speed, which its tiles
    /// were found from: what the save path places it on its route and segments by.
    public var keptPositions: KeptPositions

    /// The run row.
    public var run: Run {
        get { built.run }
        set { built.run = newValue }
    }

    /// Pairs a built run with its derived values (`RunAnalysis.analyze` is the one caller).
    init(built: BuiltRun, efforts: [BestEffort], heartRates: HeartRateSummary, tiles: Set<Tile>, keptPositions: KeptPositions) {
        self.built = built
        self.efforts = efforts
        self.heartRates = heartRates
        self.tiles = tiles
        self.keptPositions = keptPositions
    }
}
