/*
 * test_hash.c: the state hash and its canonical encoding, as a caller uses
 * them (docs/state-hash.md).
 *
 * Two Limited decks of cards without abilities play from the bundled
 * database. The hash of a fresh game is pinned for two seeds; the encoding
 * is read back byte by byte as the document lays it out; and games played
 * twice from the same seed with the same answers hash alike at every step.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "altered.h"
#include "support.h"   /* ts_corpus_deck */

/* The decks: 30 cards each, no Hero, every card's abilities field "-" in
 * cards/beyond_the_gates.tsv. */
static const char DECK_ORDIS_BRAVOS[] =
    "# Ordis and Bravos, no Hero\n"
    "3 ALT_CORE_B_OR_05_C   # Ordis Trooper\n"
    "3 ALT_CORE_B_OR_07_C   # Monolith Rune-Scribe\n"
    "3 ALT_CORE_B_OR_09_C   # The Frog Prince\n"
    "3 ALT_CORE_B_OR_10_C   # Monolith Archivist (Defender)\n"
    "3 ALT_CORE_B_BR_08_C   # Bravos Pathfinder\n"
    "3 ALT_CORE_B_BR_10_C   # Red (Seasoned)\n"
    "3 ALT_CORE_B_BR_13_C   # Kappa\n"
    "3 ALT_CORE_B_BR_17_C   # Haven Warrior\n"
    "2 ALT_CORE_B_BR_20_C   # Atlas (Gigantic)\n"
    "3 ALT_CORE_B_BR_21_C   # Achilles (Tough 1)\n"
    "1 ALT_CORE_B_BR_22_C   # Shenlong\n";

static const char DECK_LYRA_MUNA_YZMIR[] =
    "# Lyra, Muna and Yzmir, no Hero\n"
    "3 ALT_CORE_B_LY_08_C   # Lyra Skald\n"
    "3 ALT_CORE_B_LY_12_C   # Lyra Navigator\n"
    "3 ALT_CORE_B_LY_16_C   # Lyra Chronicler\n"
    "3 ALT_CORE_B_MU_07_C   # Mowgli\n"
    "3 ALT_CORE_B_MU_11_C   # Inari\n"
    "3 ALT_CORE_B_MU_14_C   # Cernunnos\n"
    "2 ALT_CORE_B_MU_21_C   # Son of Yggdrasil (Gigantic)\n"
    "3 ALT_CORE_B_YZ_08_C   # Yzmir Stargazer\n"
    "3 ALT_CORE_B_YZ_09_C   # Lady of the Lake\n"
    "2 ALT_CORE_B_MU_14_R1  # Cernunnos (Rare)\n"
    "2 ALT_CORE_B_BR_22_R2  # Shenlong (Rare, Lyra)\n";

enum { LIST_CAP = 512, DAY_LIMIT = 500 };

typedef struct fixture {
    alt_cards *db;
    alt_setup setup;
} fixture;

