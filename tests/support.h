/*
 * support.h: shared helpers for the rules tests.
 *
 * Three kinds of help:
 *  - a synthetic card database (TEST_* cards, every one supported) and decks
 *    built from it, so a test names exactly the cards it needs;
 *  - driving a game through the public API (alt_game_apply) with simple,
 *    deterministic answers: first card in Hand for the opening Mana, skip
 *    Expand, pass every turn, keep the first listed object at Clean-up;
 *  - staging through positions (docs/position.md): a situation written as
 *    JSON, or a game's position changed and loaded back, so a test builds
 *    the situation a rule is about and then lets the public path play it
 *    out, without writing the engine's internals.
 *
 * Every helper asserts with cmocka, so a helper that cannot do what it is
 * asked fails the test that called it.
 */
#ifndef TESTS_SUPPORT_H
#define TESTS_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "altered.h"

/* The zone ts_zone gives for an object that is nowhere (a token gone). */
enum { TS_NO_ZONE = 0 };

/* ------------------------------------------------------ card database */

/* The synthetic database's text (docs/card-database.md format). Cards, all
 * Axiom commons with abilities "-" (supported):
 *   TEST_HERO            Hero, reserve limit 3, landmark limit 1
 *   TEST_VANILLA_1       Character, cost 1/1, 1/1/1
 *   TEST_VANILLA_2       Character, cost 2/3, 2/2/2
 *   TEST_VANILLA_5       Character, cost 4/4, 5/5/5
 *   TEST_FOREST_3        Character, cost 2/2, 3/0/0
 *   TEST_MOUNTAIN_3      Character, cost 2/2, 0/3/0
 *   TEST_WATER_3         Character, cost 2/2, 0/0/3
 *   TEST_ZERO            Character, cost 0/0, 0/0/0
 *   TEST_DEFENDER        Character, cost 2/2, 1/1/1, Defender
 *   TEST_ETERNAL         Character, cost 2/2, 1/1/1, Eternal
 *   TEST_GIGANTIC        Character, cost 3/3, 2/2/2, Gigantic
 *   TEST_GIANT_WALL      Character, cost 3/3, 1/1/1, Gigantic, Defender
 *   TEST_SEASONED        Character, cost 2/2, 1/1/1, Seasoned
 *   TEST_SCOUT           Character, cost 3/2, 2/2/2, Scout 1
 *   TEST_SCOUT_LANDMARK  Landmark Permanent, cost 3/3, Scout 1
 *   TEST_SPELL           Spell, cost 1/1
 *   TEST_SPELL_COOLDOWN  Spell, cost 1/2, Cooldown
 *   TEST_SPELL_FLEETING  Spell, cost 1/1, Fleeting
 *   TEST_LANDMARK        Landmark Permanent, cost 1/1
 *   TEST_GEAR            Expedition Permanent (Gear), cost 1/1
 *   TEST_TOKEN           Character token, 1/1/1 (never in a deck)
 */
extern const char ts_cards_text[];

/* The parsed database, shared by the whole test program (freed at exit). */
const alt_cards *ts_db(void);
/* The index of a TEST_* reference; fails the test when it is unknown. */
uint16_t ts_card(const char *ref);
/* The reference of the card behind an object. */
const char *ts_ref_of(const alt_game *g, int p, uint8_t id);

/* ---------------------------------------------------------------- decks */

/* A deck list of corpora/decks/ (by file name), parsed with db; fails the
 * test when it does not read. */
alt_deck ts_corpus_deck(const alt_cards *db, const char *name);
/* An empty deck, with a Hero (a reference) or without (NULL). */
alt_deck ts_deck_empty(const char *hero_ref);
/* Appends copies of a card. */
void ts_deck_add(alt_deck *d, const char *ref, int copies);
/* "Kitchen sink" Limited deck: three of every TEST_* card that a deck may
 * hold, and three more TEST_VANILLA_1 (TS_KITCHEN_CARDS, 60 cards), so that
 * a test can stage any card from the Deck. */
enum { TS_KITCHEN_CARDS = 60 };
alt_deck ts_deck_kitchen(const char *hero_ref);
/* A deck of count copies of one card. */
alt_deck ts_deck_of(const char *ref, int count, const char *hero_ref);

/* ----------------------------------------------------------------- games */

