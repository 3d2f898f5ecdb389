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
int alt_passive_count(const alt_game *g, int p, alt_effect effect);
int alt_passive_filter_matches(uint8_t filter, const alt_card_info *c);
/* The same for a card being played from zone `from`: "a Character played
 * from Reserve" (ALT_FILTER_RESERVE_CHARACTER) asks where it comes from. */
int alt_passive_play_matches(uint8_t filter, const alt_card_info *c, alt_zone from);
/* Whether the {J}, {H} and {R} Reactions of this Character are kept from
 * activating by an opposing card facing it (the Council). */
int alt_passive_silenced(const alt_game *g, int p, uint8_t id);
/* Whether a card in play makes every region {O} only (the Kraken). */
int alt_passive_all_water(const alt_game *g);
/* Region r's terrains as Progress reads them: its Terrain Markers first,
 * then the passives (CR 4.0 3.2.1.e): "my region is T in addition"
 * (region_gains), and the Kraken's {O} only over all. */
uint8_t alt_passive_region_terrain(const alt_game *g, int r);
/* A player's reserve and landmark limits, the static abilities in play
 * counted ("your Reserve limit is increased by one", "all Reserve limits
 * are reduced by one"): below 0 they may go (CR 4.0 4.2.5.c reads them as 0). */
int alt_passive_reserve_limit(const alt_game *g, int p);
int alt_passive_landmark_limit(const alt_game *g, int p);
int alt_passive_is_gigantic(const alt_game *g, int p, uint8_t id);
int alt_passive_is_defender(const alt_game *g, int p, uint8_t id);
int alt_passive_blocked(const alt_game *g, int p, alt_expedition e);
/* Bit e: Expedition e of both players can't move forward, by a passive of
 * a card in an Expedition (alt_passive_blocked adds the Day's own blocks). */
unsigned alt_passive_blocked_by_cards(const alt_game *g);
/* Cost after the player's modifiers (CR 5.1.2.e: increases, then decreases). */
/* Whether a Spell player p plays has Fleeting (CR 2.4.6.b; 4.0 2.4.7.b): its own, or
 * given by a passive ("Spells you play with Hand Cost N or less"). */
int alt_passive_spell_fleeting(const alt_game *g, int p, const alt_card_info *c);
/* The cost of card c player p plays from zone `from`, base its Hand (or
 * Reserve, or Scout) cost: free, or increases, then decreases (the
 * modifiers', then `less` more), then restrictions on the final cost (CR
 * 5.1.2.e, 6.2.h); never below 0. */
int alt_passive_cost(const alt_game *g, int p, const alt_card_info *c, alt_zone from, int base, int less);
/* Why player p may not play this card at all (this engine does not
 * implement it; its own "can't be played" or "not with fewer than N Mana
 * Orbs", CR 1.4.1), whatever it costs; NULL when nothing forbids it. */
const char *alt_passive_play_refused(const alt_game *g, int p, uint16_t card);
/* The ways a card's cost is paid: its Hand or Reserve Cost, Scout X
 * instead (CR 7.4.5.c), or its own cheaper cost, discarding a card from
 * Reserve. */
enum { ALT_COST_NORMAL = 0, ALT_COST_SCOUT = 1, ALT_COST_CHEAPER = 2 };
/* The mana card costs player p to play from zone `from`, paid as `cost`
 * (the player's modifiers and the opponent's passives applied), or -1
 * when it cannot be paid that way. */
int alt_passive_play_cost(const alt_game *g, int p, uint16_t card, alt_zone from, int cost);
/* The card's "you may discard a card from your Reserve to pay N less"
 * ability, or -1. */
int alt_passive_cheaper_ability(const alt_game *g, uint16_t card);
/* Whether player p has a Character in an Expedition: one to sacrifice. */
int alt_passive_controls_character(const alt_game *g, int p);

#endif
