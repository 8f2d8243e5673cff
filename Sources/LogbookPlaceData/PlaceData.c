// The bounds of the embedded place list, from the labels PlaceData.S puts around it.
#include "LogbookPlaceData.h"

extern const unsigned char logbook_place_list_start[];
extern const unsigned char logbook_place_list_end[];

const unsigned char *logbook_place_list_bytes(void) {
    return logbook_place_list_start;
}

unsigned long logbook_place_list_length(void) {
    return (unsigned long)(logbook_place_list_end - logbook_place_list_start);
}
