import XCTest

@testable import LogbookCore

/// The manifest a report keeps of its run pages: its text round trip, exact positions, and
/// what it refuses to read.
final class ReportManifestTests: XCTestCase {
    private func entry(_ fingerprint: String, heat: [[RoutePoint]]) -> ReportManifestEntry {
        ReportManifestEntry(fingerprint: fingerprint, stamp: "1234-1.5-1.5-77", hasPositions: !heat.isEmpty, hiddenPoints: 3, heat: heat)
    }

    func testTheTextReadsBackAsTheSameManifest() {
        let line = [
            ReportManifest.point(latitude: 47.376_912_3, longitude: 8.541_700_1),
            ReportManifest.point(latitude: 47.377_000_0, longitude: 8.540_999_9),
            ReportManifest.point(latitude: -33.868_819_7, longitude: -151.209_295_5),
        ]
        let manifest = ReportManifest(entries: [
            12: entry("ab12", heat: [line, Array(line.prefix(2))]), 3: entry("cd34", heat: []),
        ])
        let text = manifest.text
        XCTAssertEqual(text, """
            logbook report manifest 1
            3 cd34 1234-1.5-1.5-77 0 3 -
            12 ab12 1234-1.5-1.5-77 1 3 473769123,85417001,877,-7002,-812458197,-1597502954;473769123,85417001,877,-7002

            """)
        XCTAssertEqual(ReportManifest.parse(text), manifest)
        // Positions are kept whole in 1e-7 degrees: what a stored sample holds comes back bit for bit.
        let stored = Double(473_769_123) / 1e7
        XCTAssertEqual(ReportManifest.point(latitude: stored, longitude: stored).latitude.bitPattern, stored.bitPattern)
        XCTAssertEqual(ReportManifest.parse(text).entries[12]?.heat[0][2].longitude, -151.209_295_5)
    }

    func testLinesThatDoNotReadAreLeftOutAndAnotherVersionIsNotRead() {
        let good = "5 ff 9-1.1-1.1-2 1 0 10,20,1,1"
        let text = ReportManifest.header + "\n" + [
            good, "6 ff 9-1.1-1.1-2 1 0", "7 ff 9-1.1-1.1-2 2 0 -", "x ff 9-1.1-1.1-2 1 0 -", "8 ff 9-1.1-1.1-2 1 -1 -",
            "9 ff 9-1.1-1.1-2 1 0 10,20", "10 ff 9-1.1-1.1-2 1 0 10,20,1,x", "11 ff 9-1.1-1.1-2 1 0 900000001,0,0,0",
        ].joined(separator: "\n") + "\n"
        XCTAssertEqual(ReportManifest.parse(text).entries.keys.sorted(), [5])
        XCTAssertEqual(ReportManifest.parse(text).entries[5]?.heat.first?.count, 2)
        XCTAssertEqual(ReportManifest.parse("logbook report manifest 0\n" + good + "\n").entries.count, 0)
        XCTAssertEqual(ReportManifest.parse("").entries.count, 0)
    }

    func testRouteAndSegmentPagesReadBackAndNoOtherNameIsBelieved() {
        let manifest = ReportManifest(entries: [3: entry("cd34", heat: [])], pages: ["routes/12.html", "segments/3.html"])
        XCTAssertEqual(manifest.text, """
            logbook report manifest 1
            3 cd34 1234-1.5-1.5-77 0 3 -
            page routes/12.html
            page segments/3.html

            """)
        XCTAssertEqual(ReportManifest.parse(manifest.text), manifest)
        // A page line naming anything but a route's or segment's page is not read: a later report never deletes it.
        let forged = manifest.text + "page index.html\npage routes/../../x.html\npage runs/3.html\npage segments/.html\npage routes/1.htm\n"
        XCTAssertEqual(ReportManifest.parse(forged).pages, ["routes/12.html", "segments/3.html"])
        XCTAssertTrue(ReportManifest.isListedPage("segments/9.html"))
        XCTAssertFalse(ReportManifest.isListedPage("segments/9a.html"))
    }

    func testTheSiteFingerprintItsPagesAndTheTailVerdictsReadBack() throws {
        let cut = TailCut(endOffset: 3_540.5, lastKeptIndex: 3_540, removedSeconds: 59.5, removedDistance: nil, reason: .noMovement)
        let manifest = ReportManifest(
            entries: [3: entry("cd34", heat: [])], pages: ["routes/12.html"], site: "5eed",
            drawn: ["index.html": "10-1.5-1.5-7", "runs.html": "11-1.5-1.5-8", "routes/12.html": "12-1.5-1.5-9"],
            tails: [3: TailVerdict(digest: "d3", hasSamples: true, cut: cut), 4: TailVerdict(digest: "d4", hasSamples: false, cut: nil),
                    5: TailVerdict(digest: "d5", hasSamples: true, cut: nil)])
        XCTAssertEqual(manifest.text, """
            logbook report manifest 1
            3 cd34 1234-1.5-1.5-77 0 3 -
            page routes/12.html
            site 5eed
            drawn index.html 10-1.5-1.5-7
            drawn routes/12.html 12-1.5-1.5-9
            drawn runs.html 11-1.5-1.5-8
            tail 3 d3 1,40aba90000000000,3540,404dc00000000000,-,no_movement
            tail 4 d4 0
            tail 5 d5 1

            """)
        XCTAssertEqual(ReportManifest.parse(manifest.text), manifest)
        // A drawn line naming no site page, a tail line that does not read: left out.
        let forged = manifest.text + "drawn runs/3.html 1-1-1-1\ndrawn ../x.html 1-1-1-1\ntail x d 1\ntail 6 d6 2\ntail 7 d7 1,1,1,1,-,tired\n"
        XCTAssertEqual(ReportManifest.parse(forged), manifest)
    }

    func testATailVerdictReadsBackBitForBit() throws {
        var seed: UInt64 = 52
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed
        }
        for round in 0..<200 {
            let distance: Double? = round % 3 == 0 ? nil : Double(next() >> 11) / Double(1 << 40)
            let cut = TailCut(
                endOffset: Double(next() >> 11) / Double(1 << 30), lastKeptIndex: Int(next() >> 40), removedSeconds: Double(next() >> 11) / Double(1 << 44),
                removedDistance: distance, reason: round % 2 == 0 ? .noHeartRate : .noMovement)
            let verdict = TailVerdict(digest: "d\(round)", hasSamples: true, cut: cut)
            XCTAssertEqual(TailVerdict.parse(verdict.text, digest: verdict.digest), verdict, "seed 52, round \(round): \(verdict.text)")
        }
    }
}
