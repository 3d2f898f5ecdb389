/*
 * shown_text.c: text from input as a person is shown it (shown_text.h):
 * controls as '?', bidirectional controls and invisible format characters
 * as <U+XXXX>, broken bytes as U+FFFD. One function for the terminal, the
 * replay page and the client, so that they cannot disagree.
 */
#include "shown_text.h"
#include "utf8.h"

#include <string.h>

/* Ranges of code points written as <U+XXXX>: Unicode's format characters
 * (general category Cf, Unicode 15), which steer or hide text without
 * showing (the bidirectional controls U+061C, U+200E-200F, U+202A-202E,
 * U+2066-2069 among them); the line and paragraph separators, which break
 * a line unseen; and the characters that show nothing though they are no
 * format character: the combining grapheme joiner, the Khmer inherent
 * vowels, the Mongolian variation selectors and the Hangul fillers. */
static const uint32_t invisible[][2] = {
    {0x00AD, 0x00AD},   {0x034F, 0x034F},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD},
    {0x070F, 0x070F},   {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x115F, 0x1160},   {0x17B4, 0x17B5},
    {0x180B, 0x180F},   {0x200B, 0x200F},   {0x2028, 0x202E},   {0x2060, 0x2064},   {0x2066, 0x206F},
    {0x3164, 0x3164},   {0xFEFF, 0xFEFF},   {0xFFA0, 0xFFA0},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD},
    {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
    {0xE0020, 0xE007F},
};

int replay_shown_invisible(uint32_t cp)
{
    for (size_t i = 0; i < sizeof invisible / sizeof invisible[0]; i++)
        if (cp >= invisible[i][0] && cp <= invisible[i][1])
            return 1;
    return 0;
}

static uint32_t code_point(const unsigned char *p, size_t k)
{
    if (k == 1)
        return p[0];
    uint32_t cp = p[0] & (0x7F >> k);
    for (size_t i = 1; i < k; i++)
        cp = cp << 6 | (p[i] & 0x3F);
    return cp;
}

/* A sink: a FILE, or a buffer that counts what would not fit. */
typedef struct sink {
    FILE *f;
    char *out;
    size_t cap, n;
    int full;
} sink;

static void emit(sink *s, const void *p, size_t len)
{
    if (s->f) {
        fwrite(p, 1, len, s->f);
        return;
    }
    if (s->full || s->n + len >= s->cap) {
        s->full = 1;   /* whole pieces only: never half a character */
        return;
    }
    memcpy(s->out + s->n, p, len);
    s->n += len;
}

static void shown(sink *s, const char *text, size_t max, unsigned flags)
{
    const unsigned char *p = (const unsigned char *)text;
    size_t n = strlen(text), i = 0, run = 0;
    /* Character by character, so that a cut at max bytes keeps whole
     * characters; the characters kept as they are go out in runs. */
    while (i < n && i < max) {
        if (p[i] >= 0x20 && p[i] < 0x7F) {
            i++;                        /* printable ASCII, nearly all text: kept, one byte a character */
            continue;
        }
        size_t k = replay_utf8_char(p + i, n - i);
        char esc[16];
        const char *instead = NULL;
        if (k == 0) {
            instead = "\xEF\xBF\xBD";   /* U+FFFD for a byte that starts no character */
            k = 1;
        } else {
            uint32_t cp = code_point(p + i, k);
            int line = (flags & REPLAY_SHOWN_LINES) && (cp == '\n' || cp == '\t');
            if (!line && (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F)))
                instead = "?";
            else if (replay_shown_invisible(cp)) {
                snprintf(esc, sizeof esc, "<U+%04X>", (unsigned)cp);
                instead = esc;
            }
        }
        if (instead) {
            emit(s, p + run, i - run);
            emit(s, instead, strlen(instead));
            run = i + k;
        }
        i += k;
    }
    emit(s, p + run, i - run);
}

void replay_shown_put(FILE *f, const char *s, size_t max, unsigned flags)
{
    sink k = {f, NULL, 0, 0, 0};
    shown(&k, s ? s : "", max, flags);
}

size_t replay_shown_text(const char *s, size_t max, unsigned flags, char *out, size_t out_size)
{
    if (!out || out_size == 0)
        return 0;
    /* A run that does not fit whole is dropped whole: cut it into
     * characters first so the cut falls between them. */
    sink k = {NULL, out, out_size, 0, 0};
    const char *text = s ? s : "";
    size_t n = strlen(text), i = 0;
    while (i < n && i < max && !k.full) {
        size_t len = replay_utf8_char((const unsigned char *)text + i, n - i);
        len = len ? len : 1;
        char one[5] = {0};
        memcpy(one, text + i, len);
        shown(&k, one, len, flags);
        i += len;
    }
    out[k.n] = '\0';
    return k.n;
}