static int setup_fixture(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    assert_int_equal(alt_cards_bundled_named("btg-4", &f->db), ALT_OK);
    f->setup.ruleset = ALT_RULESET_SEEDS_1;   /* the documented vectors are seeds-1 games */
    f->setup.format = ALT_FORMAT_LIMITED;
    char msg[160];
    assert_int_equal(alt_deck_parse(f->db, DECK_ORDIS_BRAVOS, strlen(DECK_ORDIS_BRAVOS),
                                    &f->setup.deck[0], msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_deck_parse(f->db, DECK_LYRA_MUNA_YZMIR, strlen(DECK_LYRA_MUNA_YZMIR),
                                    &f->setup.deck[1], msg, sizeof msg), ALT_OK);
    assert_int_equal(f->setup.deck[0].count, 30);
    assert_int_equal(f->setup.deck[1].count, 30);
    *state = f;
    return 0;
}

static int teardown_fixture(void **state)
{
    fixture *f = *state;
    alt_cards_destroy(&f->db);
    free(f);
    return 0;
}

static alt_game *new_game(fixture *f, uint64_t seed)
{
    alt_setup s = f->setup;
    s.seed = seed;
    alt_game *g = NULL;
    char msg[160];
    alt_err err = alt_game_new(f->db, &s, &g, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("alt_game_new: %s: %s", alt_strerror(err), msg);
    return g;
}

/* Picks answer indices from a 64-bit LCG: deterministic, and not always the
 * first answer, so games go places. */
static size_t next_index(uint64_t *lcg, size_t n)
{
    *lcg = *lcg * 6364136223846793005ull + 1442695040888963407ull;
    return (size_t)((*lcg >> 33) % n);
}

static uint64_t read_u16(const uint8_t *p)
{
    return (uint64_t)p[0] | (uint64_t)p[1] << 8;
}

static uint64_t read_u64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

/* ------------------------------------------------------------------ tests */

static const char *state_hash_doc(void);

/* The hash of a fresh game, pinned. These values change only when the
 * canonical encoding, the RNG or its order of draws, the setup, or the
 * bundled card database (card indices) changes; a change to the first three
 * must bump ALT_HASH_VERSION or ALT_RNG_VERSION, and then these pins. */
static void test_initial_hash_is_pinned(void **state)
{
    fixture *f = *state;
    assert_int_equal(ALT_HASH_VERSION, 8);
    assert_int_equal(alt_hash_version(ALT_RULESET_SEEDS_1), 3);   /* revision 1 keeps its encoding */
    assert_int_equal(alt_hash_version(ALT_RULESET_CR3_1), 3);
    assert_int_equal(alt_hash_version(ALT_RULESET_SEEDS_2), 5);
    assert_int_equal(alt_hash_version(ALT_RULESET_CR3_2), 5);
    assert_int_equal(alt_hash_version(ALT_RULESET_SEEDS_3), 8);   /* level 3: encoding 8, and 6 and 7 kept */
    assert_int_equal(alt_hash_version(ALT_RULESET_CR4_1), 8);
    assert_int_equal(alt_hash_version(ALT_RULESET_CR3_3), 8);
    assert_int_equal(alt_hash_version(ALT_RULESET__COUNT), 0);
    assert_true(alt_hash_version_holds(ALT_RULESET_SEEDS_3, 6, 0));
    assert_true(alt_hash_version_holds(ALT_RULESET_SEEDS_3, 6, 1));
    assert_true(alt_hash_version_holds(ALT_RULESET_CR4_1, 7, 0));
    assert_true(alt_hash_version_holds(ALT_RULESET_CR4_1, 7, 1));
    assert_true(alt_hash_version_holds(ALT_RULESET_CR3_3, 8, 1));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_2, 8, 0));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_3, 9, 0));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_2, 7, 0));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_3, 5, 0));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_2, 6, 0));
    /* Revision 2 keeps encoding 4 for seeded games; recorded ones need 5. */
    assert_true(alt_hash_version_holds(ALT_RULESET_SEEDS_2, 4, 0));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_2, 4, 1));
    assert_true(alt_hash_version_holds(ALT_RULESET_CR3_2, 5, 1));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_1, 4, 0));
    assert_false(alt_hash_version_holds(ALT_RULESET_SEEDS_1, 3, 1));
    static const struct {
        uint64_t seed;
        uint64_t hash;
    } pinned[] = {
        {1, 0xEDD61CE24DC58302ull},
        {42, 0x92D6C92C37BD81F1ull},
    };
    for (size_t i = 0; i < sizeof pinned / sizeof pinned[0]; i++) {
        alt_game *g = new_game(f, pinned[i].seed);
        assert_int_equal(alt_game_hash(g), pinned[i].hash);   /* cmocka prints both in hex */
        alt_game_destroy(&g);
    }
    /* The same games under seeds-2: encoding 4, whose header names the
     * ruleset and whose player blocks end with the (empty) daily counts. */
    static const struct {
        uint64_t seed;
        uint64_t hash;
    } pinned_4[] = {
        {1, 0x52B8E1EFEE18C249ull},
        {42, 0xF29DBEDAB79B5F68ull},
    };
    /* And under encoding 5, which leaves the generator out: the same for
     * a seeded game and for a recorded one given the same deal. */
    static const uint64_t pinned_5[] = {0xDA8773E19C821B7Full, 0x1353DDF1FDADC9BCull};
    for (size_t i = 0; i < sizeof pinned_4 / sizeof pinned_4[0]; i++) {
        alt_setup s = f->setup;
        s.seed = pinned_4[i].seed;
        s.ruleset = ALT_RULESET_SEEDS_2;
        s.hash_encoding = 4;
        alt_game *g = NULL;
        assert_int_equal(alt_game_new(f->db, &s, &g, NULL, 0), ALT_OK);
        assert_int_equal(alt_game_hash(g), pinned_4[i].hash);
        alt_game_destroy(&g);
        s.hash_encoding = 0;     /* the ruleset's newest */
        assert_int_equal(alt_game_new(f->db, &s, &g, NULL, 0), ALT_OK);
        assert_int_equal(alt_game_hash_version(g), 5);
        if (s.seed == 1) {       /* the lengths docs/state-hash.md gives its example */
            alt_game *g3 = new_game(f, 1), *g4 = NULL;
            s.hash_encoding = 4;
            assert_int_equal(alt_game_new(f->db, &s, &g4, NULL, 0), ALT_OK);
            s.hash_encoding = 0;
            assert_int_equal(alt_game_encode(g3, NULL, 0), 167);
            assert_int_equal(alt_game_encode(g4, NULL, 0), 169);
            assert_int_equal(alt_game_encode(g, NULL, 0), 138);
            assert_non_null(strstr(state_hash_doc(), "under encoding 5 takes 169 − 32 + 1 = 138 bytes"));
            alt_game_destroy(&g3);
            alt_game_destroy(&g4);
        }
        if (alt_game_hash(g) != pinned_5[i])
            fail_msg("seed %d, encoding 5: 0x%016llX", (int)s.seed, (unsigned long long)alt_game_hash(g));
        alt_game_destroy(&g);
    }
    /* And under seeds-3, encoding 6: a level 3 header, and each player's
     * block ending with Ascended and the objects away (none yet), the
     * markers (none) before the chance block. */
    static const uint64_t pinned_6[] = {0xA47EBBE56F2F5C28ull, 0x2ED6F83B16E27106ull};
    for (size_t i = 0; i < sizeof pinned_6 / sizeof pinned_6[0]; i++) {
        alt_setup s = f->setup;
        s.seed = pinned_4[i].seed;
        s.ruleset = ALT_RULESET_SEEDS_3;
        s.hash_encoding = 6;
        alt_game *g = NULL;
        assert_int_equal(alt_game_new(f->db, &s, &g, NULL, 0), ALT_OK);
        assert_int_equal(alt_game_hash_version(g), 6);
        if (s.seed == 1)
            assert_int_equal(alt_game_encode(g, NULL, 0), 138 + 1 + 2 * 2 + 1);
        if (alt_game_hash(g) != pinned_6[i])
            fail_msg("seed %d, encoding 6: 0x%016llX", (int)s.seed, (unsigned long long)alt_game_hash(g));
        alt_game_destroy(&g);
    }
    /* And encoding 7: each player's block ends with the subtypes their
     * Characters gained (none yet: one byte more each); and encoding 8,
     * seeds-3's newest, with what each did this turn (two bytes each). */
    static const uint64_t pinned_7[] = {0x99CD2ECE5C9EBA49ull, 0x2A17564AD024B059ull};
    static const uint64_t pinned_8[] = {0xD704C113D441F339ull, 0xB4AC8347EB9EE373ull};
    for (size_t i = 0; i < sizeof pinned_7 / sizeof pinned_7[0]; i++) {
        for (unsigned enc = 7; enc <= 8; enc++) {
            alt_setup s = f->setup;
            s.seed = pinned_4[i].seed;
            s.ruleset = ALT_RULESET_SEEDS_3;
            s.hash_encoding = enc == 8 ? 0 : enc;   /* 0: the ruleset's newest */
            alt_game *g = NULL;
            assert_int_equal(alt_game_new(f->db, &s, &g, NULL, 0), ALT_OK);
            assert_int_equal(alt_game_hash_version(g), enc);
            if (s.seed == 1 && enc == 7) {
                assert_int_equal(alt_game_encode(g, NULL, 0), 144 + 2);
                assert_non_null(strstr(state_hash_doc(), "under encoding 7 takes 144 + 2 = 146 bytes"));
            } else if (s.seed == 1) {
                assert_int_equal(alt_game_encode(g, NULL, 0), 146 + 4);
                assert_non_null(strstr(state_hash_doc(), "encoding 8 takes 146 + 4 = 150 bytes"));
            }
            uint64_t want = enc == 7 ? pinned_7[i] : pinned_8[i];
            if (alt_game_hash(g) != want)
                fail_msg("seed %d, encoding %u: 0x%016llX", (int)s.seed, enc, (unsigned long long)alt_game_hash(g));
            alt_game_destroy(&g);
        }
    }
    /* docs/state-hash.md's test vectors are these. */
    assert_non_null(strstr(state_hash_doc(), "| 1 | 0xEDD61CE24DC58302 | 0x52B8E1EFEE18C249 | 0xDA8773E19C821B7F | "
                                             "0xA47EBBE56F2F5C28 | 0x99CD2ECE5C9EBA49 | 0xD704C113D441F339 |"));
    assert_non_null(strstr(state_hash_doc(), "| 42 | 0x92D6C92C37BD81F1 | 0xF29DBEDAB79B5F68 | 0x1353DDF1FDADC9BC | "
                                             "0x2ED6F83B16E27106 | 0x2A17564AD024B059 | 0xB4AC8347EB9EE373 |"));
    assert_non_null(strstr(state_hash_doc(), "| 1 | 0xEDD61CE24DC58302 | 0x52B8E1EFEE18C249 | 0xDA8773E19C821B7F |"));
    assert_non_null(strstr(state_hash_doc(), "| 42 | 0x92D6C92C37BD81F1 | 0xF29DBEDAB79B5F68 | 0x1353DDF1FDADC9BC |"));
}

