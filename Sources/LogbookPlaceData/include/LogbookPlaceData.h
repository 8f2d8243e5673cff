// The list of populated places (places.bin, written by Generator/generate_places.py from
// GeoNames, CC BY 4.0), embedded in the binary's read-only data by PlaceData.S. Nothing
// reads it until a report names a map's place.
#ifndef LOGBOOK_PLACE_DATA_H
#define LOGBOOK_PLACE_DATA_H

/// The first byte of the embedded list.
const unsigned char *logbook_place_list_bytes(void);

/// The number of bytes of the embedded list.
unsigned long logbook_place_list_length(void);

#endif
