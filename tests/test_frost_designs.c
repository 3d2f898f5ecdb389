/*
 * test_frost_designs.c: every design of Trial by Frost (ALIZE), played
 * over the bundled database all-1 in a situation built for it, with what
 * its text says checked afterwards; and the set's coverage: every ALIZE
 * record supported, every design with a test here (a design encoded
 * without one fails test_every_alize_design_has_a_case, naming it).
 *
 * Most designs are one row of `cases`: each player's part of a JSON
 * position (docs/position.md; "@" stands for the design's booster print),
 * how the card is brought into action, the answers to what it asks, and
 * what must hold afterwards. Designs whose outcome rests on a die, or that
 * take several turns, have a function of their own below the rows.
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
#define SKALD "ALT_CORE_B_LY_08_C"     /* Lyra Skald: 2/2, 3/0/2 */
#define MOWGLI "ALT_CORE_B_MU_07_C"    /* Mowgli: 2/1, 3/0/0 */
#define KAPPA "ALT_CORE_B_BR_13_C"     /* Kappa: 4/4, 4/4/5 */
#define SHENLONG "ALT_CORE_B_BR_22_C"  /* Shenlong: 6/6, 8/8/8 */
#define FROG "ALT_CORE_B_OR_09_C"      /* The Frog Prince: a Bureaucrat, 2/2, 3/0/3 */
#define ARCHIVIST "ALT_CORE_B_OR_10_C" /* Monolith Archivist: Defender, 2/2, 3/3/3 */
#define YGGDRASIL "ALT_CORE_B_MU_21_C" /* Son of Yggdrasil: a Plant, Gigantic, 6/6, 6/3/3 */
#define TRAINING "ALT_CORE_B_YZ_19_C"  /* Magical Training: a Spell, 1/3, you draw a card */
#define REPROCESSOR "ALT_CORE_B_AX_25_C" /* Axiom Reprocessor: a Landmark, 4/4, At Noon Resupply */
#define KELON "ALT_CORE_B_AX_04_C"     /* Kelon Elemental: 2/2, {H} a card from Hand to Reserve */
#define BRASSBUG "ALT_CORE_B_AX_31_C"
#define RECRUIT "ALT_CORE_B_OR_31_C"
#define DRAGON "ALT_ALIZE_B_NE_02_C"
#define MOTH "ALT_ALIZE_B_YZ_47_C"
#define ARMORY "ALT_ALIZE_B_OR_45_C"   /* Mobile Armory: a Gear, {J} an Ordis Recruit in its Expedition */
#define RIME "ALT_ALIZE_B_YZ_39_C"     /* Rime Frost: a Spell, 1/2, exhaust target card in Reserve */
#define JAIL "ALT_ALIZE_B_OR_42_C"     /* Tiny Jail: a Spell, 2/2, target small Character to Reserve */
#define SNOOZER "ALT_CORE_B_MU_32_C"
#define PLAY_NOW "ALT_ALIZE_B_BR_41_C" /* Frenzied Charge: a Spell, 4/4, play a Character from Hand at {5} less; it gains Fleeting */
#define LULLABY "ALT_ALIZE_B_OR_40_C"  /* a Spell, 1/1, each player's target Character gains Asleep */
#define BANISH "ALT_ALIZE_B_YZ_40_C"   /* a Spell, 4/4, target Character to Reserve, exhausted */

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
#define MANA_10 MANA_8 ", " MANA_2
#define OPP "\"zones\": {" DECK "}"
/* An Icebound landmark of the design with two Trial counters, beside the
 * zones given. */
#define ICE(zones) "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 2}], " zones ", " DECK "}"
#define AT(d) "\"expeditions\": {\"hero\": {\"distance\": " #d "}}, "

/* ------------------------------------------------------------ the runner */


/* Filters and kinds of a waiting modifier, as a position writes them. */
enum { F_ANY = 0, F_CHAR = 1, F_SPELL = 2, F_PERM = 3 };
enum { K_COST = 1, K_BOOST = 2 };
#define STR(x) #x
#define MOD(f, k, n) "0.mod=" STR(f) "/" STR(k) "/" STR(n)

/* The may-exhaust designs: P1's Reserve holds a ready and an exhausted
 * card; only the ready one is listed (CR 7.3.13.b) and is exhausted. */
#define EXHAUST_P1 "\"zones\": {\"reserve\": [" T ", {\"card\": \"" RUNE "\", \"statuses\": [\"exhausted\"]}], " DECK "}"
#define EXHAUSTED_P1 "1.reserve." TROOPER ":exhausted"

