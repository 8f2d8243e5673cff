import Foundation
import LogbookModel

/// Which zone gives a run its UTC offset, and where that zone came from.
public struct ZoneChoice: Sendable, Equatable {
    /// Where the offset comes from.
    public var source: UTCOffsetSource
    /// The zone whose offset at the run's start the run gets (for `file`: the fallback
    /// zone, used only where a time states no offset after all).
    public var zone: TimeZone
    /// The zone's name to store, `nil` for `file`.
    public var name: String?

    /// Creates a choice.
    public init(source: UTCOffsetSource, zone: TimeZone, name: String?) {
        self.source = source
        self.zone = zone
        self.name = name
    }

    /// Decides, first rule first: an offset the file states (`file`); the zone `--tz`
    /// named (`option`); the zone at the run's first usable position, found by `lookup`
    /// (`position`); the system zone (`system`).
    ///
    /// `option` is `--tz`'s zone when given, `system` the system's; `position` the run's
    /// first valid GPS point that is not 0,0, or `nil`; `statedZone` the zone the file
    /// names beside the offset it states (Apple Health's `HKTimeZone`), the name a `file`
    /// choice stores (none when the file names no zone, or one longer than 64 bytes).
    public static func decide(
        statesOffset: Bool, statedZone: String? = nil, option: TimeZone?, position: (lat: Double, lon: Double)?,
        system: TimeZone, lookup: (Double, Double) -> TimeZone? = PositionZone.zone(lat:lon:)
    ) -> ZoneChoice {
        if statesOffset {
            let name = statedZone.flatMap { (1...64).contains($0.utf8.count) ? $0 : nil }
            return ZoneChoice(source: .file, zone: option ?? system, name: name)
        }
        if let option { return ZoneChoice(source: .option, zone: option, name: option.identifier) }
        if let position, PositionZone.isUsable(lat: position.lat, lon: position.lon),
            let zone = lookup(position.lat, position.lon)
        {
            return ZoneChoice(source: .position, zone: zone, name: zone.identifier)
        }
        return ZoneChoice(source: .system, zone: system, name: system.identifier)
    }
}

extension ZoneChoice {
    /// `run` with its offset derived again, as `logbook rebuild` does: a run whose offset
    /// came from its position or the system zone gets the zone at `position` (its first
    /// usable stored position) and that zone's offset at its own start instant (the instant
    /// stays). A run without a usable position keeps what it has: the system zone it was
    /// imported in is the best there is (the machine's zone today may be another). A run
    /// whose file or `--tz` gave its offset, whose source is unknown, or that is virtual
    /// (`VirtualActivity`: its positions are on a game's map), is returned as it is.
    public static func rederived(
        _ run: Run, position: (lat: Double, lon: Double)?,
        lookup: (Double, Double) -> TimeZone? = PositionZone.zone(lat:lon:)
    ) -> Run {
        guard let source = run.offsetSource, source.isDerived, !VirtualActivity.isVirtual(subSport: run.subSport), let position,
            PositionZone.isUsable(lat: position.lat, lon: position.lon), let zone = lookup(position.lat, position.lon)
        else { return run }
        var rederived = run
        rederived.utcOffset = LocalTime.offset(forUTC: Double(run.startUTC), in: zone)
        rederived.offsetSource = .position
        rederived.timeZone = zone.identifier
        return rederived
    }
}
