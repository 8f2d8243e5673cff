// The bounds of each embedded file, from the labels EmbeddedData.S puts around it.
#include "LogbookEmbeddedData.h"

// Defines `name`_bytes and `name`_length over the labels `name`_start and `name`_end.
#define EMBEDDED_BOUNDS(name)                                                   \
    extern const unsigned char name##_start[];                                  \
    extern const unsigned char name##_end[];                                    \
    const unsigned char *name##_bytes(void) { return name##_start; }            \
    unsigned long name##_length(void) { return (unsigned long)(name##_end - name##_start); }

EMBEDDED_BOUNDS(logbook_time_zone_index)
EMBEDDED_BOUNDS(logbook_place_list)
