/*
 * hash.c: the canonical byte encoding of a state and its XXH3-64 hash.
 *
 * docs/state-hash.md specifies the encoding field by field so that another
 * implementation can reproduce every hash a log records. The encoding holds
 * what decides the rest of the game (the RNG included) and nothing that
 * depends on this implementation (no pointers, no padding, no free slots).
 */
/* XXH3's state on the stack: the setup digest of a game with Uniques
 * hashes its lines in steps (libxxhash's documented static API). */
#define XXH_STATIC_LINKING_ONLY
#include "setup.h"
#include "chance.h"

#include <stddef.h>
#include <string.h>

#include "xxh.h"

/* The encoder runs after every step of every game a judge or a verifier
 * checks, so it copies runs of fields whose layout in memory is already the
 * encoding's, in fixed-size chunks the compiler turns into a few moves
 * instead of a call per field or per variable-length memcpy. A chunk may
 * read past a run's end and write past it (the next run, or the end, then
 * overwrites that): reads stay inside the game (pointers are taken from
 * the start of the whole struct, never past its end, as the asserts below
 * check), writes inside the encoder's buffer (ENCODE_BOUND + SLACK). */
enum { CHUNK = 16 };

/* The longest encoding (docs/state-hash.md, "Whole length"): every table
 * full, every card in an object zone, every token present. */
enum {
    PLAYER_BOUND = 13 + 4 * ALT_MODS_MAX + 9 + 7 * ALT_DECK_MAX + 9 * ALT_TOKEN_MAX + 1 + 3 * ALT_USES_MAX +
                   2 + 2 * ALT_TOKEN_MAX +                           /* version 6: Ascended, objects away */
                   1 + 3 * ALT_GAINED_MAX +                          /* version 7: subtypes gained */
                   2,                                                /* version 8: this turn */
    CHANCE_BOUND = 1 + 8 + 4 + ALT_DECK_MAX + 1 + ALT_POS_CHANCE,
    RES_BOUND = 1 + 23 + 1 + 3 * ALT_HELD_MAX,                      /* a resolution, its held picks (6) */
    ENCODE_BOUND = 59 + (1 + 8 * ALT_LIMBO_MAX) + (1 + RES_BOUND) + (1 + ALT_NEST_MAX * RES_BOUND) + 2 +
                   2 * PLAYER_BOUND + (1 + 2 * ALT_MARKERS_MAX) + CHANCE_BOUND,
    SLACK = 2 * CHUNK   /* the furthest any copy writes past the encoding's end */
};
_Static_assert(ENCODE_BOUND + SLACK <= ALT_ENCODE_MAX, "the encoding and its scratch fit ALT_ENCODE_MAX");

/* Copies n <= 8 * CHUNK bytes from src, reading and writing up to
 * 2 * CHUNK - 1 bytes past n. A chain of tests, not a loop: GCC turns a
 * loop of fixed-size copies back into one memcpy call, which costs more
 * than the bytes for the short zones most states hold. */
static inline void copy_short(uint8_t *restrict w, const uint8_t *restrict src, size_t n)
{
    memcpy(w, src, CHUNK);
    if (n > CHUNK) {
        memcpy(w + CHUNK, src + CHUNK, CHUNK);
        if (n > 2 * CHUNK) {
            memcpy(w + 2 * CHUNK, src + 2 * CHUNK, 2 * CHUNK);
            if (n > 4 * CHUNK) {
                memcpy(w + 4 * CHUNK, src + 4 * CHUNK, 2 * CHUNK);
                if (n > 6 * CHUNK)   /* a Deck of more than 96: Singleton's */
                    memcpy(w + 6 * CHUNK, src + 6 * CHUNK, 2 * CHUNK);
            }
        }
    }
}

/* How far copy_short(n) reads from its source. */
#define COPY_SHORT_READS(n) \
    ((size_t)(n) <= CHUNK ? CHUNK : (size_t)(n) <= 2 * CHUNK ? 2 * CHUNK : (size_t)(n) <= 4 * CHUNK ? 4 * CHUNK : \
     (size_t)(n) <= 6 * CHUNK ? 6 * CHUNK : 8 * CHUNK)

