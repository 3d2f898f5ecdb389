/*
 * position.h: what the parts of positions share inside the engine:
 * position.c (a game as a value, and a value checked into a game),
 * position_state.c (the checks of the game built) and position_bytes.c
 * (the binary form). Internal: not part of altered.h.
 */
#ifndef ALT_POSITION_H
#define ALT_POSITION_H

#include "decision.h"
#include "setup.h"

#include <stddef.h>

/* A refusal's text goes into the caller's buffer, naming the field
 * (position_state.c). */
typedef struct alt_refusal {
    char *msg;
    size_t size;
} alt_refusal;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
alt_err alt_position_refuse(const alt_refusal *r, alt_err err, const char *fmt, ...);

/* The characters of a card reference, and of a database version
 * (docs/card-database.md): a refusal that quotes one quotes nothing else. */
static inline int alt_position_name_char(unsigned char c, int version)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           (version && (c == '.' || c == '-'));
}

/* Deck, Hand and Discard: their cards are bare ids in the encoding. */
static inline int alt_position_bare_zone(int z)
{
    return z == ALT_ZONE_DECK || z == ALT_ZONE_HAND || z == ALT_ZONE_DISCARD;
}

/* Every field of a position, before it is built into a game
 * (position_check.c); the refusal names the field and why. */
alt_err alt_position_check_fields(const alt_refusal *rf, const alt_cards *db, const alt_position *pos);

/* The checks of a position built into a game (position_state.c); each
 * names the field and why in the refusal. */
alt_err alt_position_check_choice(const alt_refusal *rf, const alt_game *g);
alt_err alt_position_check_kept(const alt_refusal *rf, const alt_game *g);
alt_err alt_position_check_limits(const alt_refusal *rf, const alt_game *g);
alt_err alt_position_check_chance_run(const alt_refusal *rf, const alt_game *g);

#endif
