/*
 * position_io.c: reading POS arguments and writing positions for every
 * command (position_io.h), so that `state`, `position`, `diff` and `perft`
 * give the same messages and exit codes for the same bad input.
 */
#include "position_io.h"
#include "position_json.h"
#include "replay.h"

#include <stdlib.h>
#include <string.h>

int replay_exit_for(alt_err err)
{
    switch (err) {
    case ALT_OK: return REPLAY_EXIT_OK;
    case ALT_E_UNSUPPORTED_CARD:
    case ALT_E_UNKNOWN_CARD:
    case ALT_E_RULESET: return REPLAY_EXIT_UNSUPPORTED;
    case ALT_E_DECK_INVALID: return REPLAY_EXIT_ILLEGAL;
    case ALT_E_NOMEM: return REPLAY_EXIT_INTERNAL;
    default: return REPLAY_EXIT_MALFORMED;
    }
}

int replay_cards_open(const char *cmd, alt_cards **out)
{
    alt_err err = alt_cards_bundled(out);
    if (err == ALT_OK)
        return REPLAY_EXIT_OK;
    fprintf(stderr, "altered-replay %s: the bundled card database does not load: %s\n", cmd, alt_strerror(err));
    return REPLAY_EXIT_MALFORMED;
}

int replay_position_open(const alt_cards *db, const char *cmd, const char *path, alt_game **out)
{
    char msg[512] = "";
    *out = NULL;
    alt_err err = replay_position_read_file(db, path, out, msg, sizeof msg);
    if (err == ALT_OK && *out)
        return REPLAY_EXIT_OK;
    alt_game_destroy(out);
    if (err == ALT_OK)
        err = ALT_E_POSITION;
    /* The reader names the file itself in some messages: say it once. */
    const char *why = msg;
    size_t n = strlen(path);
    if (strncmp(why, path, n) == 0 && strncmp(why + n, ": ", 2) == 0)
        why += n + 2;
    /* ALT_E_ARG from the reader is a file that cannot be read. */
    const char *what = err == ALT_E_ARG ? "unreadable" : alt_strerror(err);
    fprintf(stderr, "altered-replay %s: %s: %s%s%s\n", cmd, strcmp(path, "-") == 0 ? "standard input" : path, what,
            why[0] ? ": " : "", why);
    return replay_exit_for(err);
}

int replay_position_write(const char *cmd, const alt_game *g, int binary, FILE *f)
{
    if (binary) {
        uint8_t buf[ALT_POS_ENCODED_MAX];
        size_t n = alt_position_encode(g, buf, sizeof buf);
        if (n > sizeof buf) {
            fprintf(stderr, "altered-replay %s: the position takes %zu bytes, more than %d\n", cmd, n,
                    ALT_POS_ENCODED_MAX);
            return REPLAY_EXIT_INTERNAL;
        }
        return fwrite(buf, 1, n, f) == n ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
    }
    char *text = replay_position_to_json(g);
    if (!text) {
        fprintf(stderr, "altered-replay %s: the JSON position could not be made (out of memory)\n", cmd);
        return REPLAY_EXIT_INTERNAL;
    }
    int rc = fputs(text, f) >= 0 ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
    free(text);
    return rc;
}
