import LogbookModel

/// Walks the bytes of a FIT file and collects the messages the reader uses into a `FITContent`.
///
/// For each FIT file in the bytes (one after another: after a file's data and CRC, another
/// header may follow): the header and file CRC are checked before any message is read, then
/// every record is read in order:
/// - a record header with bit 7 set is a compressed-timestamp data message: local type in
///   bits 5-6, a 5-bit time offset in bits 0-4, giving `last + ((offset - last) mod 32)` where
///   `last` is the most recent timestamp in the file (rolling over every 32 s);
/// - otherwise bit 6 marks a definition message (bit 5: with developer fields) and bits 0-3
///   the local message type (0-15); data messages of a type never defined are an error.
///
/// Each definition is turned into a `FITMessageLayout` once; each data message then fills a
/// reusable value buffer from the layout's plans, so decoding allocates nothing per field.
/// A file whose CRC matches is read whole, and any error stops the decoding: it yields no
/// activities at all. A file the CRC does not vouch for (cut short, `FITFileHeader.isCut(in:)`,
/// or of full length with a wrong CRC) is read message by message, each judged by
/// `FITPlausibility`, up to the first that does not decode or is not believable:
/// `FITContent.damage` says where that is, and nothing from there on is read (no chained file
/// either). A cut file read to its cut without such a message ends in `FITContent.earlyEnd`.
/// Damage in the header, in the first message, or before any record or session is still a
/// rejection at its byte: nothing of such a file can be told.
struct FITDecoder {
    /// What has been decoded so far.
    private(set) var content = FITContent()
    private var layouts: [FITMessageLayout?] = Array(repeating: nil, count: 16)
    private var values: [Double] = Array(repeating: .nan, count: FITField.allCases.count)
    private var lastTimestamp: UInt32?
    private var pendingStop: Double?
    private var accumulatedDistance: UInt64 = 0
    private var lastPackedDistance: UInt64 = 0
    /// True while reading bytes no CRC vouches for: each message is judged (`FITPlausibility`).
    private var judging = false
    /// The last timestamp read, for `FITPlausibility.timeProblem`.
    private var lastTime: Double?
    /// The last record kept, for `FITPlausibility.recordProblem`.
    private var lastRecord: FITPlausibility.RecordMark?
    /// The number of messages (definitions and data) read, over every chained file.
    private var messageCount = 0

    /// The largest FIT time that is device-relative rather than since 1989-12-31.
    static let relativeTimeLimit = 0x1000_0000

    /// Decodes every FIT file in `bytes`.
    static func decode(_ bytes: [UInt8]) throws(FITFormatError) -> FITContent {
        var decoder = FITDecoder()
        var offset = 0
        repeat {
            if offset > 0 {
                let left = bytes.count - offset
                let signature: [UInt8] = [0x2E, 0x46, 0x49, 0x54]
                if left < 12 || !bytes[(offset + 8)..<(offset + 12)].elementsEqual(signature) {
                    throw FITFormatError(
                        offset: offset, reason: "\(left) bytes after the end of the FIT data are not another FIT file")
                }
            }
            let header = try FITFileHeader.read(bytes, at: offset)
            let cut = header.isCut(in: bytes)
            let mismatch = cut ? nil : header.fileCRCMismatch(in: bytes)
            decoder.judging = cut || mismatch != nil
            try decoder.decodeData(of: header, in: bytes)
            if decoder.content.damage == nil, let mismatch {
                decoder.content.damage = FITDamage(offset: mismatch.offset, reason: mismatch.reason, onlyCRC: true)
            }
            if cut || decoder.content.damage != nil { break }
            offset = header.dataEnd + 2
        } while offset < bytes.count
        if let damage = decoder.content.damage, decoder.content.records.isEmpty, decoder.content.sessions.isEmpty {
            throw FITFormatError(offset: damage.offset, reason: damage.reason + ": no record or session comes before it")
        }
        return decoder.content
    }

    private mutating func decodeData(of header: FITFileHeader, in bytes: [UInt8]) throws(FITFormatError) {
        do {
            try readMessages(of: header, in: bytes)
        } catch {
            // Damage in the first message leaves nothing to tell what the file is.
            guard judging, messageCount > 0 else { throw error }
            content.damage = FITDamage(offset: error.offset, reason: error.reason)
            content.earlyEnd = nil
        }
    }

