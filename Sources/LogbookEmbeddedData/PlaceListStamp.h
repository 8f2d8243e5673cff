// Written by Generator/generate_places.py with places.bin: its size and SHA-256.
// sha256 0c208200a63d45fb22a3f42d29957ffb45221d88d9042fe3b6395b4f2887c93e
#define LOGBOOK_PLACE_LIST_SIZE 1585886
