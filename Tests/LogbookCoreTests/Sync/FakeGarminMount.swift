import Foundation
import LogbookTestSupport

/// A folder laid out as a Garmin watch's drive: `GARMIN/GarminDevice.xml` and
/// `GARMIN/Activity/` with real FIT files from the fixtures.
struct FakeGarminMount {
    /// The mount point.
    let root: String
    /// Its activity folder.
    var activity: String { root + "/GARMIN/Activity" }

    /// The FIT fixtures of single runs, copied onto the watch by the tests.
    static let runFiles = [
        "run-garmin-fenix2-gps-hr-cad-running-dynamics.fit",
        "run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit",
        "run-garmin-venusq-smart-recording-gps-hr-cad.fit",
        "run-stryd-developer-fields-named-like-native.fit",
    ]

    /// A watch at `root` with unit id `unitID` and model `model`, and no activity yet.
    init(root: String, unitID: String = "3996812345", model: String = "Forerunner 245") throws {
        self.root = root
        try FileManager.default.createDirectory(atPath: root + "/GARMIN/Activity", withIntermediateDirectories: true)
        let description = """
            <?xml version="1.0" encoding="UTF-8" standalone="no" ?>
            <Device xmlns="http://www.garmin.com/xmlschemas/GarminDevice/v2">
              <Model><PartNumber>006-B3076-00</PartNumber><SoftwareVersion>1000</SoftwareVersion><Description>\(model)</Description></Model>
              <Id>\(unitID)</Id>
            </Device>
            """
        try Data(description.utf8).write(to: URL(fileURLWithPath: root + "/GARMIN/GarminDevice.xml"))
    }

    /// Copies the fixture `fixture` onto the watch as `name`.
    func add(_ fixture: String, as name: String) throws {
        try FileManager.default.copyItem(
            atPath: TestPaths.fixtures.appendingPathComponent("fit/" + fixture).path, toPath: activity + "/" + name)
    }
}
