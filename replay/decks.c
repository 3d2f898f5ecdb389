/*
 * decks.c: two bundled Limited decks (at most 3 factions, no Hero, at least
 * 29 cards: CR 1.1.5) built from cards whose every rule the engine enforces.
 */
#include "decks.h"

#include <string.h>

const char *const replay_default_decks[2] = {
    "# Ordis, Bravos and Muna: Limited, no Hero\n"
    "3 ALT_CORE_B_OR_05_C\n"
    "3 ALT_CORE_B_OR_07_C\n"
    "3 ALT_CORE_B_OR_09_C\n"
    "3 ALT_CORE_B_OR_10_C\n"
    "3 ALT_CORE_B_BR_08_C\n"
    "3 ALT_CORE_B_BR_10_C\n"
    "3 ALT_CORE_B_BR_13_C\n"
    "3 ALT_CORE_B_BR_17_C\n"
    "3 ALT_CORE_B_BR_20_C\n"
    "3 ALT_CORE_B_BR_22_C\n"
    "3 ALT_CORE_B_MU_07_C\n"
    "3 ALT_CORE_B_MU_14_C\n",
    "# Lyra, Yzmir and Muna: Limited, no Hero\n"
    "3 ALT_CORE_B_LY_08_C\n"
    "3 ALT_CORE_B_LY_12_C\n"
    "3 ALT_CORE_B_LY_16_C\n"
    "3 ALT_CORE_B_YZ_08_C\n"
    "3 ALT_CORE_B_YZ_09_C\n"
    "3 ALT_CORE_B_MU_07_C\n"
    "3 ALT_CORE_B_MU_11_C\n"
    "3 ALT_CORE_B_MU_14_C\n"
    "3 ALT_CORE_B_MU_21_C\n"
    "3 ALT_CORE_B_BR_08_R2\n"
    "3 ALT_CORE_B_BR_13_R2\n"
    "3 ALT_CORE_B_BR_22_R2\n",
};

alt_err replay_default_deck(const alt_cards *db, int p, alt_deck *out, char *msg, size_t msg_size)
{
    const char *text = replay_default_decks[p & 1];
    return alt_deck_parse(db, text, strlen(text), out, msg, msg_size);
}
