
/// One run `gear assign` gives a pair to: the run, and the gear it had.
public struct GearAssignmentChange: Sendable, Equatable {
    /// The run, as it was.
    public var run: Run
    /// The name of the gear it had, if any.
    public var before: String?
    /// How it had it.
    public var beforeAssignment: GearAssignment?

    /// Creates a change.
    public init(run: Run, before: String?, beforeAssignment: GearAssignment?) {
        self.run = run
        self.before = before
        self.beforeAssignment = beforeAssignment
    }
}
