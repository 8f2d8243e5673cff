import LogbookModel

extension Period {
    /// True when the range of days a report reads, from `begin` (nil: no lower bound) up to
    /// `end` (exclusive; nil: no upper bound), leaves out some days of this period: its row
    /// counts only part of it and is marked partial, never snapped to whole periods.
    public func isPartial(begin: LocalDate?, end: LocalDate?) -> Bool {
        LocalPeriod(begin: start, end: self.end).isCut(begin: begin, end: end)
    }
}
