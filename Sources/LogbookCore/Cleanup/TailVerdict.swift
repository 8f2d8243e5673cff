/// What the recording-tail search found in one run's samples, with the digest of the run's
/// rows it was found in (`RunRowBytes.digests`): while the digest is the same (the run's rows,
/// its chunks' sizes and its first and last chunk's bytes), so is the verdict, and a report
/// takes it instead of reading the run's samples again.
public struct TailVerdict: Sendable, Equatable {
    /// The digest of the run's rows when it was found.
    public var digest: String
    /// True when the run has samples.
    public var hasSamples: Bool
    /// The cut the search found, if any.
    public var cut: TailCut?

    /// Creates a verdict.
    public init(digest: String, hasSamples: Bool, cut: TailCut?) {
        self.digest = digest
        self.hasSamples = hasSamples
        self.cut = cut
    }

    /// The verdict as one field of text without spaces: `0` (no samples), `1` (samples, no
    /// cut), or `1,` and the cut's end offset, last kept index, removed seconds, removed
    /// distance (`-` for none) as exact bit patterns in hex, and its reason.
    public var text: String {
        guard hasSamples else { return "0" }
        guard let cut else { return "1" }
        return ["1", String(cut.endOffset.bitPattern, radix: 16), String(cut.lastKeptIndex), String(cut.removedSeconds.bitPattern, radix: 16),
                cut.removedDistance.map { String($0.bitPattern, radix: 16) } ?? "-", cut.reason.rawValue].joined(separator: ",")
    }

    /// The verdict `text` holds with `digest`, or `nil` when it does not read as one.
    public static func parse(_ text: String, digest: String) -> TailVerdict? {
        switch text {
        case "0": return TailVerdict(digest: digest, hasSamples: false, cut: nil)
        case "1": return TailVerdict(digest: digest, hasSamples: true, cut: nil)
        default: break
        }
        let fields = text.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0] == "1", let end = UInt64(fields[1], radix: 16), let index = Int(fields[2]),
            let removed = UInt64(fields[3], radix: 16), let reason = TailReason(rawValue: String(fields[5]))
        else { return nil }
        var distance: Double?
        if fields[4] != "-" {
            guard let bits = UInt64(fields[4], radix: 16) else { return nil }
            distance = Double(bitPattern: bits)
        }
        let cut = TailCut(
            endOffset: Double(bitPattern: end), lastKeptIndex: index, removedSeconds: Double(bitPattern: removed), removedDistance: distance,
            reason: reason)
        return TailVerdict(digest: digest, hasSamples: true, cut: cut)
    }
}