    private mutating func readMessages(of header: FITFileHeader, in bytes: [UInt8]) throws(FITFormatError) {
        content.fileCount += 1
        for index in layouts.indices { layouts[index] = nil }
        lastTimestamp = nil
        let end = min(header.dataEnd, bytes.count)
        let cut = header.isCut(in: bytes)
        var offset = header.dataStart
        defer {
            if cut { content.earlyEnd = FITEarlyEnd(fileSize: bytes.count, incompleteMessageOffset: offset) }
        }
        while offset < end {
            let recordHeader = bytes[offset]
            let localType: Int
            var headerTime = Double.nan
            if recordHeader & 0x80 != 0 {
                localType = Int((recordHeader >> 5) & 0x03)
                if let last = lastTimestamp {
                    let timeOffset = UInt32(recordHeader & 0x1F)
                    headerTime = Double(last) + Double((timeOffset &- last) & 0x1F)
                }
            } else if recordHeader & 0x40 != 0 {
                let read: (FITMessageLayout, Int)
                do {
                    read = try FITMessageLayout.read(bytes, headerOffset: offset, end: end)
                } catch where error.reason == FITMessageLayout.truncatedReason && end < header.dataEnd {
                    return  // the cut fell inside this definition
                }
                let (layout, next) = read
                if judging, let problem = Self.definitionProblem(bytes, headerOffset: offset) {
                    throw FITFormatError(offset: offset, reason: problem)
                }
                layouts[Int(recordHeader & 0x0F)] = layout
                messageCount += 1
                offset = next
                continue
            } else {
                localType = Int(recordHeader & 0x0F)
            }
            guard let layout = layouts[localType] else {
                throw FITFormatError(offset: offset, reason: "data message uses undefined local message type \(localType)")
            }
            let start = offset + 1
            guard layout.size <= end - start else {
                if end < header.dataEnd { return }  // the cut fell inside this message
                throw FITFormatError(
                    offset: offset,
                    reason: "truncated: a data message of \(layout.size) bytes runs past the end of the data (byte \(end))")
            }
            try handle(layout, in: bytes, start: start, headerOffset: offset, headerTime: headerTime)
            messageCount += 1
            offset = start + layout.size
        }
    }

    /// Why the definition at `headerOffset` (which `FITMessageLayout.read` accepted) is not
    /// believable in a file no CRC vouches for, or `nil`.
    private static func definitionProblem(_ bytes: [UInt8], headerOffset: Int) -> String? {
        let count = Int(bytes[headerOffset + 5])
        let fields = (0..<count).map { index in
            let at = headerOffset + 6 + 3 * index
            return (size: Int(bytes[at + 1]), unit: FITBaseType(definitionByte: bytes[at + 2])?.size ?? 1)
        }
        return FITPlausibility.definitionProblem(reserved: bytes[headerOffset + 1], fields: fields)
    }

    private mutating func handle(
        _ layout: FITMessageLayout, in bytes: [UInt8], start: Int, headerOffset: Int, headerTime: Double
    ) throws(FITFormatError) {
        for plan in layout.plans {
            values[plan.slot] = plan.value(in: bytes, messageStart: start, bigEndian: layout.bigEndian)
        }
        defer {
            for plan in layout.plans {
                values[plan.slot] = .nan
            }
        }
        var time = values[FITField.timestamp.rawValue]
        if time.isNaN { time = headerTime }
        if judging, let problem = problem(of: layout.globalNumber, time: time) {
            throw FITFormatError(offset: headerOffset, reason: problem)
        }
        if time.isFinite { lastTime = time }
        if time >= 0, time <= Double(UInt32.max) { lastTimestamp = UInt32(time) }
        switch layout.globalNumber {
        case FITMessageNumber.record: addRecord(time: time)
        case FITMessageNumber.event: addEvent(time: time)
        case FITMessageNumber.session: content.sessions.append(totals(time: time, offset: headerOffset))
        case FITMessageNumber.lap: content.laps.append(totals(time: time, offset: headerOffset))
        case FITMessageNumber.length:
            content.lengths.append(
                FITLength(
                    startTime: value(.startTime), timestamp: time, elapsed: value(.totalElapsedTime) / 1000,
                    timer: value(.totalTimerTime) / 1000, isActive: value(.lengthType) != 0))
        case FITMessageNumber.activity:
            if content.activityTimestamp.isNaN && content.activityLocalTimestamp.isNaN {
                content.activityTimestamp = time
                content.activityLocalTimestamp = value(.localTimestamp)
            }
        case FITMessageNumber.fileID:
            if content.fileType.isNaN {
                content.fileType = value(.fileType)
                content.manufacturer = value(.manufacturer)
                content.fileIDOffset = headerOffset
            }
        case FITMessageNumber.sport:
            if content.sport.isNaN {
                content.sport = value(.sport)
                content.subSport = value(.subSport)
            }
        default: break
        }
    }

