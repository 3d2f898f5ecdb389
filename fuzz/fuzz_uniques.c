/*
 * fuzz_uniques.c: Unique cards built from the input (docs/uniques.md), then
 * a game walked with them.
 *
 * Input layout:
 *   byte 0      bit 0: ruleset (0 seeds, 1 cr3); bits 1-3: the Hero decks,
 *               faction f against f + 1 + (bits 4-5), of replay's six;
 *               bit 6: the parts are drawn from the whole grammar, those
 *               this build lacks included (else from the implemented
 *               ones); bit 7: text mode (below)
 *   bytes 1..8  the game's seed, little-endian
 *   byte  9     how many Uniques: 1 + byte % 6, dealt to the players in turn
 *               (each player's take the place of its deck's last cards)
 *   then, per Unique, 32 bytes: its family (an index into Beyond the
 *               Gates' Unique families), hand and Reserve costs, three
 *               powers (byte % 12: 10 and 11 out of the printed range; a
 *               Character's family only), the main abilities (1 + byte % 3)
 *               and whether a support one (bit 0), then 4 triples of 3
 *               parts, each two bytes (little-endian, an index into its
 *               type's parts; the support takes the fourth's condition and
 *               output); the unused triples still read
 *   then        one byte per decision: the answer at index byte % count
 * Text mode: the bytes after the first are records in the compact form,
 * one a line, and a deck list holding them inline; each line is read by
 * alt_unique_parse and by alt_deck_list_uniques.
 *
 * Oracles (besides no crash, leak or undefined behaviour):
 *  - a record reads back from its compact form to the same form, and a
 *    line alt_unique_parse refuses gets a message;
 *  - a record whose part this build lacks is refused by its game database,
 *    and a refusal (a part lacking, or parts the composer cannot put
 *    together) names a part of the grammar and its slot; a deck holding a
 *    refused record is refused by alt_deck_playable and alt_game_new alike;
 *  - a game with Uniques: alt_game_check after every step, a stable hash;
 *    its binary position carries the game's records
 *    (alt_position_uniques) and decodes to the same hash under the game's
 *    database; the game as a GameLog, its header carrying the records,
 *    verifies with replay_game to the same end.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "decks.h"
#include "game.h"
#include "replay.h"
#include "walk.h"

enum {
    HEADER = 10,
    PER_UNIQUE = 32,
    UNIQUES_MAX = 6,
    FAMILIES_MAX = 256,
    STEPS_MAX = 4000,
};

typedef struct families {
    char ref[FAMILIES_MAX][24];
    size_t n;
    unsigned parts[3][1000];   /* implemented parts, by type */
    size_t nparts[3];
    unsigned all[3][1000];     /* every part of the grammar, by type */
    size_t nall[3];
} families;

/* The newest bundled database, the one with the Unique families
 * (fuzz_bundled_db is the first printing's), parsed once per process and
 * never freed, as fuzz_bundled_db's. */
static const alt_cards *uniques_db(void)
{
    static alt_cards *db;
    if (db == NULL)
        FUZZ_CHECK(alt_cards_bundled(&db) == ALT_OK, "the bundled card database does not parse");
    return db;
}

/* Beyond the Gates' Unique families of the bundled database, and the
 * grammar's parts. */
static const families *the_families(const alt_cards *db)
{
    static families f;
    static int made;
    if (made)
        return &f;
    for (size_t i = 0; i < alt_cards_count(db) && f.n < FAMILIES_MAX; i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        size_t len = strlen(c->ref);
        if (c->rarity == ALT_RARITY_UNIQUE && strncmp(c->ref, "ALT_CORE_B_", 11) == 0 && len < sizeof f.ref[0] &&
            strcmp(c->ref + len - 2, "_U") == 0)
            memcpy(f.ref[f.n++], c->ref, len + 1);
    }
    for (size_t i = 0; i < alt_part_count(); i++) {
        unsigned id = alt_part_id(i);
        int t = (int)alt_part_type_of(id) - 1;
        f.all[t][f.nall[t]++] = id;
        if (alt_part_encoding(id) != NULL)
            f.parts[t][f.nparts[t]++] = id;
    }
    made = 1;
    return &f;
}

