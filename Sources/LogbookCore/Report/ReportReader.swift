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

    /// Calls `page` with the page of each live run `filter` keeps, oldest first, then returns
    /// the index: `stats`' weekly, monthly and yearly reports over `filter` and `records` over
    /// `recordFilter`, both with the default thresholds, as their commands compute them, and
    /// what `clean` flags by default among the runs, the training load (`load`'s, with the
    /// default zones) and the gear; routes with every point within `zones` cut out.
    public func read(
        filter: RunFilter, recordFilter: RecordFilter, zones: [PrivacyZone], page: (ReportRunPage) throws -> Void
    ) throws -> ReportIndex {
        try database.inReadTransaction {
            let thresholds = PaceThresholds.standard
            let runs = try RunListing(database: database).runs(matching: filter)
                .sorted { ($0.startUTC, $0.id ?? 0) < ($1.startUTC, $1.id ?? 0) }.map(DayRun.init)
            let ids = Set(runs.map(\.id))
            let flagged = try CleanupSearch(database: database).findings(options: .standard).filter { ids.contains($0.run.id) }
            var flagsByRun: [Int64: [String]] = [:]
            for finding in flagged {
                flagsByRun[finding.run.id, default: []].append("logbook clean flags it: \(finding.rule.rawValue) (\(finding.detail)).")
            }
            var heat: [HeatRoute] = []
            var hidden = 0
            let queries = RunQueries(database: database)
            let trims = TrimOriginalTables(database: database)
            for (index, run) in runs.enumerated() {
                guard let detail = try RunDetail.read(id: run.id, from: database) else { continue }
                let samples = try queries.samplesByPosition(runID: run.id).map(Self.sample)
                let lines = Self.lines(samples)
                let cut = PrivacyCut.cut(lines, zones: zones)
                hidden += cut.removed
                let route = RouteShape.simplify(cut.lines, tolerance: Self.routeTolerance, maxPoints: Self.routePoints)
                // The heat map's line from the page's: within 1 m of it, at a fraction of the work.
                let coarse = RouteShape.simplify(route, tolerance: Self.heatTolerance, maxPoints: Self.heatPoints)
                if !coarse.isEmpty { heat.append(HeatRoute(runID: run.id, lines: coarse)) }
                try page(ReportRunPage(
                    detail: detail, route: route,
                    hasPositions: !lines.isEmpty, hiddenPoints: cut.removed, profile: RunProfile.profile(samples),
                    flags: Self.flags(detail.run, trimmed: try trims.hasOriginal(run.id)) + (flagsByRun[run.id] ?? []),
                    previous: index > 0 ? runs[index - 1] : nil, next: index + 1 < runs.count ? runs[index + 1] : nil))
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
                hiddenPoints: hidden, zones: zones, flagged: flagged, gear: try GearBook(database: database).usage())
            if let last = runs.map(\.localDate).max() {
                let load = try TrainingLoadReport.load(from: database, through: last)
                index.training = ReportTraining.make(load, kept: ids, weeks: index.recentWeeks.map(\.period))
            }
            return index
        }
    }

    /// A stored sample in the model's units (`.nan` for what it lacks).
    static func sample(_ stored: StoredSample) -> Sample {
        Sample(
            offset: Double(stored.offsetMs) / 1000,
            point: TrackPoint(
                lat: stored.latE7.map { Double($0) / 1e7 } ?? .nan, lon: stored.lonE7.map { Double($0) / 1e7 } ?? .nan,
                ele: stored.eleDm.map { Double($0) / 10 } ?? .nan, hr: stored.hr.map { Float($0) } ?? .nan,
                cadence: stored.cadence.map { Float($0) } ?? .nan),
            distance: stored.distanceDm.map { Double($0) / 10 } ?? .nan, segment: Int32(clamping: stored.segment ?? 0))
    }

    /// The positions of `samples` as lines, one per recording segment (positions at 0,0, a
    /// receiver's "no fix", left out); lines of one point are dropped.
    static func lines(_ samples: [Sample]) -> [[RoutePoint]] {
        var lines: [[RoutePoint]] = []
        var current: [RoutePoint] = []
        var segment: Int32?
        for sample in samples where sample.point.hasPosition && !(sample.point.lat == 0 && sample.point.lon == 0) {
            if segment != sample.segment, !current.isEmpty {
                if current.count >= 2 { lines.append(current) }
                current = []
            }
            segment = sample.segment
            current.append(RoutePoint(
                latitude: sample.point.lat, longitude: sample.point.lon,
                distance: sample.distance.isFinite ? sample.distance : nil, offset: sample.offset))
        }
        if current.count >= 2 { lines.append(current) }
        return lines
    }

    /// What a run page says is unusual about `run`, in words.
    static func flags(_ run: Run, trimmed: Bool) -> [String] {
        var flags: [String] = []
        if run.sportSource == .inferred && !run.editedFields.contains(.sport) {
            flags.append("Sport inferred from the speed profile: the file names none.")
        }
        if run.pace.status != .ok {
            flags.append("Left out of the average pace in stats: \(run.pace.status.rawValue).")
        }
        if trimmed { flags.append("Trimmed: a recording tail was cut ('logbook trim \(run.id ?? 0) --undo' restores it).") }
        if let byte = run.recoveredAtByte { flags.append("Recovered from a damaged or cut file: nothing could be read from byte \(byte).") }
        let edited = EditableField.allCases.filter { run.editedFields.contains($0) }.map(\.rawValue)
        if !edited.isEmpty { flags.append("Edited: \(edited.joined(separator: ", ")) (kept over every file).") }
        return flags
    }
}
