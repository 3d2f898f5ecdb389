/*
 * test_position.c: bad positions are refused, each with its error code and
 * a message that starts with the field it names (docs/position.md,
 * "Refusals"), and never half loaded.
 *
 * A position is the one input that sets a whole state at once, so every
 * way it can be wrong must be caught before it becomes a game: the binary
 * envelope (truncated, oversized, trailing bytes, magic, versions, card
 * database, references) and the state's own consistency (every card in
 * exactly one zone, tokens only in play, a decision that can wait in its
 * phase, Limbo and the ability resolving as the engine leaves them). Each
 * case is staged through the public API only: a real game's position
 * (alt_game_position) changed as a file or another engine could change it,
 * then alt_game_from_position; or a real game's binary position
 * (alt_position_encode) corrupted, then alt_game_decode.
 */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

/* ------------------------------------------------------------- helpers */

static const alt_cards *bundled(void)
{
    static alt_cards *db;
    if (!db)
        assert_int_equal(alt_cards_bundled_named("btg-4", &db), ALT_OK);
    return db;   /* lives as long as the test program */
}

/* The message starts with the field ("players[0].zones.hand[1]"), followed
 * by ':' or a deeper part of the path (any field when NULL), and holds only
 * printable text. */
static void assert_names(const char *msg, const char *field, const char *word)
{
    if (field) {
        size_t n = strlen(field);
        if (strncmp(msg, field, n) != 0 || !(msg[n] == ':' || msg[n] == '.' || msg[n] == '['))
            fail_msg("the message does not start with the field %s: %s", field, msg);
    } else {
        size_t n = strspn(msg, "abcdefghijklmnopqrstuvwxyz0123456789_.[]");
        if (n == 0 || msg[n] != ':')
            fail_msg("the message does not start with a field: %s", msg);
    }
    if (word && !strstr(msg, word))
        fail_msg("the message does not say \"%s\": %s", word, msg);
    for (const char *c = msg; *c; c++)
        if (*c < ' ' || *c > '~')
            fail_msg("the message holds byte 0x%02x: %s", (unsigned char)*c, msg);
}

/* alt_game_from_position refuses pos with code, naming field (and word). */
static void assert_refused(const alt_cards *db, const alt_position *pos, alt_err code, const char *field,
                           const char *word)
{
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_from_position(db, pos, &g, msg, sizeof msg);
    if (err != code)
        fail_msg("refused with %s, not %s: %s", alt_strerror(err), alt_strerror(code), err == ALT_OK ? "" : msg);
    assert_null(g);
    assert_names(msg, field, word);
}

/* alt_game_decode refuses exactly these len bytes (a copy of that size, so
 * that a sanitizer sees any read past them) with code, naming field. */
static void assert_decode_refused(const alt_cards *db, const uint8_t *buf, size_t len, alt_err code,
                                  const char *field, const char *word)
{
    uint8_t *copy = malloc(len ? len : 1);
    assert_non_null(copy);
    if (len)
        memcpy(copy, buf, len);
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_decode(db, copy, len, &g, msg, sizeof msg);
    free(copy);
    if (err != code)
        fail_msg("%zu bytes: refused with %s, not %s: %s", len, alt_strerror(err), alt_strerror(code),
                 err == ALT_OK ? "" : msg);
    assert_null(g);
    assert_names(msg, field, word);
}