/* The hash is XXH3-64 (seed 0) over the encoding; the encoding fits in
 * ALT_ENCODE_MAX; a NULL buffer asks for the length; a short buffer gets a
 * prefix. Some of the game's states encode to more than 240 bytes, where
 * the engine's XXH3 (engine/xxh.h: xxHash's dispatcher, its AVX2 code on
 * most x86 machines) runs other code than plain XXH3_64bits: the values
 * must not differ. */
static void test_hash_is_xxh3_of_encoding(void **state)
{
    fixture *f = *state;
    alt_game *g = new_game(f, 7);
    uint64_t lcg = 7;
    uint8_t buf[ALT_ENCODE_MAX], head[16];
    alt_action list[LIST_CAP];
    int long_ones = 0;   /* states over 240 bytes: XXH3's long-input code */
    for (int step = 0;; step++) {
        size_t len = alt_game_encode(g, buf, sizeof buf);
        assert_true(len > 0 && len <= ALT_ENCODE_MAX);
        long_ones += len > 240;
        assert_true(alt_game_hash(g) == XXH3_64bits(buf, len));
        assert_true(alt_game_hash(g) == XXH3_64bits_withSeed(buf, len, 0));
        assert_int_equal(alt_game_encode(g, NULL, 0), len);
        assert_int_equal(alt_game_encode(g, head, sizeof head), len);
        assert_memory_equal(head, buf, sizeof head);
        assert_int_equal(buf[0], alt_hash_version(alt_game_setup(g)->ruleset));

        if (alt_game_decision(g).kind == ALT_DEC_NONE)
            break;
        assert_true(alt_game_decision(g).day <= DAY_LIMIT);
        size_t n = alt_game_list(g, list, LIST_CAP);
        assert_true(n > 0 && n <= LIST_CAP);
        assert_int_equal(alt_game_apply(g, &list[next_index(&lcg, n)], NULL), ALT_OK);
    }
    assert_true(long_ones > 0);
    alt_game_destroy(&g);
}

/* The setup digest as docs/state-hash.md defines it, computed here from the
 * references alone: Hero line, one line per card, an empty line, per player. */
static uint64_t setup_digest(const alt_setup *setup, const alt_cards *db)
{
    static char text[2 * (ALT_DECK_MAX + 2) * 64];
    size_t n = 0;
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &setup->deck[p];
        if (d->hero != ALT_CARD_NONE)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s", alt_cards_get(db, d->hero)->ref);
        text[n++] = '\n';
        for (int i = 0; i < d->count; i++)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s\n", alt_cards_get(db, d->cards[i])->ref);
        text[n++] = '\n';
    }
    return XXH3_64bits(text, n);
}

/* Two games whose decks differ only in which player holds which must not
 * share a hash: the setup digest tells them apart. */
