import Foundation

extension BenchRunner {
    /// Where a command's start-up goes: the dynamic loader's relocations and time
    /// (`LD_DEBUG=statistics`) and the page faults of `--version`, beside sqlite3's.
    mutating func startupSection() throws {
        let probe = path("ld-statistics.txt")
        var rows: [[String]] = []
        for (label, executable, arguments) in [("`logbook --version`", logbook, ["--version"]), ("`sqlite3 -version`", "sqlite3", ["-version"])] {
            _ = try ProcessRunner.run(executable, arguments, stderrPath: probe, environment: ["LD_DEBUG": "statistics"])
            let text = (try? String(contentsOfFile: probe, encoding: .utf8)) ?? ""
            func figure(_ key: String) -> String {
                text.split(separator: "\n").first { $0.contains(key) }?.split(separator: ":").last
                    .map { $0.trimmingCharacters(in: .whitespaces) } ?? "-"
            }
            var faults = Series()
            for _ in 0..<5 { faults.add(Double(try ProcessRunner.run(executable, arguments).minorFaults)) }
            rows.append([label, figure("relative relocations"), figure("final number of relocations"),
                         figure("total startup time in dynamic loader"), String(format: "%.0f", faults.median)])
        }
        report.add("## Start-up\n")
        report.add("The dynamic loader's own figures (`LD_DEBUG=statistics`) and minor page faults (median of 5) of one process.\n")
        report.table(["Command", "Relative relocations", "Symbol relocations", "Loader time", "Minor page faults"], rows,
                     rightAligned: [1, 2, 3, 4])
    }
}
