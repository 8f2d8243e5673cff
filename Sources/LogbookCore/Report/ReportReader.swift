import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Reads everything `logbook report` shows, in one read transaction: each run's page, handed
/// over one at a time so that a decade of samples is never held at once, then the index.
public struct ReportReader {
    /// The connection read.
    let database: Database

    /// The drawing tolerance of a run page's route: 1 m.
    public static let routeTolerance = 1.0
    /// The most points a run page's route keeps: 400.
    public static let routePoints = 400
    /// The drawing tolerance of a heat-map route: 10 m.
    public static let heatTolerance = 10.0
    /// The most points one heat-map route keeps: 120.
    public static let heatPoints = 120

    /// A reader over an open logbook.
    public init(database: Database) {
        self.database = database
    }

    /// Calls `page` with the page of each live run `filter` keeps whose fingerprint
    /// (`ReportFingerprint`, with the renderer's `version`) is not the one `previous` holds
    /// for it, oldest first (its manifest entry's stamp left empty, for the caller to set once
    /// the page is written); a run whose fingerprint is unchanged is not read (its entry is kept). Returns the manifest of
    /// every page and the index: `stats`' weekly, monthly and yearly reports over `filter`
    /// and `records` over `recordFilter`, both with the default thresholds, as their commands
    /// compute them, and what `clean` flags by default among the runs, the training load
    /// (`load`'s, with the default zones, of the runs of `filter`'s sport through
    /// `loadThrough`, else the last run's day) and the gear; routes with every point within
    /// `zones` cut out. When the site's fingerprint (`ReportSiteFingerprint`) is
    /// `previousSite`, the one recorded with site pages still as they were left, none of the
    /// index is read: the result holds no index, and its manifest the fingerprint. The
    /// recording-tail verdicts of `previousTails` whose rows are unchanged are taken as they
    /// are (`CleanupSearch.findings(options:digests:known:)`); the manifest holds every run's.
    public func read(
        filter: RunFilter, recordFilter: RecordFilter, zones: [PrivacyZone], version: String = "", loadThrough: LocalDate? = nil,
        previous: [Int64: ReportManifestEntry] = [:], previousSite: String? = nil, previousTails: [Int64: TailVerdict] = [:],
        page: (ReportRunPage) throws -> Void
    ) throws -> ReportRead {
        try database.inReadTransaction {
            let thresholds = PaceThresholds.standard
            let listed = try RunListing(database: database).runs(matching: filter)
                .sorted { ($0.startUTC, $0.id ?? 0) < ($1.startUTC, $1.id ?? 0) }
            let runs = listed.map(DayRun.init)
            let ids = Set(runs.map(\.id))
            let rows = RunRowBytes(database: database)
            let rowDigests = try rows.digestsOfEveryRun()
            let (findings, tails) = try CleanupSearch(database: database).findings(options: .standard, digests: rowDigests, known: previousTails)
            let flagged = findings.filter { ids.contains($0.run.id) }
            var flagsByRun: [Int64: [String]] = [:]
            var rulesByRun: [Int64: [CleanupRule]] = [:]
            for finding in flagged {
                flagsByRun[finding.run.id, default: []].append("logbook clean flags it: \(ReportWords.rule(finding.rule)) (\(finding.detail)).")
                rulesByRun[finding.run.id, default: []].append(finding.rule)
            }
            // Every live run's heart rate, read once: each page's load and the index's.
            let heartRates = try HeartRateSummaryTable(database: database).runs()
            let profile = try AthleteProfileTables(database: database).profile()
            // Every run's sustained peak, found once and only when a page is drawn (an unchanged report draws none).
            var found: [Double?]?
            func peaks() -> [Double?] {
                if let found { return found }
                let peaks = heartRates.map { MaxHeartRateEstimate.sustainedPeak($0.readings) }
                found = peaks
                return peaks
            }
            let positions = Dictionary(heartRates.enumerated().map { ($1.runID, $0) }, uniquingKeysWith: { first, _ in first })
            let loadInputs = try ReportFingerprint.loadInputs(heartRates)
            let shared = ReportFingerprint.shared(version: version, rows: try rows.sharedBytes(), zones: zones)
            let trimmed = try TrimOriginalTables(database: database).runIDs()
            var hidden = 0, kept = 0
            var entries: [Int64: ReportManifestEntry] = [:]
            var fingerprints: [(id: Int64, fingerprint: String)] = []
            fingerprints.reserveCapacity(runs.count)
            let queries = RunQueries(database: database)
            let courses = try ReportCourses.read(from: database, runs: ids)
            let coursesByRun = courses.courses()
            for (index, run) in runs.enumerated() {
                let before = index > 0 ? runs[index - 1] : nil, after = index + 1 < runs.count ? runs[index + 1] : nil
                let flags = Self.flags(listed[index], trimmed: trimmed.contains(run.id)) + (flagsByRun[run.id] ?? [])
                let onCourses = coursesByRun[run.id] ?? []
                let fingerprint = try ReportFingerprint.page(
                    shared: shared, rows: rowDigests[run.id] ?? "", flags: flags + onCourses.map(\.fingerprintText), previous: before, next: after,
                    loadInputs: loadInputs[run.id] ?? 0)
                fingerprints.append((run.id, fingerprint))
                if let entry = previous[run.id], entry.fingerprint == fingerprint {
                    kept += 1
                    entries[run.id] = entry
                    hidden += entry.hiddenPoints
                    continue
                }
                let detail = try RunDetail.read(run: listed[index], from: database) { read in
                    guard let position = positions[run.id] else {
                        return try ShownRunLoad.load(runID: run.id, startUTC: read.startUTC, utcOffset: read.utcOffset, from: database)
                    }
                    let table = HeartRateSummaryTable(database: database)
                    let excluded = try (table.summary(runID: run.id) ?? table.computed(runID: run.id)).excluded
                    return ShownRunLoad.load(of: heartRates[position], excluded: excluded, among: heartRates, peaks: peaks(), profile: profile)
                }
                let (cut, shape) = try Self.route(of: run.id, zones: zones, queries: queries)
                hidden += cut.removed
                let route = RouteShape.simplify(cut.lines, tolerance: Self.routeTolerance, maxPoints: Self.routePoints)
                // The heat map's line from the page's: within 1 m of it, at a fraction of the work;
                // kept as the manifest keeps it, so that a later report draws the same map.
                let coarse = RouteShape.simplify(route, tolerance: Self.heatTolerance, maxPoints: Self.heatPoints)
                    .map { $0.map { ReportManifest.point(latitude: $0.latitude, longitude: $0.longitude) } }
                var drawn = ReportRunPage(
                    detail: detail, route: route,
                    hasPositions: cut.hasPositions, hiddenPoints: cut.removed, profile: shape,
                    flags: flags, previous: before, next: after)
                drawn.courses = onCourses
                try page(drawn)
                entries[run.id] = ReportManifestEntry(
                    fingerprint: fingerprint, stamp: "", hasPositions: cut.hasPositions, hiddenPoints: cut.removed, heat: coarse)
            }
            let site = try ReportSiteFingerprint.site(
                shared: shared, options: ReportSiteFingerprint.options(filter: filter, recordFilter: recordFilter, loadThrough: loadThrough),
                everyRun: rowDigests, pages: fingerprints, site: try rows.siteBytes())
            if site == previousSite {
                return ReportRead(index: nil, manifest: ReportManifest(entries: entries, site: site, tails: tails), kept: kept)
            }
            // The heat map, in run order, from every page's entry (a kept one's route decoded only now).
            var heat: [HeatRoute] = []
            for run in runs {
                guard let lines = entries[run.id]?.heat, !lines.isEmpty else { continue }
                heat.append(HeatRoute(runID: run.id, lines: lines))
            }
            func stats(_ kind: PeriodKind) throws -> StatsReport {
                let found = try PeriodReport(database: database).periods(filter: filter, kind: kind, thresholds: thresholds)
                return try StatsReport.assemble(found, kind: kind, begin: filter.begin, end: filter.end, includeEmpty: false)
            }
            let records = try RecordsReport.load(
                from: database, distances: RecordDistance.standard, filter: recordFilter, top: 1, thresholds: thresholds)
            var index = ReportIndex(
                runs: runs, years: YearCalendar.years(of: runs), weekly: try stats(.week(.monday)), monthly: try stats(.month),
                yearly: try stats(.year), records: records, recordSport: recordFilter.sport, heatmap: HeatmapArea.group(heat),
                hiddenPoints: hidden, zones: zones, flagged: flagged,
                gear: ReportGearUse.uses(try GearBook(database: database).usage(), runs: listed),
                list: listed.reversed().map { run in
                    ReportListRun(run: run, trimmed: trimmed.contains(run.id ?? 0), cleanRules: rulesByRun[run.id ?? 0] ?? [])
                },
                maxHeartRateSet: profile.settings.contains { $0.maxHR != nil })
            index.courses = courses
            if let today = loadThrough ?? runs.map(\.localDate).max() {
                index.milestones = try ReportMilestones.read(from: database, sport: filter.sport, today: today, years: index.years)
            }
            if let last = loadThrough ?? runs.map(\.localDate).max() {
                // The load of the report's sport, over every date: fitness builds before the report's first day.
                let counted = try filter.sport.map { sport in
                    let ofSport = Set(try RunListing(database: database).runs(matching: RunFilter(sport: sport)).compactMap(\.id))
                    return heartRates.filter { ofSport.contains($0.runID) }
                } ?? heartRates
                let load = TrainingLoadReport.load(runs: counted, profile: profile, through: last)
                index.training = ReportTraining.make(load, kept: ids, weeks: index.recentWeeks.map(\.period), sport: filter.sport)
            }
            return ReportRead(index: index, manifest: ReportManifest(entries: entries, site: site, tails: tails), kept: kept)
        }
    }

