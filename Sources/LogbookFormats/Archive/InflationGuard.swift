/// Decides when an archive member inflates so much that it can only be a zip bomb.
///
/// Real activity files compress 3 to 30 times and an Apple Health `export.xml` about 20
/// times, so a member that inflates beyond `maximumRatio` times the compressed bytes it
/// has consumed is rejected as it is read: time and memory stay bounded whatever the
/// member claims, and no absolute size cap is needed.
public enum InflationGuard {
    /// The largest accepted ratio of decompressed to compressed bytes.
    public static let maximumRatio: Int64 = 500

    /// Compressed bytes a member may have consumed without them being counted yet:
    /// libarchive may have pulled them in (up to about two 64 KiB chunks) before the
    /// member's header was read, and a whole small member can sit inside them.
    public static let unattributedBytes: Int64 = 128 << 10

    /// True when `decompressed` bytes out of `consumed` compressed bytes are too many.
    public static func isBomb(decompressed: Int64, consumed: Int64) -> Bool {
        let (base, overflow) = max(consumed, 0).addingReportingOverflow(unattributedBytes)
        if overflow { return false }
        let (allowed, tooLarge) = base.multipliedReportingOverflow(by: maximumRatio)
        return !tooLarge && decompressed > allowed
    }

    /// The reason given for a rejected member.
    public static func reason(decompressed: Int64, consumed: Int64) -> String {
        "inflates to more than \(maximumRatio) times its compressed size (\(ByteCount.text(decompressed)) "
            + "from \(ByteCount.text(consumed)) so far): rejected as a zip bomb; nothing of it was stored "
            + "and the rest of its archive was not read"
    }
}
