import XCTest

@testable import LogbookCore

/// Hostile words from files shown as text: no markup, no script, no broken attribute.
final class HTMLTextTests: XCTestCase {
    private let hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>"

    func testHostileNameBecomesText() {
        XCTAssertEqual(
            HTMLText.escape(hostile),
            "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;")
        XCTAssertFalse(HTMLText.escape(hostile).contains("<"))
    }

    func testAttributeCannotCloseItsQuotes() {
        let value = HTMLText.attribute("\" onmouseover='x' `y`\nz\t&")
        XCTAssertEqual(value, "&quot; onmouseover=&#39;x&#39; &#96;y&#96;&#10;z&#9;&amp;")
        XCTAssertFalse(value.contains("\""))
        XCTAssertFalse(value.contains("'"))
    }

    func testControlsBecomeReplacementCharactersAndLettersStay() {
        XCTAssertEqual(HTMLText.escape("a\u{0}b\u{1b}[31mc\u{85}"), "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}")
        XCTAssertEqual(HTMLText.escape("Zürich – café 東京"), "Zürich – café 東京")
    }

    func testBidirectionalControlsBecomeReplacementCharactersAsInTheTerminal() {
        XCTAssertEqual(HTMLText.escape("run\u{202E}lmth.exe"), "run\u{FFFD}lmth.exe")
        XCTAssertEqual(HTMLText.attribute("a\u{2066}b\u{200F}c\u{061C}"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        XCTAssertEqual(HTMLText.scriptJSON("{\"n\":\"a\u{202D}b\"}"), "{\"n\":\"a\\ufffdb\"}")
        XCTAssertEqual(HTMLText.escape("עברית and العربية"), "עברית and العربية")
    }

    func testJSONInsideAScriptCannotCloseIt() throws {
        let json = #"{"name":"</script><script>alert(1)</script>&"}"#
        let safe = HTMLText.scriptJSON(json)
        XCTAssertFalse(safe.contains("<"))
        XCTAssertFalse(safe.contains(">"))
        // It reads back as the same document.
        let parsed = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        XCTAssertEqual(parsed?["name"], "</script><script>alert(1)</script>&")
    }
}
