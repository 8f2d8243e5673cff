#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import LogbookSupport

/// Reads standard input or a named pipe for an import, never without bound.
///
/// A stream can be read only once, but an import reads a file twice (hash, then parse).
/// So the stream is read in chunks: its first `FormatSniffer.prefixLength` bytes are
/// judged at once (endless zeros from `/dev/zero` stop there as an unknown format); up to
/// `ImportInput.wholeReadLimit` bytes stay in memory, and beyond that everything goes to an
/// unnamed file in the temporary folder, so memory does not follow the stream's size.
/// Waiting for bytes is done in short polls, so that Ctrl-C (`isCancelled`) always ends
/// it, and a named pipe that nobody writes to is given up after `writerWait` seconds.
public struct StreamReading: Sendable {
    /// The folder of the temporary file; `nil` for `SpoolSettings.temporaryFolder`.
    public var folder: String?
    /// The most bytes one stream may bring (8 GiB, far beyond any export).
    public var sizeLimit: Int
    /// How long a named pipe may stay silent before its first byte, in seconds.
    public var writerWait: Double
    /// True once the import should stop (Ctrl-C).
    public var isCancelled: @Sendable () -> Bool

    /// Creates the settings.
    public init(
        folder: String? = nil, sizeLimit: Int = 8 << 30, writerWait: Double = 60,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.folder = folder
        self.sizeLimit = sizeLimit
        self.writerWait = writerWait
        self.isCancelled = isCancelled
    }

    /// Reads the stream on `descriptor` (left open) to its end, or as far as its first bytes
    /// when they are no export. `waitsForWriter` bounds the silence before the first byte
    /// (a named pipe); `name` is used in messages.
    public func read(descriptor: Int32, name: String, waitsForWriter: Bool) -> ImportPaths.Entry {
        func refused(_ reason: String) -> ImportPaths.Entry {
            .unreadable(ImportError(file: name, line: nil, reason: reason))
        }
        var memory = Data()
        var spilled: SpooledBytes?
        var total = 0
        var judged = false
        var announced = false
        let started = ContinuousClock.now
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ImportInput.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            if isCancelled() { return refused("interrupted while reading") }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0 {
                if errno == EINTR { continue }
                return refused("cannot read it (\(String(cString: strerror(errno))))")
            }
            if ready == 0 {
                if total == 0, !announced {
                    WaitNotice.announce()
                    announced = true
                }
                if waitsForWriter, total == 0, ContinuousClock.now - started > .seconds(writerWait) {
                    return refused(
                        "nothing was written to this named pipe within \(Int(writerWait)) s; nothing was imported from it")
                }
                continue
            }
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return refused("cannot read it (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            total += count
            if total > sizeLimit {
                return refused("more than \(sizeLimit >> 20) MiB arrived; save it to a file and import the file")
            }
            do {
                if let spilled {
                    try spilled.append(chunk)
                } else if memory.count + count <= ImportInput.wholeReadLimit {
                    memory.append(contentsOf: chunk)
                } else {
                    let file = try SpooledBytes(folder: folder ?? SpoolSettings.temporaryFolder)
                    try memory.withUnsafeBytes { try file.append($0) }
                    try file.append(chunk)
                    memory = Data()
                    spilled = file
                }
            } catch let error as SpoolError {
                return refused(
                    "\(error.reason); a stream is kept in a temporary file while it is imported "
                        + "(set TMPDIR to a writable folder with free space); nothing was imported from it")
            } catch {
                return refused("cannot keep it (\(error))")
            }
            if !judged, total >= FormatSniffer.prefixLength, spilled == nil {
                // No export begins like this: the importer rejects these first bytes as it would the whole.
                // (An XML prolog longer than the first bytes is judged again on more of them.)
                let prefix = memory.prefix(FormatSniffer.longPrefixLength)
                if !FormatSniffer.mayNeedMore(prefix) || total >= FormatSniffer.longPrefixLength {
                    judged = true
                    if FormatSniffer.detect(prefix) == nil { return .input(ImportInput(data: memory, displayName: name)) }
                }
            }
        }
        if let spilled { return .input(ImportInput(spooled: spilled, displayName: name)) }
        return .input(ImportInput(data: memory, displayName: name))
    }
}
