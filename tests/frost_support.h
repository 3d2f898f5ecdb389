/*
 * frost_support.h: helpers for the tests of Trial by Frost's mechanics and
 * designs (tests/test_rules_frost.c, tests/test_frost_designs.c): a
 * situation staged as a JSON position (docs/position.md), the cards in it
 * found by reference, and a line of answers to what the cards ask, so
 * that a test reads as the situation, the play and what must follow.
 */
#ifndef TESTS_FROST_SUPPORT_H
#define TESTS_FROST_SUPPORT_H

#include "support.h"

/* A game from a JSON position over db (printf-style format). */
alt_game *fs_stage(const alt_cards *db, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The first object of player p's zone z whose card is ref (ALT_NO_OBJECT
 * when none); how many there are (ref NULL: any card). */
uint8_t fs_find(const alt_game *g, int p, alt_zone_id z, const char *ref);
int fs_count(const alt_game *g, int p, alt_zone_id z, const char *ref);
/* The statuses and boosts of the first object of that card in that zone
 * (fails the test when there is none). */
uint8_t fs_status(const alt_game *g, int p, alt_zone_id z, const char *ref);
int fs_boosts(const alt_game *g, int p, alt_zone_id z, const char *ref);
int fs_counters(const alt_game *g, int p, alt_zone_id z, const char *ref);

/* Player p plays the card ref from zone `from` (Hand or Reserve) into
 * Expedition e (ignored for a card that joins none), paying its normal
 * cost: the answer must be listed. */
void fs_play(alt_game *g, int p, const char *ref, alt_zone_id from, int e);
/* Whether that play is among the legal answers. */
int fs_can_play(const alt_game *g, int p, const char *ref, alt_zone_id from, int e);
/* Player p plays the first quick action of the card ref in zone z
 * (Reserve: its support ability). */
void fs_quick(alt_game *g, int p, const char *ref, alt_zone_id z);

/* Answers what waits, one word at a time (a Reaction order waiting is
 * answered with the first Reaction without a word):
 *   yes, no         a "you may", or a yes-or-no question (choice 1, 0)
 *   none            no object, choice 0 ("none", "no more")
 *   c:N             no object, choice N (a mode, a status)
 *   obj:P:REF       the answer naming player P's object whose card is REF
 *   exp:P:hero      the answer naming player P's Hero (or companion)
 *                   Expedition with no object
 *   first           the first answer listed
 *   at:K            the K-th answer listed (from 1)
 * Fails the test when a word fits no answer listed; when the words are
 * spent, a choice still waiting fails it too (the test says every one). */
void fs_answer(alt_game *g, const char *words);
/* The same, leaving what still waits once the words are spent. */
void fs_pick(alt_game *g, const char *words);
/* Whether an answer that fits the word is listed now. */
int fs_offered(const alt_game *g, const char *word);
/* Both players pass until a decision of that kind waits in that phase
 * (any other decision answered with its first answer). */
void fs_run_to(alt_game *g, alt_phase phase, alt_decision_kind kind);

#endif