static alt_faction family_faction(const alt_cards *db, const char *family)
{
    return alt_cards_get(db, alt_cards_find(db, family))->faction;
}

/* The compact form reads back to itself. */
static void check_roundtrip(const alt_unique *u)
{
    char text[ALT_UNIQUE_TEXT_MAX + 1], again[ALT_UNIQUE_TEXT_MAX + 1], why[200];
    size_t n = alt_unique_format(u, text, sizeof text);
    FUZZ_CHECK(n > 0 && n <= ALT_UNIQUE_TEXT_MAX, "a record's compact form of %zu bytes", n);
    alt_unique back;
    FUZZ_CHECK(alt_unique_parse(text, n, &back, why, sizeof why) == ALT_OK, "its own form is refused: %s (%s)", why,
               text);
    alt_unique_format(&back, again, sizeof again);
    FUZZ_CHECK(strcmp(text, again) == 0, "the form reads back otherwise: %s, then %s", text, again);
}

static int all_implemented(const alt_unique *u)
{
    for (int m = 0; m < u->main_count; m++)
        if (!alt_part_encoding(u->main[m].trigger) || !alt_part_encoding(u->main[m].condition) ||
            !alt_part_encoding(u->main[m].output))
            return 0;
    return !u->has_support || (alt_part_encoding(u->support.trigger) && alt_part_encoding(u->support.condition) &&
                               alt_part_encoding(u->support.output));
}

/* Text mode: lines of records, and the text as a deck list. */
static void text_mode(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    size_t pos = 0;
    while (pos < size) {
        const uint8_t *nl = memchr(data + pos, '\n', size - pos);
        size_t stop = nl ? (size_t)(nl - data) : size;
        alt_unique u;
        char why[200] = "";
        if (alt_unique_parse(text + pos, stop - pos, &u, why, sizeof why) == ALT_OK) {
            check_roundtrip(&u);
            FUZZ_CHECK(alt_unique_check(&u, why, sizeof why) == ALT_OK, "a record read is not one: %s", why);
        } else {
            FUZZ_CHECK(why[0] != '\0', "a refused record without a message");
        }
        pos = stop + 1;
    }
    alt_unique list[ALT_UNIQUES_MAX];
    size_t n = 0;
    char why[200] = "";
    if (alt_deck_list_uniques(text, size, list, ALT_UNIQUES_MAX, &n, why, sizeof why) == ALT_OK) {
        for (size_t i = 0; i < n && i < ALT_UNIQUES_MAX; i++)
            check_roundtrip(&list[i]);
        /* A database of them, when they are a game's. */
        alt_cards *db = NULL;
        if (n > 0 && n <= ALT_UNIQUES_MAX &&
            alt_cards_with_uniques(uniques_db(), list, n, &db, why, sizeof why) == ALT_OK) {
            FUZZ_CHECK(alt_cards_unique_count(db) == n, "a database of %zu records holds %zu", n,
                       alt_cards_unique_count(db));
            alt_cards_destroy(&db);
        }
    } else {
        FUZZ_CHECK(why[0] != '\0', "a refused list without a message");
    }
}