/* The position as it stands, accepted (the baseline each case changes). */
static alt_position *position_of(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    alt_game *back = NULL;
    char msg[256];
    alt_err err = alt_game_from_position(alt_game_cards(g), pos, &back, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("the unchanged position is refused: %s", msg);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    return pos;
}

static size_t encode(const alt_game *g, uint8_t buf[ALT_POS_ENCODED_MAX])
{
    size_t n = alt_position_encode(g, buf, ALT_POS_ENCODED_MAX);
    assert_true(n > 0 && n <= ALT_POS_ENCODED_MAX);
    return n;
}

/* Where the parts of a binary position are (docs/position.md, "The binary form"). */
typedef struct envelope {
    size_t cards_version;   /* its length byte */
    size_t cards_digest;
    size_t first_card;      /* player 0's first card reference: its length byte */
    size_t state;           /* the state encoding's first byte */
} envelope;

static envelope parse_envelope(const uint8_t *b, size_t n)
{
    envelope e;
    size_t at = 5;
    e.cards_version = at;
    at += 1 + b[at];
    e.cards_digest = at;
    at += 8;
    e.first_card = 0;
    for (int p = 0; p < 2; p++) {
        at += 1 + b[at];   /* the Hero */
        unsigned count = b[at++];
        if (p == 0)
            e.first_card = at;
        for (unsigned i = 0; i < count; i++)
            at += 1 + b[at];
    }
    e.state = at + 2;
    assert_true(e.state < n);
    return e;
}

/* Removes the entry at index i of a zone of a position; returns it. */
static alt_pos_object take(alt_pos_player *pl, int z, int i)
{
    assert_true(i >= 0 && i < pl->zone_n[z]);
    alt_pos_object o = pl->zone[z][i];
    memmove(&pl->zone[z][i], &pl->zone[z][i + 1], (size_t)(pl->zone_n[z] - i - 1) * sizeof o);
    pl->zone_n[z]--;
    return o;
}

static void put(alt_pos_player *pl, int z, alt_pos_object o)
{
    assert_true(pl->zone_n[z] < ALT_POS_OBJECTS);
    pl->zone[z][pl->zone_n[z]++] = o;
}

/* A deck list of corpora/decks/ under the bundled database. */
static alt_deck deck_file(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/corpora/decks/%s.txt", ALT_SOURCE_DIR, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("%s: cannot open", path);
    static char text[16384];
    size_t len = fread(text, 1, sizeof text, f);
    fclose(f);
    alt_deck d;
    char msg[256];
    if (alt_deck_parse(bundled(), text, len, &d, msg, sizeof msg) != ALT_OK)
        fail_msg("%s: %s", path, msg);
    return d;
}

typedef int (*state_fits)(const alt_game *g, const alt_position *pos);

/* The first state that fits of self-played games between two deck files
 * of the bundled database (answers picked at random, seeds in order): a
 * state the engine reached by its own play. */
static alt_game *reach(const char *deck0, const char *deck1, alt_format format, state_fits fits)
{
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.format = format;
    setup.deck[0] = deck_file(deck0);
    setup.deck[1] = deck_file(deck1);
    alt_position *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    static alt_action list[ALT_ANSWERS_MAX];
    for (uint64_t seed = 1; seed <= 300; seed++) {
        setup.seed = seed;
        setup.ruleset = seed % 2 ? ts_ruleset() : ts_ruleset_cr();
        alt_game *g = NULL;
        char msg[256];
        if (alt_game_new(bundled(), &setup, &g, msg, sizeof msg) != ALT_OK)
            fail_msg("%s against %s: %s", deck0, deck1, msg);
        uint64_t rng = seed;
        for (int step = 0; step < 4000 && alt_game_decision(g).kind != ALT_DEC_NONE; step++) {
            alt_game_position(g, pos);
            if (fits(g, pos)) {
                free(pos);
                return g;
            }
            size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
            assert_int_equal(alt_game_apply(g, &list[ts_rand(&rng) % n], NULL), ALT_OK);
        }
        alt_game_destroy(&g);
    }
    free(pos);
    fail_msg("no game of %s against %s reaches the state", deck0, deck1);
    return NULL;
}

static int fits_reaction(const alt_game *g, const alt_position *pos)
{
    (void)pos;
    return alt_game_decision(g).kind == ALT_DEC_REACTION;
}

static int fits_may(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return pos->decision == ALT_DEC_CHOICE && pos->res.step == 1 && pos->res.r.ability != ALT_POS_SCOUT;
}

/* Whether the ability being resolved has this effect, read from its card's
 * abilities as the database writes them (docs/card-database.md: abilities
 * split by ';', each "TRIGGER:[may ...|upto |two ]EFFECT[(...)] ..."). */
static int resolving(const alt_position *pos, const char *effect)
{
    const char *text = alt_cards_get(bundled(), pos->res.r.card)->abilities;
    for (int i = 0; i < pos->res.r.ability && text; i++) {
        text = strchr(text, ';');
        text = text ? text + 1 : NULL;
    }
    if (!text || !(text = strchr(text, ':')))
        return 0;
    text++;
    static const char *const prefixes[] = {"may pay", "may exhaust ", "may ", "upto ", "two "};
    for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
        if (strncmp(text, prefixes[k], strlen(prefixes[k])) == 0) {
            text += strlen(prefixes[k]);
            if (k == 0)
                text = strchr(text, ' ') + 1;   /* "may payN " */
            break;
        }
    size_t n = strcspn(text, "( ;");
    return n == strlen(effect) && strncmp(text, effect, n) == 0;
}

/* Each player's own "may Resupply", waiting on the player's yes or no. */
static int fits_each_may_resupply(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return pos->decision == ALT_DEC_CHOICE && pos->res.r.ability != ALT_POS_SCOUT &&
           resolving(pos, "each_may_resupply") && pos->res.tally == 0;
}

/* A Resupply of two (The Ouroboros's rare): the two cards revealed. */
static int fits_resupply_of_two(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return pos->decision == ALT_DEC_CHOICE && pos->res.r.ability != ALT_POS_SCOUT &&
           (resolving(pos, "resupply") || resolving(pos, "each_may_resupply")) &&
           pos->res.tally == 2;
}

static int fits_afternoon_choice(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return pos->decision == ALT_DEC_CHOICE && pos->phase == ALT_PHASE_AFTERNOON;
}

/* A pick asked of its controller, by an ability of their own. */
static int fits_own_pick(const alt_game *g, const alt_position *pos)
{
    (void)g;
    if (pos->decision != ALT_DEC_CHOICE || pos->res.step != 3 || pos->res.r.ability == ALT_POS_SCOUT)
        return 0;
    return !resolving(pos, "each_sacrifice") && !resolving(pos, "each_may_resupply") &&
           !resolving(pos, "opp_discard_hand");
}

static int fits_effect_pick(const alt_position *pos, const char *effect)
{
    return pos->decision == ALT_DEC_CHOICE && pos->res.step == 3 && pos->res.r.ability != ALT_POS_SCOUT &&
           resolving(pos, effect);
}

/* The top card revealed, to be played for free or taken (Auraq & Kibble). */
static int fits_reveal_top(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return fits_effect_pick(pos, "reveal_top_play");
}

/* Characters revealed from the top, to be put in play (Lyra Festival's deck). */
static int fits_reveal_characters(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return fits_effect_pick(pos, "reveal_play_chars") && pos->res.tally > 0;
}

/* ------------------------------------------------- the unchanged position */

static void test_the_position_of_a_real_game_is_accepted_as_it_is(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(1, ts_ruleset());
    alt_position *pos = position_of(g);   /* asserts it, and the same hash */
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    alt_game *back = NULL;
    char msg[256] = "unchanged";
    assert_int_equal(alt_game_decode(ts_db(), buf, n, &back, msg, sizeof msg), ALT_OK);
    assert_string_equal(msg, "");   /* no message on success */
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    free(pos);
    alt_game_destroy(&g);
}

/* --------------------------------------------------------- the envelope */

/* Every prefix of a valid position is refused, and none is read past its
 * end (the ASan tree checks that): the opening, and a real game with
 * Reactions in Limbo and daily counts. */
static void assert_prefixes_refused(const alt_cards *db, const alt_game *g)
{
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    for (size_t len = 0; len < n; len++) {
        if (len < 4)
            assert_decode_refused(db, buf, len, ALT_E_POSITION, "magic", NULL);
        else
            assert_decode_refused(db, buf, len, ALT_E_POSITION, NULL, "truncated");
    }
}

static void test_every_prefix_of_a_binary_position_is_refused_as_truncated(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(2);
    assert_prefixes_refused(ts_db(), g);
    alt_game_destroy(&g);
    g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_reaction);
    assert_prefixes_refused(bundled(), g);
    alt_game_destroy(&g);
}

