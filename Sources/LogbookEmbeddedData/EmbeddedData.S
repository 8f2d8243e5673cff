// Embeds the data files as they are: assembling them takes no time, where a C array of
// their millions of bytes took the compiler a long while. The files are found through the
// target's own folder, which Package.swift passes as an include path. Each stamp header
// changes with its file, so the build assembles a regenerated file in again.
#include "TimeZoneIndexStamp.h"
#include "PlaceListStamp.h"

// Puts `file` in its own read-only section between the labels `name`_start and `name`_end,
// and refuses to assemble when its size is not the `size` its stamp header says.
.macro embed name, file, size, stamp
    .section .rodata.\name,"a",@progbits
    .balign 16
    .globl \name\()_start
\name\()_start:
    .incbin "\file"
    .globl \name\()_end
\name\()_end:
    .if \name\()_end - \name\()_start - \size
    .error "\file is not the size \stamp says: regenerate both"
    .endif
.endm

    embed logbook_time_zone_index, "timezones.bin", LOGBOOK_TIME_ZONE_INDEX_SIZE, "TimeZoneIndexStamp.h"
    embed logbook_place_list, "places.bin", LOGBOOK_PLACE_LIST_SIZE, "PlaceListStamp.h"
    .section .note.GNU-stack,"",@progbits