/* The hex dump of seed 1's encoding in docs/state-hash.md ("The N-byte
 * encoding for seed 1, in hex") is this build's encoding, byte for byte:
 * the document cannot drift from the code. */
static void test_documented_dump_is_the_encoding(void **state)
{
    fixture *f = *state;
    FILE *doc = fopen(ALT_SOURCE_DIR "/docs/state-hash.md", "r");
    assert_non_null(doc);
    static char text[1 << 16];
    size_t len = fread(text, 1, sizeof text - 1, doc);
    fclose(doc);
    text[len] = '\0';
    const char *start = strstr(text, "-byte encoding for seed 1, in hex");
    assert_non_null(start);
    const char *p = strstr(start, "\n\n");
    assert_non_null(p);
    p += 2;
    uint8_t documented[ALT_ENCODE_MAX];
    size_t n = 0;
    while (strncmp(p, "    ", 4) == 0) {            /* the indented lines of hex pairs */
        const char *eol = strchr(p, '\n');
        assert_non_null(eol);
        for (const char *c = p; c < eol; c++) {
            unsigned byte;
            if (*c == ' ')
                continue;
            assert_true(c + 1 < eol && n < sizeof documented);
            assert_int_equal(sscanf(c, "%2x", &byte), 1);
            documented[n++] = (uint8_t)byte;
            c++;
        }
        p = eol + 1;
    }
    const char *digits = start;
    while (digits > text && digits[-1] >= '0' && digits[-1] <= '9')
        digits--;
    alt_game *g = new_game(f, 1);
    uint8_t actual[ALT_ENCODE_MAX];
    size_t size = alt_game_encode(g, actual, sizeof actual);
    assert_int_equal(n, size);
    assert_int_equal(atoi(digits), (int)size);   /* the size the text announces */
    assert_memory_equal(documented, actual, size);
    alt_game_destroy(&g);
}

/* The whole document as text (docs/state-hash.md), for the tests that
 * hold it against the build. */
static const char *state_hash_doc(void)
{
    static char text[1 << 16];
    FILE *doc = fopen(ALT_SOURCE_DIR "/docs/state-hash.md", "r");
    assert_non_null(doc);
    size_t len = fread(text, 1, sizeof text - 1, doc);
    fclose(doc);
    text[len] = '\0';
    return text;
}

/* The length formula docs/state-hash.md gives, for a state's position. */
static size_t documented_length(const alt_position *pos)
{
    unsigned v = pos->hash_encoding;
    size_t n = (v >= 5 ? 27 : 59) + (1 + 8u * pos->limbo_n) + (1 + 23u * pos->res.active) + 2;
    if (v >= 6) {                 /* held picks, the interrupted steps, the markers */
        n += pos->res.active ? 1u + 3u * pos->res.held_n : 0u;
        n += 1;
        for (int i = 0; i < pos->outer_n; i++)
            n += 25u + 3u * pos->outer[i].held_n;
        n += 1u + 2u * pos->markers_n;
    }
    if (v >= 5) {                 /* the chance block */
        const alt_pos_chance *c = &pos->chance;
        int shuffle = c->kind == ALT_CHANCE_DECK || c->kind == ALT_CHANCE_TUMULT_ORDER;
        n += 1 + (c->pending ? 12u + (shuffle ? c->count : 0u) + 1u + c->n : 0u);
    }
    for (int p = 0; p < 2; p++) {
        const alt_pos_player *pl = &pos->p[p];
        n += 13 + 4u * pl->mods_n + 9;
        if (v >= 4)
            n += 1 + 3u * pl->uses_n;
        if (v >= 7)               /* the subtypes gained */
            n += 1 + 3u * pl->gained_n;
        if (v >= 8)               /* what the player did this turn */
            n += 2;
        if (v >= 6) {             /* Ascended, and the objects of the opponent's */
            n += 2;
            static const int play[] = {ALT_ZONE_EXP_HERO, ALT_ZONE_EXP_COMPANION};
            for (size_t k = 0; k < 2; k++)
                for (int i = 0; i < pl->zone_n[play[k]]; i++)
                    n += pl->zone[play[k]][i].away ? 2u : 0u;
        }
        n += pl->zone_n[ALT_ZONE_DECK] + pl->zone_n[ALT_ZONE_HAND] + pl->zone_n[ALT_ZONE_DISCARD];
        static const int objects[] = {ALT_ZONE_MANA, ALT_ZONE_RESERVE, ALT_ZONE_LANDMARK,
                                      ALT_ZONE_EXP_HERO, ALT_ZONE_EXP_COMPANION, ALT_ZONE_LIMBO};
        for (size_t k = 0; k < sizeof objects / sizeof objects[0]; k++)
            for (int i = 0; i < pl->zone_n[objects[k]]; i++)
                n += alt_object_deck_index(pl->zone[objects[k]][i].id) < 0 ? 9 : 7;   /* a token writes its card */
    }
    return n;
}

/* docs/state-hash.md's "Whole length" formula is the one above, and it
 * gives the encoding's length for every state of 300 games played at
 * random: 100 with the vector decks, 200 with decks of abilities that fill
 * Limbo, resolve with choices, make tokens and wait with "next card"
 * modifiers (corpora/decks/), under five rulesets (encodings 5 and 6:
 * seeds-2, cr3-2, seeds-3, cr4-1, cr3-3); and a state given 4.0's own
 * (Terrain Markers, an Ascended Expedition). */
