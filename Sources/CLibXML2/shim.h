// libxml2 for the streaming GPX/TCX readers.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> would pull in the
// system's <unicode/ucnv.h>, whose UErrorCode clashes with the copy inside
// Foundation (_FoundationICU) and breaks any Swift module that sees both.
// The ICU parts of libxml2's headers only add fields to xmlCharEncodingHandler,
// which logbook never touches (it only holds pointers to it), so they are hidden.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
