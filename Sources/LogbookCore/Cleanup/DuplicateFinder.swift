import LogbookModel
import LogbookStore

/// Finds runs stored twice (`DuplicateRule`: same sport, starts within 60 s, distances
/// within 3 %) and decides which copy to keep.
public enum DuplicateFinder {
    /// One `duplicate` finding for every copy that is not kept.
    ///
    /// Among runs that are the same run, the copy kept is, in order of preference:
    /// 1. one that no other rule would quarantine (`troubled` maps ids to the rule that
    ///    would), so a clean copy is never dropped in favour of a broken one;
    /// 2. the richer one: more of samples and heart rate (`RunRichness`);
    /// 3. the lower id.
    /// Copies are taken in that order; each one still unflagged keeps itself and flags
    /// every unflagged run that is the same run as it (a chain of near-misses never makes
    /// two runs that are not themselves the same run into duplicates of each other).
    public static func findings(_ runs: [StoredRunTotals], troubled: [Int64: CleanupRule] = [:]) -> [CleanupFinding] {
        let byStart = runs.sorted { ($0.startUTC, $0.id) < ($1.startUTC, $1.id) }
        var neighbours: [Int64: [StoredRunTotals]] = [:]
        var windowStart = 0
        for (index, run) in byStart.enumerated() {
            while byStart[windowStart].startUTC < run.startUTC.saturatingSubtract(DuplicateRule.startWindow) { windowStart += 1 }
            for other in byStart[windowStart..<index] where isSameRun(run, other) {
                neighbours[run.id, default: []].append(other)
                neighbours[other.id, default: []].append(run)
            }
        }
        let ordered = runs.filter { neighbours[$0.id] != nil }.sorted { preferred($0, over: $1, troubled: troubled) }
        var keepers: Set<Int64> = []
        var keptBy: [Int64: StoredRunTotals] = [:]
        var result: [CleanupFinding] = []
        for keeper in ordered where keptBy[keeper.id] == nil {
            keepers.insert(keeper.id)
            for copy in (neighbours[keeper.id] ?? []).sorted(by: { $0.id < $1.id })
            where keptBy[copy.id] == nil && !keepers.contains(copy.id) {
                keptBy[copy.id] = keeper
                result.append(
                    CleanupFinding(
                        run: copy, rule: .duplicate, detail: detail(copy, keeper: keeper, troubled: troubled),
                        duplicateOf: keeper.id))
            }
        }
        return result.sorted { $0.run.id < $1.run.id }
    }

    /// True when the two stored runs are the same run by `DuplicateRule`.
    static func isSameRun(_ a: StoredRunTotals, _ b: StoredRunTotals) -> Bool {
        DuplicateRule.isSameRun(
            sport: a.sport, start: a.startUTC, distance: a.distance.usable,
            otherSport: b.sport, otherStart: b.startUTC, otherDistance: b.distance.usable)
    }

    /// The number of kinds of detail a copy has (samples, heart rate): 0, 1 or 2.
    static func richnessCount(_ richness: RunRichness) -> Int {
        (richness.hasSamples ? 1 : 0) + (richness.hasHeartRate ? 1 : 0)
    }

    /// True when `a` is kept in preference to `b`.
    static func preferred(_ a: StoredRunTotals, over b: StoredRunTotals, troubled: [Int64: CleanupRule]) -> Bool {
        let aTroubled = troubled[a.id] != nil, bTroubled = troubled[b.id] != nil
        if aTroubled != bTroubled { return !aTroubled }
        let aRich = richnessCount(a.richness), bRich = richnessCount(b.richness)
        if aRich != bRich { return aRich > bRich }
        return a.id < b.id
    }

    /// `same run as 5 (starts 10 s apart, 3550 m and 3600 m); 5 is kept: it has samples and heart rate`.
    static func detail(_ copy: StoredRunTotals, keeper: StoredRunTotals, troubled: [Int64: CleanupRule]) -> String {
        func metres(_ value: StoredNumber) -> String {
            value.usable.map { "\(Int64($0.rounded())) m" } ?? "unknown distance"
        }
        let apart = copy.startUTC.distance(saturatingTo: keeper.startUTC)
        var text = "same run as \(keeper.id) (starts \(apart) s apart, \(metres(copy.distance)) and \(metres(keeper.distance))); "
        text += "\(keeper.id) is kept: "
        if let rule = troubled[copy.id], troubled[keeper.id] == nil {
            text += "this copy is \(rule.rawValue)"
        } else if richnessCount(keeper.richness) > richnessCount(copy.richness) {
            var kinds: [String] = []
            if keeper.richness.hasSamples { kinds.append("samples") }
            if keeper.richness.hasHeartRate { kinds.append("heart rate") }
            text += "it has " + kinds.joined(separator: " and ")
        } else {
            text += "as rich, lower id"
        }
        return text
    }
}