static void test_documented_length_formula_holds(void **state)
{
    fixture *f = *state;
    assert_non_null(strstr(state_hash_doc(),
                           "`59 + (1 + 8r) + (1 + 23a) + 2 + Σ over both players (13 + 4m + 9 + D + H + G + 7c + 9t + u)`"));
    assert_non_null(strstr(state_hash_doc(), "`27 + (1 + 8r) + (1 + 23a) + 2 + Σ over both players (13 + 4m + 9 + D + H + "
                                             "G + 7c + 9t + u) + (1 + w)`"));
    assert_non_null(strstr(state_hash_doc(), "`27 + (1 + 8r) + (1 + a(24 + 3h)) + (1 + Σ over the interrupted steps (25 + "
                                             "3h)) + 2 + Σ over both players (13 + 4m + 9 + D + H + G + 7c + 9t + u + 2 + "
                                             "2v) + (1 + 2k) + (1 + w)`"));
    alt_position *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    uint8_t buf[ALT_ENCODE_MAX];
    alt_action list[ALT_ANSWERS_MAX];
    uint64_t rnd = 99;
    size_t states = 0, seen_r = 0, seen_a = 0, seen_m = 0, seen_t = 0, seen_u = 0;
    alt_deck tokens = ts_corpus_deck(f->db, "abilities_tokens_boosts.txt");
    alt_deck choices = ts_corpus_deck(f->db, "abilities_choices.txt");
    for (uint64_t seed = 1; seed <= 300; seed++) {
        alt_setup setup = f->setup;
        if (seed > 100) {
            setup.deck[0] = seed % 3 ? tokens : choices;
            setup.deck[1] = seed % 3 ? choices : tokens;
        }
        setup.seed = seed;
        static const alt_ruleset rulesets[] = {ALT_RULESET_SEEDS_2, ALT_RULESET_CR3_2, ALT_RULESET_SEEDS_3,
                                               ALT_RULESET_CR4_1, ALT_RULESET_CR3_3};
        setup.ruleset = rulesets[seed % 5];
        alt_game *g = NULL;
        char msg[160];
        assert_int_equal(alt_game_new(f->db, &setup, &g, msg, sizeof msg), ALT_OK);
        for (;;) {
            alt_game_position(g, pos);
            assert_int_equal(documented_length(pos), alt_game_encode(g, buf, sizeof buf));
            states++;
            seen_r += pos->limbo_n > 0;
            seen_a += pos->res.active;
            for (int p = 0; p < 2; p++) {
                seen_m += pos->p[p].mods_n > 0;
                seen_u += pos->p[p].uses_n > 1;
                for (int i = 0; i < pos->p[p].zone_n[ALT_ZONE_EXP_HERO]; i++)
                    seen_t += alt_object_deck_index(pos->p[p].zone[ALT_ZONE_EXP_HERO][i].id) < 0;
            }
            if (alt_game_decision(g).kind == ALT_DEC_NONE)
                break;
            size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
            rnd = rnd * 6364136223846793005ull + 1442695040888963407ull;
            assert_int_equal(alt_game_apply(g, &list[(rnd >> 33) % n], NULL), ALT_OK);
        }
        alt_game_destroy(&g);
    }
    /* Version 6's own terms, on a seeds-3 state given Terrain Markers and
     * an Ascended Expedition (the bundled cards hold no 4.0 word). */
    alt_setup setup = f->setup;
    setup.ruleset = ALT_RULESET_SEEDS_3;
    alt_game *g = NULL, *staged = NULL;
    assert_int_equal(alt_game_new(f->db, &setup, &g, NULL, 0), ALT_OK);
    alt_game_position(g, pos);
    pos->markers_n = 3;
    pos->markers[0].where = 0, pos->markers[0].terrains = 1;
    pos->markers[1].where = 7, pos->markers[1].terrains = 6;
    pos->markers[2].where = ALT_POS_MARKER_HELD + 1, pos->markers[2].terrains = 4;
    pos->p[0].ascended = 2;
    char msg[160];
    assert_int_equal(alt_game_from_position(f->db, pos, &staged, msg, sizeof msg), ALT_OK);
    alt_game_position(staged, pos);
    assert_int_equal(documented_length(pos), alt_game_encode(staged, buf, sizeof buf));
    assert_int_equal(alt_game_encode(staged, NULL, 0), alt_game_encode(g, NULL, 0) + 6);
    alt_game_destroy(&g);
    alt_game_destroy(&staged);
    free(pos);
    print_message("length formula: %zu states (%zu with Reactions in Limbo, %zu resolving, %zu modifiers, %zu tokens, %zu daily counts)\n",
                  states, seen_r, seen_a, seen_m, seen_t, seen_u);
    /* Every term of the formula was exercised, not only the zone sizes. */
    assert_true(seen_r > 0 && seen_a > 0 && seen_m > 0 && seen_t > 0 && seen_u > 0);
}

/* The deck lists docs/state-hash.md gives for its vectors are the decks
 * this test hashes. */
static void test_documented_vector_decks_are_the_decks(void **state)
{
    fixture *f = *state;
    const char *doc = state_hash_doc();
    const char *at[2] = {strstr(doc, "    # player 0:"), strstr(doc, "    # player 1:")};
    assert_non_null(at[0]);
    assert_non_null(at[1]);
    for (int p = 0; p < 2; p++) {
        char list[2048];
        size_t n = 0;
        const char *c = strchr(at[p], '\n') + 1;   /* the lines after the comment, up to the next one or a blank */
        while (strncmp(c, "    ", 4) == 0 && strncmp(c, "    #", 5) != 0) {
            const char *eol = strchr(c, '\n');
            assert_true(n + (size_t)(eol - c - 4) + 2 < sizeof list);
            memcpy(list + n, c + 4, (size_t)(eol - c - 4));
            n += (size_t)(eol - c - 4);
            list[n++] = '\n';
            c = eol + 1;
        }
        alt_deck d;
        char msg[160];
        assert_int_equal(alt_deck_parse(f->db, list, n, &d, msg, sizeof msg), ALT_OK);
        assert_int_equal(d.count, f->setup.deck[p].count);
        assert_memory_equal(d.cards, f->setup.deck[p].cards, d.count * sizeof d.cards[0]);
    }
}

