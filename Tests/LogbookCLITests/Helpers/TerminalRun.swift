import Foundation
import XCTest

/// Runs the `logbook` binary with standard input, output and error on a pseudo-terminal, as
/// in a runner's shell, and gives back every byte it wrote there, and the lines a terminal
/// shows once those bytes are drawn (`TerminalScreen`).
enum TerminalRun {
    /// What one run on the terminal gave.
    struct Outcome {
        /// Exit status (128 + the signal for a process a signal ended).
        var status: Int32
        /// Every byte written to the terminal, control sequences included.
        var bytes: String
        /// The lines the terminal shows at the end.
        var screen: [String] { TerminalScreen.lines(of: bytes) }
    }

    /// Runs `logbook arguments` on a 120-column terminal; once `interruptWhen` is true of the
    /// bytes written so far, sends it SIGINT (as Ctrl-C does), once. Killed after `timeout` s.
    static func logbook(
        _ arguments: [String], interruptWhen: ((String) -> Bool)? = nil, timeout: TimeInterval = 600,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Outcome {
        // posix_openpt, unlockpt and ptsname are X/Open names the Glibc module leaves out:
        // the same through /dev/ptmx and its ioctls (TIOCSPTLCK, TIOCGPTN).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
        }
        defer { close(master) }
        let slave = "/dev/pts/\(number)"
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, slave, O_RDWR, 0) }
        let pid = try ChildSpawn.logbook(arguments, actions: &actions, extraEnvironment: ["TERM=xterm"])

        var bytes: [UInt8] = []
        var status: Int32 = 0
        var exited = false
        var interrupted = interruptWhen == nil
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 20) > 0 {
                let count = read(master, &buffer, buffer.count)
                if count > 0 {
                    bytes += buffer[0..<count]
                    if !interrupted, let interruptWhen, interruptWhen(String(decoding: bytes, as: UTF8.self)) {
                        interrupted = true
                        kill(pid, SIGINT)
                    }
                    continue
                }
                // EIO: the child and every process holding the terminal are gone.
                if exited { break }
            }
            if !exited, waitpid(pid, &status, WNOHANG) == pid { exited = true; continue }
            if exited { break }
            if Date() > deadline {
                XCTFail("logbook \(arguments.joined(separator: " ")) still ran after \(timeout) s; killed", file: file, line: line)
                kill(pid, SIGKILL)
            }
        }
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exit, bytes: String(decoding: bytes, as: UTF8.self))
    }
}
