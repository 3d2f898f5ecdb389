/*
 * condition.h: conditions, counts and targets (see
 * docs/architecture.md): whether an ability's "if ..." holds, and every
 * legal pick of the resolving effect. Reading only.
 */
#ifndef ALT_CONDITION_H
#define ALT_CONDITION_H

#include "passive.h"

/* Whether "it" passes the trigger's filter (non-token, Robot, Bureaucrat, a 0 statistic). */
int alt_cond_it_matches(const alt_ability *a, const alt_card_info *it);
/* Reactions to an event that moves the card itself read their condition
 * on the card as the event found it (last known information): checked
 * when the event happens (alt_cond_card_holds), not when they resolve. */
int alt_cond_reads_at_event(const alt_ability *a);
int alt_cond_card_holds(const alt_ability *a, const alt_object *o);
/* Whether the ability's condition belongs to its trigger (CR 6.3.b): from
 * revision 2 of each ruleset it is checked as the trigger's event happens,
 * and a Reaction whose condition is false then never enters Limbo. */
int alt_cond_in_trigger(const alt_ability *a);
/* Whether the Reaction's condition is on the die its trigger heard (its
 * result, or the Hand Cost of the card revealed against it: "When you roll
 * ... — If the result is 6+"): read as the die is rolled, under every
 * ruleset, since the result cannot change (CR 6.3.b; docs/rules-choices.md). */
int alt_cond_on_the_die(const alt_ability *a);
/* Counts over the Characters player p controls, except one object. */
/* What alt_cond_count_chars counts besides -1 (every Character) and -2 (Bureaucrats). */
typedef enum char_count { COUNT_PLANTS, COUNT_BOOSTED, COUNT_ZERO_STATS, COUNT_TOKENS,
                          COUNT_ILLUSIONS, COUNT_SOLDIERS /* Skybound Odyssey */,
                          COUNT_ANIMALS /* Unique parts */ } char_count;
int alt_cond_count_chars(const alt_game *g, int p, int what, uint8_t except);
/* Object id's keyword statics (a Unique's "If ...: I am Eternal",
 * ALT_FX_KEYWORD) whose condition holds now: 1 when one gives keyword kw
 * (ALT_KW_ETERNAL, ALT_KW_DEFENDER), or for ALT_KW_TOUGH the X they add up
 * to; what the card prints is read apart. */
int alt_cond_keyword_of(const alt_game *g, int p, uint8_t id, uint32_t kw);
/* The same, answered here when no card of the game has a keyword static:
 * it is asked of every Character at every Dusk and cost. */
static inline int alt_cond_keyword(const alt_game *g, int p, uint8_t id, uint32_t kw)
{
    return alt_state_may_have_static(g, ALT_FX_KEYWORD) ? alt_cond_keyword_of(g, p, id, kw) : 0;
}
/* What a card's own "reduce my cost by N" statics (ALT_FX_COST_LESS) take
 * off its cost as player p plays it: those whose condition holds now. */
int alt_cond_cost_less_of(const alt_game *g, int p, uint16_t card);
static inline int alt_cond_cost_less(const alt_game *g, int p, uint16_t card)
{
    return alt_state_may_have_static(g, ALT_FX_COST_LESS) ? alt_cond_cost_less_of(g, p, card) : 0;
}
/* Whether the ability's condition holds for the Reaction, now. */
int alt_cond_holds(const alt_game *g, const alt_reaction *r, const alt_ability *a);
/* What object id of player p costs less as its own passives say (cost_less
 * while its condition holds; Trial by Frost's self_cost_less and the like),
 * played into Expedition e (-1: it joins none): a decrease (CR 5.1.2.e). */
int alt_cond_self_less(const alt_game *g, int p, uint8_t id, int e);
/* The player the resolving effect's pick is asked of. */
int alt_cond_picker(const alt_game *g);
/* Effects that ask their controller to pick something. */
int alt_cond_is_pick(alt_effect e);
/* CR 7.4.7.c: what targeting an opponent's object with Tough costs. */
int alt_cond_tough_cost(const alt_game *g, int controller, int owner, uint8_t id);
/* Every legal pick of the resolving ability, "none" first when allowed
 * (picks.c), by its row's ALT_PICKS, at the resolution's step;
 * writes up to cap of them to out (NULL with 0 to count) and returns how many there are. */
size_t alt_cond_list_targets(const alt_game *g, alt_action *out, size_t cap);
/* Whether player `owner`'s object id in play is a target of the kind
 * ability a names for Reaction r, within its cost bounds (target_kind.c). */
int alt_cond_target_matches(const alt_game *g, const alt_reaction *r, const alt_ability *a, int owner, uint8_t id);
/* A position's resolution waiting on such a pick, checked: NULL when the
 * engine can reach it, else why not. */
const char *alt_cond_check_stepped(const alt_game *g);
/* CR 6.5.g: how many modes follow the "choose N" step at index chooser of
 * the card, and the index of the k-th (from 1) in *at (when not NULL). */
int alt_cond_modes_after(const alt_game *g, uint16_t card, int chooser, int k, int *at);
/* How many modes a "choose N" step chooses now (N, or N + 1 when "you may
 * choose both" holds, 3 at most), and from which the choice is optional. */
int alt_cond_modes_choosable(const alt_game *g, const alt_ability *a, int *optional_from);

#endif
