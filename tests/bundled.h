/*
 * bundled.h: test helpers that play the bundled card database: a game with
 * a chosen card at object 0 of player 0, driven to player 0's first turn,
 * with objects staged into zones and ability choices answered.
 */
#ifndef TESTS_BUNDLED_H
#define TESTS_BUNDLED_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "altered.h"
#include "support.h"   /* ts_act, ts_apply, ts_in_list: answers are built and applied one way */

#define TB_FILLER "ALT_CORE_B_OR_05_C"     /* Ordis Trooper, 1/1/1, no ability */
#define TB_OPPONENT "ALT_CORE_B_LY_08_C"   /* Lyra Skald, no ability */
#define TB_LANDMARK "ALT_CORE_B_AX_25_C"   /* a Landmark Permanent to stage */

/* A game from a JSON position over the bundled database (docs/position.md);
 * fails the test when the position is refused. */
alt_game *tb_position(const char *json);
/* The bundled database btg-4 (Beyond the Gates as first printed, the cards
 * these tests were written for), loaded once per test program. */
const alt_cards *tb_db(void);
uint16_t tb_card(const char *ref);
/* The bundled database all-1: every set, each card's dated versions. */
const alt_cards *tb_db_all(void);
/* Player 0: ref (object 0), 3 Landmarks, 40 fillers; player 1: 40 cards
 * without abilities. Limited, no Heroes, seed 7. */
alt_game *tb_game(const char *ref);
/* The same, with 3 copies of opp_ref (object 0 to 2) in player 1's deck. */
alt_game *tb_game_vs(const char *ref, const char *opp_ref);
/* The same, with 3 copies of extra (objects 1 to 3) in player 0's deck. */
alt_game *tb_game_extra(const char *ref, const char *extra);
/* The same, player 0 led by a Hero (Limited allows one, CR 1.1.5.b). */
alt_game *tb_game_hero(const char *hero, const char *ref);
/* tb_game's deal over all-1, dated `date` (YYYY-MM-DD): every card plays
 * as its version in force that day. hero (player 0's), opp_ref (3 copies,
 * player 1's objects 0 to 2) and extra (3 copies, player 0's objects 1 to
 * 3) may be NULL. */
alt_game *tb_game_on(const char *date, const char *hero, const char *ref, const char *opp_ref, const char *extra);
/* Answers Reaction orders with the first, a choice of cards or targets
 * with the first card listed (not "none"), "you may" with yes, and any
 * other choice with its first option, until neither waits. */
void tb_answer_choices(alt_game *g);
/* Whether the pending choice is a "you may" (the resolution's step
 * may_asked, docs/position.md). */
int tb_may_asked(const alt_game *g);
/* Opening picks, then player 0's first Afternoon turn. */
void tb_to_player0_turn(alt_game *g);
/* Moves an object of player 0 to a zone with these statuses. */
void tb_put(alt_game *g, uint8_t id, alt_zone_id z, uint8_t status);
/* The top-most card of player 0's Deck with this reference. */
uint8_t tb_deck_card(const alt_game *g, const char *ref);
/* The top-most card of player 0's Deck with this reference, moved to z. */
uint8_t tb_stage(alt_game *g, const char *ref, alt_zone_id z);
/* Whether the answer is among those alt_game_list gives now. */
int tb_listed(alt_game *g, alt_action a);
/* Seven more ready Mana Orbs for player 0. */
void tb_plenty_of_mana(alt_game *g);
/* Plays on until the game waits on a decision of this kind in this phase:
 * turns passed, Expand skipped, any other decision answered with its first
 * listed answer. Fails after 5,000 steps or at the game's end. */
void tb_run_until(alt_game *g, alt_phase phase, alt_decision_kind kind);
/* Both pass; Night, Morning and Noon go by to the next Afternoon. */
void tb_to_next_afternoon(alt_game *g);

/* ---- recorded chance (docs/log-format.md, "Chance") */
/* The setup of tb_game_vs(Ouroboros Trickster, the same), whose plays roll
 * a die, under chance mode `mode` and seed `seed`, hashed over the
 * ruleset's newest encoding. */
alt_setup tb_chance_setup(alt_chance_mode mode, uint64_t seed);
/* alt_game_new of s over the bundled database; fails the test when refused. */
alt_game *tb_new_game(const alt_setup *s);
/* Chance's answer: outcome v (player 2). */
alt_action tb_chance(uint16_t v);
/* The outcomes the seeded game of tb_chance_setup(seeded, seed) drew at
 * setup, as chance answers them: a recorded game given them deals the
 * same game. Returns how many. */
size_t tb_setup_outcomes(uint64_t seed, uint8_t out[ALT_POS_CHANCE]);

#endif
