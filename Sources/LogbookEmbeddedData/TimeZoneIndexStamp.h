// Written by Generator/generate_index.py with timezones.bin: its size and SHA-256.
// sha256 569fdd39310d0dbf02266fd30f37348cac728765d3e485bf4c90f287f546d2f2
#define LOGBOOK_TIME_ZONE_INDEX_SIZE 7780062