/* Little-endian whatever the host; a plain copy where the host agrees.
 * Where it does, runs of the structs below are the encoding's bytes. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_LE 1
static inline uint8_t *put16(uint8_t *w, uint16_t v)
{
    memcpy(w, &v, 2);
    return w + 2;
}

static inline uint8_t *put64(uint8_t *w, uint64_t v)
{
    memcpy(w, &v, 8);
    return w + 8;
}
#else
#define HOST_LE 0
static inline uint8_t *put16(uint8_t *w, uint16_t v)
{
    w[0] = (uint8_t)(v & 0xFF);
    w[1] = (uint8_t)(v >> 8);
    return w + 2;
}

static inline uint8_t *put64(uint8_t *w, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        w[i] = (uint8_t)(v >> (8 * i));
    return w + 8;
}
#endif

/* The runs copied as they lie in memory: an object's six state bytes, the
 * header's Day to outcome, an ability (8 bytes) and the rest of the
 * resolving state (15), a player's distances to Hero statuses (6), and a
 * "next card" modifier (4). */
_Static_assert(offsetof(alt_object, counters) - offsetof(alt_object, status) == 5,
               "the six per-object state bytes are adjacent");
_Static_assert(offsetof(alt_object, status) == offsetof(alt_object, zone) + 1 &&
               offsetof(alt_object, zone) + 8 <= sizeof(alt_object),
               "an object's zone byte, state bytes and padding: 8 bytes inside it");
_Static_assert(offsetof(alt_game, outcome) - offsetof(alt_game, day) == 8 &&
               offsetof(alt_game, phase) == offsetof(alt_game, day) + 2 &&
               offsetof(alt_game, dec_kind) == offsetof(alt_game, day) + 3 &&
               offsetof(alt_game, dec_player) == offsetof(alt_game, day) + 4 &&
               offsetof(alt_game, first_player) == offsetof(alt_game, day) + 5 &&
               offsetof(alt_game, arena) == offsetof(alt_game, day) + 6 &&
               offsetof(alt_game, winner) == offsetof(alt_game, day) + 7,
               "Day to outcome lie in encoding order");
_Static_assert(sizeof(alt_reaction) == 8 && offsetof(alt_reaction, player) == 0 &&
               offsetof(alt_reaction, source) == 1 && offsetof(alt_reaction, ability) == 2 &&
               offsetof(alt_reaction, from_reserve) == 3 && offsetof(alt_reaction, card) == 4 &&
               offsetof(alt_reaction, subject) == 6 && offsetof(alt_reaction, subject_owner) == 7,
               "a Reaction lies in encoding order");
_Static_assert(offsetof(alt_resolution, r) == 0 && offsetof(alt_resolution, active) == 8 &&
               offsetof(alt_resolution, step) == 9 && offsetof(alt_resolution, done) == 10 &&
               offsetof(alt_resolution, spell) == 11 && offsetof(alt_resolution, pick_object) == 12 &&
               offsetof(alt_resolution, pick_expedition) == 13 &&
               offsetof(alt_resolution, pick_choice) == 14 && offsetof(alt_resolution, first_object) == 16 &&
               offsetof(alt_resolution, first_owner) == 17 && offsetof(alt_resolution, roll) == 18 &&
               offsetof(alt_resolution, did) == 19 && offsetof(alt_resolution, tally) == 20 &&
               offsetof(alt_resolution, dice) == 21 && sizeof(alt_resolution) >= 24,
               "the resolving state after `active` lies in encoding order");
_Static_assert(offsetof(alt_player, moved_today) == offsetof(alt_player, distance) + 2 &&
               offsetof(alt_player, passed) == offsetof(alt_player, distance) + 4,
               "distances to passed lie in encoding order");
_Static_assert(sizeof(alt_modifier) == 4 && offsetof(alt_modifier, filter) == 0 &&
               offsetof(alt_modifier, kind) == 1 && offsetof(alt_modifier, amount) == 2 &&
               offsetof(alt_modifier, until_afternoon_ends) == 3, "a modifier lies in encoding order");