static void test_an_oversized_binary_position_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(3);
    static uint8_t buf[ALT_POS_ENCODED_MAX + 1];
    encode(g, buf);
    assert_decode_refused(ts_db(), buf, sizeof buf, ALT_E_POSITION, "length", "more than");
    alt_game_destroy(&g);
}

static void test_trailing_bytes_after_a_binary_position_are_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(4);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    buf[n] = 0;
    assert_decode_refused(ts_db(), buf, n + 1, ALT_E_POSITION, "length", "after");
    alt_game_destroy(&g);
}

static void test_a_wrong_magic_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(5);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    buf[3] = 'Q';
    assert_decode_refused(ts_db(), buf, n, ALT_E_POSITION, "magic", NULL);
    alt_game_destroy(&g);
}

static void test_an_unknown_position_version_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(6);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    buf[4] = ALT_POS_VERSION_UNIQUES + 1;
    assert_decode_refused(ts_db(), buf, n, ALT_E_VERSION, "version", NULL);
    alt_game_destroy(&g);
}

static void test_an_unknown_state_encoding_version_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(7);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    envelope e = parse_envelope(buf, n);
    assert_int_equal(buf[e.state], alt_hash_version(ts_ruleset()));
    buf[e.state] = ALT_HASH_VERSION + 1;
    assert_decode_refused(ts_db(), buf, n, ALT_E_VERSION, "state.version", NULL);
    alt_game_destroy(&g);
}

static void test_another_card_database_version_or_digest_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(8);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    envelope e = parse_envelope(buf, n);
    buf[e.cards_version + 1] ^= 1;   /* "test-rules-1" becomes "uest-rules-1" */
    assert_decode_refused(ts_db(), buf, n, ALT_E_VERSION, "cards_version", NULL);
    /* The decoder itself refuses it, before alt_game_from_position would. */
    alt_position *decoded = malloc(sizeof *decoded);
    assert_non_null(decoded);
    char msg[256];
    assert_int_equal(alt_position_decode(ts_db(), buf, n, decoded, msg, sizeof msg), ALT_E_VERSION);
    assert_names(msg, "cards_version", "uest-rules-1");
    free(decoded);
    buf[e.cards_version + 1] ^= 1;
    buf[e.cards_digest] ^= 1;
    assert_decode_refused(ts_db(), buf, n, ALT_E_VERSION, "cards_digest", NULL);
    /* The struct names its database by version alone. */
    alt_position *pos = position_of(g);
    snprintf(pos->cards_version, sizeof pos->cards_version, "test-rules-9");
    assert_refused(ts_db(), pos, ALT_E_VERSION, "cards_version", "test-rules-9");
    memset(pos->cards_version, 'a', sizeof pos->cards_version);   /* no terminator */
    assert_refused(ts_db(), pos, ALT_E_POSITION, "cards_version", NULL);
    snprintf(pos->cards_version, sizeof pos->cards_version, "test\x01rules");   /* never quoted as it is */
    assert_refused(ts_db(), pos, ALT_E_POSITION, "cards_version", "0x01");
    free(pos);
    alt_game_destroy(&g);
}

