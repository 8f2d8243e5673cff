import Foundation

/// Writes a large generated file in 1 MiB pieces, counting the bytes written.
final class PieceWriter {
    private let handle: FileHandle
    private var pending: [UInt8] = []
    /// Bytes handed to `add` so far.
    private(set) var written = 0

    /// Creates (or empties) the file at `path`.
    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw BenchError("cannot write \(path)")
        }
        self.handle = handle
        pending.reserveCapacity(1 << 20)
    }

    /// Appends `text`.
    func add(_ text: String) {
        pending.append(contentsOf: text.utf8)
        written += text.utf8.count
        if pending.count >= 1 << 20 {
            handle.write(Data(pending))
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Writes what is left and closes the file.
    func close() throws {
        handle.write(Data(pending))
        pending.removeAll()
        try handle.close()
    }
}
