import Foundation
import LogbookTestSupport
import XCTest

/// README's quick start is run as written: every `$ logbook ...` line of its `console`
/// blocks, in order, on a fresh logbook, each command's standard output compared with the
/// lines README shows under it. README cannot drift from the program.
///
/// Two shorthands keep README short: a command ending in `| head -N` is compared on its
/// first N lines, and `…` in a shown line stands for what differs from one machine or day
/// to the next (an import time, a folder).
final class ReadmeQuickStartTests: XCTestCase {
    /// One command of README and the output it shows.
    struct Step: Equatable {
        /// The words after `$ logbook`.
        var arguments: [String]
        /// The lines shown under it, each ending in a newline.
        var output: String
        /// `N` of a trailing `| head -N`: only the first N lines are compared.
        var head: Int? = nil
    }

    /// The package's README.
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The steps of every ```console block of `text`, in order.
    static func steps(of text: String) -> [Step] {
        var steps: [Step] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```console" { inBlock = true; continue }
            if inBlock && line == "```" { inBlock = false; continue }
            guard inBlock else { continue }
            if line.hasPrefix("$ logbook") {
                var command = String(line.dropFirst("$ logbook".count))
                var head: Int?
                if let bar = command.range(of: " | head -"), let count = Int(command[bar.upperBound...]) {
                    head = count
                    command = String(command[..<bar.lowerBound])
                }
                steps.append(Step(arguments: words(command), output: "", head: head))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output += line + "\n"
            }
        }
        return steps
    }

    /// `text` split as a shell splits plain words and "double" or 'single' quoted ones.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = "", quote: Character?, started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == " " {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }

    /// True when `printed` is `shown`, each `…` of `shown` standing for any text within its line.
    static func matches(_ printed: String, _ shown: String) -> Bool {
        let printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        guard printedLines.count == shownLines.count else { return false }
        for (line, pattern) in zip(printedLines, shownLines) {
            let pieces = pattern.components(separatedBy: "…")
            guard pieces.count > 1 else {
                if line != pattern { return false }
                continue
            }
            var rest = Substring(line)
            guard rest.hasPrefix(pieces[0]) else { return false }
            rest = rest.dropFirst(pieces[0].count)
            for piece in pieces.dropFirst().dropLast() {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            guard let last = pieces.last, rest.hasSuffix(last) else { return false }
        }
        return true
    }

    func testTheWildcardStandsForTextWithinALine() {
        XCTAssertTrue(Self.matches("Report written to /tmp/x/report/index.html: 3", "Report written to …/report/index.html: 3"))
        XCTAssertTrue(Self.matches("first  gpx  2026-12-06T23:26:18+00:00  kept", "first  gpx  …  kept"))
        XCTAssertFalse(Self.matches("first  gpx  2026  lost", "first  gpx  …  kept"))
        XCTAssertFalse(Self.matches("a\nb", "a"))
        XCTAssertFalse(Self.matches("abc", "abd"))
    }

    func testTheWordSplitterKeepsQuotedWordsWhole() {
        XCTAssertEqual(Self.words(" list --name \"Lunch Run\" --sport 'all' x"), ["list", "--name", "Lunch Run", "--sport", "all", "x"])
        XCTAssertEqual(
            Self.steps(of: "a\n```console\n$ logbook stats\nline 1\n\n$ logbook list | head -3\n```\n$ logbook not-in-a-block\n"),
            [Step(arguments: ["stats"], output: "line 1\n\n"), Step(arguments: ["list"], output: "", head: 3)])
    }

    func testTheQuickStartPrintsWhatREADMEShows() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let steps = Self.steps(of: text)
        XCTAssertGreaterThanOrEqual(steps.count, 6, "README's quick start shows its commands in ```console blocks")
        XCTAssertTrue(steps.contains { $0.arguments.first == "import" })
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // The examples where README's commands name them, from the folder the commands run in.
        let examples = Self.readme.deletingLastPathComponent().appendingPathComponent("Tests/Examples")
        try FileManager.default.createDirectory(atPath: folder.path("Tests"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Tests/Examples"), withDestinationPath: examples.path)
        let environment = [
            "LOGBOOK_DB": folder.path("logbook.sqlite"), "XDG_CONFIG_HOME": folder.path("config"), "COLUMNS": "100",
        ]
        for step in steps {
            let command = "logbook " + step.arguments.joined(separator: " ")
            let result = try CLIRunner.run(
                step.arguments, environment: environment, currentDirectory: folder.url)
            XCTAssertEqual(result.status, 0, command + ": " + result.stderr)
            let shown = step.output.trimmingCharacters(in: CharacterSet.newlines)
            var printed = result.stdout.trimmingCharacters(in: CharacterSet.newlines)
            if let head = step.head {
                printed = printed.split(separator: "\n", omittingEmptySubsequences: false).prefix(head).joined(separator: "\n")
            }
            XCTAssertTrue(Self.matches(printed, shown), "README shows another output for '" + command + "':\n" + printed)
        }
    }
}