static void test_an_unknown_card_reference_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(9);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    envelope e = parse_envelope(buf, n);
    assert_memory_equal(buf + e.first_card + 1, "TEST_", 5);
    buf[e.first_card + 1] = 'X';   /* TEST_... becomes XEST_..., of the same length */
    assert_decode_refused(ts_db(), buf, n, ALT_E_UNKNOWN_CARD, "players[0].deck_list[0]", "XEST_");
    /* A byte no reference holds is refused without being quoted. */
    buf[e.first_card + 1] = 0x07;
    assert_decode_refused(ts_db(), buf, n, ALT_E_POSITION, "players[0].deck_list", "0x07");
    /* In the struct: a deck card, and a token's card, past the database. */
    alt_position *pos = position_of(g);
    pos->deck[0].cards[3] = (uint16_t)alt_cards_count(ts_db());
    assert_refused(ts_db(), pos, ALT_E_UNKNOWN_CARD, "players[0].deck_list[3]", "not in the card database");
    free(pos);
    alt_game_destroy(&g);
    g = ts_game_at_afternoon(9, ts_ruleset());
    ts_stage_token(g, P1, ALT_EXP_COMPANION);
    pos = position_of(g);
    pos->p[P1].zone[ALT_ZONE_EXP_COMPANION][0].card = 0xFFFE;
    assert_refused(ts_db(), pos, ALT_E_UNKNOWN_CARD, "players[1].zones.companion_expedition[0]", NULL);
    free(pos);
    alt_game_destroy(&g);
}

static void test_an_unknown_ruleset_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(10);
    alt_position *pos = position_of(g);
    pos->ruleset = ALT_RULESET__COUNT;
    assert_refused(ts_db(), pos, ALT_E_RULESET, "ruleset", NULL);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    envelope e = parse_envelope(buf, n);
    buf[e.state + 1] = 0xEE;   /* the ruleset follows the encoding's version */
    assert_decode_refused(ts_db(), buf, n, ALT_E_RULESET, "ruleset", NULL);
    free(pos);
    alt_game_destroy(&g);
}

/* -------------------------------------------------------- cards and zones */

static void test_a_card_listed_in_two_zones_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(11, ts_ruleset());
    alt_position *pos = position_of(g);
    alt_pos_player *pl = &pos->p[P0];
    put(pl, ALT_ZONE_DISCARD, pl->zone[ALT_ZONE_HAND][0]);
    char field[64];
    snprintf(field, sizeof field, "players[0].zones.discard[%d].id", pl->zone_n[ALT_ZONE_DISCARD] - 1);
    assert_refused(ts_db(), pos, ALT_E_POSITION, field, "two places");
    free(pos);
    alt_game_destroy(&g);
}

static void test_a_card_in_no_zone_is_refused_as_counts_that_do_not_add_up(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(12, ts_ruleset());
    alt_position *pos = position_of(g);
    alt_pos_player *pl = &pos->p[P1];
    alt_pos_object top = take(pl, ALT_ZONE_DECK, pl->zone_n[ALT_ZONE_DECK] - 1);
    char card[16];
    snprintf(card, sizeof card, "card %u ", top.id);
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[1].zones", card);
    free(pos);
    alt_game_destroy(&g);
}

static void test_7_3_4_a_token_outside_play_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(13, ts_ruleset());
    ts_stage_token(g, P0, ALT_EXP_HERO);
    static const int zones[] = {ALT_ZONE_RESERVE, ALT_ZONE_MANA, ALT_ZONE_HAND, ALT_ZONE_DISCARD, ALT_ZONE_DECK};
    for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++) {
        alt_position *pos = position_of(g);
        alt_pos_player *pl = &pos->p[P0];
        put(pl, zones[k], take(pl, ALT_ZONE_EXP_HERO, pl->zone_n[ALT_ZONE_EXP_HERO] - 1));
        char field[64];
        snprintf(field, sizeof field, "players[0].zones.%s[%d]", alt_zone_name((alt_zone_id)zones[k]),
                 pl->zone_n[zones[k]] - 1);
        assert_refused(ts_db(), pos, ALT_E_POSITION, field, "7.3.4");
        free(pos);
    }
    alt_game_destroy(&g);
}

static void test_2_4_1_c_statuses_on_a_card_in_hand_are_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(14, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->p[P0].zone[ALT_ZONE_HAND][1].status = ALT_STATUS_EXHAUSTED;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[0].zones.hand[1]", "2.4.1.c");
    pos->p[P0].zone[ALT_ZONE_HAND][1].status = 0;
    pos->p[P0].zone[ALT_ZONE_HAND][1].boosts = 1;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[0].zones.hand[1]", "2.4.1.c");
    pos->p[P0].zone[ALT_ZONE_HAND][1].boosts = 0;
    pos->p[P0].zone[ALT_ZONE_DECK][0].counters = 2;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[0].zones.deck[0]", "2.4.1.c");
    free(pos);
    alt_game_destroy(&g);
}

static void test_5_2_3_a_a_fleeting_landmark_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(15, ts_ruleset());
    ts_stage(g, P1, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    alt_position *pos = position_of(g);
    pos->p[P1].zone[ALT_ZONE_LANDMARK][0].status = ALT_STATUS_FLEETING;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[1].zones.landmarks[0]", "5.2.3.a");
    free(pos);
    alt_game_destroy(&g);
}

static void test_4_2_5_c_over_the_reserve_limit_in_the_morning_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(16, ts_ruleset());
    assert_true(ts_end_day(g));   /* the next Morning's Expand */
    alt_position *pos = position_of(g);
    alt_pos_player *pl = &pos->p[P0];
    while (pl->zone_n[ALT_ZONE_RESERVE] < 3)
        put(pl, ALT_ZONE_RESERVE, take(pl, ALT_ZONE_DECK, pl->zone_n[ALT_ZONE_DECK] - 1));
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[0].zones.reserve", "4.2.5.c");
    free(pos);
    alt_game_destroy(&g);
}

