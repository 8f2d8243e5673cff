import Foundation

/// Runs the `logbook` binary once and reports that child's own peak memory: its `VmHWM`
/// in `/proc/<pid>/status`, read every 2 ms until it exits. (`ru_maxrss` cannot tell: a
/// child spawned from the test process inherits the test process's own high-water mark.)
enum MeasuredRun {
    /// Exit status, peak resident memory in KiB, processor seconds, standard output and error.
    struct Outcome {
        var status: Int32
        var peakKiB: Int
        /// User and system time of the child: unlike wall-clock time, a busy machine does not inflate it.
        var cpuSeconds: Double
        var stdout: String
        var stderr: String
    }

    /// Runs `logbook arguments` with TZ=UTC and output in files under `folder`.
    static func logbook(_ arguments: [String], folder: URL) throws -> Outcome {
        let out = folder.appendingPathComponent("measured.out").path
        let err = folder.appendingPathComponent("measured.err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let pid = try ChildSpawn.logbook(arguments, actions: &actions)
        var status: Int32 = 0
        var peak = 0
        var usage = rusage()
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid || (done < 0 && errno != EINTR) { break }
            if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                peak = max(peak, kib)
            }
            usleep(2000)
        }
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(
            status: exit, peakKiB: peak,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
            stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }
}
