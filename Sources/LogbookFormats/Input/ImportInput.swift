import Foundation
import LogbookSupport

/// The bytes of one file to import, read in chunks so that a large file never has
/// to be held in memory whole.
public struct ImportInput: Sendable {
    /// Where the bytes come from.
    public enum Source: Sendable {
        /// A file on disk, read in chunks.
        case file(URL)
        /// Bytes already in memory (a short stream, a small file, tests, small archive members).
        case data(Data)
        /// A long stream (standard input, a named pipe) copied to a temporary file.
        case spooled(SpooledBytes)
        /// An archive member too large to hold in memory, read again from its archive.
        case member(ArchiveMemberLocation)
    }

    /// The name used in messages: the path as the user gave it, or `-` for standard input.
    public var displayName: String
    /// Where the bytes come from.
    public var source: Source
    /// The words an account export gives the file's runs (`nil` outside exports).
    public var exportWords: ExportWords?
    /// Where the files beside this one are (its folder, or its folder in its archive), for
    /// formats whose files name others; `nil` for standard input and nested archives.
    public var companions: CompanionFiles?
    /// Told, after each chunk that `forEachChunk` hands over, the bytes handed over before it
    /// and after it (for a progress line; `nil`: nobody asks).
    public var readObserver: (@Sendable (_ before: Int64, _ after: Int64) -> Void)?
    /// When set, every complete read of the bytes records their hash here (see
    /// `ReadPassHashes`); the importer sets it while it parses a file that can change
    /// under it (a file on disk, an archive member read again).
    public var readPasses: ReadPassHashes?
    /// True for a file found in a folder or an archive given to `import`, false for one named
    /// on its own: a member that holds no activity is skipped, a named one rejected.
    public var isMember = false

    /// True when the bytes are read again from a file that may change meanwhile (a file on
    /// disk, a large archive member), rather than from memory or a private temporary file.
    public var isReadAgainFromDisk: Bool {
        switch source {
        case .file, .member: return true
        case .data, .spooled: return false
        }
    }

    /// Creates an input for a file on disk, named in messages by `displayName` (default: its path).
    public init(file url: URL, displayName: String? = nil) {
        self.displayName = displayName ?? url.path
        self.source = .file(url)
        self.companions = .folder(url.deletingLastPathComponent())
    }

    /// Creates an input for bytes in memory, named in messages by `displayName`.
    public init(data: Data, displayName: String) {
        self.displayName = displayName
        self.source = .data(data)
    }

    /// Creates an input for a large archive member, named in messages by `displayName`.
    public init(member location: ArchiveMemberLocation, displayName: String) {
        self.displayName = displayName
        self.source = .member(location)
    }

    /// The chunk size used by `forEachChunk`.
    public static let chunkSize = 1 << 18

    /// Files up to this size are read into memory in one go, then hashed and parsed there.
    public static let wholeReadLimit = 4 << 20

    /// Creates an input for a stream copied to a temporary file, named in messages by `displayName`.
    public init(spooled bytes: SpooledBytes, displayName: String) {
        self.displayName = displayName
        self.source = .spooled(bytes)
    }

    /// The size in bytes, when it is known without reading: a file's, a spooled stream's, an
    /// archive member's whose header states it.
    public var byteCount: Int64? {
        switch source {
        case .data(let data): return Int64(data.count)
        case .spooled(let bytes): return Int64(bytes.count)
        case .member(let location): return location.size
        case .file(let url):
            var info = stat()
            return stat(url.path, &info) == 0 ? Int64(info.st_size) : nil
        }
    }

    /// Calls `body` with consecutive chunks of the bytes, in order, until the end or
    /// until `body` returns `false`; `readObserver` hears of each chunk. With `readPasses`
    /// set, a read that reaches the end records the hash of what it handed out.
    public func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        guard let observer = readObserver else { return try forEachHashedChunk(body) }
        var count: Int64 = 0
        try forEachHashedChunk { chunk in
            let before = count
            count += Int64(chunk.count)
            observer(before, count)
            return try body(chunk)
        }
    }

    /// `forEachChunk` without the observer.
    private func forEachHashedChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        guard let readPasses else { return try forEachRawChunk(body) }
        let digest = try SHA256()
        var stopped = false
        try forEachRawChunk { chunk in
            digest.update(chunk)
            if try body(chunk) { return true }
            stopped = true
            return false
        }
        if !stopped { readPasses.record(try digest.finalizeHex()) }
    }

    /// `forEachChunk` without the hashing.
    private func forEachRawChunk(_ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        switch source {
        case .spooled(let bytes):
            try bytes.forEachChunk(chunkSize: Self.chunkSize, body)
        case .data(let data):
            var offset = 0
            while offset < data.count {
                let end = min(offset + Self.chunkSize, data.count)
                let keepGoing = try data[data.startIndex + offset..<data.startIndex + end].withUnsafeBytes(body)
                if !keepGoing { return }
                offset = end
            }
        case .member(let location):
            do {
                try location.forEachChunk(body)
            } catch let failure as ArchiveFailure {
                throw ImportError(file: displayName, line: nil, reason: failure.reason)
            }
        case .file(let url):
            let handle: FileHandle
            do {
                handle = try FileHandle(forReadingFrom: url)
            } catch {
                throw ImportError(file: displayName, line: nil, reason: "cannot read the file (\(Self.describe(error)))")
            }
            defer { try? handle.close() }
            while true {
                let chunk: Data?
                do {
                    chunk = try handle.read(upToCount: Self.chunkSize)
                } catch {
                    throw ImportError(file: displayName, line: nil, reason: "cannot read the file (\(Self.describe(error)))")
                }
                guard let chunk, !chunk.isEmpty else { return }
                if try !chunk.withUnsafeBytes(body) { return }
            }
        }
    }

    /// The first `count` bytes (fewer when the input is shorter), for format sniffing.
    public func prefix(_ count: Int) throws -> Data {
        var result = Data()
        try forEachChunk { chunk in
            result.append(contentsOf: chunk.prefix(count - result.count))
            return result.count < count
        }
        return result
    }

    /// All the bytes at once, when there are at most `limit`; `nil` (after reading at most
    /// one chunk beyond `limit`) when there are more. Only for formats whose files are small (FIT).
    public func readAll(atMost limit: Int) throws -> Data? {
        if case .data(let data) = source { return data.count <= limit ? data : nil }
        var result = Data()
        var tooLong = false
        try forEachChunk { chunk in
            guard result.count + chunk.count <= limit else {
                tooLong = true
                return false
            }
            result.append(contentsOf: chunk)
            return true
        }
        return tooLong ? nil : result
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code))
        {
            return String(cString: message)
        }
        return nsError.localizedDescription
    }
}