static const design_case cases[] = {
    /* ------------------------------------------------------------- Axiom */
    {"ALT_ALIZE_B_AX_32_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "",
     "0.hero.@=0; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_AX_32_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "",
     "0.hero.@=0; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_AX_33_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TRAINING "\", \"statuses\": [\"exhausted\"]}], "
     MANA(2) ", " DECK "}", OPP, "hand:hero", "yes obj:0:" TRAINING, "0.reserve." TRAINING "!exhausted; 0.hero.@+0"},
    {"ALT_ALIZE_B_AX_33_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TRAINING "\", \"statuses\": [\"exhausted\"]}], "
     MANA(2) ", " DECK "}", OPP, "hand:hero", "yes obj:0:" TRAINING, "0.reserve." TRAINING "!exhausted; 0.hero.@+1"},
    {"ALT_ALIZE_B_AX_34_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "", "0.hand=1"},
    {"ALT_ALIZE_B_AX_34_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "", "0.hand=2"},
    {"ALT_ALIZE_B_AX_35_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(6) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP,
     "reserve:hero", "", "0.reserve." RUNE ":exhausted; 0.hero.@=1"},
    {"ALT_ALIZE_B_AX_36_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(2) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_AX_37_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP,
     "reserve:hero", "", "0.reserve." RUNE ":exhausted"},
    {"ALT_ALIZE_B_AX_37_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP,
     "hand:hero", "", "0.reserve." RUNE ":exhausted"},
    /* "Sacrifice another Robot or Permanent": the Landmark (Hand Cost 4:
     * the rare's 3 boosts); the Trooper, no Robot, is no option. */
    {"ALT_ALIZE_B_AX_38_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], \"landmarks\": [\"" REPROCESSOR "\"], "
     MANA(4) ", " DECK "}", OPP, "hand:hero", "obj:0:" REPROCESSOR, "0.land=0; 0.hero.@=1; 0.hero.@+0; 0.hero." TROOPER "=1"},
    {"ALT_ALIZE_B_AX_38_R1", "\"zones\": {\"hand\": [\"@\"], \"landmarks\": [\"" REPROCESSOR "\"], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" REPROCESSOR, "0.land=0; 0.hero.@+3"},
    {"ALT_ALIZE_B_AX_38_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" YGGDRASIL "\"], " MANA(4) ", " DECK "}",
     OPP, "hand:hero", "obj:0:" YGGDRASIL, "0.hero.@=1; 0.discard." YGGDRASIL "=1"},
    {"ALT_ALIZE_B_AX_35_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" RUNE "\", \"statuses\": [\"exhausted\"]}], "
     MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_ALIZE_B_AX_39_C", "\"zones\": {\"hand\": [\"@\"], " MANA(6) ", " DECK "}", OPP, "hand:hero", "", MOD(3, 1, 4)},
    {"ALT_ALIZE_B_AX_39_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(6) ", " DECK "}", OPP, "hand:hero", "", MOD(3, 1, 3)},
    {"ALT_ALIZE_B_AX_40_C", "\"zones\": {\"hand\": [\"@\"], " MANA(6) ", " DECK "}", OPP, "hand:hero", "exp:0:comp",
     "0.comp." BRASSBUG "=1"},
    {"ALT_ALIZE_B_AX_41_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand", "",
     "0.reserve.@:exhausted; 0.reserve." RUNE "!exhausted"},
    {"ALT_ALIZE_B_AX_41_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand", "",
     "0.reserve.@!exhausted; 0.reserve." RUNE ":exhausted"},
    /* "Any number of target Characters with total {M} of 4 (5) or less". */
    {"ALT_ALIZE_B_AX_42_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" T ", \"" RUNE "\", \"" SKALD "\"], " DECK "}", "hand",
     "obj:1:" TROOPER " obj:1:" RUNE " obj:1:" SKALD, "1.hero=0; 1.reserve=3; 0.discard.@=1"},
    {"ALT_ALIZE_B_AX_42_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\", \"" KAPPA "\"], " DECK "}", "hand", "obj:1:" RUNE,
     "1.hero." KAPPA "=1; 1.reserve." RUNE "=1"},
    {"ALT_ALIZE_B_AX_43_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero", "",
     "0.reserve." RUNE ":exhausted; 0.hero.@=1"},
    {"ALT_ALIZE_B_AX_43_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero", "",
     "0.reserve." RUNE ":exhausted; 0.hero.@=1"},
    {"ALT_ALIZE_B_AX_44_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(4) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_AX_44_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(4) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    /* The Reprocessor: at Noon an Exhausted Resupply; at the Clean-up
     * before it, with three cards and one exhausted, none is discarded. */
    {"ALT_ALIZE_B_AX_45_C", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [" T ", \"" RUNE "\", {\"card\": \"" SKALD "\", "
     "\"statuses\": [\"exhausted\"]}], " DECK "}", OPP, "none to:afternoon", "", "0.reserve=4; 0.reserve." TROOPER "=2"},
    {"ALT_ALIZE_B_AX_45_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand", "",
     "0.reserve." RUNE ":exhausted; 0.land.@=1"},

    /* Gibil: two Brassbugs with two Permanents, else one; its support
     * ability activates a Permanent's {J} (the Armory's: a Recruit). */
    {"ALT_ALIZE_B_AX_40_R1", "\"zones\": {\"hand\": [\"@\"], \"landmarks\": [\"" REPROCESSOR "\", \"" REPROCESSOR "\"], " MANA(6)
     ", " DECK "}", OPP, "hand:hero", "exp:0:comp", "0.comp." BRASSBUG "=2"},
    {"ALT_ALIZE_B_AX_40_R1", "\"zones\": {\"hand\": [\"@\"], \"landmarks\": [\"" REPROCESSOR "\"], " MANA(6) ", " DECK "}", OPP,
     "hand:hero", "exp:0:comp", "0.comp." BRASSBUG "=1"},
    {"ALT_ALIZE_B_AX_40_C", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" ARMORY "\"], " DECK "}", OPP, "support",
     "obj:0:" ARMORY, "0.hero." RECRUIT "=1; 0.discard.@=1"},
    {"ALT_ALIZE_B_AX_40_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" ARMORY "\"], " DECK "}", OPP, "support",
     "obj:0:" ARMORY, "0.hero." RECRUIT "=1; 0.discard.@=1"},
    /* ------------------------------------------------------------ Bravos */
    {"ALT_ALIZE_B_BR_32_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand:hero", "yes obj:0:" RUNE, "0.hero.@:fleeting; 0.hero." RUNE "+1"},
    {"ALT_ALIZE_B_BR_32_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand:hero", "yes obj:0:" RUNE, "0.hero.@:fleeting; 0.hero." RUNE "+1"},
    {"ALT_ALIZE_B_BR_32_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(1, 2, 1)},
    {"ALT_ALIZE_B_BR_33_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_BR_35_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [{\"card\": \"" TROOPER "\", \"statuses\": "
     "[\"fleeting\"]}], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@+1"},
    {"ALT_ALIZE_B_BR_35_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@+0"},
    {"ALT_ALIZE_B_BR_35_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [{\"card\": \"" TROOPER "\", \"statuses\": "
     "[\"fleeting\"]}, {\"card\": \"" RUNE "\", \"statuses\": [\"fleeting\"]}], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hero.@+3"},
    {"ALT_ALIZE_B_BR_36_C", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [{\"card\": \"" RUNE "\", \"statuses\": "
     "[\"fleeting\"]}], " DECK "}", OPP, "support", "obj:0:" RUNE, "0.hero." RUNE "!fleeting; 0.discard.@=1"},
    {"ALT_ALIZE_B_BR_36_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [{\"card\": \"" RUNE "\", \"statuses\": "
     "[\"fleeting\"]}, " T "], " MANA(3) ", " DECK "}", OPP, "hand:hero", "yes obj:0:" RUNE, "0.hero." RUNE "+2; 0.hero." TROOPER "+0"},
    {"ALT_ALIZE_B_BR_36_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [{\"card\": \"" RUNE "\", \"statuses\": "
     "[\"fleeting\"]}], " DECK "}", OPP, "support", "obj:0:" RUNE, "0.hero." RUNE "!fleeting"},
    {"ALT_ALIZE_B_BR_37_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hero.@:fleeting; 0.hero.@+1"},
    {"ALT_ALIZE_B_BR_37_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hero.@!fleeting; 0.hero.@+1"},
    {"ALT_ALIZE_B_BR_38_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(5) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 0.hero.@+1"},
    {"ALT_ALIZE_B_BR_38_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 0.hero.@+1"},
    {"ALT_ALIZE_B_BR_40_C", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(7) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" RUNE, "0.hero." RUNE "=1; 0.hero." RUNE "+0; 0.hero." RUNE "!anchored"},
    {"ALT_ALIZE_B_BR_40_R1", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(7) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" RUNE, "0.hero." RUNE "+2"},
    {"ALT_ALIZE_B_BR_40_R2", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(7) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" RUNE, "0.hero." RUNE ":anchored"},
    {"ALT_ALIZE_B_BR_41_C", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(4) ", " DECK "}", OPP, "hand",
     "obj:0:" RUNE, "0.hero." RUNE ":fleeting; 0.discard.@=1"},
    {"ALT_ALIZE_B_BR_41_R1", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(4) ", " DECK "}", OPP, "hand",
     "obj:0:" RUNE, "0.hero." RUNE "!fleeting; 0.discard.@=1"},
    {"ALT_ALIZE_B_BR_41_R2", "\"zones\": {\"hand\": [\"@\", \"" TRAINING "\"], " MANA(4) ", " DECK "}", OPP, "hand",
     "obj:0:" TRAINING, "0.reserve." TRAINING "=1; 0.hand=1; 0.discard.@=1"},
    {"ALT_ALIZE_B_BR_42_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.hand." RUNE "=1; 0.mana.@:exhausted"},
    {"ALT_ALIZE_B_BR_42_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand", "obj:1:" RUNE " yes", "1.hand." RUNE "=1; 0.mana.@:exhausted"},
    {"ALT_ALIZE_B_BR_42_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand", "obj:1:" RUNE " no", "1.hand." RUNE "=1; 0.reserve.@=1"},
    {"ALT_ALIZE_B_BR_44_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(2) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP,
     "reserve:hero", "", "0.reserve." RUNE "=1"},
    {"ALT_ALIZE_B_BR_45_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:fleeting"},
    /* Skadi: in {M} (the Hero region) Sabotage, elsewhere (region 1, {V}
     * only) a card in Reserve exhausted. */
    {"ALT_ALIZE_B_BR_33_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "obj:1:" TROOPER, "1.discard." TROOPER "=1"},
    {"ALT_ALIZE_B_BR_33_R1", AT(1) "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", EXHAUST_P1, "reserve:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 1.discard=0"},
    /* Haven: Fleeting at Rest, it is discarded and its controller draws
     * (the Morning's two and this one); not Fleeting, to Reserve. */
    {"ALT_ALIZE_B_BR_34_C", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"fleeting\"]}], " DECK "}", OPP,
     "none to:afternoon", "", "0.discard.@=1; 0.hand=3"},
    {"ALT_ALIZE_B_BR_34_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.reserve.@=1; 0.hand=2"},
    {"ALT_ALIZE_B_BR_34_R1", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"fleeting\"]}], " DECK "}", OPP,
     "none to:afternoon", "", "0.discard.@=1; 0.hand=3"},
    {"ALT_ALIZE_B_BR_34_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hero.@+1; 0.hero.@:fleeting"},
    /* Amarok: {2} less in an empty Expedition; another Character joining
     * it is sacrificed (the rare gains a boost). */
    {"ALT_ALIZE_B_BR_39_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_ALIZE_B_BR_39_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" RUNE, "", "0.discard." RUNE "=1; 0.hero.@+0"},
    {"ALT_ALIZE_B_BR_39_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" RUNE, "", "0.discard." RUNE "=1; 0.hero.@+1"},
    {"ALT_ALIZE_B_BR_39_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:comp=" RUNE, "", "0.comp." RUNE "=1; 0.hero.@+0"},
    {"ALT_ALIZE_B_BR_43_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" RUNE, "", "0.hero." RUNE "+1; 0.hero." RUNE ":fleeting"},
    {"ALT_ALIZE_B_BR_43_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:comp=" RUNE, "", "0.comp." RUNE "+0; 0.comp." RUNE "!fleeting"},
    {"ALT_ALIZE_B_BR_43_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" RUNE, "", "0.hero." RUNE "+2; 0.hero." RUNE ":fleeting"},
    /* The Boots: the Expedition moves forward at Dusk, the Rune loses
     * Fleeting and goes to Reserve at Rest. */
    {"ALT_ALIZE_B_BR_44_C", "\"zones\": {\"hero_expedition\": [\"@\", {\"card\": \"" RUNE "\", \"statuses\": [\"fleeting\"]}], "
     DECK "}", OPP, "none to:afternoon", "obj:0:" RUNE, "0.dist.hero=1; 0.reserve." RUNE "=1; 0.discard." RUNE "=0"},
    /* Eat Me: the lone Rune is Gigantic, both Expeditions move forward. */
    {"ALT_ALIZE_B_BR_45_C", "\"zones\": {\"hero_expedition\": [\"@\", \"" RUNE "\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1; 0.dist.comp=1"},
    {"ALT_ALIZE_B_BR_45_C", "\"zones\": {\"hero_expedition\": [\"@\", \"" RUNE "\", " T "], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1; 0.dist.comp=0"},
    /* Icebound Peak: the Rune played at {5} less gains Fleeting, the
     * third counter; the Shade, then every Character gains a boost. */
    {"ALT_ALIZE_B_BR_46_C", ICE("\"hand\": [\"" PLAY_NOW "\", \"" RUNE "\"], " MANA(4)), OPP, "hand=" PLAY_NOW,
     "obj:0:" RUNE " exp:0:hero", "0.land=0; 0.discard.@=1; 0.hero." DRAGON "+1; 0.hero." RUNE "+1; 0.hero." RUNE ":fleeting"},
    {"ALT_ALIZE_B_BR_46_R1", ICE("\"hand\": [\"" PLAY_NOW "\", \"" RUNE "\"], " MANA(4)), OPP, "hand=" PLAY_NOW,
     "obj:0:" RUNE " exp:0:comp", "0.land=0; 0.comp." DRAGON "+1; 0.hero." RUNE "+1"},
    {"ALT_ALIZE_B_BR_46_R2", ICE("\"hand\": [\"" PLAY_NOW "\", \"" RUNE "\"], " MANA(4)), OPP, "hand=" PLAY_NOW,
     "obj:0:" RUNE " exp:0:hero", "0.land=0; 0.hero." DRAGON "+1; 0.hero." RUNE "+1"},
    /* -------------------------------------------------------------- Lyra */
    {"ALT_ALIZE_B_LY_31_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T ", \"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@+1; 0.hero.@:fleeting"},
    {"ALT_ALIZE_B_LY_31_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@+0; 0.hero.@!fleeting"},
    {"ALT_ALIZE_B_LY_31_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T ", \"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@+2; 0.hero.@:fleeting"},
    /* "Unless I'm in {O}": region 1 is Forest only, the Hero region has every terrain. */
    {"ALT_ALIZE_B_LY_33_C", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}",
     OPP, "hand:hero", "", "0.hero.@:fleeting"},
    {"ALT_ALIZE_B_LY_33_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@!fleeting"},
    {"ALT_ALIZE_B_LY_33_R1", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}",
     OPP, "hand:hero", "", "0.hero.@:fleeting"},
    {"ALT_ALIZE_B_LY_33_R1", "\"zones\": {\"reserve\": [\"@\"], \"deck\": [" T ", \"" RUNE "\"]}", OPP, "support", "",
     "0.reserve." RUNE ":exhausted; 0.discard.@=1"},
    {"ALT_ALIZE_B_LY_34_C", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], \"reserve\": [" T "], " MANA(3) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" TROOPER " obj:0:" RUNE, "0.hand." TROOPER "=1; 0.reserve." RUNE "=1"},
    {"ALT_ALIZE_B_LY_34_R1", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], \"reserve\": [" T "], " MANA(3) ", \"deck\": [" T ", \""
     SKALD "\"]}", OPP, "hand:hero", "obj:0:" TROOPER " obj:0:" RUNE,
     "0.reserve." SKALD ":exhausted; 0.hand." TROOPER "=1; 0.reserve." RUNE "=1"},
    {"ALT_ALIZE_B_LY_35_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(0, 1, 1)},
    {"ALT_ALIZE_B_LY_35_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(0, 1, 1)},
    {"ALT_ALIZE_B_LY_35_R2", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(0, 1, 1)},
    {"ALT_ALIZE_B_LY_38_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand:hero", "yes obj:1:" RUNE, "1.comp." RUNE "=1"},
    {"ALT_ALIZE_B_LY_38_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" ARMORY
     "\"], " DECK "}", "hand:hero", "yes obj:1:" ARMORY, "1.comp." ARMORY "=1"},
    {"ALT_ALIZE_B_LY_40_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", "
     DECK "}", OPP, "hand", "obj:0:" TROOPER " obj:0:" RUNE, "0.hero." RUNE "+2; 0.discard." TROOPER "=1; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_LY_40_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", "
     DECK "}", OPP, "hand", "obj:0:" TROOPER " obj:0:" RUNE, "0.hero." RUNE "+2; 0.reserve.@!exhausted"},
    {"ALT_ALIZE_B_LY_40_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand", "", "0.hero." RUNE "+0"},
    /* Break the Ice costs 2 with three base statistics of 0 (the Skald's
     * {M}, Mowgli's {M} and {O}), or three Characters (the out-of-faction rare). */
    {"ALT_ALIZE_B_LY_42_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" SKALD "\", \"" MOWGLI "\"], " MANA(2) ", "
     DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand", "obj:1:" RUNE,
     "1.reserve." RUNE ":exhausted; 0.discard.@=1"},
    {"ALT_ALIZE_B_LY_42_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" SKALD "\", \"" MOWGLI "\"], " MANA(2) ", "
     DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand", "obj:1:" RUNE,
     "1.reserve." RUNE ":exhausted; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_LY_42_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T ", " T ", " T "], " MANA(2) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE ":exhausted"},
    {"ALT_ALIZE_B_LY_43_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "reserve:hero", "", "0.hero.@!fleeting"},
    {"ALT_ALIZE_B_LY_44_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:fleeting"},
    /* Snowball Commando: a 5 ends it; on a 2 the opponent exhausts a
     * card of the player's Reserve. */
    {"ALT_ALIZE_B_LY_32_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" SKALD "\"], " MANA(2) ", " DECK "}", EXHAUST_P1,
     "hand:hero die:5", "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 0.reserve." SKALD "!exhausted"},
    {"ALT_ALIZE_B_LY_32_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" SKALD "\"], " MANA(2) ", " DECK "}", EXHAUST_P1,
     "hand:hero die:2", "yes obj:1:" TROOPER " obj:0:" SKALD, EXHAUSTED_P1 "; 0.reserve." SKALD ":exhausted"},
    {"ALT_ALIZE_B_LY_32_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" SKALD "\"], " MANA(2) ", " DECK "}", EXHAUST_P1,
     "hand:hero die:3", "yes obj:1:" TROOPER " obj:0:" SKALD, EXHAUSTED_P1 "; 0.reserve." SKALD ":exhausted"},
    {"ALT_ALIZE_B_LY_32_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" SKALD "\"], " MANA(2) ", " DECK "}", EXHAUST_P1,
     "hand:hero die:4", "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 0.reserve." SKALD "!exhausted"},
    /* Nisse: 4+ Resupply, 1-3 Exhausted Resupply (the Rune, on top). */
    {"ALT_ALIZE_B_LY_36_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero die:4",
     "", "0.reserve." RUNE "!exhausted"},
    {"ALT_ALIZE_B_LY_36_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero die:3",
     "", "0.reserve." RUNE ":exhausted"},
    {"ALT_ALIZE_B_LY_36_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero die:6",
     "", "0.reserve." RUNE "!exhausted"},
    {"ALT_ALIZE_B_LY_36_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero die:1",
     "", "0.reserve." RUNE ":exhausted"},
    /* Silent Night: the target, then the die (the rare: the die, then the
     * target); 4+ Anchored, 1-3 Asleep. */
    {"ALT_ALIZE_B_LY_41_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand die:4", "obj:0:" RUNE, "0.hero." RUNE ":anchored; 0.hero." RUNE "!asleep; 0.discard.@=1"},
    {"ALT_ALIZE_B_LY_41_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand die:2", "obj:1:" RUNE, "1.hero." RUNE ":asleep; 1.hero." RUNE "!anchored"},
    {"ALT_ALIZE_B_LY_41_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand die:6", "obj:0:" RUNE, "0.hero." RUNE ":anchored; 0.discard.@=1"},
    {"ALT_ALIZE_B_LY_41_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand die:1", "obj:0:" RUNE, "0.hero." RUNE ":asleep"},
    /* Winter Outfits: in region 3 ({M} only) Mowgli's {M} is his {V}, 3,
     * and the Expedition moves forward; without them, it stays. */
    {"ALT_ALIZE_B_LY_43_C", AT(3) "\"zones\": {\"hero_expedition\": [\"@\", \"" MOWGLI "\"], " DECK "}", OPP, "none to:afternoon",
     "", "0.dist.hero=4"},
    {"ALT_ALIZE_B_LY_43_C", AT(3) "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" MOWGLI "\"], " DECK "}", OPP,
     "none to:afternoon", "", "0.dist.hero=3"},
    /* ... and for every other effect: Mowgli's {M} is 3 beside them, and
     * with the Rune's 2 past the Avalanche's total of 4. */
    {"ALT_ALIZE_B_LY_43_C", "\"zones\": {\"hand\": [\"ALT_ALIZE_B_AX_42_C\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"@\", \"" MOWGLI "\", \"" RUNE "\"], " DECK "}", "hand=ALT_ALIZE_B_AX_42_C",
     "obj:1:" MOWGLI, "1.reserve." MOWGLI "=1; 1.hero." RUNE "=1"},
    /* The Magic Sleigh: two regions at Dusk. */
    {"ALT_ALIZE_B_LY_44_C", "\"zones\": {\"hero_expedition\": [\"@\", \"" RUNE "\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=2"},
    {"ALT_ALIZE_B_LY_44_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP,
     "none to:afternoon", "", "0.dist.hero=1"},
    /* Icebound Tundra: the Skald ({M} 0) played in the Hero region (with
     * {M}) brings the third counter; the Rune does not. */
    {"ALT_ALIZE_B_LY_45_C", ICE("\"hand\": [\"" SKALD "\"], \"reserve\": [" T "], " MANA(2)), OPP, "hand:hero=" SKALD,
     "exp:0:comp obj:0:" TROOPER, "0.land=0; 0.discard.@=1; 0.comp." DRAGON "=1; 0.hand." TROOPER "=1"},
    {"ALT_ALIZE_B_LY_45_R1", ICE("\"hand\": [\"" SKALD "\"], \"reserve\": [" T "], " MANA(2)), OPP, "hand:hero=" SKALD,
     "exp:0:hero obj:0:" TROOPER, "0.land=0; 0.hero." DRAGON "=1; 0.hand." TROOPER "=1"},
    {"ALT_ALIZE_B_LY_45_C", ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), OPP, "hand:hero=" RUNE, "", "0.land.@#2"},
    /* -------------------------------------------------------------- Muna */
    {"ALT_ALIZE_B_MU_31_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_MU_31_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_MU_32_C", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":asleep"},
    {"ALT_ALIZE_B_MU_32_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     DECK "}", "hand:hero", "yes obj:1:" TROOPER, "1.hero." TROOPER ":asleep; 0.mana=4"},
    {"ALT_ALIZE_B_MU_32_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":asleep"},
    {"ALT_ALIZE_B_MU_34_C", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hand\": [" T "], "
     DECK "}", "hand:hero", "obj:0:" RUNE " obj:1:" TROOPER, "0.reserve." RUNE "=1; 1.reserve." TROOPER "=1; 0.hand=0"},
    {"ALT_ALIZE_B_MU_34_R1", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hand\": [" T "], "
     DECK "}", "hand:hero", "obj:0:" RUNE " obj:1:" TROOPER, "0.reserve." RUNE "=1; 1.reserve." TROOPER "=1; 0.hand=1; 1.hand=1"},
    {"ALT_ALIZE_B_MU_35_C", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\""
     RUNE "\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "yes obj:0:" RUNE, "0.hero." RUNE "+2; 0.hero.@+0"},
    {"ALT_ALIZE_B_MU_35_R1", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\""
     RUNE "\"], " MANA(3) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hero_expedition\": [" T "], "
     DECK "}", "hand:hero", "obj:0:" RUNE " obj:1:" TROOPER, "0.hero." RUNE "+2; 1.hero." TROOPER "+2; 0.hero.@+0"},
    {"ALT_ALIZE_B_MU_36_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:asleep"},
    {"ALT_ALIZE_B_MU_36_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "no", "0.hero.@!asleep"},
    /* Leshy in region 3 ({M} only): three other Expeditions are in {V}. */
    {"ALT_ALIZE_B_MU_38_C", "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}",
     OPP, "hand:hero", "", "0.hero.@+3"},
    {"ALT_ALIZE_B_MU_38_R1", "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}",
     OPP, "hand:hero", "", "0.hero.@+3"},
    {"ALT_ALIZE_B_MU_39_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "yes",
     "1.reserve=1; 1.reserve." TROOPER ":exhausted"},
    {"ALT_ALIZE_B_MU_39_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "yes yes",
     "1.reserve=2; 1.reserve." TROOPER ":exhausted"},
    {"ALT_ALIZE_B_MU_39_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "no", "1.reserve=0"},
    {"ALT_ALIZE_B_MU_40_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(7) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" RUNE, "0.hero." RUNE ":anchored"},
    {"ALT_ALIZE_B_MU_41_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand", "obj:0:" RUNE, "0.hero." RUNE "+1; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_MU_41_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(1, 2, 1)},
    {"ALT_ALIZE_B_MU_41_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand", "obj:0:" RUNE, "0.hero." RUNE "+1; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_MU_41_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":anchored"},
    /* "Choose one": a Character in {V} (P1's at region 1) to Reserve, or a Permanent discarded. */
    {"ALT_ALIZE_B_MU_42_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, "
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], \"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand", "c:1 obj:1:" RUNE,
     "1.reserve." RUNE "=1; 1.land=1; 0.discard.@=1"},
    {"ALT_ALIZE_B_MU_42_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, "
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], \"landmarks\": [\"" REPROCESSOR "\"], " DECK "}", "hand",
     "c:2 obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1; 1.hero." RUNE "=1"},
    {"ALT_ALIZE_B_MU_42_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 3}}, "
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand", "c:1 obj:1:" RUNE, "1.reserve." RUNE "=1; 1.hand=1"},
    {"ALT_ALIZE_B_MU_42_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, "
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand", "c:1 obj:1:" RUNE, "1.reserve." RUNE "=1; 1.hand=0"},
    {"ALT_ALIZE_B_MU_43_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" RUNE, "0.hero." RUNE "+1"},
    {"ALT_ALIZE_B_MU_43_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" RUNE, "0.hero." RUNE "+1"},
    {"ALT_ALIZE_B_MU_44_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero", "",
     "0.reserve." RUNE "=1"},
    {"ALT_ALIZE_B_MU_44_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":anchored"},
    {"ALT_ALIZE_B_MU_44_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero", "",
     "0.reserve." RUNE "=1"},
    /* Persephone: region 3 ({M} only) is also {V}, her 3 moves the
     * Expedition; Mowgli (3/0/0) alone there does not. */
    {"ALT_ALIZE_B_MU_33_C", AT(3) "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=4"},
    {"ALT_ALIZE_B_MU_33_C", AT(3) "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" MOWGLI "\"], " DECK "}", OPP,
     "none to:afternoon", "", "0.dist.hero=3"},
    /* The rare: both Hero regions are {V} only; the Skald facing her ties
     * at 3 and neither moves (Mowgli in her place: the Skald's {O} wins). */
    {"ALT_ALIZE_B_MU_33_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\"" SKALD
     "\"], " DECK "}", "none to:afternoon", "", "0.dist.hero=0; 1.dist.hero=0"},
    {"ALT_ALIZE_B_MU_33_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" MOWGLI "\"], " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"" SKALD "\"], " DECK "}", "none to:afternoon", "", "0.dist.hero=0; 1.dist.hero=1"},
    /* Mighty Simbi: moving forward due to {V}, sacrificed for a card (the
     * rare: to Mana). */
    {"ALT_ALIZE_B_MU_37_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "yes",
     "0.discard.@=1; 0.hand=3"},
    {"ALT_ALIZE_B_MU_37_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "no",
     "0.reserve.@=1; 0.hand=2"},
    {"ALT_ALIZE_B_MU_37_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "yes",
     "0.mana.@=1; 0.hand=2"},
    /* Demeter: Eternal in region 1 ({V}) after Dusk; in region 2 ({M}
     * and {O}) she goes to Reserve. */
    {"ALT_ALIZE_B_MU_40_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1; 0.hero.@=1"},
    {"ALT_ALIZE_B_MU_40_C", AT(1) "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=2; 0.reserve.@=1"},
    /* Icebound Taiga: the Rune played in the Hero region ({V} among its
     * terrains); the Shade gains Anchored. In region 3 ({M}) no counter. */
    {"ALT_ALIZE_B_MU_45_C", ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), OPP, "hand:hero=" RUNE, "exp:0:comp",
     "0.land=0; 0.comp." DRAGON ":anchored"},
    {"ALT_ALIZE_B_MU_45_R1", ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), OPP, "hand:hero=" RUNE, "exp:0:hero",
     "0.land=0; 0.hero." DRAGON ":anchored"},
    {"ALT_ALIZE_B_MU_45_C", AT(3) ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), OPP, "hand:hero=" RUNE, "", "0.land.@#2"},
    /* ------------------------------------------------------------- Ordis */
    {"ALT_ALIZE_B_OR_33_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, "
     OPP, "hand:hero", "", "0.hero.@+1"},
    {"ALT_ALIZE_B_OR_33_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@+0"},
    {"ALT_ALIZE_B_OR_34_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, "
     OPP, "hand:hero", "", "0.hero." RECRUIT "=1"},
    {"ALT_ALIZE_B_OR_34_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "exp:0:comp", "0.comp." RECRUIT "=1"},
    {"ALT_ALIZE_B_OR_34_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" FROG "\"], " MANA(2) ", " DECK "}",
     "\"expeditions\": {\"hero\": {\"distance\": 1}}, " OPP, "hand:hero", "", "0.hero." RECRUIT "=2"},
    {"ALT_ALIZE_B_OR_34_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "exp:0:hero", "0.hero." RECRUIT "=1"},
    {"ALT_ALIZE_B_OR_35_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_OR_37_C", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":asleep"},
    {"ALT_ALIZE_B_OR_37_R1", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":asleep"},
    {"ALT_ALIZE_B_OR_37_R2", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " DECK "}", OPP, "support",
     "obj:0:" RUNE, "0.hero." RUNE ":asleep"},
    {"ALT_ALIZE_B_OR_38_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "exp:0:comp",
     "0.comp." RECRUIT "=1"},
    {"ALT_ALIZE_B_OR_40_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" T "], " DECK "}", "hand", "obj:0:" RUNE " obj:1:" TROOPER,
     "0.hero." RUNE ":asleep; 1.hero." TROOPER ":asleep"},
    {"ALT_ALIZE_B_OR_40_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" T "], " DECK "}", "hand", "obj:0:" RUNE " obj:1:" TROOPER,
     "0.hero." RUNE ":asleep; 1.hero." TROOPER ":asleep"},
    {"ALT_ALIZE_B_OR_41_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], \"companion_expedition\": [" T "], "
     MANA(4) ", " DECK "}", OPP, "hand:hero", "", "0.hero." RUNE "+1; 0.comp." TROOPER "+1; 0.hero.@+0"},
    {"ALT_ALIZE_B_OR_41_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \""
     RUNE "\"], " DECK "}", "hand:hero", "exp:1:hero", "1.hero." TROOPER "+1; 1.hero." RUNE "+1; 0.hero.@+0"},
    {"ALT_ALIZE_B_OR_42_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\", \"" KAPPA "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE "=1; 1.hero." KAPPA "=1; 0.discard.@=1"},
    {"ALT_ALIZE_B_OR_42_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE "=1; 0.reserve.@:exhausted"},
    /* "Choose one. If each of your Expeditions is behind or tied, you may choose both." */
    {"ALT_ALIZE_B_OR_43_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "c:1 c:2 exp:0:hero",
     "0.hand=1; 0.hero." RECRUIT "=1; 0.discard.@=1"},
    {"ALT_ALIZE_B_OR_43_R1", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}",
     OPP, "hand", "c:2 exp:0:hero", "0.hand=0; 0.hero." RECRUIT "=1; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_OR_44_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [{\"card\": \"" RUNE "\", \"statuses\": [\"asleep\"]}], "
     MANA(1) ", " DECK "}", OPP, "hand", "obj:0:" RUNE, "0.hero." RUNE "+1; 0.hero." RUNE "!asleep; 0.hero." RUNE "!anchored"},
    {"ALT_ALIZE_B_OR_44_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [{\"card\": \"" RUNE "\", \"statuses\": [\"asleep\"]}], "
     MANA(2) ", " DECK "}", OPP, "hand", "obj:0:" RUNE, "0.hero." RUNE "+1; 0.hero." RUNE "!asleep; 0.hero." RUNE ":anchored"},
    {"ALT_ALIZE_B_OR_44_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand", "obj:0:" RUNE, "0.hero." RUNE "+1; 0.hero." RUNE "!anchored"},
    {"ALT_ALIZE_B_OR_45_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "hand:comp", "", "0.comp." RECRUIT "=1"},
    {"ALT_ALIZE_B_OR_46_C", "\"zones\": {\"hand\": [\"@\"], " MANA(6) ", " DECK "}", "\"expeditions\": {\"hero\": {\"distance\": 1}}, "
     OPP, "hand:hero", "", "0.hand=1"},
    {"ALT_ALIZE_B_OR_46_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(6) ", \"deck\": [" T ", \"" RUNE "\"]}", OPP, "hand:hero", "",
     "0.hand=0; 0.reserve." RUNE "=1"},
    {"ALT_ALIZE_P_OR_48_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], " MANA(6) ", " DECK "}",
     "\"zones\": {\"reserve\": [\"" RUNE "\"], " DECK "}", "hand:hero", "",
     "0.reserve." TROOPER ":exhausted; 1.reserve." RUNE ":exhausted"},
    {"ALT_ALIZE_P_OR_48_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], " MANA(6) ", " DECK "}",
     "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}", "hand:hero",
     "exp:1:hero", "0.reserve." TROOPER ":exhausted; 1.hero." RUNE ":asleep"},
    {"ALT_ALIZE_P_OR_48_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(7) ", " DECK "}", "\"zones\": {\"hand\": [\"" SKALD "\"], " DECK "}",
     "hand:hero", "obj:1:" SKALD, "1.reserve." SKALD ":exhausted"},
    /* Dong Da Shen (Anchored, so in play at the next Noon). */
    {"ALT_ALIZE_B_OR_35_R1", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"anchored\"]}], " DECK "}",
     EXHAUST_P1, "none to:afternoon", "yes obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_OR_36_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" LULLABY "\"], " MANA(1) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" T "], " DECK "}", "hand=" LULLABY, "obj:0:@ obj:1:" TROOPER,
     "0.hero.@:asleep; 0.hero.@+1"},
    {"ALT_ALIZE_B_OR_36_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" LULLABY "\"], " MANA(1) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [" T "], " DECK "}", "hand=" LULLABY, "obj:0:@ obj:1:" TROOPER,
     "0.hero.@:anchored; 0.hero.@!asleep; 1.hero." TROOPER ":asleep"},
    /* Sunisa: behind, her own Defender does not hold her Expedition. */
    {"ALT_ALIZE_B_OR_38_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", AT(1) OPP, "none to:afternoon", "",
     "0.dist.hero=1"},
    {"ALT_ALIZE_B_OR_38_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:afternoon", "", "0.dist.hero=0"},
    /* Valemon: Defender under eight Mana Orbs; the rare Gigantic from ten. */
    {"ALT_ALIZE_B_OR_39_C", "\"zones\": {\"hero_expedition\": [\"@\"], " MANA(7) ", " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=0"},
    {"ALT_ALIZE_B_OR_39_C", "\"zones\": {\"hero_expedition\": [\"@\"], " MANA(8) ", " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1; 0.dist.comp=0"},
    {"ALT_ALIZE_B_OR_39_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " MANA(8) ", " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1; 0.dist.comp=0"},
    {"ALT_ALIZE_B_OR_39_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " MANA(10) ", " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1; 0.dist.comp=1"},
    /* The Armory rare: the Archivist's Defender does not hold it. */
    {"ALT_ALIZE_B_OR_45_R1", "\"zones\": {\"hero_expedition\": [\"@\", \"" ARCHIVIST "\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=1"},
    {"ALT_ALIZE_B_OR_45_C", "\"zones\": {\"hero_expedition\": [\"@\", \"" ARCHIVIST "\"], " DECK "}", OPP, "none to:afternoon", "",
     "0.dist.hero=0"},
    /* Icebound Lake: the Rune played into an Expedition behind; the Shade,
     * then the opponent's Trooper gains Asleep. Not behind: no counter. */
    {"ALT_ALIZE_B_OR_47_C", ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), AT(1) "\"zones\": {\"hero_expedition\": [" T "], " DECK "}",
     "hand:hero=" RUNE, "exp:0:hero obj:1:" TROOPER, "0.land=0; 0.hero." DRAGON "=1; 1.hero." TROOPER ":asleep"},
    {"ALT_ALIZE_B_OR_47_R1", ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), AT(1) "\"zones\": {\"hero_expedition\": [" T "], " DECK "}",
     "hand:hero=" RUNE, "exp:0:comp obj:1:" TROOPER, "0.land=0; 0.comp." DRAGON "=1; 1.hero." TROOPER ":asleep"},
    {"ALT_ALIZE_B_OR_47_C", ICE("\"hand\": [\"" RUNE "\"], " MANA(2)), OPP, "hand:hero=" RUNE, "", "0.land.@#2"},
    /* ------------------------------------------------------------ Yzmir */
    {"ALT_ALIZE_B_YZ_32_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TROOPER "\", \"statuses\": [\"exhausted\"]}], "
     MANA(1) ", " DECK "}", "\"zones\": {\"reserve\": [{\"card\": \"" RUNE "\", \"statuses\": [\"exhausted\"]}], " DECK "}",
     "hand:hero", "", "0.hero.@+1"},
    {"ALT_ALIZE_B_YZ_32_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TROOPER "\", \"statuses\": [\"exhausted\"]}], "
     MANA(1) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@+0"},
    {"ALT_ALIZE_B_YZ_32_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TROOPER "\", \"statuses\": [\"exhausted\"]}], "
     MANA(1) ", " DECK "}", "\"zones\": {\"reserve\": [{\"card\": \"" RUNE "\", \"statuses\": [\"exhausted\"]}], " DECK "}",
     "hand:hero", "", "0.hero.@+1"},
    {"ALT_ALIZE_B_YZ_32_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", EXHAUST_P1, "support", "obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_YZ_33_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", EXHAUST_P1, "support", "obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_YZ_34_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", EXHAUST_P1, "support", "obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_YZ_34_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", EXHAUST_P1, "support", "obj:1:" TROOPER, EXHAUSTED_P1},
    {"ALT_ALIZE_B_YZ_35_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 0.hero.@+0"},
    {"ALT_ALIZE_B_YZ_35_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1 "; 0.hero.@+1"},
    {"ALT_ALIZE_B_YZ_36_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" TRAINING "\", " T "], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "yes obj:0:" TRAINING, "0.hero.@+1; 0.discard." TRAINING "=1; 0.reserve." TROOPER "=1"},
    {"ALT_ALIZE_B_YZ_36_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" TRAINING "\", " T "], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "yes obj:0:" TRAINING, "0.hero.@+2; 0.discard." TRAINING "=1"},
    {"ALT_ALIZE_B_YZ_36_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(2, 1, 1)},
    {"ALT_ALIZE_B_YZ_36_R2", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" TRAINING "\", " T "], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "yes obj:0:" TROOPER, "0.hero.@+2; 0.discard." TROOPER "=1"},
    {"ALT_ALIZE_B_YZ_36_R2", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(1, 1, 1)},
    {"ALT_ALIZE_B_YZ_39_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", EXHAUST_P1, "hand", "obj:1:" TROOPER,
     EXHAUSTED_P1},
    {"ALT_ALIZE_B_YZ_39_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", EXHAUST_P1, "hand", "c:1 obj:1:" RUNE,
     "1.discard." RUNE "=1; 1.reserve." TROOPER "!exhausted"},
    {"ALT_ALIZE_B_YZ_39_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", EXHAUST_P1, "hand", "c:2 obj:1:" TROOPER,
     EXHAUSTED_P1},
    {"ALT_ALIZE_B_YZ_40_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE ":exhausted; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_YZ_40_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE ":exhausted; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_YZ_41_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand", "exp:0:comp",
     "0.comp." MOTH "=1; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_YZ_41_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand", "",
     "0.hero." MOTH "=1; 0.comp." MOTH "=1; 0.reserve.@:exhausted"},
    {"ALT_ALIZE_B_YZ_42_C", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\", " T "], " DECK "}", "hand", "exp:1:hero",
     "1.hero=0; 1.reserve." RUNE ":exhausted; 1.reserve." TROOPER ":exhausted; 0.discard.@=1"},
    {"ALT_ALIZE_B_YZ_42_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TRAINING "\", \"statuses\": [\"exhausted\"]}, "
     "{\"card\": \"" TROOPER "\", \"statuses\": [\"exhausted\"]}], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     RUNE "\"], " DECK "}", "hand", "exp:1:hero", "1.hero=0; 1.reserve." RUNE ":exhausted"},
    {"ALT_ALIZE_B_YZ_43_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TRAINING "\", \"statuses\": [\"exhausted\"]}, "
     "{\"card\": \"" TROOPER "\", \"statuses\": [\"exhausted\"]}], " MANA(5) ", " DECK "}", OPP, "hand",
     "exp:0:hero exp:0:hero exp:0:comp", "0.hero." MOTH "=2; 0.comp." MOTH "=1"},
    {"ALT_ALIZE_B_YZ_43_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [{\"card\": \"" TRAINING "\", \"statuses\": [\"exhausted\"]}, "
     "{\"card\": \"" TROOPER "\", \"statuses\": [\"exhausted\"]}], " MANA(4) ", " DECK "}", "\"zones\": {\"reserve\": [{\"card\": \""
     RUNE "\", \"statuses\": [\"exhausted\"]}], " DECK "}", "hand", "exp:0:comp exp:0:comp exp:0:comp", "0.comp." MOTH "=3"},

    {"ALT_ALIZE_B_YZ_33_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" JAIL "\"], " MANA(2) ", " DECK "}", OPP,
     "hand=" JAIL, "obj:0:@", "0.reserve.@=1; 0.hero." MOTH "=1"},
    /* The Snow Queen: at Morning the exhausted Characters of every
     * Reserve stay exhausted, the Spell is readied. */
    {"ALT_ALIZE_B_YZ_38_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"reserve\": [{\"card\": \"" RUNE "\", \"statuses\": "
     "[\"exhausted\"]}, {\"card\": \"" TRAINING "\", \"statuses\": [\"exhausted\"]}], " DECK "}",
     "\"zones\": {\"reserve\": [{\"card\": \"" SKALD "\", \"statuses\": [\"exhausted\"]}], " DECK "}", "none to:morning", "",
     "0.hero.@=1; 0.reserve." RUNE ":exhausted; 0.reserve." TRAINING "!exhausted; 1.reserve." SKALD ":exhausted"},
    {"ALT_ALIZE_B_YZ_38_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"reserve\": [{\"card\": \"" RUNE "\", \"statuses\": "
     "[\"exhausted\"]}], " DECK "}", OPP, "none to:morning", "", "0.hero.@=1; 0.reserve." RUNE ":exhausted"},
    {"ALT_ALIZE_B_YZ_38_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(7) ", " DECK "}", EXHAUST_P1, "hand:hero",
     "yes obj:1:" TROOPER, EXHAUSTED_P1},
    /* Moth Lantern: the Rune sacrificed, a Moth; a Moth sacrificed, none. */
    {"ALT_ALIZE_B_YZ_44_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(3) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" RUNE, "0.discard." RUNE "=1; 0.hero." MOTH "=1"},
    {"ALT_ALIZE_B_YZ_44_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" RUNE, "0.discard." RUNE "=1; 0.hero." MOTH "=1"},
    {"ALT_ALIZE_B_YZ_44_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" MOTH "\"], " MANA(3) ", " DECK "}", OPP,
     "hand:hero", "obj:0:" MOTH, "0.hero." MOTH "=0"},
    /* The Nilam: a card in Reserve exhausted, it may exhaust itself for a
     * Moth. */
    {"ALT_ALIZE_B_YZ_45_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", EXHAUST_P1, "hand",
     "yes obj:1:" TROOPER " yes exp:0:hero", EXHAUSTED_P1 "; 0.land.@:exhausted; 0.hero." MOTH "=1"},
    {"ALT_ALIZE_B_YZ_45_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" RIME "\"], " MANA(1) ", " DECK "}", EXHAUST_P1,
     "hand=" RIME, "obj:1:" TROOPER " yes exp:0:comp", EXHAUSTED_P1 "; 0.land.@:exhausted; 0.comp." MOTH "=1"},
    {"ALT_ALIZE_B_YZ_45_R1", "\"zones\": {\"landmarks\": [\"@\"], \"hand\": [\"" RIME "\"], " MANA(1) ", " DECK "}", EXHAUST_P1,
     "hand=" RIME, "obj:1:" TROOPER " no", EXHAUSTED_P1 "; 0.land.@!exhausted; 0.comp=0; 0.hero=0"},
    /* Icebound Pass: the Frost exhausts the third card; the Shade, a card. */
    {"ALT_ALIZE_B_YZ_46_C", ICE("\"hand\": [\"" RIME "\"], " MANA(1)), EXHAUST_P1, "hand=" RIME, "obj:1:" TROOPER " exp:0:hero",
     EXHAUSTED_P1 "; 0.land=0; 0.hero." DRAGON "=1; 0.hand=1"},
    {"ALT_ALIZE_B_YZ_46_R1", ICE("\"hand\": [\"" RIME "\"], " MANA(1)), EXHAUST_P1, "hand=" RIME, "obj:1:" TROOPER " exp:0:hero",
     EXHAUSTED_P1 "; 0.land=0; 0.hero." DRAGON "=1; 0.hand=1"},
};

static void test_every_design_does_what_it_says(void **state)
{
    (void)state;
    dc_run_cases(cases, sizeof cases / sizeof cases[0], DATE);
}

/* --------------------------------------------- designs with their own test */

typedef void (*design_test)(const char *ref);

/* An Icebound landmark with two Trial counters: `play` brings its third
 * (words answer it), then the Dragon Shade goes where `shade` says. */
static void icebound_hollow(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"" KELON "\", " T "], \"landmarks\": [{\"card\": \"@\", "
                           "\"counters\": 2}], \"reserve\": [{\"card\": \"" RUNE "\", \"statuses\": [\"exhausted\"]}], "
                           MANA(2) ", " DECK "}", OPP, 9);
    fs_play(g, 0, KELON, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:" TROOPER " exp:0:hero");   /* a card from Hand to Reserve: the third counter */
    dc_check(g, ref, "0.land=0; 0.discard.@=1; 0.hero." DRAGON "=1; 0.reserve." RUNE "!exhausted; 0.reserve." TROOPER "=1");
    alt_game_destroy(&g);
}

/* The opponent passes when it is their turn (the Afternoon goes back to
 * player 0). */
static void opponent_passes(alt_game *g)
{
    alt_decision d = alt_game_decision(g);
    if (d.kind == ALT_DEC_TURN && d.player == 1)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
}

/* Auraq & Kibble: a Character with a base statistic of 0 played brings
 * a Performance counter (the Skald, {M} 0; not the Rune); at Noon, five
 * spent, the top card (the Rune, under the Morning's two) is played for
 * free or goes to Hand. */
static void auraq_and_kibble(const char *ref)
{
    for (int play_it = 0; play_it < 2; play_it++) {
        alt_game *g = dc_stage_on(DATE, ref, "\"hero\": \"@\", \"hero_state\": {\"counters\": 4}, \"zones\": {\"hand\": [\"" SKALD
                               "\", \"" RUNE "\"], " MANA(4) ", \"deck\": [" T ", " T ", \"" RUNE "\", " T ", " T "]}", OPP, 9);
        fs_play(g, 0, RUNE, ALT_ZONE_HAND, ALT_EXP_COMPANION);
        dc_check(g, ref, "0.hero#4");
        opponent_passes(g);
        fs_play(g, 0, SKALD, ALT_ZONE_HAND, ALT_EXP_HERO);
        dc_check(g, ref, "0.hero#5");
        /* listed: to Hand, played in the Hero Expedition, in the Companion's */
        dc_run(g, ref, "none to:afternoon", play_it ? "yes at:2" : "yes at:1");
        dc_check(g, ref, play_it ? "0.hero#0; 0.hero." RUNE "=1; 0.hand." RUNE "=0; 0.mana=4" : "0.hero#0; 0.hand." RUNE "=1");
        alt_game_destroy(&g);
    }
    /* Four counters: nothing to spend, nothing asked. */
    alt_game *g = dc_stage_on(DATE, ref, "\"hero\": \"@\", \"hero_state\": {\"counters\": 4}, \"zones\": {" DECK "}", OPP, 9);
    dc_run(g, ref, "none to:afternoon", "");
    dc_check(g, ref, "0.hero#4; 0.hand=2");
    alt_game_destroy(&g);
}

/* Santa Claus: the player, then the opponent, may play a card of Hand
 * Cost 3 or less for free; Kappa (4) is not offered. */
static void santa_claus(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\", \"" RUNE "\", \"" KAPPA "\"], " MANA(5) ", " DECK "}",
                           "\"zones\": {\"hand\": [\"" SKALD "\"], " DECK "}", 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:0:" KAPPA));
    assert_true(fs_offered(g, "obj:0:" RUNE));
    fs_pick(g, "obj:0:" RUNE);
    assert_true(fs_offered(g, "obj:1:" SKALD));
    fs_answer(g, "obj:1:" SKALD);
    dc_check(g, ref, "0.hero." RUNE "=1; 1.hero." SKALD "=1; 0.hand." KAPPA "=1");
    alt_game_destroy(&g);
    /* Either may play none. */
    g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(5) ", " DECK "}",
                 "\"zones\": {\"hand\": [\"" SKALD "\"], " DECK "}", 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "none none");
    dc_check(g, ref, "0.hand." RUNE "=1; 1.hand." SKALD "=1");
    alt_game_destroy(&g);
}

/* Sleight of Hand: exchanges a card of the Reserve (a Character; any
 * card; a Spell) with one of the Hand, then Cooldown exhausts it. */
static void sleight_of_hand(const char *ref)
{
    int character = strstr(ref, "_C") != NULL, spell = strstr(ref, "_R2") != NULL;
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\", " T "], \"reserve\": [\"" RUNE "\", \"" TRAINING "\"], "
                           MANA(1) ", " DECK "}", OPP, 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_equal(fs_offered(g, "obj:0:" RUNE), !spell);
    assert_int_equal(fs_offered(g, "obj:0:" TRAINING), !character);
    const char *taken = spell ? TRAINING : RUNE;
    fs_pick(g, spell ? "obj:0:" TRAINING : "obj:0:" RUNE);
    fs_answer(g, "obj:0:" TROOPER);
    assert_int_equal(fs_count(g, 0, ALT_ZONE_HAND, taken), 1);
    assert_int_equal(fs_count(g, 0, ALT_ZONE_RESERVE, TROOPER), 1);
    dc_check(g, ref, "0.reserve.@:exhausted; 0.hand=1");
    alt_game_destroy(&g);
}

/* Winter Nova: three modes, resolved in the order chosen; the common's
 * distinct, the rare's the same one more than once if chosen so. */
static void winter_nova(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\"], " MANA(8) ", " DECK "}",
                           "\"zones\": {\"reserve\": [" T ", \"" SKALD "\"], \"landmarks\": [\"" REPROCESSOR "\"], "
                           "\"hero_expedition\": [\"" RUNE "\"], " DECK "}", 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "c:1 c:2 c:3 obj:1:" TROOPER " obj:1:" SKALD " exp:0:hero obj:1:" REPROCESSOR);
    dc_check(g, ref, "1.reserve." TROOPER ":exhausted; 1.reserve." SKALD ":exhausted; 0.hero." MOTH "=2; 1.discard." REPROCESSOR
          "=1; 1.hero." RUNE "=1; 0.discard.@=1");
    alt_game_destroy(&g);
    g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\"], " MANA(8) ", " DECK "}",
                 "\"zones\": {\"hero_expedition\": [\"" RUNE "\", " T "], " DECK "}", 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    int repeat = strstr(ref, "_R1") != NULL;
    fs_pick(g, "c:4");
    assert_int_equal(fs_offered(g, "c:4"), repeat);
    /* In the order chosen (CR 6.5.g): a player sacrifices (P1, listed
     * second, who picks), then the Moths; no Permanent to discard. */
    if (repeat) {
        fs_answer(g, "c:4 c:2 at:2 obj:1:" RUNE " at:2 obj:1:" TROOPER " exp:0:comp");
        dc_check(g, ref, "1.hero=0; 1.discard=2; 0.comp." MOTH "=2");
    } else {
        fs_answer(g, "c:2 c:3 at:2 obj:1:" RUNE " exp:0:comp");
        dc_check(g, ref, "1.hero=1; 1.discard." RUNE "=1; 0.comp." MOTH "=2");
    }
    alt_game_destroy(&g);
}

/* Amarok costs {2} less only in an Expedition with no Characters. */
static void amarok(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(3) ", " DECK "}", OPP, 9);
    assert_false(fs_can_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO));
    assert_true(fs_can_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_COMPANION));
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_COMPANION);
    dc_check(g, ref, "0.comp.@=1; 0.hero." TROOPER "=1");
    alt_game_destroy(&g);
}

/* The Snow Queen rare: Tough X, X the exhausted cards of every Reserve
 * (two, one in each): the opponent's Banishment, with one Mana more than
 * its cost, cannot target her; with two more it can, and pays them. */
static void snow_queen_tough(const char *ref)
{
    for (int more = 0; more < 2; more++) {
        alt_game *g = dc_stage_on(DATE, ref, more ? "\"zones\": {\"hand\": [\"" BANISH "\"], \"reserve\": [{\"card\": \"" TROOPER
                                                 "\", \"statuses\": [\"exhausted\"]}], " MANA(6) ", " DECK "}"
                                               : "\"zones\": {\"hand\": [\"" BANISH "\"], \"reserve\": [{\"card\": \"" TROOPER
                                                 "\", \"statuses\": [\"exhausted\"]}], " MANA(5) ", " DECK "}",
                               "\"zones\": {\"hero_expedition\": [\"@\", \"" RUNE "\"], \"reserve\": [{\"card\": \"" SKALD
                               "\", \"statuses\": [\"exhausted\"]}], " DECK "}", 9);
        fs_play(g, 0, BANISH, ALT_ZONE_HAND, ALT_EXP_HERO);
        char word[96];
        snprintf(word, sizeof word, "obj:1:%s", ref);
        assert_true(fs_offered(g, "obj:1:" RUNE));
        assert_int_equal(fs_offered(g, word), more);
        if (more) {
            fs_answer(g, word);
            dc_check(g, ref, "1.reserve.@:exhausted; 0.mana=6");
        }
        alt_game_destroy(&g);
    }
}

static const struct {
    const char *ref;
    design_test run;
} own[] = {
    {"ALT_ALIZE_B_AX_46_C", icebound_hollow},
    {"ALT_ALIZE_B_AX_46_R1", icebound_hollow},
    {"ALT_ALIZE_B_BR_39_C", amarok},
    {"ALT_ALIZE_B_BR_39_R1", amarok},
    {"ALT_ALIZE_B_LY_02_C", auraq_and_kibble},
    {"ALT_ALIZE_B_LY_37_C", santa_claus},
    {"ALT_ALIZE_B_LY_37_R1", santa_claus},
    {"ALT_ALIZE_B_LY_39_C", sleight_of_hand},
    {"ALT_ALIZE_B_LY_39_R1", sleight_of_hand},
    {"ALT_ALIZE_B_LY_39_R2", sleight_of_hand},
    {"ALT_ALIZE_B_YZ_37_C", winter_nova},
    {"ALT_ALIZE_B_YZ_37_R1", winter_nova},
    {"ALT_ALIZE_B_YZ_38_R1", snow_queen_tough},
};

static void test_designs_with_a_test_of_their_own(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++) {
        print_message("%s\n", own[i].ref);
        own[i].run(own[i].ref);
    }
}

/* ------------------------------------------------------------ coverage */

/* Every record of Trial by Frost is played by this build: the check that
 * fails, naming each, when a record is not. */
static void test_every_alize_record_is_supported(void **state)
{
    (void)state;
    dc_every_record_is_supported("ALT_ALIZE_", "Trial by Frost", 327);
}

static int has_case(const char *design)
{
    if (dc_has_case(cases, sizeof cases / sizeof cases[0], design))
        return 1;
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (strcmp(own[i].ref, design) == 0)
            return 1;
    return 0;
}

/* Every design of the set with abilities has its case, whichever print
 * (booster, alternate art, promotional) names it. */
static void test_every_alize_design_has_a_case(void **state)
{
    (void)state;
    (void)dc_every_design_has_a_case("ALT_ALIZE_", "Trial by Frost", 0, has_case);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_alize_record_is_supported),
        cmocka_unit_test(test_every_alize_design_has_a_case),
        cmocka_unit_test(test_every_design_does_what_it_says),
        cmocka_unit_test(test_designs_with_a_test_of_their_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
