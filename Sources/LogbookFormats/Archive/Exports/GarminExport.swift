import Foundation
import LogbookModel

/// Garmin Connect's account export: `DI_CONNECT/...`, with the watch's FIT files in
/// nested `DI-Connect-Uploaded-Files/UploadedFiles_*.zip` parts and the activities' names
/// and sports in `DI-Connect-Fitness/*summarizedActivities.json`.
///
/// FIT files that are not activities (monitoring, settings, sleep) are skipped by the FIT
/// reader; the activities get the name and sport of the summary that starts within 60 s
/// of them. Everything outside the uploaded files is skipped.
public struct GarminExport: ExportLayout, Equatable {
    /// The largest summary file read (about 2 KB an activity).
    public static let summaryLimit = 64 << 20
    /// Where the uploaded files are.
    public static let uploadsFolder = "DI_CONNECT/DI-Connect-Uploaded-Files/"

    /// The summaries, joined to runs by start time.
    public private(set) var words: ExportWords

    /// The export whose summary files hold `summaries` (unreadable ones give no names).
    public init(summaries: [Data]) {
        words = ExportWords(byStart: summaries.flatMap(Self.summaries(in:)))
    }

    /// True for a member holding activity summaries.
    public static func isSummary(_ path: String) -> Bool {
        path.hasPrefix("DI_CONNECT/DI-Connect-Fitness/") && path.hasSuffix("summarizedActivities.json")
    }

    /// True when the member paths are those of a Garmin Connect export.
    public static func isExport(_ paths: [String]) -> Bool {
        paths.contains { $0.hasPrefix(uploadsFolder) }
    }

    /// The words of every activity in one `summarizedActivities.json`: a list holding
    /// `{"summarizedActivitiesExport": [...]}` objects, each activity with `name`,
    /// `activityType` and `startTimeGmt` (milliseconds). Anything else gives nothing.
    public static func summaries(in data: Data) -> [RunWords] {
        guard data.count <= summaryLimit, let json = try? JSONSerialization.jsonObject(with: data) else { return [] }
        var activities: [[String: Any]] = []
        func collect(_ value: Any) {
            if let list = value as? [Any] {
                list.forEach(collect)
            } else if let object = value as? [String: Any] {
                if let inner = object["summarizedActivitiesExport"] {
                    collect(inner)
                } else if object["startTimeGmt"] != nil {
                    activities.append(object)
                }
            }
        }
        collect(json)
        return activities.compactMap { activity in
            guard let milliseconds = (activity["startTimeGmt"] as? NSNumber)?.doubleValue, milliseconds.isFinite,
                abs(milliseconds) < 1e15
            else { return nil }
            return RunWords(
                name: activity["name"] as? String, sport: activity["activityType"] as? String,
                startUTC: Int64((milliseconds / 1000).rounded()))
        }
    }

    /// What the export makes of the member at `path`.
    public func role(of path: String) -> ExportMemberRole {
        path.hasPrefix(Self.uploadsFolder) ? .read(words) : .skip("not an uploaded activity file of the export")
    }
}
