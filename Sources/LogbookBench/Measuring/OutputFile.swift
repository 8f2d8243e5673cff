import Foundation

/// A file written through a 1 MiB byte buffer, with number formatting that needs no
/// `String(format:)` (which would make generating 800,000 points slow).
final class OutputFile {
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    /// Bytes written so far (buffered or not).
    private(set) var byteCount = 0

    /// Creates (truncates) the file at `path`.
    init(path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw BenchError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        self.file = file
        buffer.reserveCapacity(1 << 20)
    }

    deinit {
        fclose(file)
    }

    /// Appends UTF-8 text.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        byteCount += text.utf8.count
    }

    /// Appends an integer in decimal.
    func write(_ value: Int) {
        if value < 0 {
            append(0x2D)
            writeDigits(UInt64(-value), minimumWidth: 1)
        } else {
            writeDigits(UInt64(value), minimumWidth: 1)
        }
    }

    /// Appends `value` with exactly `decimals` digits after the point (rounded half away from zero).
    func write(_ value: Double, decimals: Int) {
        let scale = Self.powersOfTen[decimals]
        let scaled = UInt64((abs(value) * Double(scale)).rounded())
        if value < 0 && scaled != 0 { append(0x2D) }
        writeDigits(scaled / scale, minimumWidth: 1)
        if decimals > 0 {
            append(0x2E)
            writeDigits(scaled % scale, minimumWidth: decimals)
        }
    }

    /// Appends a non-negative integer, zero-padded to `minimumWidth` digits.
    func writeDigits(_ value: UInt64, minimumWidth: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { bytes in
            repeat {
                bytes[count] = UInt8(0x30 + rest % 10)
                rest /= 10
                count += 1
            } while rest > 0 || count < minimumWidth
            for index in stride(from: count - 1, through: 0, by: -1) { append(bytes[index]) }
        }
    }

    /// Writes what is buffered and closes nothing; call before reading the file back.
    func flush() throws {
        let written = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == buffer.count, fflush(file) == 0 else {
            throw BenchError("cannot write: \(String(cString: strerror(errno)))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func append(_ byte: UInt8) {
        buffer.append(byte)
        byteCount += 1
    }

    /// Writes the buffer out once it is nearly full.
    func flushIfFull() throws {
        if buffer.count >= (1 << 20) - 4096 { try flush() }
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000]
}
