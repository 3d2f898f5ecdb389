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
/* Draws n cards, shuffling the Discard pile in when the Deck runs out. */
void alt_event_draw(alt_game *g, int p, int n);
/* Creates a token of card in Expedition e; returns its id or ALT_NO_OBJECT. */
uint8_t alt_event_create_token(alt_game *g, int p, uint16_t card, alt_expedition e);
/* An Expedition moves forward one region (CR 7.3.17), whatever the cause. */
void alt_event_move_forward(alt_game *g, int p, alt_expedition e);
/* The same, once the caller knows nothing stops it (Progress, which
 * checked every Expedition before moving any). */
void alt_event_advance(alt_game *g, int p, alt_expedition e);
/* "You win the game": the game ends at once, whatever waits. */
void alt_event_card_win(alt_game *g, int p);
/* The Deck's top card to a zone (Resupply, "top card to Mana", exhausted there). */
void alt_event_top_card_to(alt_game *g, int p, alt_zone to);
void alt_event_switch_expedition(alt_game *g, int owner, uint8_t id);
void alt_event_gain_boosts(alt_game *g, int owner, uint8_t id, int n);
void alt_event_sacrifice(alt_game *g, int owner, uint8_t id);

#endif
