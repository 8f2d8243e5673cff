/// The containers logbook opens, recognised from their first bytes (never from a name).
public enum ArchiveSignature: String, Sendable, Equatable, CaseIterable {
    /// gzip (`1f 8b`): one compressed file.
    case gzip
    /// bzip2 (`BZh1`...`BZh9`): one compressed file.
    case bzip2
    /// xz (`fd 37 7a 58 5a 00`): one compressed file.
    case xz
    /// A zip archive (`PK 03 04`, or `PK 05 06` when empty).
    case zip
    /// A POSIX tar archive (`ustar` at byte 257).
    case tar

    /// How many bytes `detect` needs to see every signature (tar's is at 257).
    public static let prefixLength = 265

    /// The container whose first bytes are `prefix`, or `nil` for anything else (an
    /// activity file, or a format logbook does not open).
    public static func detect<Bytes: Collection<UInt8>>(_ prefix: Bytes) -> ArchiveSignature? {
        let bytes = Array(prefix.prefix(prefixLength))
        func starts(_ signature: [UInt8]) -> Bool {
            bytes.count >= signature.count && bytes[0..<signature.count].elementsEqual(signature)
        }
        if starts([0x1F, 0x8B]) { return .gzip }
        if starts([0x42, 0x5A, 0x68]), bytes.count >= 4, (0x31...0x39).contains(bytes[3]) { return .bzip2 }
        if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return .xz }
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) { return .zip }
        if bytes.count >= 262, bytes[257..<262].elementsEqual(Array("ustar".utf8)) { return .tar }
        return nil
    }
}