/* Clean-up's marks live only while its choice waits; Rest's only in Dusk. */
static void test_a_kept_or_after_rest_flag_out_of_its_step_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(17, ts_ruleset());
    uint8_t id = ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_RESERVE, 0, 0);
    (void)id;
    alt_position *pos = position_of(g);
    pos->p[P0].zone[ALT_ZONE_RESERVE][pos->p[P0].zone_n[ALT_ZONE_RESERVE] - 1].flags = ALT_FLAG_KEPT;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[0].zones.reserve", "Clean-up");
    pos->p[P0].zone[ALT_ZONE_RESERVE][pos->p[P0].zone_n[ALT_ZONE_RESERVE] - 1].flags = ALT_FLAG_AFTER_REST;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "players[0].zones.reserve", "Dusk");
    free(pos);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ the game's course */

static void test_a_winner_named_while_the_game_goes_on_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(18, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->winner = P1;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "winner", NULL);
    free(pos);
    alt_game_destroy(&g);
}

/* Only the engine's Day limit (or one of its tables filling up) ends a
 * game without a winner, and the Day limit only on its last Day. */
static void test_a_game_over_has_a_winner_unless_the_day_limit_stopped_it(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(26, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->phase = ALT_PHASE_OVER;
    pos->decision = ALT_DEC_NONE;
    pos->decider = 0;
    pos->outcome = ALT_OUTCOME_SUM;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "winner", NULL);
    pos->outcome = ALT_OUTCOME_DAY_LIMIT;
    pos->winner = P0;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "winner", NULL);
    pos->winner = 0xFF;   /* no winner (docs/position.md) */
    assert_refused(ts_db(), pos, ALT_E_POSITION, "outcome", "Day");
    pos->day = ALT_DAY_LIMIT;
    alt_game *over = NULL;
    char msg[256];
    assert_int_equal(alt_game_from_position(ts_db(), pos, &over, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_winner(over), -1);
    alt_game_destroy(&over);
    free(pos);
    alt_game_destroy(&g);
}

static void test_4_2_1_e_expand_in_the_afternoon_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(19, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->decision = ALT_DEC_EXPAND;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "decision.kind", "Afternoon");
    /* And its binary position, the decision byte changed. */
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = encode(g, buf);
    envelope e = parse_envelope(buf, n);
    size_t gen = buf[e.state] >= 5 ? 0 : 32;  /* encoding 5 leaves the generator out */
    size_t kind = e.state + 3 + gen + 2 + 1;  /* version, ruleset, format, generator, Day, phase */
    assert_int_equal(buf[kind], ALT_DEC_TURN);
    buf[kind] = ALT_DEC_EXPAND;
    assert_decode_refused(ts_db(), buf, n, ALT_E_POSITION, "decision.kind", "Afternoon");
    free(pos);
    alt_game_destroy(&g);
}

static void test_4_2_3_e_a_turn_for_a_player_who_passed_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(20, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->p[pos->decider].passed = 1;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "decision.player", "4.2.3.e");
    free(pos);
    alt_game_destroy(&g);
}

/* The fuzzer's finding (corpora/fuzz_position/resume_turn_of_a_player_who_passed):
 * a Hero's quick action resolving for a player who had passed; once it
 * resolved, the engine asked that player to take a turn. A turn that ends
 * for a player who passed waits on Reactions only when they passed first
 * (test_rules_skybound.c): with both passed, it is refused too. */
static void test_4_2_3_e_a_turn_resumed_for_a_player_who_passed_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_afternoon_choice);
    alt_position *pos = position_of(g);
    assert_true(pos->resume == 1 || pos->resume == 2);   /* the turn ends, or the same player goes on */
    pos->p[pos->resume_player].passed = 1;
    if (pos->resume == 1)
        pos->p[pos->resume_player ^ 1].passed = 1;
    assert_refused(bundled(), pos, ALT_E_POSITION, "resume_player", "4.2.3.e");
    free(pos);
    alt_game_destroy(&g);
}

static void test_an_ability_choice_with_no_ability_resolving_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(21, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->decision = ALT_DEC_CHOICE;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "decision.kind", "no ability");
    free(pos);
    alt_game_destroy(&g);
}

static void test_4_2_5_c_a_clean_up_choice_nobody_owes_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(22, ts_ruleset());
    alt_position *pos = position_of(g);
    assert_true(pos->p[pos->decider].zone_n[ALT_ZONE_RESERVE] <= 2);
    pos->phase = ALT_PHASE_NIGHT;
    pos->decision = ALT_DEC_CLEANUP;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "decision.player", "4.2.5.c");
    free(pos);
    alt_game_destroy(&g);
}

/* A Night waiting on a Clean-up pick of the decider (the first player, or
 * the second with second_decides 1): `n[p]` cards from the top of each
 * player's Deck moved to Reserve (limit 2 without a Hero), the first
 * `kept[p]` of them kept. */
