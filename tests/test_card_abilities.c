/*
 * test_card_abilities.c: every card design whose abilities the bundled
 * database encodes, played in a situation built for it, with the state
 * afterwards checked against what the card says it does.
 *
 * One row per design (the common and rare prints of a card are designs of
 * their own; the Kickstarter print shares its design's encoding). A row
 * names the card by reference, how it is brought into action (played from
 * Hand or Reserve, its support ability, its Spell effect, or Noon with it in
 * play), what is staged first, and what must have changed. A design listed
 * in cards/abilities.tsv without a row here fails test_every_encoded_design_
 * has_a_row, so no card is marked supported without a test.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "altered.h"
#include "bundled.h"

#define BRASSBUG "ALT_CORE_B_AX_31_C"
#define RECRUIT "ALT_CORE_B_OR_31_C"

typedef enum how {
    FROM_HAND,      /* played from Hand into the Hero Expedition ({H}, {J}, Spells) */
    FROM_RESERVE,   /* played from Reserve ({R}, {J}) */
    SUPPORT,        /* its support ability, discarding it from Reserve ({D}) */
    AT_NOON         /* in play (Anchored, so it stays through Rest) when a Noon comes */
} how;

enum { ANY = -99 };

/* A "next card" modifier as a position writes it (docs/position.md, the
 * modifier's filter and kind). */
enum { FILTER_ANY = 0, FILTER_CHARACTER = 1, FILTER_SPELL = 2, FILTER_PERMANENT = 3 };
enum { MOD_COST_LESS = 1, MOD_BOOSTS = 2, MOD_LOSE_FLEETING = 3 };

typedef struct row {
    const char *ref;
    how how;
    int landmarks;       /* Landmarks staged in the player's Landmark zone first */
    int others;          /* other Characters staged in the Hero Expedition first */
    /* Expected, ANY when not checked: */
    int boosts;          /* on the card itself */
    int hand, reserve, mana, discard;   /* the player's zone sizes, change */
    int opp_hand, opp_mana;             /* the opponent's */
    int tokens;          /* the player's tokens in play afterwards */
    const char *token;   /* their card */
    uint8_t has, lacks;  /* statuses the card must have and must not have */
    int mod_filter, mod_kind, mod_amount;  /* the one modifier left waiting (kind 0: none) */
    /* Situations and checks for targets (0: none staged, not checked): */
    int reserve_stage;   /* cards staged in the player's Reserve first (for Sabotage) */
    int other_boosts;    /* boosts on the first staged other Character */
    uint8_t other_has;   /* statuses it must have */
    int other_zone;      /* the zone it must be in */
    int hero_distance;   /* the player's Hero Expedition's distance */
} row;

/* Shorthand for the rows. */
#define NOTHING_ELSE ANY, ANY, ANY, ANY, ANY, ANY
#define NO_MOD 0, 0, 0, NO_TARGET
#define NO_MOD_ONLY 0, 0, 0
#define NO_TARGET 0, 0, 0, 0, 0

