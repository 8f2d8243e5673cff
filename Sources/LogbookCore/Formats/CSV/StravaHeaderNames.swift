import Foundation

/// The English names of the `activities.csv` headers Strava writes in other account
/// languages, so that one schema reads every translation.
///
/// Only spellings that public importers of real German and French exports document are
/// listed, plus the Spanish ones of the export's join columns; any other header is kept as
/// it is (a drifted or untranslated column then simply stays unused).
public enum StravaHeaderNames {
    /// Lowercased translated header -> lowercased English header.
    static let english: [String: String] = [
        // German
        "aktivitäts-id": "activity id",
        "aktivitätsdatum": "activity date",
        "name der aktivität": "activity name",
        "aktivitätsart": "activity type",
        "beschreibung der aktivität": "activity description",
        "beschreibung": "activity description",
        "verstrichene zeit": "elapsed time",
        "bewegungszeit": "moving time",
        "distanz": "distance",
        "max. herzfrequenz": "max heart rate",
        "durchschnittliche herzfrequenz": "average heart rate",
        "durchschnittliche hf": "average heart rate",
        "durchschnittliche trittfrequenz": "average cadence",
        "höhenzunahme": "elevation gain",
        "aktivitätsausrüstung": "activity gear",
        "pendeln": "commute",
        "dateiname": "filename",
        "startzeit": "start time",
        // French
        "id de l'activité": "activity id",
        "date de l'activité": "activity date",
        "nom de l'activité": "activity name",
        "type d'activité": "activity type",
        "description de l'activité": "activity description",
        "équipement de l'activité": "activity gear",
        "trajet domicile-travail": "commute",
        "nom du fichier": "filename",
        // Spanish (the join columns)
        "nombre de la actividad": "activity name",
        "tipo de actividad": "activity type",
        "nombre de archivo": "filename",
    ]

    /// The lowercased English name of a (cleaned) header cell: its translation when it is a
    /// known one (typographic apostrophes read as `'`), else the cell itself, lowercased.
    public static func english(_ header: String) -> String {
        let key = header.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        return english[key] ?? key
    }
}
