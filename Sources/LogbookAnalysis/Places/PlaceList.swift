internal import LogbookEmbeddedData

/// The offline list of populated places a report names its maps by.
///
/// The bytes are `places.bin`, written by `Sources/LogbookEmbeddedData/Generator/generate_places.py`
/// from GeoNames' cities5000 (CC BY 4.0: `attribution`) and embedded in the binary. Little-endian:
///
/// - header (20 bytes): `LBPL`, format version (u32), place count (u32), country count (u32),
///   byte length of the names (u32);
/// - countries: for each, its name's offset in the names (u32) and length (u8);
/// - places, sorted by latitude: latitude and longitude (i32 each, in 1/100000 degree), the
///   name's offset (u32) and length (u8), the country's index (u8): 14 bytes each;
/// - names: UTF-8, one after the other.
///
/// Reading never traps: a list whose parts do not fit its bytes is refused whole, and a
/// name or country outside them reads as empty.
/// `@unchecked Sendable`: the bytes are read-only (the binary's static data, or a test's
/// buffer that outlives the list), so sharing it between threads reads only.
public struct PlaceList: @unchecked Sendable {
    /// The embedded list, checked once, when a report first names a place.
    public static let embedded: PlaceList? = PlaceList(
        bytes: UnsafeRawBufferPointer(start: logbook_place_list_bytes(), count: Int(exactly: logbook_place_list_length()) ?? 0))

    /// The words a page that names places from the list must carry (CC BY 4.0).
    public static let attribution = "Place names: GeoNames (geonames.org), CC BY 4.0"

    /// The header's size in bytes.
    static let headerSize = 20
    /// One country's entry, in bytes.
    static let countrySize = 5
    /// One place's entry, in bytes.
    static let placeSize = 14

    /// The list's bytes.
    private let bytes: UnsafeRawBufferPointer
    /// The number of places.
    public let count: Int
    /// The countries' names, by index.
    private let countries: [String]
    /// Where the places start.
    private let placesOffset: Int
    /// Where the names start, and their length.
    private let namesOffset: Int
    private let namesLength: Int

    /// Reads the header and countries of a list, or `nil` when `bytes` is not a whole list of
    /// this format. `bytes` must stay valid as long as the list is used.
    public init?(bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= Self.headerSize, bytes.baseAddress != nil, Array(bytes[0..<4]) == Array("LBPL".utf8),
            Self.u32(bytes, 4) == 1, let places = Self.u32(bytes, 8), let countryCount = Self.u32(bytes, 12),
            let names = Self.u32(bytes, 16)
        else { return nil }
        let placesOffset = Self.headerSize + Int(countryCount) * Self.countrySize
        let namesOffset = placesOffset + Int(places) * Self.placeSize
        guard namesOffset <= bytes.count, bytes.count - namesOffset == Int(names) else { return nil }
        self.bytes = bytes
        count = Int(places)
        self.placesOffset = placesOffset
        self.namesOffset = namesOffset
        namesLength = Int(names)
        var countries: [String] = []
        countries.reserveCapacity(Int(countryCount))
        for index in 0..<Int(countryCount) {
            let entry = Self.headerSize + index * Self.countrySize
            countries.append(Self.text(bytes, names: namesOffset, length: namesLength, at: Self.u32(bytes, entry), count: bytes[entry + 4]))
        }
        self.countries = countries
    }

    /// The list's size in bytes (what it adds to the binary).
    public var byteCount: Int { bytes.count }

    /// The bytes, for tests that damage a copy.
    var bytesForTests: UnsafeRawBufferPointer { bytes }

    /// The latitude of place `index`, in degrees (`index` in `0..<count`).
    func latitude(_ index: Int) -> Double {
        Double(Self.i32(bytes, placesOffset + index * Self.placeSize)) / 100_000
    }

    /// The longitude of place `index`, in degrees.
    func longitude(_ index: Int) -> Double {
        Double(Self.i32(bytes, placesOffset + index * Self.placeSize + 4)) / 100_000
    }

    /// Place `index` whole.
    func place(_ index: Int) -> Place {
        let entry = placesOffset + index * Self.placeSize
        let country = Int(bytes[entry + 13])
        return Place(
            name: Self.text(bytes, names: namesOffset, length: namesLength, at: Self.u32(bytes, entry + 8), count: bytes[entry + 12]),
            country: country < countries.count ? countries[country] : "", latitude: latitude(index), longitude: longitude(index))
    }

    /// The first place at or north of `latitude` (`count` when none is): the list is sorted by latitude.
    func firstIndex(atOrNorthOf latitude: Double) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if self.latitude(middle) < latitude { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A name of the list: `count` bytes at `offset` in the names, or empty when outside them.
    private static func text(_ bytes: UnsafeRawBufferPointer, names: Int, length: Int, at offset: UInt32?, count: UInt8) -> String {
        guard let offset = offset.map(Int.init), offset <= length, length - offset >= Int(count) else { return "" }
        let start = names + offset
        return String(decoding: bytes[start..<(start + Int(count))], as: UTF8.self)
    }

    /// The u32 at `offset`, or `nil` past the end.
    private static func u32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
    }

    /// The i32 at `offset`, which the header's check keeps inside the places.
    private static func i32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int32 {
        bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self).littleEndian
    }
}