static alt_position *clean_up(const int n[2], const int kept[2], int second_decides)
{
    alt_game *g = ts_game_at_afternoon(22, ts_ruleset());
    alt_position *pos = position_of(g);
    alt_game_destroy(&g);
    for (int p = 0; p < 2; p++) {
        alt_pos_player *pl = &pos->p[p];
        assert_true(pl->zone_n[ALT_ZONE_DECK] >= n[p]);
        for (int i = 0; i < n[p]; i++) {
            alt_pos_object o = pl->zone[ALT_ZONE_DECK][--pl->zone_n[ALT_ZONE_DECK]];
            o.flags = i < kept[p] ? ALT_FLAG_KEPT : 0;
            pl->zone[ALT_ZONE_RESERVE][pl->zone_n[ALT_ZONE_RESERVE]++] = o;
        }
        pl->passed = 0;
    }
    pos->phase = ALT_PHASE_NIGHT;
    pos->decision = ALT_DEC_CLEANUP;
    pos->decider = (uint8_t)(pos->first_player ^ (second_decides ? 1 : 0));
    return pos;
}

/* CR 4.2.5.c: a player over the Reserve limit keeps exactly the limit, one
 * pick at a time: a Clean-up under way has kept at most the limit, and
 * only in a zone over it. Once these loaded, and the next pick broke an
 * invariant (a reviewer's fuzzer found it). */
static void test_4_2_5_c_a_clean_up_keeps_at_most_the_limit_and_only_over_it(void **state)
{
    (void)state;
    int n[2] = {0, 0}, kept[2] = {0, 0};
    alt_position *pos = clean_up(n, kept, 0);
    int first = pos->first_player, second = first ^ 1;
    free(pos);
    n[first] = 4, kept[first] = 1;
    pos = clean_up(n, kept, 0);
    alt_game *g = NULL;
    char msg[256];
    assert_int_equal(alt_game_from_position(ts_db(), pos, &g, msg, sizeof msg), ALT_OK);   /* a pick under way */
    alt_game_destroy(&g);
    free(pos);
    char field[32];
    /* The first player kept 3 of 4 (one more than the limit of 2), the
     * second is asked: the decider owes picks, the first kept too many. */
    kept[first] = 3, n[second] = 3;
    pos = clean_up(n, kept, 1);
    snprintf(field, sizeof field, "players[%d].zones.reserve", first);
    assert_refused(ts_db(), pos, ALT_E_POSITION, field, "more than the limit");
    free(pos);
    /* The second player keeps a card of a Reserve within the limit. */
    kept[first] = 1, n[second] = 1, kept[second] = 1;
    pos = clean_up(n, kept, 0);
    snprintf(field, sizeof field, "players[%d].zones.reserve", second);
    assert_refused(ts_db(), pos, ALT_E_POSITION, field, "within its limit");
    free(pos);
}

/* CR 4.2.5.c: the first player finishes the Clean-up before the second
 * begins: the second has kept nothing while the first chooses, and is
 * asked only once the first owes no pick. */
static void test_4_2_5_c_the_first_player_finishes_before_the_second_begins(void **state)
{
    (void)state;
    int n[2] = {0, 0}, kept[2] = {0, 0};
    alt_position *pos = clean_up(n, kept, 0);
    int first = pos->first_player, second = first ^ 1;
    free(pos);
    n[first] = 3, n[second] = 3, kept[second] = 1;
    pos = clean_up(n, kept, 0);
    char field[16];
    snprintf(field, sizeof field, "players[%d]", second);
    assert_refused(ts_db(), pos, ALT_E_POSITION, field, "finishes before the second begins");
    free(pos);
    kept[second] = 0;
    pos = clean_up(n, kept, 1);
    assert_refused(ts_db(), pos, ALT_E_POSITION, "decision.player", "still owes picks");
    free(pos);
    kept[first] = 2;                              /* the first is done: the second's turn */
    pos = clean_up(n, kept, 1);
    alt_game *g = NULL;
    char msg[256];
    if (alt_game_from_position(ts_db(), pos, &g, msg, sizeof msg) != ALT_OK)
        fail_msg("the second player's pick after the first's is refused: %s", msg);
    alt_game_destroy(&g);
    free(pos);
}

/* CR 4.1.k: the first player makes three opening picks, then the second;
 * each must still hold the cards for the picks to come. The fuzzer's
 * finding (corpora/fuzz_position/opening_picks_with_no_cards_to_come): the
 * second player's Hand emptied while the first picked, and once the first
 * was done the game waited on a pick nobody could make. */
static void test_4_1_k_opening_picks_without_the_cards_for_them_are_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(23);
    alt_position *pos = position_of(g);
    assert_int_equal(pos->decision, ALT_DEC_OPENING_MANA);
    assert_int_equal(pos->decider, pos->first_player);
    int other = pos->decider ^ 1;
    alt_pos_player *pl = &pos->p[other];
    while (pl->zone_n[ALT_ZONE_HAND] > 2)
        put(pl, ALT_ZONE_DECK, take(pl, ALT_ZONE_HAND, 0));
    char field[32];
    snprintf(field, sizeof field, "players[%d].zones.hand", other);
    assert_refused(ts_db(), pos, ALT_E_POSITION, field, "4.1.k");
    free(pos);
    pos = position_of(g);
    pos->decider ^= 1;   /* the second player first */
    assert_refused(ts_db(), pos, ALT_E_POSITION, "decision.player", "4.1.k");
    free(pos);
    alt_game_destroy(&g);
}

/* A card of the deciding player's Hand to pick ("put a card from your
 * Hand in Reserve", "your opponent discards a card"). */