/* The game's position: its records, and its hash under db. */
static void check_position(const alt_cards *db, const alt_game *g)
{
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t len = alt_position_encode(g, buf, sizeof buf);
    FUZZ_CHECK(len > 0 && len <= sizeof buf, "a position of %zu bytes", len);
    alt_unique held[ALT_UNIQUES_MAX];
    size_t n = 0;
    char why[256];
    FUZZ_CHECK(alt_position_uniques(buf, len, held, ALT_UNIQUES_MAX, &n, why, sizeof why) == ALT_OK,
               "the position's records: %s", why);
    FUZZ_CHECK(n == alt_cards_unique_count(db), "the position carries %zu records of %zu", n,
               alt_cards_unique_count(db));
    const char *const *texts = alt_cards_unique_texts(db);
    for (size_t i = 0; i < n; i++) {
        char t[ALT_UNIQUE_TEXT_MAX + 1];
        alt_unique_format(&held[i], t, sizeof t);
        FUZZ_CHECK(strcmp(t, texts[i]) == 0, "the position's record %zu is %s, the game's %s", i, t, texts[i]);
    }
    alt_game *back = NULL;
    FUZZ_CHECK(alt_game_decode(db, buf, len, &back, why, sizeof why) == ALT_OK, "the position does not decode: %s",
               why);
    FUZZ_CHECK(alt_game_hash(back) == alt_game_hash(g), "the position decodes to another state");
    alt_game_destroy(&back);
}

