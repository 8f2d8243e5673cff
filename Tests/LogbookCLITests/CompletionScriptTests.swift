import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// `logbook completions bash|zsh|fish`: scripts made from the commands' declarations.
final class CompletionScriptTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Runs `body` in bash after sourcing the generated script; returns its stdout.
    private func bash(_ body: String, in directory: String? = nil) throws -> String {
        let generated = try CLIRunner.run(["completions", "bash"])
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let script = folder.path("logbook.bash")
        try generated.stdout.write(toFile: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", "source \(script) || exit 9\n\(body)"]
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, body)
        return String(decoding: data, as: UTF8.self)
    }

    /// What `_logbook` offers for the words typed so far (the last one being completed).
    private func offers(_ words: [String], in directory: String? = nil) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let output = try bash(
            "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _logbook; printf '%s\\n' \"${COMPREPLY[@]}\"", in: directory)
        return output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    func testBashRegistersTheFunction() throws {
        XCTAssertEqual(try bash("complete -p logbook"), "complete -F _logbook logbook\n")
    }

    func testBashOffersTheSubcommands() throws {
        XCTAssertEqual(try offers(["logbook", ""]), LogbookCLI.commands.map(\.name) + ["help", "--help", "--version"])
        XCTAssertEqual(try offers(["logbook", "st"]), ["stats", "streaks"])
        XCTAssertEqual(try offers(["logbook", "help", "mi"]), ["migrate"])
    }

    func testBashOffersACommandsOptionsAndTheirValues() throws {
        XCTAssertEqual(try offers(["logbook", "stats", "--we"]), ["--weekly", "--week-start"])
        XCTAssertEqual(try offers(["logbook", "stats", "--week-start", ""]), ["monday", "sunday"])
        XCTAssertEqual(try offers(["logbook", "list", "--units", ""]), ["km", "mi"])
        XCTAssertEqual(try offers(["logbook", "import", "--d"]), ["--distance-source", "--dry-run", "--db"])
        XCTAssertEqual(try offers(["logbook", "import", "--distance-source", ""]), ["device", "gps"])
        XCTAssertEqual(try offers(["logbook", "completions", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(try offers(["logbook", "clean", "--rules", "too_s"]), ["too_short", "too_slow"])
        XCTAssertEqual(try offers(["logbook", "list", "--limit", ""]), [])
    }

    func testBashOffersFilesForPathsAndTheDatabase() throws {
        try TrackFiles.write("x", to: "runs/morning.gpx", in: folder)
        try TrackFiles.write("x", to: "runs/evening.tcx", in: folder)
        let runs = folder.path("runs")
        XCTAssertEqual(try offers(["logbook", "import", "mor"], in: runs), ["morning.gpx"])
        XCTAssertEqual(try offers(["logbook", "stats", "--db", "eve"], in: runs), ["evening.tcx"])
    }

    /// Without zsh installed, the script's structure is checked: one `_arguments` block per
    /// command with every option, exclusive choices excluding each other.
    func testZshScriptHasASpecForEveryOption() throws {
        let result = try CLIRunner.run(["completions", "zsh"])
        XCTAssertEqual(result.status, 0)
        let script = result.stdout
        XCTAssertTrue(script.hasPrefix("#compdef logbook\n"))
        XCTAssertTrue(script.hasSuffix("_logbook \"$@\"\n"))
        for command in LogbookCLI.commands {
            XCTAssertTrue(script.contains("        '\(command.name):"), command.name)
            XCTAssertTrue(script.contains("    \(command.name))\n            _arguments -s \\\n"), command.name)
        }
        XCTAssertTrue(script.contains("'(--weekly --monthly --yearly -W)'{-W,--weekly}'[One row per week"), script)
        XCTAssertTrue(script.contains("'(--db)'--db'[The logbook database"), script)
        XCTAssertTrue(script.contains(":path:_files'"), script)
        XCTAssertTrue(script.contains("'[Only these rules, comma-separated (default: all).]:list:(non_finite impossible zero_distance too_short too_fast too_slow wrong_sport duplicate distance_mismatch left_running recording_tail)'"), script)
        XCTAssertTrue(script.contains("'*:path:_files'"), script)
        try syntaxCheck(script, shell: "/usr/bin/zsh", arguments: ["-n"])
    }

    /// Without fish installed, the script's structure is checked: a line per subcommand and per option.
    func testFishScriptHasALinePerOption() throws {
        let result = try CLIRunner.run(["completions", "fish"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for command in LogbookCLI.commands {
            XCTAssertTrue(lines.contains { $0.hasPrefix("complete -c logbook -n __fish_use_subcommand -a \(command.name) -d ") }, command.name)
            let own = lines.filter { $0.hasPrefix("complete -c logbook -n '__fish_seen_subcommand_from \(command.name)'") }
            XCTAssertEqual(own.count, command.declarations.count, command.name)
        }
        XCTAssertTrue(lines.contains(
            "complete -c logbook -n '__fish_seen_subcommand_from stats' -s W -l weekly -d 'One row per week (ISO weeks from Monday, e.g. 2024-W09).'"))
        XCTAssertTrue(lines.contains(
            "complete -c logbook -n '__fish_seen_subcommand_from list' -l units -r -x -a 'km mi' -d 'Show distances and paces in km (default) or miles.'"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("complete -c logbook -n '__fish_seen_subcommand_from show' -l db -r -F -d ") })
        XCTAssertTrue(lines.contains(
            "complete -c logbook -n '__fish_seen_subcommand_from show' -d 'The run\\'s id, as \\'logbook list\\' shows it; \\'last\\' or -1 for the latest run, -N for the N-th latest (default: the latest).'"))
        try syntaxCheck(result.stdout, shell: "/usr/bin/fish", arguments: ["--no-execute"])
    }

    func testAnUnknownShellIsAUsageError() throws {
        let result = try CLIRunner.run(["completions", "tcsh"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("Error: The value 'tcsh' is invalid for '<shell>': expected bash, zsh or fish\nUsage: logbook completions <shell>\n"), result.stderr)
    }

    /// Parses `script` with `shell` when it is installed (it is not needed: the checks above
    /// stand on their own).
    private func syntaxCheck(_ script: String, shell: String, arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: shell) else { return }
        let path = folder.path("script")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments + [path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(shell) \(arguments) refused the script")
    }
}