static void test_swapped_decks_hash_differently(void **state)
{
    fixture *f = *state;
    alt_game *g = new_game(f, 1);
    alt_setup swapped = *alt_game_setup(g);
    swapped.deck[0] = alt_game_setup(g)->deck[1];
    swapped.deck[1] = alt_game_setup(g)->deck[0];
    alt_game *h = NULL;
    assert_int_equal(alt_game_new(alt_game_cards(g), &swapped, &h, NULL, 0), ALT_OK);
    assert_true(alt_game_hash(g) != alt_game_hash(h));
    alt_game_destroy(&h);
    alt_game_destroy(&g);
}

/* One player's part of the game's position (the public view of its daily counts). */
static alt_pos_player public_player(const alt_game *g, int p)
{
    alt_position *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    alt_game_position(g, pos);
    alt_pos_player pl = pos->p[p];
    free(pos);
    return pl;
}

/* Reads a fresh game's encoding as docs/state-hash.md lays it out, and finds
 * there the setup that docs/rng.md predicts for seed 1 (the reference
 * values of tools/rng_reference.py: `setup 1 30 30`). */
static void test_encoding_layout_and_setup_order(void **state)
{
    fixture *f = *state;
    alt_game *g = new_game(f, 1);
    uint8_t b[ALT_ENCODE_MAX];
    size_t len = alt_game_encode(g, b, sizeof b);

    /* Header: 63 bytes while nothing waits in Limbo. */
    assert_int_equal(b[0], 3);                                /* seeds-1's encoding */
    assert_int_equal(b[1], ALT_RULESET_SEEDS_1);
    assert_int_equal(b[2], ALT_FORMAT_LIMITED);
    static const uint64_t rng_after_setup[4] = {0x5A59371C24AED656ull, 0xAE619C074FA0E2A5ull,
                                                0x853C18BAFA982A8Cull, 0x04D9599FABC8FB58ull};
    for (int i = 0; i < 4; i++)
        assert_true(read_u64(b + 3 + 8 * i) == rng_after_setup[i]);
    assert_int_equal(read_u16(b + 35), 1);                   /* day */
    assert_int_equal(b[37], ALT_PHASE_SETUP);
    assert_int_equal(b[38], ALT_DEC_OPENING_MANA);
    assert_int_equal(b[39], alt_game_decision(g).player);
    assert_int_equal(b[40], 0);                               /* first player */
    assert_int_equal(b[40], alt_game_first_player(g));
    assert_int_equal(b[41], 0);                               /* not in the Arena */
    assert_int_equal(b[42], 0xFF);                            /* no winner */
    assert_int_equal(b[43], ALT_OUTCOME_NONE);
    static const uint8_t tumult_card[3] = {2, 0, 1};          /* O|VM, V|MO, M|VO */
    static const uint8_t tumult_flip[3] = {0, 1, 1};
    for (int slot = 0; slot < 3; slot++) {
        assert_int_equal(b[44 + 2 * slot], tumult_card[slot]);
        assert_int_equal(b[45 + 2 * slot], tumult_flip[slot]);
    }
    assert_int_equal(b[50], 0);                               /* all face down */
    assert_true(read_u64(b + 51) == setup_digest(alt_game_setup(g), alt_game_cards(g)));
    assert_int_equal(b[59], 0);                               /* no Reaction in Limbo */
    assert_int_equal(b[60], 0);                               /* no ability resolving */

    /* Player 0: Hero, distances, flags, then nine zones. Deck, Hand and
     * Discard hold bare ids; the six other zones objects (all empty now). */
    static const uint8_t deck0_bottom_to_top[30] = {
        14, 8, 0, 17, 25, 22, 2, 12, 28, 3, 11, 24, 5, 21, 7,
        1, 6, 20, 16, 15, 29, 23, 27, 9, 10, 19, 4, 13, 18, 26};
    const uint8_t *p = b + 63;
    assert_int_equal(read_u16(p), ALT_CARD_NONE);            /* no Hero */
    for (int i = 2; i < 13; i++)
        assert_int_equal(p[i], 0);   /* distances, moved, passed, Hero statuses, Reactions, quick actions and counters, blocks, no modifier */
    p += 13;
    assert_int_equal(*p++, 24);                               /* Deck: 30 - 6 drawn, bottom first */
    for (int i = 0; i < 24; i++, p++) {
        assert_int_equal(*p, deck0_bottom_to_top[i]);
        assert_int_equal(alt_game_object_zone(g, 0, *p), ALT_ZONE_DECK);
    }
    assert_int_equal(*p++, 6);                                /* Hand, in draw order: the top first */
    for (int i = 0; i < 6; i++, p++) {
        assert_int_equal(*p, deck0_bottom_to_top[29 - i]);
        assert_int_equal(alt_game_object_zone(g, 0, *p), ALT_ZONE_HAND);
    }
    for (int z = 0; z < 7; z++)
        assert_int_equal(*p++, 0);                            /* Discard, Mana .. Limbo: empty */

    /* Player 1's block has the same shape: 13 + (1 + 24) + (1 + 6) + 7. */
    assert_int_equal(p - b, 63 + 52);
    assert_int_equal(read_u16(p), ALT_CARD_NONE);
    assert_int_equal(p[13], 24);
    assert_int_equal(len, 63 + 2 * 52);
    alt_game_destroy(&g);
}

