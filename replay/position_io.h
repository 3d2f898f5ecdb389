/*
 * position_io.h: positions at the edges of the command line. A POS argument
 * (a file or "-", JSON or binary) becomes a game, and a refusal becomes one
 * message naming the field and one exit code; a game's position goes out as
 * JSON or binary (to a file through outfile.h). Every command that takes or
 * prints a position goes through here, so they all refuse alike.
 */
#ifndef REPLAY_POSITION_IO_H
#define REPLAY_POSITION_IO_H

#include <stdio.h>

#include "altered.h"

/* The REPLAY_EXIT_* code for an engine error met reading a position or a
 * setup: the same mapping `verify` uses for a log's header. */
int replay_exit_for(alt_err err);

/* Reads POS into a new game (caller destroys). On refusal prints
 * "altered-replay CMD: PATH: what: field: why" to stderr, leaves *out NULL
 * and returns the exit code; REPLAY_EXIT_OK otherwise. */
int replay_position_open(const alt_cards *db, const char *cmd, const char *path, alt_game **out);

/* The bundled card database, or a message and REPLAY_EXIT_MALFORMED. */
int replay_cards_open(const char *cmd, alt_cards **out);

/* Writes g's position to f: canonical JSON (replay_position_to_json) or the
 * binary position (alt_position_encode). Returns a REPLAY_EXIT_* code. */
int replay_position_write(const char *cmd, const alt_game *g, int binary, FILE *f);

#endif
