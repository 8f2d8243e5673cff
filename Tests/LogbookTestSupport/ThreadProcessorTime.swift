import Foundation

/// The processor time the calling thread has used: a bound on work done in the test's own
/// thread that, unlike a wall-clock time, does not grow when the machine is busy.
public enum ThreadProcessorTime {
    /// User and system seconds of the calling thread so far.
    public static func seconds() -> Double {
        var usage = rusage()
        // RUSAGE_THREAD (1) is a GNU extension the Glibc module does not name.
        guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The processor seconds `body` takes on the calling thread, and its result.
    public static func measure<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
        let before = seconds()
        let value = try body()
        return (value, seconds() - before)
    }
}
