// The bounds of the embedded index, from the labels TimeZoneData.S puts around it.
#include "LogbookTimeZoneData.h"

extern const unsigned char logbook_time_zone_index_start[];
extern const unsigned char logbook_time_zone_index_end[];

const unsigned char *logbook_time_zone_index_bytes(void) {
    return logbook_time_zone_index_start;
}

unsigned long logbook_time_zone_index_length(void) {
    return (unsigned long)(logbook_time_zone_index_end - logbook_time_zone_index_start);
}