_Static_assert(ALT_OBJ_MAX <= 0xFF && ALT_LIMBO_MAX <= 0xFF && ALT_MODS_MAX <= 0xFF,
               "counts are one byte");
_Static_assert(ALT_OBJ_MAX <= 8 * CHUNK && 4 * ALT_MODS_MAX <= 8 * CHUNK, "zones and modifiers fit copy_short");
_Static_assert(offsetof(alt_player, mods) + COPY_SHORT_READS(4 * ALT_MODS_MAX) <= sizeof(alt_player),
               "copy_short of the modifiers reads inside the player");
/* A zone ends at most at the shared array's end, and copy_short reads
 * less than 2 * CHUNK past a zone's end. */
_Static_assert(offsetof(alt_player, ids) + ALT_OBJ_MAX + 2 * CHUNK <= sizeof(alt_player),
               "copy_short of a zone, the last one's included, reads inside the player");
/* An object's 8-byte read from its status (6 used) stays inside the player. */
_Static_assert(offsetof(alt_player, obj) + (ALT_OBJ_MAX - 1) * sizeof(alt_object) + offsetof(alt_object, status) + 8
                   <= sizeof(alt_player), "the last object's status read stays inside the player");

/* A zone of bare ids: its count, then its ids. */
static inline uint8_t *id_zone(const alt_player *pl, alt_zone z, uint8_t *restrict w)
{
    size_t n = pl->zone_n[z];
    *w++ = (uint8_t)n;
    copy_short(w, alt_state_zone(pl, z), n);
    return w + n;
}

/* A zone of objects: its count, then each object's id, its card when it is
 * a token (a card's card is fixed by its deck), and its six state bytes.
 * No branch on the kind of object, so that a token costs no misprediction:
 * the id and the card are written, then the state bytes (and two bytes of
 * scratch the next entry overwrites) either over the card, for a card, or
 * after it, for a token. */
static inline uint8_t *object_zone(const alt_player *pl, alt_zone z, uint8_t *restrict w)
{
    const uint8_t *objs = (const uint8_t *)pl + offsetof(alt_player, obj);
    size_t n = pl->zone_n[z];
    *w++ = (uint8_t)n;
    if (n == 0)
        return w;
    const uint8_t *id = alt_state_zone(pl, z), *end = id + n;
    do {
        const uint8_t *o = objs + (size_t)*id * sizeof(alt_object);
        /* 2 for a token (ids 60 to 91), else 0 (cards 0 to 59 and 92 to
         * 111), without a branch: one unsigned comparison. */
        size_t card_bytes = 2 * (size_t)((uint8_t)(*id - ALT_TOKEN_BASE) < ALT_TOKEN_MAX);
        uint16_t card;
        memcpy(&card, o + offsetof(alt_object, card), 2);
        w[0] = *id;
        put16(w + 1, card);
        memcpy(w + 1 + card_bytes, o + offsetof(alt_object, status), 8);
        w += 7 + card_bytes;
    } while (++id != end);
    return w;
}
_Static_assert(ALT_TOKEN_END == ALT_TOKEN_BASE + ALT_TOKEN_MAX && ALT_OBJ_MAX <= 256,
               "an id's distance from ALT_TOKEN_BASE, as a byte, tells a token from a card");

/* A zone that holds cards only, never a token (Mana, Reserve: tokens
 * exist only in play, CR 7.3.4, which alt_game_check enforces; Limbo is
 * an object zone, for a token id there names the opponent's card a
 * player is playing, CR 4.0 7.5.5):
 * each entry is 7 bytes, the object's zone byte and its six state bytes
 * with the id in the zone byte's place, so nothing is tested per entry.
 * The zone byte is z (alt_game_check again), so on a little-endian host
 * the id replaces it by arithmetic on the loaded word instead of a store
 * of its own: z - z + id cannot carry into the next byte. */
