import Foundation
import LogbookTestSupport
import XCTest

/// README's quick start is run as written: every `$ logbook ...` line of its `console`
/// blocks, in order, on a fresh logbook, each command's standard output compared with the
/// lines README shows under it. README cannot drift from the program.
final class ReadmeQuickStartTests: XCTestCase {
    /// One command of README and the output it shows.
    struct Step: Equatable {
        /// The words after `$ logbook`.
        var arguments: [String]
        /// The lines shown under it, each ending in a newline.
        var output: String
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
                steps.append(Step(arguments: words(String(line.dropFirst("$ logbook".count))), output: ""))
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

    func testTheWordSplitterKeepsQuotedWordsWhole() {
        XCTAssertEqual(Self.words(" list --name \"Lunch Run\" --sport 'all' x"), ["list", "--name", "Lunch Run", "--sport", "all", "x"])
        XCTAssertEqual(
            Self.steps(of: "a\n```console\n$ logbook stats\nline 1\n\n$ logbook list\n```\n$ logbook not-in-a-block\n"),
            [Step(arguments: ["stats"], output: "line 1\n\n"), Step(arguments: ["list"], output: "")])
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
            let printed = result.stdout.trimmingCharacters(in: CharacterSet.newlines)
            XCTAssertEqual(printed, shown, "README shows another output for '" + command + "'")
        }
    }
}
