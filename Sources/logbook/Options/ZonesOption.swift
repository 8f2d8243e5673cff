import LogbookAnalysis
import LogbookCore

/// `--zones max|hrr|B1,B2,B3,B4,B5`: where the five heart-rate zones lie (`show`, `load`,
/// `stats`, where it also adds the time in zones per period).
enum ZonesOption {
    /// The declaration.
    static let option = Option<ZoneModel>(
        "zones", value: "model",
        help: "Where the heart-rate zones lie: max (50-90 % of max HR, the default), hrr (of the reserve above resting HR) or five bpm bounds, e.g. 100,120,140,160,175.",
        expected: "max, hrr or five increasing bpm values from 20 to 250 separated by commas"
    ) { ZoneModel.parse($0) }
}
