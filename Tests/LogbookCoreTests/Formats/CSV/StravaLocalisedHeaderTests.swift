import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookModel

/// Strava writes `activities.csv` in the account's language. The header lines here are the
/// ones public importers test with from real exports:
/// - German: the first 33 columns of a 92-column German export (`Aktivitätsbeschreibung`,
///   `Relative Leistung`, `Hinweis zur Privatsphäre für Aktivitäten`, `Sportlergewicht`, ...),
///   dates as `DD.MM.YYYY, HH:MM:SS`, the first distance with a decimal comma;
/// - French: a 21-column French export's header (`Temps écoulé` and `Distance` twice,
///   `Durée de déplacement`, `Matériel utilisé pour l'activité`, `Déplacement-transport`);
/// - Spanish: a shortened real Spanish header that keeps the doubled columns (`Tiempo
///   transcurrido`, `Distancia` with `"4,03"` then metres, `Nombre del archivo`), and the
///   join columns another importer tests (`Fecha de la actividad`, `Nombre de la actividad`).
/// No public French or Spanish export line shows how their dates are written; they are
/// read like the German ones (day first, numeric) or as ISO 8601.
final class StravaLocalisedHeaderTests: XCTestCase {
    /// The first 33 columns of a German 92-column export's header.
    static let germanHeader = "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Aktivitätsbeschreibung,"
        + "Verstrichene Zeit,Distanz,Max. Herzfrequenz,Relative Leistung,Pendeln,Hinweis zur Privatsphäre für Aktivitäten,"
        + "Aktivitätsausrüstung,Dateiname,Sportlergewicht,Fahrradgewicht,Verstrichene Zeit,Bewegungszeit,Distanz,"
        + "Höchstgeschw.,Durchschnittliche Geschwindigkeit,Höhenzunahme,Höhenunterschied,Min. Höhe,Max. Höhe,"
        + "Max. Steigung,Durchschnittliche Steigung,Durchschnittliche positive Steigung,Durchschnittliche negative Steigung,"
        + "Max. Tritt-/Schrittfrequenz,Durchschnittliche Trittfrequenz,Max. Herzfrequenz,Durchschnittliche Herzfrequenz,Max. Watt\n"

    /// A French export's header, its first 21 columns.
    static let frenchHeader = "ID de l'activité,Date de l'activité,Nom de l'activité,Type d'activité,Description de l'activité,"
        + "Temps écoulé,Distance,Fréquence cardiaque max.,Effort relatif,Déplacement-transport,Note privée sur les activités,"
        + "Matériel utilisé pour l'activité,Nom du fichier,Poids de l'athlète,Poids du vélo,Temps écoulé,Durée de déplacement,"
        + "Distance,Vitesse max.,Vitesse moyenne,Dénivelé positif\n"

