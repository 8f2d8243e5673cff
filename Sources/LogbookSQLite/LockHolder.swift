import Foundation
import LogbookSupport

/// The process holding a logbook's write lock, found in the kernel's lock table
/// (`/proc/locks`), so that a command giving up on a busy logbook can say which one.
public struct LockHolder: Sendable, Equatable {
    /// Its process id.
    public var pid: Int32
    /// Its command line, at most 40 characters of it.
    public var command: String
    /// True when it is stopped (Ctrl-Z), so it will not let go until resumed.
    public var isStopped: Bool

    /// The byte of a WAL logbook's `-shm` file its one writer locks (SQLite's WAL_WRITE_LOCK).
    static let writeLockByte: UInt64 = 120

    /// The pids holding a write lock in `locks` (the text of `/proc/locks`) on the file
    /// `device`:`inode` that covers byte `byte` (any byte for `flock` locks), waiters left out.
    static func writers(in locks: String, device: String, inode: UInt64, byte: UInt64) -> [Int32] {
        var pids: [Int32] = []
        for line in locks.split(separator: "\n") {
            let fields = line.split(separator: " ")
            // "1: POSIX  ADVISORY  WRITE 20561 fe:00:16270227 120 120"; waiters show "->".
            guard fields.count >= 8, fields[1] != "->", fields[3] == "WRITE", let pid = Int32(fields[4]), pid > 0 else { continue }
            let file = fields[5].split(separator: ":")
            guard file.count == 3, "\(file[0]):\(file[1])" == device, UInt64(file[2]) == inode else { continue }
            let start = UInt64(fields[6]) ?? 0
            let end = fields[7] == "EOF" ? UInt64.max : UInt64(fields[7]) ?? 0
            if fields[1] == "FLOCK" || (start...max(start, end)).contains(byte) { pids.append(pid) }
        }
        return pids
    }

    /// `fe:00`, as `/proc/locks` writes the device of a file: major and minor in hex.
    static func deviceText(_ device: UInt64) -> String {
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
        let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
        return String(format: "%02llx:%02llx", major, minor)
    }

    /// The other process holding the write lock of the logbook at `databasePath` (its
    /// `-shm` file) or the upgrade lock of its folder, or nil when none can be found
    /// (no lock table, a holder in this process, or the lock already let go).
    public static func find(databasePath: String) -> LockHolder? {
        guard let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return nil }
        var candidates: [(path: String, byte: UInt64)] = [(databasePath + "-shm", writeLockByte)]
        let slash = databasePath.lastIndex(of: "/")
        candidates.append((slash.map { String(databasePath[..<$0]).isEmpty ? "/" : String(databasePath[..<$0]) } ?? ".", 0))
        for candidate in candidates {
            var info = stat()
            guard stat(candidate.path, &info) == 0 else { continue }
            let pids = writers(in: locks, device: deviceText(UInt64(info.st_dev)), inode: UInt64(info.st_ino), byte: candidate.byte)
            if let pid = pids.first(where: { $0 != getpid() }) { return describe(pid: pid) }
        }
        return nil
    }

    /// The process `pid` from `/proc`: its command line and whether it is stopped.
    static func describe(pid: Int32) -> LockHolder {
        let raw = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        let words = raw.prefix(4096).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        // The program by its name alone (`logbook import run.gpx`), its arguments as given.
        let command = (words.first.map { [($0 as NSString).lastPathComponent] } ?? []) + words.dropFirst()
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // "pid (comm) S ...": the state follows the last ')'.
        let state = stat.lastIndex(of: ")").map { stat[stat.index(after: $0)...].trimmingCharacters(in: .whitespaces).prefix(1) } ?? ""
        return LockHolder(pid: pid, command: MessageExcerpt.of(command.joined(separator: " ")), isStopped: state == "T" || state == "t")
    }
}
