import LogbookCore
import LogbookModel

/// How `logbook gear` and the import summary show gear: a table, JSON, and warnings for
/// pairs past their limit.
enum GearReport {
    /// One JSON object per pair: `name`, `kind`, `distance_m`, `runs`, `moving_s`,
    /// `first_used`, `last_used`, `limit_m`, `left_m`, `due`, `retired_on`, `brand`,
    /// `model`, `started_on`, `notes`.
    static func json(_ usage: [GearUsage]) -> JSONValue {
        .array(usage.map { item in
            .object([
                ("name", .string(item.gear.name)), ("kind", .string(item.gear.kind.rawValue)),
                ("distance_m", .number(item.distance)), ("runs", .integer(Int64(item.runs))),
                ("moving_s", .number(item.moving)), ("first_used", .string(item.firstUsed?.description)),
                ("last_used", .string(item.lastUsed?.description)), ("limit_m", .number(item.gear.limit)),
                ("left_m", .number(item.left)), ("due", .bool(item.isDue)),
                ("retired_on", .string(item.gear.retiredOn?.description)), ("brand", .string(item.gear.brand)),
                ("model", .string(item.gear.model)), ("started_on", .string(item.gear.startedOn?.description)),
                ("notes", .string(item.gear.notes)),
            ])
        })
    }

    /// The keys of `json`'s objects, in order: `gear --csv`'s header.
    static let keys = [
        "name", "kind", "distance_m", "runs", "moving_s", "first_used", "last_used", "limit_m", "left_m", "due", "retired_on",
        "brand", "model", "started_on", "notes",
    ]

    /// The gear as CSV: `json`'s fields under the same names.
    static func csv(_ usage: [GearUsage]) -> String {
        guard case .array(let objects) = json(usage) else { return "" }
        return JSONTable.csv(objects, keys: keys)
    }

    /// The gear as a table: name, kind, km, runs, moving time, first and last use, limit,
    /// what is left and the retirement.
    static func table(_ usage: [GearUsage], bold: Bool) -> String {
        TableRenderer(
            columns: [
                .left("GEAR"), .left("KIND"), .right("KM"), .right("RUNS"), .right("MOVING"), .fixedLeft("FIRST"), .fixedLeft("LAST"),
                .right("LIMIT"), .right("LEFT"), .fixedLeft("RETIRED"),
            ],
            rows: usage.map { item in
                [
                    TableRenderer.printable(item.gear.name), item.gear.kind.rawValue, kilometres(item.distance),
                    String(item.runs), ReportText.duration(item.moving), item.firstUsed?.description ?? "-",
                    item.lastUsed?.description ?? "-", item.gear.limit.map(kilometres) ?? "-",
                    item.left.map(kilometres) ?? "-", item.gear.retiredOn?.description ?? "-",
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// What `gear assign` did or would do: `{"gear", "applied", "runs": [{"id", "start", "before"}]}`.
    static func assignmentJSON(_ changes: [GearAssignmentChange], gear: String, applied: Bool) -> JSONValue {
        .object([
            ("gear", .string(gear)), ("applied", .bool(applied)),
            ("runs", .array(changes.map { change in
                .object([
                    ("id", .integer(change.run.id)),
                    ("start", .string(LocalDateTime.iso8601(utc: change.run.startUTC, offset: change.run.utcOffset))),
                    ("before", .string(change.before)), ("before_by", .string(change.beforeAssignment?.rawValue)),
                ])
            })),
        ])
    }

    /// The runs `gear assign` changes: id, start, sport, name, and the gear before → after.
    static func assignmentTable(_ changes: [GearAssignmentChange], gear: String, bold: Bool) -> String {
        TableRenderer(
            columns: [.right("ID"), .fixedLeft("START"), .left("SPORT"), .left("NAME"), .left("GEAR")],
            rows: changes.map { change in
                [
                    change.run.id.map(String.init) ?? "", LocalDateTime.minute(utc: change.run.startUTC, offset: change.run.utcOffset),
                    change.run.sport, TableRenderer.printable(change.run.name ?? ""),
                    "\(change.before.map { TableRenderer.printable($0) } ?? "none") → \(TableRenderer.printable(gear))",
                ]
            },
            boldHeading: bold
        ).render()
    }

    /// One warning per pair in use that has reached its limit:
    /// `'Pegasus 40' is due: 712.4 km of its 700 km limit`.
    static func dueWarnings(_ usage: [GearUsage]) -> [String] {
        usage.filter(\.isDue).map { item in
            "'\(TableRenderer.printable(item.gear.name))' is due: \(kilometres(item.distance)) km of its "
                + "\(item.gear.limit.map(kilometres) ?? "?") km limit; retire it with 'logbook gear retire \(TableRenderer.printable(item.gear.name))'"
        }
    }

    /// Metres as km with one decimal (`712.4`).
    static func kilometres(_ metres: Double) -> String {
        let tenths = (metres / 100).rounded()
        let sign = tenths < 0 ? "-" : ""
        let whole = Int64(abs(tenths))
        return "\(sign)\(whole / 10).\(whole % 10)"
    }
}
