/*
 * utf8.c: well-formed UTF-8 (utf8.h). Written out rather than taken from a
 * library: the rules fit in one function (RFC 3629, table 3-7 of the
 * Unicode standard), and the tools need both a strict check of input and a
 * repair of output, which no dependency already linked offers alike.
 */
#include "utf8.h"

#include <string.h>

size_t replay_utf8_char(const unsigned char *s, size_t n)
{
    if (n == 0)
        return 0;
    unsigned c = s[0];
    if (c < 0x80)
        return 1;
    size_t len;
    unsigned lo = 0x80, hi = 0xBF;   /* the second byte's range (table 3-7) */
    if (c >= 0xC2 && c <= 0xDF)
        len = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0)
            lo = 0xA0;               /* overlong */
        else if (c == 0xED)
            hi = 0x9F;               /* surrogates */
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0)
            lo = 0x90;               /* overlong */
        else if (c == 0xF4)
            hi = 0x8F;               /* above U+10FFFF */
    } else
        return 0;                    /* a continuation byte, C0, C1, F5..FF */
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return len;
}

int replay_utf8_valid(const char *s, size_t n, size_t *bad)
{
    const unsigned char *p = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        size_t k = replay_utf8_char(p + i, n - i);
        if (k == 0) {
            if (bad)
                *bad = i;
            return 0;
        }
        i += k;
    }
    return 1;
}

static const char replacement[] = "\xEF\xBF\xBD";   /* U+FFFD */

void replay_utf8_fput(const char *s, FILE *f)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        size_t k = replay_utf8_char(p + i, n - i);
        if (k == 0) {
            fputs(replacement, f);
            i++;
        } else {
            fwrite(p + i, 1, k, f);
            i += k;
        }
    }
}

size_t replay_utf8_repair(const char *s, char *out, size_t out_size)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s), o = 0;
    for (size_t i = 0; i < n;) {
        size_t k = replay_utf8_char(p + i, n - i);
        const char *src = k ? (const char *)p + i : replacement;
        size_t len = k ? k : 3;
        if (o + len + 1 > out_size)
            break;
        memcpy(out + o, src, len);
        o += len;
        i += k ? k : 1;
    }
    out[o] = '\0';
    return o;
}