static inline uint8_t *card_zone(const alt_player *pl, alt_zone z, uint8_t *restrict w)
{
    const uint8_t *objs = (const uint8_t *)pl + offsetof(alt_player, obj);
    size_t n = pl->zone_n[z];
    *w++ = (uint8_t)n;
    if (n == 0)
        return w;
    const uint8_t *id = alt_state_zone(pl, z), *end = id + n;
    do {
        const uint8_t *o = objs + (size_t)*id * sizeof(alt_object) + offsetof(alt_object, zone);
#if HOST_LE
        uint64_t v;
        memcpy(&v, o, 8);
        v = v - z + *id;
        memcpy(w, &v, 8);
#else
        memcpy(w, o, 8);
        w[0] = *id;
#endif
        w += 7;
    } while (++id != end);
    return w;
}

_Static_assert(offsetof(alt_player, uses) + COPY_SHORT_READS(6 * CHUNK) <= sizeof(alt_player),
               "copy_short of the daily counts reads inside the player");
_Static_assert(sizeof(alt_use) == 3 && offsetof(alt_use, id) == 0 && offsetof(alt_use, ability) == 1 &&
               offsetof(alt_use, count) == 2 && ALT_USES_MAX <= 0xFF, "a daily count lies in encoding order");

/* The newest encoding of a ruleset level's games; every one a level used
 * is kept (alt_hash_version_holds). */
static inline unsigned version_of(int level)
{
    static const unsigned newest[] = {0u, 3u, 5u, 8u};
    return (unsigned)level < sizeof newest / sizeof newest[0] ? newest[level] : 0u;
}

unsigned alt_hash_version(alt_ruleset r)
{
    return version_of(alt_ruleset_level(r));
}

int alt_hash_version_holds(alt_ruleset r, unsigned v, int recorded)
{
    switch (alt_ruleset_level(r)) {
    case 1:
        return v == 3 && !recorded;
    case 2:
        /* Encoding 4 hashes the generator's state: a recorded game has none. */
        return v == 5 || (v == 4 && !recorded);
    case 3:
        /* Encoding 7 adds the subtypes Characters gained, 8 what each
         * player did this turn: games hashed over an older one keep it
         * (game.c refuses them a card that needs what it lacks). */
        return v == 6 || v == 7 || v == 8;
    default:
        return 0;
    }
}

/* Version 5's last block: the chance decision a recorded game waits on
 * (one zero byte when none does, as in every seeded game). */
static uint8_t *encode_chance(const alt_chance *c, uint8_t *restrict w)
{
    *w++ = c->pending;
    if (!c->pending)
        return w;
    const alt_action *a = &c->action;
    w[0] = a->kind, w[1] = a->player, w[2] = a->object, w[3] = a->expedition;
    w = put16(w + 4, a->choice);
    w = put16(w, a->reserved);
    w[0] = c->kind, w[1] = c->player, w[2] = c->count, w[3] = c->given;
    w += 4;
    if (alt_chance_lists_cards((alt_chance_kind)c->kind)) {   /* a shuffle's cards, a Hand's */
        memcpy(w, c->cards, c->count);
        w += c->count;
    }
    *w++ = c->n;
    memcpy(w, c->out, c->n);
    return w + c->n;
}

/* Version 6's part of a player's block: their Ascended Expeditions (CR
 * 4.0 2.4.3), then the objects they control and the opponent owns, each
 * its id and what it is (alt_player.away). */
static uint8_t *encode_player_v6(const alt_player *pl, uint8_t *restrict w)
{
    *w++ = pl->ascended;
    uint8_t *count = w++;
    *count = 0;
    for (int t = 0; t < ALT_TOKEN_MAX; t++)
        if (pl->away[t]) {
            w[0] = (uint8_t)(ALT_TOKEN_BASE + t);
            w[1] = pl->away[t];
            w += 2;
            (*count)++;
        }
    return w;
}

/* Version 7's part of a player's block: the subtypes their Characters
 * gained (alt_player.gained), each the object's id and the card. */
static uint8_t *encode_player_v7(const alt_player *pl, uint8_t *restrict w)
{
    *w++ = pl->gained_n;
    for (int i = 0; i < pl->gained_n; i++) {
        w[0] = pl->gained[i].id;
        w = put16(w + 1, pl->gained[i].card);
    }
    return w;
}

/* Version 8's part of a player's block: what they did in the turn under
 * way (alt_player.turn_played, turn_did). */
