import LogbookModel

/// Which points of a track a clock glitch put far away in time, judged by jumps.
///
/// The usable times, in file order, fall into clusters: a new cluster starts wherever a
/// point's time jumps more than `maxJump` (a week) from the point before it, forwards
/// or back. A clock glitch (a GPS week-rollover date 19.6 years off, a device clock reset
/// to 1970) is such a jump away and back again, so its points form small clusters of
/// their own; a long expedition, however many days it lasts, never jumps by a week
/// between two points and stays one cluster, kept whole.
///
/// The cluster holding the most points is kept, then every cluster whose times lie
/// within `maxJump` of what is kept (the two sides of a glitch), as long as what is
/// kept spans at most `maxDuration`. A track of more than `clusterLimit` clusters (a
/// file of random dates) gives up on clusters: `selection` is then nil and the caller
/// falls back on the distance from the median time.
struct TimeClusters {
    /// The largest step between consecutive points that stays within one recording: a week.
    static let maxJump = 7 * 86_400.0
    /// The longest a kept track may span: the longest believable activity (60 days,
    /// `Believable.maxDuration`), so that what is kept is also what `stats` sums.
    static let maxDuration = Believable.maxDuration
    /// The most clusters judged; beyond, the median rule decides.
    static let clusterLimit = 1_000

    /// One cluster: its lowest and highest time and how many points it holds.
    struct Cluster: Equatable {
        var lowest: Double
        var highest: Double
        var count: Int
    }

    /// The clusters in file order (empty once `clusterLimit` was passed).
    private(set) var clusters: [Cluster] = []
    /// True once more than `clusterLimit` clusters were seen: the clusters cannot judge.
    private(set) var overflowed = false
    private var cursor = Cursor()

    /// Adds the next usable time, in file order.
    mutating func add(_ time: Double) {
        let index = cursor.cluster(of: time)
        guard !overflowed else { return }
        if index == clusters.count {
            guard clusters.count < Self.clusterLimit else {
                overflowed = true
                clusters = []
                return
            }
            clusters.append(Cluster(lowest: time, highest: time, count: 1))
        } else {
            clusters[index].lowest = min(clusters[index].lowest, time)
            clusters[index].highest = max(clusters[index].highest, time)
            clusters[index].count += 1
        }
    }

    /// The indices of the kept clusters; nil when there are too many clusters to judge or
    /// when what they would keep spans more than `maxDuration`.
    var selection: Set<Int>? {
        guard !overflowed, let anchor = clusters.indices.max(by: { clusters[$0].count < clusters[$1].count }) else {
            return overflowed ? nil : []
        }
        var kept: Set<Int> = [anchor]
        var lowest = clusters[anchor].lowest, highest = clusters[anchor].highest
        var grew = true
        while grew {
            grew = false
            for (index, cluster) in clusters.enumerated() where !kept.contains(index) {
                guard cluster.highest >= lowest - Self.maxJump, cluster.lowest <= highest + Self.maxJump,
                    max(highest, cluster.highest) - min(lowest, cluster.lowest) <= Self.maxDuration
                else { continue }
                kept.insert(index)
                lowest = min(lowest, cluster.lowest)
                highest = max(highest, cluster.highest)
                grew = true
            }
        }
        return highest - lowest <= Self.maxDuration ? kept : nil
    }

    /// Follows the usable times in file order, saying which cluster each belongs to.
    struct Cursor {
        private var previous: Double?
        private var index = -1

        /// The cluster index of the next usable time.
        mutating func cluster(of time: Double) -> Int {
            if let previous, abs(time - previous) <= TimeClusters.maxJump {
                self.previous = time
                return index
            }
            previous = time
            index += 1
            return index
        }
    }
}
