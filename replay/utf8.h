/*
 * utf8.h: checking and repairing UTF-8 text. Protobuf strings must be
 * UTF-8 (proto3), and strict decoders in other languages (Python, Go,
 * Java) refuse a message or a JSON document with a string that is not; so
 * what the tools read is checked, and what they write is repaired.
 */
#ifndef REPLAY_UTF8_H
#define REPLAY_UTF8_H

#include <stddef.h>
#include <stdio.h>

/* Whether s[0..n) is well-formed UTF-8 (RFC 3629: no overlong forms, no
 * surrogates, nothing above U+10FFFF). When it is not and bad is not
 * NULL, *bad is the offset of the first byte that breaks it. */
int replay_utf8_valid(const char *s, size_t n, size_t *bad);

/* The length of the longest well-formed UTF-8 sequence at s (at most n
 * bytes long): 1 to 4, or 0 when s does not start one. */
size_t replay_utf8_char(const unsigned char *s, size_t n);

/* Writes s (NUL-terminated) with every byte that is not part of a
 * well-formed sequence replaced by U+FFFD: the text is then valid UTF-8
 * whatever s held (a file name, or a message that quotes input cut short
 * in the middle of a character). */
void replay_utf8_fput(const char *s, FILE *f);

/* The same in place of a buffer: s repaired into out (out_size bytes, at
 * least 1), truncated at a character boundary when it does not fit.
 * Returns the length written. */
size_t replay_utf8_repair(const char *s, char *out, size_t out_size);

#endif
