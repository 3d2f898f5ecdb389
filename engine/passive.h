/*
 * passive.h: static abilities (docs/architecture.md): what the
 * cards in play and the Heroes change by being there, read where it
 * applies (costs, Dusk, targets, what can be played). Reading only.
 */
#ifndef ALT_PASSIVE_H
#define ALT_PASSIVE_H

#include "state.h"

/* Player p's Hero's static ability with this effect, or NULL; _static: whether it has one. */
const alt_ability *alt_passive_hero_ability(const alt_game *g, int p, alt_effect effect);
int alt_passive_hero_static(const alt_game *g, int p, alt_effect effect);
/* How many cards player p has in play with this static effect. */
int alt_passive_count_of(const alt_game *g, int p, alt_effect effect);
static inline int alt_passive_count(const alt_game *g, int p, alt_effect effect)
{
    return alt_state_may_have_static(g, effect) ? alt_passive_count_of(g, p, effect) : 0;   /* no card of the game has it */
}
int alt_passive_filter_matches(uint8_t filter, const alt_card_info *c);
/* The same for a card being played from zone `from`: "a Character played
 * from Reserve" (ALT_FILTER_RESERVE_CHARACTER) asks where it comes from. */
int alt_passive_play_matches(uint8_t filter, const alt_card_info *c, alt_zone from);
/* Whether the {J}, {H} and {R} Reactions of this Character are kept from
 * activating by an opposing card facing it (the Council). */
int alt_passive_silenced(const alt_game *g, int p, uint8_t id);
/* Whether a card in play makes every region {O} only (the Kraken). */
int alt_passive_all_water(const alt_game *g);
int alt_passive_is_gigantic(const alt_game *g, int p, uint8_t id);
int alt_passive_is_defender(const alt_game *g, int p, uint8_t id);
int alt_passive_blocked(const alt_game *g, int p, alt_expedition e);
/* Bit e: Expedition e of both players can't move forward, by a passive of
 * a card in an Expedition (alt_passive_blocked adds the Day's own blocks). */
unsigned alt_passive_blocked_by_cards(const alt_game *g);
/* Cost after the player's modifiers (CR 5.1.2.e: increases, then decreases). */
/* Whether a Spell player p plays has Fleeting (CR 2.4.6.b): its own, or
 * given by a passive ("Spells you play with Hand Cost N or less"). */
int alt_passive_spell_fleeting(const alt_game *g, int p, const alt_card_info *c);
/* The cost of card c player p plays from zone `from`, base its Hand (or
 * Reserve, or Scout) cost: free, or increases, then decreases (the
 * modifiers', then `less` more), then restrictions on the final cost (CR
 * 5.1.2.e, 6.2.h); never below 0. */
int alt_passive_cost(const alt_game *g, int p, const alt_card_info *c, alt_zone from, int base, int less);
/* Why player p may not play this card at all (its own "can't be played"
 * or "not with fewer than N Mana Orbs", CR 1.4.1), whatever it costs; NULL
 * when nothing forbids it. */
const char *alt_passive_play_refused(const alt_game *g, int p, uint16_t card);
/* Whether player p has a Character in an Expedition: one to sacrifice. */
int alt_passive_controls_character(const alt_game *g, int p);

#endif