/* The rules a test plays under unless it names a ruleset of its own: the
 * default (seeds-3, the Complete Rules 4.0), or, when ctest runs the
 * program again for the earlier edition (its name ends in _cr3; the
 * environment's ALT_TEST_EDITION=3), seeds-2. A test of a rule both
 * editions state runs under each so; one of a change between them names
 * its ruleset. _cr: the Complete Rules' own family of the same edition
 * (cr4-1, or cr3-2). */
alt_ruleset ts_ruleset(void);
alt_ruleset ts_ruleset_cr(void);
/* 3 or 4: the edition ts_ruleset follows. */
int ts_edition(void);
/* A paragraph the editions number differently: cr3 under the 3.0 edition,
 * cr4 under 4.0 (the rule a refusal cites follows its game's ruleset). */
const char *ts_cr(const char *cr3, const char *cr4);

/* A Limited game from a seed, a ruleset and two decks; fails the test when
 * alt_game_new refuses it. */
alt_game *ts_game_new(uint64_t seed, alt_ruleset r, const alt_deck *d0, const alt_deck *d1);
/* The usual fixture: two kitchen decks without Heroes, ts_ruleset(). */
alt_game *ts_game_kitchen(uint64_t seed);

/* An action with the given fields (unused ones zero; object 255 = none). */
alt_action ts_act(alt_action_kind kind, int player, uint8_t object, int expedition, int choice);
/* Applies an answer and asserts it was accepted (prints the reason if not),
 * then runs the invariant checker. */
void ts_apply(alt_game *g, alt_action a);
/* Applies an answer and asserts it was refused with code; returns the
 * reason, and checks that the state is byte-for-byte unchanged. */
const char *ts_reject(alt_game *g, alt_action a, alt_err code);
/* Passes the pending Afternoon turn. */
void ts_pass(alt_game *g);
/* Plays a card of the deciding player (choice 1: pay Scout X). */
void ts_play(alt_game *g, uint8_t id, alt_expedition e, int choice);

/* One deterministic answer to the pending decision: the first card in Hand
 * for the opening Mana, skip Expand, pass a turn, keep the first listed
 * object at Clean-up. */
void ts_answer_simple(alt_game *g);
/* Answers simply until the pending decision is of kind k (returns 1) or the
 * game is over (returns 0); kind ALT_DEC_NONE runs to the end. */
int ts_run_until(alt_game *g, alt_decision_kind k);
/* From Setup: both players' opening picks; stops at Day 1's first turn. */
void ts_opening(alt_game *g);
/* From any Afternoon decision: both pass, Dusk and Night run, Clean-up is
 * answered simply; stops at the next Morning's Expand or at game over.
 * Returns 1 when a new Day has begun. */
int ts_end_day(alt_game *g);
/* A kitchen game at its first Afternoon turn (Day 1), ready to stage. */
alt_game *ts_game_at_afternoon(uint64_t seed, alt_ruleset r);

/* ---------------------------------------------------------------- staging */

/* Every staging helper works on positions (docs/position.md): it takes the
 * game's position, changes it, and has the engine check and load it
 * (alt_game_from_position), never writing the engine's state itself. */

/* A game from a JSON position over the test card database (fields left
 * out take docs/position.md's defaults, the ruleset ts_ruleset()'s); fails
 * the test when refused. */
alt_game *ts_position(const char *json);
/* A test's own card database, in the encoding of docs/card-database.md:
 * parsed once per text (which must outlive the test), freed at exit; fails
 * the test when it does not parse. */
const alt_cards *ts_db_text(const char *text);
/* A game from a JSON position over db, checked; fails the test when refused. */
alt_game *ts_position_in(const alt_cards *db, const char *json);
/* The same from a file of tests/positions/ (JSON or binary). */
alt_game *ts_position_file(const char *name);
/* The game's position, to change and hand to ts_restage (which frees it). */
alt_position *ts_position_of(const alt_game *g);
/* g becomes the position pos (checked by the engine); frees pos. */
void ts_restage(alt_game *g, alt_position *pos);

/* Moves a copy of the card from player p's Deck (else Hand) into zone to,
 * with the statuses and boosts; returns its id. Fails the test if p has no
 * such copy left in Deck or Hand. A staged card arrives as a position
 * says: no Reaction triggers. */
uint8_t ts_stage(alt_game *g, int p, const char *ref, alt_zone_id to, uint8_t status, uint8_t boosts);
/* Puts a TEST_TOKEN in an Expedition (CR 7.3.4 tokens live only in play). */
uint8_t ts_stage_token(alt_game *g, int p, alt_expedition e);
/* The same with a token card of the game's database (a Brassbug, a
 * Recruit...): staged, not created, so nothing reacts to it. */
