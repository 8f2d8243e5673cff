/// The global message numbers of the FIT profile that the reader uses or names.
enum FITMessageNumber {
    /// `file_id`: the file's type (activity, course, ...) and maker.
    static let fileID: UInt16 = 0
    /// `sport`: the sport of the activity when it has no session.
    static let sport: UInt16 = 12
    /// `session`: one sport of an activity, with its totals.
    static let session: UInt16 = 18
    /// `lap`: a part of a session, with its totals.
    static let lap: UInt16 = 19
    /// `record`: one sample (time, position, heart rate, ...).
    static let record: UInt16 = 20
    /// `event`: timer start/stop and other events.
    static let event: UInt16 = 21
    /// `length`: one pool length of a swim (active or idle), with its times.
    static let length: UInt16 = 101
    /// `activity`: the whole activity; its `local_timestamp` gives the UTC offset.
    static let activity: UInt16 = 34
    /// `field_description`: names and types of developer fields (not decoded: their size is in the definition).
    static let fieldDescription: UInt16 = 206
    /// `developer_data_id`: the application that writes developer fields (not decoded).
    static let developerDataID: UInt16 = 207
    /// The field number of `timestamp` in every message that has one.
    static let timestampField: UInt8 = 253
}