static int fits_hand_pick(const alt_game *g, const alt_position *pos)
{
    (void)g;
    return fits_effect_pick(pos, "hand_to_reserve") || fits_effect_pick(pos, "opp_discard_hand");
}

/* A pick among the Hand's cards with the Hand emptied: nothing can be
 * picked, and the engine would wait forever. */
static void test_a_pending_decision_with_no_legal_answer_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("constructed_axiom", "constructed_yzmir", ALT_FORMAT_CONSTRUCTED, fits_hand_pick);
    alt_position *pos = position_of(g);
    alt_pos_player *pl = &pos->p[pos->decider];
    while (pl->zone_n[ALT_ZONE_HAND] > 0)
        put(pl, ALT_ZONE_DECK, take(pl, ALT_ZONE_HAND, 0));
    assert_refused(bundled(), pos, ALT_E_POSITION, "decision", "no legal answer");
    free(pos);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ Limbo and the resolving */

static void test_4_4_d_a_turn_while_reactions_wait_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_reaction);
    alt_position *pos = position_of(g);
    assert_true(pos->limbo_n >= 2);
    pos->phase = ALT_PHASE_AFTERNOON;
    pos->resume = 1;   /* the turn ends once Limbo is empty, as after a card played */
    pos->decision = ALT_DEC_TURN;
    for (int p = 0; p < 2; p++)
        pos->p[p].passed = 0;
    assert_refused(bundled(), pos, ALT_E_POSITION, "decision.kind", "4.4.d");
    free(pos);
    alt_game_destroy(&g);
}

static void test_4_4_b_a_reaction_order_with_fewer_than_two_reactions_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_reaction);
    alt_position *pos = position_of(g);
    int mine = 0, kept = 0;
    for (int i = 0; i < pos->limbo_n; i++) {
        int own = pos->limbo[i].player == pos->decider;
        if (own && mine++ >= 1)
            continue;   /* all of the decider's but one leave Limbo */
        pos->limbo[kept++] = pos->limbo[i];
    }
    pos->limbo_n = (uint8_t)kept;
    assert_refused(bundled(), pos, ALT_E_POSITION, "decision.kind", "4.4.b");
    free(pos);
    alt_game_destroy(&g);
}

/* Where the Day goes on is named only while something waits in Limbo, and
 * from the phase that named it. */
static void test_resume_with_nothing_waiting_or_from_another_phase_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(24, ts_ruleset());
    alt_position *pos = position_of(g);
    pos->resume = 2;
    assert_refused(ts_db(), pos, ALT_E_POSITION, "resume", "nothing waits");
    free(pos);
    alt_game_destroy(&g);
    g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_reaction);
    pos = position_of(g);
    pos->resume = pos->phase == ALT_PHASE_AFTERNOON ? 8 : 1;   /* a Morning's, or an Afternoon's */
    assert_refused(bundled(), pos, ALT_E_POSITION, "resume", "phase");
    free(pos);
    alt_game_destroy(&g);
}

static void test_a_may_asked_of_the_other_player_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_may);
    alt_position *pos = position_of(g);
    pos->decider ^= 1;
    assert_refused(bundled(), pos, ALT_E_POSITION, "decision.player", NULL);
    free(pos);
    alt_game_destroy(&g);
}

/* An ability resolves only while it waits on a choice, at a step that waits. */
static void test_an_ability_resolving_outside_its_choice_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_may);
    alt_position *pos = position_of(g);
    pos->res.step = 2;   /* running */
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving.step", NULL);
    free(pos);
    alt_game_destroy(&g);
    g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_afternoon_choice);
    pos = position_of(g);
    pos->decision = ALT_DEC_TURN;
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving", "choice");
    free(pos);
    alt_game_destroy(&g);
}

static void test_a_pick_asked_of_another_player_than_the_picker_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED, fits_own_pick);
    alt_position *pos = position_of(g);
    pos->decider ^= 1;
    assert_refused(bundled(), pos, ALT_E_POSITION, "decision.player", NULL);
    free(pos);
    alt_game_destroy(&g);
}

/* The revealed cards are the Deck's top ones: the Deck must still hold
 * them, and the tally says how many. */
static void test_revealed_cards_missing_from_the_deck_are_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_auraq_resupply", "abilities_reveal_festival", ALT_FORMAT_LIMITED, fits_reveal_top);
    alt_position *pos = position_of(g);
    pos->res.tally = 0;
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving.tally", NULL);
    pos->res.tally = 1;
    alt_pos_player *pl = &pos->p[pos->decider];
    while (pl->zone_n[ALT_ZONE_DECK] > 0)
        put(pl, ALT_ZONE_DISCARD, take(pl, ALT_ZONE_DECK, 0));
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving.tally", NULL);
    free(pos);
    alt_game_destroy(&g);
    g = reach("abilities_reveal_festival", "abilities_granted_cheaper", ALT_FORMAT_LIMITED, fits_reveal_characters);
    pos = position_of(g);
    pl = &pos->p[pos->res.r.player];
    pos->res.tally = (uint8_t)(pl->zone_n[ALT_ZONE_DECK] + 1);
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving.tally", NULL);
    free(pos);
    alt_game_destroy(&g);
}

/* The fuzzer's finding (corpora/fuzz_position/resupply_tally_without_two_cards):
 * each player's own "may Resupply" with a tally of 1, as if one card had
 * been revealed, made the answer take object 255 as the kept card. */
