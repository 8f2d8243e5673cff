/// Why an archive, or one of its members, cannot be read.
///
/// The archive walker turns it into an `ImportError` naming the member
/// (`export.zip:activities/123.fit.gz: ...`).
public struct ArchiveFailure: Error, Equatable, Sendable {
    /// What is wrong, in words a runner can act on.
    public var reason: String
    /// True when nothing after this point of the archive can be read (truncation,
    /// corruption of the container itself); false when only this member is lost.
    public var endsArchive: Bool

    /// A clear reason for libarchive's `message` about a member or an archive.
    ///
    /// libarchive's own words are kept in parentheses; the sentence before them says what
    /// the runner can do.
    public static func reason(libarchiveMessage message: String) -> String {
        let lower = message.lowercased()
        let detail = " (\(MemberName.display(message)))"
        // zlib's -5 (no progress possible) inside a zip member: its compressed data ran out.
        if lower.contains("truncated") || lower.contains("unexpected end") || lower.contains("premature end")
            || lower.contains("decompression failed (-5)")
        {
            return "the archive is truncated: it ends inside this member, which was not imported; "
                + "the members before it were read" + detail
        }
        if lower.contains("encrypt") || lower.contains("passphrase") || lower.contains("password") {
            return "this member is encrypted; logbook reads no encrypted archives "
                + "(export again without a password)" + detail
        }
        if lower.contains("unsupported") || lower.contains("compression method") || lower.contains("not supported") {
            return "this member uses a compression method logbook cannot read "
                + "(zip with deflate, bzip2, lzma or xz; gzip, bzip2 or xz files are read)" + detail
        }
        if lower.contains("crc") || lower.contains("corrupt") || lower.contains("invalid") || lower.contains("damaged")
            || lower.contains("decompression failed") || lower.contains("bad ") || lower.contains("error")
        {
            return "the compressed data is corrupt; the member cannot be read" + detail
        }
        return "cannot read this archive member" + detail
    }
}
