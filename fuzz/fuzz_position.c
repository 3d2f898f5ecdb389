/*
 * fuzz_position.c: positions from outside the engine, binary and JSON,
 * against alt_game_from_position's checks (docs/position.md).
 *
 * A position is the one input that sets the whole state at once, so it is
 * where a judge could be handed a state the engine's own play never
 * reaches, and then play on from it. Every input is tried in both forms,
 * as it is: a binary position (alt_game_decode) and a JSON document
 * (replay_position_from_json); a seed is a plain position file, which
 * altered-replay reads too. When the bytes are a binary position whose
 * format is sound (alt_position_decode), the decoded struct is also edited
 * a few times (a byte of the fields in use, or an object moved to another
 * place, chosen by a generator seeded with the input) and handed to
 * alt_game_from_position: a caller may hand the library any struct, and
 * this reaches what the binary form cannot spell (a status on a card in
 * Hand, a card index past the database) or rarely hits (an empty Deck
 * under revealed cards).
 * Oracles:
 *  - a refusal has a known code, no game, and a terminated, printable
 *    message; the engine's own messages start with the field they name
 *    ("players[1].zones.hand[2].id: ..."), and a position is never refused
 *    by the invariant checker's fallback: every invariant of
 *    alt_game_check has a check of its own in engine/position.c;
 *  - an accepted game passes alt_game_check; its binary position decodes
 *    to a game with the same bytes, hash and answers; a binary input is
 *    canonical (it re-encodes to itself); its JSON reads back to the same
 *    binary position, and to_json -> from_json -> to_json is the identity;
 *  - the game plays on: a few listed answers (picked by the same
 *    generator) are legal and apply, with alt_game_check after each.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "position_json.h"

/* Answers played from an accepted position, and struct edits per input.
 * The regression driver plays more, with the binary round trip after each
 * answer; the JSON one (the dearest check) runs at the first and the last
 * state of each walk, so that ctest stays within seconds. */
enum { STEPS_SAMPLED = 6, STEPS_THOROUGH = 24, STEPS_EDITED = 4, EDITS_SAMPLED = 2, EDITS_THOROUGH = 12 };

static uint8_t enc_a[ALT_POS_ENCODED_MAX], enc_b[ALT_POS_ENCODED_MAX];
static alt_action list_a[ALT_ANSWERS_MAX], list_b[ALT_ANSWERS_MAX];

static int terminated(const char *s, size_t size)
{
    return memchr(s, '\0', size) != NULL;
}

/* 1 when s is valid UTF-8 with no control character (a proto3 string
 * must be UTF-8; a terminal must not be sent escapes). */
static int printable_utf8(const char *s)
{
    const unsigned char *c = (const unsigned char *)s;
    while (*c) {
        int follow = *c < 0x80 ? 0 : (*c & 0xE0) == 0xC0 ? 1 : (*c & 0xF0) == 0xE0 ? 2 : (*c & 0xF8) == 0xF0 ? 3 : -1;
        if (follow < 0 || (follow == 0 && (*c < ' ' || *c == 0x7F)) || (follow == 1 && *c < 0xC2))
            return 0;
        for (int k = 1; k <= follow; k++)
            if ((c[k] & 0xC0) != 0x80)
                return 0;
        c += 1 + follow;
    }
    return 1;
}

/* A field path as docs/position.md spells them: "day", "players[1].zones.hand[2].id". */
static size_t field_length(const char *msg)
{
    size_t i = 0;
    while (msg[i] && msg[i] != ':') {
        char c = msg[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '[' || c == ']'))
            return 0;
        i++;
    }
    return msg[i] == ':' && msg[i + 1] == ' ' ? i : 0;
}

/* form: "binary", "json" or "struct". The engine's messages name a field;
 * the JSON reader may instead give the line and column of bad JSON. */
static void check_refusal(alt_err err, const alt_game *g, const char *msg, size_t size, const char *form)
{
    FUZZ_CHECK(g == NULL, "%s: refused with %s, yet a game was made", form, alt_strerror(err));
    FUZZ_CHECK(terminated(msg, size), "%s: the message is not terminated", form);
    FUZZ_CHECK(msg[0] != '\0', "%s: refused with %s without saying why", form, alt_strerror(err));
    /* A message quotes nothing unprintable from the input: it goes to a
     * terminal, and into a daemon reply's proto3 string. The engine's are
     * ASCII but for the card database's names ("Ride the Bifröst"); the
     * JSON reader's may quote UTF-8 text. Printable UTF-8, then. */
    int json = strcmp(form, "json") == 0;
    FUZZ_CHECK(printable_utf8(msg) || (json && fuzz_ignoring("json-message-bytes")),
               "%s: the message is not printable UTF-8: %s", form, msg);
    /* The fallback's message names no field, so the check below catches it
     * in every form; this one says what it means. */
    FUZZ_CHECK(strncmp(msg, "the position breaks an invariant", 32) != 0,
               "%s: a position reached the invariant checker's fallback, a check engine/position.c lacks: %s", form,
               msg);
    /* The codes docs/position.md's Refusals table gives (malformed JSON too
     * is ALT_E_POSITION). */
    FUZZ_CHECK(err == ALT_E_POSITION || err == ALT_E_VERSION || err == ALT_E_UNKNOWN_CARD ||
                   err == ALT_E_UNSUPPORTED_CARD || err == ALT_E_CAPACITY || err == ALT_E_RULESET,
               "%s: refused with %s: %s", form, alt_strerror(err), msg);
    FUZZ_CHECK(json || field_length(msg) > 0, "%s: the message names no field: %s", form, msg);
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_position: %s refused (%s): %s\n", form, alt_strerror(err), msg);
}