    /// The route of run `runID` with `zones` cut out, and its profile, read in
    /// `RunQueries.forEachSampleWindow` windows (`route(zones:windows:)`).
    static func route(of runID: Int64, zones: [PrivacyZone], queries: RunQueries) throws -> (RouteStream, [ProfilePoint]) {
        try route(zones: zones) { body in try queries.forEachSampleWindow(runID: runID) { try body($0.map(Self.sample)) } }
    }

    /// A run's route with `zones` cut out, and its profile, from `windows`, which calls its
    /// argument with the run's samples one window at a time, in order: a run of one window is
    /// read once, a longer one twice (its largest distance, which sets the profile's stretches, first).
    static func route(
        zones: [PrivacyZone], windows: (([Sample]) throws -> Void) throws -> Void
    ) throws -> (RouteStream, [ProfilePoint]) {
        var route = RouteStream(zones: zones)
        var total: Double?
        var count = 0
        var first: [Sample] = []
        try windows { samples in
            route.add(samples)
            total = RunProfileAccumulator.total(total, samples)
            count += 1
            first = count == 1 ? samples : []
        }
        var profile = RunProfileAccumulator(total: total)
        if count <= 1 {
            profile.add(first)
        } else {
            try windows { profile.add($0) }
        }
        return (route, profile.profile)
    }

