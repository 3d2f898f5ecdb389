/*
 * hash.c: the canonical byte encoding of a state and its XXH3-64 hash.
 *
 * docs/state-hash.md specifies the encoding field by field so that another
 * implementation can reproduce every hash a log records. The encoding holds
 * what decides the rest of the game (the RNG included) and nothing that
 * depends on this implementation (no pointers, no padding, no free slots).
 */
#include "setup.h"

#include <stddef.h>
#include <string.h>
#define XXH_STATIC_LINKING_ONLY   /* XXH3_state_t on the stack: no allocation */
#include <xxhash.h>

/* Zones in encoding order; the first three hold bare ids (cards there have
 * no status, boost or flag: alt_game_check enforces it). */
static const alt_zone id_zones[] = {ALT_Z_DECK, ALT_Z_HAND, ALT_Z_DISCARD};
static const alt_zone object_zones[] = {ALT_Z_MANA, ALT_Z_RESERVE, ALT_Z_LANDMARK,
                                        ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LIMBO};

/* Little-endian whatever the host; a plain copy where the host agrees. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
static uint8_t *put16(uint8_t *w, uint16_t v)
{
    memcpy(w, &v, 2);
    return w + 2;
}

static uint8_t *put64(uint8_t *w, uint64_t v)
{
    memcpy(w, &v, 8);
    return w + 8;
}
#else
static uint8_t *put16(uint8_t *w, uint16_t v)
{
    w[0] = (uint8_t)(v & 0xFF);
    w[1] = (uint8_t)(v >> 8);
    return w + 2;
}

static uint8_t *put64(uint8_t *w, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        w[i] = (uint8_t)(v >> (8 * i));
    return w + 8;
}
#endif

_Static_assert(offsetof(alt_object, counters) - offsetof(alt_object, status) == 5,
               "the six per-object state bytes are adjacent");

/* Writes at most ALT_ENCODE_MAX bytes: no bounds checks on this hot path. */
static size_t encode(const alt_game *g, uint8_t *const start)
{
    uint8_t *w = start;
    *w++ = ALT_HASH_VERSION;
    *w++ = (uint8_t)g->setup.ruleset;
    *w++ = (uint8_t)g->setup.format;
    for (int i = 0; i < 4; i++)
        w = put64(w, g->rng[i]);
    w = put16(w, g->day);
    *w++ = g->phase;
    *w++ = g->dec_kind;
    *w++ = g->dec_player;
    *w++ = g->first_player;
    *w++ = g->arena;
    *w++ = g->winner;
    *w++ = g->outcome;
    for (int s = 0; s < 3; s++) {
        *w++ = g->tumult_order[s];
        *w++ = g->tumult_flip[s];
    }
    *w++ = g->tumult_up;
    w = put64(w, g->setup_digest);
    /* Reactions waiting in Limbo, the ability resolving, and where the Day
     * goes on once they are done. */
    *w++ = g->limbo_n;
    for (int i = 0; i < g->limbo_n; i++) {
        const alt_reaction *r = &g->limbo[i];
        w[0] = r->player, w[1] = r->source, w[2] = r->ability, w[3] = r->from_reserve;
        w = put16(w + 4, r->card);
        w[0] = r->subject, w[1] = r->subject_owner;
        w += 2;
    }
    const alt_resolution *res = &g->res;
    *w++ = res->active;
    if (res->active) {
        w[0] = res->r.player, w[1] = res->r.source, w[2] = res->r.ability, w[3] = res->r.from_reserve;
        w = put16(w + 4, res->r.card);
        w[0] = res->r.subject, w[1] = res->r.subject_owner;
        w += 2;
        w[0] = res->step, w[1] = res->done, w[2] = res->spell, w[3] = res->pick_object, w[4] = res->pick_expedition;
        w = put16(w + 5, res->pick_choice);
        w[0] = res->first_object, w[1] = res->first_owner, w[2] = res->roll, w[3] = res->did;
        w[4] = res->tally, w[5] = res->dice[0], w[6] = res->dice[1], w[7] = res->dice[2];
        w += 8;
    }
    *w++ = g->resume;
    *w++ = g->resume_player;
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        w = put16(w, g->setup.deck[p].hero);
        *w++ = pl->distance[0];
        *w++ = pl->distance[1];
        *w++ = pl->moved_today[0];
        *w++ = pl->moved_today[1];
        *w++ = pl->passed;
        *w++ = pl->hero_status;
        *w++ = pl->hero_reactions;
        *w++ = pl->hero_quick_uses;
        *w++ = pl->hero_counters;
        *w++ = pl->blocked_today;
        *w++ = pl->mods_n;
        for (int i = 0; i < pl->mods_n; i++) {
            const alt_modifier *m = &pl->mods[i];
            w[0] = m->filter, w[1] = m->kind, w[2] = m->amount, w[3] = m->until_afternoon_ends;
            w += 4;
        }
        for (size_t k = 0; k < sizeof id_zones / sizeof id_zones[0]; k++) {
            alt_zone z = id_zones[k];
            *w++ = pl->zone_n[z];
            memcpy(w, pl->zone[z], pl->zone_n[z]);
            w += pl->zone_n[z];
        }
        for (size_t k = 0; k < sizeof object_zones / sizeof object_zones[0]; k++) {
            alt_zone z = object_zones[k];
            *w++ = pl->zone_n[z];
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = pl->zone[z][i];
                const alt_object *o = &pl->obj[id];
                *w++ = id;
                if (id >= ALT_TOKEN_BASE)
                    w = put16(w, o->card);      /* a card's card is fixed by its deck */
                /* status, boosts, flags, quick_uses, reactions, counters: adjacent bytes */
                memcpy(w, &o->status, 6);
                w += 6;
            }
        }
    }
    return (size_t)(w - start);
}

size_t alt_game_encode(const alt_game *g, uint8_t *buf, size_t cap)
{
    uint8_t tmp[ALT_ENCODE_MAX];
    size_t n = encode(g, tmp);
    if (buf)
        memcpy(buf, tmp, n < cap ? n : cap);
    return n;
}

uint64_t alt_game_hash(const alt_game *g)
{
    uint8_t buf[ALT_ENCODE_MAX];
    return XXH3_64bits(buf, encode(g, buf));
}

/* The decks by reference, not by database index, so that another
 * implementation derives the same value from the log's header: for each
 * player, the Hero's reference (empty without one) and a newline, each
 * card's reference and a newline, then an empty line. */
uint64_t alt_hash_setup_digest(const alt_cards *db, const alt_setup *setup)
{
    XXH3_state_t st;
    XXH3_64bits_reset(&st);
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &setup->deck[p];
        if (d->hero != ALT_CARD_NONE) {
            const char *ref = alt_cards_get(db, d->hero)->ref;
            XXH3_64bits_update(&st, ref, strlen(ref));
        }
        XXH3_64bits_update(&st, "\n", 1);
        for (int i = 0; i < d->count; i++) {
            const char *ref = alt_cards_get(db, d->cards[i])->ref;
            XXH3_64bits_update(&st, ref, strlen(ref));
            XXH3_64bits_update(&st, "\n", 1);
        }
        XXH3_64bits_update(&st, "\n", 1);
    }
    return XXH3_64bits_digest(&st);
}
