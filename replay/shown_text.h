/*
 * shown_text.h: a string from input (a log's event and player names, a
 * daemon's report) as a person is shown it: on a terminal, in a replay
 * page, in a client's output.
 *
 * Valid UTF-8 can still read as something it does not hold: a control
 * byte moves the cursor or clears the screen, and a Unicode bidirectional
 * control (U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE,
 * ...) or an invisible format character (a zero-width space or joiner, a
 * soft hyphen, a byte-order mark, a Hangul filler, a tag) reorders or
 * hides the text around it, so that "P0 Alice v P1 Bruno" can be made to
 * read as Bruno against Alice. So the text is written with:
 *   - each control (C0, DEL, C1) as '?', keeping a newline and a tab where
 *     the text is meant to have lines (REPLAY_SHOWN_LINES);
 *   - each bidirectional control and invisible format character as
 *     <U+XXXX>, its code point, so that a judge sees it is there;
 *   - each byte that starts no UTF-8 character as U+FFFD;
 * and everything else as it is. The characters escaped are listed in
 * shown_text.c (Unicode's general category Cf, the line and paragraph
 * separators, the fillers and joiners that show nothing).
 */
#ifndef REPLAY_SHOWN_TEXT_H
#define REPLAY_SHOWN_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum { REPLAY_SHOWN_LINES = 1 };   /* keep '\n' and '\t' */

/* Whether the code point is written as <U+XXXX>. */
int replay_shown_invisible(uint32_t cp);

/* Writes s (NUL-terminated), at most its first max bytes of input (cut
 * between characters), as shown above. */
void replay_shown_put(FILE *f, const char *s, size_t max, unsigned flags);

/* The same into out (out_size bytes, at least 1, NUL-terminated, cut
 * between characters when it does not fit); returns the length written. */
size_t replay_shown_text(const char *s, size_t max, unsigned flags, char *out, size_t out_size);

#endif
