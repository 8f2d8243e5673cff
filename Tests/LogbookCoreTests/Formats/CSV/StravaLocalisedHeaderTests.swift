import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// Strava writes `activities.csv` in the account's language. The header spellings here are
/// the ones public importers of German and French Strava exports document and test with
/// (German: `Aktivitäts-ID`, `Aktivitätsdatum` as `DD.MM.YYYY, HH:MM:SS`, `Name der
/// Aktivität`, `Aktivitätsart`, `Verstrichene Zeit` and `Distanz` twice, the first distance
/// with a decimal comma, `Bewegungszeit`, `Max. Herzfrequenz`, `Durchschnittliche
/// Herzfrequenz`, `Höhenzunahme`, `Aktivitätsausrüstung`, `Dateiname`; French: `ID de
/// l'activité`, `Date de l'activité`, `Nom de l'activité`, `Nom du fichier`).
final class StravaLocalisedHeaderTests: XCTestCase {
    /// A German header in the 94-column export's order (its first 33 columns).
    static let germanHeader = "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Beschreibung der Aktivität,"
        + "Verstrichene Zeit,Distanz,Max. Herzfrequenz,Relativer Aufwand,Pendeln,Private Notiz zur Aktivität,"
        + "Aktivitätsausrüstung,Dateiname,Athletengewicht,Fahrradgewicht,Verstrichene Zeit,Bewegungszeit,Distanz,"
        + "Höchstgeschw.,Durchschnittliche Geschwindigkeit,Höhenzunahme,Höhenunterschied,Min. Höhe,Max. Höhe,"
        + "Max. Steigung,Durchschnittliche Steigung,Durchschnittliche positive Steigung,Durchschnittliche negative Steigung,"
        + "Max. Tritt-/Schrittfrequenz,Durchschnittliche Trittfrequenz,Max. Herzfrequenz,Durchschnittliche Herzfrequenz,Kalorien\n"

    private func read(_ text: String) throws -> [ParsedActivity] {
        try CSVReader.read(ImportInput(data: Data(text.utf8), displayName: "activities.csv"))
    }

    func testAGermanExportGivesTheSameRunAsTheEnglishOne() throws {
        // 29 May 2022 15:53:35 UTC, 3.32 km ("3,32" in the summary column, metres in the second).
        let german = try read(Self.germanHeader
            + "7234567890,\"29.05.2022, 15:53:35\",Laufen im Park,Laufen,,1428,\"3,32\",171.0,38,false,,Pegasus 40,"
            + "activities/7234567890.fit.gz,70.0,,1428.0,1411.0,3322.949951171875,4.2,2.355,61.88,60.1,410.2,440.6,"
            + "12.1,0.1,3.2,-3.1,91.0,71.26171875,171.0,148.33,312\n")
        let run = try XCTUnwrap(german.first)
        XCTAssertEqual(run.statedStart, .absolute(utc: 1_653_839_615, statedOffset: nil))
        XCTAssertEqual(run.name, "Laufen im Park")
        XCTAssertEqual(run.rawSport, "Laufen")
        XCTAssertEqual(try XCTUnwrap(run.summary.distance), 3322.95, accuracy: 0.01)
        XCTAssertEqual(run.summary.elapsed, 1428)
        XCTAssertEqual(run.summary.moving, 1411)
        XCTAssertEqual(run.summary.maxHeartRate, 171)
        XCTAssertEqual(try XCTUnwrap(run.summary.averageHeartRate), 148.33, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(run.summary.elevationGain), 61.88, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(run.summary.averageCadence), 142.52, accuracy: 0.01)
    }

    func testTheGermanSummaryDistanceHasADecimalCommaWhenTheMetresColumnIsEmpty() throws {
        let header = "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Verstrichene Zeit,Distanz,Bewegungszeit,Distanz\n"
        let run = try XCTUnwrap(try read(header + "1,\"05.10.2014, 16:15:21\",Abendlauf,Laufen,600,\"2,50\",590,\n").first)
        XCTAssertEqual(run.summary.distance, 2500)
        XCTAssertEqual(run.statedStart, .absolute(utc: 1_412_525_721, statedOffset: nil))  // 2014-10-05 16:15:21Z
    }

    func testDayFirstDatesAreReadDayFirst() {
        XCTAssertEqual(CSVValueParser.stravaDate("03.05.2024, 07:00:00"), 1_714_719_600)  // 3 May, not 5 March
        XCTAssertEqual(CSVValueParser.stravaDate("3.5.2024, 7:00:00"), 1_714_719_600)
        XCTAssertNil(CSVValueParser.stravaDate("31.02.2024, 07:00:00"))
        XCTAssertNil(CSVValueParser.stravaDate("03.05.2024, 25:00:00"))
        XCTAssertEqual(CSVValueParser.stravaDate("May 3, 2024, 7:00:00 AM"), 1_714_719_600)
    }

    func testTheExportJoinsItsFilesByAGermanOrFrenchHeader() {
        let german = StravaExport(
            summary: Data((Self.germanHeader
                + "11,\"02.05.2024, 06:00:00\",Tempo am Fluss,Laufen,\"3 x 1 km\",1200,\"3,6\",,,true,,Kinvara 14,activities/11.gpx,"
                + ",,1200,1200,3600,,,,,,,,,,,,,,,\n").utf8),
            hasFile: { $0 == "activities/11.gpx" })
        XCTAssertEqual(german.wordsByFile["activities/11.gpx"], RunWords(
            name: "Tempo am Fluss", description: "3 x 1 km", gear: "Kinvara 14", commute: true, sport: "Laufen"))
        XCTAssertEqual(german.joinedLines, [2])

        let french = StravaExport(
            summary: Data(("ID de l'activité,Date de l'activité,Nom de l'activité,Type d'activité,Nom du fichier\n"
                + "12,\"2 mai 2024, 06:00:00\",Sortie du matin,Course à pied,activities/12.fit.gz\n").utf8),
            hasFile: { $0 == "activities/12.fit.gz" })
        XCTAssertEqual(french.wordsByFile["activities/12.fit.gz"]?.name, "Sortie du matin")
        XCTAssertEqual(french.joinedLines, [2])
    }

    func testLocalisedHeadersMapToTheEnglishOnes() {
        XCTAssertEqual(StravaHeaderNames.english("Aktivitätsdatum"), "activity date")
        XCTAssertEqual(StravaHeaderNames.english("VERSTRICHENE ZEIT"), "elapsed time")
        XCTAssertEqual(StravaHeaderNames.english("Nom du fichier"), "filename")
        XCTAssertEqual(StravaHeaderNames.english("Date de l’activité"), "activity date")  // typographic apostrophe
        XCTAssertEqual(StravaHeaderNames.english("Moving Time"), "moving time")
        XCTAssertEqual(StravaHeaderNames.english("Kalorien"), "kalorien")  // unknown ones stay as they are
    }
}