    /// Why the data message of `globalNumber` whose values are in `values`, at FIT time
    /// `time`, is not believable (`FITPlausibility`), or `nil`.
    private func problem(of globalNumber: UInt16, time: Double) -> String? {
        if let problem = FITPlausibility.timeProblem(time, after: lastTime) { return problem }
        switch globalNumber {
        case FITMessageNumber.record:
            return FITPlausibility.recordProblem(recordPoint(), time: time, after: lastRecord)
        case FITMessageNumber.session, FITMessageNumber.lap:
            return FITPlausibility.totalsProblem(startTime: value(.startTime), timestamp: time)
        default:
            return nil
        }
    }

    @inline(__always)
    private func value(_ field: FITField) -> Double {
        values[field.rawValue]
    }

    /// The point of the record whose values are in `values`: position, altitude, heart rate,
    /// cadence and the distance its `distance` field states (not the packed one).
    private func recordPoint() -> TrackPoint {
        var point = TrackPoint()
        let semicircle = 180.0 / 2_147_483_648.0
        let lat = value(.positionLat), lon = value(.positionLong)
        if !lat.isNaN && !lon.isNaN {
            point.lat = lat * semicircle
            point.lon = lon * semicircle
        }
        let altitude = value(.enhancedAltitude).isNaN ? value(.altitude) : value(.enhancedAltitude)
        point.ele = altitude / 5 - 500
        let heartRate = value(.heartRate)
        point.hr = heartRate > 0 && heartRate < 255 ? Float(heartRate) : .nan
        let cadence = value(.cadence)
        let fraction = value(.fractionalCadence)
        point.cadence = Float(fraction.isNaN ? cadence : cadence + fraction / 128)
        point.deviceDistance = value(.distance) / 100
        return point
    }

    private mutating func addRecord(time: Double) {
        var point = recordPoint()
        let packed = value(.compressedSpeedDistance)
        if !packed.isNaN {
            // Bits 12-23: distance in 1/16 m, accumulated over its 4096-step rollover.
            let distance12 = UInt64(packed) >> 12
            accumulatedDistance &+= (distance12 &- lastPackedDistance) & 0xFFF
            lastPackedDistance = distance12
            if point.deviceDistance.isNaN { point.deviceDistance = Double(accumulatedDistance) / 16 }
        }
        var startsSegment = false
        if let stop = pendingStop, !(time <= stop) {
            startsSegment = true
            pendingStop = nil
        }
        content.records.append(FITRecord(time: time, point: point, startsSegment: startsSegment))
        if judging {
            var mark = lastRecord ?? FITPlausibility.RecordMark()
            if time.isFinite { mark.time = time }
            if point.deviceDistance.isFinite { mark.distance = point.deviceDistance }
            if point.hasPosition { (mark.lat, mark.lon) = (point.lat, point.lon) }
            lastRecord = mark
        }
    }

    private mutating func addEvent(time: Double) {
        guard value(.event) == 0 else { return }  // timer
        switch value(.eventType) {
        case 1, 4, 8, 9:  // stop, stop_all, stop_disable, stop_disable_all
            if pendingStop == nil { pendingStop = time.isNaN ? -.infinity : time }
        default: break
        }
    }

    private func totals(time: Double, offset: Int) -> FITTotals {
        let fraction = value(.averageFractionalCadence)
        let cadence = value(.averageCadence)
        return FITTotals(
            startTime: value(.startTime), timestamp: time, sport: value(.sport), subSport: value(.subSport),
            elapsed: value(.totalElapsedTime) / 1000, timer: value(.totalTimerTime) / 1000,
            movingTime: value(.totalMovingTime) / 1000, distance: value(.totalDistance) / 100, averageHeartRate: value(.averageHeartRate),
            maxHeartRate: value(.maxHeartRate), averageCadence: fraction.isNaN ? cadence : cadence + fraction / 128,
            ascent: value(.totalAscent), poolLength: value(.poolLength) / 100, byteOffset: offset)
    }
}
