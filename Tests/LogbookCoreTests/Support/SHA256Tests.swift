import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSupport

/// SHA-256 by libcrypto gives the standard digests, the same in pieces as in one go, and
/// the same as the portable implementation whose digests existing databases store.
final class SHA256Tests: XCTestCase {
    func testKnownVectors() throws {
        XCTAssertEqual(try SHA256.hex(of: Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(try SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            try SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // FIPS 180-2's third example: a million times "a".
        XCTAssertEqual(
            try SHA256.hex(of: Array(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testStreamingInPiecesMatchesOneShot() throws {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let digest = try SHA256()
        var index = 0
        for size in [1, 63, 64, 65, 1000, 7, 0] + Array(repeating: 500, count: 30) where index < bytes.count {
            let end = min(index + size, bytes.count)
            digest.update(Array(bytes[index..<end]))
            index = end
        }
        digest.update(Array(bytes[index...]))
        XCTAssertEqual(try digest.finalizeHex(), try SHA256.hex(of: bytes))
        XCTAssertEqual(try SHA256.hex(of: bytes), "\(PortableSHA256.hex(of: bytes))")
    }

    func testAFileHashedInChunksIsTheDigestOfItsBytes() throws {
        // Three and a half 256 KiB chunks, as `Importer.contentHash` reads them.
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<(7 * ImportInput.chunkSize / 2)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let input = ImportInput(data: Data(bytes), displayName: "chunks.bin")
        XCTAssertEqual(try Importer.contentHash(input), try SHA256.hex(of: bytes))
        XCTAssertEqual(try Importer.contentHash(input), PortableSHA256.hex(of: bytes))
    }

    func testTheSameDigestsAsThePortableImplementationOnRandomData() throws {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 4096, 65_537] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertEqual(try SHA256.hex(of: bytes), PortableSHA256.hex(of: bytes), "\(length) bytes")
        }
    }

    func testAFinishedDigestRefusesToFinishTwice() throws {
        let digest = try SHA256()
        digest.update(Array("abc".utf8))
        XCTAssertEqual(try digest.finalizeHex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertThrowsError(try digest.finalizeHex()) { error in
            XCTAssertTrue((error as? DigestError)?.description.hasPrefix("cannot compute SHA-256: libcrypto could not finish") == true, "\(error)")
        }
    }
}
