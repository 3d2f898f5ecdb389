/*
 * trigger.h: triggers (docs/architecture.md): from an event to
 * the abilities listening for it, each put in Limbo as a Reaction (CR 4.4,
 * with the daily caps of CR 1.4.6.c). Nothing resolves here.
 */
#ifndef ALT_TRIGGER_H
#define ALT_TRIGGER_H

#include "condition.h"

/* Puts one ability of a source in Limbo, if it activates. */
void alt_trigger_push(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve);
/* Another card's ability (card, ability index) put in Limbo as the
 * source's own, if it activates: "I activate its {r} abilities as if
 * they were mine" (Unique part 705; alt_state_source_card). */
void alt_trigger_push_as_own(alt_game *g, int p, uint8_t source, uint16_t card, uint8_t ability);
/* The same with "it", the object the event is about. */
void alt_trigger_push_about(alt_game *g, int p, uint8_t src, int ability, uint8_t it);
/* The source's Reactions with this trigger (CR 1.4.6.c caps). Inline:
 * events ask it of every object they touch, and most have no ability with
 * that trigger, which one bit tells; _found does the rest. */
void alt_trigger_source_found(alt_game *g, int p, uint8_t source, alt_trigger t, int from_reserve);
static inline void alt_trigger_source(alt_game *g, int p, uint8_t source, alt_trigger t, int from_reserve)
{
    uint16_t card = alt_state_obj_c(g, p, source)->card;
    if (card != ALT_CARD_NONE && alt_cards_has_trigger(g->db, card, t))
        alt_trigger_source_found(g, p, source, t, from_reserve);
}
/* An event about one object: the Reactions of player p's Hero and of every card they have in play. */
void alt_trigger_about(alt_game *g, int p, alt_trigger t, uint8_t it);
/* An event's Reactions, from player p's Hero and every card they have in play. */
void alt_trigger_in_play(alt_game *g, int p, alt_trigger t);
/* Player p's die is rolled and its result final, in g->res.roll: the
 * "when you roll" Reactions that read it, and the top card of p's Deck
 * revealed for those that reveal one (ALT_TRIG_ROLLED, ALT_TRIG_ROLL_REVEAL). */
void alt_trigger_rolled(alt_game *g, int p);
/* "When you play a Character": id was just played by player p, its Base
 * Cost as it was played base_cost (CR 4.0 2.2.9.b). */
void alt_trigger_card_played(alt_game *g, int p, uint8_t id, int base_cost);
/* "When you create a token", "when one of your Expeditions moves forward due to {V}". */
void alt_trigger_token_created(alt_game *g, int p, uint8_t id);
/* Player p created one or more tokens of theirs in one step. */
void alt_trigger_tokens_made(alt_game *g, int p);
void alt_trigger_forest_move(alt_game *g, int p);
/* "When a Character joins your Expeditions": id just joined player p's. */
void alt_trigger_ally_joined(alt_game *g, int p, uint8_t id);
/* Whispers from the Maze: player p played card id from Reserve ("when an
 * opponent plays a card from Reserve", "when you play another card from
 * Reserve"). */
void alt_trigger_played_from_reserve(alt_game *g, int p, uint8_t id);
/* Player p drew one or more cards: their opponent's Reactions. */
void alt_trigger_drew(alt_game *g, int p);
/* Player p received tokens another player's step made in p's zones
 * (Seeds of Unity's Gift): once per step. */
void alt_trigger_tokens_received(alt_game *g, int p);
/* Player p did Resupply: "draws or does Resupply", "When you Resupply". */
void alt_trigger_resupplied(alt_game *g, int p);
/* A Character of player p gained boosts, having `had` before. */
void alt_trigger_boosted(alt_game *g, int p, uint8_t id, int had);
/* A card of player p went from their Hand to `to` (Discard or Reserve), or
 * from their Reserve to their Discard pile. Out of line and cold: kept
 * out of alt_event_move's path, which nearly every game takes without it. */
void alt_trigger_hand_card_moved(alt_game *g, int p, alt_zone from, alt_zone to) __attribute__((noinline, cold));
/* A Character played from Reserve: the "{R} I gain N boosts" its controller's cards give it (Haven). */
void alt_trigger_reserve_granted(alt_game *g, int p, uint8_t id);
/* The Reactions of player p's Hero and objects in play to a Spell they played (CR 5.1.2.j). */
void alt_trigger_spell_played(alt_game *g, int p, const alt_card_info *spell, int base_cost);
/* CR 4.2.4.i: object id of player p, in an Expedition that failed to move
 * forward at Dusk, reacts to it; `both`: its player's other Expedition
 * failed too (Skybound Odyssey's Bluecap rare hears which). */
void alt_trigger_failed(alt_game *g, int p, uint8_t id, int both);
/* Object id of player p (card) left the Expeditions of bits (1 << e):
 * its Reactions remember them (level 3; CR 2.1.h). */
void alt_trigger_note_left(alt_game *g, int p, uint8_t id, uint16_t card, uint8_t bits);
/* "I begin the game with N counters": the Heroes' START abilities, at setup. */
void alt_trigger_game_start(alt_game *g);

/* Trial by Frost's events. */
/* alt_trigger_about for an object whose card is given (a token sacrificed
 * has ceased to exist): each ability's filter on "it" reads that card. */
void alt_trigger_about_card(alt_game *g, int p, alt_trigger t, uint8_t it, uint16_t card);
/* Character id of player p joins its Expedition zone k (ALT_EXP_*) by
 * switching (entered: 0) or joins the Expedition zone (entered: 1): "When
 * another Character joins my Expedition" of the cards in the Expeditions
 * it joins (CR 7.5.8.c, 3.0 7.4.4.i), and "When a Character joins one of your
 * Expeditions". */
void alt_trigger_joined_expedition(alt_game *g, int p, uint8_t id, int entered);
/* The Expeditions each object of player p's Expedition zone is in now, as
 * bits by object id (into before[ALT_OBJ_MAX]); 0 when no card of the game
 * listens for a join. */
int alt_trigger_note_expeditions(const alt_game *g, int p, uint8_t *before);
/* Character id of player p has switched Expeditions: as
 * alt_trigger_joined_expedition, "my Expedition" read as the sources'
 * Expeditions were before the switch (before, from
 * alt_trigger_note_expeditions; CR 4.0 7.4.4.j, its example). */
void alt_trigger_switched_expedition(alt_game *g, int p, uint8_t id, const uint8_t *before);
/* Player p's Expedition e moved forward (due to {V}: forest; due to
 * Ascend: ascend): "When my Expedition moves forward (due to {V}, due to
 * Ascend)" of the cards in it, a Gigantic one's too. */
void alt_trigger_expedition_forward(alt_game *g, int p, alt_expedition e, int forest, int ascend);
/* "When one or more of your Ascended Expeditions moves forward" (CR 4.0
 * 2.4.3): player p's Expeditions `moved` (bits 1 << e) moved forward in one
 * event; those Ascended activate the Reaction once, remembering them as
 * where its source is, what "it" and "facing it" read (a Hero is in none). */
void alt_trigger_ascended_forward(alt_game *g, int p, unsigned moved);
/* A card joined a Discard pile (any player's, from any zone): the
 * Reactions "When a card joins the discard pile" of every card in play. */
void alt_trigger_discard_joined(alt_game *g);

#endif
