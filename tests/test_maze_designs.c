/*
 * test_maze_designs.c: the designs of Whispers from the Maze (BISE) this
 * build plays, each over the bundled database all-1 in a situation built
 * for it, with what its text says checked afterwards; every design
 * encoded in cards/abilities/BISE.tsv has a case here, the one whose
 * text is none included (a design without one fails
 * test_every_encoded_bise_design_has_a_case, naming it), and every design with Scout X is played paying X (CR 4.0 7.4.5.c).
 * `altered-replay cards --coverage` says how many of the set's designs
 * that is: all of them, every record of the set played
 * (test_every_bise_record_is_supported names any that is not).
 *
 * Most designs are one row of `cases`: each player's part of a JSON
 * position (docs/position.md; "@" stands for the design's booster print),
 * how the card is brought into action, the answers to what it asks, and
 * what must hold afterwards (the runner is test_frost_designs.c's).
 */
#include "bundled.h"
#include "design_cases.h"
#include "frost_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The day the games are played: after every erratum of the set. */
#define DATE "2025-11-01"

/* Cards of Beyond the Gates without abilities, to stage situations. */
#define TROOPER "ALT_CORE_B_OR_05_C"   /* Ordis Trooper: 1/1, 1/1/1 */
#define RUNE "ALT_CORE_B_OR_07_C"      /* Monolith Rune-Scribe: 2/2, 2/2/2 */
#define SKALD "ALT_CORE_B_LY_08_C"     /* Lyra Skald: an Artist, 2/2, 3/0/2 (a base statistic of 0) */
#define KAPPA "ALT_CORE_B_BR_13_C"     /* Kappa: 4/4, 4/4/5 */
#define TRAINING "ALT_CORE_B_YZ_19_C"  /* Magical Training: a Spell, 1/3, you draw a card */
#define REPROCESSOR "ALT_CORE_B_AX_25_C" /* Axiom Reprocessor: a Landmark, 4/4, At Noon Resupply */
#define DICE "ALT_CORE_B_LY_17_C"      /* a Character, 4/4, {H} roll a die */
#define ROLLER "ALT_CORE_B_LY_06_C"    /* a Character, {J} roll a die: boosts only */
#define BRASSBUG "ALT_CORE_B_AX_31_C"
#define RECRUIT "ALT_CORE_B_OR_31_C"
#define COPPELIA "ALT_CORE_B_AX_14_C"  /* Coppélia: a Robot, 2/2 */
#define RALLY "ALT_ALIZE_B_OR_44_C"    /* Rallying Call: a Song, 1, target Character gains a boost */
#define MOTH "ALT_ALIZE_B_YZ_47_C"
#define CRIER "ALT_BISE_B_OR_49_C"     /* Ordis Crier: an Animal, 1/2, a support ability only */
#define NURSE "ALT_BISE_B_YZ_51_C"     /* Yzmir Nurse: {H} you may sacrifice a Character */
#define EXTRACTOR "ALT_BISE_B_AX_60_C" /* Sap Extractor: a Landmark, 1/1 */
#define ENCORE "ALT_BISE_B_LY_59_C"    /* Encore: a Spell, 2, target Fleeting Character gains Anchored */
#define LEAP "ALT_CORE_B_YZ_25_C"      /* Small Step, Giant Leap: a Spell, 6, target Expedition moves forward */

#define T "\"" TROOPER "\""
#define DECK "\"deck\": [" T ", " T ", " T ", " T ", " T ", " T "]"
#define MANA(n) "\"mana\": [" MANA_##n "]"
#define MANA_1 T
#define MANA_2 T ", " T
#define MANA_3 T ", " T ", " T
#define MANA_4 MANA_2 ", " MANA_2
#define MANA_5 MANA_4 ", " T
#define MANA_6 MANA_3 ", " MANA_3
#define MANA_7 MANA_6 ", " T
#define MANA_8 MANA_4 ", " MANA_4
#define MANA_9 MANA_8 ", " T
#define OPP "\"zones\": {" DECK "}"
/* P0's zones: the card in Hand (Reserve), what else is given, a Deck. */
#define HAND(more) "\"zones\": {\"hand\": [\"@\"], " more DECK "}"
#define RES(more) "\"zones\": {\"reserve\": [\"@\"], " more DECK "}"
#define BOOSTED(ref, n) "{\"card\": \"" ref "\", \"boosts\": " #n "}"
#define WITH(ref, st) "{\"card\": \"" ref "\", \"statuses\": [\"" st "\"]}"

/* The one modifier waiting (check's P.mod=F/K/N): a Permanent's cost. */
#define MOD_PERM_COST_2 "0.mod=3/1/2"

/* ------------------------------------------------------------ the runner */
#define AT(d) "\"expeditions\": {\"hero\": {\"distance\": " #d "}}, "

/* ------------------------------------------------------------ the runner */


#define P1_RUNE_HERE "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}"

static const design_case cases[] = {
    /* ------------------------------------------------------------- Axiom */
    /* Augment: the Rune-Scribe's one boost becomes two. */
    {"ALT_BISE_B_AX_49_C", RES("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(1) ", "), OPP, "reserve:hero",
     "yes obj:0:" RUNE, "0.hero." RUNE "+2"},
    {"ALT_BISE_B_AX_49_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(1) ", "), OPP, "hand:hero",
     "yes obj:0:" RUNE, "0.hero." RUNE "+2"},
    {"ALT_BISE_B_AX_49_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(1) ", "), OPP, "hand:hero", "no",
     "0.hero." RUNE "+1"},
    /* "You may spend 1 of my boosts": the one it kept from the Reserve. */
    {"ALT_BISE_B_AX_50_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes", "0.reserve=1; 0.hero.@+0"},
    /* {I} At Noon, choose one: the {T} mode exhausts it in the Reserve for two boosts. */
    {"ALT_BISE_B_AX_50_C", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@+2; 0.reserve.@:exhausted"},
    /* "Spend 1 counter from a card you control or in your Reserve": its own boost, a Landmark's counter. */
    {"ALT_BISE_B_AX_50_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes obj:0:@", "0.reserve=1; 0.hero.@+0"},
    {"ALT_BISE_B_AX_50_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "no", "0.reserve=0; 0.hero.@+1"},
    {"ALT_BISE_B_AX_50_R1", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@+2; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_AX_50_R2", RES("\"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"counters\": 1}], " MANA(3) ", "), OPP,
     "reserve:hero", "yes obj:0:" REPROCESSOR, "0.land." REPROCESSOR "#0; 0.reserve=1"},
    {"ALT_BISE_B_AX_50_R2", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_AX_51_C", RES(""), OPP, "none to:afternoon", "c:1", "0.reserve.@+1; 0.reserve.@!exhausted"},
    {"ALT_BISE_B_AX_51_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 2) "], " DECK "}", OPP, "none to:afternoon", "c:2",
     "0.reserve.@+3; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_AX_51_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes obj:0:@", MOD_PERM_COST_2 "; 0.hero.@+0"},
    {"ALT_BISE_B_AX_51_R1", RES(""), OPP, "none to:afternoon", "c:1", "0.reserve.@+1"},
    {"ALT_BISE_B_AX_51_R2", "\"zones\": {\"reserve\": [\"@\", " BOOSTED(RUNE, 1) "], " MANA(2) ", " DECK "}", OPP,
     "reserve:hero", "yes obj:0:" RUNE, MOD_PERM_COST_2 "; 0.reserve." RUNE "+0"},
    {"ALT_BISE_B_AX_51_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_AX_52_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "reserve:hero", "yes obj:1:" TROOPER,
     "1.reserve=0; 0.hero.@+0"},
    {"ALT_BISE_B_AX_52_C", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@+2; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_AX_57_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(6) ", " DECK "}", OPP, "reserve:hero", "yes obj:0:@", "0.ready=2; 0.hero.@+0"},
    {"ALT_BISE_B_AX_57_R1", RES(""), OPP, "none to:afternoon", "c:1", "0.reserve.@+1"},
    {"ALT_BISE_B_AX_57_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(6) ", " DECK "}", OPP, "reserve:hero", "yes obj:0:@", "0.ready=2"},
    {"ALT_BISE_B_AX_57_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    /* Cooldown: to Reserve exhausted; the Rune-Scribe's boost pays for the Brassbug. */
    {"ALT_BISE_B_AX_58_C", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(1) ", "), OPP, "hand",
     "yes obj:0:" RUNE " exp:0:comp", "0.comp." BRASSBUG "=1; 0.hero." RUNE "+0; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_AX_58_C", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(1) ", "), OPP, "hand", "no",
     "0.comp." BRASSBUG "=0; 0.hero." RUNE "+1"},
    {"ALT_BISE_B_AX_58_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(1) ", "), OPP, "hand",
     "yes obj:0:" RUNE " exp:0:hero", "0.hero." BRASSBUG "=1; 0.hero." RUNE "+0"},
    /* Aby augments a Landmark's counter. */
    {"ALT_BISE_B_AX_54_C", HAND("\"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"counters\": 1}], " MANA(3) ", "), OPP,
     "hand:hero", "yes obj:0:" REPROCESSOR, "0.land." REPROCESSOR "#2"},
    /* Aby's rare: any number of cards augmented, each once (a boost, a Landmark's counter, a boost in P1's Reserve). */
    {"ALT_BISE_B_AX_54_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], \"landmarks\": [{\"card\": \"" REPROCESSOR
     "\", \"counters\": 1}], " MANA(3) ", "), "\"zones\": {\"reserve\": [" BOOSTED(TROOPER, 2) "], " DECK "}", "hand:comp",
     "obj:0:" RUNE " obj:0:" REPROCESSOR " obj:1:" TROOPER " c:0",
     "0.hero." RUNE "+2; 0.land." REPROCESSOR "#2; 1.reserve." TROOPER "+3"},
    {"ALT_BISE_B_AX_54_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(3) ", "), OPP, "hand:comp", "c:0",
     "0.hero." RUNE "+1"},
    {"ALT_BISE_B_AX_55_C", RES(MANA(2) ", "), OPP, "reserve:hero", "", "0.hero.@+1"},
    {"ALT_BISE_B_AX_55_C", RES("\"hand\": [" T "], " MANA(2) ", "), OPP, "reserve:hero", "", "0.hero.@+0"},
    {"ALT_BISE_B_AX_55_R1", RES(MANA(2) ", "), OPP, "reserve:hero", "", "0.hero.@+2"},
    {"ALT_BISE_B_AX_55_R1", RES("\"hand\": [" T "], " MANA(2) ", "), OPP, "reserve:hero", "", "0.hero.@+1"},
    {"ALT_BISE_B_AX_56_C", HAND("\"reserve\": [" WITH(TRAINING, "exhausted") ", " WITH(RUNE, "exhausted") "], " MANA(4) ", "),
     OPP, "hand:hero", "", "0.reserve." TRAINING "!exhausted; 0.reserve." RUNE "!exhausted"},
    {"ALT_BISE_B_AX_52_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "reserve:hero",
     "yes obj:0:@ obj:1:" TROOPER, "1.reserve=0; 0.hero.@+0"},
    {"ALT_BISE_B_AX_52_R1", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@+2; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_AX_52_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "reserve:hero",
     "yes obj:0:@ obj:1:" TROOPER, "1.reserve=0"},
    {"ALT_BISE_B_AX_52_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_AX_57_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(6) ", " DECK "}", OPP, "reserve:hero", "yes", "0.ready=2; 0.hero.@+0"},
    {"ALT_BISE_B_AX_57_C", RES(""), OPP, "none to:afternoon", "c:1", "0.reserve.@+1"},
    /* {I} from the Reserve: the exhausted Rune-Scribe is played all the same. */
    {"ALT_BISE_B_AX_56_R1", "\"zones\": {\"reserve\": [\"@\", " WITH(RUNE, "exhausted") "], " MANA(2) ", " DECK "}", OPP,
     "reserve:hero=" RUNE, "", "0.hero." RUNE "=1; 0.reserve.@=1"},
    /* At Noon, the Sap Extractor augments the Reprocessor's counter. */
    {"ALT_BISE_B_AX_60_C", "\"zones\": {\"landmarks\": [\"@\", {\"card\": \"" REPROCESSOR "\", \"counters\": 1}], " DECK "}",
     OPP, "none to:afternoon", "yes obj:0:" REPROCESSOR, "0.land." REPROCESSOR "#2"},
    /* The Sap Extractor's rare: at Noon, any number of cards augmented. */
    {"ALT_BISE_B_AX_60_R1", "\"zones\": {\"landmarks\": [\"@\", {\"card\": \"" REPROCESSOR "\", \"counters\": 1}], \"reserve\": ["
     BOOSTED(TROOPER, 1) "], " DECK "}", OPP, "none to:afternoon", "obj:0:" REPROCESSOR " obj:0:" TROOPER " c:0",
     "0.land." REPROCESSOR "#2; 0.reserve." TROOPER "+2"},
    /* "Your Reserve limit is increased by one": P0 keeps three at Night, P1 two. */
    {"ALT_BISE_B_AX_61_C", HAND(MANA(3) ", "), OPP, "hand", "", "0.reserve=1; 0.land.@=1"},
    {"ALT_BISE_B_AX_61_C", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [" T ", " T ", " T "], " DECK "}",
     "\"zones\": {\"reserve\": [" T ", " T ", " T "], " DECK "}", "none to:morning", "", "0.reserve=3; 1.reserve=2"},
    {"ALT_BISE_B_AX_61_R1", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [" T ", " T ", " T "], " DECK "}",
     "\"zones\": {\"reserve\": [" T ", " T ", " T "], " DECK "}", "none to:morning", "", "0.reserve=3; 1.reserve=2"},
    {"ALT_BISE_B_AX_61_R1", HAND(MANA(2) ", "), OPP, "hand", "", "0.reserve=1; 0.land.@=1"},
    /* BLISS Fan: a Character in your Reserve gains a boost (the Talarian
     * Skater's rare gives one): the Fan gains one (the rare: target
     * Character gains one, here the opponent's Rune-Scribe). */
