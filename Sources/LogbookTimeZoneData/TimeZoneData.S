// Embeds timezones.bin as it is: assembling it takes no time, where a C array of its
// millions of bytes took the compiler a long while. The file is found through the
// target's own folder, which Package.swift passes as an include path. The stamp header
// changes with the index, so the build assembles a regenerated index in again.
#include "TimeZoneIndexStamp.h"
    .section .rodata.logbook_time_zone_index,"a",@progbits
    .balign 16
    .globl logbook_time_zone_index_start
logbook_time_zone_index_start:
    .incbin "timezones.bin"
    .globl logbook_time_zone_index_end
logbook_time_zone_index_end:
    .if logbook_time_zone_index_end - logbook_time_zone_index_start - LOGBOOK_TIME_ZONE_INDEX_SIZE
    .error "timezones.bin is not the size TimeZoneIndexStamp.h says: regenerate both"
    .endif
    .section .note.GNU-stack,"",@progbits