static uint8_t *encode_player_v8(const alt_player *pl, uint8_t *restrict w)
{
    *w++ = pl->turn_played;
    *w++ = pl->turn_did;
    return w;
}

/* A resolution's bytes after `active` (docs/state-hash.md): the ability,
 * step to dice, and from version 6 the picks it holds. */
static uint8_t *encode_resolution(const alt_resolution *res, int v6, uint8_t *restrict w)
{
    w[0] = res->r.player, w[1] = res->r.source, w[2] = res->r.ability, w[3] = res->r.from_reserve;
    w = put16(w + 4, res->r.card);
    w[0] = res->r.subject, w[1] = res->r.subject_owner;
    w[2] = res->step, w[3] = res->done, w[4] = res->spell, w[5] = res->pick_object, w[6] = res->pick_expedition;
    w = put16(w + 7, res->pick_choice);
    w[0] = res->first_object, w[1] = res->first_owner, w[2] = res->roll, w[3] = res->did;
    w[4] = res->tally, w[5] = res->dice[0], w[6] = res->dice[1], w[7] = res->dice[2];
    w += 8;
    if (v6) {
        *w++ = res->held_n;
        memcpy(w, res->held, 3 * (size_t)res->held_n);
        w += 3 * (size_t)res->held_n;
    }
    return w;
}

/* Version 6: the picks the resolving ability holds, after its other bytes. */
static uint8_t *encode_resolution_held(const alt_resolution *res, uint8_t *restrict w)
{
    *w++ = res->held_n;
    memcpy(w, res->held, 3 * (size_t)res->held_n);
    return w + 3 * (size_t)res->held_n;
}

/* One player's block (docs/state-hash.md, "one block per player"); from
 * version 4 it ends with the per-ability daily counts. */
static inline uint8_t *encode_player(const alt_player *pl, int v4, uint8_t *restrict w)
{
    /* The deck's Hero, read from the Hero object (alt_game_check: they
     * agree), on a line of the state read anyway for its statuses. */
    w = put16(w, pl->hero.card);
    memcpy(w, (const uint8_t *)pl + offsetof(alt_player, distance), 5);   /* distances to passed */
    w[5] = pl->hero.status;
    w[6] = pl->hero.reactions;
    w[7] = pl->hero.quick_uses;
    w[8] = pl->hero.counters;
    w[9] = pl->blocked_today;
    size_t m = pl->mods_n;
    w[10] = (uint8_t)m;
    w += 11;
    if (m > 0) {   /* mostly none wait: their line of the state is left unread */
        copy_short(w, (const uint8_t *)pl + offsetof(alt_player, mods), 4 * m);
        w += 4 * m;
    }
    /* The zones in encoding order: bare ids first (cards there have no
     * status, boost or flag: alt_game_check enforces it). */
    w = id_zone(pl, ALT_Z_DECK, w);
    w = id_zone(pl, ALT_Z_HAND, w);
    w = id_zone(pl, ALT_Z_DISCARD, w);
    w = card_zone(pl, ALT_Z_MANA, w);
    w = card_zone(pl, ALT_Z_RESERVE, w);
    w = object_zone(pl, ALT_Z_LANDMARK, w);
    w = object_zone(pl, ALT_Z_EXP_HERO, w);
    w = object_zone(pl, ALT_Z_EXP_COMPANION, w);
    w = object_zone(pl, ALT_Z_LIMBO, w);   /* a card's entry is card_zone's 7 bytes, as ever */
    if (v4) {
        size_t bytes = 3 * (size_t)pl->uses_n;   /* a few, mostly: the chunked copy */
        *w++ = pl->uses_n;
        if (bytes <= 6 * CHUNK)
            copy_short(w, (const uint8_t *)pl->uses, bytes);
        else
            memcpy(w, pl->uses, bytes);
        w += bytes;
    }
    return w;
}

/* Writes the encoding to out, which holds ALT_ENCODE_MAX bytes: bytes past
 * the returned length are scratch. No bounds checks on this hot path:
 * ENCODE_BOUND is the most any state takes. */
