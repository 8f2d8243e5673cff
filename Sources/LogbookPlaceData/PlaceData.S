// Embeds places.bin as it is, as TimeZoneData.S embeds the time zone index. The file is
// found through the target's own folder, which Package.swift passes as an include path.
// The stamp header changes with the list, so the build assembles a regenerated list in again.
#include "PlaceListStamp.h"
    .section .rodata.logbook_place_list,"a",@progbits
    .balign 16
    .globl logbook_place_list_start
logbook_place_list_start:
    .incbin "places.bin"
    .globl logbook_place_list_end
logbook_place_list_end:
    .if logbook_place_list_end - logbook_place_list_start - LOGBOOK_PLACE_LIST_SIZE
    .error "places.bin is not the size PlaceListStamp.h says: regenerate both"
    .endif
    .section .note.GNU-stack,"",@progbits
