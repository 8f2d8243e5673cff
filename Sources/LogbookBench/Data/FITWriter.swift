import Foundation

/// Writes a generated run as a minimal FIT activity file, the same points as `GPXWriter`
/// writes: a 14-byte header with its CRC, `file_id`, one `record` per point (timestamp,
/// position in semicircles, `enhanced_altitude`, heart rate, cadence, cumulative
/// distance), one `session`, one `activity`, and the file CRC. Little-endian, normal
/// record headers, 23 bytes per point, as a Garmin watch would lay the same fields out.
enum FITWriter {
    /// Seconds from 1970-01-01 to the FIT epoch, 1989-12-31T00:00:00Z.
    static let epoch: Int64 = 631_065_600

    /// FIT base-type bytes.
    private static let enumType: UInt8 = 0x00, uint8: UInt8 = 0x02, uint16: UInt8 = 0x84
    private static let sint32: UInt8 = 0x85, uint32: UInt8 = 0x86, uint32z: UInt8 = 0x8C

    /// Local message types.
    private static let fileIDLocal: UInt8 = 0, recordLocal: UInt8 = 1, sessionLocal: UInt8 = 2, activityLocal: UInt8 = 3

    /// Writes run `index` of `plan` to `path`; returns (bytes, points).
    static func write(plan: RunPlan, seed: UInt64, index: Int, to path: String) throws -> (bytes: Int, points: Int) {
        var data: [UInt8] = []
        data.reserveCapacity(plan.duration * 30 + 200)
        // file_id: type 4 (activity), manufacturer 255 (development), product 1, time_created, serial.
        define(local: fileIDLocal, global: 0, [(0, 1, enumType), (1, 2, uint16), (2, 2, uint16), (4, 4, uint32), (3, 4, uint32z)], into: &data)
        data.append(fileIDLocal)
        append(4, 1, &data); append(255, 2, &data); append(1, 2, &data)
        append(UInt64(plan.startUTC - epoch), 4, &data); append(UInt64(1000 + index), 4, &data)
        // record: timestamp, lat, long, enhanced_altitude, heart_rate, cadence, distance.
        define(local: recordLocal, global: 20, [(253, 4, uint32), (0, 4, sint32), (1, 4, sint32), (78, 4, uint32),
                                                (3, 1, uint8), (4, 1, uint8), (5, 4, uint32)], into: &data)
        var simulator = TrackSimulator(plan: plan, seed: seed, index: index)
        var points = 0
        var distance = 0.0
        var previous: TrackSimulator.Point?
        var lastTime = plan.startUTC
        while let point = simulator.next() {
            if let previous { distance += haversine(previous, point) }
            data.append(recordLocal)
            append(UInt64(point.time - epoch), 4, &data)
            append(semicircles(point.latitude), 4, &data)
            append(semicircles(point.longitude), 4, &data)
            append(UInt64(((point.elevation + 500) * 5).rounded()), 4, &data)
            append(UInt64(point.heartRate), 1, &data)
            append(UInt64(min(point.cadence, 254)), 1, &data)
            append(UInt64((distance * 100).rounded()), 4, &data)
            previous = point
            lastTime = point.time
            points += 1
        }
        let elapsedMilliseconds = UInt64((lastTime - plan.startUTC) * 1000)
        // session: timestamp, start_time, sport (1 running), sub_sport (0 generic), total_elapsed_time,
        // total_timer_time, total_distance.
        define(local: sessionLocal, global: 18, [(253, 4, uint32), (2, 4, uint32), (5, 1, enumType), (6, 1, enumType),
                                                 (7, 4, uint32), (8, 4, uint32), (9, 4, uint32)], into: &data)
        data.append(sessionLocal)
        append(UInt64(lastTime - epoch), 4, &data); append(UInt64(plan.startUTC - epoch), 4, &data)
        append(1, 1, &data); append(0, 1, &data)
        append(elapsedMilliseconds, 4, &data); append(elapsedMilliseconds, 4, &data)
        append(UInt64((distance * 100).rounded()), 4, &data)
        // activity: timestamp, local_timestamp (the plan's UTC offset), num_sessions 1.
        define(local: activityLocal, global: 34, [(253, 4, uint32), (5, 4, uint32), (1, 2, uint16)], into: &data)
        data.append(activityLocal)
        append(UInt64(lastTime - epoch), 4, &data)
        append(UInt64(lastTime + Int64(plan.utcOffset) - epoch), 4, &data)
        append(1, 2, &data)

        var file = header(dataSize: data.count)
        file += data
        let crc = checksum(file)
        file += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        guard FileManager.default.createFile(atPath: path, contents: Data(file)) else {
            throw BenchError("cannot create \(path)")
        }
        return (file.count, points)
    }

    /// The 14-byte header: size, protocol 2.0, profile 21.40, data size, `.FIT`, header CRC.
    static func header(dataSize: Int) -> [UInt8] {
        var header: [UInt8] = [14, 0x20]
        append(2140, 2, &header)
        append(UInt64(dataSize), 4, &header)
        header += Array(".FIT".utf8)
        let crc = checksum(header)
        header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        return header
    }

    /// A little-endian definition message for `local`: (field number, size, base type) per field.
    private static func define(local: UInt8, global: UInt16, _ fields: [(UInt8, UInt8, UInt8)], into data: inout [UInt8]) {
        data += [0x40 | local, 0, 0, UInt8(global & 0xFF), UInt8(global >> 8), UInt8(fields.count)]
        for (number, size, type) in fields { data += [number, size, type] }
    }

    /// Appends the low `size` bytes of `value`, least significant first.
    private static func append(_ value: UInt64, _ size: Int, _ data: inout [UInt8]) {
        for shift in 0..<size { data.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift)))) }
    }

    /// Degrees as semicircles, the sint32's bit pattern.
    static func semicircles(_ degrees: Double) -> UInt64 {
        UInt64(UInt32(bitPattern: Int32((degrees * 2_147_483_648.0 / 180).rounded())))
    }

    /// Great-circle distance in metres between two points.
    static func haversine(_ a: TrackSimulator.Point, _ b: TrackSimulator.Point) -> Double {
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * TrackSimulator.earthRadius * asin(min(1, h.squareRoot()))
    }

    /// The FIT CRC-16 (CRC-16/ARC) of `bytes`, with the protocol's 16-entry nibble table.
    static func checksum(_ bytes: [UInt8]) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            var entry = crcTable[Int(crc & 0x0F)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ entry ^ crcTable[Int(byte & 0x0F)]
            entry = crcTable[Int(crc & 0x0F)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ entry ^ crcTable[Int(byte >> 4)]
        }
        return crc
    }

    private static let crcTable: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]
}
