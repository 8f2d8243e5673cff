import XCTest

@testable import LogbookCore

final class SHA256Tests: XCTestCase {
    func testKnownVectors() {
        XCTAssertEqual(SHA256.hex(of: Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testStreamingInPiecesMatchesOneShot() {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var digest = SHA256()
        var index = 0
        for size in [1, 63, 64, 65, 1000, 7] + Array(repeating: 500, count: 30) where index < bytes.count {
            let end = min(index + size, bytes.count)
            digest.update(Array(bytes[index..<end]))
            index = end
        }
        digest.update(Array(bytes[index...]))
        XCTAssertEqual(digest.finalizeHex(), SHA256.hex(of: bytes))
        XCTAssertEqual(SHA256.hex(of: Array(repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
