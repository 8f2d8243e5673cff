/// The run builder's verdict on a built run's positions: which samples' positions its jump
/// filter (`GPSJumpFilter`) left out as GPS jumps, by the sample's index in the run, and the
/// jump speed it judged them by.
///
/// Handed on with the built run (`BuiltRun.jumpVerdict`), so that the tiles, the routes and
/// the segments of a run being saved read the positions the builder kept instead of running
/// the filter again (`JumpFreeWalk.kept(of:jumpLimit:verdict:keep:)`); samples read back
/// from the store have none and are filtered anew. One bit per sample up to the last one
/// left out: nothing at all for a run without a jump.
public struct JumpVerdict: Sendable, Equatable {
    /// The jump speed (m/s) the samples were judged by.
    public let jumpLimit: Double
    /// The number of samples judged, positioned or not.
    public private(set) var count = 0
    /// The number of positions left out.
    public private(set) var leftOutCount = 0
    /// Bit `index % 64` of word `index / 64` is set when sample `index`'s position was left out.
    private var leftOutBits: [UInt64] = []

    /// A verdict on no sample yet, judged by `jumpLimit` (m/s).
    public init(jumpLimit: Double) {
        self.jumpLimit = jumpLimit
    }

    /// Records the verdict on the next sample: whether its position was left out.
    public mutating func append(leftOut: Bool) {
        if leftOut {
            let word = count / 64
            if leftOutBits.count <= word { leftOutBits.append(contentsOf: repeatElement(0, count: word + 1 - leftOutBits.count)) }
            leftOutBits[word] |= 1 << UInt64(count % 64)
            leftOutCount += 1
        }
        count += 1
    }

    /// True when sample `index`'s position was left out as a jump.
    public func leftOut(_ index: Int) -> Bool {
        let word = index / 64
        return index >= 0 && word < leftOutBits.count && leftOutBits[word] & (1 << UInt64(index % 64)) != 0
    }

    /// True when this verdict is the one to read `sampleCount` samples by, for a run whose
    /// jump speed is now `jumpLimit`: it judged that many, by that speed (an edit of the
    /// sport since the build, or other rules, need the filter run anew).
    public func judges(sampleCount: Int, jumpLimit: Double) -> Bool {
        count == sampleCount && self.jumpLimit == jumpLimit
    }
}
