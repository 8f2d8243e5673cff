import Foundation

/// Walks an archive given to `import`, one member at a time, nested archives included,
/// turning each member into an entry for the importer.
///
/// - A member is named `<archive>:<member>` (`export.zip:activities/123.fit.gz`); a
///   compressed file (gzip, bzip2, xz) is its inner file and keeps its own name.
/// - Its format is sniffed from its content: a container is walked in turn (a zip inside a
///   zip, a `.fit.gz` inside a zip), anything else is handed to the importer.
/// - A member of at most `ImportInput.wholeReadLimit` bytes is held in memory; a larger one is
///   read again from the archive when it is imported (`ArchiveMemberLocation`), so memory
///   stays flat whatever the archive.
/// - Folders are passed over; hidden files and `__MACOSX/` are skipped; an account
///   export's `layout` says what else is skipped and which words runs get.
/// - A member that cannot be read (encrypted, unsupported compression, corrupt, a zip
///   bomb) is rejected alone; a truncated archive gives its intact members, then one
///   rejection. Bytes that only start like a container are rejected, and so is an archive
///   nested deeper than `nestingLimit`.
///
/// A class: it owns the libarchive readers of every open level.
public final class ArchiveWalker {
    private struct Level {
        let reader: ArchiveReader
        /// The name members are qualified with.
        let name: String
        /// Member indices of the levels above.
        let path: [Int]
        /// Header offsets and stored names of the members holding this archive, level by level.
        let headers: [(offset: Int64?, name: String)]
        /// The words the member holding this archive gave (nested members inherit them).
        let words: ExportWords?
    }

    /// The most archives open inside one another (the outermost counts): 16. A deeper
    /// member is rejected: no export nests so deep, and an archive that holds itself (a zip
    /// or gzip quine) would otherwise be opened until memory runs out.
    public static let nestingLimit = 16

    /// Why bytes that start like a container but are none are rejected.
    public static let notAContainerReason =
        "it starts like a compressed file or an archive (gzip, bzip2, xz, zip or tar) but is none that can be read; nothing in it was imported"

    private var levels: [Level] = []
    private let root: ArchiveRoot
    private let layout: (any ExportLayout)?
    private var pending: ImportPaths.Entry?
    private var rootFeed: ArchiveFeed?
    /// Files found in the archive so far (nested ones included).
    public private(set) var membersSeen = 0
    /// The archive's name as given (what its members are qualified with).
    public let name: String

    /// Starts walking the archive `root`, named `name` in messages; its members' runs get
    /// `words` (a compressed file of an unpacked export).
    public init(root: ArchiveRoot, name: String, layout: (any ExportLayout)? = nil, words: ExportWords? = nil) {
        self.root = root
        self.layout = layout
        self.name = name
        do {
            let feed = try root.feed()
            rootFeed = feed
            levels = [Level(reader: try ArchiveReader(feed: feed), name: name, path: [], headers: [], words: words)]
        } catch {
            pending = .unreadable(ImportError(file: name, line: nil, reason: error.reason))
        }
    }

    /// Compressed bytes read from the root so far.
    public var bytesRead: Int64 { rootFeed?.delivered ?? 0 }

    /// The next entry, or `nil` once the archive is done.
    public func next() -> ImportPaths.Entry? {
        if let pending {
            self.pending = nil
            return pending
        }
        while let level = levels.last {
            let member: ArchiveMember?
            do {
                member = try level.reader.next()
            } catch {
                close(level)
                return .unreadable(ImportError(file: level.name, line: nil, reason: error.reason))
            }
            guard let member else {
                close(level)
                continue
            }
            guard member.isFile else { continue }
            if let entry = entry(for: member, in: level) { return entry }
        }
        return nil
    }

    /// The entry for `member` of `level`, or `nil` when it is an archive now being walked.
    private func entry(for member: ArchiveMember, in level: Level) -> ImportPaths.Entry? {
        let single = level.reader.isSingleFile
        let name = single ? level.name : MemberName.qualified(archive: level.name, member: member.name)
        let path = level.path + [level.reader.memberIndex]
        let headers = level.headers + [(level.reader.headerOffset, member.name)]
        var words = level.words
        do throws(ArchiveFailure) {
            // Its one member is the bytes it was read from: opened again, they would be
            // opened again and again (found by fuzzing: a gzip of a tar with a bad checksum).
            if level.reader.readsBytesAsTheyAre {
                throw ArchiveFailure(reason: Self.notAContainerReason, endsArchive: true)
            }
            if !single && MemberName.isHidden(member.name) {
                try level.reader.drain()
                return .skipped(file: name, reason: "hidden file")
            }
            if levels.count == 1, !single, let layout {
                switch layout.role(of: member.name) {
                case .skip(let reason):
                    try level.reader.drain()
                    return .skipped(file: name, reason: reason)
                case .read(let given):
                    words = given
                }
            }
            if member.isEncrypted {
                throw ArchiveFailure(reason: ArchiveFailure.reason(libarchiveMessage: "encrypted member"), endsArchive: false)
            }
            membersSeen += 1
            var bytes = try read(level.reader, upTo: ArchiveSignature.prefixLength)
            if ArchiveSignature.detect(bytes) != nil {
                guard levels.count < Self.nestingLimit else {
                    throw ArchiveFailure(
                        reason: "archives nested more than \(Self.nestingLimit) deep; this one was not opened "
                            + "(an archive that holds itself?)",
                        endsArchive: false)
                }
                let child = try ArchiveReader(feed: ArchiveFeed(.member(level.reader), replay: [UInt8](bytes)))
                levels.append(Level(reader: child, name: name, path: path, headers: headers, words: words))
                return nil
            }
            bytes += try read(level.reader, upTo: ImportInput.wholeReadLimit + 1 - bytes.count)
            var input: ImportInput
            if bytes.count <= ImportInput.wholeReadLimit {
                input = ImportInput(data: bytes, displayName: name)
            } else {
                bytes = Data()
                try level.reader.drain()
                input = ImportInput(member: ArchiveMemberLocation(root: root, path: path, size: member.statedSize, headers: headers), displayName: name)
            }
            input.exportWords = words
            input.isMember = !single || levels.count > 1
            if levels.count == 1, !single {
                let folder = member.name.range(of: "/", options: .backwards).map { String(member.name[..<$0.upperBound]) } ?? ""
                input.companions = .archive(root, folder: folder)
            }
            return .input(input)
        } catch {
            // A failure that ends the archive ends its walk here: nothing after it can be read.
            if error.endsArchive { close(level) }
            return .unreadable(ImportError(file: name, line: nil, reason: error.reason))
        }
    }

    /// Up to `count` bytes of the current member (fewer at its end).
    private func read(_ reader: ArchiveReader, upTo count: Int) throws(ArchiveFailure) -> Data {
        var bytes = Data()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ArchiveFeed.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while bytes.count < count {
            let got = try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, count - bytes.count)]))
            if got == 0 { break }
            bytes.append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: got)
        }
        return bytes
    }

    /// Ends `level` (and any level below it); the member holding it is read to its end
    /// through the guard, so that the archive around it goes on from the next member.
    private func close(_ level: Level) {
        while let last = levels.last {
            levels.removeLast()
            if last.reader === level.reader { break }
        }
        guard let parent = levels.last else { return }
        if parent.reader.hasStopped {
            close(parent)  // its failure was reported through the member that read it
            return
        }
        do {
            try parent.reader.drain()
        } catch {
            pending = .unreadable(ImportError(file: level.name, line: nil, reason: error.reason))
            if error.endsArchive { close(parent) }
        }
    }
}
