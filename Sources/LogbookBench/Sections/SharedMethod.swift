import Foundation

/// The pieces of `../shared/bench/README.md`'s method that the shared-method section
/// follows to the letter: its data, its five alternating pairs, its medians.
enum SharedMethod {
    /// Alternating pairs per figure, as the shared method takes them.
    static let pairs = 5
    /// Runs of the whole comparison, one after the other.
    static let runs = 3
    /// `OPENSSL_ia32cap` value that clears the SHA bit (CPUID leaf 7, EBX bit 29) from what
    /// libcrypto believes the CPU offers, so that it hashes with AVX2 instead of SHA-NI.
    static let withoutSHAExtensions = ":~0x20000000"

    /// What one line of the table measured: both programs' runs and the per-pair ratios.
    struct Pairs {
        /// logbook's runs and the ceiling's.
        var mine = Measured(label: "logbook"), theirs = Measured(label: "C ceiling")
        /// C time / logbook time, and logbook CPU / C CPU, per pair.
        var ratios = Series(), cpu = Series()
    }

    /// Whether this CPU tells programs it has the SHA extensions (`sha_ni` in /proc/cpuinfo).
    static var shaExtensions: String {
        let flags = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("flags") } ?? ""
        return flags.split(separator: " ").contains("sha_ni")
            ? "SHA extensions (`sha_ni`) present, so libcrypto hashes with them"
            : "no SHA extensions (`sha_ni`) offered, so libcrypto hashes with AVX2 or plain x86"
    }

    /// The 100 files of `gen_gpx.py --runs 100 --seconds 3600 --seed 1` in `folder`
    /// (generated once; a stamp beside the folder records the arguments), as sorted paths.
    static func prepareData(generator: String, folder: URL) throws -> [String] {
        let arguments = ["--runs", "100", "--seconds", "3600", "--seed", "1"]
        let stamp = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".stamp")
        let stamped = (try? String(contentsOf: stamp, encoding: .utf8)) == arguments.joined(separator: " ")
        if !stamped {
            try? FileManager.default.removeItem(at: folder)
            Log.line("generating the shared method's data: gen_gpx.py " + arguments.joined(separator: " "))
            let made = ProcessRunner.output("python3", [generator] + arguments + ["--out", folder.path])
            guard made.status == 0 else { throw BenchError("gen_gpx.py failed: \(made.text.suffix(500))") }
            try arguments.joined(separator: " ").write(to: stamp, atomically: true, encoding: .utf8)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".gpx") }.sorted()
        guard names.count == 100 else { throw BenchError("gen_gpx.py wrote \(names.count) files instead of 100 in \(folder.path)") }
        return names.map { folder.appendingPathComponent($0).path }
    }

    /// `argv` as the executable and arguments to spawn, under `taskset -c 0` when `pinned`.
    static func launch(_ argv: [String], pinned: Bool) -> (executable: String, arguments: [String]) {
        pinned ? ("taskset", ["-c", "0"] + argv) : (argv[0], Array(argv.dropFirst()))
    }

    /// A table row: the label, both medians, the per-pair ratios, their median, the CPU ratio.
    static func row(_ label: String, _ measured: Pairs) -> [String] {
        [label, measured.mine.wall.text(digits: 3), measured.theirs.wall.text(digits: 3), measured.ratios.list(digits: 2),
         "**" + Series.format(measured.ratios.median, 2) + "x**", Series.format(measured.cpu.median, 2) + "x"]
    }
}
