/*
 * position_json.h: positions as JSON documents (docs/position.md,
 * docs/position.schema.json), read and written with jansson.
 *
 * The engine knows positions as a C value (alt_position) and as bytes; the
 * JSON form lives here, outside engine/, so that the engine stays libc and
 * xxHash only. Full output is canonical (every field, a fixed key order),
 * so two engines' dumps diff line by line; input may leave fields out, and
 * they take the defaults docs/position.md lists.
 */
#ifndef REPLAY_POSITION_JSON_H
#define REPLAY_POSITION_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "altered.h"

/* The whole state of g as canonical JSON text, ending in a newline.
 * Caller frees with free(); NULL when out of memory. */
char *replay_position_to_json(const alt_game *g);

/* Reads a JSON position into a new game (caller destroys). On refusal
 * returns the error, *out stays NULL, and msg names the field and why
 * ("players[1].zones.hand[2].card: ALT_X is not in the card database"), or
 * the line and column of malformed JSON. */
alt_err replay_position_from_json(const alt_cards *db, const char *text, size_t len, alt_game **out, char *msg,
                                  size_t msg_size);

/* Either form: bytes starting with "ALTP" are a binary position
 * (alt_game_decode), anything else is read as JSON. */
alt_err replay_position_load(const alt_cards *db, const uint8_t *buf, size_t len, alt_game **out, char *msg,
                             size_t msg_size);

/* Reads a whole file ("-": standard input), then replay_position_load.
 * Refuses a file larger than REPLAY_POSITION_FILE_MAX with ALT_E_POSITION. */
enum { REPLAY_POSITION_FILE_MAX = 4 << 20 };
alt_err replay_position_read_file(const alt_cards *db, const char *path, alt_game **out, char *msg,
                                  size_t msg_size);

#endif
