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
/* The same for player p's object id in play: the subtypes it gained count
 * (alt_state_object_has_subtype). */
int alt_passive_object_matches(const alt_game *g, int p, uint8_t id, uint8_t filter);
/* The same for a card being played from zone `from`: "a Character played
 * from Reserve" (ALT_FILTER_RESERVE_CHARACTER) asks where it comes from. */
int alt_passive_play_matches(uint8_t filter, const alt_card_info *c, alt_zone from);
/* Whether the {J}, {H} and {R} Reactions of this Character are kept from
 * activating by an opposing card facing it (the Council). */
int alt_passive_silenced(const alt_game *g, int p, uint8_t id);
/* Whether a card in play makes every region {O} only (the Kraken). */
int alt_passive_all_water(const alt_game *g);
/* A player's reserve and landmark limits, the static abilities in play
 * counted ("your Reserve limit is increased by one", "all Reserve limits
 * are reduced by one"): below 0 they may go (CR 4.0 4.2.5.c reads them as 0). */
int alt_passive_reserve_limit(const alt_game *g, int p);
/* Whispers from the Maze (Lyra Contortionist): 1 when object id of player
 * p is a ready card of p's Reserve with "{I} I don't count towards your
 * Reserve limit" (a support passive, CR 4.0 2.2.12.i-j). */
int alt_passive_reserve_uncounted(const alt_game *g, int p, uint8_t id);
/* Whispers from the Maze (Sofia, First Outpost): how many more counters
 * than their maximum ("up to a max. of X") the support abilities of cards
 * in Reserve can give them, by the cards in play of both players: N per
 * "N more", 255 (none is kept) with "beyond their maximum". */
int alt_passive_support_max_more(const alt_game *g);
/* Whispers from the Maze (Health Inspector): 1 when object id of owner
 * can't gain counters now, boosts included (CR 2.5): it is in the Reserve
 * of a player whose opponent has "cards in your opponent's Reserve can't
 * gain counters" in play, or it has a counter or a boost already, in play
 * or in a Reserve, while "cards ... with counters can't gain counters" is
 * in play. A Hero (id ALT_HERO_OBJECT) always can. Every gain asks: the
 * test of whether any card of the game has either is inline. */
int alt_passive_no_counters_now(const alt_game *g, int owner, uint8_t id);
static inline int alt_passive_no_counters(const alt_game *g, int owner, uint8_t id)
{
    return (alt_state_may_have_static(g, ALT_FX_NO_COUNTERS_OPP_RESERVE) ||
            alt_state_may_have_static(g, ALT_FX_NO_COUNTERS_WITH_COUNTERS)) &&
           alt_passive_no_counters_now(g, owner, id);
}
/* Whether owner's object id, gaining boosts in an Expedition, can't:
 * "Characters you control other than me can't gain boosts" of another
 * card of owner's in play (a Unique part). */
int alt_passive_no_boosts_now(const alt_game *g, int owner, uint8_t id);
static inline int alt_passive_no_boosts(const alt_game *g, int owner, uint8_t id)
{
    return alt_state_may_have_static(g, ALT_FX_NO_BOOSTS_OTHERS) && alt_passive_no_boosts_now(g, owner, id);
}
/* The cards of player p's Reserve that count towards its limit (CR 4.0
 * 4.2.5.c), and in *ready (if not NULL) how many of those are ready. */
int alt_passive_reserve_counted(const alt_game *g, int p, int *ready);
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
enum { ALT_COST_NORMAL = 0, ALT_COST_SCOUT = 1, ALT_COST_CHEAPER = 2,
       ALT_COST_HAND = 3 /* from Reserve, its Hand Cost instead (a Unique part's Rush, rush_hand_cost) */ };
/* The mana card costs player p to play from zone `from`, paid as `cost`,
 * `less` less (an effect's "for N less", the card's own cheaper-cost
 * passives: the caller's), the player's modifiers and the opponent's
 * passives applied; -1 when it cannot be paid that way. */
int alt_passive_play_cost(const alt_game *g, int p, uint16_t card, alt_zone from, int cost, int less);
/* The card's "you may discard a card from your Reserve to pay N less"
 * ability, or -1. */
int alt_passive_cheaper_ability(const alt_game *g, uint16_t card);
/* The effect of that cheaper way (ALT_FX_NONE for none): a card discarded
 * from Reserve, (Skybound Odyssey) a Permanent sacrificed (CR 7.3.25), or
 * nothing but another effect (pay_less_instead). */
int alt_passive_cheaper_effect(const alt_game *g, uint16_t card);
/* Whether player p has a Character in an Expedition: one to sacrifice. */
int alt_passive_controls_character(const alt_game *g, int p);

/* Gigantic from Trial by Frost's passives (alt_passive_is_gigantic asks it
 * after the keyword and the tokens'): the only Character in an Expedition
 * with a lone_gigantic Gear (zone_lone: -1 to look, else whether its zone
 * has one and it is alone there), or its own gigantic_orbs with that many
 * Mana Orbs. */
int alt_passive_card_gigantic(const alt_game *g, int p, uint8_t id);
/* Whether object id of player p is Gigantic by a keyword(gigantic) static
 * of its card whose condition, on the card itself, holds now ("If I'm
 * Fleeting, I am Gigantic"); alt_passive_card_gigantic asks it. */
int alt_passive_keyword_gigantic(const alt_game *g, int p, uint8_t id);
/* Whether Expedition zone k (ALT_EXP_*) of player p holds a lone_gigantic
 * Gear and exactly one Character: the one Dusk counts as Gigantic. */
int alt_passive_zone_lone_gigantic(const alt_game *g, int p, int k);
/* The zone of the Reaction's source while it is still that card (ALT_Z_NONE otherwise, and for a Hero). */
alt_zone alt_passive_source_zone(const alt_game *g, const alt_reaction *r);
/* The source's Expedition (ALT_EXP_*), or -1. */
int alt_passive_source_expedition(const alt_game *g, const alt_reaction *r);
/* CR 7.4.4.b: whether object id of player p is present in Expedition e:
 * in that zone, or, being Gigantic, in either (from revision 2; revision 1
 * read presence from the zone alone outside Dusk). */
int alt_passive_present_in(const alt_game *g, int p, uint8_t id, alt_expedition e);
/* The Expeditions the Reaction's source is in, as bits (1 << ALT_EXP_*):
 * both for a Gigantic source (CR 7.4.4.f, from revision 2); 0 for none. */
int alt_passive_source_expeditions(const alt_game *g, const alt_reaction *r);

#endif
