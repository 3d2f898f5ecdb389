/*
 * event.h: events (docs/architecture.md): a state primitive
 * and the Reactions it activates, in one call.
 */
#ifndef ALT_EVENT_H
#define ALT_EVENT_H

#include "trigger.h"

/* Moves an object between zones: alt_state_place's data, and the Reactions
 * to leaving and joining; a move out of the Expedition zone first meets the
 * card's replacing modifier, if it has one (CR 6.2.b). Returns 0 if the
 * object ceased to exist. */
int alt_event_move(alt_game *g, int p, uint8_t id, alt_zone to);
/* 1 when moving object id of player p to zone `to` meets an optional
 * replacing modifier (CR 6.2.d, "you may ... instead") whose controller has
 * not yet said whether it applies: the step stops before it moves anything
 * and asks (ALT_OF_INSTEAD_ASKED), and the move reads the answer. *index
 * (when not NULL): the modifier's index among the card's abilities. */
int alt_event_instead_unanswered(const alt_game *g, int p, uint8_t id, alt_zone to, int *index);
/* CR 6.2.d: before a step moves object id of owner to zone `to`, an
 * optional "instead" its controller has not answered is asked (the flag
 * and the decision set; the step resumes at `back`): 1 when it was, and
 * the step must stop before anything moves. */
int alt_event_instead_ask(alt_game *g, int owner, uint8_t id, alt_zone to, alt_res_step back);
/* Draws n cards, shuffling the Discard pile in when the Deck runs out. */
void alt_event_draw(alt_game *g, int p, int n);
/* Creates a token of card in Expedition e; returns its id or ALT_NO_OBJECT. */
uint8_t alt_event_create_token(alt_game *g, int p, uint16_t card, alt_expedition e);
/* One step's n tokens of card, token i in Expedition where[i] (at most
 * ALT_HELD_MAX + 4): from level 3 created together (CR 6.1.e-f), none of
 * them reacting to another's entering; before, one after the other.
 * Returns the last one created, or ALT_NO_OBJECT. */
uint8_t alt_event_create_tokens(alt_game *g, int p, uint16_t card, const uint8_t *where, int n);
/* Skybound Odyssey: a token Permanent of card created in player p's
 * Landmark zone ("create an [Aerolith] token in your Landmarks"); creator
 * is the player whose effect creates it, whose "when you create a token"
 * Reactions follow when p is that player. Its id, or ALT_NO_OBJECT. */
uint8_t alt_event_create_landmark_token(alt_game *g, int p, int creator, uint16_t card);
/* Before an effect moves player p's Expedition e forward n regions: the
 * next "If my Expedition would move forward, you may ... instead" of its
 * cards (WOULDFORWARD written any) still to answer is asked of its
 * controller (CR 6.2.d), the step resuming at `back`: 1 when asked (the
 * step stops, nothing done). The move then reads the answers: one
 * applied, the Expedition doesn't move and the modifier's steps resolve
 * right after the step. */
int alt_event_forward_instead_ask(alt_game *g, int p, alt_expedition e, int n, alt_res_step back);
/* An Expedition moves forward one region (CR 7.3.17), whatever the cause. */
void alt_event_move_forward(alt_game *g, int p, alt_expedition e);
/* The same, once the caller knows nothing stops it (Progress, which
 * checked every Expedition before moving any). */
void alt_event_advance(alt_game *g, int p, alt_expedition e);
/* N regions forward (CR 4.0 7.3.22.b-d) or backward (4.0 7.3.21.b-d). */
void alt_event_move_forward_n(alt_game *g, int p, alt_expedition e, int n);
void alt_event_move_backward_n(alt_game *g, int p, alt_expedition e, int n);
/* Expedition e of player p Ascends (CR 4.0 7.3.3): 1 when it gains
 * Ascended, 0 when it has it already and so only attempts to (7.5.3). */
int alt_event_ascend(alt_game *g, int p, alt_expedition e);
/* A new Terrain Marker (where: a region, or ALT_MARKER_HELD + p), the
 * newest; marker i moved to `where`, a new object, the newest; once
 * tiebreakers start, those on regions go with them (CR 4.0 4.3.a). */
void alt_event_place_marker(alt_game *g, uint8_t where, uint8_t terrains);
void alt_event_move_marker(alt_game *g, int i, uint8_t where);
void alt_event_remove_placed_markers(alt_game *g);
/* Object id of player p defects (CR 4.0 7.3.6): it moves to the Expedition
 * facing it, whose player controls it from then on; its owner's object
 * is then in no zone of its owner's, and comes back when it leaves play.
 * Returns the id it has there, or ALT_NO_OBJECT when no token id is free. */
uint8_t alt_event_defect(alt_game *g, int p, uint8_t id);
/* Skybound Odyssey's Brainwash: the opponent's card id leaves their zone
 * for Limbo (their Reactions to its leaving) and is player p's to play
 * there (CR 4.0 7.5.5: it goes to its owner's zones when it leaves play).
 * Returns player p's id of it, or ALT_NO_OBJECT. */
uint8_t alt_event_take_to_limbo(alt_game *g, int p, uint8_t id);
/* Unique parts: player p's object id, in play, goes to the opponent's zone
 * z (ALT_Z_LANDMARK or an Expedition) under their control (CR 4.0 7.5.5.a);
 * returns its id there, or ALT_NO_OBJECT (the engine's capacity). */
uint8_t alt_event_take_control(alt_game *g, int p, uint8_t id, alt_zone z);
/* "You win the game": the game ends at once, whatever waits. */
void alt_event_card_win(alt_game *g, int p);
/* The Deck's top card to a zone (Resupply, "top card to Mana", exhausted there). */
void alt_event_top_card_to(alt_game *g, int p, alt_zone to);
void alt_event_switch_expedition(alt_game *g, int owner, uint8_t id);
void alt_event_gain_boosts(alt_game *g, int owner, uint8_t id, int n);
/* Player p's object id, in play, gains Fleeting as an event (CR 7.3.13;
 * status_gain.c's for Fleeting): "I gain 1 boost instead" (Trial by
 * Frost), once only unless "I gain Fleeting again", and the Reactions to
 * it. Returns 1 when it gained it. */
int alt_event_gain_fleeting(alt_game *g, int p, uint8_t id);
/* A card in owner's Reserve gains n boosts (up to 255): silent to its own
 * abilities (CR 2.2.12.g) and to "a Character you control" (no one controls
 * it), heard by "when a Character in your Reserve gains 1 or more boosts"
 * of owner's cards in play when it is a Character. */
void alt_event_reserve_gain_boosts(alt_game *g, int owner, uint8_t id, int n);
void alt_event_sacrifice(alt_game *g, int owner, uint8_t id);

#endif
