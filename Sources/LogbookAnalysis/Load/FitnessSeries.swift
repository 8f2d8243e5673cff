import Foundation
import LogbookModel

/// The daily fitness, fatigue and form of a runner from the loads of their runs.
///
/// Daily load = the sum of the day's TRIMPs on the local calendar (`DatedLoad.date`);
/// `ATL_d = ATL_{d-1} + (load_d - ATL_{d-1}) * (1 - exp(-1/7))`, CTL the same with 42,
/// both 0 the day before the first run; `TSB_d = CTL_{d-1} - ATL_{d-1}` (the morning's form,
/// as GoldenCheetah and TrainingPeaks show it). A day without a run has load 0.
public enum FitnessSeries {
    /// The time constant of fatigue, in days.
    public static let atlDays = 7.0
    /// The time constant of fitness, in days.
    public static let ctlDays = 42.0

    /// The sum of the loads per local date; a load that is not a finite number of at least 0 is left out.
    public static func dailyLoads(_ runs: [DatedLoad]) -> [LocalDate: Double] {
        var days: [LocalDate: Double] = [:]
        for run in runs where run.load.isFinite && run.load >= 0 {
            days[run.date, default: 0] += run.load
        }
        return days
    }

    /// Every day from the first day with a load through `last`, in order (empty when there
    /// is no load, or `last` comes before the first day).
    public static func days(_ loads: [LocalDate: Double], through last: LocalDate) -> [DailyFitness] {
        guard let first = loads.keys.min(), first <= last else { return [] }
        let atlGain = 1 - exp(-1 / atlDays)
        let ctlGain = 1 - exp(-1 / ctlDays)
        var atl = 0.0
        var ctl = 0.0
        var series: [DailyFitness] = []
        series.reserveCapacity(Int(clamping: last.daysSince1970 - first.daysSince1970 + 1))
        var date = first
        while date <= last {
            let load = loads[date] ?? 0
            let tsb = ctl - atl
            atl += (load - atl) * atlGain
            ctl += (load - ctl) * ctlGain
            series.append(DailyFitness(date: date, load: load, atl: atl, ctl: ctl, tsb: tsb))
            date = date.adding(days: 1)
        }
        return series
    }
}
