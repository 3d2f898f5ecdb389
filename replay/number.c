/*
 * number.c: strict unsigned number parsing for command-line arguments
 * (strtoull alone accepts "-1", "12abc" and silent overflow).
 */
#include "number.h"

#include <errno.h>
#include <stdlib.h>

int number_parse_u64(const char *s, uint64_t max, uint64_t *out)
{
    if (!s || !*s || *s == '-')
        return -1;
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || !end || *end || v > max)
        return -1;
    *out = (uint64_t)v;
    return 0;
}
