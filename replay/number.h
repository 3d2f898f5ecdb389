/*
 * number.h: the command-line tools' one parser of unsigned numbers, so that
 * altered-replay, altered-judge-client and altered-golden-scan refuse the
 * same malformed arguments the same way.
 */
#ifndef REPLAY_NUMBER_H
#define REPLAY_NUMBER_H

#include <stdint.h>

/* Parses a decimal or 0x-prefixed hexadecimal unsigned integer no greater
 * than max. Returns 0, or -1 for an empty string, a sign, trailing text or
 * a value out of range (and leaves *out alone). */
int number_parse_u64(const char *s, uint64_t max, uint64_t *out);

#endif
