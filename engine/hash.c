/*
 * hash.c: the canonical byte encoding of a state and its XXH3-64 hash.
 *
 * docs/state-hash.md specifies the encoding field by field so that another
 * implementation can reproduce every hash a log records. The encoding holds
 * what decides the rest of the game (the RNG included) and nothing that
 * depends on this implementation (no pointers, no padding, no free slots).
 */
#include "state.h"

#include <string.h>
#include <xxhash.h>

typedef struct writer {
    uint8_t *p;
    size_t n, cap;
} writer;

static void put8(writer *w, unsigned v)
{
    if (w->n < w->cap)
        w->p[w->n] = (uint8_t)v;
    w->n++;
}

static void put16(writer *w, unsigned v)
{
    put8(w, v & 0xFF);
    put8(w, (v >> 8) & 0xFF);
}

static void put64(writer *w, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        put8(w, (unsigned)(v >> (8 * i)) & 0xFF);
}

/* Zones in encoding order. */
static const alt_zone zone_order[] = {
    ALT_Z_DECK, ALT_Z_HAND, ALT_Z_MANA, ALT_Z_RESERVE, ALT_Z_LANDMARK,
    ALT_Z_DISCARD, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LIMBO,
};

static void encode(const alt_game *g, writer *w)
{
    put8(w, ALT_HASH_VERSION);
    put8(w, (unsigned)g->setup.ruleset);
    put8(w, (unsigned)g->setup.format);
    for (int i = 0; i < 4; i++)
        put64(w, g->rng[i]);
    put16(w, g->day);
    put8(w, g->phase);
    put8(w, g->dec_kind);
    put8(w, g->dec_player);
    put8(w, g->first_player);
    put8(w, g->arena);
    put8(w, g->winner);
    put8(w, g->outcome);
    for (int s = 0; s < 3; s++) {
        put8(w, g->tumult_order[s]);
        put8(w, g->tumult_flip[s]);
    }
    put8(w, g->tumult_up);
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        put16(w, g->setup.deck[p].hero);
        put8(w, pl->distance[0]);
        put8(w, pl->distance[1]);
        put8(w, pl->moved_today[0]);
        put8(w, pl->moved_today[1]);
        put8(w, pl->passed);
        put8(w, pl->hero_status);
        for (size_t k = 0; k < sizeof zone_order / sizeof zone_order[0]; k++) {
            alt_zone z = zone_order[k];
            put8(w, pl->zone_n[z]);
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = pl->zone[z][i];
                const alt_object *o = &pl->obj[id];
                put8(w, id);
                put16(w, o->card);
                put8(w, o->status);
                put8(w, o->boosts);
                put8(w, o->flags);
                put8(w, o->quick_uses);
                put8(w, o->reactions);
            }
        }
    }
}

size_t alt_game_encode(const alt_game *g, uint8_t *buf, size_t cap)
{
    writer w = {buf, 0, buf ? cap : 0};
    encode(g, &w);
    return w.n;
}

uint64_t alt_game_hash(const alt_game *g)
{
    uint8_t buf[ALT_ENCODE_MAX];
    writer w = {buf, 0, sizeof buf};
    encode(g, &w);
    return XXH3_64bits(buf, w.n);
}