    /// A shortened real Spanish header (it keeps the doubled columns) and its first row.
    static let spanishHeader = "ID de actividad,Tipo de actividad,Descripción de la actividad,Tiempo transcurrido,Distancia,"
        + "Nota privada de actividad,Nombre del archivo,Tiempo transcurrido,Tiempo en movimiento,"
        + "Distancia,Desnivel positivo,Esfuerzo Percibido\n"

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
            summary: Data(("ID de l'activité,Date de l'activité,Nom de l'activité,Type d'activité,Temps écoulé,Nom du fichier\n"
                + "12,\"2 mai 2024, 06:00:00\",Sortie du matin,Course à pied,1800,activities/12.fit.gz\n").utf8),
            hasFile: { $0 == "activities/12.fit.gz" })
        XCTAssertEqual(french.wordsByFile["activities/12.fit.gz"]?.name, "Sortie du matin")
        XCTAssertEqual(french.joinedLines, [2])
    }

    /// A table import rejects (one row too short for the columns it needs, or a quote that
    /// never closes) gives no file its words, not even those of its whole rows.
    func testARejectedSummaryJoinsNoFile() throws {
        let header = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,"
            + "Commute,Activity Gear,Filename,Moving Time\n"
        let whole = "101,\"May 2, 2024, 6:00:00 AM\",Tempo by the river,Run,Felt strong,1200,3.6,false,Pegasus 40,activities/101.gpx,1200\n"
        let good = StravaExport(summary: Data((header + whole).utf8), hasFile: { $0 == "activities/101.gpx" })
        XCTAssertEqual(good.wordsByFile["activities/101.gpx"]?.gear, "Pegasus 40")
        XCTAssertEqual(good.joinedLines, [2])

        for broken in ["102,\"May 3, 2024, 6:00:00 AM\"\n", "102,\"May 3, 2024, 6:00:00 AM,Easy,Run,\"never closed,1200\n"] {
            let summary = Data((header + whole + broken).utf8)
            XCTAssertThrowsError(try CSVReader.read(ImportInput(data: summary, displayName: "activities.csv")), broken)
            let export = StravaExport(summary: summary, hasFile: { $0 == "activities/101.gpx" })
            XCTAssertEqual(export.wordsByFile, [:], broken)
            XCTAssertEqual(export.joinedLines, [], broken)
        }
    }

    func testTheFrenchHeaderMapsEveryColumnTheSchemaReads() throws {
        let header = Self.frenchHeader.dropLast().split(separator: ",").map(String.init)
        XCTAssertEqual(header.count, 21)
        let schema = try XCTUnwrap(CSVSchema.recognise(header: header))
        XCTAssertEqual(schema.source, .strava)
        XCTAssertEqual(schema.start.index, 1)
        XCTAssertEqual(schema.name.map(\.index), [2])
        XCTAssertEqual(schema.sport.map(\.index), [3])
        XCTAssertEqual(schema.distance.map(\.index), [17, 6], "metres first, then the summary distance")
        XCTAssertEqual(schema.elapsed.map(\.index), [15, 5], "the precise elapsed time first")
        XCTAssertEqual(schema.moving.map(\.index), [16])
        XCTAssertEqual(schema.maxHeartRate.map(\.index), [7])
        XCTAssertEqual(schema.elevationGain.map(\.index), [20])
    }

    func testAFrenchExportJoinsItsWordsByItsRealHeader() {
        let french = StravaExport(
            summary: Data((Self.frenchHeader
                + "12,\"2 mai 2024, 06:00:00\",Sortie du matin,Course à pied,Fractionné,1800,\"5,20\",171,40,true,,"
                + "Pegasus 40,activities/12.fit.gz,70,,1800,1750,5204.1,4.1,2.97,38\n").utf8),
            hasFile: { $0 == "activities/12.fit.gz" })
        XCTAssertEqual(french.wordsByFile["activities/12.fit.gz"], RunWords(
            name: "Sortie du matin", description: "Fractionné", gear: "Pegasus 40", commute: true, sport: "Course à pied"))
        XCTAssertEqual(french.joinedLines, [2])
    }

    /// The shortened header with the date and name columns put back joins; as it is
    /// (no date column) import rejects the table as unrecognised, so it joins nothing.
    func testTheShortenedSpanishHeaderJoinsItsFileWithItsWords() {
        let row = "101,Carrera,\"Buenas piernas, mucho calor\nfui a tope\",1341,\"4,03\",Molestia en el gemelo,"
            + "activities/101.gpx,1341.0,1322.0,4030.5,5.9,6\n"
        let header = Self.spanishHeader.replacingOccurrences(
            of: "ID de actividad,", with: "ID de actividad,Fecha de la actividad,Nombre de la actividad,")
        let spanish = StravaExport(
            summary: Data((header + row.replacingOccurrences(of: "101,", with: "101,\"03.05.2024, 07:00:00\",Rodaje,")).utf8),
            hasFile: { $0 == "activities/101.gpx" })
        XCTAssertEqual(spanish.wordsByFile["activities/101.gpx"]?.description, "Buenas piernas, mucho calor\nfui a tope")
        XCTAssertEqual(spanish.wordsByFile["activities/101.gpx"]?.sport, "Carrera")
        XCTAssertEqual(spanish.wordsByFile["activities/101.gpx"]?.name, "Rodaje")
        XCTAssertEqual(spanish.joinedLines, [2])

        let unrecognised = StravaExport(summary: Data((Self.spanishHeader + row).utf8), hasFile: { $0 == "activities/101.gpx" })
        XCTAssertEqual(unrecognised.wordsByFile, [:])
        XCTAssertEqual(unrecognised.joinedLines, [])
    }

    func testASpanishRowGivesItsRunWithTheDateAndNameColumns() throws {
        // The shortened real header with the date and name columns put back in second and third place.
        let header = Self.spanishHeader.replacingOccurrences(
            of: "ID de actividad,", with: "ID de actividad,Fecha de la actividad,Nombre de la actividad,")
        let activities = try read(header
            + "101,\"03.05.2024, 07:00:00\",Rodaje del viernes,Carrera,\"Buenas piernas\",1341,\"4,03\",,"
            + "activities/101.gpx,1341.0,1322.0,4030.5,5.9,6\n")
        let run = try XCTUnwrap(activities.first)
        XCTAssertEqual(run.statedStart, .absolute(utc: 1_714_719_600, statedOffset: nil))  // 2024-05-03 07:00:00Z
        XCTAssertEqual(run.name, "Rodaje del viernes")
        XCTAssertEqual(run.rawSport, "Carrera")
        XCTAssertEqual(try XCTUnwrap(run.summary.distance), 4030.5, accuracy: 1e-9, "the second Distancia, in metres")
        XCTAssertEqual(run.summary.elapsed, 1341)
        XCTAssertEqual(run.summary.moving, 1322)
        XCTAssertEqual(try XCTUnwrap(run.summary.elevationGain), 5.9, accuracy: 1e-9)
    }

    func testLocalisedHeadersMapToTheEnglishOnes() {
        XCTAssertEqual(StravaHeaderNames.english("Aktivitätsdatum"), "activity date")
        XCTAssertEqual(StravaHeaderNames.english("VERSTRICHENE ZEIT"), "elapsed time")
        XCTAssertEqual(StravaHeaderNames.english("Nom du fichier"), "filename")
        XCTAssertEqual(StravaHeaderNames.english("Date de l’activité"), "activity date")  // typographic apostrophe
        XCTAssertEqual(StravaHeaderNames.english("Moving Time"), "moving time")
        XCTAssertEqual(StravaHeaderNames.english("Kalorien"), "kalorien")  // unknown ones stay as they are
        XCTAssertEqual(StravaHeaderNames.english("Aktivitätsbeschreibung"), "activity description")
        XCTAssertEqual(StravaHeaderNames.english("Matériel utilisé pour l'activité"), "activity gear")
        XCTAssertEqual(StravaHeaderNames.english("Déplacement-transport"), "commute")
        XCTAssertEqual(StravaHeaderNames.english("Nombre del archivo"), "filename")
        XCTAssertEqual(StravaHeaderNames.english("Tiempo en movimiento"), "moving time")
        XCTAssertEqual(StravaHeaderNames.english("Desnivel positivo"), "elevation gain")
    }
}