/* Decodes an encoding as docs/state-hash.md describes it and checks every
 * field it can against the public views, at every step of a whole game.
 * Returns the number of bytes read. */
static size_t decode_and_compare(const alt_game *g, const uint8_t *b)
{
    static const alt_zone_id zone_order[9] = {
        ALT_ZONE_DECK, ALT_ZONE_HAND, ALT_ZONE_DISCARD, ALT_ZONE_MANA, ALT_ZONE_RESERVE,
        ALT_ZONE_LANDMARK, ALT_ZONE_EXP_HERO, ALT_ZONE_EXP_COMPANION, 9 /* Limbo */};
    alt_decision d = alt_game_decision(g);
    assert_int_equal(b[0], alt_game_hash_version(g));
    const uint8_t *h = b[0] >= 5 ? b - 32 : b;      /* version 5 leaves the generator's 32 bytes out */
    assert_int_equal(read_u16(h + 35), d.day);
    assert_int_equal(h[37], d.phase);
    assert_int_equal(h[38], d.kind);
    if (d.kind != ALT_DEC_NONE)
        assert_int_equal(h[39], d.player);
    assert_int_equal(h[40], alt_game_first_player(g));
    assert_int_equal(h[41], alt_game_in_arena(g));
    assert_int_equal(h[42], alt_game_winner(g) < 0 ? 0xFF : alt_game_winner(g));
    assert_int_equal(h[43], alt_game_outcome(g));
    assert_true(read_u64(h + 51) == setup_digest(alt_game_setup(g), alt_game_cards(g)));
    size_t at = b[0] >= 5 ? 27 : 59;
    at += 1 + 8 * (size_t)b[at];                              /* Reactions in Limbo */
    at += 1 + (b[at] ? 23 : 0);                               /* the ability resolving */
    at += 2;                                                  /* resume, resume player */
    for (int p = 0; p < 2; p++) {
        assert_int_equal(read_u16(b + at), alt_game_setup(g)->deck[p].hero);
        assert_int_equal(b[at + 2], alt_game_distance(g, p, ALT_EXP_HERO));
        assert_int_equal(b[at + 3], alt_game_distance(g, p, ALT_EXP_COMPANION));
        at += 8;
        at += 4;                                              /* the Hero's Reactions, quick actions and counters, blocks */
        at += 1 + 4 * (size_t)b[at];                          /* modifiers waiting */
        for (int k = 0; k < 9; k++) {
            int n = b[at++];
            if (zone_order[k] != 9)
                assert_int_equal(n, alt_game_zone_count(g, p, zone_order[k]));
            else
                assert_int_equal(n, 0);                       /* Limbo, between steps */
            for (int i = 0; i < n; i++) {
                uint8_t id = b[at++];
                assert_int_equal(alt_game_object_zone(g, p, id), zone_order[k]);
                if (k < 3)
                    continue;                                 /* a bare id */
                if (id >= 60) {
                    assert_int_equal(read_u16(b + at), alt_game_object_card(g, p, id));
                    at += 2;
                }
                at += 6;                                      /* status .. counters */
            }
        }
        if (b[0] >= 4) {                                      /* the daily counts, per ability */
            alt_pos_player pl = public_player(g, p);
            assert_int_equal(b[at], pl.uses_n);
            for (int i = 0; i < pl.uses_n; i++) {
                assert_int_equal(b[at + 1 + 3 * i], pl.uses[i].id);
                assert_int_equal(b[at + 2 + 3 * i], pl.uses[i].ability);
                assert_int_equal(b[at + 3 + 3 * i], pl.uses[i].count);
            }
            at += 1 + 3 * (size_t)pl.uses_n;
        }
    }
    if (b[0] >= 5)
        assert_int_equal(b[at++], 0);                         /* no chance decision waits in a seeded game */
    return at;
}

static void test_encoding_decodes_to_the_public_views(void **state)
{
    fixture *f = *state;
    for (uint64_t seed = 100; seed < 108; seed++) {
        alt_setup s = f->setup;          /* encoding 3 (seeds-1), then 4 and 5 (seeds-2) */
        s.seed = seed;
        s.ruleset = seed < 104 ? ALT_RULESET_SEEDS_1 : ALT_RULESET_SEEDS_2;
        s.hash_encoding = seed >= 104 && seed < 106 ? 4 : 0;
        alt_game *g = NULL;
        assert_int_equal(alt_game_new(f->db, &s, &g, NULL, 0), ALT_OK);
        uint64_t lcg = seed;
        uint8_t buf[ALT_ENCODE_MAX];
        alt_action list[LIST_CAP];
        for (;;) {
            size_t len = alt_game_encode(g, buf, sizeof buf);
            assert_int_equal(decode_and_compare(g, buf), len);
            if (alt_game_decision(g).kind == ALT_DEC_NONE)
                break;
            assert_true(alt_game_decision(g).day <= DAY_LIMIT);
            size_t n = alt_game_list(g, list, LIST_CAP);
            assert_true(n > 0 && n <= LIST_CAP);
            assert_int_equal(alt_game_apply(g, &list[next_index(&lcg, n)], NULL), ALT_OK);
        }
        alt_game_destroy(&g);
    }
}

