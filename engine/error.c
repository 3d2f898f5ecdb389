/*
 * error.c: the engine's one error enum, in words.
 */
#include "altered.h"

static const char *const messages[ALT_E__COUNT] = {
    [ALT_OK] = "success",
    [ALT_E_ARG] = "invalid argument",
    [ALT_E_NOMEM] = "out of memory",
    [ALT_E_PARSE] = "malformed input",
    [ALT_E_UNKNOWN_CARD] = "unknown card",
    [ALT_E_UNSUPPORTED_CARD] = "card not supported by this engine",
    [ALT_E_DECK_INVALID] = "deck breaks a deck-building rule",
    [ALT_E_CAPACITY] = "more cards than the engine's capacity",
    [ALT_E_RULESET] = "unknown ruleset",
    [ALT_E_ILLEGAL] = "illegal action",
    [ALT_E_WRONG_PLAYER] = "action from a player who is not deciding",
    [ALT_E_WRONG_DECISION] = "action does not answer the pending decision",
    [ALT_E_GAME_OVER] = "the game is over",
    [ALT_E_INVARIANT] = "broken state invariant",
    [ALT_E_POSITION] = "malformed or impossible position",
    [ALT_E_VERSION] = "unknown version",
};

const char *alt_strerror(alt_err err)
{
    if ((unsigned)err >= ALT_E__COUNT)
        return "unknown error";
    return messages[err];
}