static size_t encode(const alt_game *g, uint8_t *restrict const out)
{
#if HOST_LE
    const uint8_t *base = (const uint8_t *)g;   /* the runs copied as they lie */
#endif
    uint8_t *restrict w = out;
    unsigned version = g->setup.hash_encoding;
    w[0] = (uint8_t)version;
    w[1] = (uint8_t)g->setup.ruleset;
    w[2] = (uint8_t)g->setup.format;
    w += 3;
#if HOST_LE
    if (version < 5) {   /* from version 5 the generator is left out: a recorded game has none */
        memcpy(w, g->rng, 32);
        w += 32;
    }
    memcpy(w, base + offsetof(alt_game, day), 9);   /* Day (u16) to outcome */
    w += 9;
#else
    if (version < 5)
        for (int i = 0; i < 4; i++)
            w = put64(w, g->rng[i]);
    w = put16(w, g->day);
    w[0] = g->phase, w[1] = g->dec_kind, w[2] = g->dec_player, w[3] = g->first_player;
    w[4] = g->arena, w[5] = g->winner, w[6] = g->outcome;
    w += 7;
#endif
    w[0] = g->tumult_order[0], w[1] = g->tumult_flip[0];
    w[2] = g->tumult_order[1], w[3] = g->tumult_flip[1];
    w[4] = g->tumult_order[2], w[5] = g->tumult_flip[2];
    w[6] = g->tumult_up;
    w = put64(w + 7, g->setup_digest);
    /* Reactions waiting in Limbo, the ability resolving, and where the Day
     * goes on once they are done. */
    size_t r = g->limbo_n;
    *w++ = (uint8_t)r;
    const alt_resolution *res = &g->res;
#if HOST_LE
    if (r > 0)   /* usually none wait: no call then */
        memcpy(w, base + offsetof(alt_game, limbo), 8 * r);
    w += 8 * r;
    *w++ = res->active;
    if (res->active) {
        const uint8_t *rb = base + offsetof(alt_game, res);
        memcpy(w, rb, 8);                                        /* the ability */
        memcpy(w + 8, rb + offsetof(alt_resolution, step), 15);  /* step to dice */
        w += 23;
    }
#else
    for (size_t i = 0; i < r; i++) {
        const alt_reaction *x = &g->limbo[i];
        w[0] = x->player, w[1] = x->source, w[2] = x->ability, w[3] = x->from_reserve;
        w = put16(w + 4, x->card);
        w[0] = x->subject, w[1] = x->subject_owner;
        w += 2;
    }
    *w++ = res->active;
    if (res->active) {
        w[0] = res->r.player, w[1] = res->r.source, w[2] = res->r.ability, w[3] = res->r.from_reserve;
        w = put16(w + 4, res->r.card);
        w[0] = res->r.subject, w[1] = res->r.subject_owner;
        w[2] = res->step, w[3] = res->done, w[4] = res->spell, w[5] = res->pick_object, w[6] = res->pick_expedition;
        w = put16(w + 7, res->pick_choice);
        w[0] = res->first_object, w[1] = res->first_owner, w[2] = res->roll, w[3] = res->did;
        w[4] = res->tally, w[5] = res->dice[0], w[6] = res->dice[1], w[7] = res->dice[2];
        w += 8;
    }
#endif
    if (version >= 6) {
        if (res->active)
            w = encode_resolution_held(res, w);
        *w++ = g->outer_n;                      /* the steps Spells played by effects interrupted */
        for (int i = 0; i < g->outer_n; i++) {
            *w++ = g->outer[i].active;          /* a step done (1), or a replacement to start (2) */
            w = encode_resolution(&g->outer[i], 1, w);
        }
    }
    w[0] = g->resume;
    w[1] = g->resume_player;
    w += 2;
    for (int p = 0; p < 2; p++) {
        w = encode_player(&g->p[p], version >= 4, w);
        if (version >= 6)
            w = encode_player_v6(&g->p[p], w);
        if (version >= 7)
            w = encode_player_v7(&g->p[p], w);
        if (version >= 8)
            w = encode_player_v8(&g->p[p], w);
    }
    if (version >= 6) {
        *w++ = g->markers_n;                    /* Terrain Markers, in timestamp order */
        for (int i = 0; i < g->markers_n; i++) {
            w[0] = g->markers[i].where;
            w[1] = g->markers[i].terrains;
            w += 2;
        }
    }
    if (version >= 5)
        w = encode_chance(&g->chance, w);
    return (size_t)(w - out);
}

