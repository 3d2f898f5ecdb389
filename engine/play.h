/*
 * play.h: playing a card (CR 5.1.2, 5.2): the one sequence every way of
 * playing a card goes through, a player's turn (decision.c) as an effect
 * that plays one (effect.c), and what a card costs and whether it may be
 * played at all. Beside the effects (docs/architecture.md, layer 6): an
 * effect plays a card inside its own resolution (CR 4.0 5.2.b).
 */
#ifndef ALT_PLAY_H
#define ALT_PLAY_H

#include "effect.h"

/* What asks for a card to be played. */
typedef enum alt_play_by {
    ALT_PLAY_TURN = 0,        /* the player's turn effect (CR 4.2.3) */
    ALT_PLAY_EFFECT           /* a resolving effect (CR 5.1.1.d; 4.0 5.2.b) */
} alt_play_by;

/* A card played: whose (owner, id) and by whom, from its zone, into which
 * Expedition (a Character or Expedition Permanent), paying how, or for
 * free (CR 7.3.23); `status` a status the effect gives it once played;
 * `less` what an effect takes off its cost ("for {3} less"); `limbo` 1
 * when an effect plays it as a turn does, through Limbo, under every
 * edition (Trial by Frost's "immediately play"; before 4.0 the older
 * effects put the card straight where it goes, as their logs recorded). */
typedef struct alt_play {
    uint8_t player, owner, id;
    uint8_t expedition;
    uint8_t cost;             /* ALT_COST_* (passive.h) */
    uint8_t by;               /* alt_play_by */
    uint8_t free;
    uint8_t status;
    uint8_t less;
    uint8_t limbo;
} alt_play;
/* What player p pays to play object id from its zone paid as `cost` (an
 * ALT_COST_*), `less` less, into Expedition e when it joins one: the
 * card's own "I cost N less" passives, the modifiers and the opponent's
 * passives applied; -1 when it cannot be paid that way. */
int alt_play_cost(const alt_game *g, int p, uint8_t id, int cost, int less, int e);

/* Plays it: the whole sequence, from the cost to the Reactions of its
 * being played (every choice was made in the declaration of intent, CR
 * 5.1.2.c). A Spell's own effects are started: now for a turn's play;
 * played by an effect, once that effect's step is done (4.0: inside its
 * resolution, CR 4.0 5.2.b; 3.0: once the effect is done). The caller
 * checks Reactions (alt_day_resolve) when it is a turn's. */
void alt_play_card(alt_game *g, const alt_play *how);

/* Whether a Character or an Expedition Permanent: what joins an Expedition. */
int alt_play_joins_expedition(const alt_card_info *c);
/* A Spell in Limbo starts resolving its own effects (CR 5.2.4), or is
 * done at once when it has none. */
void alt_play_spell_start(alt_game *g, int p, uint8_t spell);
/* The index of the Spell's next own effect after `after`, or -1. */
int alt_play_spell_next(const alt_game *g, uint16_t card, int after);
/* The Spell is done resolving: it leaves Limbo (CR 5.2.4.b) and is played. */
void alt_play_spell_done(alt_game *g, int p, uint8_t spell);
/* A Spell played for its own cheaper cost: that cost's choice (a discard)
 * first, then its effects. */
void alt_play_spell_cost(alt_game *g, int p, uint8_t spell, uint8_t ability);
/* A Spell played by an effect that waits in Limbo to resolve (CR 4.0 5.2.b),
 * not the one resolving nor one of those it interrupted: 1 and its player
 * and id, or 0. */
int alt_play_spell_waiting(const alt_game *g, int *p, uint8_t *id);

#endif