/* g's binary position into enc_a; the game it decodes to is the same game. */
static size_t check_binary_round_trip(const alt_game *g, const char *where)
{
    size_t n = alt_position_encode(g, enc_a, sizeof enc_a);
    FUZZ_CHECK(n > 0 && n <= sizeof enc_a, "%s: a binary position of %zu bytes", where, n);
    alt_game *back = NULL;
    char msg[256];
    alt_err err = alt_game_decode(alt_game_cards(g), enc_a, n, &back, msg, sizeof msg);
    FUZZ_CHECK(err == ALT_OK, "%s: the game's own binary position is refused: %s: %s", where, alt_strerror(err), msg);
    size_t m = alt_position_encode(back, enc_b, sizeof enc_b);
    FUZZ_CHECK(m == n && memcmp(enc_a, enc_b, n) == 0, "%s: decode -> encode changes the binary position", where);
    FUZZ_CHECK(alt_game_hash(back) == alt_game_hash(g), "%s: the decoded game hashes differently", where);
    size_t la = alt_game_list(g, list_a, ALT_ANSWERS_MAX), lb = alt_game_list(back, list_b, ALT_ANSWERS_MAX);
    FUZZ_CHECK(la == lb && memcmp(list_a, list_b, la * sizeof list_a[0]) == 0,
               "%s: the decoded game lists other answers (%zu vs %zu)", where, lb, la);
    alt_game_destroy(&back);
    return n;
}

/* g as JSON reads back to the same binary position, and writes the same JSON again. */
static void check_json_round_trip(const alt_game *g, const char *where)
{
    char *j1 = replay_position_to_json(g);
    FUZZ_CHECK(j1 != NULL, "%s: replay_position_to_json wrote nothing", where);
    size_t len = strlen(j1);
    FUZZ_CHECK(len > 0 && j1[len - 1] == '\n', "%s: the JSON does not end in a newline", where);
    alt_game *back = NULL;
    char msg[256];
    alt_err err = replay_position_from_json(alt_game_cards(g), j1, len, &back, msg, sizeof msg);
    FUZZ_CHECK(err == ALT_OK, "%s: the game's own JSON is refused: %s: %s", where, alt_strerror(err), msg);
    size_t n = alt_position_encode(g, enc_a, sizeof enc_a), m = alt_position_encode(back, enc_b, sizeof enc_b);
    FUZZ_CHECK(m == n && memcmp(enc_a, enc_b, n) == 0, "%s: JSON -> game changes the binary position", where);
    char *j2 = replay_position_to_json(back);
    FUZZ_CHECK(j2 != NULL && strcmp(j1, j2) == 0, "%s: to_json -> from_json -> to_json is not the identity", where);
    free(j2);
    free(j1);
    alt_game_destroy(&back);
}

/* An accepted game: its round trips, then up to steps listed answers. */
static void check_game(alt_game *g, uint64_t *rng, const char *form, int steps)
{
    const char *what = NULL;
    FUZZ_CHECK(alt_game_check(g, &what) == ALT_OK, "%s: an accepted position breaks an invariant: %s", form, what);
    check_binary_round_trip(g, form);
    check_json_round_trip(g, form);
    for (int s = 0; s < steps; s++) {
        alt_decision d = alt_game_decision(g);
        size_t n = alt_game_list(g, list_a, ALT_ANSWERS_MAX);
        if (d.kind == ALT_DEC_NONE) {
            FUZZ_CHECK(n == 0, "%s: %zu answers once the game is over", form, n);
            break;
        }
        FUZZ_CHECK(n > 0 && n <= ALT_ANSWERS_MAX, "%s, step %d: %zu answers to a %s decision", form, s, n,
                   alt_decision_name(d.kind));
        alt_action a = list_a[fuzz_rand(rng) % n];
        const char *reason = NULL;
        alt_err err = alt_game_legal(g, &a, &reason);
        FUZZ_CHECK(err == ALT_OK, "%s, step %d: a listed answer is not legal: %s", form, s, reason ? reason : "");
        err = alt_game_apply(g, &a, &reason);
        FUZZ_CHECK(err == ALT_OK, "%s, step %d: a listed answer does not apply: %s", form, s, reason ? reason : "");
        FUZZ_CHECK(alt_game_check(g, &what) == ALT_OK, "%s, step %d: the game breaks an invariant: %s", form, s,
                   what);
        if (fuzz_thorough)
            check_binary_round_trip(g, form);
    }
    check_binary_round_trip(g, form);
    if (fuzz_thorough)
        check_json_round_trip(g, form);
}

