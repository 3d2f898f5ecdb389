/*
 * fuzz_cards.c: arbitrary bytes as a card database (alt_cards_parse,
 * docs/card-database.md). Oracles:
 *  - a refusal is ALT_E_PARSE or ALT_E_CAPACITY with a line within the text
 *    (ALT_E_NOMEM aside), and no database;
 *  - an accepted database holds every record it lists: each has a valid
 *    reference found again by alt_cards_find at its own index (references
 *    are unique), a type, faction and rarity in range, numbers of 0 to 99,
 *    Hero limits only on Heroes, and "supported" exactly when the abilities
 *    are not "?" (anything else must have parsed); its digest is XXH3-64 of the bytes given, its version is
 *    not empty, and parsing the same bytes again gives the same database;
 *  - a database with a playable Character plays: a Limited deck of 30 of
 *    it for each player validates, and a short game (first answer listed,
 *    or pass) keeps every invariant and ends or reaches a step bound.
 */
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "common.h"

enum { GAME_STEPS = 400 };

static size_t count_lines(const uint8_t *data, size_t size)
{
    size_t n = 1;
    for (size_t i = 0; i < size; i++)
        n += data[i] == '\n';
    return n;
}

static void check_card(const alt_cards *db, uint16_t i)
{
    const alt_card_info *c = alt_cards_get(db, i);
    FUZZ_CHECK(c != NULL, "card %u of %zu is missing", (unsigned)i, alt_cards_count(db));
    FUZZ_CHECK(c->ref && c->name && c->subtypes && c->abilities, "a card with a NULL string");
    size_t len = strlen(c->ref);
    FUZZ_CHECK(len >= 1 && len <= 63, "a reference of %zu bytes", len);
    FUZZ_CHECK(strlen(c->name) >= 1, "an empty name");
    FUZZ_CHECK(alt_cards_find(db, c->ref) == i, "reference %s is not found at its own index %u", c->ref, (unsigned)i);
    FUZZ_CHECK((unsigned)c->type <= ALT_TYPE_TOKEN_MANA, "type %d", (int)c->type);
    FUZZ_CHECK((unsigned)c->faction < ALT_FACTION__COUNT, "faction %d", (int)c->faction);
    FUZZ_CHECK((unsigned)c->rarity <= ALT_RARITY_UNIQUE, "rarity %d", (int)c->rarity);
    const int numbers[] = {c->hand_cost, c->reserve_cost, c->forest, c->mountain, c->water,
                           c->reserve_limit, c->landmark_limit, c->tough, c->scout};
    for (size_t k = 0; k < sizeof numbers / sizeof numbers[0]; k++)
        FUZZ_CHECK(numbers[k] >= 0 && numbers[k] <= 99, "a number %d out of 0..99", numbers[k]);
    if (c->type != ALT_TYPE_HERO)
        FUZZ_CHECK(c->reserve_limit == 0 && c->landmark_limit == 0, "Hero limits on a %d", (int)c->type);
    FUZZ_CHECK(!(c->keywords & ALT_KW_TOUGH) == (c->tough == 0), "tough bit and number disagree");
    FUZZ_CHECK(!(c->keywords & ALT_KW_SCOUT) == (c->scout == 0), "scout bit and number disagree");
    FUZZ_CHECK(c->supported == (strcmp(c->abilities, "?") != 0), "supported %d with abilities \"%s\"",
               c->supported, c->abilities);
}