uint8_t ts_stage_token_card(alt_game *g, int p, uint16_t card, alt_expedition e);
/* Puts an Expedition at a distance from its starting region, turning face up
 * every Tumult card it has travelled onto, as Dusk would have. */
void ts_set_distance(alt_game *g, int p, alt_expedition e, int distance);
/* The region (0: Hero region .. 7: Companion region) of an Expedition. */
int ts_region(const alt_game *g, int p, alt_expedition e);
/* Exhausts every Mana Orb of a player but keep of them. */
void ts_leave_ready_mana(alt_game *g, int p, int keep);

/* ---------------------------------------------------------------- queries */

int ts_count(const alt_game *g, int p, alt_zone_id z);
/* Objects in zone z whose card is ref. */
int ts_count_ref(const alt_game *g, int p, alt_zone_id z, const char *ref);
/* The zone holding an object (TS_NO_ZONE for a token that ceased to exist). */
alt_zone_id ts_zone(const alt_game *g, int p, uint8_t id);
/* An object as the game's position shows it; card ALT_CARD_NONE when p has
 * no such object. */
alt_pos_object ts_object(const alt_game *g, int p, uint8_t id);
uint8_t ts_status(const alt_game *g, int p, uint8_t id);
int ts_boosts(const alt_game *g, int p, uint8_t id);
/* The object at index i of a zone (the Deck: index 0 its bottom, so its top
 * is ts_top); fails the test when the zone holds fewer. */
uint8_t ts_id_at(const alt_game *g, int p, alt_zone_id z, int i);
/* The last object of a zone: the Deck's top, the newest elsewhere. */
uint8_t ts_top(const alt_game *g, int p, alt_zone_id z);
/* The ids of a zone in order (up to cap); returns how many it holds. */
int ts_ids(const alt_game *g, int p, alt_zone_id z, uint8_t *out, int cap);
/* Mana Orbs of p that are not exhausted: what p can still pay. */
int ts_ready_mana(const alt_game *g, int p);
/* A player as the game's position shows it (distances, passed, Hero
 * statuses and counters, "next card" modifiers, zones). */
alt_pos_player ts_player(const alt_game *g, int p);
/* Where object id of player p sits in a position being staged (NULL if p
 * has no such object): change it, then ts_restage. */
alt_pos_object *ts_pos_object(alt_position *pos, int p, uint8_t id);
/* Moves object id of p to the top of zone to, as a new object there (no
 * statuses, boosts, counters or flags), through the position: staged, not
 * played, so nothing reacts to it. */
void ts_move(alt_game *g, int p, uint8_t id, alt_zone_id to);
/* Gives object id of p these statuses and boosts, where it is. */
void ts_set_object(alt_game *g, int p, uint8_t id, uint8_t status, uint8_t boosts);
/* Counters (CR 2.5) on object id of p. */
void ts_set_counters(alt_game *g, int p, uint8_t id, int counters);
/* Whether p has passed this Afternoon (CR 4.2.3.d). */
void ts_set_passed(alt_game *g, int p, int passed);
/* The Hero's counters (CR 2.5) and statuses of player p. */
void ts_set_hero(alt_game *g, int p, uint8_t status, int counters);
/* Which player is the first player (CR 1.4.4), the rest unchanged. */
void ts_set_first_player(alt_game *g, int p);
/* Reactions waiting in Limbo (CR 4.4). */
int ts_limbo_count(const alt_game *g);
/* The same for one of the two, the other kept. */
void ts_set_status(alt_game *g, int p, uint8_t id, uint8_t status);
void ts_set_boosts(alt_game *g, int p, uint8_t id, int boosts);
int ts_in_list(const alt_action *list, size_t n, alt_action a);
int ts_action_eq(alt_action a, alt_action b);

/* Asserts the invariant checker passes (prints what broke if not). */
void ts_check(const alt_game *g);

/* A snapshot of the whole state: its raw bytes and its canonical encoding. */
typedef struct ts_snapshot {
    uint8_t enc[ALT_ENCODE_MAX];
    size_t enc_len;
    uint64_t hash;
    alt_game *raw;
} ts_snapshot;
void ts_snap(ts_snapshot *s, const alt_game *g);
/* Asserts g is byte-identical to the snapshot (raw block, encoding, hash). */
void ts_assert_same(const ts_snapshot *s, const alt_game *g);
void ts_snap_free(ts_snapshot *s);

/* A small deterministic generator for tests that pick at random. */
uint64_t ts_rand(uint64_t *state);

#endif
