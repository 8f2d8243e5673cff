extension Int64 {
    /// `self + other`, clamped to `Int64`'s range instead of trapping on overflow (stored
    /// integers may hold anything another tool wrote).
    public func saturatingAdd(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, clamped to `Int64`'s range instead of trapping on overflow.
    public func saturatingSubtract(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : difference
    }

    /// `|self - other|`, clamped to `Int64.max` instead of trapping.
    public func distance(saturatingTo other: Int64) -> Int64 {
        let difference = saturatingSubtract(other)
        return difference == .min ? .max : Swift.abs(difference)
    }
}