static const row rows[] = {
    /* ref, how, landmarks, others, boosts, hand, reserve, mana, discard, opp hand, opp mana,
     * tokens, token, has, lacks, modifier */
    /* Axiom */
    {"ALT_CORE_B_AX_04_C", FROM_HAND, 0, 0, 0, -2, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_04_R1", FROM_HAND, 0, 0, 0, -2, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_04_R2", FROM_HAND, 0, 0, 0, -2, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_05_C", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_AX_05_R1", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 2, NO_TARGET},
    {"ALT_CORE_B_AX_05_R2", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 2, NO_TARGET},
    {"ALT_CORE_B_AX_07_C", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_AX_07_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_AX_07_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_AX_08_C", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_08_R1", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_08_R2", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_11_R1", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_11_R2", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_12_C", FROM_HAND, 2, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_12_R1", FROM_HAND, 2, 0, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_12_R2", FROM_HAND, 1, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_16_C", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, BRASSBUG, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_16_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 1, BRASSBUG, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_16_R2", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, BRASSBUG, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_18_C", FROM_RESERVE, 2, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, ALT_STATUS_FLEETING, NO_MOD},
    {"ALT_CORE_B_AX_18_R1", FROM_HAND, 2, 0, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_18_R2", FROM_HAND, 0, 2, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_25_C", AT_NOON, 0, 0, ANY, +2, +1, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_25_R1", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_25_R2", AT_NOON, 0, 0, ANY, +2, +1, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_30_C", FROM_HAND, 0, 0, ANY, -1, 0, 0, 0, 0, 0, 1, BRASSBUG, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_30_R2", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 1, BRASSBUG, 0, 0, NO_MOD},
    /* Bravos */
    {"ALT_CORE_B_BR_04_C", FROM_RESERVE, 0, 0, 2, 0, -1, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD},
    {"ALT_CORE_B_BR_04_R1", FROM_RESERVE, 0, 0, 3, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_04_R2", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 2, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_05_C", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_BOOSTS, 1, NO_TARGET},
    {"ALT_CORE_B_BR_07_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD},
    {"ALT_CORE_B_BR_07_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD},
    {"ALT_CORE_B_BR_07_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD},
    {"ALT_CORE_B_BR_09_C", FROM_RESERVE, 0, 0, 2, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_09_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_BOOSTS, 1, NO_TARGET},
    {"ALT_CORE_B_BR_09_R2", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 2, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_12_C", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, ALT_STATUS_FLEETING, NO_MOD},
    {"ALT_CORE_B_BR_12_R1", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, ALT_STATUS_FLEETING, NO_MOD},
    {"ALT_CORE_B_BR_12_R2", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, ALT_STATUS_FLEETING, NO_MOD},
    {"ALT_CORE_B_BR_13_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_BOOSTS, 1, NO_TARGET},
    {"ALT_CORE_B_BR_16_C", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_16_R2", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_17_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_BOOSTS, 1, NO_TARGET},
    {"ALT_CORE_B_BR_17_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_BOOSTS, 1, NO_TARGET},
    {"ALT_CORE_B_BR_18_C", FROM_RESERVE, 0, 0, 2, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_20_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_BOOSTS, 2, NO_TARGET},
    {"ALT_CORE_B_BR_27_C", FROM_HAND, 0, 0, ANY, -1, 0, +1, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_27_R1", FROM_HAND, 0, 0, ANY, -1, +1, +2, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_27_R2", FROM_HAND, 0, 0, ANY, -1, 0, +1, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    /* Lyra */
    {"ALT_CORE_B_LY_04_C", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_ANY, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_LY_04_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_ANY, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_LY_11_C", FROM_HAND, 0, 0, 0, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_LY_11_R1", FROM_HAND, 0, 0, 0, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_LY_11_R2", FROM_HAND, 0, 0, 0, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_LY_12_R1", SUPPORT, 0, 0, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_LY_16_R1", SUPPORT, 0, 0, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_LY_16_R2", SUPPORT, 0, 0, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    /* Muna */
    {"ALT_CORE_B_MU_05_C", FROM_HAND, 0, 0, 0, 0, 0, 0, 0, +1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_05_R2", FROM_HAND, 0, 0, 0, 0, 0, 0, 0, +1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_06_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_06_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_08_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_08_R1", AT_NOON, 0, 0, 1, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_08_R2", AT_NOON, 0, 0, 1, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_09_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ASLEEP, 0, NO_MOD},
    {"ALT_CORE_B_MU_11_R1", AT_NOON, 0, 0, 0, +3, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_12_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, +1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_12_R1", FROM_HAND, 0, 0, 0, 0, 0, 0, 0, +1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_12_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, +1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_15_C", AT_NOON, 0, 0, 1, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_15_R1", AT_NOON, 0, 0, 2, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_15_R2", AT_NOON, 0, 0, 1, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_16_C", AT_NOON, 0, 0, 0, +2, +1, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_17_C", FROM_HAND, 0, 0, 0, -1, 0, +1, 0, 0, +1, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_17_R2", FROM_HAND, 0, 0, 0, -1, 0, +1, 0, 0, +1, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_20_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_20_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_20_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_22_C", FROM_HAND, 0, 0, 4, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_22_R2", AT_NOON, 0, 0, 4, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_23_C", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_23_R1", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_23_R2", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_29_C", FROM_HAND, 0, 0, ANY, -1, +2, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_29_R1", FROM_HAND, 0, 0, ANY, -1, +3, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_MU_29_R2", FROM_HAND, 0, 0, ANY, -1, +2, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    /* Ordis */
    {"ALT_CORE_B_OR_04_C", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_04_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_04_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_06_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_06_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_06_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_SPELL, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_OR_09_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_PERMANENT, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_OR_11_C", FROM_HAND, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_11_R1", FROM_HAND, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_13_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_13_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 2, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_15_C", FROM_HAND, 0, 3, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_15_R1", FROM_HAND, 0, 3, 3, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_15_R2", FROM_HAND, 0, 3, 3, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_26_C", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 4, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_26_R2", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 2, BRASSBUG, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_30_C", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 1, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_30_R1", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 2, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_30_R2", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 1, RECRUIT, 0, 0, NO_MOD},
    /* Yzmir */
    {"ALT_CORE_B_YZ_04_C", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_SPELL, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_YZ_04_R1", FROM_RESERVE, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, FILTER_SPELL, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_YZ_04_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_SPELL, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_YZ_09_R1", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_SPELL, MOD_LOSE_FLEETING, 0, NO_TARGET},
    {"ALT_CORE_B_YZ_09_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_CHARACTER, MOD_LOSE_FLEETING, 0, NO_TARGET},
    {"ALT_CORE_B_YZ_10_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_10_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_10_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_11_C", FROM_HAND, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_11_R1", FROM_HAND, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_11_R2", FROM_HAND, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_12_C", FROM_HAND, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_12_R1", FROM_HAND, 0, 0, 3, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_12_R2", FROM_HAND, 0, 0, 3, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_19_C", FROM_HAND, 0, 0, ANY, 0, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_19_R1", FROM_HAND, 0, 0, ANY, 0, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_19_R2", FROM_HAND, 0, 0, ANY, 0, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_23_C", FROM_HAND, 0, 0, ANY, +1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_23_R1", FROM_HAND, 0, 0, ANY, +2, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_23_R2", FROM_HAND, 0, 0, ANY, +1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_29_C", AT_NOON, 0, 0, ANY, +3, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_29_R1", FROM_HAND, 0, 0, ANY, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_29_R2", AT_NOON, 0, 0, ANY, +3, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD},
    /* Targets (the first one listed is taken: the card itself, or the first
     * staged other Character; Sabotage takes the first card staged in the
     * player's own Reserve). */
#define SAB .reserve_stage = 1
    {"ALT_CORE_B_AX_09_C", FROM_RESERVE, 0, 0, 0, 0, -2, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_AX_09_R1", FROM_RESERVE, 0, 0, 0, 0, -2, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_AX_09_R2", FROM_RESERVE, 0, 0, 0, 0, -2, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_AX_15_C", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_AX_15_R1", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_AX_15_R2", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_AX_28_C", FROM_HAND, 0, 0, ANY, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_BR_05_R1", FROM_RESERVE, 0, 0, 1, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_05_R2", FROM_RESERVE, 0, 0, 1, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_11_C", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_15_C", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_BR_15_R1", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_BR_15_R2", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_BR_18_R2", FROM_RESERVE, 0, 0, 2, 0, -1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_26_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 3},
    {"ALT_CORE_B_BR_26_R1", FROM_HAND, 0, 1, ANY, 0, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 3},
    {"ALT_CORE_B_BR_26_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 3},
    {"ALT_CORE_B_LY_09_C", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_LY_09_R2", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_LY_14_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD},
    {"ALT_CORE_B_LY_14_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD},
    {"ALT_CORE_B_LY_15_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ASLEEP, 0, NO_MOD},
    {"ALT_CORE_B_LY_18_C", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_LY_18_R1", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_LY_18_R2", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_LY_22_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_FLEETING},
    {"ALT_CORE_B_LY_22_R1", FROM_HAND, 0, 1, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_FLEETING},
    {"ALT_CORE_B_LY_22_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_FLEETING},
    {"ALT_CORE_B_LY_23_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ASLEEP},
    {"ALT_CORE_B_LY_23_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ASLEEP},
    {"ALT_CORE_B_MU_04_C", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_04_R1", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_04_R2", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_07_R1", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_09_R1", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_09_R2", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_13_C", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_13_R2", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_17_R1", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_18_C", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_18_R1", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_18_R2", FROM_HAND, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_ANCHORED, 0, NO_MOD},
    {"ALT_CORE_B_MU_25_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_25_R1", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_25_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_MU_28_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ASLEEP},
    {"ALT_CORE_B_MU_28_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ASLEEP},
    {"ALT_CORE_B_OR_14_C", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_OR_14_R1", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_OR_14_R2", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_OR_29_C", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .hero_distance = 1},
    {"ALT_CORE_B_OR_29_R1", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .hero_distance = 1},
    {"ALT_CORE_B_OR_29_R2", AT_NOON, 0, 0, ANY, +2, 0, 0, 0, +2, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .hero_distance = 1},
    {"ALT_CORE_B_YZ_06_C", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_YZ_06_R1", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_YZ_06_R2", FROM_HAND, 0, 0, 0, -1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_YZ_16_C", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_16_R1", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_16_R2", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_21_C", FROM_HAND, 0, 1, ANY, -1, +2, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_RESERVE},
    {"ALT_CORE_B_YZ_21_R1", FROM_HAND, 0, 1, ANY, -1, +2, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_RESERVE},
    {"ALT_CORE_B_YZ_21_R2", FROM_HAND, 0, 1, ANY, -1, +2, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_RESERVE},
    {"ALT_CORE_B_YZ_22_C", FROM_HAND, 0, 0, ANY, -1, 0, 0, +2, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_YZ_22_R1", FROM_HAND, 0, 0, ANY, -1, +1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_YZ_22_R2", FROM_HAND, 0, 0, ANY, -1, 0, 0, +2, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, SAB},
    {"ALT_CORE_B_YZ_24_C", FROM_HAND, 0, 1, ANY, -1, 0, 0, +2, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_DISCARD},
    {"ALT_CORE_B_YZ_24_R1", FROM_HAND, 0, 1, ANY, -1, +1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_DISCARD},
    {"ALT_CORE_B_YZ_24_R2", FROM_HAND, 0, 1, ANY, -1, 0, 0, +2, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_DISCARD},
    {"ALT_CORE_B_YZ_25_C", FROM_HAND, 0, 0, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .hero_distance = 1},
    {"ALT_CORE_B_YZ_25_R1", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .hero_distance = 1},
    {"ALT_CORE_B_YZ_25_R2", FROM_HAND, 0, 0, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .hero_distance = 1},
    /* Groups, switches, returns, "up to two", and "... and loses Fleeting". */
    {"ALT_CORE_B_AX_13_R1", FROM_RESERVE, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_AX_20_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_EXP_COMPANION},
    {"ALT_CORE_B_AX_20_R1", FROM_HAND, 0, 1, ANY, 0, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_EXP_COMPANION},
    {"ALT_CORE_B_AX_20_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_EXP_COMPANION},
    {"ALT_CORE_B_BR_11_R1", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_11_R2", FROM_HAND, 0, 0, 1, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_BR_18_R1", FROM_RESERVE, 0, 0, 2, 0, -1, 0, 0, 0, 0, 0, NULL, 0, ALT_STATUS_FLEETING, NO_MOD},
    {"ALT_CORE_B_BR_25_C", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 1},
    {"ALT_CORE_B_BR_25_R1", FROM_HAND, 0, 1, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 2},
    {"ALT_CORE_B_BR_25_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 1},
    {"ALT_CORE_B_BR_28_C", FROM_HAND, 0, 1, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_HAND},
    {"ALT_CORE_B_BR_28_R1", FROM_HAND, 0, 1, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_HAND},
    {"ALT_CORE_B_BR_28_R2", FROM_HAND, 0, 1, ANY, 0, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_HAND},
    {"ALT_CORE_B_LY_07_C", SUPPORT, 0, 0, ANY, +1, -2, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 1},
    {"ALT_CORE_B_LY_07_R1", SUPPORT, 0, 0, ANY, +1, -2, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 1},
    {"ALT_CORE_B_LY_07_R2", SUPPORT, 0, 0, ANY, +1, -2, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 1},
    {"ALT_CORE_B_LY_13_C", FROM_HAND, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 2},
    {"ALT_CORE_B_LY_13_R1", FROM_HAND, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 2},
    {"ALT_CORE_B_LY_13_R2", FROM_HAND, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 2},
    {"ALT_CORE_B_LY_14_R1", FROM_HAND, 0, 1, 0, -1, 0, 0, 0, 0, 0, 0, NULL, ALT_STATUS_FLEETING, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_FLEETING},
    {"ALT_CORE_B_LY_19_C", FROM_HAND, 0, 0, 0, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 1},
    {"ALT_CORE_B_LY_19_R2", FROM_HAND, 0, 0, 0, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .reserve_stage = 1},
    {"ALT_CORE_B_LY_23_R1", FROM_HAND, 0, 1, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ASLEEP},
    {"ALT_CORE_B_LY_28_C", FROM_HAND, 0, 1, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_EXP_COMPANION},
    {"ALT_CORE_B_LY_28_R1", FROM_HAND, 0, 1, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_EXP_COMPANION},
    {"ALT_CORE_B_LY_28_R2", FROM_HAND, 0, 1, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_EXP_COMPANION},
    {"ALT_CORE_B_MU_26_C", FROM_HAND, 0, 1, ANY, -1, 0, +1, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_MANA},
    {"ALT_CORE_B_MU_26_R1", FROM_HAND, 0, 1, ANY, -1, +1, +1, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_MANA},
    {"ALT_CORE_B_MU_26_R2", FROM_HAND, 0, 1, ANY, -1, 0, +1, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_MANA},
    {"ALT_CORE_B_OR_21_R2", SUPPORT, 0, 0, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, FILTER_ANY, MOD_COST_LESS, 1, NO_TARGET},
    {"ALT_CORE_B_OR_23_C", FROM_HAND, 0, 1, ANY, -1, 0, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 1},
    {"ALT_CORE_B_OR_23_R1", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 1},
    {"ALT_CORE_B_OR_23_R2", FROM_HAND, 0, 1, ANY, -1, +1, 0, 0, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_boosts = 1},
    {"ALT_CORE_B_YZ_18_R1", SUPPORT, 0, 0, ANY, +1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_YZ_27_C", FROM_HAND, 0, 2, ANY, -1, 0, 0, +3, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_DISCARD},
    {"ALT_CORE_B_YZ_27_R1", FROM_HAND, 0, 2, ANY, 0, 0, 0, +3, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_DISCARD},
    {"ALT_CORE_B_YZ_27_R2", FROM_HAND, 0, 2, ANY, 0, 0, 0, +3, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_zone = ALT_ZONE_DISCARD},
    {"ALT_CORE_B_MU_21_R1", SUPPORT, 0, 1, ANY, 0, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD_ONLY, .other_has = ALT_STATUS_ANCHORED},
    {"ALT_CORE_B_OR_26_R1", FROM_HAND, 0, 0, ANY, -1, +1, 0, 0, 0, 0, 4, RECRUIT, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_19_C", SUPPORT, 0, 0, ANY, +1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_19_R1", SUPPORT, 0, 0, ANY, +1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
    {"ALT_CORE_B_OR_19_R2", SUPPORT, 0, 0, ANY, +1, -1, 0, +1, 0, 0, 0, NULL, 0, 0, NO_MOD},
#undef SAB
};

typedef struct counts {
    int hand, reserve, mana, discard, opp_hand, opp_mana;
} counts;

static counts count(const alt_game *g)
{
    counts c = {alt_game_zone_count(g, 0, ALT_ZONE_HAND), alt_game_zone_count(g, 0, ALT_ZONE_RESERVE),
                alt_game_zone_count(g, 0, ALT_ZONE_MANA), alt_game_zone_count(g, 0, ALT_ZONE_DISCARD),
                alt_game_zone_count(g, 1, ALT_ZONE_HAND), alt_game_zone_count(g, 1, ALT_ZONE_MANA)};
    return c;
}

static int tokens_of(const alt_game *g, const char *ref)
{
    int n = 0;
    for (int id = ALT_POS_TOKEN_BASE; id < ALT_POS_TOKEN_END; id++)
        n += alt_game_object_card(g, 0, id) != ALT_CARD_NONE && (!ref || alt_game_object_card(g, 0, id) == tb_card(ref));
    return n;
}

static void run_row(const row *r)
{
    alt_game *g = tb_game(r->ref);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    const uint8_t self = 0;   /* the card under test is object 0 */
    for (int i = 0; i < r->landmarks; i++)
        tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);
    uint8_t other = ALT_NO_OBJECT;
    for (int i = 0; i < r->others; i++) {
        uint8_t id = tb_deck_card(g, TB_FILLER);
        tb_put(g, id, ALT_ZONE_EXP_HERO, 0);
        if (other == ALT_NO_OBJECT)
            other = id;
    }
    for (int i = 0; i < r->reserve_stage; i++)
        tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_RESERVE, 0);
    const alt_card_info *c = alt_cards_get(tb_db(), tb_card(r->ref));
    int landmark = (c->keywords & ALT_KW_LANDMARK) != 0;
    switch (r->how) {
    case FROM_HAND:
        tb_put(g, self, ALT_ZONE_HAND, 0);
        break;
    case FROM_RESERVE:
    case SUPPORT:
        tb_put(g, self, ALT_ZONE_RESERVE, 0);
        break;
    case AT_NOON:
        /* Anchored so that Rest leaves it where it is (CR 2.4.2). */
        tb_put(g, self, landmark ? ALT_ZONE_LANDMARK : ALT_ZONE_EXP_HERO, landmark ? 0 : ALT_STATUS_ANCHORED);
        break;
    }
    const char *what = NULL;
    if (alt_game_check(g, &what) != ALT_OK)
        fail_msg("%s: staged state: %s", r->ref, what);

    counts before = count(g);
    int exp = c->type == ALT_TYPE_CHARACTER || (c->type == ALT_TYPE_PERMANENT && !landmark);
    switch (r->how) {
    case FROM_HAND:
    case FROM_RESERVE:
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, self, exp ? ALT_EXP_HERO : 0, 0));
        break;
    case SUPPORT:
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, self, 0, 0));
        break;
    case AT_NOON:
        tb_to_next_afternoon(g);
        before.hand += 0;
        break;
    }
    tb_answer_choices(g);
    counts after = count(g);

    if (r->boosts != ANY)
        assert_int_equal(ts_boosts(g, 0, self), r->boosts);
    if (r->hand != ANY)
        assert_int_equal(after.hand - before.hand, r->hand);
    if (r->reserve != ANY)
        assert_int_equal(after.reserve - before.reserve, r->reserve);
    if (r->mana != ANY)
        assert_int_equal(after.mana - before.mana, r->mana);
    if (r->discard != ANY)
        assert_int_equal(after.discard - before.discard, r->discard);
    if (r->opp_hand != ANY)
        assert_int_equal(after.opp_hand - before.opp_hand, r->opp_hand);
    if (r->opp_mana != ANY)
        assert_int_equal(after.opp_mana - before.opp_mana, r->opp_mana);
    if (r->tokens != ANY)
        assert_int_equal(tokens_of(g, r->token), r->tokens);
    if (r->has)
        assert_int_equal(ts_status(g, 0, self) & r->has, r->has);
    if (r->lacks)
        assert_int_equal(ts_status(g, 0, self) & r->lacks, 0);
    if (r->other_boosts)
        assert_int_equal(ts_boosts(g, 0, other), r->other_boosts);
    if (r->other_has)
        assert_int_equal(ts_status(g, 0, other) & r->other_has, r->other_has);
    if (r->other_zone)
        assert_int_equal(ts_zone(g, 0, other), r->other_zone);
    if (r->hero_distance)
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), r->hero_distance);
    if (r->mod_kind) {
        assert_int_equal(ts_player(g, 0).mods_n, 1);
        assert_int_equal(ts_player(g, 0).mods[0].filter, r->mod_filter);
        assert_int_equal(ts_player(g, 0).mods[0].kind, r->mod_kind);
        if (r->mod_kind != MOD_LOSE_FLEETING)
            assert_int_equal(ts_player(g, 0).mods[0].amount, r->mod_amount);
    } else {
        assert_int_equal(ts_player(g, 0).mods_n, 0);
    }
    alt_game_destroy(&g);
}

static void test_every_design_does_what_it_says(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        print_message("%s\n", rows[i].ref);
        run_row(&rows[i]);
    }
}

/* Designs whose abilities need a situation of their own: tests/test_heroes.c
 * and tests/test_card_designs.c. */
static const char *const tested_elsewhere[] = {
    "ALT_CORE_B_BR_01_C", "ALT_CORE_B_MU_01_C", "ALT_CORE_B_OR_01_C", "ALT_CORE_B_YZ_03_C", "ALT_CORE_B_YZ_07_C",
    "ALT_CORE_B_AX_06_C", "ALT_CORE_B_AX_06_R2", "ALT_CORE_B_AX_13_C", "ALT_CORE_B_AX_13_R2", "ALT_CORE_B_BR_23_C",
    "ALT_CORE_B_BR_23_R1", "ALT_CORE_B_BR_23_R2", "ALT_CORE_B_LY_05_C", "ALT_CORE_B_LY_05_R1", "ALT_CORE_B_LY_05_R2",
    "ALT_CORE_B_OR_11_R2", "ALT_CORE_B_LY_21_C", "ALT_CORE_B_LY_21_R1", "ALT_CORE_B_LY_21_R2", "ALT_CORE_B_MU_10_C",
    "ALT_CORE_B_MU_10_R1", "ALT_CORE_B_MU_10_R2", "ALT_CORE_B_MU_27_C", "ALT_CORE_B_MU_27_R1", "ALT_CORE_B_MU_27_R2",
    "ALT_CORE_B_OR_07_R1", "ALT_CORE_B_OR_07_R2", "ALT_CORE_B_OR_21_C", "ALT_CORE_B_OR_21_R1", "ALT_CORE_B_YZ_14_C",
    "ALT_CORE_B_YZ_14_R2", "ALT_CORE_B_YZ_18_C", "ALT_CORE_B_YZ_18_R2", "ALT_CORE_B_LY_06_C", "ALT_CORE_B_LY_06_R1",
    "ALT_CORE_B_LY_06_R2", "ALT_CORE_B_LY_20_C", "ALT_CORE_B_LY_20_R1", "ALT_CORE_B_LY_20_R2", "ALT_CORE_B_LY_17_C",
    "ALT_CORE_B_LY_17_R1", "ALT_CORE_B_LY_17_R2", "ALT_CORE_B_LY_25_C", "ALT_CORE_B_LY_25_R2", "ALT_CORE_B_LY_09_R1",
    "ALT_CORE_B_OR_16_C", "ALT_CORE_B_OR_16_R1", "ALT_CORE_B_OR_16_R2", "ALT_CORE_B_OR_17_C", "ALT_CORE_B_OR_17_R1",
    "ALT_CORE_B_OR_17_R2", "ALT_CORE_B_BR_19_C", "ALT_CORE_B_BR_19_R1", "ALT_CORE_B_MU_05_R1", "ALT_CORE_B_YZ_08_R1", "ALT_CORE_B_LY_25_R1", "ALT_CORE_B_LY_19_R1", "ALT_CORE_B_LY_04_R1", "ALT_CORE_B_BR_29_C", "ALT_CORE_B_BR_29_R1", "ALT_CORE_B_BR_29_R2", "ALT_CORE_B_YZ_28_C", "ALT_CORE_B_YZ_28_R1", "ALT_CORE_B_YZ_28_R2", "ALT_CORE_B_BR_19_R2", "ALT_CORE_B_LY_10_C", "ALT_CORE_B_LY_10_R1",
    "ALT_CORE_B_LY_10_R2", "ALT_CORE_B_AX_28_R1", "ALT_CORE_B_AX_28_R2", "ALT_CORE_B_OR_20_C", "ALT_CORE_B_OR_20_R1",
    "ALT_CORE_B_OR_20_R2", "ALT_CORE_B_YZ_15_C", "ALT_CORE_B_YZ_15_R1", "ALT_CORE_B_YZ_15_R2", "ALT_CORE_B_YZ_20_C",
    "ALT_CORE_B_YZ_20_R1", "ALT_CORE_B_YZ_20_R2", "ALT_CORE_B_AX_21_C", "ALT_CORE_B_AX_21_R2", "ALT_CORE_B_AX_27_C",
    "ALT_CORE_B_AX_27_R1", "ALT_CORE_B_MU_24_C", "ALT_CORE_B_MU_24_R2", "ALT_CORE_B_YZ_30_C", "ALT_CORE_B_AX_10_R1",
    "ALT_CORE_B_AX_10_R2", "ALT_CORE_B_MU_11_R2", "ALT_CORE_B_AX_17_C", "ALT_CORE_B_AX_17_R1", "ALT_CORE_B_AX_17_R2",
    "ALT_CORE_B_AX_22_C", "ALT_CORE_B_AX_22_R1", "ALT_CORE_B_AX_22_R2",
    /* tests/test_hero_events.c: */
    "ALT_CORE_B_LY_01_C", "ALT_CORE_B_AX_01_C", "ALT_CORE_B_BR_03_C", "ALT_CORE_B_OR_03_C", "ALT_CORE_B_YZ_02_C",
    "ALT_CORE_B_YZ_31_C", "ALT_CORE_B_MU_03_C", "ALT_CORE_B_MU_02_C", "ALT_CORE_B_NE_1_C",
    /* tests/test_card_events.c: */
    "ALT_CORE_B_LY_30_R2", "ALT_CORE_B_LY_02_C",
    "ALT_CORE_B_YZ_26_C", "ALT_CORE_B_YZ_26_R1", "ALT_CORE_B_YZ_26_R2", "ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_27_R1",
    "ALT_CORE_B_LY_27_R2", "ALT_CORE_B_LY_29_C", "ALT_CORE_B_LY_29_R1", "ALT_CORE_B_LY_29_R2", "ALT_CORE_B_LY_30_C",
    "ALT_CORE_B_LY_30_R1", "ALT_CORE_B_AX_14_C", "ALT_CORE_B_AX_14_R1", "ALT_CORE_B_AX_14_R2",
    "ALT_CORE_B_BR_30_C", "ALT_CORE_B_BR_30_R1", "ALT_CORE_B_BR_30_R2", "ALT_CORE_B_AX_19_C", "ALT_CORE_B_AX_19_R1",
    "ALT_CORE_B_AX_19_R2", "ALT_CORE_B_LY_26_C", "ALT_CORE_B_LY_26_R1", "ALT_CORE_B_LY_26_R2", "ALT_CORE_B_LY_03_C",
    "ALT_CORE_B_AX_24_C", "ALT_CORE_B_AX_24_R1", "ALT_CORE_B_AX_24_R2", "ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_26_R1",
    "ALT_CORE_B_AX_26_R2", "ALT_CORE_B_BR_02_C", "ALT_CORE_B_AX_02_C",
    "ALT_CORE_B_BR_06_C", "ALT_CORE_B_BR_06_R1", "ALT_CORE_B_BR_06_R2", "ALT_CORE_B_YZ_05_C", "ALT_CORE_B_YZ_05_R1",
    "ALT_CORE_B_YZ_05_R2", "ALT_CORE_B_OR_12_C", "ALT_CORE_B_OR_12_R1", "ALT_CORE_B_OR_12_R2", "ALT_CORE_B_OR_18_C",
    "ALT_CORE_B_OR_18_R1", "ALT_CORE_B_OR_18_R2", "ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_29_R1", "ALT_CORE_B_AX_29_R2",
    "ALT_CORE_B_YZ_30_R1", "ALT_CORE_B_YZ_17_C", "ALT_CORE_B_YZ_17_R1", "ALT_CORE_B_YZ_17_R2", "ALT_CORE_B_OR_22_C",
    "ALT_CORE_B_OR_22_R1", "ALT_CORE_B_OR_22_R2", "ALT_CORE_B_OR_08_C", "ALT_CORE_B_OR_08_R1", "ALT_CORE_B_OR_08_R2",
    /* tests/test_reactions.c, test_7_4_7_computed_and_granted_tough: */
    "ALT_CORE_B_BR_24_C", "ALT_CORE_B_BR_24_R1", "ALT_CORE_B_BR_24_R2", "ALT_CORE_B_MU_22_R1", "ALT_CORE_B_MU_30_C",
    "ALT_CORE_B_MU_30_R1", "ALT_CORE_B_MU_30_R2",
    /* tests/test_card_designs.c again: */
    "ALT_CORE_B_BR_08_R1", "ALT_CORE_B_MU_16_R1", "ALT_CORE_B_MU_16_R2", "ALT_CORE_B_MU_24_R1", "ALT_CORE_B_AX_06_R1",
    "ALT_CORE_B_BR_10_R1", "ALT_CORE_B_YZ_07_R1", "ALT_CORE_B_YZ_07_R2", "ALT_CORE_B_MU_06_R1", "ALT_CORE_B_BR_16_R1", "ALT_CORE_B_LY_15_R1",
    "ALT_CORE_B_LY_15_R2", "ALT_CORE_B_MU_28_R1", "ALT_CORE_B_BR_14_C", "ALT_CORE_B_BR_14_R1", "ALT_CORE_B_BR_14_R2",
    "ALT_CORE_B_OR_28_C", "ALT_CORE_B_OR_28_R1", "ALT_CORE_B_OR_28_R2", "ALT_CORE_B_AX_30_R1", "ALT_CORE_B_AX_23_C",
    "ALT_CORE_B_AX_23_R1", "ALT_CORE_B_AX_23_R2", "ALT_CORE_B_OR_25_C", "ALT_CORE_B_OR_25_R1", "ALT_CORE_B_OR_25_R2",
    "ALT_CORE_B_LY_24_C", "ALT_CORE_B_LY_24_R1", "ALT_CORE_B_LY_24_R2", "ALT_CORE_B_OR_24_C", "ALT_CORE_B_OR_24_R1",
    "ALT_CORE_B_OR_24_R2", "ALT_CORE_B_LY_08_R1", "ALT_CORE_B_LY_08_R2", "ALT_CORE_B_YZ_14_R1", "ALT_CORE_B_AX_27_R2",
    "ALT_CORE_B_YZ_30_R2", "ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R1", "ALT_CORE_B_YZ_13_R2", "ALT_CORE_B_YZ_01_C", "ALT_CORE_B_OR_27_C",
    "ALT_CORE_B_OR_27_R1", "ALT_CORE_B_OR_27_R2", "ALT_CORE_B_MU_19_C", "ALT_CORE_B_MU_19_R1", "ALT_CORE_B_MU_19_R2", "ALT_CORE_B_OR_10_R1",
    "ALT_CORE_B_BR_20_R2", "ALT_CORE_B_MU_13_R1", "ALT_CORE_B_OR_13_R2", "ALT_CORE_B_AX_03_C", "ALT_CORE_B_OR_02_C",
    "ALT_CORE_B_AX_21_R1",
};

/* Every design the database encodes has its row, and every row's card is
 * supported: a card is marked supported only with a test. */
static void test_every_encoded_design_has_a_row(void **state)
{
    (void)state;
    size_t encoded = 0;
    for (size_t i = 0; i < alt_cards_count(tb_db()); i++) {
        const alt_card_info *c = alt_cards_get(tb_db(), (uint16_t)i);
        if (!c->supported || c->abilities[0] == '\0')
            continue;
        /* The Kickstarter print shares the design of its CORE print. */
        char core[64];
        if (strncmp(c->ref, "ALT_COREKS_", 11) == 0)
            snprintf(core, sizeof core, "ALT_CORE_%s", c->ref + 11);
        else
            snprintf(core, sizeof core, "%s", c->ref);
        int found = 0;
        for (size_t k = 0; k < sizeof rows / sizeof rows[0] && !found; k++)
            found = strcmp(rows[k].ref, core) == 0;
        for (size_t k = 0; k < sizeof tested_elsewhere / sizeof tested_elsewhere[0] && !found; k++)
            found = 2 * (strcmp(tested_elsewhere[k], core) == 0);
        if (!found)
            fail_msg("%s is supported but has no row here", c->ref);
        encoded += found == 1;
    }
    assert_int_equal(encoded, 2 * (sizeof rows / sizeof rows[0]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_encoded_design_has_a_row),
        cmocka_unit_test(test_every_design_does_what_it_says),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