    /// A stored sample in the model's units (`.nan` for what it lacks).
    static func sample(_ stored: StoredSample) -> Sample {
        Sample(
            offset: Double(stored.offsetMs) / 1000,
            point: stored.point,
            distance: stored.distanceDm.map { Double($0) / 10 } ?? .nan, segment: Int32(clamping: stored.segment ?? 0))
    }

    /// What a run page says is unusual about `run`, in words.
    static func flags(_ run: Run, trimmed: Bool) -> [String] {
        var flags: [String] = []
        if ReportListRun(run: run, trimmed: trimmed, cleanRules: []).inferredSport {
            flags.append("Sport inferred from the speed profile: the file names none.")
        }
        if run.pace.status != .ok {
            flags.append("Left out of the average pace in stats: \(ReportWords.pace(run.pace.status)).")
        }
        if trimmed { flags.append("Trimmed: a recording tail was cut ('logbook trim \(run.id ?? 0) --undo' restores it).") }
        if let byte = run.recoveredAtByte { flags.append("Recovered from a damaged or cut file: nothing could be read from byte \(byte).") }
        let edited = EditableField.allCases.filter { run.editedFields.contains($0) }.map(\.rawValue)
        if !edited.isEmpty { flags.append("Edited: \(edited.joined(separator: ", ")) (kept over every file).") }
        return flags
    }
}
