import Foundation

/// Runs one whole process and measures it from the outside: wall time from spawn to
/// exit, CPU time, and its peak resident memory.
///
/// Peak memory comes from GNU `/usr/bin/time` wrapped around the command: a child
/// spawned straight from this (larger) process inherits this process's high-water mark
/// in `ru_maxrss`, whereas `time` is small and reports its own child's. Without GNU
/// time the figure is `wait4`'s `ru_maxrss`, a ceiling that includes the benchmark's own.
enum ProcessRunner {
    /// GNU time, when installed.
    static let gnuTime: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    /// What one process run cost.
    struct Outcome {
        /// Wall-clock seconds from spawn to exit.
        var seconds: Double
        /// User plus system CPU seconds.
        var cpuSeconds: Double
        /// Peak resident set size in bytes.
        var maxRSS: Int
        /// The exit status (128 + signal when killed by one).
        var status: Int32
        /// Minor page faults of the child (0 under GNU time, which reports its own).
        var minorFaults = 0
    }

    /// Runs `executable` with `arguments`; stdout goes to `stdoutPath` (default
    /// /dev/null), stderr to `stderrPath` (default /dev/null). `environment` entries
    /// are added to this process's environment.
    static func run(
        _ executable: String, _ arguments: [String], stdoutPath: String = "/dev/null", stderrPath: String = "/dev/null",
        environment: [String: String] = [:], measureMemory: Bool = false
    ) throws -> Outcome {
        let memoryFile = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-bench-\(getpid()).rss").path
        if measureMemory, let gnuTime {
            unlink(memoryFile)
            var outcome = try run(gnuTime, ["-f", "%M", "-o", memoryFile, executable] + arguments, stdoutPath: stdoutPath,
                                  stderrPath: stderrPath, environment: environment)
            let text = (try? String(contentsOfFile: memoryFile, encoding: .utf8)) ?? ""
            if let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
                outcome.maxRSS = kilobytes * 1024
            }
            return outcome
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let started = Self.now()
        let code = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard code == 0 else { throw BenchError("cannot start \(executable): \(String(cString: strerror(code)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Self.now() - started
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(seconds: seconds, cpuSeconds: cpu, maxRSS: Int(usage.ru_maxrss) * 1024, status: exitStatus,
                       minorFaults: Int(usage.ru_minflt))
    }

    /// Runs a process and returns its standard output as text (for versions and checks).
    static func output(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, text: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-bench-\(getpid()).out").path
        defer { unlink(path) }
        guard let outcome = try? run(executable, arguments, stdoutPath: path, stderrPath: path, environment: environment) else {
            return (127, "")
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (outcome.status, text)
    }

    /// A monotonic clock in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
