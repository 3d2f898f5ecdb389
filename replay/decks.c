/*
 * decks.c: the bundled decks. Two Limited decks (at most 3 factions, no
 * Hero, at least 29 cards: CR 1.1.5) written here, and six Constructed decks
 * with Heroes (CR 1.1.4) kept as deck files in corpora/decks and compiled in
 * by the build, so that the files players read are the decks gen plays.
 */
#include "decks.h"

#include <stdio.h>
#include <string.h>

const char *const replay_limited_decks[2] = {
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

alt_err replay_limited_deck(const alt_cards *db, int p, alt_deck *out, char *msg, size_t msg_size)
{
    const char *text = replay_limited_decks[p & 1];
    return alt_deck_parse(db, text, strlen(text), out, msg, msg_size);
}

/* Defined by the build (cmake/embed_text.cmake). */
#define HERO_DECK(f)                                                                                           \
    extern const char replay_deck_##f##_text[];                                                                \
    extern const size_t replay_deck_##f##_len;
HERO_DECK(axiom)
HERO_DECK(bravos)
HERO_DECK(lyra)
HERO_DECK(muna)
HERO_DECK(ordis)
HERO_DECK(yzmir)
#undef HERO_DECK

static const struct {
    const char *name, *text;
    const size_t *len;
} hero_decks[REPLAY_HERO_DECKS] = {
    {"Axiom", replay_deck_axiom_text, &replay_deck_axiom_len},
    {"Bravos", replay_deck_bravos_text, &replay_deck_bravos_len},
    {"Lyra", replay_deck_lyra_text, &replay_deck_lyra_len},
    {"Muna", replay_deck_muna_text, &replay_deck_muna_len},
    {"Ordis", replay_deck_ordis_text, &replay_deck_ordis_len},
    {"Yzmir", replay_deck_yzmir_text, &replay_deck_yzmir_len},
};

const char *replay_hero_deck_name(int faction)
{
    return faction >= 0 && faction < REPLAY_HERO_DECKS ? hero_decks[faction].name : "?";
}

alt_err replay_hero_deck(const alt_cards *db, int faction, alt_deck *out, char *msg, size_t msg_size)
{
    if (faction < 0 || faction >= REPLAY_HERO_DECKS) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "no bundled deck %d (0 to %d)", faction, REPLAY_HERO_DECKS - 1);
        return ALT_E_ARG;
    }
    return alt_deck_parse(db, hero_decks[faction].text, *hero_decks[faction].len, out, msg, msg_size);
}

void replay_hero_pair(uint64_t game, int out[2])
{
    /* Game i: faction i mod 6 against the one 1 + (i / 6 mod 5) after it. */
    out[0] = (int)(game % REPLAY_HERO_DECKS);
    out[1] = (int)((game % REPLAY_HERO_DECKS + 1 + (game / REPLAY_HERO_DECKS) % (REPLAY_HERO_DECKS - 1)) %
                   REPLAY_HERO_DECKS);
}
