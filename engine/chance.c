/*
 * chance.c: the one place a game meets chance (chance.h). A seeded game
 * draws from its generator (docs/rng.md); a recorded one reads the
 * outcomes it was given, in the order the rules call for them, and when
 * it has none left it names the event it needs (answer.c asks for it).
 */
#include "chance.h"

#include "rng.h"

#include <string.h>

const char *alt_chance_rule(alt_chance_kind kind, int edition)
{
    int four = edition >= 4;
    switch (kind) {
    case ALT_CHANCE_TUMULT_ORDER:
    case ALT_CHANCE_TUMULT_FLIP: return four ? "4.0 4.1.c" : "4.1.c";
    case ALT_CHANCE_FIRST_PLAYER: return four ? "4.0 4.1.f" : "4.1.g";   /* 3.0's numbers after the colon */
    case ALT_CHANCE_DECK: return four ? "4.0 4.1.g" : "4.1.i";   /* 3.0's numbers after the colon */
    case ALT_CHANCE_DIE: return four ? "4.0 7.3.28" : "7.3.19";
    case ALT_CHANCE_HAND_CARD: return "4.0 3.2.5.c";   /* Unique cards are played under 4.0 only */
    default: return "";
    }
}

int alt_chance_place(alt_chance *c, uint8_t card)
{
    for (int i = c->given; i < c->count; i++)
        if (c->cards[i] == card) {
            c->cards[i] = c->cards[c->given];
            c->cards[c->given++] = card;
            return 1;
        }
    return 0;
}

/* The run needs an event it was given no outcome for: the first such
 * event is the one chance is asked; later ones wait their turn. */
static int short_of(alt_chance *c, alt_chance_kind kind, int player, unsigned count)
{
    if (c->state != ALT_CHANCE_RUN_OK)
        return 0;
    c->state = ALT_CHANCE_RUN_SHORT;
    c->kind = (uint8_t)kind;
    c->player = (uint8_t)player;
    c->count = (uint8_t)count;
    c->given = 0;
    return 1;
}

/* A seeded game keeps what it drew, as the answers a recorded game of
 * the same deal would be given. */
static void drawn(alt_chance *c, unsigned answer)
{
    if (c->n < ALT_POS_CHANCE)
        c->out[c->n++] = (uint8_t)answer;
    else
        c->lost = 1;
}

unsigned alt_chance_number(alt_game *g, alt_chance_kind kind, unsigned n)
{
    unsigned face = kind == ALT_CHANCE_DIE;      /* a die's answer is its face, from 1 */
    alt_chance *c = &g->chance;
    if (g->setup.chance != ALT_CHANCE_RECORDED) {
        unsigned v = (unsigned)alt_rng_below(g->rng, n);
        drawn(c, v + face);
        return v;
    }
    if (c->state == ALT_CHANCE_RUN_OK && c->used < c->n) {
        unsigned v = c->out[c->used++] - face;
        if (v < n)
            return v;
        c->state = ALT_CHANCE_RUN_UNFIT;
        return 0;
    }
    short_of(c, kind, 0, n);
    return 0;                    /* a stand-in: this run is thrown away */
}

uint8_t alt_chance_card(alt_game *g, alt_chance_kind kind, int player, const uint8_t *cards, int n)
{
    alt_chance *c = &g->chance;
    if (g->setup.chance != ALT_CHANCE_RECORDED) {
        uint8_t card = cards[alt_rng_below(g->rng, (uint64_t)n)];
        drawn(c, card);
        return card;
    }
    if (c->state == ALT_CHANCE_RUN_OK && c->used < c->n) {
        uint8_t card = c->out[c->used++];
        for (int i = 0; i < n; i++)
            if (cards[i] == card)
                return card;
        c->state = ALT_CHANCE_RUN_UNFIT;
        return cards[0];
    }
    if (short_of(c, kind, player, (unsigned)n))
        memcpy(c->cards, cards, (size_t)n);    /* the answers chance is asked for (answer.c) */
    return cards[0];             /* a stand-in: this run is thrown away */
}

void alt_chance_shuffle(alt_game *g, alt_chance_kind kind, int player, uint8_t *a, int n)
{
    alt_chance *c = &g->chance;
    int top_first = kind == ALT_CHANCE_DECK;
    if (g->setup.chance != ALT_CHANCE_RECORDED) {
        alt_rng_shuffle(g->rng, a, n);
        for (int i = 0; n > 1 && i < n; i++)
            drawn(c, a[top_first ? n - 1 - i : i]);
        return;
    }
    if (n <= 1)
        return;                  /* nothing to decide: the generator draws nothing either */
    if (c->state == ALT_CHANCE_RUN_OK && c->n - c->used >= n) {
        /* The order given must be exactly the cards shuffled: answers are
         * checked as they come (answer.c); a position's are checked here. */
        const uint8_t *pick = c->out + c->used;
        uint8_t seen[256] = {0};
        for (int i = 0; i < n; i++)
            seen[a[i]]++;
        for (int i = 0; i < n; i++)
            if (seen[pick[i]]-- == 0) {
                c->state = ALT_CHANCE_RUN_UNFIT;
                return;
            }
        for (int i = 0; i < n; i++)
            a[top_first ? n - 1 - i : i] = pick[i];
        c->used = (uint8_t)(c->used + n);
        return;
    }
    if (c->state == ALT_CHANCE_RUN_OK && c->used < c->n) {
        c->state = ALT_CHANCE_RUN_UNFIT;   /* a shuffle given in part is never run (a bad position) */
        return;
    }
    if (short_of(c, kind, player, (unsigned)n))
        for (int i = 0; i < n; i++)
            c->cards[i] = a[top_first ? n - 1 - i : i];
}
