/*
 * effect.h: effects (docs/architecture.md): what a resolving ability
 * does, step by step; one that must ask a player records where it stopped
 * in g->res and is performed again with the answer.
 *
 * Every effect is a row of effects.def and one function, alt_fx_<name>,
 * declared here from that row: effect.c's do a whole effect, effect_pick.c's
 * act on one pick of a picking effect, whose picks effect_resolve.c asks,
 * holds and pays for. "Next card" modifiers are modifier.c's.
 */
#ifndef ALT_EFFECT_H
#define ALT_EFFECT_H

#include "event.h"

/* What every effect reads of the ability resolving, derived once by
 * alt_effect_perform; for a picking effect, the pick it acts on. */
typedef struct alt_fx_ctx {
    alt_resolution *res;
    alt_reaction *r;
    int p;             /* its controller */
    alt_player *pl;    /* and theirs */
    alt_zone sz;       /* its source's zone while the source is still that card; ALT_Z_NONE for a Hero */
    alt_object *src;   /* that source, or NULL */
    int owner;         /* the pick: an object of `owner` (id), or an Expedition of `owner` (expedition), */
    uint8_t id;        /* or a player (`owner`, id ALT_NO_OBJECT); ALT_NO_OBJECT and `end` set: */
    int expedition;    /* the picks are over ("any number" effects act on their total then) */
    int end;
    int choice;        /* the pick's choice as answered (a region, a Terrain Marker, how a card is paid) */
} alt_fx_ctx;

/* Each effect's function, as its effects.def row names it. */
#define EFFECT(id, name, args, flags, perform, meaning, words) \
    int perform(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx);
#include "effects.def"
#undef EFFECT
int alt_fx_passive(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx);

/* CR 6.2.d: before the resolving picking effect a moves its pick (object
 * id of owner), an optional "instead" its controller has not answered is
 * asked (resuming at the pick): 1 when it was (event.h's
 * alt_event_instead_ask for any move). */
int alt_pick_instead_asks(alt_game *g, const alt_ability *a, int owner, uint8_t id);
/* CR 4.0 7.3.3: Expedition e of player p Ascends; Ascended already, it
 * attempts to (7.5.3), and each "instead" of that attempt its player's
 * cards in play and Hero hold waits to resolve right after the step. */
void alt_effect_ascend(alt_game *g, int p, alt_expedition e);

/* One Resupply of player p (CR 7.3.22; 4.0 7.3.26): 0 when a Resupply of
 * two asks them which card first, then answered by
 * alt_effect_resupply_chosen with the card kept. */
int alt_effect_resupply(alt_game *g, int p);
void alt_effect_resupply_chosen(alt_game *g, int p, uint8_t kept);
/* Performs g->res's effect; returns 0 when it stopped to ask a player. */
int alt_effect_perform(alt_game *g);
/* Applies and spends the modifiers that wait for this card; returns 1
 * when one of them makes the card's {R} Reactions activate too. */
int alt_effect_consume_mods(alt_game *g, int p, uint8_t id, const alt_card_info *c, alt_zone from);
/* The k-th card "for each Permanent (other Character) you control" asks
 * about, or ALT_NO_OBJECT past the last. */
uint8_t alt_effect_may_join(const alt_game *g, const alt_reaction *r, const alt_ability *a, int k);
/* The Heroes' "next card" passives as the Afternoon begins. */
void alt_effect_afternoon_passives(alt_game *g);

#endif
