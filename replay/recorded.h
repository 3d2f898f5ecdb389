/*
 * recorded.h: a recorded game's chance outcomes between the log and the
 * engine (docs/log-format.md, "Chance"): given to the engine as answers to
 * its chance decisions, and read back from a step the engine played.
 */
#ifndef REPLAY_RECORDED_H
#define REPLAY_RECORDED_H

#include "altered.h"

#include <stddef.h>
#include <stdint.h>

/* Answers g's chance decisions with out[0..n), while it waits on one.
 * Returns REPLAY_EXIT_OK when every outcome was taken and none is
 * missing; REPLAY_EXIT_ILLEGAL when the engine refuses one (impossible:
 * msg names it and the rule); REPLAY_EXIT_MALFORMED when the log records
 * fewer outcomes than the rules call for (msg names the event) or more. */
int replay_chance_feed(alt_game *g, const uint32_t *out, size_t n, char *msg, size_t msg_size);
/* The chance event g waits on, in words: "player 1's Deck (card 3 of
 * 40 from the top, CR 3.2.2.d)". */
void replay_chance_describe(const alt_game *g, char *buf, size_t size);
/* The outcomes the last step (or the setup) of g drew or was given, as a
 * log records them: up to cap into out; returns how many, or (size_t)-1
 * when the engine could not keep them all (alt_game_chance_drawn). */
size_t replay_chance_drawn(const alt_game *g, uint32_t *out, size_t cap);

#endif
