/*
 * deck.h: what the deck module's two files share (deck_list.c reads lists,
 * deck_rules.c checks decks), and the deck checks' two paths, for the
 * harness that holds them to each other (fuzz/fuzz_deck.c).
 *
 * alt_deck_check (altered.h) first asks, in one pass over the cards,
 * whether a deck plainly breaks no rule, and runs the checks rule by rule
 * only when it may break one: every game set up checks both decks, nearly
 * always legal ones. The one pass must never pass a deck the checks rule by
 * rule refuse; these two calls let a test ask each path alone.
 */
#ifndef ALT_DECK_H
#define ALT_DECK_H

#include "altered.h"

/* 1 when the one pass finds that the deck breaks no rule; 0 when it may
 * break one (or the arguments are not a database, a format and a deck). */
int alt_deck_plainly_legal(const alt_cards *db, alt_format format, const alt_deck *deck);

/* alt_deck_validate without the one pass: every rule checked on its own. */
size_t alt_deck_check_rules(const alt_cards *db, alt_format format, const alt_deck *deck, alt_violation *out,
                            size_t cap);

/* Where findings go: the first cap written to out, all of them counted. */
typedef struct alt_deck_sink {
    alt_violation *out;
    size_t cap;
    size_t n;
} alt_deck_sink;

/* One more finding, its sentence formatted; returns the slot written (to
 * fill in cards, line or reference), or NULL past cap (or without a sink). */
alt_violation *alt_deck_report(alt_deck_sink *s, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
