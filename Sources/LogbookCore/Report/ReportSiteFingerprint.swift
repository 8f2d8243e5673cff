import LogbookModel
import LogbookStore
import LogbookSupport

/// The fingerprint of a report's site pages (the index, the list of runs, the route, segment
/// and year pages): the SHA-256 of everything they are drawn from, as digests, so that a
/// report whose fingerprint is the one recorded neither reads their numbers (stats, records,
/// milestones, load, gear) nor draws them. It covers what every page shares (version,
/// settings, gear, privacy zones), the report's options (filters, the day its load runs
/// through), every live run's rows digest (the gear's whole life and the milestones reach
/// beyond the filters), each of the report's runs' page fingerprint in order (its flags,
/// courses, neighbours and load inputs), and the routes' and segments' own rows.
public enum ReportSiteFingerprint {
    /// The site fingerprint; `everyRun` is every live run's rows digest by id
    /// (`RunRowBytes.digestsOfEveryRun`), `pages` the report's runs with their page
    /// fingerprints oldest first, `site` the routes' and segments' rows (`RunRowBytes.siteBytes`).
    public static func site(
        shared: [UInt8], options: String, everyRun: [Int64: String], pages: [(id: Int64, fingerprint: String)], site: [UInt8]
    ) throws -> String {
        var bytes = shared
        ReportFingerprint.append(text: options, to: &bytes)
        ReportFingerprint.append(UInt64(everyRun.count), to: &bytes)
        for id in everyRun.keys.sorted() {
            ReportFingerprint.append(UInt64(bitPattern: id), to: &bytes)
            ReportFingerprint.append(text: everyRun[id] ?? "", to: &bytes)
        }
        ReportFingerprint.append(UInt64(pages.count), to: &bytes)
        for page in pages {
            ReportFingerprint.append(UInt64(bitPattern: page.id), to: &bytes)
            ReportFingerprint.append(text: page.fingerprint, to: &bytes)
        }
        ReportFingerprint.append(UInt64(site.count), to: &bytes)
        bytes += site
        return try SHA256.hex(of: bytes)
    }

    /// The report's options as the site fingerprint holds them: its filters and the day its
    /// load and streaks run through (`nil`: the last run's day, which the runs already say).
    /// Every field of both filters is named here (a test counts them, so that a field added
    /// later is added here too); each is held with its length.
    public static func options(filter: RunFilter, recordFilter: RecordFilter, loadThrough: LocalDate?) -> String {
        func day(_ date: LocalDate?) -> String { date.map { String($0.daysSince1970) } ?? "-" }
        let gear: String
        switch filter.gear {
        case .some(.id(let id)): gear = "gear \(id)"
        case .some(.none): gear = "no gear"
        case nil: gear = "-"
        }
        let fields = [
            day(filter.begin), day(filter.end), filter.sport.map { "+" + $0 } ?? "-", gear, filter.nameContains.map { "+" + $0 } ?? "-",
            day(recordFilter.begin), day(recordFilter.end), recordFilter.sport, day(loadThrough),
        ]
        return fields.map { "\($0.utf8.count):\($0)" }.joined(separator: " ")
    }
}
