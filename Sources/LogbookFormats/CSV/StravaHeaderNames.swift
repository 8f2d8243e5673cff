import Foundation

/// The English names of the `activities.csv` headers Strava writes in other account
/// languages, so that one schema reads every translation.
///
/// Only spellings that public importers of real exports show are listed: German from a
/// 92-column German header (`Aktivitätsbeschreibung`, `Aktivitätsausrüstung`, `Dateiname`,
/// `Bewegungszeit`, ...), French from a 21-column one (`Temps écoulé`, `Durée de
/// déplacement`, `Matériel utilisé pour l'activité`, `Déplacement-transport`, ...), Spanish
/// from a shortened real one (`ID de actividad`, `Tiempo transcurrido`, `Tiempo en
/// movimiento`, `Nombre del archivo`, `Desnivel positivo`, ...) and from another importer's
/// join columns (`Fecha de la actividad`, `Nombre de la actividad`). Any other header is
/// kept as it is (a drifted or untranslated column then simply stays unused).
public enum StravaHeaderNames {
    /// Lowercased translated header -> lowercased English header.
    static let english: [String: String] = [
        // German
        "aktivitäts-id": "activity id",
        "aktivitätsdatum": "activity date",
        "name der aktivität": "activity name",
        "aktivitätsart": "activity type",
        "aktivitätsbeschreibung": "activity description",
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
        "temps écoulé": "elapsed time",
        "durée de déplacement": "moving time",
        "fréquence cardiaque max.": "max heart rate",
        "dénivelé positif": "elevation gain",
        "matériel utilisé pour l'activité": "activity gear",
        "déplacement-transport": "commute",
        "nom du fichier": "filename",
        // Spanish
        "id de actividad": "activity id",
        "fecha de la actividad": "activity date",
        "nombre de la actividad": "activity name",
        "tipo de actividad": "activity type",
        "descripción de la actividad": "activity description",
        "tiempo transcurrido": "elapsed time",
        "tiempo en movimiento": "moving time",
        "distancia": "distance",
        "desnivel positivo": "elevation gain",
        "nombre del archivo": "filename",
    ]

    /// The lowercased English name of a (cleaned) header cell: its translation when it is a
    /// known one (typographic apostrophes read as `'`), else the cell itself, lowercased.
    public static func english(_ header: String) -> String {
        let key = header.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        return english[key] ?? key
    }
}
