/*
 * design_cases.h: a set's design tests as rows (tests/test_frost_designs.c,
 * test_maze_designs.c, test_skybound_designs.c): each player's part of a
 * JSON position (docs/position.md; "@" stands for the design's booster
 * print), how the card is brought into action, the answers to what it
 * asks, and what must hold afterwards.
 */
#ifndef TESTS_DESIGN_CASES_H
#define TESTS_DESIGN_CASES_H

#include "support.h"

typedef struct design_case {
    const char *ref;     /* the design's booster print ("@" in the rest) */
    const char *p0, *p1; /* each player's keys of the position */
    const char *act;     /* how it is brought into action (dc_run) */
    const char *words;   /* the answers to what is asked, in order */
    const char *expect;  /* what must hold afterwards (dc_check) */
} design_case;

/* text with each "@" replaced by ref, into out (cap bytes); returns out. */
const char *dc_with_ref(char *out, size_t cap, const char *text, const char *ref);
/* A game on that date and seed, player 0's turn, from the players' keys
 * (p0, p1, "@" for ref), over the bundled database all-1. The caller
 * owns it. */
alt_game *dc_stage_on(const char *date, const char *ref, const char *p0, const char *p1, int seed);
/* The zone a case names: deck, hand, mana, reserve, land, discard, hero,
 * comp, limbo. */
alt_zone_id dc_zone_named(const char *w);
/* Player 0 plays the card ref from Hand into Expedition e paying Scout X
 * (the play's choice 1, CR 4.0 7.4.5.c): the answer must be listed. */
void dc_scout_play(alt_game *g, const char *ref, int e);
/* Runs a case's act and answers its words (design_cases.c says the act's
 * forms). */
void dc_run(alt_game *g, const char *ref, const char *act, const char *words);
/* Checks a case's expect, ';'-separated (design_cases.c says the forms);
 * fails the test naming the first that does not hold. */
void dc_check(const alt_game *g, const char *ref, const char *expect);
/* The die the game's next roll will show. */
int dc_next_die(const alt_game *g);
/* The situation staged with a seed whose first die is `die` (0: any). */
alt_game *dc_stage_die(const char *date, const char *ref, const char *p0, const char *p1, int die);
/* One case, staged on that date, run and checked ("die:N" in its act: the
 * ability's die shows N). */
void dc_run_case(const design_case *c, const char *date);

/* Every case of the table, each named as it runs, on that date. */
void dc_run_cases(const design_case *cases, size_t n, const char *date);
/* Whether the table has a case of that design. */
int dc_has_case(const design_case *cases, size_t n, const char *design);
/* Every design of the set this build plays (its references start with
 * prefix, "ALT_BISE_"; Uniques aside), each once, has a case by has_case:
 * each one that has none is named and the test fails naming the set.
 * With bare, designs with no ability encoded (keywords alone, tokens)
 * count too. Returns how many designs were looked at. */
int dc_every_design_has_a_case(const char *prefix, const char *set, int bare, int (*has_case)(const char *design));
/* Every record of the set (references starting with prefix; Uniques
 * aside), each print, is played by this build: each one that is not is
 * named and the test fails naming the set. Fails too with fewer than
 * `least` records (a database that lost some). */
void dc_every_record_is_supported(const char *prefix, const char *set, int least);

#endif
