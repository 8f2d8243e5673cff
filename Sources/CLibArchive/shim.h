// libarchive for reading compressed files and archives (gzip, bzip2, xz, zip, tar)
// as streams; logbook never extracts anything to disk.
#include <archive.h>
#include <archive_entry.h>
