import Foundation

/// The compressed bytes libarchive reads an archive from: a file, bytes in memory, or the
/// member of a parent archive being read (a zip inside a zip), pulled in 64 KiB chunks.
///
/// It counts the bytes it hands over, so that `ArchiveReader` can compare what a member
/// inflates to with what it consumed (`InflationGuard`). A class: it owns the file
/// descriptor and the buffer libarchive reads from.
final class ArchiveFeed {
    /// Where the bytes come from.
    enum Origin {
        /// An open file descriptor, owned and closed by the feed.
        case descriptor(Int32)
        /// Bytes in memory.
        case data(Data)
        /// The current member of a parent archive.
        case member(ArchiveReader)
    }

    /// The size of the chunks handed to libarchive.
    static let chunkSize = 64 << 10

    private let origin: Origin
    /// Bytes already taken from the origin (to sniff it) and handed over first.
    private var replay: [UInt8]
    private var replayOffset = 0
    private var dataOffset = 0
    /// The buffer libarchive reads the last chunk from.
    let buffer: UnsafeMutableRawBufferPointer
    /// Bytes handed to libarchive so far (skipped bytes included).
    private(set) var delivered: Int64 = 0
    /// What went wrong in the origin (a read error, the parent's zip bomb), for the
    /// reader to throw once libarchive gives up.
    var failure: ArchiveFailure?

    /// A feed over `origin`, handing over `replay` first.
    init(_ origin: Origin, replay: [UInt8] = []) {
        self.origin = origin
        self.replay = replay
        self.buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    /// A feed over the file at `path`.
    static func file(_ path: String) throws(ArchiveFailure) -> ArchiveFeed {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ArchiveFailure(reason: "cannot read the file (\(String(cString: strerror(errno))))", endsArchive: true)
        }
        return ArchiveFeed(.descriptor(descriptor))
    }

    deinit {
        if case .descriptor(let descriptor) = origin { close(descriptor) }
        buffer.deallocate()
    }

    /// True when the origin can skip and seek (a file or bytes, not a parent's member).
    var canSeek: Bool {
        if case .member = origin { return false }
        return true
    }

    /// Fills `buffer` with the next chunk: its length, 0 at the end, -1 on failure.
    func fill() -> Int {
        if replayOffset < replay.count {
            let count = min(replay.count - replayOffset, buffer.count)
            replay[replayOffset..<replayOffset + count].withUnsafeBytes { buffer.copyMemory(from: $0) }
            replayOffset += count
            if replayOffset == replay.count { replay = [] }
            return handedOver(count)
        }
        switch origin {
        case .descriptor(let descriptor):
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count >= 0 { return handedOver(count) }
                if errno == EINTR { continue }
                failure = ArchiveFailure(reason: "cannot read the file (\(String(cString: strerror(errno))))", endsArchive: true)
                return -1
            }
        case .data(let data):
            let count = min(data.count - dataOffset, buffer.count)
            let start = data.startIndex + dataOffset
            data[start..<start + count].withUnsafeBytes { buffer.copyMemory(from: $0) }
            dataOffset += count
            return handedOver(count)
        case .member(let parent):
            do {
                return handedOver(try parent.read(into: buffer))
            } catch {
                failure = error
                return -1
            }
        }
    }

    /// Starts the feed `offset` bytes into its origin, before libarchive reads anything: a
    /// file or bytes are sought (nothing is read), a parent's member is read that far and
    /// the bytes dropped (through the parent's inflation guard).
    func start(at offset: Int64) throws(ArchiveFailure) {
        guard offset > 0 else { return }
        if case .member(let parent) = origin {
            var remaining = offset
            while remaining > 0 {
                let wanted = Int(min(remaining, Int64(buffer.count)))
                let count = try parent.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]))
                guard count > 0 else { throw ArchiveFailure(reason: "the member is no longer in the archive", endsArchive: true) }
                remaining -= Int64(count)
            }
            return
        }
        guard seek(offset, whence: SEEK_SET) == offset else {
            throw ArchiveFailure(reason: "the member is no longer in the archive", endsArchive: true)
        }
    }

    /// Moves to `offset` (from the start, the current position or the end, as `lseek`),
    /// returning the new position or -1. Only for a file or bytes.
    func seek(_ offset: Int64, whence: Int32) -> Int64 {
        switch origin {
        case .descriptor(let descriptor):
            return Int64(lseek(descriptor, off_t(offset), whence))
        case .data(let data):
            let base: Int64 = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? Int64(dataOffset) : Int64(data.count)
            let (target, overflow) = base.addingReportingOverflow(offset)
            guard !overflow, target >= 0, target <= Int64(data.count) else { return -1 }
            dataOffset = Int(target)
            return target
        case .member:
            return -1
        }
    }

    /// Skips up to `count` bytes forward without reading them; returns how many.
    func skip(_ count: Int64) -> Int64 {
        guard replayOffset >= replay.count, count > 0, canSeek else { return 0 }
        let before = seek(0, whence: SEEK_CUR)
        let after = seek(count, whence: SEEK_CUR)
        guard before >= 0, after >= 0 else { return 0 }
        delivered += after - before
        return after - before
    }

    private func handedOver(_ count: Int) -> Int {
        delivered += Int64(count)
        return count
    }
}