#define SKATER "ALT_BISE_B_BR_52_R1"   /* Talarian Skater's rare: {J} a Character in play or in Reserve gains 1 boost */
    {"ALT_BISE_B_LY_50_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], \"reserve\": [" T "], "
     MANA(3) ", " DECK "}", OPP, "hand:comp=" SKATER, "obj:0:" TROOPER, "0.reserve." TROOPER "+1; 0.hero.@+1"},
    {"ALT_BISE_B_LY_50_C", "\"zones\": {\"hero_expedition\": [\"@\", " T "], \"hand\": [\"" SKATER "\"], " MANA(3) ", " DECK "}",
     OPP, "hand:comp=" SKATER, "obj:0:" TROOPER, "0.hero." TROOPER "+1; 0.hero.@+0"},
    {"ALT_BISE_B_LY_50_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], \"reserve\": [" T "], "
     MANA(3) ", " DECK "}", P1_RUNE_HERE, "hand:comp=" SKATER, "obj:0:" TROOPER " obj:1:" RUNE, "1.hero." RUNE "+1; 0.hero.@+0"},
    {"ALT_BISE_B_LY_50_R2", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], \"reserve\": [" T "], "
     MANA(3) ", " DECK "}", OPP, "hand:comp=" SKATER, "obj:0:" TROOPER, "0.hero.@+1"},
    /* Sap Duende: two (Boosted) Characters in play or in Reserve exchange
     * their boosts, then a card is drawn; Fleeting, it goes to Discard. */
    {"ALT_BISE_B_LY_61_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" BOOSTED(TROOPER, 3) "], \"reserve\": ["
     BOOSTED(SKALD, 1) "], " MANA(2) ", " DECK "}", OPP, "hand", "obj:0:" TROOPER " obj:0:" SKALD,
     "0.hero." TROOPER "+1; 0.reserve." SKALD "+3; 0.hand=1; 0.discard.@=1"},
    {"ALT_BISE_B_LY_61_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 2) "], " DECK "}", "hand", "obj:0:" TROOPER " obj:1:" RUNE,
     "0.hero." TROOPER "+2; 1.hero." RUNE "+0; 0.hand=1"},
    {"ALT_BISE_B_LY_61_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 2) "], " DECK "}", "hand", "obj:0:" TROOPER " obj:1:" RUNE,
     "0.hero." TROOPER "+2; 1.hero." RUNE "+0; 0.hand=1"},
    /* Lyra Contortionist ({I}: not counted towards the Reserve limit), ready
     * in the Reserve: kept beside two cards; with three more, Clean-up
     * keeps two of them and it. Simurgh's rare ({I}: all Reserve limits
     * one less): each player keeps one. Scholars' Vault: one more while
     * the Reserve holds a Spell (R2: a Character with Hand Cost 7 or more). */
    {"ALT_BISE_B_LY_51_C", RES(), "\"zones\": {\"reserve\": [" T ", " T "], " DECK "}", "none to:morning", "",
     "0.reserve=1; 1.reserve=2"},
    {"ALT_BISE_B_LY_51_C", "\"zones\": {\"reserve\": [\"@\", " T ", " T "], " DECK "}", OPP, "none to:morning", "",
     "0.reserve=3; 0.reserve.@=1"},
    {"ALT_BISE_B_LY_51_R1", "\"zones\": {\"reserve\": [\"@\", " T ", " T ", " T "], " DECK "}", OPP, "none to:morning", "",
     "0.reserve=3; 0.reserve.@=1; 0.discard=1"},
    {"ALT_BISE_B_LY_51_R1", RES(MANA(3) ", "), OPP, "reserve:hero", "", "0.hero.@!fleeting"},
    {"ALT_BISE_B_LY_51_R2", "\"zones\": {\"reserve\": [" WITH("@", "exhausted") ", " T ", " T "], " DECK "}", OPP,
     "none to:morning", "", "0.reserve=2"},
    {"ALT_BISE_B_OR_58_R1", "\"zones\": {\"reserve\": [\"@\", " T "], " DECK "}", "\"zones\": {\"reserve\": [" T ", " T
     "], " DECK "}", "none to:morning", "", "0.reserve=1; 1.reserve=1"},
    {"ALT_BISE_B_OR_58_R1", HAND(MANA(7) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero", "", "0.hand=1"},
    {"ALT_BISE_B_YZ_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [\"" TRAINING "\", " T ", " T "], " DECK "}", OPP,
     "none to:morning", "", "0.reserve=3"},
    {"ALT_BISE_B_YZ_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [" T ", " T ", " T "], " DECK "}", OPP,
     "none to:morning", "", "0.reserve=2"},
    {"ALT_BISE_B_YZ_63_C", HAND(MANA(2) ", "), OPP, "hand", "", "0.reserve=1; 0.land.@=1"},
    {"ALT_BISE_B_YZ_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [\"" TRAINING "\", " T ", " T "], " DECK "}", OPP,
     "none to:morning", "", "0.reserve=3"},
    {"ALT_BISE_B_YZ_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"ALT_CORE_B_OR_27_R1\"], " MANA(7) ", " DECK "}",
     OPP, "hand=ALT_CORE_B_OR_27_R1", "", "0.hand=0; 0.ready=0"},
    {"ALT_BISE_B_YZ_63_R2", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [\"ALT_ALIZE_B_BR_40_C\", " T ", " T "], " DECK "}",
     OPP, "none to:morning", "", "0.reserve=3"},
    {"ALT_BISE_B_YZ_63_R2", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"ALT_ALIZE_B_BR_40_C\"], " MANA(6) ", " DECK "}",
     OPP, "hand:hero=ALT_ALIZE_B_BR_40_C", "no", "0.hero.ALT_ALIZE_B_BR_40_C=1; 0.ready=0"},
    {"ALT_BISE_B_AX_62_C", HAND(MANA(2) ", "), OPP, "hand:comp", "", "0.comp." BRASSBUG "=1; 0.comp.@=1"},
    {"ALT_BISE_B_AX_62_R1", HAND(MANA(3) ", "), OPP, "hand:comp", "", "0.comp." BRASSBUG "=1; 0.reserve=0"},
    {"ALT_BISE_B_AX_62_R1", RES(MANA(2) ", "), OPP, "reserve:comp", "", "0.comp." BRASSBUG "=0; 0.reserve=1"},
    {"ALT_BISE_B_AX_62_R2", RES(MANA(2) ", "), OPP, "reserve:comp", "", "0.comp." BRASSBUG "=1; 0.reserve=1"},
    /* A card left the Reserve: a Sap counter; {T} and three of them: the Characters of the Reserve gain a boost. */
    {"ALT_BISE_B_AX_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "reserve:hero=" TROOPER, "", "0.land.@#1"},
    {"ALT_BISE_B_AX_63_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], \"reserve\": [" T ", \""
     TRAINING "\"], " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "quick:land", "",
     "0.land.@#0; 0.land.@:exhausted; 0.reserve." TROOPER "+1; 0.reserve." TRAINING "+0; 1.reserve." TROOPER "+0"},
    /* "Discard target Character in play or in Reserve": P1's, in its Reserve, or in play. */
    {"ALT_BISE_B_AX_59_C", HAND(MANA(4) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand", "obj:1:" TROOPER,
     "1.reserve=0; 1.discard." TROOPER "=1; 0.discard.@=1"},
    {"ALT_BISE_B_AX_59_C", HAND(MANA(4) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand", "obj:1:" RUNE,
     "1.discard." RUNE "=1"},
    /* Choose one: a counter spent to discard a Permanent (none to spend: nothing), or a Character in Reserve. */
    {"ALT_BISE_B_AX_59_R1", HAND("\"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"counters\": 1}], " MANA(4) ", "),
     "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\"], " DECK "}", "hand", "c:1 obj:0:" REPROCESSOR " obj:1:" EXTRACTOR,
     "0.land." REPROCESSOR "#0; 1.discard." EXTRACTOR "=1; 0.discard.@=1"},
    {"ALT_BISE_B_AX_59_R1", HAND(MANA(4) ", "), "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\"], " DECK "}", "hand", "c:1",
     "1.land." EXTRACTOR "=1"},
    {"ALT_BISE_B_AX_59_R1", HAND(MANA(4) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand", "c:2 obj:1:" TROOPER,
     "1.discard." TROOPER "=1"},
    /* {R} Choose up to one: a Permanent of Hand Cost 3 or less (the rare: 5) discarded, or one sacrificed for a Brassbug. */
    {"ALT_BISE_B_AX_53_C", RES(MANA(2) ", "), "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\", \"" REPROCESSOR "\"], " DECK "}",
     "reserve:hero", "c:1 obj:1:" EXTRACTOR, "1.discard." EXTRACTOR "=1; 1.land." REPROCESSOR "=1"},
    {"ALT_BISE_B_AX_53_C", RES("\"landmarks\": [\"" EXTRACTOR "\"], " MANA(2) ", "), OPP, "reserve:hero",
     "c:2 obj:0:" EXTRACTOR " exp:0:comp", "0.discard." EXTRACTOR "=1; 0.comp." BRASSBUG "=1"},
    {"ALT_BISE_B_AX_53_C", RES(MANA(2) ", "), "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\"], " DECK "}", "reserve:hero", "c:0",
     "1.land." EXTRACTOR "=1"},
    {"ALT_BISE_B_AX_53_R1", RES(MANA(2) ", "), "\"zones\": {\"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "reserve:hero",
     "c:1 obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1"},
    /* {T} and three Sap counters: three boosts distributed among Characters in Reserve, either player's. */
    {"ALT_BISE_B_AX_63_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], \"reserve\": [" T ", \"" RUNE "\"], "
     DECK "}", "\"zones\": {\"reserve\": [\"" KAPPA "\"], " DECK "}", "quick:land",
     "obj:0:" TROOPER " obj:0:" TROOPER " obj:1:" KAPPA, "0.reserve." TROOPER "+2; 0.reserve." RUNE "+0; 1.reserve." KAPPA "+1; 0.land.@#0"},
    {"ALT_BISE_B_AX_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "reserve:hero=" TROOPER, "", "0.land.@#1"},
    /* ------------------------------------------------------------ Bravos */
    /* {I} When you play another Character: in Reserve, it gains a boost. */
    {"ALT_BISE_B_BR_49_C", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_BR_49_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "hand:hero=" TROOPER, "", "0.hero.@+0"},
    /* Sacrificed by the Nurse with two boosts: two Reactions, each another Character of P0's Reserve a boost. */
    {"ALT_BISE_B_BR_53_C", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 2) "], \"reserve\": [" T ", \"" RUNE "\"], \"hand\": [\""
     NURSE "\"], " MANA(3) ", " DECK "}", "\"zones\": {\"reserve\": [\"" KAPPA "\"], " DECK "}", "hand:comp=" NURSE,
     "yes obj:0:@ obj:0:" TROOPER " obj:0:" RUNE, "0.reserve." TROOPER "+1; 0.reserve." RUNE "+1; 1.reserve." KAPPA "+0; 0.discard.@=1"},
    {"ALT_BISE_B_BR_53_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"reserve\": [" T "], \"hand\": [\"" NURSE "\"], " MANA(3) ", "
     DECK "}", OPP, "hand:comp=" NURSE, "yes obj:0:@", "0.reserve." TROOPER "+0"},
    {"ALT_BISE_B_BR_53_R1", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 1) "], \"reserve\": [" T "], \"hand\": [\"" NURSE "\"], "
     MANA(3) ", " DECK "}", OPP, "hand:comp=" NURSE, "yes obj:0:@ obj:0:" TROOPER, "0.reserve." TROOPER "+1"},
    {"ALT_BISE_B_BR_53_R1", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    /* The rare's Augment, once per boost: the Rune-Scribe's boost, then P1's Kappa's. */
    {"ALT_BISE_B_BR_53_R2", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 2) ", " BOOSTED(RUNE, 1) "], \"hand\": [\"" NURSE "\"], "
     MANA(3) ", " DECK "}", "\"zones\": {\"reserve\": [" BOOSTED(KAPPA, 1) "], " DECK "}", "hand:comp=" NURSE,
     "yes obj:0:@ yes obj:0:" RUNE " yes obj:1:" KAPPA, "0.hero." RUNE "+2; 1.reserve." KAPPA "+2"},
    /* {R} with two boosts brought from the Reserve: Resupply; with one, none. */
    {"ALT_BISE_B_BR_49_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 2) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "",
     "0.reserve=1; 0.hero.@+2"},
    {"ALT_BISE_B_BR_49_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "",
     "0.reserve=0"},
    {"ALT_BISE_B_BR_49_R1", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_BR_49_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 2) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "",
     "0.reserve=1"},
    {"ALT_BISE_B_BR_49_R2", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@+2; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_BR_50_C", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) ", " BOOSTED(SKALD, 2) ", \"" KAPPA "\"], " MANA(2) ", "),
     OPP, "hand:hero", "", "0.hero.@+2"},
    {"ALT_BISE_B_BR_50_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(2) ", "), OPP, "hand:hero", "", "0.hero.@+1"},
    /* At Night, with 2 boosts as Night begins: Sabotage once Rest is over. */
    {"ALT_BISE_B_BR_51_C", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 2) "], " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "none to:morning",
     "obj:1:" TROOPER, "1.reserve=0; 0.reserve.@=1"},
    {"ALT_BISE_B_BR_51_C", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 1) "], " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "none to:morning",
     "", "1.reserve=1"},
    {"ALT_BISE_B_BR_51_R1", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 2) "], " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "none to:morning",
     "obj:1:" TROOPER, "1.reserve=0; 0.reserve.@+2"},
    {"ALT_BISE_B_BR_52_C", HAND("\"hero_expedition\": [\"" RUNE "\"], " MANA(3) ", "), OPP, "hand:comp", "obj:0:" RUNE,
     "0.hero." RUNE "+1"},
    /* "Target Character in play or in Reserve": P1's, in its Reserve. */
    {"ALT_BISE_B_BR_52_R1", HAND(MANA(3) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:comp", "obj:1:" TROOPER,
     "1.reserve." TROOPER "+1"},
    /* {R} with 2 boosts kept from the Reserve (CR 4.0 2.4.5.b): draw. */
    {"ALT_BISE_B_BR_54_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 2) "], " MANA(5) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hand=1; 0.hero.@+2"},
    {"ALT_BISE_B_BR_54_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(5) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hand=0; 0.hero.@+1"},
    {"ALT_BISE_B_BR_54_C", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_BR_54_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 2) "], " MANA(5) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hand=1"},
    {"ALT_BISE_B_BR_54_R1", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_BR_54_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 2) "], " MANA(4) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hand=1"},
    {"ALT_BISE_B_BR_54_R2", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_BR_54_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+0"},
    /* {I} "you may pay {1} to give it 1 boost": the Trooper played. */
    {"ALT_BISE_B_BR_55_C", RES("\"hand\": [" T "], " MANA(2) ", "), OPP, "hand:hero=" TROOPER, "yes",
     "0.hero." TROOPER "+1; 0.mana=2; 0.reserve.@+0"},
    {"ALT_BISE_B_BR_55_R1", RES("\"hand\": [" T "], " MANA(2) ", "), OPP, "hand:hero=" TROOPER, "yes", "0.hero." TROOPER "+1"},
    {"ALT_BISE_B_BR_56_C", HAND("\"hero_expedition\": [" WITH(RUNE, "fleeting") "], " MANA(5) ", "), OPP, "hand:comp",
     "yes obj:0:" RUNE, "0.hero." RUNE "+1; 0.hero." RUNE "!fleeting"},
    {"ALT_BISE_B_BR_56_R1", HAND("\"hero_expedition\": [" WITH(RUNE, "fleeting") "], " MANA(5) ", "), OPP, "hand:comp",
     "yes obj:0:" RUNE, "0.hero." RUNE "+1; 0.hero." RUNE "!fleeting"},
    {"ALT_BISE_B_BR_58_C", HAND(MANA(8) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand:hero",
     "obj:1:" RUNE, "1.hand." RUNE "=1; 0.hero.@+0"},
    {"ALT_BISE_B_BR_58_C", RES(MANA(8) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "reserve:hero",
     "obj:1:" RUNE, "1.hand." RUNE "=1; 0.hero.@+2"},
    {"ALT_BISE_B_BR_58_R1", RES(MANA(8) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "reserve:hero",
     "obj:1:" RUNE, "1.reserve." RUNE "=1; 0.hero.@+3"},
    {"ALT_BISE_B_BR_59_C", HAND(MANA(7) ", "), OPP, "hand:hero", "", "0.hero.@+7"},
    {"ALT_BISE_B_BR_59_R1", HAND(MANA(5) ", "), OPP, "hand:hero", "", "0.hero.@+5"},
    /* Neither a Spell in Reserve nor a Character in play is a target: nothing to pick. */
    {"ALT_BISE_B_BR_60_C", HAND("\"reserve\": [\"" TRAINING "\"], \"hero_expedition\": [" T "], " MANA(1) ", "), OPP, "hand",
     "", "0.reserve." TRAINING "+0; 0.hero." TROOPER "+0"},
    {"ALT_BISE_B_BR_60_C", HAND("\"reserve\": [" T "], " MANA(1) ", "), OPP, "hand", "obj:0:" TROOPER, "0.reserve." TROOPER "+2"},
    {"ALT_BISE_B_BR_60_R1", HAND(MANA(1) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand", "obj:1:" TROOPER,
     "1.reserve." TROOPER "+3"},
    /* A boost per Anchored Character you control; {R} it gains Anchored. */
    {"ALT_BISE_B_BR_50_R2", HAND("\"hero_expedition\": [" WITH(RUNE, "anchored") ", " WITH(TROOPER, "anchored") ", \"" KAPPA "\"], "
     MANA(2) ", "), OPP, "hand:comp", "", "0.comp.@+2"},
    {"ALT_BISE_B_BR_50_R2", RES(MANA(3) ", "), OPP, "reserve:hero", "", "0.hero.@:anchored"},
    /* Scout 3; a card of the Reserve becomes an exhausted (the rare: a ready) Mana Orb. */
    {"ALT_BISE_B_BR_57_C", HAND("\"reserve\": [" T "], " MANA(6) ", "), OPP, "hand:hero", "yes obj:0:" TROOPER,
     "0.reserve=0; 0.mana=7; 0.ready=0"},
    {"ALT_BISE_B_BR_57_C", HAND("\"reserve\": [" T "], " MANA(6) ", "), OPP, "hand:hero", "no", "0.reserve=1; 0.mana=6"},
    {"ALT_BISE_B_BR_57_R1", HAND("\"reserve\": [" T "], " MANA(6) ", "), OPP, "hand:hero", "yes obj:0:" TROOPER,
     "0.reserve=0; 0.mana=7; 0.ready=1"},
    /* Hand Cost up to a Character's of P0 (the Rune-Scribe, 2): the Trooper; with no Character of P0's, no target. */
    {"ALT_BISE_B_BR_61_C", HAND("\"hero_expedition\": [\"" RUNE "\"], " MANA(2) ", "),
     "\"zones\": {\"hero_expedition\": [" T ", \"" KAPPA "\"], " DECK "}", "hand", "obj:1:" TROOPER,
     "1.reserve." TROOPER "=1; 1.hero." KAPPA "=1; 0.discard.@=1"},
    {"ALT_BISE_B_BR_61_C", HAND(MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" T "], " DECK "}", "hand", "",
     "1.hero." TROOPER "=1"},
    {"ALT_BISE_B_BR_61_R1", HAND("\"hero_expedition\": [\"" KAPPA "\"], " MANA(2) ", "),
     "\"zones\": {\"hero_expedition\": [\"" KAPPA "\"], " DECK "}", "hand", "obj:1:" KAPPA, "1.discard." KAPPA "=1"},
    /* A Food counter per Character leaving P0's Expeditions (Rest: the Trooper; the rare: not the token). */
    /* The Stew: a boost (the rare: paying 1, a boost or Fleeting lost); the Characters of its Expedition keep
     * their boosts through Rest (Kappa facing holds the Expedition back, so the Stew stays in play). */
    {"ALT_BISE_B_BR_62_C", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(2) ", "), OPP, "hand:hero", "obj:0:" RUNE,
     "0.hero." RUNE "+2"},
    {"ALT_BISE_B_BR_62_C", "\"zones\": {\"hero_expedition\": [\"@\", " BOOSTED(RUNE, 2) "], \"companion_expedition\": ["
     BOOSTED(TROOPER, 1) "], " DECK "}", "\"zones\": {\"hero_expedition\": [" BOOSTED(KAPPA, 3) "], " DECK "}", "none to:morning", "",
     "0.reserve." RUNE "+2; 0.reserve." TROOPER "+0; 0.hero.@=1"},
    {"ALT_BISE_B_BR_62_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(2) ", "), OPP, "hand:hero",
     "yes c:1 obj:0:" RUNE, "0.hero." RUNE "+2; 0.ready=0"},
    {"ALT_BISE_B_BR_62_R1", HAND("\"hero_expedition\": [" WITH(RUNE, "fleeting") "], " MANA(2) ", "), OPP, "hand:hero",
     "yes c:2 obj:0:" RUNE, "0.hero." RUNE "!fleeting; 0.hero." RUNE "+0"},
    {"ALT_BISE_B_BR_62_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) "], " MANA(2) ", "), OPP, "hand:hero", "no",
     "0.hero." RUNE "+1; 0.ready=1"},
    {"ALT_BISE_B_BR_62_R1", "\"zones\": {\"hero_expedition\": [\"@\", " BOOSTED(RUNE, 2) "], " DECK "}",
     "\"zones\": {\"hero_expedition\": [" BOOSTED(KAPPA, 3) "], " DECK "}", "none to:morning", "", "0.reserve." RUNE "+2"},
    {"ALT_BISE_B_BR_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" T ", \"" RECRUIT "\"], " DECK "}", OPP,
     "none to:morning", "", "0.land.@#2"},
    {"ALT_BISE_B_BR_63_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], " DECK "}", OPP, "quick:land", "",
     "0.reserve=1; 0.land.@#0; 0.land.@:exhausted"},
    {"ALT_BISE_B_BR_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" T ", \"" RECRUIT "\"], " DECK "}", OPP,
     "none to:morning", "", "0.land.@#1"},
    {"ALT_BISE_B_BR_63_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 4}], " DECK "}", OPP, "quick:land", "",
     "0.hand=1; 0.land.@#0"},
    /* -------------------------------------------------------------- Lyra */
    /* {I} another Character with a base statistic of 0: the Skald, not the Trooper. */
    {"ALT_BISE_B_LY_49_C", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_LY_49_C", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+0"},
    /* At Dusk, Boosted: the top card revealed, drawn if it fits (the Skald: an Artist with a base statistic of 0;
     * the Reprocessor: a Permanent), else discarded; unboosted, nothing. */
#define KEYTAR(n, top) "\"zones\": {\"hero_expedition\": [" BOOSTED("@", n) "], \"deck\": [" T ", " T ", " T ", " T ", " T ", \"" top "\"]}"
    {"ALT_BISE_B_LY_52_C", KEYTAR(1, SKALD), OPP, "none to:morning", "", "0.hand." SKALD "=1; 0.discard=0"},
    {"ALT_BISE_B_LY_52_C", KEYTAR(1, TROOPER), OPP, "none to:morning", "", "0.discard." TROOPER "=1"},
    {"ALT_BISE_B_LY_52_C", KEYTAR(0, TROOPER), OPP, "none to:morning", "", "0.discard=0"},
    {"ALT_BISE_B_LY_52_C", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_LY_52_R1", KEYTAR(1, SKALD), OPP, "none to:morning", "", "0.hand." SKALD "=1; 0.discard=0"},
    {"ALT_BISE_B_LY_52_R1", KEYTAR(1, KAPPA), OPP, "none to:morning", "", "0.discard." KAPPA "=1"},
    {"ALT_BISE_B_LY_52_R1", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_LY_52_R2", KEYTAR(2, REPROCESSOR), OPP, "none to:morning", "", "0.hand." REPROCESSOR "=1; 0.discard=0"},
    {"ALT_BISE_B_LY_52_R2", KEYTAR(1, SKALD), OPP, "none to:morning", "", "0.discard." SKALD "=1"},
    {"ALT_BISE_B_LY_52_R2", RES(""), OPP, "none to:afternoon", "c:1", "0.reserve.@+1"},
    /* Daedalus: the target gains its boost whatever the die; on 4 or more Daedalus too. */
    /* X Marks the Spot: the Rune-Scribe to the Xth place of P1's Deck (test_rules_maze.c checks the place); the
     * rare readies an Orb when X is more than its Hand Cost (2). */
    /* BLISS Bassist's rares: Boosted, the Skald's 0 {M} counts 3 in region 3, {M} only (the Tumult's second
     * card, unflipped), and its Expedition moves forward at Dusk; not Boosted, it stays. */
    {"ALT_BISE_B_LY_49_R1", "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": [\"" SKALD "\"], "
     "\"companion_expedition\": [" BOOSTED("@", 1) "], " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 3}}, " OPP,
     "none to:morning", "", "0.dist.hero=4"},
    {"ALT_BISE_B_LY_49_R1", "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": [\"" SKALD "\"], "
     "\"companion_expedition\": [\"@\"], " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 3}}, " OPP,
     "none to:morning", "", "0.dist.hero=3"},
    {"ALT_BISE_B_LY_49_R1", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_LY_49_R2", "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": [\"" SKALD "\"], "
     "\"companion_expedition\": [" BOOSTED("@", 1) "], " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 3}}, " OPP,
     "none to:morning", "", "0.dist.hero=4"},
    {"ALT_BISE_B_LY_49_R2", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_LY_60_C", HAND(MANA(3) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand die:3",
     "obj:1:" RUNE, "1.deck." RUNE "=1; 1.deck=7; 1.hero=0; 0.discard.@=1"},
    {"ALT_BISE_B_LY_60_R1", HAND(MANA(3) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand die:3",
     "obj:1:" RUNE, "1.deck." RUNE "=1; 0.ready=1"},
    {"ALT_BISE_B_LY_60_R1", HAND(MANA(3) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand die:2",
     "obj:1:" RUNE, "1.deck." RUNE "=1; 0.ready=0"},
    {"ALT_BISE_B_LY_53_C", HAND("\"reserve\": [" T "], " MANA(3) ", "), OPP, "hand:hero die:5", "obj:0:" TROOPER,
     "0.reserve." TROOPER "+1; 0.hero.@+1"},
    {"ALT_BISE_B_LY_53_C", HAND(MANA(3) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero die:2", "obj:1:" TROOPER,
     "1.reserve." TROOPER "+1; 0.hero.@+0"},
    {"ALT_BISE_B_LY_53_R1", HAND("\"hero_expedition\": [\"" RUNE "\"], " MANA(3) ", "), OPP, "hand:comp die:6", "obj:0:" RUNE,
     "0.hero." RUNE "+1; 0.comp.@+1"},
    {"ALT_BISE_B_LY_53_R1", HAND("\"hero_expedition\": [\"" RUNE "\"], " MANA(3) ", "), OPP, "hand:comp die:3", "obj:0:" RUNE,
     "0.hero." RUNE "+1; 0.comp.@+0"},
    {"ALT_BISE_B_LY_55_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" DICE "\"], " MANA(4) ", " DECK "}", OPP,
     "hand:comp=" DICE, "", "0.hero.@+1"},
    /* The Nurse sacrifices the Trooper: "when you sacrifice a Character". */
    {"ALT_BISE_B_LY_55_R2", "\"zones\": {\"hero_expedition\": [\"@\", " T "], \"hand\": [\"" NURSE "\"], " MANA(3) ", " DECK "}",
     OPP, "hand:comp=" NURSE, "yes obj:0:" TROOPER, "0.hero.@+1; 0.discard." TROOPER "=1"},
    /* Every boost removed, both players', in play and in Reserve; then as
     * many as were removed choose: 1-4 two boosts, 5-8 a card of Hand Cost
     * 3 or less played for free, 9+ its Expedition forward (the rare: each
     * range reached; the second rare: the Expedition facing it back). */
    {"ALT_BISE_B_LY_57_C", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 2) "], " MANA(7) ", "),
     "\"zones\": {\"reserve\": [" BOOSTED(RUNE, 1) "], " DECK "}", "hand:hero", "",
     "0.hero.@+2; 0.hero." RUNE "+0; 1.reserve." RUNE "+0; 0.dist.hero=0"},
    {"ALT_BISE_B_LY_57_C", "\"zones\": {\"hand\": [\"@\", " T "], \"hero_expedition\": [" BOOSTED(RUNE, 3) "], " MANA(7) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 3) "], " DECK "}", "hand:hero", "obj:0:" TROOPER,
     "0.hero.@+0; 0.hand=0; 1.hero." RUNE "+0; 0.dist.hero=0"},
    {"ALT_BISE_B_LY_57_C", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 5) "], " MANA(7) ", "),
     "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 4) "], " DECK "}", "hand:hero", "",
     "0.hero.@+0; 0.dist.hero=1"},
    {"ALT_BISE_B_LY_57_R1", "\"zones\": {\"hand\": [\"@\", " T "], \"hero_expedition\": [" BOOSTED(RUNE, 5) "], " MANA(7) ", " DECK "}",
     "\"zones\": {\"reserve\": [" BOOSTED(RUNE, 4) "], " DECK "}", "hand:hero", "obj:0:" TROOPER,
     "0.hero.@+2; 0.hand=0; 1.reserve." RUNE "+0; 0.dist.hero=1"},
    {"ALT_BISE_B_LY_57_R2", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 5) "], " MANA(7) ", "),
     AT(2) "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 4) "], " DECK "}", "hand:hero", "",
     "0.hero.@+0; 0.dist.hero=0; 1.dist.hero=1"},
    /* A die rolled: a 6 draws a card, a 5 does not; in the Reserve, a boost. */
    {"ALT_BISE_B_LY_55_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" ROLLER "\"], " MANA(4) ", " DECK "}",
     OPP, "hand:comp=" ROLLER " die:6", "", "0.hand=1"},
    {"ALT_BISE_B_LY_55_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" ROLLER "\"], " MANA(4) ", " DECK "}",
     OPP, "hand:comp=" ROLLER " die:5", "", "0.hand=0"},
    {"ALT_BISE_B_LY_55_R1", RES("\"hand\": [\"" ROLLER "\"], " MANA(4) ", "), OPP, "hand:comp=" ROLLER " die:2", "",
     "0.reserve.@+1; 0.hand=0"},
    /* A die rolled reveals the Deck's top card (a Trooper, Hand Cost 1), the roller
     * ({J} roll a die, boosts) leaving the Deck alone:
     * on a 1 it is drawn (the rare: played for free, exhausting it), on a
     * 2 not; the second rare rolls as a Bureaucrat is played. */
    {"ALT_BISE_B_LY_62_C", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" ROLLER "\"], " MANA(4) ", " DECK "}",
     OPP, "hand:comp=" ROLLER " die:1", "", "0.hand=1; 0.deck=5"},
    {"ALT_BISE_B_LY_62_C", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" ROLLER "\"], " MANA(4) ", " DECK "}",
     OPP, "hand:comp=" ROLLER " die:2", "", "0.hand=0; 0.deck=6"},
    {"ALT_BISE_B_LY_62_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" ROLLER "\"], " MANA(4) ", " DECK "}",
     OPP, "hand:comp=" ROLLER " die:1", "yes at:1", "0.hero." TROOPER "=1; 0.land.@:exhausted; 0.deck=5"},
    {"ALT_BISE_B_LY_62_R2", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"ALT_ALIZE_B_OR_34_C\"], " MANA(2) ", "
     DECK "}", OPP, "hand:comp=ALT_ALIZE_B_OR_34_C die:1", "", "0.hand=1; 0.deck=5"},
    {"ALT_BISE_B_LY_56_C", HAND(MANA(5) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero die:5",
     "obj:1:" TROOPER, "1.reserve=0; 0.reserve=0"},
    {"ALT_BISE_B_LY_56_C", HAND(MANA(5) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero die:3", "",
     "1.reserve=1; 0.reserve=1"},
    {"ALT_BISE_B_LY_56_R1", HAND(MANA(5) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero die:4",
     "obj:1:" TROOPER, "1.reserve=0; 0.reserve=0"},
    {"ALT_BISE_B_LY_56_R1", HAND(MANA(5) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero die:1", "",
     "1.reserve=1; 0.reserve=1"},
    /* Boosted: Characters (Artists, Robots) from the Reserve cost 1 less,
     * down to 1; its support gains a boost per zero-stat Character played
     * (the rare's: At Noon, one boost, or two exhausting it). */
    {"ALT_BISE_B_LY_54_C", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 1) "], \"reserve\": [\"" KAPPA "\"], " MANA(3) ", " DECK "}",
     OPP, "reserve:hero=" KAPPA, "", "0.hero." KAPPA "=1; 0.ready=0"},
    {"ALT_BISE_B_LY_54_C", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_LY_54_R1", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 1) "], \"reserve\": [\"" SKALD "\"], " MANA(1) ", " DECK "}",
     OPP, "reserve:hero=" SKALD, "", "0.hero." SKALD "=1; 0.ready=0"},
    {"ALT_BISE_B_LY_54_R2", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 1) "], \"reserve\": [\"" COPPELIA "\"], " MANA(1) ", " DECK "}",
     OPP, "reserve:hero=" COPPELIA, "", "0.hero." COPPELIA "=1; 0.ready=0"},
    {"ALT_BISE_B_LY_54_R2", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@+2; 0.reserve.@:exhausted"},
    /* Resupply; a Character put in Reserve so may be played at once for 2
     * less (from the Reserve: Fleeting); a Spell asks nothing. */
    {"ALT_BISE_B_LY_58_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", \"deck\": [" T ", \"" KAPPA "\"]}", OPP, "hand",
     "yes obj:0:" KAPPA, "0.hero." KAPPA "=1; 0.hero." KAPPA ":fleeting; 0.ready=0; 0.reserve=1; 0.reserve.@=1"},
    {"ALT_BISE_B_LY_58_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", \"deck\": [" T ", \"" KAPPA "\"]}", OPP, "hand",
     "no", "0.reserve." KAPPA "=1; 0.hero=0; 0.ready=2"},
    {"ALT_BISE_B_LY_58_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", \"deck\": [" T ", \"" TRAINING "\"]}", OPP, "hand", "",
     "0.reserve." TRAINING "=1; 0.hero=0"},
    /* Resupply; a Character put in Reserve so may go to Hand (a Spell stays); Cooldown. */
    {"ALT_BISE_B_LY_58_R1", HAND(MANA(2) ", "), OPP, "hand", "yes", "0.hand." TROOPER "=1; 0.reserve=1; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_LY_58_R1", HAND(MANA(2) ", "), OPP, "hand", "no", "0.hand=0; 0.reserve." TROOPER "=1"},
    {"ALT_BISE_B_LY_58_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", \"deck\": [" T ", \"" TRAINING "\"]}", OPP, "hand", "",
     "0.reserve." TRAINING "=1; 0.hand=0"},
    {"ALT_BISE_B_LY_59_C", HAND("\"hero_expedition\": [" WITH(RUNE, "fleeting") ", \"" KAPPA "\"], " MANA(2) ", "), OPP, "hand",
     "obj:0:" RUNE, "0.hero." RUNE ":anchored; 0.reserve.@=1"},
    /* When you play a Character with a base statistic of 0 (the Skald, not the Trooper): a Performance counter;
     * {T} and three: the next such Character loses Fleeting. */
    {"ALT_BISE_B_LY_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" SKALD "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" SKALD, "", "0.land.@#1"},
    {"ALT_BISE_B_LY_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "hand:hero=" TROOPER, "", "0.land.@#0"},
    {"ALT_BISE_B_LY_63_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], " DECK "}", OPP, "quick:land", "",
     "0.mod=13/3/0; 0.land.@#0; 0.land.@:exhausted"},
    /* When you play a Song (Rallying Call) or an Artist (the Skald), not another Character: a Performance
     * counter; {T} and three: the next Song or Artist loses Fleeting. */
    {"ALT_BISE_B_LY_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" T "], \"hand\": [\"" RALLY "\"], " MANA(1) ", " DECK "}",
     OPP, "hand=" RALLY, "obj:0:" TROOPER, "0.land.@#1; 0.hero." TROOPER "+1"},
    {"ALT_BISE_B_LY_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" SKALD "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" SKALD, "", "0.land.@#1"},
    {"ALT_BISE_B_LY_63_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "hand:hero=" TROOPER, "", "0.land.@#0"},
    {"ALT_BISE_B_LY_63_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], " DECK "}", OPP, "quick:land", "",
     "0.mod=15/3/0; 0.land.@#0; 0.land.@:exhausted"},
    /* When you play a Spell: a Performance counter; {T} and three: the next Spell loses Fleeting. */
    {"ALT_BISE_B_LY_63_R2", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" TRAINING "\"], " MANA(1) ", " DECK "}", OPP,
     "hand=" TRAINING, "", "0.land.@#1"},
    {"ALT_BISE_B_LY_63_R2", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], " DECK "}", OPP, "quick:land", "",
     "0.mod=2/3/0; 0.land.@#0; 0.land.@:exhausted"},
    /* A Fleeting or Boosted Character gains Anchored: the Boosted Rune-Scribe. */
    {"ALT_BISE_B_LY_59_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 1) ", \"" KAPPA "\"], " MANA(2) ", "), OPP, "hand",
     "obj:0:" RUNE, "0.hero." RUNE ":anchored; 0.discard.@=1"},
    {"ALT_BISE_B_LY_59_R1", HAND("\"hero_expedition\": [" WITH(TROOPER, "fleeting") "], " MANA(2) ", "), OPP, "hand",
     "obj:0:" TROOPER, "0.hero." TROOPER ":anchored"},
    /* -------------------------------------------------------------- Muna */
    /* P1's Morning draw: the Anchored Noosh stayed through Rest. */
    /* The Undergrowth: {T} leaves "the next Character you play in Forest this turn gains 1 boost" waiting
     * (filter 18, ALT_FILTER_FOREST_CHARACTER; test_rules_maze.c plays it); the rare readies when an opponent draws. */
    {"ALT_BISE_B_MU_63_C", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "", "0.mod=19/2/1; 0.land.@:exhausted"},
    {"ALT_BISE_B_MU_63_R1", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "", "0.mod=19/2/1; 0.land.@:exhausted"},
    {"ALT_BISE_B_MU_63_R1", "\"zones\": {\"landmarks\": [" WITH("@", "exhausted") "], \"hand\": [\"ALT_BISE_B_MU_56_C\"], "
     MANA(4) ", " DECK "}", OPP, "hand:hero=ALT_BISE_B_MU_56_C", "yes", "1.hand=1; 0.land.@!exhausted"},
    /* The common's text is none: played for its cost, with its statistics. */
    {"ALT_BISE_B_MU_49_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1; 0.hand=0"},
    {"ALT_BISE_B_MU_49_R1", "\"zones\": {\"hero_expedition\": [" WITH("@", "anchored") "], " DECK "}", OPP, "none to:morning",
     "", "0.hero.@+1"},
    {"ALT_BISE_B_MU_49_R2", "\"zones\": {\"hero_expedition\": [" WITH("@", "anchored") "], " DECK "}", OPP, "none to:morning",
     "", "0.hero.@+1"},
    /* {I} At Noon, from the Reserve. */
    {"ALT_BISE_B_MU_50_C", RES(""), OPP, "none to:afternoon", "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_50_R1", RES(""), OPP, "none to:afternoon", "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_50_R1", RES(MANA(3) ", "), OPP, "reserve:hero", "", "0.hero.@:anchored"},
    {"ALT_BISE_B_MU_50_R2", RES(MANA(3) ", "), OPP, "reserve:hero", "", "0.hero.@:anchored"},
    {"ALT_BISE_B_MU_50_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_52_R2", "\"zones\": {\"hero_expedition\": [\"@\"], \"reserve\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "reserve:comp=" TROOPER, "", "0.hero.@+1"},
    /* {I} At Noon: another Character, the Trooper of the Reserve. */
    {"ALT_BISE_B_MU_54_C", "\"zones\": {\"reserve\": [\"@\", " T "], " DECK "}", OPP, "none to:afternoon", "obj:0:" TROOPER,
     "0.reserve." TROOPER "+1; 0.reserve.@+0"},
    {"ALT_BISE_B_MU_54_R1", "\"zones\": {\"reserve\": [\"@\", " T "], " DECK "}", OPP, "none to:afternoon", "obj:0:" TROOPER,
     "0.reserve." TROOPER "+1"},
    {"ALT_BISE_B_MU_55_C", HAND(MANA(4) ", "), OPP, "hand:hero", "", "0.hero.@:anchored"},
    {"ALT_BISE_B_MU_55_C", "\"zones\": {\"hero_expedition\": [" WITH("@", "anchored") "], \"reserve\": [" T "], " DECK "}",
     OPP, "none to:afternoon", "obj:0:" TROOPER, "0.reserve." TROOPER "+1"},
    {"ALT_BISE_B_MU_55_R1", "\"zones\": {\"hero_expedition\": [" WITH("@", "anchored") "], \"reserve\": [" T ", \"" RUNE "\"], "
     DECK "}", OPP, "none to:afternoon", "obj:0:" TROOPER " obj:0:" RUNE, "0.reserve." TROOPER "+1; 0.reserve." RUNE "+1"},
    {"ALT_BISE_B_MU_56_C", HAND(MANA(4) ", "), OPP, "hand:hero", "yes", "0.hero.@:anchored; 1.hand=1"},
    {"ALT_BISE_B_MU_56_C", HAND(MANA(4) ", "), OPP, "hand:hero", "no", "0.hero.@!anchored; 1.hand=0"},
    {"ALT_BISE_B_MU_56_C", RES(""), OPP, "none to:afternoon", "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_56_R1", HAND(MANA(4) ", "), OPP, "hand:hero", "yes", "0.hero.@:anchored; 1.hand=1; 0.hero.@+1"},
    {"ALT_BISE_B_MU_56_R1", RES(""), OPP, "none to:afternoon", "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_56_R2", HAND(MANA(4) ", "), OPP, "hand:hero", "yes", "0.hero.@:anchored; 1.hand=1; 0.hero.@+1"},
    {"ALT_BISE_B_MU_56_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_57_C", HAND("\"hero_expedition\": [\"" CRIER "\", " T "], " MANA(5) ", "), OPP, "hand:comp", "",
     "0.hero." CRIER "+1; 0.hero." TROOPER "+0; 0.comp.@+0"},
    {"ALT_BISE_B_MU_57_R1", HAND("\"hero_expedition\": [\"" CRIER "\", " T "], " MANA(4) ", "), OPP, "hand:comp", "",
     "0.hero." CRIER "+1; 0.hero." TROOPER "+0"},
    {"ALT_BISE_B_MU_57_R2", HAND("\"hero_expedition\": [\"" SKALD "\", \"" CRIER "\"], " MANA(4) ", "), OPP, "hand:comp", "",
     "0.hero." SKALD "+1; 0.hero." CRIER "+0"},
    /* Hand Cost 3 or less: the Kappa (4) is no target. */
    {"ALT_BISE_B_MU_58_C", HAND("\"hero_expedition\": [" T ", \"" KAPPA "\"], " MANA(6) ", "), OPP, "hand:comp",
     "obj:0:" TROOPER, "0.hero." TROOPER ":anchored"},
    {"ALT_BISE_B_MU_58_R1", HAND("\"hero_expedition\": [" T ", \"" KAPPA "\"], " MANA(6) ", "), OPP, "hand:comp",
     "obj:0:" KAPPA, "0.hero." KAPPA ":anchored"},
    {"ALT_BISE_B_MU_58_R1", RES(""), OPP, "none to:afternoon", "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_58_R2", HAND("\"hero_expedition\": [\"" KAPPA "\"], " MANA(6) ", "), OPP, "hand:comp", "obj:0:" KAPPA,
     "0.hero." KAPPA ":anchored"},
    {"ALT_BISE_B_MU_58_R2", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_MU_59_C", HAND("\"reserve\": [" T ", \"" TRAINING "\"], " MANA(1) ", "), OPP, "hand", "",
     "0.reserve." TROOPER "+1; 0.reserve." TRAINING "+0"},
    /* Choose one: a Fleeting Character, or a Permanent, of Hand Cost 4 or less. */
    {"ALT_BISE_B_MU_60_C", HAND(MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" WITH(RUNE, "fleeting") ", \"" KAPPA "\"], " DECK "}",
     "hand", "c:1 obj:1:" RUNE, "1.discard." RUNE "=1; 1.hero." KAPPA "=1; 0.discard.@=1"},
    {"ALT_BISE_B_MU_60_C", HAND(MANA(2) ", "), "\"zones\": {\"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand",
     "c:2 obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1"},
    {"ALT_BISE_B_MU_61_C", HAND(MANA(2) ", "), "\"zones\": {\"mana\": [" T "], " DECK "}", "hand", "",
     "0.hand=1; 0.mana=3; 1.mana=2; 0.discard.@=1"},
    /* At Noon, a Food counter per Character (the two Anchored stayed through Rest); {T} and two: Resupply. */
    {"ALT_BISE_B_MU_62_C", "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" WITH(TROOPER, "anchored") ", "
     WITH(RUNE, "anchored") "], " DECK "}", OPP, "none to:afternoon", "", "0.land.@#2"},
    {"ALT_BISE_B_MU_62_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 2}], " DECK "}", OPP, "quick:land", "",
     "0.reserve=1; 0.land.@#0; 0.land.@:exhausted"},
    {"ALT_BISE_B_MU_62_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" WITH(TROOPER, "anchored") "], " DECK "}",
     OPP, "none to:afternoon", "", "0.land.@#1"},
    {"ALT_BISE_B_MU_62_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], " DECK "}", OPP, "quick:land", "",
     "0.reserve=1; 0.land.@#1"},
    {"ALT_BISE_B_MU_61_R1", HAND(MANA(3) ", "), OPP, "hand", "", "0.hand=1; 1.hand=1; 0.mana=4; 1.mana=0; 0.discard.@=1"},
    /* The Hero: as each Afternoon begins, the next Character played gains a boost. */
    {"ALT_BISE_B_MU_01_C", "\"hero\": \"@\", \"zones\": {" DECK "}", OPP, "none to:afternoon", "", "0.mod=1/2/1"},
    /* CR 4.0 7.3.8: the boosts of P0's Characters, in play and in Reserve, doubled; P1's not. */
    {"ALT_BISE_B_MU_59_R1", HAND("\"hero_expedition\": [" BOOSTED(RUNE, 2) ", " T "], \"reserve\": [" BOOSTED(TROOPER, 1) "], "
     MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" BOOSTED(KAPPA, 1) "], " DECK "}", "hand", "",
     "0.hero." RUNE "+4; 0.reserve." TROOPER "+2; 1.hero." KAPPA "+1; 0.discard.@=1"},
    /* Target player, then target Expedition, either player's: as many
     * Recruits, that Expedition's player's, as that Reserve holds; the
     * common Fleeting, the rares Cooldown. */
    {"ALT_BISE_B_OR_60_C", HAND("\"reserve\": [" T ", \"" KAPPA "\"], " MANA(2) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}",
     "hand", "c:0 exp:1:comp", "1.comp." RECRUIT "=2; 0.hero=0; 0.discard.@=1"},
    {"ALT_BISE_B_OR_60_C", HAND("\"reserve\": [" T ", \"" KAPPA "\"], " MANA(2) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}",
     "hand", "c:1 exp:0:hero", "0.hero." RECRUIT "=1; 1.comp=0"},
    {"ALT_BISE_B_OR_60_R1", HAND("\"reserve\": [" T ", \"" KAPPA "\"], " MANA(2) ", "), OPP,
     "hand", "c:0 exp:0:comp", "0.comp." RECRUIT "=2; 0.reserve.@:exhausted"},
    /* Rune's Testament: as its Expedition would move forward, at Dusk or by
     * an effect, you may discard it instead to draw two cards (the
     * Expedition stays); declined, it moves (and at Rest the Gear, its
     * Expedition having moved, goes to Reserve). */
    {"ALT_BISE_B_OR_61_C", "\"zones\": {\"hero_expedition\": [\"@\", " T "], " DECK "}", OPP, "none to:morning", "yes",
     "0.dist.hero=0; 0.discard.@=1; 0.hand=4"},
    {"ALT_BISE_B_OR_61_C", "\"zones\": {\"hero_expedition\": [\"@\", " T "], " DECK "}", OPP, "none to:morning", "no",
     "0.dist.hero=1; 0.reserve.@=1; 0.hand=2"},
    {"ALT_BISE_B_OR_61_C", "\"zones\": {\"hand\": [\"" LEAP "\"], \"hero_expedition\": [\"@\"], " MANA(6) ", " DECK "}",
     OPP, "hand=" LEAP, "exp:0:hero at:2", "0.dist.hero=0; 0.discard.@=1; 0.hand=2"},
    {"ALT_BISE_B_OR_61_C", "\"zones\": {\"hand\": [\"" LEAP "\"], \"hero_expedition\": [\"@\"], " MANA(6) ", " DECK "}",
     OPP, "hand=" LEAP, "exp:0:hero at:1", "0.dist.hero=1; 0.hero.@=1; 0.hand=0"},
    /* The rare: discarded instead, the top four looked at, one to Hand, the others discarded. */
    {"ALT_BISE_B_OR_61_R1", "\"zones\": {\"hand\": [\"" LEAP "\"], \"hero_expedition\": [\"@\"], " MANA(6) ", "
     "\"deck\": [" T ", " T ", \"" KAPPA "\", " T ", " T ", \"" RUNE "\"]}", OPP, "hand=" LEAP, "exp:0:hero at:2 obj:0:" KAPPA,
     "0.dist.hero=0; 0.discard.@=1; 0.hand=1; 0.hand." KAPPA "=1; 0.discard." RUNE "=1; 0.deck=2"},
    {"ALT_BISE_B_OR_61_R1", "\"zones\": {\"hero_expedition\": [\"@\", " T "], " DECK "}", OPP, "none to:morning", "no",
     "0.dist.hero=1; 0.reserve.@=1; 0.hand=2"},
    /* Choose one: an Asleep Character, or a Permanent, of Hand Cost 4 or less; Cooldown. */
    {"ALT_BISE_B_MU_60_R1", HAND(MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" WITH(RUNE, "asleep") ", \"" KAPPA "\"], " DECK "}",
     "hand", "c:1 obj:1:" RUNE, "1.discard." RUNE "=1; 1.hero." KAPPA "=1; 0.reserve.@:exhausted"},
    {"ALT_BISE_B_MU_60_R1", HAND(MANA(2) ", "), "\"zones\": {\"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand",
     "c:2 obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1"},
    /* {H} the opponent Resupplies; the rares: pay {1} to discard a Permanent of Hand Cost 2 or less, its controller Resupplies. */
    {"ALT_BISE_B_MU_51_C", HAND(MANA(2) ", "), OPP, "hand:hero", "", "1.reserve=1; 0.reserve=0"},
    {"ALT_BISE_B_MU_51_R1", HAND(MANA(3) ", "), "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\"], " DECK "}", "hand:hero",
     "yes obj:1:" EXTRACTOR, "1.discard." EXTRACTOR "=1; 1.reserve=1; 0.reserve=0; 0.ready=0"},
    {"ALT_BISE_B_MU_51_R1", HAND("\"landmarks\": [\"" EXTRACTOR "\"], " MANA(3) ", "), OPP, "hand:hero",
     "yes obj:0:" EXTRACTOR, "0.discard." EXTRACTOR "=1; 0.reserve=1; 1.reserve=0"},
    {"ALT_BISE_B_MU_51_R1", HAND(MANA(3) ", "), "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\"], " DECK "}", "hand:hero", "no",
     "1.land." EXTRACTOR "=1; 1.reserve=0; 0.ready=1"},
    /* Sabotage; the owner of the card discarded does Exhausted Resupply: the
     * opponent, P0 for its own card, nobody when none is picked. */
    {"ALT_BISE_B_MU_53_C", HAND(MANA(3) ", "), "\"zones\": {\"reserve\": [\"" KAPPA "\"], " DECK "}", "hand:hero",
     "obj:1:" KAPPA, "1.discard." KAPPA "=1; 1.reserve=1; 1.reserve." TROOPER ":exhausted; 0.reserve=0"},
    {"ALT_BISE_B_MU_53_C", HAND("\"reserve\": [\"" KAPPA "\"], " MANA(3) ", "), OPP, "hand:hero",
     "obj:0:" KAPPA, "0.discard." KAPPA "=1; 0.reserve=1; 0.reserve." TROOPER ":exhausted; 1.reserve=0"},
    {"ALT_BISE_B_MU_53_R1", HAND(MANA(3) ", "), "\"zones\": {\"reserve\": [\"" KAPPA "\"], " DECK "}", "hand:hero",
     "obj:1:" KAPPA, "1.discard." KAPPA "=1; 1.reserve=1; 1.reserve." TROOPER ":exhausted"},
    {"ALT_BISE_B_MU_53_R1", HAND(MANA(3) ", "), "\"zones\": {\"reserve\": [\"" KAPPA "\"], " DECK "}", "hand:hero",
     "none", "1.reserve=1; 1.reserve." KAPPA "=1; 0.reserve=0"},
    /* When a Character P0 controls gains Anchored (Encore on the Fleeting Trooper): the Corgi, or that Character, a boost. */
    {"ALT_BISE_B_MU_52_C", "\"zones\": {\"hero_expedition\": [\"@\", " WITH(TROOPER, "fleeting") "], \"hand\": [\"" ENCORE "\"], "
     MANA(2) ", " DECK "}", OPP, "hand=" ENCORE, "obj:0:" TROOPER, "0.hero.@+1; 0.hero." TROOPER "+0"},
    {"ALT_BISE_B_MU_52_R1", "\"zones\": {\"hero_expedition\": [\"@\", " WITH(TROOPER, "fleeting") "], \"hand\": [\"" ENCORE "\"], "
     MANA(2) ", " DECK "}", OPP, "hand=" ENCORE, "obj:0:" TROOPER, "0.hero.@+0; 0.hero." TROOPER "+1"},
    /* ------------------------------------------------------------- Ordis */
    {"ALT_BISE_B_OR_49_C", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_49_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes", "0.ready=2; 0.hero.@+0"},
    {"ALT_BISE_B_OR_49_R1", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_49_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes", "0.ready=2"},
    {"ALT_BISE_B_OR_49_R2", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_50_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "reserve:hero",
     "yes obj:1:" RUNE, "1.hero." RUNE ":asleep; 0.hero.@+0"},
    {"ALT_BISE_B_OR_50_C", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_50_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "reserve:hero",
     "yes obj:1:" RUNE " yes", "1.hero." RUNE ":asleep; 1.hero." RUNE "+2; 0.hero.@+0"},
    {"ALT_BISE_B_OR_50_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "reserve:hero",
     "no", "1.hero." RUNE "!asleep; 1.hero." RUNE "+0; 0.hero.@+1"},
    {"ALT_BISE_B_OR_50_R1", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_50_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "reserve:hero",
     "yes obj:1:" RUNE " no", "1.hero." RUNE ":asleep; 1.hero." RUNE "+0"},
    {"ALT_BISE_B_OR_50_R2", RES(""), OPP, "none to:afternoon", "", "0.reserve.@+1"},
    /* P1's Staff Clerk: P0 plays a card from Reserve (a Character, a Spell): a Recruit in the Clerk's Expedition
     * (the rare: one target Expedition of P1's); from Hand, none. Its Axiom rare: P0's own plays of another card. */
    {"ALT_BISE_B_OR_51_C", "\"zones\": {\"reserve\": [" T "], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}",
     "reserve:comp=" TROOPER, "", "1.hero." RECRUIT "=1"},
    {"ALT_BISE_B_OR_51_C", "\"zones\": {\"reserve\": [\"" TRAINING "\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "reserve=" TRAINING, "", "1.hero." RECRUIT "=1"},
    {"ALT_BISE_B_OR_51_C", "\"zones\": {\"hand\": [" T "], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}",
     "hand:comp=" TROOPER, "", "1.hero." RECRUIT "=0"},
    {"ALT_BISE_B_OR_51_R1", "\"zones\": {\"reserve\": [" T "], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}",
     "reserve:comp=" TROOPER, "exp:0:comp", "1.comp." RECRUIT "=1; 1.hero." RECRUIT "=0"},   /* the token pick names no player */
    {"ALT_BISE_B_OR_51_R2", "\"zones\": {\"hero_expedition\": [\"@\"], \"reserve\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "reserve:comp=" TROOPER, "", "0.hero." RECRUIT "=1"},
    {"ALT_BISE_B_OR_51_R2", RES(MANA(3) ", "), OPP, "reserve:hero", "", "0.hero." RECRUIT "=0"},
    /* Leo's common: after Rest, a Landmark's counter (or a card's in the Reserve) pays for the Sabotage. */
    {"ALT_BISE_B_OR_52_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"counters\": 1}], "
     DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "none to:morning", "yes obj:0:" REPROCESSOR " obj:1:" TROOPER,
     "1.reserve=0; 0.land." REPROCESSOR "#0; 0.reserve.@=1"},
    {"ALT_BISE_B_OR_52_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"counters\": 1}], "
     DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "none to:morning", "no", "1.reserve=1; 0.land." REPROCESSOR "#1"},
    {"ALT_BISE_B_OR_52_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"reserve\": [" T "], " DECK "}", "none to:morning",
     "obj:1:" TROOPER, "1.reserve=0; 0.reserve.@=1"},
    {"ALT_BISE_B_OR_53_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(4) ", " DECK "}", OPP, "reserve:hero", "yes", "0.comp." RECRUIT "=1; 0.hero.@+0"},
    {"ALT_BISE_B_OR_53_C", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_53_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(4) ", " DECK "}", OPP, "reserve:comp", "yes", "0.hero." RECRUIT "=2"},
    {"ALT_BISE_B_OR_53_R1", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    {"ALT_BISE_B_OR_53_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(4) ", " DECK "}", OPP, "reserve:hero", "yes", "0.comp." RECRUIT "=2"},
    {"ALT_BISE_B_OR_53_R2", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    /* Choose one: a Boosted Character (the Trooper has no boost), or a Permanent. */
    {"ALT_BISE_B_OR_59_C", HAND(MANA(3) ", "), "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 1) ", " T "], " DECK "}",
     "hand", "c:1 obj:1:" RUNE, "1.discard." RUNE "=1; 1.hero." TROOPER "=1; 0.discard.@=1"},
    {"ALT_BISE_B_OR_59_C", HAND(MANA(3) ", "), "\"zones\": {\"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand",
     "c:2 obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1"},
    {"ALT_BISE_B_OR_59_R1", HAND(MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" BOOSTED(KAPPA, 1) ", " BOOSTED(RUNE, 1) "], "
     DECK "}", "hand", "c:1 obj:1:" RUNE, "1.discard." RUNE "=1; 1.hero." KAPPA "=1"},
    /* At Dusk, a Morale counter per Character; {T} and six: a boost to each Character of the Expedition, or to each of yours. */
    {"ALT_BISE_B_OR_63_C", "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" T ", \"" RUNE "\"], " DECK "}", OPP,
     "none to:morning", "", "0.land.@#2"},
    {"ALT_BISE_B_OR_63_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 6}], \"hero_expedition\": [" T "], "
     "\"companion_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "quick:land", "exp:0:hero",
     "0.hero." TROOPER "+1; 0.comp." RUNE "+0; 0.land.@#0"},
    {"ALT_BISE_B_OR_63_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 6}], \"hero_expedition\": [" T "], "
     "\"companion_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "quick:land", "",
     "0.hero." TROOPER "+1; 0.comp." RUNE "+1; 0.land.@#0"},
    /* Scout: "{h} Send me to Reserve", and leaving makes the Recruit. */
    {"ALT_BISE_B_OR_54_C", HAND(MANA(1) ", "), OPP, "scout:comp", "", "0.reserve.@=1; 0.comp." RECRUIT "=1"},
    {"ALT_BISE_B_OR_54_R1", HAND(MANA(2) ", "), OPP, "scout:comp", "", "0.reserve.@=1; 0.comp." RECRUIT "=2"},
    {"ALT_BISE_B_OR_54_R2", HAND(MANA(2) ", "), OPP, "scout:comp", "", "0.reserve.@=1; 0.comp." BRASSBUG "=1"},
    {"ALT_BISE_B_OR_58_C", HAND(MANA(7) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero", "", "0.hand=1"},
    {"ALT_BISE_B_OR_58_C", HAND("\"reserve\": [" T "], " MANA(7) ", "), "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:hero",
     "", "0.hand=0"},
    /* At Noon, a token in each Expedition of P0's behind or tied: the Companion's, not the Hero's (ahead). */
    {"ALT_BISE_B_OR_62_C", AT(1) "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.hero." RECRUIT "=0; 0.comp." RECRUIT "=1"},
    {"ALT_BISE_B_OR_62_C", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.hero." RECRUIT "=1; 0.comp." RECRUIT "=1"},
    {"ALT_BISE_B_OR_62_R1", AT(1) "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand", "",
     "0.hero." RECRUIT "=0; 0.comp." RECRUIT "=1"},
    {"ALT_BISE_B_OR_62_R2", AT(1) "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.hero." BRASSBUG "=0; 0.comp." BRASSBUG "=1"},
    /* P1's Ariadne: P0's Trooper played into the Companion Expedition switches to the Hero one facing her, empty;
     * with the Rune-Scribe there, it stays. */
    /* Sofia, First Outpost: {J} Resupply; the support abilities of cards in
     * Reserve give one counter past their maximum (the rares: any): the
     * BLISS Keytarist's "{I} ... 1 boost, up to a max of 2" reaches 3
     * (from 5, 6) as a Lyra Skald (a base statistic of 0) is played. */
#define KEYTARIST "ALT_BISE_B_LY_52_C"
    {"ALT_BISE_P_BR_64_C", HAND(MANA(2) ", "), OPP, "hand", "", "0.reserve=1; 0.land.@=1"},
    {"ALT_BISE_P_BR_64_C", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" SKALD "\"], \"reserve\": [" BOOSTED(KEYTARIST, 2) "], "
     MANA(2) ", " DECK "}", OPP, "hand:hero=" SKALD, "", "0.reserve." KEYTARIST "+3"},
    {"ALT_BISE_P_BR_64_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" SKALD "\"], \"reserve\": [" BOOSTED(KEYTARIST, 5) "], "
     MANA(2) ", " DECK "}", OPP, "hand:hero=" SKALD, "", "0.reserve." KEYTARIST "+6"},
    {"ALT_BISE_P_BR_64_R2", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" SKALD "\"], \"reserve\": [" BOOSTED(KEYTARIST, 5) "], "
     MANA(2) ", " DECK "}", OPP, "hand:hero=" SKALD, "", "0.reserve." KEYTARIST "+6"},
    {"ALT_BISE_P_BR_64_R2", HAND(MANA(3) ", "), OPP, "hand", "", "0.reserve=1; 0.land.@=1"},
    /* Health Inspector: the opponent's Reserve gains no counters (the
     * Skater's boost given to the opponent's Trooper there is lost, to its
     * own player's it is gained); the rare: a card with a boost gains no
     * more, one without gains. */
    {"ALT_BISE_B_OR_55_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:comp=" SKATER, "obj:1:" TROOPER, "1.reserve." TROOPER "+0"},
    {"ALT_BISE_B_OR_55_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], \"reserve\": [" T "], "
     MANA(3) ", " DECK "}", OPP, "hand:comp=" SKATER, "obj:0:" TROOPER, "0.reserve." TROOPER "+1"},
    {"ALT_BISE_B_OR_55_R1", "\"zones\": {\"hero_expedition\": [\"@\", " BOOSTED(TROOPER, 1) "], \"hand\": [\"" SKATER "\"], "
     MANA(3) ", " DECK "}", OPP, "hand:comp=" SKATER, "obj:0:" TROOPER, "0.hero." TROOPER "+1"},
    {"ALT_BISE_B_OR_55_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], \"reserve\": [" T "], "
     MANA(3) ", " DECK "}", OPP, "hand:comp=" SKATER, "obj:0:" TROOPER, "0.reserve." TROOPER "+1"},
    {"ALT_BISE_B_OR_55_R2", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKATER "\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"reserve\": [" T "], " DECK "}", "hand:comp=" SKATER, "obj:1:" TROOPER, "1.reserve." TROOPER "+0"},
    /* Fiore dei Liberi: {J} a boost per other Character of its Expedition,
     * which all go to Reserve; At Night it loses a boost, before Rest, and
     * Boosted it is Eternal: with one boost it goes to Reserve, with two
     * it stays, with one. */
    {"ALT_BISE_B_OR_56_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T ", " T "], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@+2; 0.hero=1; 0.reserve=2"},
    {"ALT_BISE_B_OR_56_C", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 1) "], " DECK "}", OPP, "none to:morning", "",
     "0.reserve.@=1"},
    {"ALT_BISE_B_OR_56_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(3) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@+1; 0.reserve=1"},
    {"ALT_BISE_B_OR_56_R1", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 2) "], " DECK "}", OPP, "none to:morning", "",
     "0.hero.@=1; 0.hero.@+1"},
    {"ALT_BISE_B_OR_56_R2", "\"zones\": {\"hero_expedition\": [" BOOSTED("@", 2) "], " DECK "}", OPP, "none to:morning", "",
     "0.hero.@=1; 0.hero.@+1"},
    {"ALT_BISE_B_OR_57_C", "\"zones\": {\"hand\": [" T "], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}",
     "hand:comp=" TROOPER, "", "0.hero." TROOPER "=1; 0.comp." TROOPER "=0"},
    {"ALT_BISE_B_OR_57_C", "\"zones\": {\"hand\": [" T "], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "hand:comp=" TROOPER, "", "0.comp." TROOPER "=1"},
    {"ALT_BISE_B_OR_57_R1", "\"zones\": {\"hand\": [" T "], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}",
     "hand:comp=" TROOPER, "", "0.hero." TROOPER "=1; 0.comp." TROOPER "=0"},
    /* ------------------------------------------------------------- Yzmir */
    {"ALT_BISE_B_YZ_49_C", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_YZ_49_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(2) ", " DECK "}", OPP, "reserve:hero", "yes", "0.hand=1; 0.hero.@+0"},
    {"ALT_BISE_B_YZ_49_R1", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_YZ_49_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(2) ", " DECK "}", OPP, "reserve:hero", "yes", "0.hand=1"},
    {"ALT_BISE_B_YZ_49_R2", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    /* Hand Cost 2 or less: the Trooper, not the Kappa. */
    {"ALT_BISE_B_YZ_50_C", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \"" KAPPA "\"], " DECK "}", "reserve:hero",
     "yes obj:1:" TROOPER, "1.reserve." TROOPER "=1; 1.hero." KAPPA "=1"},
    {"ALT_BISE_B_YZ_50_C", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_YZ_50_R1", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"landmarks\": [\"" EXTRACTOR "\"], " DECK "}", "reserve:hero",
     "yes obj:1:" EXTRACTOR, "1.discard." EXTRACTOR "=1"},
    {"ALT_BISE_B_YZ_50_R1", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_YZ_50_R2", "\"zones\": {\"reserve\": [" BOOSTED("@", 1) "], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], " DECK "}", "reserve:hero",
     "yes obj:1:" TROOPER, "1.discard." TROOPER "=1"},
    {"ALT_BISE_B_YZ_50_R2", RES("\"hand\": [\"" SKALD "\"], " MANA(2) ", "), OPP, "hand:hero=" SKALD, "", "0.reserve.@+1"},
    {"ALT_BISE_B_YZ_51_C", HAND("\"hero_expedition\": [" T "], " MANA(3) ", "), OPP, "hand:hero", "yes obj:0:" TROOPER,
     "0.hero.@+2; 0.discard." TROOPER "=1"},
    {"ALT_BISE_B_YZ_51_C", HAND("\"hero_expedition\": [" T "], " MANA(3) ", "), OPP, "hand:hero", "no", "0.hero.@+0"},
    {"ALT_BISE_B_YZ_51_R1", HAND("\"hero_expedition\": [" T ", \"" RUNE "\"], " MANA(3) ", "), OPP, "hand:hero",
     "yes obj:0:" TROOPER " obj:0:" RUNE, "0.hero." RUNE "+2; 0.hero.@+0"},
    {"ALT_BISE_B_YZ_51_R2", HAND("\"hero_expedition\": [" T "], \"landmarks\": [\"" REPROCESSOR "\"], " MANA(3) ", "), OPP,
     "hand:hero", "yes obj:0:" REPROCESSOR, "0.hero.@+2; 0.land=0; 0.hero." TROOPER "=1"},
    {"ALT_BISE_B_YZ_52_C", HAND(MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" T ", " T "], " DECK "}", "hand:hero", "",
     "0.hero.@+2; 0.hero.@:fleeting"},
    {"ALT_BISE_B_YZ_52_R1", HAND(MANA(2) ", "), "\"zones\": {\"hero_expedition\": [" T ", " T "], " DECK "}", "hand:hero", "",
     "0.hero.@+2; 0.hero.@!fleeting"},
    {"ALT_BISE_B_YZ_54_C", HAND(MANA(6) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand:hero",
     "yes obj:1:" RUNE, "1.reserve." RUNE "=1"},
    {"ALT_BISE_B_YZ_54_R1", HAND(MANA(6) ", "), "\"zones\": {\"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand:hero",
     "yes obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1"},
    {"ALT_BISE_B_YZ_55_C", HAND(MANA(4) ", "), OPP, "hand:hero", "", "0.hand=1"},
    {"ALT_BISE_B_YZ_55_C", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    /* {J} first (the Reaction listed first, its player's choice, CR 4.4.b):
     * a boost per card in Hand (two), then {H}'s draw. */
    {"ALT_BISE_B_YZ_55_R1", "\"zones\": {\"hand\": [\"@\", " T ", " T "], " MANA(4) ", " DECK "}", OPP, "hand:hero", "",
     "0.hand=3; 0.hero.@+2"},
    {"ALT_BISE_B_YZ_55_R1", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@+1"},
    {"ALT_BISE_B_YZ_55_R2", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(4) ", " DECK "}", OPP, "hand:hero", "", "0.hand=2; 0.hero.@+1"},
    {"ALT_BISE_B_YZ_55_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@+1"},
    /* {H}: every other card in play and in Reserve, both players', is discarded (the Hero and Mana Orbs
     * stay; the token ceases to exist): a boost per card joining a pile, six. */
    {"ALT_BISE_B_YZ_56_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T ", " T "], \"landmarks\": [\""
     REPROCESSOR "\"], \"reserve\": [" T "], " MANA(9) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" T ", \"" RECRUIT "\"], \"reserve\": [" T "], " DECK "}", "hand:hero", "",
     "0.hero=1; 0.hero.@+6; 0.land=0; 0.reserve=0; 0.discard=4; 0.mana=9; 1.hero=0; 1.reserve=0; 1.discard=2"},
    /* In play: a Spell played from Reserve goes to the Discard pile (CR 4.0 2.4.7.a, 5.2.4): a boost. */
    {"ALT_BISE_B_YZ_56_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"reserve\": [\"" TRAINING "\"], " MANA(3) ", " DECK "}",
     OPP, "reserve=" TRAINING, "", "0.hero.@+1; 0.discard." TRAINING "=1"},
    {"ALT_BISE_B_YZ_56_R1", "\"zones\": {\"hand\": [\"@\"], \"companion_expedition\": [" T "], \"reserve\": [" T "], "
     MANA(8) ", " DECK "}", "\"zones\": {\"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand:hero", "",
     "0.hero.@+3; 0.hero.@!fleeting; 0.discard=2; 1.discard=1"},
    /* From Reserve it is Fleeting, so Gigantic: at Dusk it is in both Expeditions, and both move
     * forward (CR 4.0 7.4.4.b, e); Fleeting, it goes to the Discard pile at Rest. */
    {"ALT_BISE_B_YZ_56_R1", RES(MANA(6) ", "), OPP, "reserve:hero", "", "0.hero.@:fleeting"},
    {"ALT_BISE_B_YZ_56_R1", RES(MANA(6) ", "), OPP, "reserve:hero to:morning", "",
     "0.dist.hero=1; 0.dist.comp=1; 0.discard.@=1"},
    {"ALT_BISE_B_YZ_56_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "pass to:morning", "",
     "0.dist.hero=1; 0.dist.comp=0; 0.reserve.@=1"},
    {"ALT_BISE_B_YZ_59_C", HAND(MANA(4) ", "), OPP, "hand:hero", "exp:0:comp", "0.comp." MOTH "=1"},
    {"ALT_BISE_B_YZ_59_R1", HAND(MANA(3) ", "), OPP, "hand:hero", "exp:0:comp", "0.comp." MOTH "=1"},
    /* A Spell played: an Arcane counter; with four (the rare: three), the Landmark may be exhausted for a Mana Moth. */
    {"ALT_BISE_B_YZ_62_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], \"hand\": [\"" TRAINING "\"], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "yes exp:0:hero", "0.hero." MOTH "=1; 0.land.@#0; 0.land.@:exhausted"},
    {"ALT_BISE_B_YZ_62_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], \"hand\": [\"" TRAINING "\"], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "no", "0.hero." MOTH "=0; 0.land.@#4; 0.land.@!exhausted"},
    {"ALT_BISE_B_YZ_62_C", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" TRAINING "\"], " MANA(1) ", " DECK "}", OPP,
     "hand=" TRAINING, "no", "0.land.@#1"},   /* one counter: "no" is the only answer */
    {"ALT_BISE_B_YZ_62_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 2}], \"hand\": [\"" TRAINING "\"], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "yes exp:0:comp", "0.comp." MOTH "=1; 0.land.@#0"},
    /* Nilam Spires' Axiom rare: another Permanent joining (a Landmark played) gives a counter; with three, a Brassbug. */
    {"ALT_BISE_B_YZ_62_R2", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 2}], \"hand\": [\"" REPROCESSOR "\"], "
     MANA(4) ", " DECK "}", OPP, "hand=" REPROCESSOR, "yes exp:0:hero", "0.hero." BRASSBUG "=1; 0.land.@#0; 0.land.@:exhausted"},
    {"ALT_BISE_B_YZ_62_R2", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 2}], \"hand\": [\"" REPROCESSOR "\"], "
     MANA(4) ", " DECK "}", OPP, "hand=" REPROCESSOR, "no", "0.hero." BRASSBUG "=0; 0.land.@#3"},
    {"ALT_BISE_B_YZ_62_R2", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [" T "], " MANA(1) ", " DECK "}", OPP,
     "hand:hero=" TROOPER, "", "0.land.@#0"},   /* a Character: nothing */
    /* Qorgan Informant: "remove up to 2 counters from target card in play or in Reserve": three boosts leave one,
     * a Landmark's two counters none, a card in a Reserve its one boost. */
    {"ALT_BISE_B_YZ_53_C", HAND(MANA(3) ", "), "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 3) "], " DECK "}",
     "hand:hero", "obj:1:" RUNE, "1.hero." RUNE "+1"},
    {"ALT_BISE_B_YZ_53_C", HAND(MANA(3) ", "), "\"zones\": {\"reserve\": [" BOOSTED(KAPPA, 1) "], " DECK "}",
     "hand:hero", "obj:1:" KAPPA, "1.reserve." KAPPA "+0"},
    /* Sap Infusion: Arcane counters gained in the Reserve (the next Spell, the rare R2's next Character), and
     * X read as the Spell is played from there (CR 4.0 2.5.k); from Hand X is 0. */
#define ARCANE(n) "\"zones\": {\"reserve\": [{\"card\": \"@\", \"counters\": " #n "}], " MANA(4) ", " DECK "}"
#define FACING(cards) "\"zones\": {\"hero_expedition\": [" cards "], " DECK "}"
    {"ALT_BISE_B_YZ_57_C", ARCANE(2), FACING("\"" RUNE "\""), "reserve", "obj:1:" RUNE, "1.hero." RUNE "+4; 0.discard.@=1"},
    {"ALT_BISE_B_YZ_57_C", HAND(MANA(2) ", "), FACING("\"" RUNE "\""), "hand", "obj:1:" RUNE, "1.hero." RUNE "+2; 0.reserve.@=1"},
    {"ALT_BISE_B_YZ_57_C", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@#1"},
    {"ALT_BISE_B_YZ_57_R1", ARCANE(2), FACING("\"" RUNE "\", " T), "reserve", "obj:1:" RUNE " obj:1:" TROOPER " obj:1:" RUNE,
     "1.hero." RUNE "+2; 1.hero." TROOPER "+1"},
    {"ALT_BISE_B_YZ_57_R1", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@#1"},
    {"ALT_BISE_B_YZ_57_R2", HAND(MANA(1) ", "), FACING("\"" RUNE "\""), "hand", "obj:1:" RUNE, "1.hero." RUNE "+1"},
    {"ALT_BISE_B_YZ_57_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@#1"},
    /* Evanescence: to Reserve and exhausted, within Hand Cost X+2 (the rares: X+1 times, each Hand Cost 2 or less). */
    {"ALT_BISE_B_YZ_58_C", ARCANE(1), FACING("\"" RUNE "\""), "reserve", "obj:1:" RUNE,
     "1.reserve." RUNE "=1; 1.reserve." RUNE ":exhausted; 1.hero=0"},
    {"ALT_BISE_B_YZ_58_C", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@#1"},
    {"ALT_BISE_B_YZ_58_R1", ARCANE(1), FACING("\"" RUNE "\", " T), "reserve", "obj:1:" RUNE " obj:1:" TROOPER,
     "1.reserve=2; 1.reserve." TROOPER ":exhausted; 1.reserve." RUNE ":exhausted"},
    {"ALT_BISE_B_YZ_58_R1", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@#1"},
    {"ALT_BISE_B_YZ_58_R2", HAND(MANA(2) ", "), FACING("\"" RUNE "\", " T), "hand", "obj:1:" TROOPER,
     "1.reserve=1; 1.hero." RUNE "=1"},
    {"ALT_BISE_B_YZ_58_R2", RES(""), OPP, "none to:afternoon", "c:2", "0.reserve.@#2; 0.reserve.@:exhausted"},
    /* Metamorphosis: the Character discarded (Fleeting Spell: to the Discard pile after), a Mana Moth in the
     * Expedition it was in, that player's. */
    {"ALT_BISE_B_YZ_60_C", HAND(MANA(3) ", "), "\"zones\": {\"companion_expedition\": [\"" KAPPA "\"], " DECK "}", "hand",
     "obj:1:" KAPPA, "1.discard." KAPPA "=1; 1.comp." MOTH "=1; 0.discard.@=1"},
    {"ALT_BISE_B_YZ_60_R1", HAND(MANA(2) ", "), FACING("\"" RUNE "\""), "hand", "obj:1:" RUNE,
     "1.discard." RUNE "=1; 1.hero." MOTH "=1; 0.comp." MOTH "=0"},
    {"ALT_BISE_B_YZ_53_R1", HAND(MANA(3) ", "), "\"zones\": {\"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"counters\": 2}], "
     DECK "}", "hand:hero", "obj:1:" REPROCESSOR, "1.land." REPROCESSOR "#0"},
    /* Feast of Thoughts: X+1 modes, X its Arcane counters as it resolves (from Reserve: Recall Cost 5, the
     * rare 6); each once (with three counters, all four), the rare any as often; chosen first, then resolved in
     * that order: a Mana Moth in target Expedition, 3 counters removed (the Rune-Scribe's three boosts), a
     * card of a Reserve sabotaged. */
#define FEAST(n, mana) "\"zones\": {\"reserve\": [{\"card\": \"@\", \"counters\": " #n "}], " MANA(mana) ", " DECK "}"
#define FED "\"zones\": {\"hero_expedition\": [" BOOSTED(RUNE, 3) "], \"reserve\": [" T "], " DECK "}"
    {"ALT_BISE_B_YZ_61_C", FEAST(1, 5), FED, "reserve", "c:3 c:4 obj:1:" RUNE " obj:1:" TROOPER,
     "1.hero." RUNE "+0; 1.reserve=0; 0.hand=0; 0.discard.@=1"},
    {"ALT_BISE_B_YZ_61_C", FEAST(3, 5), FED, "reserve", "c:2 c:1 c:4 c:3 exp:0:comp obj:1:" TROOPER " obj:1:" RUNE,
     "0.comp." MOTH "=1; 0.hand=1; 1.reserve=0; 1.hero." RUNE "+0"},
    {"ALT_BISE_B_YZ_61_C", HAND(MANA(3) ", "), FED, "hand", "c:1", "0.hand=1; 1.hero." RUNE "+3; 0.reserve.@=1"},
    {"ALT_BISE_B_YZ_61_C", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@#1"},
    {"ALT_BISE_B_YZ_61_R1", FEAST(6, 6), FED, "reserve",
     "c:1 c:1 c:1 c:2 c:2 c:3 c:4 exp:0:hero exp:0:comp obj:1:" RUNE " obj:1:" TROOPER,
     "0.hand=3; 0.hero." MOTH "=1; 0.comp." MOTH "=1; 1.hero." RUNE "+0; 1.reserve=0; 0.discard.@=1"},
    {"ALT_BISE_B_YZ_61_R1", "\"zones\": {\"reserve\": [{\"card\": \"@\", \"counters\": 5}], \"hand\": [\"" TRAINING "\"], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "", "0.reserve.@#6"},
    {"ALT_BISE_B_YZ_61_R1", "\"zones\": {\"reserve\": [{\"card\": \"@\", \"counters\": 6}], \"hand\": [\"" TRAINING "\"], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "", "0.reserve.@#6"},
    {"ALT_BISE_B_YZ_61_R2", FEAST(2, 5), FED, "reserve", "c:4 c:2 c:1 obj:1:" TROOPER " exp:0:comp",
     "1.reserve=0; 0.comp." MOTH "=1; 0.hand=1; 1.hero." RUNE "+3"},
    {"ALT_BISE_B_YZ_61_R2", RES("\"hand\": [" T "], " MANA(1) ", "), OPP, "hand:hero=" TROOPER, "", "0.reserve.@#1"},
    {"ALT_BISE_B_YZ_61_R2", RES("\"hand\": [\"" TRAINING "\"], " MANA(1) ", "), OPP, "hand=" TRAINING, "", "0.reserve.@#0"},
#undef FEAST
#undef FED
};

static void test_every_design_does_what_it_says(void **state)
{
    (void)state;
    dc_run_cases(cases, sizeof cases / sizeof cases[0], DATE);
}

/* CR 4.0 7.4.5.c: every design of the set this build plays that has Scout
 * X (printed "[Scout] {X}.", the records' keyword) is played from Hand for
 * X mana, its other Mana Orbs left ready, and its "{h} Send me to Reserve"
 * sends it there once every Reaction of its play has resolved (each
 * choice answered with the first answer listed that is not the card itself). */
static void test_every_scout_design_is_played_for_x(void **state)
{
    (void)state;
    const alt_cards *db = tb_db_all();
    int scouts = 0;
    for (size_t i = 0; i < alt_cards_count(db); i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        if (strncmp(c->ref, "ALT_BISE_B_", 11) != 0 || strcmp(c->ref, c->design) != 0 || !c->supported ||
            !(c->keywords & ALT_KW_SCOUT) || c->rarity == ALT_RARITY_UNIQUE)
            continue;
        scouts++;
        print_message("%s: Scout %u\n", c->ref, c->scout);
        assert_true(c->scout >= 1 && c->scout < c->hand_cost);
        alt_game *g = dc_stage_on(DATE, c->ref, HAND(MANA(8) ", "), "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", 9);
        uint8_t me = fs_find(g, 0, ALT_ZONE_HAND, c->ref);
        dc_scout_play(g, c->ref, ALT_EXP_COMPANION);
        alt_action list[ALT_ANSWERS_MAX];
        for (int steps = 0; steps < 50; steps++) {
            alt_decision d = alt_game_decision(g);
            if (d.kind != ALT_DEC_CHOICE && d.kind != ALT_DEC_REACTION)
                break;
            size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX), k = 0;
            assert_true(n > 0);
            while (k + 1 < n && d.kind == ALT_DEC_CHOICE && list[k].choice == 0 && list[k].object == me)
                k++;                                  /* a target other than the card itself */
            ts_apply(g, list[k]);
        }
        assert_int_equal(fs_count(g, 0, ALT_ZONE_RESERVE, c->ref), 1);
        int exhausted = 0;
        alt_pos_player pl = ts_player(g, 0);
        for (int k = 0; k < pl.zone_n[ALT_ZONE_MANA]; k++)
            exhausted += (pl.zone[ALT_ZONE_MANA][k].status & ALT_STATUS_EXHAUSTED) != 0;
        assert_int_equal(exhausted, c->scout);
        alt_game_destroy(&g);
    }
    assert_true(scouts >= 1);
}

/* ------------------------------------------------------------ coverage */

static int has_case(const char *design)
{
    return dc_has_case(cases, sizeof cases / sizeof cases[0], design);
}

/* Every design of the set with abilities encoded has its case, whichever
 * print (booster, alternate art, promotional) names it. */
static void test_every_encoded_bise_design_has_a_case(void **state)
{
    (void)state;
    assert_true(dc_every_design_has_a_case("ALT_BISE_", "Whispers from the Maze", 1, has_case) > 0);
}

/* Every record of the set, each print, is played by this build. */
static void test_every_bise_record_is_supported(void **state)
{
    (void)state;
    dc_every_record_is_supported("ALT_BISE_", "Whispers from the Maze", 325);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_bise_record_is_supported),
        cmocka_unit_test(test_every_encoded_bise_design_has_a_case),
        cmocka_unit_test(test_every_design_does_what_it_says),
        cmocka_unit_test(test_every_scout_design_is_played_for_x),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
