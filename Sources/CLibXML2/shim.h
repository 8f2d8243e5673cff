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

// libxml2 also prints some errors through its "generic" error function (for example
// "xmlParseChunk: encoder error" on bytes the declared encoding cannot convert), which
// writes to stderr by default. Its type is variadic, which Swift cannot implement, so
// the silent handler lives here.
static void logbook_ignore_generic_error(void *context, const char *message, ...)
    __attribute__((unused));
static void logbook_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// Stops libxml2 from printing generic errors on this thread. `setGenericErrorFunc` is
/// libxml2's `xmlSetGenericErrorFunc`, taken from the library at run time (logbook opens
/// libxml2 only when it reads XML, so the function is passed in rather than linked).
static inline void logbook_silence_libxml2_generic_errors(void *setGenericErrorFunc) {
    typedef void (*Setter)(void *, xmlGenericErrorFunc);
    ((Setter)setGenericErrorFunc)(NULL, logbook_ignore_generic_error);
}