/* A buffer of ALT_ENCODE_MAX bytes or more is written directly, its bytes
 * past the returned length being scratch; a smaller one gets a copy of
 * what fits. */
size_t alt_game_encode(const alt_game *g, uint8_t *buf, size_t cap)
{
    if (buf && cap >= ALT_ENCODE_MAX)
        return encode(g, buf);
    uint8_t tmp[ALT_ENCODE_MAX];
    size_t n = encode(g, tmp);
    if (buf)
        memcpy(buf, tmp, n < cap ? n : cap);
    return n;
}

uint64_t alt_game_hash(const alt_game *g)
{
    uint8_t buf[ALT_ENCODE_MAX];
    return alt_xxh_64(buf, encode(g, buf));
}

/* The decks by reference, not by database index, so that another
 * implementation derives the same value from the log's header: for a game
 * with a date, "date YYYY-MM-DD" and a newline first (the day decides each
 * card's version: games that differ only in it differ in every hash); then
 * for each player, the Hero's reference (empty without one) and a newline,
 * each card's reference and a newline, then an empty line. The text is built
 * whole and hashed in one call: every game's setup pays for it, and a
 * streaming update per reference cost more than the references' bytes. */
uint64_t alt_hash_setup_digest(const alt_cards *db, const alt_setup *setup)
{
    enum { HALF = ALT_CARDS_REF_ROOM / 2, DATE_LINE = 16,
           TEXT_MAX = DATE_LINE + 2 * ((1 + ALT_DECK_MAX) * ALT_CARDS_REF_ROOM + 1) };
    _Static_assert(ALT_CARDS_REF_ROOM % 2 == 0, "a reference's room is two halves");
    uint8_t text[TEXT_MAX];
    uint8_t *w = text;
    if (setup->date != 0) {
        char day[11];
        alt_date_format(setup->date, day);
        memcpy(w, "date ", 5);
        memcpy(w + 5, day, 10);
        w[15] = '\n';
        w += DATE_LINE;
    }
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &setup->deck[p];
        /* A deck holds at most ALT_DECK_MAX cards (the text's room). */
        int n = d->count < ALT_DECK_MAX ? d->count : ALT_DECK_MAX;
        for (int i = -1; i < n; i++) {
            uint16_t c = i < 0 ? d->hero : d->cards[i];
            if (c != ALT_CARD_NONE) {
                /* Fixed-size halves of its room (cards.h), not a call per
                 * reference; the reference and its newline fit the room. */
                const char *ref = db->ref_text + (size_t)c * ALT_CARDS_REF_ROOM;
                size_t len = db->ref_len[c];
                memcpy(w, ref, HALF);
                if (len > HALF)
                    memcpy(w + HALF, ref + HALF, HALF);
                w += len;
            }
            *w++ = '\n';   /* the Hero's line is empty without one */
        }
        *w++ = '\n';
    }
    size_t uniques = alt_cards_unique_count(db);
    if (uniques == 0)
        return alt_xxh_64(text, (size_t)(w - text));
    /* A game with Unique records: each one's line after the decks, "unique
     * " and its canonical compact form, in the database's order (every
     * game without one keeps the bytes above). */
    XXH3_state_t st;
    XXH3_64bits_reset(&st);
    XXH3_64bits_update(&st, text, (size_t)(w - text));
    for (size_t k = 0; k < uniques; k++) {
        char line[8 + ALT_UNIQUE_TEXT_MAX + 2];
        memcpy(line, "unique ", 7);
        size_t n = alt_unique_format(alt_cards_unique(db, k), line + 7, sizeof line - 8);
        n = n < sizeof line - 8 ? n : sizeof line - 9;
        line[7 + n] = '\n';
        XXH3_64bits_update(&st, line, 8 + n);
    }
    return XXH3_64bits_digest(&st);
}