static void check_log(const alt_cards *db, const alt_setup *setup, const alt_action *acts, const uint64_t *hashes,
                      size_t n, const alt_game *final)
{
    size_t len = 0, steps = 0;
    uint8_t *buf = fuzz_walk_pack_log(db, setup, acts, hashes, n, &len, &steps);
    FUZZ_CHECK(buf != NULL, "the game does not pack as a GameLog");
    Altered__GameLog *back = altered__game_log__unpack(NULL, len, buf);
    FUZZ_CHECK(back != NULL, "a GameLog the writer packed does not unpack");
    FUZZ_CHECK(back->header != NULL && back->header->n_uniques == alt_cards_unique_count(db),
               "the header carries %zu records of %zu", back->header ? back->header->n_uniques : 0,
               alt_cards_unique_count(db));
    replay_result res;
    alt_game *g = NULL;
    /* From the base database: the header's records make the game's. */
    replay_game(alt_cards_base(db), back, 1, NULL, NULL, &res, &g);
    FUZZ_CHECK(res.code == REPLAY_EXIT_OK, "the walked game does not verify: %s at step %zu: %s",
               replay_verdict_name(res.code), res.fail_step, res.msg);
    FUZZ_CHECK(res.steps == steps, "verified %zu steps of %zu", res.steps, steps);
    FUZZ_CHECK(g != NULL && alt_game_hash(g) == alt_game_hash(final), "the replayed game ends elsewhere");
    alt_game_destroy(&g);
    altered__game_log__free_unpacked(back, NULL);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    if (data[0] & 0x80) {
        text_mode(data + 1, size - 1);
        return 0;
    }
    if (size < HEADER)
        return 0;
    const alt_cards *base = uniques_db();
    const families *fam = the_families(base);
    if (fam->n == 0)
        return 0;
    int any_part = (data[0] & 0x40) != 0;
    uint64_t seed = 0;
    for (int i = 0; i < 8; i++)
        seed |= (uint64_t)data[1 + i] << (8 * i);
    unsigned f0 = (data[0] >> 1 & 7) % REPLAY_HERO_DECKS;
    unsigned f1 = (f0 + 1 + (data[0] >> 4 & 3)) % REPLAY_HERO_DECKS;
    size_t nu = 1 + data[9] % UNIQUES_MAX;
    size_t pos = HEADER;
    if (size < pos + nu * PER_UNIQUE)
        return 0;
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    char why[512];
    const unsigned faction[2] = {f0, f1};
    for (int p = 0; p < 2; p++)
        if (replay_hero_deck(base, (int)faction[p], &setup.deck[p], why, sizeof why) != ALT_OK) {
            if (fuzz_verbose())
                fprintf(stderr, "Hero deck %u: %s\n", faction[p], why);
            return 0;
        }

    alt_unique u[UNIQUES_MAX];
    for (size_t k = 0; k < nu; k++, pos += PER_UNIQUE) {
        const uint8_t *b = data + pos;
        alt_unique *x = &u[k];
        memset(x, 0, sizeof *x);
        /* A family of another faction than the deck's Hero: its name is
         * none of the deck's cards'. */
        const char *family = fam->ref[b[0] % fam->n];
        for (size_t step = 1; step < fam->n && family_faction(base, family) == (alt_faction)faction[k % 2]; step++)
            family = fam->ref[(b[0] + step) % fam->n];
        snprintf(x->ref, sizeof x->ref, "%s_%zu", family, k + 1);
        x->faction = (alt_faction)faction[k % 2];
        x->hand_cost = (int8_t)(b[1] % 12);
        x->reserve_cost = (int8_t)(b[2] % 12);
        /* Powers for a Character's family only (alt_cards_with_uniques
         * refuses the other way, as the grammar's records never have it). */
        int character = alt_cards_get(base, alt_cards_find(base, family))->type == ALT_TYPE_CHARACTER;
        x->forest = (int8_t)(character ? b[3] % 12 : -1);
        x->mountain = (int8_t)(character ? b[4] % 12 : -1);
        x->water = (int8_t)(character ? b[5] % 12 : -1);
        x->main_count = (uint8_t)(1 + b[6] % ALT_UNIQUE_MAIN_MAX);
        x->has_support = b[7] & 1;
        alt_unique_triple t[4];
        for (int i = 0; i < 4; i++) {
            unsigned v[3];
            for (int s = 0; s < 3; s++) {
                const unsigned *from = any_part ? fam->all[s] : fam->parts[s];
                size_t count = any_part ? fam->nall[s] : fam->nparts[s];
                const uint8_t *two = b + 8 + 2 * (3 * i + s);
                size_t at = ((size_t)two[0] | (size_t)two[1] << 8) % count;
                /* The support trigger (192) only where the support goes. */
                if (s == 0 && from[at] == ALT_UNIQUE_SUPPORT_TRIGGER)
                    at = (at + 1) % count;
                v[s] = from[at];
            }
            t[i] = (alt_unique_triple){v[0], v[1], v[2]};
        }
        for (int m = 0; m < x->main_count; m++)
            x->main[m] = t[m];
        if (x->has_support)
            x->support = (alt_unique_triple){ALT_UNIQUE_SUPPORT_TRIGGER, t[3].condition, t[3].output};
        char check[200];
        FUZZ_CHECK(alt_unique_check(x, check, sizeof check) == ALT_OK, "a record of the grammar's parts: %s", check);
        check_roundtrip(x);
    }
    /* The records' database, and its refusals; unless the input draws
     * from the whole grammar, each refused ability is then taken out (a
     * record left with none gets a plain one) and the database made again,
     * so that most inputs reach a game. */
    alt_cards *db = NULL;
    int refused = 0;
    for (int round = 0; round <= 4 * UNIQUES_MAX; round++) {
        alt_cards_destroy(&db);
        if (alt_cards_with_uniques(base, u, nu, &db, why, sizeof why) != ALT_OK) {
            FUZZ_CHECK(why[0] != '\0', "a refused set of records without a message");
            if (fuzz_verbose())
                fprintf(stderr, "database: %s\n", why);
            return 0;
        }
        refused = 0;
        for (size_t k = 0; k < nu; k++) {
            uint16_t idx = alt_cards_find(db, u[k].ref);
            FUZZ_CHECK(idx == alt_cards_count(base) + k, "record %zu at index %u", k, (unsigned)idx);
            unsigned part = 0;
            int slot = 0;
            const char *r = alt_cards_unique_refusal(db, idx, &part, &slot);
            /* The first problem found is named: a part lacking, or two
             * that do not go together, in slot order. */
            if (!all_implemented(&u[k]))
                FUZZ_CHECK(r != NULL, "record %zu holds a part this build lacks and is not refused", k);
            if (r == NULL)
                continue;
            FUZZ_CHECK(part != 0 && alt_part_type_of(part) != ALT_PART_NONE && slot >= 1 && slot <= 4 &&
                           strstr(r, "part") != NULL,
                       "a refusal without its part (%u) or slot (%d): %s", part, slot, r);
            refused = 1;
            if (any_part)
                continue;
            alt_unique *x = &u[k];
            if (slot == 4) {
                x->has_support = 0;
            } else if (slot >= 1 && slot <= x->main_count) {
                memmove(&x->main[slot - 1], &x->main[slot], (size_t)(x->main_count - slot) * sizeof x->main[0]);
                x->main_count--;
            }
            if (x->main_count == 0) {
                int spell = alt_cards_get(db, idx)->type == ALT_TYPE_SPELL;
                x->main[0] = (alt_unique_triple){spell ? 23u : 24u, 191, 90};
                x->main_count = 1;
            }
        }
        if (!refused || any_part)
            break;
    }
    for (size_t k = 0; k < nu; k++) {
        /* The deck's last cards make room for the records. */
        alt_deck *d = &setup.deck[k % 2];
        d->cards[d->count - 1 - (int)(k / 2)] = alt_cards_find(db, u[k].ref);
    }
    setup.seed = seed;
    setup.ruleset = (data[0] & 1) ? ALT_RULESET_CR3 : ALT_RULESET_DEFAULT;
    setup.format = ALT_FORMAT_CONSTRUCTED;
    alt_game *g = NULL;
    alt_err err = alt_game_new(db, &setup, &g, why, sizeof why);
    int playable = alt_deck_playable(db, &setup.deck[0], NULL, 0) == ALT_OK &&
                   alt_deck_playable(db, &setup.deck[1], NULL, 0) == ALT_OK;
    FUZZ_CHECK(!refused || !playable, "a deck holding a refused record is playable");
    if (err != ALT_OK) {
        FUZZ_CHECK(!playable || why[0] != '\0', "a game refused without a message");
        if (fuzz_verbose())
            fprintf(stderr, "game: %s\n", why);
        alt_cards_destroy(&db);
        return 0;
    }
    FUZZ_CHECK(playable, "a game of decks alt_deck_playable refuses");

    size_t cap = size - pos + 1 < STEPS_MAX ? size - pos + 1 : STEPS_MAX;
    alt_action *acts = calloc(cap, sizeof *acts);
    uint64_t *hashes = calloc(cap + 1, sizeof *hashes);
    alt_action *list = malloc(FUZZ_WALK_LIST_CAP * sizeof *list);
    FUZZ_CHECK(acts && hashes && list, "out of memory");
    hashes[0] = alt_game_hash(g);
    size_t n = 0;
    check_position(db, g);
    for (; pos < size && n < cap - 1; pos++) {
        if (alt_game_decision(g).kind == ALT_DEC_NONE)
            break;
        size_t count = alt_game_list(g, list, FUZZ_WALK_LIST_CAP);
        FUZZ_CHECK(count > 0 && count <= FUZZ_WALK_LIST_CAP, "%zu answers while the game goes on", count);
        const char *reason = NULL;
        acts[n] = list[data[pos] % count];
        FUZZ_CHECK(alt_game_apply(g, &acts[n], &reason) == ALT_OK, "a listed answer is refused: %s",
                   reason ? reason : "");
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(g, &what) == ALT_OK, "alt_game_check: %s", what ? what : "");
        uint64_t h = alt_game_hash(g);
        FUZZ_CHECK(h == alt_game_hash(g), "the hash is not stable");
        hashes[++n] = h;
        if (fuzz_thorough || n % 16 == 0)
            check_position(db, g);
    }
    check_position(db, g);
    check_log(db, &setup, acts, hashes, n, g);
    if (fuzz_verbose())
        fprintf(stderr, "%zu Uniques, %zu steps, outcome %d\n", nu, n, (int)alt_game_outcome(g));
    free(list);
    free(hashes);
    free(acts);
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
    return 0;
}