/* A short game of two 30-card decks of one playable Character. */
static void play_short_game(const alt_cards *db, uint16_t card, uint64_t seed)
{
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.seed = seed;
    setup.ruleset = (alt_ruleset)(seed & 1);
    setup.format = ALT_FORMAT_LIMITED;
    for (int p = 0; p < 2; p++) {
        setup.deck[p].hero = ALT_CARD_NONE;
        setup.deck[p].count = 30;
        for (int i = 0; i < 30; i++)
            setup.deck[p].cards[i] = card;
        alt_violation v[4];
        size_t n = alt_deck_validate(db, ALT_FORMAT_LIMITED, &setup.deck[p], v, 4);
        FUZZ_CHECK(n == 0, "30 copies of a supported Character break %s: %s", v[0].rule, v[0].text);
    }
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_new(db, &setup, &g, msg, sizeof msg);
    FUZZ_CHECK(err == ALT_OK, "a valid setup does not start: %s: %s", alt_strerror(err), msg);
    alt_action list[256];
    for (int k = 0; k < GAME_STEPS; k++) {
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(g, &what) == ALT_OK, "invariant: %s", what);
        size_t n = alt_game_list(g, list, 256);
        if (n == 0)
            break;
        /* Pass or skip (listed first) every other time: the game moves on. */
        const alt_action *a = &list[(k & 1) || n == 1 ? 0 : (size_t)(seed >> (k % 48)) % (n < 256 ? n : 256)];
        const char *reason = NULL;
        err = alt_game_apply(g, a, &reason);
        FUZZ_CHECK(err == ALT_OK, "a listed answer is refused: %s", reason ? reason : "");
    }
    char text[8192];
    alt_game_describe(g, text, sizeof text);
    alt_game_destroy(&g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    alt_cards *db = NULL;
    size_t line = 0;
    alt_err err = alt_cards_parse((const char *)data, size, &db, &line);
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_cards: %s at line %zu, %zu cards\n", alt_strerror(err), line, alt_cards_count(db));
    if (err != ALT_OK) {
        FUZZ_CHECK(db == NULL, "a refused database is returned");
        FUZZ_CHECK(err == ALT_E_PARSE || err == ALT_E_CAPACITY || err == ALT_E_NOMEM, "refused with %s",
                   alt_strerror(err));
        if (err != ALT_E_NOMEM)
            FUZZ_CHECK(line >= 1 && line <= count_lines(data, size) + 1, "refused at line %zu of %zu", line,
                       count_lines(data, size));
        return 0;
    }
    FUZZ_CHECK(db != NULL, "ALT_OK without a database");
    size_t n = alt_cards_count(db);
    FUZZ_CHECK(n <= count_lines(data, size), "%zu records in %zu lines", n, count_lines(data, size));
    FUZZ_CHECK(alt_cards_digest(db) == XXH3_64bits(data, size), "the digest is not XXH3-64 of the text");
    FUZZ_CHECK(alt_cards_version(db)[0] != '\0', "an empty version");
    FUZZ_CHECK(alt_cards_get(db, (uint16_t)n) == NULL, "a card past the end");
    FUZZ_CHECK(alt_cards_find(db, "") == ALT_CARD_NONE, "the empty reference is found");
    uint16_t playable = ALT_CARD_NONE;
    for (size_t i = 0; i < n; i++) {
        check_card(db, (uint16_t)i);
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        if (playable == ALT_CARD_NONE && c->supported && c->type == ALT_TYPE_CHARACTER &&
            c->faction != ALT_FACTION_NE)
            playable = (uint16_t)i;
    }

    /* The same bytes parse to the same database. */
    alt_cards *again = NULL;
    FUZZ_CHECK(alt_cards_parse((const char *)data, size, &again, NULL) == ALT_OK, "the second parse fails");
    FUZZ_CHECK(alt_cards_count(again) == n && alt_cards_digest(again) == alt_cards_digest(db),
               "the second parse differs");
    for (size_t i = 0; i < n; i++) {
        const alt_card_info *x = alt_cards_get(db, (uint16_t)i), *y = alt_cards_get(again, (uint16_t)i);
        FUZZ_CHECK(strcmp(x->ref, y->ref) == 0 && strcmp(x->name, y->name) == 0 && x->type == y->type &&
                       x->keywords == y->keywords && x->forest == y->forest && x->hand_cost == y->hand_cost,
                   "card %zu differs on the second parse", i);
    }
    alt_cards_destroy(&again);
    FUZZ_CHECK(again == NULL, "alt_cards_destroy left the pointer");

    if (playable != ALT_CARD_NONE)
        play_short_game(db, playable, alt_cards_digest(db));
    alt_cards_destroy(&db);
    return 0;
}
