import LogbookAnalysis
import LogbookModel

/// Keeps what the runner set with `logbook edit` when a file's copy of a run replaces the
/// stored data: at an import that upgrades the run, at `import --refresh` and at `rebuild`.
///
/// Each edited field (`Run.editedFields`) keeps the stored value, an emptied one included (a
/// file's name does not come back); the list of edited fields is kept too. A kept sport whose
/// pace thresholds differ from those of the file's sport judges the copy's pace and its
/// splits' paces by the kept sport's (`SportThresholds`), as `logbook edit` did. Numbers and
/// samples stay the copy's.
public enum EditedValues {
    /// `built`, a file's copy of stored run `stored`, with the values the runner set on
    /// `stored`; `thresholds` are the running thresholds the other sports' derive from.
    public static func kept(from stored: Run, in built: BuiltRun, thresholds: PaceThresholds) -> BuiltRun {
        var result = built
        result.run.editedFields = stored.editedFields
        for field in EditableField.allCases where stored.editedFields.contains(field) {
            switch field {
            case .name: result.run.name = stored.name
            case .description: result.run.description = stored.description
            case .gear:
                result.run.gear = stored.gear
                result.run.gearID = stored.gearID
                result.run.gearAssignment = stored.gearAssignment
            case .commute: result.run.commute = stored.commute
            case .sport:
                result.run.sport = stored.sport
                result.run.subSport = stored.subSport
            }
        }
        let judged = SportThresholds.forSport(built.run.sport, running: thresholds)
        let kept = SportThresholds.forSport(result.run.sport, running: thresholds)
        if judged != kept {
            result.run.pace = Pace.judge(moving: result.run.moving, distance: result.run.distance, thresholds: kept)
            for index in result.splits.indices {
                let split = result.splits[index]
                result.splits[index].pace = Pace.judge(moving: split.moving, distance: split.distance, thresholds: kept)
            }
        }
        return result
    }
}