/* A copy is the same game: it hashes equal, and plays on alike. */
static void test_copy_hashes_equal(void **state)
{
    fixture *f = *state;
    alt_game *g = new_game(f, 1);
    alt_game *copy = malloc(alt_game_size());
    assert_non_null(copy);
    alt_game_copy(copy, g);
    assert_true(alt_game_hash(copy) == alt_game_hash(g));

    alt_game *clone = alt_game_clone(g);
    assert_non_null(clone);
    assert_true(alt_game_hash(clone) == alt_game_hash(g));

    alt_action a[LIST_CAP];
    assert_true(alt_game_list(g, a, LIST_CAP) > 0);
    assert_int_equal(alt_game_apply(g, &a[0], NULL), ALT_OK);
    assert_int_equal(alt_game_apply(copy, &a[0], NULL), ALT_OK);
    assert_true(alt_game_hash(copy) == alt_game_hash(g));
    assert_true(alt_game_hash(clone) != alt_game_hash(g));    /* the clone did not move */

    free(copy);
    alt_game_destroy(&clone);
    alt_game_destroy(&g);
}

/* An applied answer changes the hash; a refused one leaves it alone. */
static void test_apply_changes_hash(void **state)
{
    fixture *f = *state;
    alt_game *g = new_game(f, 42);
    uint64_t before = alt_game_hash(g);

    alt_action wrong;
    memset(&wrong, 0, sizeof wrong);
    wrong.kind = ALT_ACT_PASS;                                /* not an opening Mana pick */
    wrong.player = alt_game_decision(g).player;
    wrong.object = ALT_NO_OBJECT;
    assert_int_equal(alt_game_apply(g, &wrong, NULL), ALT_E_WRONG_DECISION);
    assert_true(alt_game_hash(g) == before);

    alt_action a[LIST_CAP];
    assert_true(alt_game_list(g, a, LIST_CAP) > 0);
    assert_int_equal(alt_game_apply(g, &a[0], NULL), ALT_OK);
    assert_true(alt_game_hash(g) != before);
    alt_game_destroy(&g);
}

/* Two games from one seed, given the same answers, are the same game at
 * every step, to the end; and every answer changes the state. */
static void test_same_seed_same_answers_same_game(void **state)
{
    fixture *f = *state;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        alt_game *a = new_game(f, seed);
        alt_game *b = new_game(f, seed);
        uint64_t lcg = seed * 1000003u;
        alt_action la[LIST_CAP], lb[LIST_CAP];
        int steps = 0;
        while (alt_game_decision(a).kind != ALT_DEC_NONE) {
            assert_true(alt_game_hash(a) == alt_game_hash(b));
            assert_true(alt_game_decision(a).day <= DAY_LIMIT);
            size_t n = alt_game_list(a, la, LIST_CAP);
            assert_int_equal(alt_game_list(b, lb, LIST_CAP), n);
            assert_true(n > 0 && n <= LIST_CAP);
            assert_memory_equal(la, lb, n * sizeof la[0]);
            size_t k = next_index(&lcg, n);
            uint64_t before = alt_game_hash(a);
            assert_int_equal(alt_game_apply(a, &la[k], NULL), ALT_OK);
            assert_int_equal(alt_game_apply(b, &lb[k], NULL), ALT_OK);
            assert_true(alt_game_hash(a) != before);
            steps++;
        }
        assert_true(alt_game_hash(a) == alt_game_hash(b));
        assert_int_equal(alt_game_decision(b).kind, ALT_DEC_NONE);
        assert_int_equal(alt_game_winner(a), alt_game_winner(b));
        assert_true(alt_game_winner(a) == 0 || alt_game_winner(a) == 1);
        assert_true(steps > 6);                               /* six opening picks at least */
        alt_game_destroy(&a);
        alt_game_destroy(&b);
    }
}

/* Always the last listed answer: a second deterministic line of play.
 * (Always the first would be a game of passes that never ends: nothing
 * moves, and an empty Deck takes its Discard pile back.) */
static void test_last_answer_games_repeat(void **state)
{
    fixture *f = *state;
    uint64_t end_hash[2];
    for (int run = 0; run < 2; run++) {
        alt_game *g = new_game(f, 3);
        alt_action a[LIST_CAP];
        while (alt_game_decision(g).kind != ALT_DEC_NONE) {
            assert_true(alt_game_decision(g).day <= DAY_LIMIT);
            size_t n = alt_game_list(g, a, LIST_CAP);
            assert_true(n > 0 && n <= LIST_CAP);
            assert_int_equal(alt_game_apply(g, &a[n - 1], NULL), ALT_OK);
        }
        end_hash[run] = alt_game_hash(g);
        alt_game_destroy(&g);
    }
    assert_true(end_hash[0] == end_hash[1]);
}

/* Different seeds deal different games. */
static void test_different_seeds_differ(void **state)
{
    fixture *f = *state;
    enum { SEEDS = 32 };
    uint64_t h[SEEDS];
    for (int i = 0; i < SEEDS; i++) {
        alt_game *g = new_game(f, (uint64_t)i);
        h[i] = alt_game_hash(g);
        alt_game_destroy(&g);
        for (int k = 0; k < i; k++)
            assert_true(h[k] != h[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_initial_hash_is_pinned),
        cmocka_unit_test(test_hash_is_xxh3_of_encoding),
        cmocka_unit_test(test_encoding_layout_and_setup_order),
        cmocka_unit_test(test_encoding_decodes_to_the_public_views),
        cmocka_unit_test(test_documented_dump_is_the_encoding),
        cmocka_unit_test(test_documented_length_formula_holds),
        cmocka_unit_test(test_documented_vector_decks_are_the_decks),
        cmocka_unit_test(test_swapped_decks_hash_differently),
        cmocka_unit_test(test_copy_hashes_equal),
        cmocka_unit_test(test_apply_changes_hash),
        cmocka_unit_test(test_same_seed_same_answers_same_game),
        cmocka_unit_test(test_last_answer_games_repeat),
        cmocka_unit_test(test_different_seeds_differ),
    };
    return cmocka_run_group_tests(tests, setup_fixture, teardown_fixture);
}
