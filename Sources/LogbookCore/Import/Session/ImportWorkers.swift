import Foundation

/// Where the files an import stores are read, hashed and built: on worker threads while
/// the storing thread stores the files before them, or, when the process may use a single
/// processor, on the storing thread itself when a file is asked for.
///
/// On one processor the workers gain nothing (the same work, in the same order, on the
/// same core) and cost the switches between three threads and the wake-ups between them:
/// 100 one-hour GPX files under `taskset -c 0` took 0.55 s with workers, 0.53 s without.
/// With more processors, jobs go to libdispatch's utility queue, each worker thread
/// `BackgroundTask.niceSteps` below the thread that started the job (a pool of two threads
/// of its own, taking jobs strictly in order, was measured slower on two cores).
struct ImportWorkers: Sendable {
    /// Whether jobs run on worker threads (false: where their result is asked for).
    let threaded: Bool

    /// The workers of this process: threaded unless it may run on one processor only.
    static let shared = ImportWorkers(threaded: usableProcessors() > 1)

    /// Runs `job` on a worker thread, `nice` being the `nice` value that thread takes.
    func submit(nice: Int32, _ job: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .utility).async {
            BackgroundTask<Void>.setCurrentThreadNice(nice)
            job()
        }
    }

    /// The processors this process may run on (its affinity mask, which `taskset` sets, as
    /// `Cpus_allowed` in `/proc/self/status` states it), at least 1; the processors online
    /// when that cannot be read.
    static func usableProcessors() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return max(1, ProcessInfo.processInfo.activeProcessorCount)
        }
        return processors(inStatus: status) ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The number of processors the `Cpus_allowed:` line of a `/proc/<pid>/status` text
    /// allows (a hexadecimal mask in comma-separated groups), or nil without one.
    static func processors(inStatus status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return nil }
        var count = 0
        for character in line.dropFirst("Cpus_allowed:".count) {
            guard let value = character.hexDigitValue else { continue }
            count += value.nonzeroBitCount
        }
        return count > 0 ? count : nil
    }
}
