import LogbookModel
import LogbookSupport

/// Tells a track written again inside a later lap from a new stretch of recording.
///
/// Some watches (a COROS open-water swim) write the activity's whole track again inside
/// each lap: the second lap's points repeat the first lap's, time and place. A point that is
/// earlier than the last one kept and repeats a kept point exactly (the same time as read,
/// and the same position, else the same device distance, else the same heart rate) is such
/// a copy: it is dropped, not taken for a negative pause (`TCXNegativePause`), which would
/// keep it as a new segment and count the track twice. The copies are counted, for one
/// warning. A clock set back lands on earlier times but not on earlier places, so a
/// negative pause is still one.
struct TCXRepeatedTrack {
    /// The fingerprints of the points kept so far (`fingerprint(_:readTime:)`).
    private var kept = Set<Int>()
    /// How many copies were dropped.
    private(set) var copies = 0
    /// True while the points read are copies (the last one was dropped).
    private var copying = false

    /// A point's identity: its time as read (`readTime`, before any negative-pause shift),
    /// and its position, else device distance, else heart rate.
    static func fingerprint(_ point: TrackPoint, readTime: Double) -> Int {
        var hasher = Hasher()
        hasher.combine(readTime.bitPattern)
        if point.hasPosition {
            hasher.combine(point.lat.bitPattern)
            hasher.combine(point.lon.bitPattern)
        } else if !point.deviceDistance.isNaN {
            hasher.combine(point.deviceDistance.bitPattern)
        } else {
            hasher.combine(point.hr.bitPattern)
        }
        return hasher.finalize()
    }

    /// Remembers a kept point read at `readTime`.
    mutating func keep(_ point: TrackPoint, readTime: Double) {
        kept.insert(Self.fingerprint(point, readTime: readTime))
    }

    /// True, counting it, when `point` read at `readTime` (`time` once moved by the negative
    /// pauses before it) is a copy: it repeats a kept point, and it is earlier than the last
    /// kept point (at `lastKept`), or at its time while a copy is going on (the copy's last
    /// point repeats the track's last). A repeated point at the last kept time that follows no
    /// copy (a lap's last point written again as the next lap's first) is a point sharing a
    /// second, kept as before.
    mutating func dropsCopy(_ point: TrackPoint, readTime: Double, time: Double, lastKept: Double) -> Bool {
        guard time < lastKept || (copying && time == lastKept),
            kept.contains(Self.fingerprint(point, readTime: readTime))
        else {
            copying = false
            return false
        }
        copies += 1
        copying = true
        return true
    }

    /// The warning for the copies dropped, `nil` without any: `skipped 1435 points copying
    /// earlier ones (the same time and place): the track is written again inside a
    /// later lap, and is counted once`.
    var warning: String? {
        guard copies > 0 else { return nil }
        return "skipped \(PointCountText.of(copies)) copying earlier ones (the same time and place): "
            + "the track is written again inside a later lap, and is counted once"
    }

    /// Forgets every point (a new activity).
    mutating func reset() {
        kept.removeAll(keepingCapacity: false)
        copies = 0
        copying = false
    }
}
