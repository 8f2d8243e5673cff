// The time zone index (timezones.bin, written by Generator/generate_index.py), embedded
// in the binary's read-only data by TimeZoneData.S. Nothing reads it until a lookup asks:
// its pages are mapped from the executable and touched only then.
#ifndef LOGBOOK_TIME_ZONE_DATA_H
#define LOGBOOK_TIME_ZONE_DATA_H

/// The first byte of the embedded index.
const unsigned char *logbook_time_zone_index_bytes(void);

/// The number of bytes of the embedded index.
unsigned long logbook_time_zone_index_length(void);

#endif