static void test_a_resupply_with_a_tally_but_not_its_two_cards_is_refused(void **state)
{
    (void)state;
    alt_game *g = reach("abilities_dice_sacrifice", "abilities_reserve_mana", ALT_FORMAT_LIMITED,
                        fits_each_may_resupply);
    alt_position *pos = position_of(g);
    pos->res.tally = 1;
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving.tally", NULL);
    free(pos);
    alt_game_destroy(&g);
    /* The two revealed cards, with fewer than two in the Deck. */
    g = reach("abilities_auraq_resupply", "abilities_reveal_festival", ALT_FORMAT_LIMITED, fits_resupply_of_two);
    pos = position_of(g);
    alt_pos_player *pl = &pos->p[pos->decider];
    while (pl->zone_n[ALT_ZONE_DECK] > 1)
        put(pl, ALT_ZONE_DISCARD, take(pl, ALT_ZONE_DECK, 0));
    assert_refused(bundled(), pos, ALT_E_POSITION, "resolving.tally", NULL);
    free(pos);
    alt_game_destroy(&g);
}

static void test_a_null_database_or_position_is_refused(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(25);
    alt_position *pos = position_of(g);
    alt_game *out = NULL;
    char msg[128];
    assert_int_equal(alt_game_from_position(NULL, pos, &out, msg, sizeof msg), ALT_E_ARG);
    assert_null(out);
    assert_true(msg[0] != '\0');
    assert_int_equal(alt_game_from_position(ts_db(), NULL, &out, msg, sizeof msg), ALT_E_ARG);
    assert_int_equal(alt_game_decode(NULL, (const uint8_t *)"ALTP", 4, &out, msg, sizeof msg), ALT_E_ARG);
    assert_null(out);
    free(pos);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_position_of_a_real_game_is_accepted_as_it_is),
        cmocka_unit_test(test_every_prefix_of_a_binary_position_is_refused_as_truncated),
        cmocka_unit_test(test_an_oversized_binary_position_is_refused),
        cmocka_unit_test(test_trailing_bytes_after_a_binary_position_are_refused),
        cmocka_unit_test(test_a_wrong_magic_is_refused),
        cmocka_unit_test(test_an_unknown_position_version_is_refused),
        cmocka_unit_test(test_an_unknown_state_encoding_version_is_refused),
        cmocka_unit_test(test_another_card_database_version_or_digest_is_refused),
        cmocka_unit_test(test_an_unknown_card_reference_is_refused),
        cmocka_unit_test(test_an_unknown_ruleset_is_refused),
        cmocka_unit_test(test_a_card_listed_in_two_zones_is_refused),
        cmocka_unit_test(test_a_card_in_no_zone_is_refused_as_counts_that_do_not_add_up),
        cmocka_unit_test(test_7_3_4_a_token_outside_play_is_refused),
        cmocka_unit_test(test_2_4_1_c_statuses_on_a_card_in_hand_are_refused),
        cmocka_unit_test(test_5_2_3_a_a_fleeting_landmark_is_refused),
        cmocka_unit_test(test_4_2_5_c_over_the_reserve_limit_in_the_morning_is_refused),
        cmocka_unit_test(test_a_kept_or_after_rest_flag_out_of_its_step_is_refused),
        cmocka_unit_test(test_a_winner_named_while_the_game_goes_on_is_refused),
        cmocka_unit_test(test_a_game_over_has_a_winner_unless_the_day_limit_stopped_it),
        cmocka_unit_test(test_4_2_1_e_expand_in_the_afternoon_is_refused),
        cmocka_unit_test(test_4_2_3_e_a_turn_for_a_player_who_passed_is_refused),
        cmocka_unit_test(test_4_2_3_e_a_turn_resumed_for_a_player_who_passed_is_refused),
        cmocka_unit_test(test_an_ability_choice_with_no_ability_resolving_is_refused),
        cmocka_unit_test(test_4_2_5_c_a_clean_up_choice_nobody_owes_is_refused),
        cmocka_unit_test(test_4_2_5_c_a_clean_up_keeps_at_most_the_limit_and_only_over_it),
        cmocka_unit_test(test_4_2_5_c_the_first_player_finishes_before_the_second_begins),
        cmocka_unit_test(test_4_1_k_opening_picks_without_the_cards_for_them_are_refused),
        cmocka_unit_test(test_a_pending_decision_with_no_legal_answer_is_refused),
        cmocka_unit_test(test_4_4_d_a_turn_while_reactions_wait_is_refused),
        cmocka_unit_test(test_4_4_b_a_reaction_order_with_fewer_than_two_reactions_is_refused),
        cmocka_unit_test(test_resume_with_nothing_waiting_or_from_another_phase_is_refused),
        cmocka_unit_test(test_a_may_asked_of_the_other_player_is_refused),
        cmocka_unit_test(test_an_ability_resolving_outside_its_choice_is_refused),
        cmocka_unit_test(test_a_pick_asked_of_another_player_than_the_picker_is_refused),
        cmocka_unit_test(test_revealed_cards_missing_from_the_deck_are_refused),
        cmocka_unit_test(test_a_resupply_with_a_tally_but_not_its_two_cards_is_refused),
        cmocka_unit_test(test_a_null_database_or_position_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
