/// A distance a best effort is measured over: 400 m, 1 km, 1 mile, ... or one a runner asks for.
public struct RecordDistance: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The distance in metres.
    public let metres: Double
    /// The short label reports and JSON use: `400m`, `1k`, `mile`, `5k`, `half`, `3000m`.
    public let label: String

    /// One mile in metres.
    public static let mileMetres = 1609.344

    /// 400 m.
    public static let m400 = RecordDistance(metres: 400, label: "400m")
    /// 1 km.
    public static let k1 = RecordDistance(metres: 1000, label: "1k")
    /// 1 mile (1609.344 m).
    public static let mile = RecordDistance(metres: mileMetres, label: "mile")
    /// 5 km.
    public static let k5 = RecordDistance(metres: 5000, label: "5k")
    /// 10 km.
    public static let k10 = RecordDistance(metres: 10_000, label: "10k")
    /// Half marathon, 21,097.5 m.
    public static let half = RecordDistance(metres: 21_097.5, label: "half")
    /// Marathon, 42,195 m.
    public static let marathon = RecordDistance(metres: 42_195, label: "marathon")

    /// The distances stored for every run, shortest first.
    public static let standard: [RecordDistance] = [m400, k1, mile, k5, k10, half, marathon]

    /// The shortest distance a runner may ask for: below it a GPS effort is mostly noise.
    public static let shortest = 100.0
    /// The longest distance a runner may ask for (1,000 km).
    public static let longest = 1_000_000.0

    /// The standard distance with this many metres, if any.
    public static func standard(metres: Double) -> RecordDistance? {
        standard.first { $0.metres == metres }
    }

    /// Parses what a runner types: a standard label (`1k`, `mile`, `half`, `marathon`),
    /// plain metres (`3000`, `3000m`), kilometres (`15k`, `15km`, `2.5k`) or miles (`2mi`).
    /// A parsed value equal to a standard distance is that distance. Nil for anything else,
    /// or outside `shortest ... longest`.
    public static func parse(_ text: String) -> RecordDistance? {
        let lowered = text.lowercased()
        if let named = standard.first(where: { $0.label == lowered }) { return named }
        let units: [(suffix: String, metres: Double)] = [("km", 1000), ("k", 1000), ("mi", mileMetres), ("m", 1), ("", 1)]
        for unit in units where lowered.hasSuffix(unit.suffix) {
            let number = lowered.dropLast(unit.suffix.count)
            guard !number.isEmpty, number.allSatisfy({ $0.isPlainDigit || $0 == "." }),
                let value = Double(number), value.isFinite
            else { continue }
            let metres = value * unit.metres
            guard metres >= shortest, metres <= longest else { return nil }
            if let known = standard(metres: metres) { return known }
            return RecordDistance(metres: metres, label: unit.suffix.isEmpty ? "\(number)m" : String(lowered))
        }
        return nil
    }

    /// The label.
    public var description: String { label }

    /// Shorter first.
    public static func < (a: RecordDistance, b: RecordDistance) -> Bool { a.metres < b.metres }
}

extension Character {
    /// True for `0`...`9` only.
    var isPlainDigit: Bool { isASCII && isNumber }
}
