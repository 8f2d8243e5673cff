// The data files embedded in the binary's read-only data by EmbeddedData.S, written by the
// Python scripts in Generator/ and committed. Nothing reads them until a lookup asks: their
// pages are mapped from the executable and touched only then.
// - the time zone index (timezones.bin, by Generator/generate_index.py);
// - the list of populated places (places.bin, by Generator/generate_places.py from GeoNames,
//   CC BY 4.0), read when a report names a map's place.
#ifndef LOGBOOK_EMBEDDED_DATA_H
#define LOGBOOK_EMBEDDED_DATA_H

/// The first byte of the embedded time zone index.
const unsigned char *logbook_time_zone_index_bytes(void);

/// The number of bytes of the embedded time zone index.
unsigned long logbook_time_zone_index_length(void);

/// The first byte of the embedded place list.
const unsigned char *logbook_place_list_bytes(void);

/// The number of bytes of the embedded place list.
unsigned long logbook_place_list_length(void);

#endif
