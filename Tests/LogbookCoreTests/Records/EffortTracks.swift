import Foundation
import LogbookTestSupport

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// Generated 1 Hz runs with known speeds, written as GPX and imported through the real
/// path, and an independent brute-force best effort to compare with.
enum EffortTracks {
    /// One timed position.
    typealias Point = GeneratedRuns.Point

    /// Metres per degree of latitude on the builder's sphere.
    static let metresPerDegree = SyntheticTracks.metresPerDegree

    /// See `GeneratedRuns.points`.
    static func points(start: Double = 1_714_636_800, legs: [(seconds: Int, speed: Double)], wobble: Double = 0) -> [Point] {
        GeneratedRuns.points(start: start, legs: legs, wobble: wobble)
    }

    /// See `GeneratedRuns.gpx`.
    static func gpx(_ points: [Point], sport: String = "running") -> Data {
        GeneratedRuns.gpx(points, sport: sport)
    }

    /// Imports a file's bytes through `Importer`; returns the ids of its runs.
    @discardableResult
    static func importData(_ data: Data, name: String, into database: Database, thresholds: PaceThresholds = .standard) throws -> [Int64] {
        let options = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, thresholds: thresholds)
        let result = try Importer(options: options).importFile(ImportInput(data: data, displayName: name), into: database)
        return result.runs.compactMap(\.id)
    }

    /// The run's stored best efforts by distance label.
    static func efforts(_ runID: Int64, in database: Database) throws -> [String: BestEffort] {
        var result: [String: BestEffort] = [:]
        for effort in try BestEffortQueries(database: database).efforts(runID: runID) {
            result[RecordDistance.standard(metres: effort.distance)?.label ?? "\(effort.distance)"] = effort
        }
        return result
    }

    /// The positions rounded as the GPX file writes them.
    static func rounded(_ points: [Point]) -> [Point] {
        points.map { Point(time: $0.time, lat: ($0.lat * 1e7).rounded() / 1e7, lon: ($0.lon * 1e7).rounded() / 1e7) }
    }

    /// Great-circle metres (haversine, R = 6,371,008.8 m), written here, not the builder's.
    static func haversine(_ a: Point, _ b: Point) -> Double {
        let radians = Double.pi / 180
        let dLat = (b.lat - a.lat) * radians, dLon = (b.lon - a.lon) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.lat * radians) * cos(b.lat * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_008.8 * asin(min(1, sqrt(h)))
    }

    /// The brute-force best time over `metres`: every start point, scanned forward to the
    /// first point covering it, the end interpolated in that step; nil when never covered.
    static func referenceBest(_ points: [Point], metres: Double) -> Double? {
        var cumulative = [0.0]
        for index in points.indices.dropFirst() { cumulative.append(cumulative[index - 1] + haversine(points[index - 1], points[index])) }
        var best: Double?
        for start in points.indices {
            for end in (start + 1)..<max(start + 1, points.count) where cumulative[end] - cumulative[start] >= metres {
                let need = cumulative[start] + metres - cumulative[end - 1]
                let step = cumulative[end] - cumulative[end - 1]
                let time = points[end - 1].time + (points[end].time - points[end - 1].time) * need / step - points[start].time
                if best.map({ time < $0 }) ?? true { best = time }
                break
            }
        }
        return best
    }
}