static void try_binary(const alt_cards *db, const uint8_t *data, size_t size, uint64_t *rng)
{
    alt_game *g = NULL;
    char msg[256];
    memset(msg, 'x', sizeof msg);
    alt_err err = alt_game_decode(db, data, size, &g, msg, sizeof msg);
    if (err != ALT_OK) {
        check_refusal(err, g, msg, sizeof msg, "binary");
        return;
    }
    FUZZ_CHECK(msg[0] == '\0', "binary: a message on success: %.200s", msg);
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_position: binary accepted: Day %u, %s, %s decision\n", alt_game_decision(g).day,
                alt_phase_name(alt_game_decision(g).phase), alt_decision_name(alt_game_decision(g).kind));
    /* Canonical: no two byte strings decode to one game. */
    size_t n = alt_position_encode(g, enc_a, sizeof enc_a);
    FUZZ_CHECK(n == size && memcmp(enc_a, data, size) == 0,
               "binary: an accepted position re-encodes to other bytes (%zu, was %zu)", n, size);
    check_game(g, rng, "binary", fuzz_thorough ? STEPS_THOROUGH : STEPS_SAMPLED);
    alt_game_destroy(&g);
}

static void try_json(const alt_cards *db, const uint8_t *data, size_t size, uint64_t *rng)
{
    alt_game *g = NULL;
    char msg[256];
    memset(msg, 'x', sizeof msg);
    alt_err err = replay_position_from_json(db, (const char *)data, size, &g, msg, sizeof msg);
    if (err != ALT_OK) {
        check_refusal(err, g, msg, sizeof msg, "json");
        return;
    }
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_position: JSON accepted: Day %u, %s decision\n", alt_game_decision(g).day,
                alt_decision_name(alt_game_decision(g).kind));
    check_game(g, rng, "json", fuzz_thorough ? STEPS_THOROUGH : STEPS_SAMPLED);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------------ struct edits */

/* The bytes of a position that are in use: a range per group of fields,
 * and one entry past each list's end, so that an edit can also lengthen a
 * list by one. */
typedef struct span {
    size_t off, len;
} span;

enum { SPANS_MAX = 2 + 2 * (2 + ALT_ZONE__END) + 4 };

/* A list of count entries in use, and the one past it, within its capacity
 * (an earlier edit may have set count to anything). */
static size_t in_use(unsigned count, unsigned cap)
{
    return count < cap ? count + 1u : cap;
}

static size_t live_spans(const alt_position *pos, span *out)
{
    size_t n = 0;
#define SPAN(field, count)                                                                                        \
    do {                                                                                                           \
        out[n].off = (size_t)((const char *)&(field) - (const char *)pos);                                         \
        out[n].len = sizeof(field) * (size_t)(count);                                                              \
        n++;                                                                                                       \
    } while (0)
    /* Everything before the deck lists, and from the generator's state to Limbo's count. */
    out[n].off = 0, out[n].len = offsetof(alt_position, deck), n++;
    out[n].off = offsetof(alt_position, rng), out[n].len = offsetof(alt_position, limbo) - offsetof(alt_position, rng), n++;
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &pos->deck[p];
        out[n].off = offsetof(alt_position, deck) + (size_t)p * sizeof(alt_deck);
        out[n].len = offsetof(alt_deck, cards) + sizeof d->cards[0] * in_use(d->count, ALT_DECK_MAX);
        n++;
    }
    SPAN(pos->limbo[0], in_use(pos->limbo_n, ALT_POS_LIMBO));
    out[n].off = offsetof(alt_position, res), out[n].len = offsetof(alt_position, p) - offsetof(alt_position, res), n++;
    for (int p = 0; p < 2; p++) {
        const alt_pos_player *pl = &pos->p[p];
        out[n].off = offsetof(alt_position, p) + (size_t)p * sizeof(alt_pos_player);
        out[n].len = offsetof(alt_pos_player, zone);
        n++;
        for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
            SPAN(pl->zone[z][0], in_use(pl->zone_n[z], ALT_POS_OBJECTS));
    }
