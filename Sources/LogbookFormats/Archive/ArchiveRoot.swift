import Foundation
import LogbookSupport

/// The outermost bytes of an archive given to `import`: a file on disk or bytes in memory
/// (standard input). Members too large to hold in memory are read again from it.
public enum ArchiveRoot: Sendable {
    /// A file, opened again for each read.
    case file(String)
    /// Bytes in memory.
    case data(Data)
    /// A long stream (standard input, a named pipe) kept in a temporary file.
    case spooled(SpooledBytes)

    /// The root of `input` when its content starts like a container (`ArchiveSignature`),
    /// else `nil`. Reads at most `ArchiveSignature.prefixLength` bytes.
    public init?(_ input: ImportInput) {
        switch input.source {
        case .data(let data):
            guard ArchiveSignature.detect(data.prefix(ArchiveSignature.prefixLength)) != nil else { return nil }
            self = .data(data)
        case .file(let url):
            let descriptor = open(url.path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var prefix = [UInt8](repeating: 0, count: ArchiveSignature.prefixLength)
            var count = 0
            while count < prefix.count {
                let got = prefix.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
                if got <= 0 { break }
                count += got
            }
            guard ArchiveSignature.detect(prefix[0..<count]) != nil else { return nil }
            self = .file(url.path)
        case .spooled(let bytes):
            guard let prefix = try? input.prefix(ArchiveSignature.prefixLength),
                ArchiveSignature.detect(prefix) != nil
            else { return nil }
            self = .spooled(bytes)
        case .member:
            return nil  // a member's archive is already being walked
        }
    }

    /// A new feed over the root's bytes, from the start.
    func feed() throws(ArchiveFailure) -> ArchiveFeed {
        switch self {
        case .file(let path): return try ArchiveFeed.file(path)
        case .data(let data): return ArchiveFeed(.data(data))
        case .spooled(let bytes):
            let descriptor = bytes.openForReading()
            guard descriptor >= 0 else {
                throw ArchiveFailure(reason: "cannot read back a temporary file in \(bytes.folder) (\(String(cString: strerror(errno))))", endsArchive: true)
            }
            return ArchiveFeed(.descriptor(descriptor))
        }
    }
}
