/*
 * chance.h: every chance event of a game, from the generator or from the
 * outcomes a recorded game was given (docs/log-format.md, "Chance").
 *
 * The rules' chance events call these and nothing else, so that a seeded
 * and a recorded game differ in this one place. A recorded game reads the
 * outcomes given for the answer being run; one more than it was given
 * marks the run short (alt_chance.state) and names the event it needs,
 * and the run goes on with a stand-in outcome: answer.c throws that run
 * away and asks chance for the outcome instead.
 */
#ifndef ALT_CHANCE_H
#define ALT_CHANCE_H

#include "state.h"

typedef enum alt_chance_run_state {
    ALT_CHANCE_RUN_OK = 0,      /* every outcome read was given */
    ALT_CHANCE_RUN_SHORT,       /* one more was needed: the event is in alt_chance */
    ALT_CHANCE_RUN_UNFIT        /* an outcome given does not fit its event (a bad position) */
} alt_chance_run_state;

/* Whether an event's outcome is a shuffle's next card (else a number). */
static inline int alt_chance_is_shuffle(int kind)
{
    return kind == ALT_CHANCE_DECK || kind == ALT_CHANCE_TUMULT_ORDER;
}

/* A card of cards[0..n) (n >= 1) at random (CR 4.0 3.2.5.c): the
 * generator's pick, or the next outcome given, which must be one of them.
 * Player is the one whose cards they are. */
uint8_t alt_chance_card(alt_game *g, alt_chance_kind kind, int player, const uint8_t *cards, int n);
/* A number in [0, n): the generator's, or the next outcome given. */
unsigned alt_chance_number(alt_game *g, alt_chance_kind kind, unsigned n);
/* Shuffles a[0..n): the generator's Fisher-Yates, or the order given
 * (ALT_CHANCE_DECK: from the top, a[n-1] first; the Tumult: a[0] first). */
void alt_chance_shuffle(alt_game *g, alt_chance_kind kind, int player, uint8_t *a, int n);
/* A shuffle's card given: it takes the next place (cards[given]), the
 * card there moving to where it was, so that the cards still to place
 * keep one order for a state, whoever stages it. Returns 0 when the card
 * is not among those still to place. */
int alt_chance_place(alt_chance *c, uint8_t card);
/* The rule that calls for an event of this kind, in the edition's
 * numbers: "4.1.i" of 3.0, "4.0 4.1.g". */
const char *alt_chance_rule(alt_chance_kind kind, int edition);

#endif