#undef SPAN
    return n;
}

/* One byte of the fields in use set to a value an edge is likely at. */
static void edit_byte(alt_position *pos, uint64_t *rng)
{
    span spans[SPANS_MAX];
    size_t n = live_spans(pos, spans), total = 0;
    for (size_t i = 0; i < n; i++)
        total += spans[i].len;
    size_t at = fuzz_rand(rng) % total;
    size_t i = 0;
    while (at >= spans[i].len)
        at -= spans[i++].len;
    uint8_t *byte = (uint8_t *)pos + spans[i].off + at;
    uint64_t r = fuzz_rand(rng);
    switch (r % 4) {
    case 0: *byte = (uint8_t)(r >> 8); break;           /* anything */
    case 1: *byte = (uint8_t)((r >> 8) % 4); break;     /* the small values most fields take */
    case 2: *byte = (uint8_t)(*byte + 1); break;        /* one past */
    default: *byte = (uint8_t)(*byte - 1); break;       /* one short */
    }
}

/* One object of a player moved to any place of any of their zones: the
 * counts still add up, so this reaches what a byte edit cannot, such as
 * an empty Deck while an ability reads its top cards. Moving into Deck,
 * Hand or Discard usually clears what a card there cannot have. */
static int listed(const alt_pos_player *pl, int z)
{
    return pl->zone_n[z] < ALT_POS_OBJECTS ? pl->zone_n[z] : ALT_POS_OBJECTS;
}

static void edit_move(alt_position *pos, uint64_t *rng)
{
    alt_pos_player *pl = &pos->p[fuzz_rand(rng) & 1];
    int total = 0;
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        total += listed(pl, z);
    if (total == 0)
        return;
    int at = (int)(fuzz_rand(rng) % (uint64_t)total), from = ALT_ZONE_DECK;
    while (at >= listed(pl, from))
        at -= listed(pl, from++);
    int to = ALT_ZONE_DECK + (int)(fuzz_rand(rng) % (ALT_ZONE__END - ALT_ZONE_DECK));
    if (listed(pl, from) != pl->zone_n[from] || (to != from && pl->zone_n[to] >= ALT_POS_OBJECTS))
        return;   /* a count an earlier edit broke: nothing to move consistently */
    alt_pos_object o = pl->zone[from][at];
    memmove(&pl->zone[from][at], &pl->zone[from][at + 1], (size_t)(pl->zone_n[from] - at - 1) * sizeof o);
    pl->zone_n[from]--;
    int where = (int)(fuzz_rand(rng) % (pl->zone_n[to] + 1u));
    memmove(&pl->zone[to][where + 1], &pl->zone[to][where], (size_t)(pl->zone_n[to] - where) * sizeof o);
    if ((to == ALT_ZONE_DECK || to == ALT_ZONE_HAND || to == ALT_ZONE_DISCARD) && fuzz_rand(rng) % 4)
        o.status = o.boosts = o.flags = o.counters = 0;
    pl->zone[to][where] = o;
    pl->zone_n[to]++;
}

static void edit(alt_position *pos, uint64_t *rng)
{
    if (fuzz_rand(rng) % 3)
        edit_byte(pos, rng);
    else
        edit_move(pos, rng);
}

static void try_struct_edits(const alt_cards *db, const uint8_t *data, size_t size, uint64_t *rng)
{
    alt_position *pos = malloc(sizeof *pos), *edited = malloc(sizeof *edited);
    FUZZ_CHECK(pos && edited, "out of memory");
    char msg[256];
    if (alt_position_decode(db, data, size, pos, msg, sizeof msg) == ALT_OK) {
        int edits = fuzz_thorough ? EDITS_THOROUGH : EDITS_SAMPLED;
        for (int k = 0; k < edits; k++) {
            memcpy(edited, pos, sizeof *pos);
            int bytes = 1 + (int)(fuzz_rand(rng) % 3);
            for (int b = 0; b < bytes; b++)
                edit(edited, rng);
            alt_game *g = NULL;
            memset(msg, 'x', sizeof msg);
            alt_err err = alt_game_from_position(db, edited, &g, msg, sizeof msg);
            if (err != ALT_OK) {
                check_refusal(err, g, msg, sizeof msg, "struct");
                continue;
            }
            check_game(g, rng, "struct", STEPS_EDITED);
            alt_game_destroy(&g);
        }
    }
    free(edited);
    free(pos);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const alt_cards *db = fuzz_bundled_db();
    /* The answers played and the edits made follow from the input alone. */
    uint64_t rng = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < size; i++)
        rng = (rng ^ data[i]) * 0x100000001b3ull;
    try_binary(db, data, size, &rng);
    try_json(db, data, size, &rng);
    try_struct_edits(db, data, size, &rng);
    return 0;
}
