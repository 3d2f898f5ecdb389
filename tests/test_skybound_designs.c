/*
 * test_skybound_designs.c: every encoded design of Skybound Odyssey
 * (CYCLONE), played over the bundled database all-1 in a situation built
 * for it, with what its text says checked afterwards; and the set's
 * coverage: every design the build plays has a case here (a design
 * encoded without one fails test_every_cyclone_design_has_a_case, naming
 * it), the ones whose text is keywords alone included; and every record
 * of the set, each print, is played by this build
 * (test_every_cyclone_record_is_supported names any that is not).
 *
 * Most designs are one row of `cases`: each player's part of a JSON
 * position (docs/position.md; "@" stands for the design's booster print),
 * how the card is brought into action, the answers to what it asks, and
 * what must hold afterwards. Designs that take several turns or stage a
 * Hero have a function of their own below the rows. The runner is Trial
 * by Frost's (tests/test_frost_designs.c).
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
#define WARRIOR "ALT_CORE_B_BR_17_C"  /* Haven Warrior: 3/3 */
#define WIZARD "ALT_CORE_B_YZ_07_C"   /* Kadigiran Mage-Dancer: "When you play a Spell, I gain 1 boost" */
#define HOOKED "ALT_CORE_B_AX_20_C"   /* Hooked: a Spell, 1/1, target Character switches Expeditions */
#define ARMORY "ALT_ALIZE_B_OR_45_C"   /* Mobile Armory: a Gear, {J} an Ordis Recruit in its Expedition */

/* Skybound Odyssey's tokens and cards the cases stage. */
#define AERO "ALT_CYCLONE_B_NE_03_C"   /* the Aerolith: a token Landmark */
#define HALUA "ALT_CYCLONE_B_BR_83_C"
#define WOOLLY "ALT_CYCLONE_B_MU_83_C"
#define GAVROCHE_R1 "ALT_CYCLONE_B_AX_66_R1" /* {R} you may sacrifice a Permanent to create an Aerolith */
#define MARIE_R2 "ALT_CYCLONE_B_AX_73_R2"    /* {H} you may sacrifice a Character or Permanent */

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
#define AT(d) "\"expeditions\": {\"hero\": {\"distance\": " #d "}}, "

/* ------------------------------------------------------------ the runner */


/* A waiting modifier, as a position writes it: filter/kind/amount. */
#define STR(x) #x
#define MOD(f, k, n) "0.mod=" STR(f) "/" STR(k) "/" STR(n)

/* A Landmark of the player's to sacrifice, and an Aerolith token. */
#define REPRO "\"" REPROCESSOR "\""
#define SITE "\"landmarks\": [" REPRO "]"
#define ROCK "\"landmarks\": [\"" AERO "\"]"
#define SITE_ROCK "\"landmarks\": [" REPRO ", \"" AERO "\"]"
#define COPPELIA "ALT_CORE_B_AX_14_C"   /* Coppélia: a Robot, 2/2 */
#define MOTH "ALT_ALIZE_B_YZ_47_C"     /* the Mana Moth: an Illusion token */
#define P1_RUNE "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], " DECK "}"
#define P1_RESERVE "\"zones\": {\"reserve\": [" T "], " DECK "}"

static const design_case cases[] = {
    /* ------------------------------------------------------------- Axiom */
    {"ALT_CYCLONE_B_AX_66_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "reserve:hero", "",
     "0.land." AERO "=1; 0.hero.@=1"},
    /* "You may sacrifice a Permanent to create": yes, the Landmark goes and
     * an Aerolith comes; no, neither. */
    {"ALT_CYCLONE_B_AX_66_R1", "\"zones\": {\"reserve\": [\"@\"], " SITE ", " MANA(1) ", " DECK "}", OPP, "reserve:hero",
     "yes obj:0:" REPROCESSOR, "0.land." AERO "=1; 0.land." REPROCESSOR "=0; 0.discard." REPROCESSOR "=1"},
    {"ALT_CYCLONE_B_AX_66_R1", "\"zones\": {\"reserve\": [\"@\"], " SITE ", " MANA(1) ", " DECK "}", OPP, "reserve:hero", "no",
     "0.land." AERO "=0; 0.land." REPROCESSOR "=1"},
    {"ALT_CYCLONE_B_AX_66_R2", "\"zones\": {\"reserve\": [\"@\", " T "], " MANA(1) ", " DECK "}", OPP, "reserve:hero",
     "yes obj:0:" TROOPER, "0.land." AERO "=1; 0.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_66_R2", "\"zones\": {\"reserve\": [\"@\", " T "], " MANA(1) ", " DECK "}", OPP, "reserve:hero", "no",
     "0.land." AERO "=0; 0.reserve." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_67_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "",
     "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_AX_67_C", "\"zones\": {\"reserve\": [\"@\"], " SITE ", " MANA(2) ", " DECK "}", OPP, "reserve:hero",
     "yes obj:0:" REPROCESSOR, "0.land=0; 0.discard." REPROCESSOR "=1"},
    /* "In target player's Landmarks": the opponent's; {R} the sacrifice
     * gives 1 boost to target Character, the opponent's Rune-Scribe. */
    {"ALT_CYCLONE_B_AX_67_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "c:1",
     "1.land." AERO "=1; 0.land=0"},
    {"ALT_CYCLONE_B_AX_67_R1", "\"zones\": {\"reserve\": [\"@\"], " SITE ", " MANA(2) ", " DECK "}", P1_RUNE, "reserve:hero",
     "yes obj:0:" REPROCESSOR " obj:1:" RUNE, "0.land=0; 1.hero." RUNE "+1"},
    /* Bessie: the Aerolith sacrificed by its own {T}, {1}; a boost only
     * while she has none (the rare: fewer than 2). */
    {"ALT_CYCLONE_B_AX_68_C", "\"zones\": {\"hero_expedition\": [\"@\"], " ROCK ", " MANA(1) ", " DECK "}", OPP,
     "quick:land=" AERO, "", "0.hero.@+1; 0.land=0; 0.reserve=1"},
    {"ALT_CYCLONE_B_AX_68_C", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"boosts\": 1}], " ROCK ", " MANA(1) ", " DECK "}",
     OPP, "quick:land=" AERO, "", "0.hero.@+1"},
    {"ALT_CYCLONE_B_AX_68_R1", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"boosts\": 1}], " ROCK ", " MANA(1) ", " DECK "}",
     OPP, "quick:land=" AERO, "", "0.hero.@+2"},
    {"ALT_CYCLONE_B_AX_68_R1", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"boosts\": 2}], " ROCK ", " MANA(1) ", " DECK "}",
     OPP, "quick:land=" AERO, "", "0.hero.@+2"},
    /* "A Character or Permanent": the common hears no Character sacrificed
     * (the Marie Curie rare sacrificing a Trooper), the rare does. */
    {"ALT_CYCLONE_B_AX_68_C", "\"zones\": {\"hand\": [\"" MARIE_R2 "\"], \"hero_expedition\": [\"@\", " T "], " MANA(2) ", " DECK "}",
     OPP, "hand:hero=" MARIE_R2, "yes obj:0:" TROOPER, "0.hero.@+0; 0.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_68_R2", "\"zones\": {\"hand\": [\"" MARIE_R2 "\"], \"hero_expedition\": [\"@\", " T "], " MANA(2) ", " DECK "}",
     OPP, "hand:hero=" MARIE_R2, "yes obj:0:" TROOPER, "0.hero.@+1"},
    {"ALT_CYCLONE_B_AX_68_R2", "\"zones\": {\"hero_expedition\": [\"@\"], " ROCK ", " MANA(1) ", " DECK "}", OPP,
     "quick:land=" AERO, "", "0.hero.@+1"},
    {"ALT_CYCLONE_B_AX_69_C", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(4) ", " DECK "}", P1_RUNE, "hand:hero",
     "yes obj:0:" REPROCESSOR " obj:1:" RUNE, "1.comp." RUNE "=1; 1.hero=0; 0.land=0"},
    {"ALT_CYCLONE_B_AX_69_C", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(4) ", " DECK "}", P1_RUNE, "hand:hero", "no",
     "1.hero." RUNE "=1; 0.land=1"},
    {"ALT_CYCLONE_B_AX_69_R1", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(3) ", " DECK "}", P1_RUNE, "hand:hero",
     "yes obj:0:" REPROCESSOR " obj:1:" RUNE, "1.comp." RUNE "=1; 0.land=0"},
    {"ALT_CYCLONE_B_AX_69_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(3) ", " DECK "}", P1_RUNE,
     "hand:hero", "yes obj:0:" TROOPER " obj:1:" RUNE, "1.comp." RUNE "=1; 0.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_70_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "c:1",
     "1.land." AERO "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_AX_70_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "c:0", "0.land." AERO "=1"},
    /* Medusa: the Aerolith goes to the discarded Character's controller
     * (the rare: one to each player). */
    {"ALT_CYCLONE_B_AX_71_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(5) ", " DECK "}", P1_RUNE, "reserve:hero",
     "yes obj:1:" RUNE, "1.discard." RUNE "=1; 1.land." AERO "=1; 0.land=0"},
    {"ALT_CYCLONE_B_AX_71_C", "\"zones\": {\"reserve\": [\"@\"], \"hero_expedition\": [" T "], " MANA(5) ", " DECK "}", OPP,
     "reserve:hero", "yes obj:0:" TROOPER, "0.discard." TROOPER "=1; 0.land." AERO "=1; 1.land=0"},
    {"ALT_CYCLONE_B_AX_71_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(5) ", " DECK "}", P1_RUNE, "reserve:hero", "no",
     "1.hero." RUNE "=1; 1.land=0; 0.land=0"},
    {"ALT_CYCLONE_B_AX_71_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(5) ", " DECK "}", P1_RUNE, "reserve:hero",
     "yes obj:1:" RUNE, "1.discard." RUNE "=1; 1.land." AERO "=1; 0.land." AERO "=1"},
    {"ALT_CYCLONE_B_AX_72_C", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero",
     "yes obj:0:" REPROCESSOR " obj:1:" TROOPER, "1.reserve=0; 1.discard." TROOPER "=1; 0.land=0"},
    {"ALT_CYCLONE_B_AX_72_C", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero", "no",
     "1.reserve=1; 0.land=1"},
    /* The rare hears its own sacrifice: a boost. */
    {"ALT_CYCLONE_B_AX_72_R1", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero",
     "yes obj:0:" REPROCESSOR " obj:1:" TROOPER, "1.discard." TROOPER "=1; 0.hero.@+1"},
    {"ALT_CYCLONE_B_AX_72_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(3) ", " DECK "}", P1_RESERVE,
     "hand:hero", "yes obj:0:" TROOPER " obj:1:" TROOPER, "1.discard." TROOPER "=1; 0.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_73_R1", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(2) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" REPROCESSOR, "0.hero.@!fleeting; 0.land=0"},
    {"ALT_CYCLONE_B_AX_73_R1", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(2) ", " DECK "}", OPP, "hand:hero", "no",
     "0.hero.@:fleeting; 0.land=1"},
    {"ALT_CYCLONE_B_AX_73_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "yes obj:0:" TROOPER, "0.hero.@!fleeting; 0.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_73_R2", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}", OPP,
     "hand:hero", "no", "0.hero.@:fleeting"},
    {"ALT_CYCLONE_B_AX_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "c:1 exp:0:comp",
     "0.comp." BRASSBUG "=1; 0.reserve.@=1"},
    {"ALT_CYCLONE_B_AX_76_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" ARMORY "\"], " MANA(2) ", " DECK "}", OPP,
     "hand", "c:2 obj:0:" ARMORY, "0.hero." RECRUIT "=1"},
    {"ALT_CYCLONE_B_AX_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"landmarks\": [\"" AERO "\"], "
     DECK "}", "hand", "c:3 obj:1:" AERO, "1.land=0"},
    /* The rare: two modes, then Fleeting sends it to the Discard pile. */
    {"ALT_CYCLONE_B_AX_76_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"landmarks\": [\"" AERO "\"], "
     DECK "}", "hand", "c:1 c:3 exp:0:hero obj:1:" AERO, "0.hero." BRASSBUG "=1; 1.land=0; 0.discard.@=1"},
    {"ALT_CYCLONE_B_AX_77_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \""
     KAPPA "\"], " DECK "}", "hand", "yes obj:1:" TROOPER, "1.reserve." TROOPER "=1; 1.hero." KAPPA "=1; 0.land.@=1"},
    {"ALT_CYCLONE_B_AX_77_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     DECK "}", "hand", "yes obj:1:" TROOPER, "1.reserve." TROOPER "=1"},
    {"ALT_CYCLONE_B_AX_77_R1", "\"zones\": {\"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "quick:land", "",
     "0.discard.@=1; 0.reserve=1"},
    {"ALT_CYCLONE_B_AX_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand", "",
     "0.land.@=1; 0.land." AERO "=1"},
    {"ALT_CYCLONE_B_AX_78_C", "\"zones\": {\"landmarks\": [\"@\", \"" AERO "\"], " MANA(1) ", " DECK "}", OPP, "quick:land",
     "obj:0:" AERO " exp:0:comp", "0.comp." BRASSBUG "=1; 0.land.@:exhausted; 0.reserve=1"},
    {"ALT_CYCLONE_B_AX_78_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand", "", "0.land=1"},
    {"ALT_CYCLONE_B_AX_78_R1", "\"zones\": {\"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "quick:land",
     "obj:0:@ exp:0:hero", "0.hero." BRASSBUG "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_AX_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand", "", "0.hand=1; 0.land.@=1"},
    {"ALT_CYCLONE_B_AX_79_C", "\"zones\": {\"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "quick:land", "",
     "0.hand=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_AX_79_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "", "0.hand=1"},
    {"ALT_CYCLONE_B_AX_79_R1", "\"zones\": {\"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "quick:land", "",
     "0.hand=0; 0.reserve=1; 0.discard.@=1"},
    /* The Dropship sacrificed (by the Gavroche rare): a Brassbug in each
     * of its player's Expeditions. */
    {"ALT_CYCLONE_B_AX_80_C", "\"zones\": {\"reserve\": [\"" GAVROCHE_R1 "\"], \"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP,
     "reserve:hero=" GAVROCHE_R1, "yes obj:0:@", "0.hero." BRASSBUG "=1; 0.comp." BRASSBUG "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_AX_80_R1", "\"zones\": {\"reserve\": [\"" GAVROCHE_R1 "\"], \"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP,
     "reserve:hero=" GAVROCHE_R1, "yes obj:0:@", "0.hero." BRASSBUG "=1; 0.comp." BRASSBUG "=1"},
    {"ALT_CYCLONE_B_AX_81_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "hand", "", "0.land.@#2"},
    {"ALT_CYCLONE_B_AX_81_C", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 2}], \"hero_expedition\": [{\"card\": \""
     RUNE "\", \"statuses\": [\"fleeting\"]}], " DECK "}", OPP, "quick:land", "obj:0:" RUNE, "0.hero." RUNE "!fleeting; 0.land.@#1"},
    /* The Station's rare: three counters; {T} spends as many as the
     * targets chosen. */
    {"ALT_CYCLONE_B_AX_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "", "0.land.@#3"},
    {"ALT_CYCLONE_B_AX_81_R1", "\"zones\": {\"landmarks\": [{\"card\": \"@\", \"counters\": 3}], \"hero_expedition\": [{\"card\": \""
     RUNE "\", \"statuses\": [\"fleeting\"]}, {\"card\": \"" SKALD "\", \"statuses\": [\"fleeting\"]}], " DECK "}", OPP, "quick:land",
     "obj:0:" RUNE " obj:0:" SKALD, "0.hero." RUNE "!fleeting; 0.hero." SKALD "!fleeting; 0.land.@#1; 0.land.@:exhausted"},
    /* The Quarry rare: a Permanent sacrificed, it may exhaust to give a
     * boost. */
    {"ALT_CYCLONE_B_AX_82_R1", "\"zones\": {\"landmarks\": [\"@\", \"" AERO "\"], \"hero_expedition\": [\"" RUNE "\"], " MANA(1) ", "
     DECK "}", OPP, "quick:land=" AERO, "yes obj:0:" RUNE, "0.hero." RUNE "+1; 0.land.@:exhausted"},
    /* ------------------------------------------------------------ Bravos */
    /* "When you pass first": the Frog gains a boost; passing after the
     * opponent (Anchored, it keeps what it has through Rest) it gains none. */
    {"ALT_CYCLONE_B_BR_66_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "pass", "", "0.hero.@+1; 0.passed=1"},
    {"ALT_CYCLONE_B_BR_66_C", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"anchored\"]}], " DECK "}",
     "\"passed\": true, " OPP, "pass", "", "0.hero.@+0"},
    {"ALT_CYCLONE_B_BR_66_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", P1_RUNE, "pass", "obj:1:" RUNE,
     "1.hero." RUNE "+1; 0.hero.@+0"},
    /* Rush: a card played at once, paid for; "to give me 1 boost" only
     * if one was. */
    {"ALT_CYCLONE_B_BR_67_C", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(4) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" RUNE, "0.hero.@+1; 0.hero." RUNE "=1; 0.mana." TROOPER ":exhausted"},
    {"ALT_CYCLONE_B_BR_67_C", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "no",
     "0.hero.@+0; 0.hand." RUNE "=1"},
    {"ALT_CYCLONE_B_BR_67_R1", "\"zones\": {\"hand\": [\"@\", \"" RUNE "\"], " MANA(4) ", " DECK "}", P1_RUNE, "hand:hero",
     "yes obj:0:" RUNE " obj:1:" RUNE, "1.hero." RUNE "+1; 0.hero.@+0"},
    {"ALT_CYCLONE_B_BR_68_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "reserve:hero", "",
     "0.mana=5"},
    {"ALT_CYCLONE_B_BR_68_R1", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [" T "], " MANA(4) ", " DECK "}", OPP, "reserve:hero",
     "yes obj:0:" TROOPER, "0.mana=5; 0.hero." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_68_R1", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [" T "], " MANA(4) ", " DECK "}", OPP, "reserve:hero",
     "no", "0.mana=4"},
    {"ALT_CYCLONE_B_BR_70_R1", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(3) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" TROOPER, "0.asc=1; 0.hero." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_70_R1", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(3) ", " DECK "}", OPP, "hand:comp", "no",
     "0.asc=0"},
    {"ALT_CYCLONE_B_BR_70_R2", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(3) ", " DECK "}", OPP, "hand:comp",
     "yes obj:0:" TROOPER, "0.asc=2"},
    /* Phileas Fogg: "you may immediately pass" (the rare: and a boost if
     * you do): the opponent takes the next turn, and none comes back. */
    {"ALT_CYCLONE_B_BR_71_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes",
     "0.passed=1; 1.passed=0"},
    {"ALT_CYCLONE_B_BR_71_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "no", "0.passed=0"},
    {"ALT_CYCLONE_B_BR_71_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "yes",
     "0.passed=1; 0.hero.@+1"},
    {"ALT_CYCLONE_B_BR_71_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "reserve:hero", "no",
     "0.passed=0; 0.hero.@+0"},
    {"ALT_CYCLONE_B_BR_72_C", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [" T "], " MANA(4) ", " DECK "}", OPP, "reserve:hero",
     "yes obj:0:" TROOPER, "0.hand=1; 0.hero." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_72_C", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [" T "], " MANA(4) ", " DECK "}", OPP, "reserve:hero",
     "no", "0.hand." TROOPER "=1; 0.hand=1"},
    {"ALT_CYCLONE_B_BR_72_R1", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(4) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" TROOPER, "0.hand=1; 0.hero." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_72_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(1, 2, 1)},
    {"ALT_CYCLONE_B_BR_73_C", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(4) ", " DECK "}", P1_RESERVE, "hand:hero",
     "yes obj:0:" TROOPER " obj:1:" TROOPER, "1.discard." TROOPER "=1; 0.hero." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_73_C", "\"zones\": {\"reserve\": [\"@\", " T "], " MANA(4) ", " DECK "}", P1_RESERVE, "reserve:hero", "",
     "1.reserve=1"},
    {"ALT_CYCLONE_B_BR_73_R1", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [" T "], " MANA(4) ", " DECK "}", P1_RESERVE,
     "reserve:hero", "yes obj:0:" TROOPER " obj:1:" TROOPER, "1.discard." TROOPER "=1"},
    /* Priya: her Expedition moves forward at Dusk: an Aerolith. */
    {"ALT_CYCLONE_B_BR_74_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:morning", "",
     "0.land." AERO "=1; 0.dist.hero=1"},
    {"ALT_CYCLONE_B_BR_74_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:morning", "",
     "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_BR_74_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\"" SHENLONG
     "\"], " DECK "}", "none to:morning", "", "0.land=0; 0.dist.hero=0"},
    {"ALT_CYCLONE_B_BR_75_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "c:1", "first=1"},
    {"ALT_CYCLONE_B_BR_75_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "c:1", "first=1"},
    {"ALT_CYCLONE_B_BR_75_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "c:0", "first=0"},
    /* Beowulf leaves at Rest: a Character of Base Cost 2 or less (the
     * rare: 3; its other rare: a Permanent) is played for free. */
    {"ALT_CYCLONE_B_BR_76_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [" T ", \"" RUNE "\", \"" KAPPA "\"], " DECK "}",
     OPP, "none to:morning", "obj:0:" RUNE, "0.hero." RUNE "=1; 0.reserve.@=1"},
    {"ALT_CYCLONE_B_BR_76_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"" SKALD "\", \"" KAPPA "\"], " DECK "}",
     OPP, "none to:morning", "obj:0:" SKALD, "0.hero." SKALD "=1"},
    {"ALT_CYCLONE_B_BR_76_R2", "\"zones\": {\"hero_expedition\": [\"@\"], \"hand\": [\"ALT_CYCLONE_B_AX_77_C\", " T "], " DECK "}",
     OPP, "none to:morning", "obj:0:ALT_CYCLONE_B_AX_77_C no", "0.land.ALT_CYCLONE_B_AX_77_C=1; 0.hero=0; 0.hand.ALT_CYCLONE_B_AX_77_C=0"},
    /* Halua: at Dusk each Character (the rare: each other) gains Fleeting,
     * and is discarded at Rest. */
    {"ALT_CYCLONE_B_BR_77_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", P1_RUNE, "none to:morning", "",
     "0.discard.@=1; 1.discard." RUNE "=1"},
    {"ALT_CYCLONE_B_BR_77_R1", "\"zones\": {\"hero_expedition\": [\"@\", " T "], " DECK "}", P1_RUNE, "none to:morning", "",
     "0.reserve.@=1; 0.discard." TROOPER "=1; 1.discard." RUNE "=1"},
    {"ALT_CYCLONE_B_BR_77_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", "0.hand=1"},
    /* Sol's Hunt: to Reserve, then "you may Rush to Sabotage". */
    {"ALT_CYCLONE_B_BR_78_C", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     RUNE "\"], \"reserve\": [" T "], " DECK "}", "hand", "obj:1:" RUNE " yes obj:0:" TROOPER " obj:1:" TROOPER,
     "1.reserve." RUNE "=1; 1.discard." TROOPER "=1; 0.hero." TROOPER "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_BR_78_C", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     RUNE "\"], \"reserve\": [" T "], " DECK "}", "hand", "obj:1:" RUNE " no", "1.reserve=2; 0.hand." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_78_R1", "\"zones\": {\"hand\": [\"@\", " T "], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     RUNE "\"], \"reserve\": [" T "], " DECK "}", "hand", "obj:1:" RUNE " yes obj:0:" TROOPER " obj:1:" TROOPER,
     "1.reserve." RUNE "=1; 1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_BR_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand", "c:1 obj:1:" RUNE,
     "1.hero." RUNE "+3"},
    {"ALT_CYCLONE_B_BR_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand", "c:2 obj:1:" RUNE,
     "1.hand." RUNE "=1"},
    {"ALT_CYCLONE_B_BR_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" KAPPA
     "\"], " DECK "}", "hand", "c:3", "0.mana=4; 0.mana." TROOPER ":exhausted; 1.hero." KAPPA "=1"},
    {"ALT_CYCLONE_B_BR_79_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", P1_RUNE, "hand", "c:1 c:3 obj:1:" RUNE,
     "1.hero." RUNE "+3; 0.mana=6; 0.discard.@=1"},
    /* Rage: a non-Fleeting Character (the rare: any) gains 2 boosts and
     * Fleeting. */
    {"ALT_CYCLONE_B_BR_80_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.hero." RUNE "+2; 1.hero." RUNE ":fleeting"},
    {"ALT_CYCLONE_B_BR_80_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [{\"card\": \""
     RUNE "\", \"statuses\": [\"fleeting\"]}], " DECK "}", "hand", "", "1.hero." RUNE "+0"},
    {"ALT_CYCLONE_B_BR_80_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", "\"zones\": {\"hero_expedition\": [{\"card\": \""
     RUNE "\", \"statuses\": [\"fleeting\"]}], " DECK "}", "hand", "obj:1:" RUNE, "1.hero." RUNE "+2; 0.discard.@=1"},
    {"ALT_CYCLONE_B_BR_81_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "", "0.reserve=1; 0.land.@=1"},
    {"ALT_CYCLONE_B_BR_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "", "0.hand=1; 0.reserve=0"},
    {"ALT_CYCLONE_B_BR_82_C", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "pass", "", "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_BR_82_C", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", "\"passed\": true, " OPP, "pass", "",
     "0.land." AERO "=0"},
    {"ALT_CYCLONE_B_BR_82_R1", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", P1_RUNE, "pass", "obj:1:" RUNE " c:1",
     "1.hero." RUNE "+1; 1.land." AERO "=1; 0.land." AERO "=0"},
    /* Halua, the token: Gigantic with 5 Quest counters on its Hero, so
     * both Expeditions move forward with it; with 4, its own only (the
     * opponent has passed: no counter is gained on the way). */
    {"ALT_CYCLONE_B_BR_83_C", "\"hero\": \"ALT_CYCLONE_B_BR_65_C\", \"hero_state\": {\"counters\": 5}, \"zones\": "
     "{\"companion_expedition\": [\"@\"], " DECK "}", "\"passed\": true, " OPP, "none to:morning", "",
     "0.dist.hero=1; 0.dist.comp=1; 0.hero#5"},
    {"ALT_CYCLONE_B_BR_83_C", "\"hero\": \"ALT_CYCLONE_B_BR_65_C\", \"hero_state\": {\"counters\": 4}, \"zones\": "
     "{\"companion_expedition\": [\"@\"], " DECK "}", "\"passed\": true, " OPP, "none to:morning", "",
     "0.dist.hero=0; 0.dist.comp=1; 0.hero#4"},
    /* Sol & Halua: a Quest counter each time its player passes first; a
     * Halua from the third on. */
    {"ALT_CYCLONE_B_BR_65_C", "\"hero\": \"@\", \"hero_state\": {\"counters\": 1}, \"zones\": {" DECK "}", OPP, "pass", "",
     "0.hero#2; 0.comp=0"},
    {"ALT_CYCLONE_B_BR_65_C", "\"hero\": \"@\", \"hero_state\": {\"counters\": 2}, \"zones\": {" DECK "}", OPP, "pass", "",
     "0.hero#3; 0.comp." HALUA "=1"},
    {"ALT_CYCLONE_B_BR_65_C", "\"hero\": \"@\", \"hero_state\": {\"counters\": 2}, \"zones\": {" DECK "}", "\"passed\": true, " OPP,
     "pass", "", "0.hero#2"},
    /* -------------------------------------------------------------- Lyra */
    {"ALT_CYCLONE_B_LY_66_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(0, 1, 1)},
    {"ALT_CYCLONE_B_LY_67_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:anchored"},
    {"ALT_CYCLONE_B_LY_67_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:anchored"},
    /* The Nymphs: "if I'm facing an Expedition in {O}" ({M}, {V}): the
     * opponent's Hero Expedition in the Hero region (every terrain), or a
     * region away (region 1, {V} only; region 2, {M} and {O}). */
    {"ALT_CYCLONE_B_LY_68_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero", "obj:1:" TROOPER,
     "1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_LY_68_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", AT(1) P1_RESERVE, "hand:hero", "",
     "1.reserve." TROOPER "=1"},
    {"ALT_CYCLONE_B_LY_68_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", AT(2) P1_RESERVE, "hand:hero",
     "obj:1:" TROOPER, "1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_LY_68_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero", "obj:1:" TROOPER,
     "1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_LY_68_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", AT(1) P1_RESERVE, "hand:hero", "",
     "1.reserve=1"},
    {"ALT_CYCLONE_B_LY_70_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_LY_70_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", AT(1) OPP, "hand:hero", "", "0.land=0"},
    {"ALT_CYCLONE_B_LY_70_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", AT(2) OPP, "hand:hero", "c:1",
     "1.land." AERO "=1"},
    {"ALT_CYCLONE_B_LY_70_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "c:0", "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_LY_70_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", AT(1) OPP, "hand:hero", "", "0.land=0"},
    {"ALT_CYCLONE_B_LY_71_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", AT(1) P1_RUNE, "hand:hero", "yes obj:1:" RUNE,
     "1.hero." RUNE ":fleeting"},
    {"ALT_CYCLONE_B_LY_71_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", AT(2) P1_RUNE, "hand:hero", "",
     "1.hero." RUNE "!fleeting"},
    {"ALT_CYCLONE_B_LY_71_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE, "hand:hero", "yes obj:1:" RUNE,
     "1.hero." RUNE ":fleeting"},
    {"ALT_CYCLONE_B_LY_71_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE, "hand:hero", "no",
     "1.hero." RUNE "!fleeting"},
    {"ALT_CYCLONE_B_LY_71_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", AT(2) P1_RUNE, "hand:hero", "",
     "1.hero." RUNE "!fleeting"},
    /* Nuit: nine base statistics of 0 (its own two, three Mowglis' six, the
     * Skald's one): each player passes, the Day goes on to Night; eight: the
     * opponent's turn. The rares: its own three; seven boosts. */
    {"ALT_CYCLONE_B_LY_73_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" MOWGLI "\", \"" MOWGLI "\", \"" MOWGLI "\", \"" SKALD
     "\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "", "0.reserve.@=1; 1.passed=0"},
    {"ALT_CYCLONE_B_LY_73_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" MOWGLI "\", \"" MOWGLI "\", \"" MOWGLI "\"], "
     MANA(4) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1; 0.passed=0"},
    {"ALT_CYCLONE_B_LY_73_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"" MOWGLI "\", \"" MOWGLI "\", \"" MOWGLI "\"], "
     MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.reserve.@=1"},
    {"ALT_CYCLONE_B_LY_73_R2", "\"zones\": {\"hand\": [\"@\"], \"companion_expedition\": [{\"card\": \"" KAPPA "\", \"boosts\": 7}], "
     MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.reserve.@=1"},
    {"ALT_CYCLONE_B_LY_73_R2", "\"zones\": {\"hand\": [\"@\"], \"companion_expedition\": [{\"card\": \"" KAPPA "\", \"boosts\": 6}], "
     MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    /* Koi's rare: a card when neither of its Expeditions is in {M} (the
     * Hero Expedition in region 1, {V}; the Companion's in region 5, {O}). */
    {"ALT_CYCLONE_B_LY_74_R1", "\"expeditions\": {\"hero\": {\"distance\": 1}, \"companion\": {\"distance\": 2}}, \"zones\": "
     "{\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "", "0.hand=1"},
    {"ALT_CYCLONE_B_LY_74_R1", "\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}",
     OPP, "hand:hero", "", "0.hand=0"},
    {"ALT_CYCLONE_B_LY_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hand\": [\"" TRAINING "\", "
     T "], " DECK "}", "hand:hero", "obj:1:" TRAINING, "1.reserve." TRAINING "=1; 1.hand=2"},
    {"ALT_CYCLONE_B_LY_76_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hand\": [\"" KAPPA "\", "
     T "], " DECK "}", "hand:hero", "obj:1:" KAPPA, "1.hero." KAPPA "=1; 1.hand." TROOPER "=1"},
    {"ALT_CYCLONE_B_LY_80_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.hero." RUNE "+2"},
    {"ALT_CYCLONE_B_LY_80_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.hero." RUNE "+2"},
    /* -------------------------------------------------------------- Muna */
    {"ALT_CYCLONE_B_MU_66_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", P1_RUNE, "hand:hero", "", "0.hero.@+1"},
    {"ALT_CYCLONE_B_MU_66_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", P1_RUNE, "hand:comp", "", "0.comp.@+0"},
    {"ALT_CYCLONE_B_MU_66_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(1) ", " DECK "}", P1_RUNE, "reserve:hero", "",
     "0.hero.@+1; 0.asc=1"},
    {"ALT_CYCLONE_B_MU_66_R2", "\"zones\": {\"reserve\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "reserve:comp", "",
     "0.comp.@+0; 0.asc=2"},
    {"ALT_CYCLONE_B_MU_68_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand:hero", "yes obj:1:" RUNE,
     "1.hero." RUNE ":anchored; 0.hero.@:anchored"},
    {"ALT_CYCLONE_B_MU_68_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand:hero", "no",
     "1.hero." RUNE "!anchored; 0.hero.@!anchored"},
    /* The Armored Bird's rare: Defender unless it faces two Characters. */
    {"ALT_CYCLONE_B_MU_69_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", " T
     "], " DECK "}", "none to:morning", "", "0.dist.hero=1"},
    {"ALT_CYCLONE_B_MU_69_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     DECK "}", "none to:morning", "", "0.dist.hero=0"},
    {"ALT_CYCLONE_B_MU_70_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:anchored"},
    {"ALT_CYCLONE_B_MU_72_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:asleep"},
    {"ALT_CYCLONE_B_MU_73_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \""
     RUNE "\"], " DECK "}", "hand:hero", "yes obj:1:" TROOPER, "1.reserve." TROOPER "=1; 1.hero." RUNE "=1"},
    {"ALT_CYCLONE_B_MU_73_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", " T
     ", \"" RUNE "\"], " DECK "}", "hand:hero", "obj:1:" TROOPER " obj:1:" TROOPER, "1.reserve." TROOPER "=2; 1.hero." RUNE "=1"},
    /* Zaratan, Gigantic, faces both Expeditions: three Characters. */
    {"ALT_CYCLONE_B_MU_74_C", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     "\"companion_expedition\": [" T ", \"" RUNE "\"], " DECK "}", "hand:hero", "", "0.hero.@+3"},
    {"ALT_CYCLONE_B_MU_74_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     "\"companion_expedition\": [" T ", \"" RUNE "\"], " DECK "}", "hand:hero", "exp:0:comp", "0.hero.@+3; 0.comp." WOOLLY "=1"},
    /* Pan: a card discarded by its Sabotage, a Woollyback in the
     * Companion Expedition of that card's owner (the rare's: Asleep if
     * its player likes); none discarded, none. */
    {"ALT_CYCLONE_B_MU_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:hero", "obj:1:" TROOPER,
     "1.discard." TROOPER "=1; 1.comp." WOOLLY "=1; 0.comp=0"},
    {"ALT_CYCLONE_B_MU_76_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], " MANA(2) ", " DECK "}", OPP, "hand:hero",
     "obj:0:" TROOPER, "0.comp." WOOLLY "=1; 1.comp=0"},
    {"ALT_CYCLONE_B_MU_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:hero", "none",
     "1.reserve=1; 1.comp=0"},
    {"ALT_CYCLONE_B_MU_76_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:hero",
     "obj:1:" TROOPER " yes", "1.comp." WOOLLY ":asleep"},
    {"ALT_CYCLONE_B_MU_76_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:hero",
     "obj:1:" TROOPER " no", "1.comp." WOOLLY "!asleep"},
    /* Puff's Challenge: {1} less (the rare: {2}) while the opponent
     * controls three Characters. */
    {"ALT_CYCLONE_B_MU_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", " T
     ", \"" RUNE "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_MU_78_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", " T
     ", \"" RUNE "\"], " DECK "}", "hand", "obj:1:" RUNE, "1.reserve." RUNE "=1"},
    {"ALT_CYCLONE_B_MU_82_C", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "",
     "1.comp." WOOLLY "=1; 0.comp=0; " MOD(1, 2, 1)},
    {"ALT_CYCLONE_B_MU_82_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "", "1.comp." WOOLLY "=1"},
    {"ALT_CYCLONE_B_MU_82_R1", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "",
     "1.comp." WOOLLY "=1; " MOD(1, 2, 1)},
    /* ------------------------------------------------------------ Yzmir */
    {"ALT_CYCLONE_B_YZ_66_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(2, 3, 0)},
    {"ALT_CYCLONE_B_YZ_66_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(2, 3, 0)},
    {"ALT_CYCLONE_B_YZ_67_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@+2"},
    {"ALT_CYCLONE_B_YZ_67_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "c:1",
     "0.hero.@+2; 1.land." AERO "=1"},
    /* The Tortoise: "After You": its player's turn ends, without a pass. */
    {"ALT_CYCLONE_B_YZ_69_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "",
     "0.discard.@=1; turn=1; 0.passed=0"},
    {"ALT_CYCLONE_B_YZ_69_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", "turn=1; 0.passed=0"},
    {"ALT_CYCLONE_B_YZ_69_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "first=0"},
    {"ALT_CYCLONE_B_YZ_70_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero", "obj:1:" TROOPER,
     "0.hero.@+1; 1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_YZ_70_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero", "",
     "0.hero.@+2; 1.reserve=1"},
    /* Suha's rare, sent to Reserve at Rest: Sabotage. */
    {"ALT_CYCLONE_B_YZ_70_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", P1_RESERVE, "none to:morning",
     "obj:1:" TROOPER, "0.reserve.@=1; 1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_YZ_72_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \""
     RUNE "\"], " DECK "}", "hand:hero", "yes obj:1:" RUNE, "1.reserve." RUNE "=1"},
    {"ALT_CYCLONE_B_YZ_72_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], " DECK "}", "hand:hero", "no", "1.hero." RUNE "=1"},
    {"ALT_CYCLONE_B_YZ_72_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \""
     RUNE "\"], " DECK "}", "hand:hero", "yes obj:1:" TROOPER, "1.reserve." TROOPER "=1; 1.hero." RUNE "=1"},
    /* Shiva: discard a Permanent, or, if you don't, 2 boosts. */
    {"ALT_CYCLONE_B_YZ_74_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {" SITE ", " DECK "}", "hand:hero",
     "yes obj:1:" REPROCESSOR, "1.discard." REPROCESSOR "=1; 0.hero.@+0"},
    {"ALT_CYCLONE_B_YZ_74_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", "\"zones\": {" SITE ", " DECK "}", "hand:hero",
     "no", "1.land=1; 0.hero.@+2"},
    {"ALT_CYCLONE_B_YZ_74_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {" SITE ", " DECK "}", "hand:hero",
     "no", "0.hero.@+2"},
    /* Moth Collision: {1} less with an Illusion (the rare: {2}, and a
     * target of Hand Cost 3 or less). */
    {"ALT_CYCLONE_B_YZ_75_C", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"ALT_ALIZE_B_YZ_47_C\"], " MANA(3) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"" KAPPA "\"], " DECK "}", "hand", "obj:1:" KAPPA, "1.discard." KAPPA "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_YZ_75_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"ALT_ALIZE_B_YZ_47_C\"], " MANA(2) ", " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"" RUNE "\", \"" KAPPA "\"], " DECK "}", "hand", "obj:1:" RUNE,
     "1.discard." RUNE "=1; 1.hero." KAPPA "=1"},
    {"ALT_CYCLONE_B_YZ_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     DECK "}", "hand", "c:1 obj:1:" TROOPER, "1.reserve." TROOPER "=1"},
    {"ALT_CYCLONE_B_YZ_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand", "c:2 obj:1:" TROOPER,
     "1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_YZ_76_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "c:3", "0.hand=1"},
    {"ALT_CYCLONE_B_YZ_76_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand", "c:2 c:3 obj:1:" TROOPER,
     "1.discard." TROOPER "=1; 0.hand=1; 0.discard.@=1"},
    /* Defect: the Character joins the Expedition facing it, its new
     * controller's (the rare: Hand Cost 4 or less). */
    {"ALT_CYCLONE_B_YZ_77_C", "\"zones\": {\"hand\": [\"@\"], " MANA(7) ", " DECK "}", "\"zones\": {\"companion_expedition\": [\""
     SHENLONG "\"], " DECK "}", "hand", "obj:1:" SHENLONG, "0.comp." SHENLONG "=1; 1.comp=0"},
    {"ALT_CYCLONE_B_YZ_77_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(6) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     SHENLONG "\", \"" KAPPA "\"], " DECK "}", "hand", "obj:1:" KAPPA, "0.hero." KAPPA "=1; 1.hero." SHENLONG "=1"},
    {"ALT_CYCLONE_B_YZ_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand", "exp:0:comp",
     "0.comp.ALT_ALIZE_B_YZ_47_C=1; 0.hand=1"},
    {"ALT_CYCLONE_B_YZ_80_C", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", AT(3) OPP, "hand", "exp:1:hero",
     "1.dist.hero=2; 0.discard.@=1"},
    /* Bait: only a token Character defects. */
    {"ALT_CYCLONE_B_YZ_81_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T ", \""
     WOOLLY "\"], " DECK "}", "hand", "obj:1:" WOOLLY, "0.hero." WOOLLY "=1; 1.hero." TROOPER "=1"},
    {"ALT_CYCLONE_B_YZ_81_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [" T "], "
     DECK "}", "hand", "", "1.hero." TROOPER "=1"},
    /* The Leviathan Spotter: a Character of Hand Cost 4 or more (the
     * rare: a Spell) shown from Hand, then a card; with none, only "no". */
    {"ALT_CYCLONE_B_BR_69_C", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [\"" KAPPA "\", " T "], " MANA(2) ", " DECK "}", OPP,
     "reserve:hero", "yes obj:0:" KAPPA, "0.hand=3; 0.hand." KAPPA "=1"},
    {"ALT_CYCLONE_B_BR_69_C", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [" T "], " MANA(2) ", " DECK "}", OPP, "reserve:hero",
     "no", "0.hand=1"},
    {"ALT_CYCLONE_B_BR_69_R1", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [\"" KAPPA "\"], " MANA(2) ", " DECK "}", OPP,
     "reserve:hero", "yes obj:0:" KAPPA, "0.hand=2"},
    {"ALT_CYCLONE_B_BR_69_R2", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [\"" KAPPA "\", \"ALT_CYCLONE_B_YZ_75_C\"], " MANA(2) ", "
     DECK "}", OPP, "reserve:hero", "yes obj:0:ALT_CYCLONE_B_YZ_75_C", "0.hand=3"},
    {"ALT_CYCLONE_B_BR_69_R2", "\"zones\": {\"reserve\": [\"@\"], \"hand\": [\"" KAPPA "\"], " MANA(2) ", " DECK "}", OPP,
     "reserve:hero", "no", "0.hand=1"},
    /* Tane: each Animal (the rare: and Adventurer) in its player's
     * Reserve gains a boost. */
    {"ALT_CYCLONE_B_MU_77_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"ALT_CYCLONE_B_MU_67_C\", \"ALT_CYCLONE_B_BR_70_C\"], "
     MANA(6) ", " DECK "}", OPP, "hand:hero", "", "0.reserve.ALT_CYCLONE_B_MU_67_C+1; 0.reserve.ALT_CYCLONE_B_BR_70_C+0; "
     "0.hero.@:anchored"},
    {"ALT_CYCLONE_B_MU_77_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"ALT_CYCLONE_B_MU_67_C\", \"ALT_CYCLONE_B_BR_70_C\", "
     T "], " MANA(6) ", " DECK "}", OPP, "hand:hero", "", "0.reserve.ALT_CYCLONE_B_MU_67_C+1; 0.reserve.ALT_CYCLONE_B_BR_70_C+1; "
     "0.reserve." TROOPER "+0"},
    {"ALT_CYCLONE_B_MU_82_R2", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "",
     "1.comp." WOOLLY "=1; " MOD(1, 2, 1)},
    /* Lucan: cards discarded from Reserve one at a time, then as many
     * boosts. */
    {"ALT_CYCLONE_B_AX_74_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T ", \"" RUNE "\", \"" SKALD "\"], " MANA(5) ", "
     DECK "}", OPP, "hand:hero", "obj:0:" TROOPER " obj:0:" RUNE " none", "0.hero.@+2; 0.reserve." SKALD "=1; 0.discard=2"},
    {"ALT_CYCLONE_B_AX_74_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], " MANA(5) ", " DECK "}", OPP, "hand:comp",
     "none", "0.comp.@+0; 0.reserve=1"},
    /* Lucan's rare: Permanents sacrificed one at a time (the Aerolith's
     * own "when I'm sacrificed" Resupplies), then as many boosts. */
    {"ALT_CYCLONE_B_AX_74_R1", "\"zones\": {\"hand\": [\"@\"], " SITE_ROCK ", " MANA(5) ", " DECK "}", OPP, "hand:hero",
     "obj:0:" REPROCESSOR " obj:0:" AERO, "0.hero.@+2; 0.land=0; 0.reserve=1"},
    {"ALT_CYCLONE_B_AX_74_R1", "\"zones\": {\"hand\": [\"@\"], " SITE_ROCK ", " MANA(5) ", " DECK "}", OPP, "hand:hero",
     "none", "0.hero.@+0; 0.land=2"},
    /* Detonation: a Permanent sacrificed for {1} ({2}) less; the rare's
     * target has Hand Cost 3 or less (Kappa's 4 is none). */
    {"ALT_CYCLONE_B_AX_75_C", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(3) ", " DECK "}", P1_RUNE, "cheap:hero",
     "obj:0:" REPROCESSOR " obj:1:" RUNE, "1.reserve." RUNE "=1; 0.discard." REPROCESSOR "=1; 0.discard.@=1; 0.ready=0"},
    {"ALT_CYCLONE_B_AX_75_C", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(4) ", " DECK "}", P1_RUNE, "hand",
     "obj:1:" RUNE, "1.reserve." RUNE "=1; 0.land." REPROCESSOR "=1"},
    {"ALT_CYCLONE_B_AX_75_R1", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     KAPPA "\", " T "], " DECK "}", "cheap:hero", "obj:0:" REPROCESSOR " obj:1:" TROOPER,
     "1.reserve." TROOPER "=1; 1.hero." KAPPA "=1; 0.ready=0; 0.discard.@=1"},
    {"ALT_CYCLONE_B_AX_75_R1", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(4) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     KAPPA "\"], " DECK "}", "hand", "", "1.hero." KAPPA "=1; 0.land=1"},
    /* Paju's rare: a Robot (Coppélia) or a token (a Brassbug) joining its
     * Expedition gives it a boost and its player an Aerolith while it has
     * none; another Character, nothing. */
    {"ALT_CYCLONE_B_AX_70_R1", "\"zones\": {\"hand\": [\"" COPPELIA "\"], \"hero_expedition\": [\"@\"], " MANA(2) ", " DECK "}",
     OPP, "hand:hero=" COPPELIA, "", "0.hero.@+1; 0.land." AERO "=1"},
    {"ALT_CYCLONE_B_AX_70_R1", "\"zones\": {\"hand\": [\"" COPPELIA "\"], \"hero_expedition\": [{\"card\": \"@\", \"boosts\": 1}], "
     MANA(2) ", " DECK "}", OPP, "hand:hero=" COPPELIA, "", "0.hero.@+1; 0.land=0"},
    {"ALT_CYCLONE_B_AX_70_R1", "\"zones\": {\"hand\": [\"" COPPELIA "\"], \"hero_expedition\": [\"@\"], " MANA(2) ", " DECK "}",
     OPP, "hand:comp=" COPPELIA, "", "0.hero.@+0; 0.land=0"},
    {"ALT_CYCLONE_B_AX_70_R1", "\"zones\": {\"hand\": [" T "], \"hero_expedition\": [\"@\"], " MANA(2) ", " DECK "}", OPP,
     "hand:hero=" TROOPER, "", "0.hero.@+0; 0.land=0"},
    {"ALT_CYCLONE_B_AX_70_R1", "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_AX_76_C\"], \"hero_expedition\": [\"@\"], " MANA(2) ", "
     DECK "}", OPP, "hand=ALT_CYCLONE_B_AX_76_C", "c:1 exp:0:hero", "0.hero." BRASSBUG "=1; 0.hero.@+1; 0.land." AERO "=1"},
    {"ALT_CYCLONE_B_AX_70_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "c:1", "1.land." AERO "=1"},
    /* Lost in the Riptide's rare: to the top of its owner's Deck; from
     * the Hero region (every terrain, Water too) two Mana Orbs ready. */
    {"ALT_CYCLONE_B_LY_77_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.deck." RUNE "=1; 1.hero=0; 0.ready=2; 0.discard.@=1"},
    /* Eris: as Progress would move its Expedition forward, a die; 4+ one
     * more region (the rare: on a 1 it stays). The die is Progress's only. */
    {"ALT_CYCLONE_B_LY_75_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none die:4 to:morning", "",
     "0.dist.hero=2"},
    {"ALT_CYCLONE_B_LY_75_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none die:1 to:morning", "",
     "0.dist.hero=1"},
    {"ALT_CYCLONE_B_LY_75_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none die:6 to:morning", "",
     "0.dist.hero=2"},
    {"ALT_CYCLONE_B_LY_75_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none die:1 to:morning", "",
     "0.dist.hero=0"},
    {"ALT_CYCLONE_B_LY_75_R2", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none die:3 to:morning", "",
     "0.dist.hero=1"},
    {"ALT_CYCLONE_B_LY_75_R2", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none die:1 to:morning", "",
     "0.dist.hero=0"},
    /* The Lyra Signet: two targets gain Fleeting; a draw then a die, a
     * Resupply on 4+; a boost per card in its player's Reserve (the Signet
     * itself is in Limbo). The rare: two modes, then Fleeting. */
    {"ALT_CYCLONE_B_LY_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     RUNE "\", \"" SKALD "\"], " DECK "}", "hand", "c:1 obj:1:" RUNE " obj:1:" SKALD,
     "1.hero." RUNE ":fleeting; 1.hero." SKALD ":fleeting"},
    {"ALT_CYCLONE_B_LY_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand die:4", "c:2",
     "0.hand=1; 0.reserve=2"},
    {"ALT_CYCLONE_B_LY_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand die:3", "c:2",
     "0.hand=1; 0.reserve=1"},
    {"ALT_CYCLONE_B_LY_78_C", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T ", " T "], " MANA(2) ", " DECK "}", P1_RUNE, "hand",
     "c:3 obj:1:" RUNE, "1.hero." RUNE "+2"},
    {"ALT_CYCLONE_B_LY_78_R1", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [" T "], " MANA(3) ", " DECK "}", P1_RUNE, "hand",
     "c:1 c:3 obj:1:" RUNE " obj:1:" RUNE, "1.hero." RUNE ":fleeting; 1.hero." RUNE "+1; 0.discard.@=1"},
    /* The Painthouse: Resupply as it joins (the rare: twice). */
    {"ALT_CYCLONE_B_LY_81_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "",
     "0.reserve=1; 0.land.@=1"},
    {"ALT_CYCLONE_B_LY_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand", "", "0.reserve=2"},
    /* The Opera House: the top card revealed, a Spell drawn; anything else
     * stays, but the rare puts a Permanent in Reserve. */
    {"ALT_CYCLONE_B_LY_82_C", "\"zones\": {\"landmarks\": [\"@\"], \"deck\": [" T ", \"" TRAINING "\"]}", OPP, "quick:land", "",
     "0.hand." TRAINING "=1; 0.deck=1; 0.land.@:exhausted"},
    {"ALT_CYCLONE_B_LY_82_C", "\"zones\": {\"landmarks\": [\"@\"], \"deck\": [" T ", " REPRO "]}", OPP, "quick:land", "",
     "0.hand=0; 0.deck." REPROCESSOR "=1; 0.reserve=0"},
    {"ALT_CYCLONE_B_LY_82_R1", "\"zones\": {\"landmarks\": [\"@\"], \"deck\": [" T ", " REPRO "]}", OPP, "quick:land", "",
     "0.reserve." REPROCESSOR "=1; 0.deck=1"},
    {"ALT_CYCLONE_B_LY_82_R1", "\"zones\": {\"landmarks\": [\"@\"], \"deck\": [" T ", " T "]}", OPP, "quick:land", "",
     "0.hand=0; 0.reserve=0; 0.deck=2"},
    /* Sagitta's Yzmir rare: {2} less with a Spell of Reserve Cost 4 or
     * more in its player's Reserve (the Lyra Signet's is 4). */
    {"ALT_CYCLONE_B_OR_74_R2", "\"zones\": {\"hand\": [\"@\"], \"reserve\": [\"ALT_CYCLONE_B_LY_78_C\"], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@=1; 0.ready=0"},
    /* Yanna's rare: Asleep, and a Sabotage when the target faces her. */
    {"ALT_CYCLONE_B_OR_75_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], \"reserve\": [" T "], " DECK "}", "hand:hero", "yes obj:1:" RUNE " obj:1:" TROOPER,
     "1.hero." RUNE ":asleep; 1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_OR_75_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", "\"zones\": {\"companion_expedition\": [\""
     RUNE "\"], \"reserve\": [" T "], " DECK "}", "hand:hero", "yes obj:1:" RUNE, "1.comp." RUNE ":asleep; 1.reserve=1"},
    {"ALT_CYCLONE_B_OR_75_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\"], \"reserve\": [" T "], " DECK "}", "hand:hero", "no", "1.hero." RUNE "!asleep; 1.reserve=1"},
    /* The Ordis Signet: Asleep; all the boosts of a Character in play or
     * in a Reserve lost; a boost to each Character of an Expedition. */
    {"ALT_CYCLONE_B_OR_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE, "hand", "c:1 obj:1:" RUNE,
     "1.hero." RUNE ":asleep"},
    {"ALT_CYCLONE_B_OR_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"reserve\": [{\"card\": \"" RUNE
     "\", \"boosts\": 2}], " DECK "}", "hand", "c:2 obj:1:" RUNE, "1.reserve." RUNE "+0"},
    {"ALT_CYCLONE_B_OR_78_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\", \"" SKALD "\"], " DECK "}", "hand", "c:3 exp:1:hero", "1.hero." RUNE "+1; 1.hero." SKALD "+1"},
    {"ALT_CYCLONE_B_OR_78_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"boosts\": 1}], "
     MANA(3) ", " DECK "}", P1_RUNE, "hand", "c:2 c:3 obj:0:" SKALD " exp:1:hero",
     "0.hero." SKALD "+0; 1.hero." RUNE "+1; 0.discard.@=1"},
    /* The Origamium: target Expedition Ascends as it joins; a Character
     * played into an Ascended Expedition may get a boost, exhausting it. */
    {"ALT_CYCLONE_B_OR_82_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "exp:0:comp", "0.asc=2"},
    {"ALT_CYCLONE_B_OR_82_C", "\"ascended\": [\"hero\"], \"zones\": {\"hand\": [" T "], \"landmarks\": [\"@\"], " MANA(1) ", " DECK "}",
     OPP, "hand:hero=" TROOPER, "yes", "0.hero." TROOPER "+1; 0.land.@:exhausted"},
    {"ALT_CYCLONE_B_OR_82_C", "\"ascended\": [\"hero\"], \"zones\": {\"hand\": [" T "], \"landmarks\": [\"@\"], " MANA(1) ", " DECK "}",
     OPP, "hand:comp=" TROOPER, "", "0.comp." TROOPER "+0; 0.land.@!exhausted"},
    {"ALT_CYCLONE_B_OR_82_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "exp:0:hero", "0.asc=1"},
    /* The Studious Acolyte: Spells of Base Cost 4 or more cost {1} less
     * (Detonation, 4, for 3); the rare: {2} less from 7 (Flutter of Moths,
     * 7, for 5); the Axiom rare: Permanents (the Reprocessor, 4, for 3). */
    {"ALT_CYCLONE_B_YZ_68_C", "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_AX_75_C\"], \"hero_expedition\": [\"@\"], " MANA(3) ", " DECK "}",
     P1_RUNE, "hand=ALT_CYCLONE_B_AX_75_C", "obj:1:" RUNE, "1.reserve." RUNE "=1; 0.ready=0"},
    {"ALT_CYCLONE_B_YZ_68_R1", "\"zones\": {\"hand\": [\"ALT_ALIZE_B_YZ_43_R1\"], \"hero_expedition\": [\"@\"], " MANA(5) ", " DECK "}",
     OPP, "hand=ALT_ALIZE_B_YZ_43_R1", "exp:0:hero exp:0:hero exp:0:hero", "0.hero." MOTH "=3; 0.ready=0"},
    {"ALT_CYCLONE_B_YZ_68_R2", "\"zones\": {\"hand\": [" REPRO "], \"hero_expedition\": [\"@\"], " MANA(3) ", " DECK "}", OPP,
     "hand=" REPROCESSOR, "", "0.land." REPROCESSOR "=1; 0.ready=0"},
    /* Kali: a Spell from Hand to Reserve, or Kali is sacrificed (the rare:
     * a Character, the Axiom rare: a Permanent for a Permanent). */
    {"ALT_CYCLONE_B_YZ_71_C", "\"zones\": {\"hand\": [\"@\", \"" TRAINING "\"], " MANA(2) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" TRAINING, "0.reserve." TRAINING "=1; 0.hero.@=1"},
    {"ALT_CYCLONE_B_YZ_71_C", "\"zones\": {\"hand\": [\"@\", \"" TRAINING "\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "no",
     "0.hand." TRAINING "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_YZ_71_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}", OPP, "hand:hero",
     "no obj:0:" TROOPER, "0.discard." TROOPER "=1; 0.hero.@=1"},
    {"ALT_CYCLONE_B_YZ_71_R2", "\"zones\": {\"hand\": [\"@\", " REPRO "], " MANA(2) ", " DECK "}", OPP, "hand:hero",
     "yes obj:0:" REPROCESSOR, "0.reserve." REPROCESSOR "=1; 0.hero.@=1"},
    {"ALT_CYCLONE_B_YZ_71_R2", "\"zones\": {\"hand\": [\"@\"], " SITE ", " MANA(2) ", " DECK "}", OPP, "hand:hero",
     "no obj:0:" REPROCESSOR, "0.discard." REPROCESSOR "=1; 0.hero.@=1"},
    /* Moth to a Spring's rare: two Mana Moths, each in an Expedition of
     * its player's choice, then a card drawn. */
    {"ALT_CYCLONE_B_YZ_78_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", OPP, "hand", "exp:0:hero exp:0:comp",
     "0.hero." MOTH "=1; 0.comp." MOTH "=1; 0.hand=1; 0.discard.@=1"},
    /* The Well of Tears: a Spell of Base Cost 4 or more played (Detonation)
     * may give a boost; a smaller one (Magical Training), nothing. The
     * rare hears any card: a Character (Kappa, 4). */
    {"ALT_CYCLONE_B_YZ_82_C", "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_AX_75_C\"], \"landmarks\": [\"@\"], \"hero_expedition\": [" T "], "
     MANA(4) ", " DECK "}", P1_RUNE, "hand=ALT_CYCLONE_B_AX_75_C", "obj:1:" RUNE " yes obj:0:" TROOPER, "0.hero." TROOPER "+1"},
    {"ALT_CYCLONE_B_YZ_82_C", "\"zones\": {\"hand\": [\"" TRAINING "\"], \"landmarks\": [\"@\"], \"hero_expedition\": [" T "], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "", "0.hero." TROOPER "+0"},
    {"ALT_CYCLONE_B_YZ_82_R1", "\"zones\": {\"hand\": [\"" KAPPA "\"], \"landmarks\": [\"@\"], \"hero_expedition\": [" T "], "
     MANA(4) ", " DECK "}", OPP, "hand:comp=" KAPPA, "yes obj:0:" TROOPER, "0.hero." TROOPER "+1"},
    {"ALT_CYCLONE_B_YZ_82_R1", "\"zones\": {\"hand\": [\"" TRAINING "\"], \"landmarks\": [\"@\"], \"hero_expedition\": [" T "], "
     MANA(1) ", " DECK "}", OPP, "hand=" TRAINING, "", "0.hero." TROOPER "+0"},
    /* The Colorful Cuckoo's rare: sent to Reserve with 2 boosts or more,
     * a card of the Reserve (the Cuckoo too) may become an exhausted Mana
     * Orb; with fewer, nothing is asked. */
    {"ALT_CYCLONE_B_MU_70_R1", "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_MU_78_C\"], \"hero_expedition\": [{\"card\": \"@\", \"boosts\": 2}], "
     "\"reserve\": [" T "], " MANA(4) ", " DECK "}", OPP, "hand=ALT_CYCLONE_B_MU_78_C", "obj:0:@ yes obj:0:" TROOPER,
     "0.mana=5; 0.mana." TROOPER ":exhausted; 0.reserve.@=1"},
    {"ALT_CYCLONE_B_MU_70_R1", "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_MU_78_C\"], \"hero_expedition\": [{\"card\": \"@\", \"boosts\": 2}], "
     MANA(4) ", " DECK "}", OPP, "hand=ALT_CYCLONE_B_MU_78_C", "obj:0:@ yes obj:0:@", "0.mana.@=1; 0.reserve=0"},
    {"ALT_CYCLONE_B_MU_70_R1", "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_MU_78_C\"], \"hero_expedition\": [{\"card\": \"@\", \"boosts\": 1}], "
     "\"reserve\": [" T "], " MANA(4) ", " DECK "}", OPP, "hand=ALT_CYCLONE_B_MU_78_C", "obj:0:@", "0.mana=4; 0.reserve=2"},
    {"ALT_CYCLONE_B_MU_70_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:anchored"},
    /* The Muna Signet: three different target Expeditions, a Woollyback
     * in each, its player's; a Character of Hand Cost 3 or less gains
     * Anchored. The rare: two modes, then Fleeting. */
    {"ALT_CYCLONE_B_MU_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand",
     "c:1 exp:0:hero exp:1:hero exp:1:comp", "0.hero." WOOLLY "=1; 1.hero." WOOLLY "=1; 1.comp." WOOLLY "=1; 0.comp=0"},
    {"ALT_CYCLONE_B_MU_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE, "hand", "c:2 obj:1:" RUNE,
     "1.hero." RUNE ":anchored"},
    {"ALT_CYCLONE_B_MU_79_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand",
     "c:1 c:2 exp:0:hero exp:0:comp exp:1:comp obj:1:" RUNE, "0.hero." WOOLLY "=1; 0.comp." WOOLLY "=1; 1.comp." WOOLLY "=1; "
     "1.hero." RUNE ":anchored; 0.discard.@=1"},
    /* Counting Sheep: Woollybacks in two target Expeditions (the rare: in
     * each), then every Character of Hand Cost 1 or less, tokens and the
     * Trooper, gains Asleep; the Rune-Scribe (2) does not. */
    {"ALT_CYCLONE_B_MU_80_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\", " T "], " DECK "}", "hand", "exp:0:hero exp:1:comp", "0.hero." WOOLLY ":asleep; 1.comp." WOOLLY ":asleep; 1.hero."
     TROOPER ":asleep; 1.hero." RUNE "!asleep; 0.comp=0; 0.discard.@=1"},
    {"ALT_CYCLONE_B_MU_80_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand", "",
     "0.hero." WOOLLY ":asleep; 0.comp." WOOLLY "=1; 1.hero." WOOLLY "=1; 1.comp." WOOLLY ":asleep; 1.hero." RUNE "!asleep"},
    /* The Ordis Warden: Asleep as it is played from Hand (the rare: if its
     * player wants); at Noon target player puts a card of their Hand in
     * Reserve, their choice. */
    {"ALT_CYCLONE_B_OR_68_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@:asleep"},
    {"ALT_CYCLONE_B_OR_68_C", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"asleep\"]}], " DECK "}",
     "\"zones\": {\"hand\": [\"" RUNE "\"], " DECK "}", "none to:afternoon", "c:1 obj:1:" RUNE, "1.reserve." RUNE "=1"},
    {"ALT_CYCLONE_B_OR_68_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "yes", "0.hero.@:asleep"},
    {"ALT_CYCLONE_B_OR_68_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "no", "0.hero.@!asleep"},
    {"ALT_CYCLONE_B_OR_68_R1", "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"asleep\"]}], " DECK "}", OPP,
     "none to:afternoon", "c:0 obj:0:" TROOPER, "0.reserve." TROOPER "=1"},
    /* Sakarabru's Fury's rare: every Character of the target Expedition
     * discarded, then it moves back a region. */
    {"ALT_CYCLONE_B_YZ_80_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(8) ", " DECK "}", AT(2) "\"zones\": {\"hero_expedition\": [\"" RUNE
     "\", \"" SKALD "\"], " DECK "}", "hand", "exp:1:hero", "1.discard=2; 1.hero=0; 1.dist.hero=1; 0.discard.@=1"},
    /* Bait's rare: up to three token Characters defect, one at a time. */
    {"ALT_CYCLONE_B_YZ_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" WOOLLY
     "\", \"" WOOLLY "\"], \"companion_expedition\": [\"" WOOLLY "\", \"" RUNE "\"], " DECK "}", "hand",
     "obj:1:" WOOLLY " obj:1:" WOOLLY " obj:1:" WOOLLY, "0.hero." WOOLLY "=2; 0.comp." WOOLLY "=1; 1.comp." RUNE "=1; 1.hero=0"},
    {"ALT_CYCLONE_B_YZ_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", "\"zones\": {\"hero_expedition\": [\"" WOOLLY
     "\", \"" WOOLLY "\"], " DECK "}", "hand", "obj:1:" WOOLLY " none", "0.hero." WOOLLY "=1; 1.hero." WOOLLY "=1"},
    /* Bluecap's rare: its Expedition fails at Dusk: one Aerolith while its
     * other Expedition moves forward (the Shenlong there), two when both
     * fail (the other, empty, does not move). */
    {"ALT_CYCLONE_B_OR_69_R1", "\"zones\": {\"hero_expedition\": [\"@\"], \"companion_expedition\": [\"" SHENLONG "\"], " DECK "}",
     "\"zones\": {\"hero_expedition\": [\"" SHENLONG "\"], " DECK "}", "none to:morning", "", "0.land." AERO "=1; 0.dist.comp=1"},
    {"ALT_CYCLONE_B_OR_69_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\"" SHENLONG
     "\"], " DECK "}", "none to:morning", "", "0.land." AERO "=2"},
    {"ALT_CYCLONE_B_OR_69_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:morning", "",
     "0.land=0; 0.dist.hero=1"},
    /* Joining Fates: a Character played at once for {7} less, into the
     * Companion Expedition only, gains Anchored. */
    {"ALT_CYCLONE_B_MU_81_C", "\"zones\": {\"hand\": [\"@\", \"" KAPPA "\"], " MANA(7) ", " DECK "}", OPP, "hand",
     "yes obj:0:" KAPPA, "0.comp." KAPPA ":anchored; 0.hero=0; 0.ready=0; 0.discard.@=1"},
    {"ALT_CYCLONE_B_MU_81_C", "\"zones\": {\"hand\": [\"@\", \"" KAPPA "\"], " MANA(7) ", " DECK "}", OPP, "hand", "no",
     "0.hand." KAPPA "=1; 0.comp=0"},
    /* Moyo & Silk: a Spell of Base Cost 4 or more played (Detonation,
     * Fleeting: its Reserve Cost, 4) may exhaust the Hero for a Mana Moth in
     * the Hero Expedition; 7 or more (Flutter of Moths), a card drawn too;
     * a smaller one (Magical Training), nothing asked. */
    {"ALT_CYCLONE_B_YZ_65_C", "\"hero\": \"@\", \"zones\": {\"hand\": [\"ALT_CYCLONE_B_AX_75_C\"], " MANA(4) ", " DECK "}", P1_RUNE,
     "hand=ALT_CYCLONE_B_AX_75_C", "obj:1:" RUNE " yes", "0.hero." MOTH "=1; 0.hand=0"},
    {"ALT_CYCLONE_B_YZ_65_C", "\"hero\": \"@\", \"zones\": {\"hand\": [\"ALT_CYCLONE_B_AX_75_C\"], " MANA(4) ", " DECK "}", P1_RUNE,
     "hand=ALT_CYCLONE_B_AX_75_C", "obj:1:" RUNE " no", "0.hero=0; 0.hand=0"},
    {"ALT_CYCLONE_B_YZ_65_C", "\"hero\": \"@\", \"zones\": {\"hand\": [\"ALT_ALIZE_B_YZ_43_R1\"], " MANA(7) ", " DECK "}", OPP,
     "hand=ALT_ALIZE_B_YZ_43_R1", "exp:0:comp exp:0:comp exp:0:comp yes", "0.hero." MOTH "=1; 0.comp." MOTH "=3; 0.hand=1"},
    {"ALT_CYCLONE_B_YZ_65_C", "\"hero\": \"@\", \"zones\": {\"hand\": [\"" TRAINING "\"], " MANA(1) ", " DECK "}", OPP,
     "hand=" TRAINING, "", "0.hero=0; 0.hand=1"},
    /* Joining Fates' rare: target player may play a Character for free,
     * into their Companion Expedition, and it gains Anchored. */
    {"ALT_CYCLONE_B_MU_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(8) ", " DECK "}", "\"zones\": {\"hand\": [\"" KAPPA "\"], "
     DECK "}", "hand", "c:1 obj:1:" KAPPA, "1.comp." KAPPA ":anchored; 1.hero=0; 1.hand=0"},
    {"ALT_CYCLONE_B_MU_81_R1", "\"zones\": {\"hand\": [\"@\", \"" KAPPA "\"], " MANA(8) ", " DECK "}", OPP, "hand", "c:0 obj:0:" KAPPA,
     "0.comp." KAPPA ":anchored; 0.ready=0; 0.discard.@=1"},
    {"ALT_CYCLONE_B_MU_81_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(8) ", " DECK "}", "\"zones\": {\"hand\": [\"" KAPPA "\"], "
     DECK "}", "hand", "c:1 none", "1.hand." KAPPA "=1; 1.comp=0"},
    /* Lost in the Riptide: to the top of its owner's Deck; for {1} less,
     * only a Character in {O} (the Hero region has every terrain). */
    {"ALT_CYCLONE_B_LY_77_C", "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.deck." RUNE "=1; 0.ready=0; 0.discard.@=1"},
    {"ALT_CYCLONE_B_LY_77_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "cheap:hero", "obj:1:" RUNE,
     "1.deck." RUNE "=1; 0.ready=0; 0.discard.@=1"},
    /* The Western Wind: back one region, then the other Expedition of its
     * controller forward one; at its origin, neither. */
    {"ALT_CYCLONE_B_LY_79_C", AT(2) "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "exp:0:hero",
     "0.dist.hero=1; 0.dist.comp=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_LY_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "exp:1:hero",
     "1.dist.hero=0; 1.dist.comp=0"},
    /* Melusine's Lyra rare: in a single-terrain region (region 1, {V}),
     * Sabotage; in the Hero region (every terrain), its Expedition Ascends,
     * though region 1 is visible (the opponent's Expedition is there). */
    {"ALT_CYCLONE_B_OR_70_R2", AT(1) "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:hero",
     "obj:1:" TROOPER, "1.discard." TROOPER "=1; 0.asc=0"},
    {"ALT_CYCLONE_B_OR_70_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", AT(1) P1_RESERVE, "hand:hero", "",
     "0.asc=1; 1.reserve=1"},
    /* ------------------------------------------------------------- Ordis */
    {"ALT_CYCLONE_B_OR_66_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "exp:1:hero", "1.asc=1; 0.asc=0"},
    {"ALT_CYCLONE_B_OR_66_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "yes",
     "0.hero.@+1; 0.asc=1"},
    {"ALT_CYCLONE_B_OR_66_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:comp", "no",
     "0.comp.@+0; 0.asc=0"},
    {"ALT_CYCLONE_B_OR_66_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "exp:0:comp", "0.asc=2"},
    /* "If I'm in an Ascended Expedition, ... Otherwise, my Expedition
     * Ascends." */
    {"ALT_CYCLONE_B_OR_67_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.asc=1; 0.hero.@+0"},
    {"ALT_CYCLONE_B_OR_67_C", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "",
     "0.asc=1; 0.hero.@+1"},
    {"ALT_CYCLONE_B_OR_67_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:comp", "", "0.asc=2"},
    {"ALT_CYCLONE_B_OR_67_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"reserve\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "reserve:hero", "",
     "0.asc=1; 0.hero.@+1"},
    /* Bluecap: its Expedition fails to move forward (Shenlong faces it):
     * an Aerolith; it moves forward, none. */
    {"ALT_CYCLONE_B_OR_69_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\"" SHENLONG
     "\"], " DECK "}", "none to:morning", "", "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_OR_69_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:morning", "",
     "0.land=0; 0.dist.hero=1"},
    {"ALT_CYCLONE_B_OR_69_R2", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\"" SHENLONG
     "\"], " DECK "}", "none to:morning", "", "0.land." AERO "=1"},
    {"ALT_CYCLONE_B_OR_70_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero", "",
     "0.asc=1; 1.reserve=1"},
    {"ALT_CYCLONE_B_OR_70_C", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RESERVE, "hand:hero",
     "obj:1:" TROOPER, "1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_OR_70_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:hero",
     "obj:1:" TROOPER, "1.discard." TROOPER "=1"},
    {"ALT_CYCLONE_B_OR_70_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RESERVE, "hand:comp", "", "0.asc=2"},
    {"ALT_CYCLONE_B_OR_71_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "exp:1:comp", "1.asc=2"},
    {"ALT_CYCLONE_B_OR_71_R1", "\"zones\": {\"reserve\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "reserve:hero", "exp:0:hero",
     "0.asc=1"},
    {"ALT_CYCLONE_B_OR_71_R2", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "exp:0:comp", "0.asc=2"},
    {"ALT_CYCLONE_B_OR_72_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.asc=1; 0.reserve=0"},
    {"ALT_CYCLONE_B_OR_72_C", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.reserve=1"},
    {"ALT_CYCLONE_B_OR_72_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "c:1",
     "1.land." AERO "=1"},
    {"ALT_CYCLONE_B_OR_72_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:hero", "", "0.asc=1; 0.land=0"},
    /* Sagitta: {1} less per Ascended Expedition ({6}: 4 Mana with both);
     * the rare {2} less with one. */
    {"ALT_CYCLONE_B_OR_74_C", "\"ascended\": [\"hero\", \"companion\"], \"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP,
     "hand:hero", "", "0.hero.@=1"},
    {"ALT_CYCLONE_B_OR_74_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_CYCLONE_B_OR_75_C", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", P1_RUNE, "hand:hero", "yes obj:1:" RUNE,
     "1.hero." RUNE ":asleep"},
    {"ALT_CYCLONE_B_OR_75_C", "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}", P1_RUNE, "hand:hero", "no",
     "1.hero." RUNE "!asleep"},
    /* Nike's rare: Eternal while its Expedition is Ascended (read at Rest,
     * before Ascended goes). */
    {"ALT_CYCLONE_B_OR_76_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     SHENLONG "\"], " DECK "}", "none to:morning", "", "0.hero.@=1; 0.asc=0"},
    {"ALT_CYCLONE_B_OR_76_R1", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", "\"zones\": {\"hero_expedition\": [\""
     SHENLONG "\"], " DECK "}", "none to:morning", "", "0.reserve.@=1"},
    {"ALT_CYCLONE_B_OR_77_C", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.reserve." RUNE "=1; 0.discard.@=1"},
    {"ALT_CYCLONE_B_OR_77_R1", "\"ascended\": [\"hero\", \"companion\"], \"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}",
     P1_RUNE, "hand", "obj:1:" RUNE, "1.reserve." RUNE "=1"},
    {"ALT_CYCLONE_B_OR_77_R2", "\"ascended\": [\"hero\"], " "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE, "hand", "obj:1:" RUNE,
     "1.reserve." RUNE "=1"},
    {"ALT_CYCLONE_B_OR_79_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "hand", "exp:0:hero", "0.asc=1"},
    {"ALT_CYCLONE_B_OR_79_C", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(1, 2, 1)},
    {"ALT_CYCLONE_B_OR_79_R1", "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], \"companion_expedition\": [\"" RUNE
     "\"], " MANA(1) ", " DECK "}", OPP, "hand", "exp:0:hero yes obj:0:" TROOPER, "0.hero." TROOPER "+1; 0.asc=1"},
    {"ALT_CYCLONE_B_OR_79_R1", "\"zones\": {\"reserve\": [\"@\"], " DECK "}", OPP, "support", "", MOD(1, 2, 1)},
    /* Skybound Odyssey: a card, both Expeditions Ascend, and up to two
     * (the rare: three) Characters of Base Cost 3 or less for free. */
    {"ALT_CYCLONE_B_OR_80_C", "\"zones\": {\"hand\": [\"@\", " T ", \"" RUNE "\", \"" KAPPA "\"], " MANA(5) ", " DECK "}", OPP, "hand",
     "obj:0:" TROOPER " obj:0:" RUNE, "0.asc=3; 0.hero." TROOPER "=1; 0.hero." RUNE "=1; 0.hand." KAPPA "=1; 0.hand=2"},
    {"ALT_CYCLONE_B_OR_80_R1", "\"zones\": {\"hand\": [\"@\", \"" SKALD "\", \"" RUNE "\", \"" MOWGLI "\"], " MANA(7) ", " DECK "}",
     OPP, "hand", "obj:0:" SKALD " obj:0:" RUNE " obj:0:" MOWGLI, "0.asc=3; 0.hero=3; 0.hand=1; 0.mana." TROOPER ":exhausted"},
    {"ALT_CYCLONE_B_OR_81_C", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "exp:0:comp",
     "0.asc=2; 0.land.@:exhausted"},
    /* The Mandjet's rare: an Ascended Expedition of yours told to Ascend
     * again Resupplies instead. */
    {"ALT_CYCLONE_B_OR_81_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "exp:0:hero",
     "0.reserve=1; 0.asc=1"},
    {"ALT_CYCLONE_B_OR_81_R1", "\"zones\": {\"landmarks\": [\"@\"], " DECK "}", OPP, "quick:land", "exp:0:hero",
     "0.reserve=0; 0.asc=1"},
    {"ALT_CYCLONE_B_OR_82_R1", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand", "exp:1:hero", "1.asc=1"},
    {"ALT_CYCLONE_B_OR_82_R1", "\"ascended\": [\"hero\"], " "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [" T "], \"companion_expedition\": [\""
     RUNE "\"], " DECK "}", OPP, "quick:land", "obj:0:" TROOPER, "0.hero." TROOPER "+1; 0.comp." RUNE "+0"},
    {"ALT_CYCLONE_B_OR_82_R1", "\"ascended\": [\"hero\"], \"zones\": {\"landmarks\": [\"@\"], \"companion_expedition\": [\""
     RUNE "\"], " DECK "}", OPP, "quick:land", "", "0.comp." RUNE "+0"},

    /* ------------------------------------------- keywords alone, tokens */
    /* Designs whose text is keywords alone: played for their cost, with
     * their statistics; Defender holds its Expedition back at Dusk, a
     * Gigantic Character moves both. */
    {"ALT_CYCLONE_B_AX_73_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_CYCLONE_B_BR_70_C", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP, "hand:comp", "", "0.comp.@=1"},
    {"ALT_CYCLONE_B_LY_66_C", "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_CYCLONE_B_LY_72_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_CYCLONE_B_MU_67_C", "\"zones\": {\"reserve\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "reserve:hero", "",
     "0.hero.@:fleeting"},
    {"ALT_CYCLONE_B_MU_68_C", "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", OPP, "hand:hero", "", "0.hero.@=1"},
    {"ALT_CYCLONE_B_MU_69_C", "\"zones\": {\"hero_expedition\": [\"@\"], \"companion_expedition\": [" T "], " DECK "}", OPP,
     "none to:morning", "", "0.dist.hero=0; 0.dist.comp=1"},
    {"ALT_CYCLONE_B_LY_74_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:morning", "",
     "0.dist.hero=1; 0.dist.comp=1"},
    /* The tokens: the Woollyback leaves play at Rest and ceases to exist;
     * the Aerolith's {T}, {1} sacrifices it: Resupply, and it is gone. */
    {"ALT_CYCLONE_B_MU_83_C", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", OPP, "none to:morning", "",
     "0.hero=0; 0.reserve=0; 0.discard=0; 0.dist.hero=1"},
    {"ALT_CYCLONE_B_NE_03_C", "\"zones\": {\"landmarks\": [\"@\"], " MANA(1) ", " DECK "}", OPP, "quick:land", "",
     "0.land=0; 0.discard=0; 0.reserve." TROOPER "=1; 0.mana." TROOPER ":exhausted"},
};

static void test_every_design_does_what_it_says(void **state)
{
    (void)state;
    dc_run_cases(cases, sizeof cases / sizeof cases[0], DATE);
}

/* --------------------------------------------- designs with their own test */

typedef void (*design_test)(const char *ref);

/* A Day's Noon for player 0, the first player of the next Day (first:
 * 1) or not (0): both pass from this Afternoon to the next one's. */
static alt_game *to_next_noon(const char *ref, const char *p0, int first)
{
    char a[4096], json[8192];
    snprintf(json, sizeof json, "{\"date\": \"%s\", \"seed\": 9, \"first_player\": %d, \"decision\": {\"kind\": \"turn\", "
             "\"player\": %d}, \"players\": [{%s}, {\"hero\": \"ALT_CORE_B_OR_01_C\", " OPP "}]}", DATE, first ? 1 : 0,
             first ? 1 : 0, dc_with_ref(a, sizeof a, p0, ref));
    alt_game *g = fs_stage(tb_db_all(), "%s", json);
    fs_run_to(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    fs_run_to(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN);
    return g;
}

/* A game over all-1 from the top-level keys `top` (ending in ", ") and
 * each player's keys, player 0 to play. */
static alt_game *stage_top(const char *ref, const char *top, const char *p0, const char *p1)
{
    char a[4096], b[4096];
    return fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": 9, %s\"decision\": {\"kind\": \"turn\", \"player\": 0}, "
                    "\"players\": [{%s}, {%s}]}", DATE, top, dc_with_ref(a, sizeof a, p0, ref), dc_with_ref(b, sizeof b, p1, ref));
}

/* Every Tumult card face up: three single-terrain regions visible; with
 * Markers of one terrain on the Hero and Companion regions, five. */
#define THREE_SINGLE "\"adventure\": {\"tumult\": [{\"card\": \"forest\", \"face_up\": true}, {\"card\": \"mountain\", " \
                     "\"face_up\": true}, {\"card\": \"water\", \"face_up\": true}]}, "
#define FIVE_SINGLE THREE_SINGLE "\"terrain_markers\": [{\"region\": 0, \"terrains\": [\"forest\"]}, {\"region\": 7, " \
                    "\"terrains\": [\"water\"]}], "

/* The Lyra Mapmaker: a boost with three single-terrain regions visible;
 * the rare's {H}: target Character gains Asleep with five. */
static void lyra_mapmaker(const char *ref)
{
    int rare = strstr(ref, "_R1") != NULL;
    const char *tops[] = {"", THREE_SINGLE, FIVE_SINGLE};
    for (int k = 0; k < 3; k++) {
        alt_game *g = stage_top(ref, tops[k], "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", P1_RUNE);
        fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, rare && k == 2 ? "obj:1:" RUNE : "");
        dc_check(g, ref, k ? "0.hero.@+1" : "0.hero.@+0");
        dc_check(g, ref, rare && k == 2 ? "1.hero." RUNE ":asleep" : "1.hero." RUNE "!asleep");
        alt_game_destroy(&g);
    }
}

/* Mapmaker's Boon: 4 boosts with three single-terrain regions, else 2. */
static void mapmakers_boon(const char *ref)
{
    alt_game *g = stage_top(ref, THREE_SINGLE, "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}", P1_RUNE);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:" RUNE);
    dc_check(g, ref, "1.hero." RUNE "+4");
    alt_game_destroy(&g);
}

/* Lyra Aerialist's rare (0/5/3): with three single-terrain regions
 * visible, each statistic is 5, so at Dusk the Lyra Skald (3/0/2) facing
 * it wins no terrain; without them it wins Forest and moves forward too. */
static void lyra_aerialist(const char *ref)
{
    for (int k = 0; k < 2; k++) {
        alt_game *g = stage_top(ref, k ? THREE_SINGLE : "", "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}",
                                "\"zones\": {\"hero_expedition\": [\"" SKALD "\"], " DECK "}");
        dc_run(g, ref, "none to:morning", "");
        dc_check(g, ref, k ? "0.dist.hero=1; 1.dist.hero=0" : "0.dist.hero=1; 1.dist.hero=1");
        alt_game_destroy(&g);
    }
}

/* The Western Wind's rare: only an Expedition of its player's is a
 * target. */
static void western_wind_mine(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, AT(2) "\"zones\": {\"hand\": [\"@\"], " MANA(1) ", " DECK "}", AT(2) OPP, 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "exp:1:hero"));
    assert_true(fs_offered(g, "exp:0:hero"));
    fs_answer(g, "exp:0:hero");
    dc_check(g, ref, "0.dist.hero=1; 0.dist.comp=1; 1.dist.hero=2; 0.discard.@=1");
    alt_game_destroy(&g);
}

/* The Painthouse at Noon: with three single-terrain regions visible, a
 * boost (the rare: two) to a Character in a Reserve; without, nothing
 * is asked. */
static void painthouse_noon(const char *ref)
{
    int rare = strstr(ref, "_R1") != NULL;
    for (int k = 0; k < 2; k++) {
        alt_game *g = stage_top(ref, k ? THREE_SINGLE : "", "\"zones\": {\"landmarks\": [\"@\"], \"reserve\": [\"" RUNE "\"], " DECK "}",
                                OPP);
        dc_run(g, ref, "none to:afternoon", k ? "yes obj:0:" RUNE : "");
        dc_check(g, ref, !k ? "0.reserve." RUNE "+0" : rare ? "0.reserve." RUNE "+2" : "0.reserve." RUNE "+1");
        alt_game_destroy(&g);
    }
}

/* The Origamium's Lyra rare: {T} a boost to a Character in a
 * single-terrain region (a Tumult region, face up), not to one in the
 * Hero region (every terrain). */
static void origamium_single(const char *ref)
{
    alt_game *g = stage_top(ref, THREE_SINGLE, "\"zones\": {\"landmarks\": [\"@\"], " DECK "}",
                            AT(1) "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], \"companion_expedition\": [\"" SKALD "\"], " DECK "}");
    fs_quick(g, 0, ref, ALT_ZONE_LANDMARK);
    assert_false(fs_offered(g, "obj:1:" SKALD));
    fs_answer(g, "obj:1:" RUNE);
    dc_check(g, ref, "1.hero." RUNE "+1; 0.land.@:exhausted");
    alt_game_destroy(&g);
}

/* Lost in the Riptide for {1} less: a Character in a Forest region (a
 * Tumult card face up) is no target, one in the Companion region (every
 * terrain, Water too) is; paid in full, either is. */
static void riptide_water_only(const char *ref)
{
    for (int cheap = 0; cheap < 2; cheap++) {
        alt_game *g = stage_top(ref, THREE_SINGLE, "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}",
                                AT(1) "\"zones\": {\"hero_expedition\": [\"" RUNE "\"], \"companion_expedition\": [\"" SKALD "\"], " DECK "}");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, fs_find(g, 0, ALT_ZONE_HAND, ref), 0, cheap ? 2 : 0));
        assert_true(fs_offered(g, "obj:1:" SKALD));
        assert_int_equal(fs_offered(g, "obj:1:" RUNE), !cheap);
        fs_answer(g, "obj:1:" SKALD);
        dc_check(g, ref, cheap ? "1.deck." SKALD "=1; 0.ready=1" : "1.deck." SKALD "=1; 0.ready=0");
        alt_game_destroy(&g);
    }
}

/* The Nymph rares' {R}: a Marker of their terrain moves from any region
 * to theirs (region 0, the Hero region), the newest; with none placed,
 * nothing is asked. */
static void nymph_marker(const char *ref)
{
    const char *terrain = strstr(ref, "LY_68") ? "water" : strstr(ref, "LY_70") ? "mountain" : "forest";
    char top[256];
    snprintf(top, sizeof top, "\"terrain_markers\": [{\"region\": 3, \"terrains\": [\"%s\"]}], ", terrain);
    alt_game *g = stage_top(ref, top, "\"zones\": {\"reserve\": [\"@\"], " MANA(3) ", " DECK "}", AT(4) OPP);
    fs_play(g, 0, ref, ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, "yes first");
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 1);
    assert_int_equal(pos->markers[0].where, 0);
    free(pos);
    alt_game_destroy(&g);
}

/* Nadir & Bubbles: three Markers held from the game's start, one of each
 * terrain; at Noon, one may be placed on a visible region. */
static void nadir_and_bubbles(const char *ref)
{
    alt_game *g = tb_game_on(DATE, ref, TROOPER, NULL, NULL);
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 3);
    int terrains = 0;
    for (int i = 0; i < 3; i++) {
        assert_int_equal(pos->markers[i].where, ALT_POS_MARKER_HELD + 0);
        terrains |= pos->markers[i].terrains;
    }
    assert_int_equal(terrains, 7);
    free(pos);
    alt_action first;
    for (int steps = 0; alt_game_decision(g).kind != ALT_DEC_CHOICE; steps++) {
        alt_decision d = alt_game_decision(g);
        if (steps > 50 || (d.phase == ALT_PHASE_AFTERNOON && d.kind == ALT_DEC_TURN))
            fail_msg("%s: no Marker offered at Noon", ref);
        assert_true(alt_game_list(g, &first, 1) > 0);
        ts_apply(g, first);
    }
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_NOON);
    fs_answer(g, "yes first");
    pos = ts_position_of(g);
    int placed = 0;
    for (int i = 0; i < pos->markers_n; i++)
        placed += pos->markers[i].where < ALT_POS_MARKER_HELD;
    assert_int_equal(placed, 1);
    free(pos);
    alt_game_destroy(&g);
}

/* The Sticky Shroom's rare: at Noon, in {V} (region 1, Asleep so that it
 * stays there through Dusk and Rest), an Aerolith; in region 2, none. */
static void sticky_shroom_noon(const char *ref)
{
    for (int d = 1; d <= 2; d++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"hero\": \"ALT_CORE_B_LY_01_C\", \"expeditions\": {\"hero\": {\"distance\": %d}}, \"zones\": "
                 "{\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"asleep\"]}], " DECK "}", d);
        alt_game *g = to_next_noon(ref, p0, 1);
        assert_int_equal(fs_count(g, 0, ALT_ZONE_LANDMARK, AERO) + fs_count(g, 1, ALT_ZONE_LANDMARK, AERO), d == 1);
        alt_game_destroy(&g);
    }
}

/* "When a Character joins the Expedition facing me": player 1 plays a
 * Rune-Scribe into the Expedition facing the card (with `facing` already
 * there), its player answers `words`; the check follows. */
static void joins_facing_case(const char *ref, const char *p0, const char *facing, const char *words, const char *expect)
{
    char a[2048], p1[1024];
    snprintf(p1, sizeof p1, "\"zones\": {\"hand\": [\"" RUNE "\"], \"hero_expedition\": [%s], " MANA(2) ", " DECK "}", facing);
    alt_game *g = fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": 9, \"decision\": {\"kind\": \"turn\", \"player\": 1}, "
                           "\"players\": [{%s}, {%s}]}", DATE, dc_with_ref(a, sizeof a, p0, ref), p1);
    fs_play(g, 1, RUNE, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, words);
    dc_check(g, ref, expect);
    alt_game_destroy(&g);
}

#define AT_HERO "\"zones\": {\"hero_expedition\": [\"@\"], " DECK "}"

static void helpful_pelican(const char *ref)
{
    if (strstr(ref, "_R1")) {                     /* facing only one Character */
        joins_facing_case(ref, AT_HERO, "", "", "0.reserve=1");
        joins_facing_case(ref, AT_HERO, T, "", "0.reserve=0");
    } else {                                      /* its Expedition Ascended */
        joins_facing_case(ref, "\"ascended\": [\"hero\"], " AT_HERO, T, "", "0.reserve=1");
        joins_facing_case(ref, AT_HERO, "", "", "0.reserve=0");
    }
    /* Joining the other Expedition is not joining the one facing it. */
    joins_facing_case(ref, "\"ascended\": [\"hero\"], \"zones\": {\"companion_expedition\": [\"@\"], " DECK "}", "", "",
                      "0.reserve=0");
}

static void colorful_cuckoo(const char *ref)
{
    joins_facing_case(ref, AT_HERO, "", "", "0.hero.@+1");
    joins_facing_case(ref, "\"zones\": {\"companion_expedition\": [\"@\"], " DECK "}", "", "", "0.comp.@+0");
}

static void migratory_crane(const char *ref)
{
    joins_facing_case(ref, AT_HERO, "", "yes", "0.comp.@=1; 0.hero=0");
    joins_facing_case(ref, AT_HERO, "", "no", "0.hero.@=1");
}

static void drowsy_dodo(const char *ref)
{
    const char *asleep = "\"zones\": {\"hero_expedition\": [{\"card\": \"@\", \"statuses\": [\"asleep\"]}], " DECK "}";
    if (strstr(ref, "_R1")) {
        joins_facing_case(ref, asleep, "", "", "0.hero.@+1; 0.hero.@:asleep");
    } else {
        joins_facing_case(ref, asleep, "", "yes", "0.hero.@!asleep");
        joins_facing_case(ref, asleep, "", "no", "0.hero.@:asleep");
    }
}

/* Kauri & Puff: at Noon, first player, a Woollyback in the opponent's
 * Companion Expedition, then a card. */
static void kauri_and_puff(const char *ref)
{
    for (int first = 0; first < 2; first++) {
        alt_game *g = to_next_noon(ref, "\"hero\": \"@\", \"zones\": {" DECK "}", first);
        assert_int_equal(fs_count(g, 1, ALT_ZONE_EXP_COMPANION, WOOLLY), first);
        assert_int_equal(fs_count(g, 0, ALT_ZONE_EXP_COMPANION, NULL), 0);
        assert_int_equal(fs_count(g, 0, ALT_ZONE_HAND, NULL), 2 + first);   /* the Morning's two, and this one */
        alt_game_destroy(&g);
    }
}

/* Kauri's Intervention: this Day, P0's Characters of Hand Cost 4 or more
 * (the common; 3 or more, the rares, whose target player is P0 here) are
 * Tough 5: the opponent's Hooked, with 1 Mana left, may target Haven
 * Warrior (3) only under the common, Kappa (4) under neither, the Trooper
 * (1) under both. */
static void kauris_intervention(const char *ref)
{
    int rare = strcmp(ref + strlen(ref) - 2, "_C") != 0;
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" KAPPA "\", \"" WARRIOR
                              "\", " T "], " MANA(1) ", " DECK "}",
                              "\"zones\": {\"hand\": [\"" HOOKED "\"], " MANA(2) ", " DECK "}", 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    if (rare)
        fs_answer(g, "c:0");                      /* target player: P0 */
    assert_int_equal(ts_player(g, 0).mods_n, 1);
    fs_play(g, 1, HOOKED, ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:0:" KAPPA));
    assert_int_equal(fs_offered(g, "obj:0:" WARRIOR), !rare);
    assert_true(fs_offered(g, "obj:0:" TROOPER));
    fs_answer(g, "obj:0:" TROOPER);
    alt_game_destroy(&g);
}

/* Alelo, Eerie Leviathan: played as a Character (Gigantic, in both of
 * P0's Expeditions), and, also a Spell, heard by the Yzmir Wizard's "when
 * you play a Spell"; the rare also an Expedition Permanent, heard by the
 * Axiom Hero's "when you play a Permanent with Hand Cost 3 or more". */
static void alelo(const char *ref)
{
    int perm = strcmp(ref + strlen(ref) - 3, "_R2") == 0;
    alt_game *g = dc_stage_on(DATE, ref, perm ? "\"hero\": \"ALT_CORE_B_AX_01_C\", \"zones\": {\"hand\": [\"@\"], "
                                                MANA(5) ", " DECK "}"
                                              : "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [\"" WIZARD "\"], "
                                                MANA(5) ", " DECK "}",
                              OPP, 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, perm ? "yes exp:0:hero" : "");
    assert_int_equal(fs_count(g, 0, ALT_ZONE_EXP_HERO, ref), 1);
    if (perm)
        assert_int_equal(fs_count(g, 0, ALT_ZONE_EXP_HERO, BRASSBUG), 1);
    else
        assert_int_equal(fs_boosts(g, 0, ALT_ZONE_EXP_HERO, WIZARD), 1);
    alt_game_destroy(&g);
}

/* Brainwash: the opponent's Lyra Skald (Reserve Cost 2) is played for
 * free into P0's Hero Expedition, P0's to control; their Kappa (4) is no
 * target. */
static void brainwash(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}",
                              "\"zones\": {\"reserve\": [\"" SKALD "\", \"" KAPPA "\"], " DECK "}", 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:" KAPPA));
    fs_answer(g, "obj:1:" SKALD);
    assert_int_equal(fs_count(g, 0, ALT_ZONE_EXP_HERO, SKALD), 1);
    assert_int_equal(fs_count(g, 1, ALT_ZONE_RESERVE, NULL), 1);
    alt_game_destroy(&g);
}

/* Zhen & Zephyr: at Noon, the first player's Hero Expedition Ascends;
 * when it then moves forward with no Character facing it (the opponent,
 * with no Hero, has none), a card more than the Morning's two. The Trooper
 * is Anchored: still there at the second Dusk. */
static void zhen_and_zephyr(const char *ref)
{
    for (int first = 0; first < 2; first++) {
        char a[4096];
        alt_game *g = fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": 9, \"first_player\": %d, \"decision\": "
                               "{\"kind\": \"turn\", \"player\": %d}, \"players\": [{%s}, {" OPP "}]}", DATE, first, first,
                               dc_with_ref(a, sizeof a, "\"hero\": \"@\", \"zones\": {\"hero_expedition\": [{\"card\": \""
                                           TROOPER "\", \"statuses\": [\"anchored\"]}], " DECK "}", ref));
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        fs_run_to(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN);
        assert_int_equal(ts_player(g, 0).ascended, first ? 1u << ALT_EXP_HERO : 0u);
        int hand = fs_count(g, 0, ALT_ZONE_HAND, NULL), at = ts_player(g, 0).distance[ALT_EXP_HERO];
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        assert_int_equal(ts_player(g, 0).distance[ALT_EXP_HERO], at + 1);
        assert_int_equal(fs_count(g, 0, ALT_ZONE_HAND, NULL), hand + 2 + first);
        alt_game_destroy(&g);
    }
}

/* Puff's Challenge costs its full {4} against two Characters: with 3
 * Mana it cannot be played. */
static void puffs_challenge_full_cost(const char *ref)
{
    alt_game *g = dc_stage_on(DATE, ref, "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}",
                           "\"zones\": {\"hero_expedition\": [" T ", \"" RUNE "\"], " DECK "}", 9);
    assert_false(fs_can_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO));
    alt_game_destroy(&g);
}

/* A design that player 0 cannot play from Hand with this much Mana. */
static void not_playable(const char *ref, const char *p0)
{
    alt_game *g = dc_stage_on(DATE, ref, p0, OPP, 9);
    assert_false(fs_can_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO));
    alt_game_destroy(&g);
}

/* The cost decreases by Ascended Expeditions stop short of what the
 * cases above pay: Sagitta with one Ascended (5 needed), its rare with
 * none, Out of a Clear Sky with none. */
static void ascended_discounts(const char *ref)
{
    if (strstr(ref, "OR_74_C"))
        not_playable(ref, "\"ascended\": [\"hero\"], \"zones\": {\"hand\": [\"@\"], " MANA(4) ", " DECK "}");
    else if (strstr(ref, "OR_74_R1"))
        not_playable(ref, "\"zones\": {\"hand\": [\"@\"], " MANA(5) ", " DECK "}");
    else if (strstr(ref, "OR_77_R1"))
        not_playable(ref, "\"ascended\": [\"hero\"], \"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}");
    else
        not_playable(ref, "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}");
}

/* Nike: at Noon, target Expedition Ascends (both of player 0's are
 * offered, and the opponent's); Eternal, it stays through Rest. */
static void nike_noon(const char *ref)
{
    alt_game *g = to_next_noon(ref, "\"hero\": \"ALT_CORE_B_OR_01_C\", \"zones\": {\"hero_expedition\": [\"@\"], " DECK "}", 0);
    assert_int_equal(fs_count(g, 0, ALT_ZONE_EXP_HERO, ref), 1);
    assert_int_not_equal(ts_player(g, 0).ascended | ts_player(g, 1).ascended, 0);
    alt_game_destroy(&g);
}

/* The Tortoise's rare: "if your opponent is first player, you become
 * first player". */
static void tortoise_first(const char *ref)
{
    alt_game *g = stage_top(ref, "\"first_player\": 1, ", "\"zones\": {\"hand\": [\"@\"], " MANA(2) ", " DECK "}", OPP);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    dc_check(g, ref, "first=0");
    alt_game_destroy(&g);
}

/* Moth Collision's Ordis rare, misprinted ("{2} less", a target of Hand
 * Cost 3 or less) until its erratum of 2025-09-20 ("{1} less", any
 * target): with a Soldier (the Trooper), 2 Mana play it before, not
 * after, and Kappa (4) is a target only after. */
static void moth_collision_ordis(const char *ref)
{
    const char *p0[] = {"\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(2) ", " DECK "}",
                        "\"zones\": {\"hand\": [\"@\"], \"hero_expedition\": [" T "], " MANA(3) ", " DECK "}"};
    const char *p1 = "\"zones\": {\"hero_expedition\": [\"" RUNE "\", \"" KAPPA "\"], " DECK "}";
    alt_game *g = dc_stage_on("2025-09-19", ref, p0[0], p1, 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:" KAPPA));
    fs_answer(g, "obj:1:" RUNE);
    dc_check(g, ref, "1.discard." RUNE "=1");
    alt_game_destroy(&g);
    g = dc_stage_on("2025-09-20", ref, p0[0], p1, 9);
    assert_false(fs_can_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO));
    alt_game_destroy(&g);
    g = dc_stage_on("2025-09-20", ref, p0[1], p1, 9);
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:" KAPPA);
    dc_check(g, ref, "1.discard." KAPPA "=1");
    alt_game_destroy(&g);
}

/* Moth Collision without an Illusion costs its full {4}. */
static void moth_collision_full(const char *ref)
{
    not_playable(ref, strstr(ref, "_R1") ? "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}"
                                         : "\"zones\": {\"hand\": [\"@\"], " MANA(3) ", " DECK "}");
}

/* Isaree & Pebble: at Noon an Aerolith, if its player is first player. */
static void isaree_and_pebble(const char *ref)
{
    for (int first = 0; first < 2; first++) {
        alt_game *g = to_next_noon(ref, "\"hero\": \"@\", \"zones\": {" DECK "}", first);
        assert_int_equal(alt_game_decision(g).day, 2);
        assert_int_equal(fs_count(g, 0, ALT_ZONE_LANDMARK, AERO), first);
        alt_game_destroy(&g);
    }
}

/* The Aerolith Quarry: at Noon an Aerolith, if the opponent is first player. */
static void aerolith_quarry(const char *ref)
{
    for (int first = 0; first < 2; first++) {
        alt_game *g = to_next_noon(ref, "\"hero\": \"ALT_CORE_B_AX_01_C\", \"zones\": {\"landmarks\": [\"@\"], " DECK "}", first);
        assert_int_equal(fs_count(g, 0, ALT_ZONE_LANDMARK, AERO), !first);
        alt_game_destroy(&g);
    }
}

/* Sol's Hunt's rare: "if you are first player, you may Rush to
 * Sabotage": the second player is not asked. */
static void sols_hunt_second(const char *ref)
{
    char a[1024];
    alt_game *g = fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": 9, \"first_player\": 1, \"decision\": {\"kind\": \"turn\", "
                           "\"player\": 0}, \"players\": [{%s}, {\"zones\": {\"hero_expedition\": [\"" RUNE "\"], \"reserve\": ["
                           T "], " DECK "}}]}", DATE,
                           dc_with_ref(a, sizeof a, "\"zones\": {\"hand\": [\"@\", " T "], " MANA(4) ", " DECK "}", ref));
    fs_play(g, 0, ref, ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:" RUNE);
    dc_check(g, ref, "1.reserve=2; 0.hand." TROOPER "=1; 0.discard.@=1");
    alt_game_destroy(&g);
}

/* The Parliament of Ashes: "Characters you control are [Tough 1]": the
 * opponent's Rage (1 Mana) can target its player's Rune-Scribe only with
 * 1 Mana more, which it then pays. */
static void parliament_of_ashes(const char *ref)
{
    for (int mana = 1; mana <= 2; mana++) {
        char a[1024];
        alt_game *g = fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": 9, \"decision\": {\"kind\": \"turn\", \"player\": 1}, "
                               "\"players\": [{%s}, {%s}]}", DATE,
                               dc_with_ref(a, sizeof a, "\"zones\": {\"landmarks\": [\"@\"], \"hero_expedition\": [\"" RUNE "\"], "
                                        DECK "}", ref),
                               mana == 1 ? "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_BR_80_C\"], " MANA(1) ", " DECK "}"
                                         : "\"zones\": {\"hand\": [\"ALT_CYCLONE_B_BR_80_C\"], " MANA(2) ", " DECK "}");
        fs_play(g, 1, "ALT_CYCLONE_B_BR_80_C", ALT_ZONE_HAND, ALT_EXP_HERO);
        if (mana == 1) {
            assert_false(alt_game_decision(g).kind == ALT_DEC_CHOICE && fs_offered(g, "obj:0:" RUNE));
            dc_check(g, ref, "0.hero." RUNE "+0");
        } else {
            fs_answer(g, "obj:0:" RUNE);
            dc_check(g, ref, "0.hero." RUNE "+2; 1.mana." TROOPER ":exhausted");
        }
        alt_game_destroy(&g);
    }
}

/* Doppelganger: "Target a Character facing me. I gain its subtypes and X
 * boosts, where X equals its highest statistic": Son of Yggdrasil, a
 * Gigantic Plant facing it (6/3/3), makes it a Plant with 6 boosts, its
 * subtypes held by the position (alt_pos_player.gained); nothing facing
 * it, nothing gained. The common's is {J}, the rare's {H}: played from
 * Reserve, the rare gains nothing. */
static void doppelganger_case(const char *ref, const char *from, int facing, int gains)
{
    char a[1024], p0[512];
    int cost = strstr(ref, "_C") ? 4 : 3;
    snprintf(p0, sizeof p0, "\"zones\": {\"%s\": [\"@\"], \"mana\": [%s], " DECK "}", from,
             cost == 4 ? MANA_4 : MANA_3);
    const char *p1 = facing ? "\"zones\": {\"hero_expedition\": [\"" YGGDRASIL "\"], " DECK "}" : OPP;
    alt_game *g = fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": 9, \"decision\": {\"kind\": \"turn\", \"player\": 0}, "
                           "\"players\": [{%s}, {%s}]}", DATE, dc_with_ref(a, sizeof a, p0, ref), p1);
    fs_play(g, 0, ref, strcmp(from, "hand") == 0 ? ALT_ZONE_HAND : ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, gains ? "obj:1:" YGGDRASIL : "");
    dc_check(g, ref, gains ? "0.hero.@+6" : "0.hero.@+0");
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->p[0].gained_n, gains ? 1 : 0);
    if (gains) {
        assert_int_equal(pos->p[0].gained[0].id, fs_find(g, 0, ALT_ZONE_EXP_HERO, ref));
        assert_string_equal(alt_cards_get(alt_game_cards(g), pos->p[0].gained[0].card)->ref, YGGDRASIL);
        assert_non_null(strstr(alt_cards_get(alt_game_cards(g), pos->p[0].gained[0].card)->subtypes, "PLANT"));
    }
    free(pos);
    alt_game_destroy(&g);
}

static void doppelganger(const char *ref)
{
    doppelganger_case(ref, "hand", 1, 1);
    doppelganger_case(ref, "hand", 0, 0);
    if (strstr(ref, "_R1"))
        doppelganger_case(ref, "reserve", 1, 0);
}

static const struct {
    const char *ref;
    design_test run;
} own[] = {
    {"ALT_CYCLONE_B_OR_73_C", doppelganger},
    {"ALT_CYCLONE_B_OR_73_R1", doppelganger},
    {"ALT_CYCLONE_B_BR_78_R1", sols_hunt_second},
    {"ALT_CYCLONE_B_YZ_69_R1", tortoise_first},
    {"ALT_CYCLONE_B_YZ_75_C", moth_collision_full},
    {"ALT_CYCLONE_B_YZ_75_R1", moth_collision_full},
    {"ALT_CYCLONE_B_YZ_75_R2", moth_collision_ordis},
    {"ALT_CYCLONE_B_OR_74_C", ascended_discounts},
    {"ALT_CYCLONE_B_OR_74_R1", ascended_discounts},
    {"ALT_CYCLONE_B_OR_76_C", nike_noon},
    {"ALT_CYCLONE_B_OR_76_R2", nike_noon},
    {"ALT_CYCLONE_B_OR_77_C", ascended_discounts},
    {"ALT_CYCLONE_B_OR_77_R1", ascended_discounts},
    {"ALT_CYCLONE_B_OR_77_R2", ascended_discounts},
    {"ALT_CYCLONE_B_MU_65_C", kauri_and_puff},
    {"ALT_CYCLONE_B_OR_65_C", zhen_and_zephyr},
    {"ALT_CYCLONE_B_MU_75_C", kauris_intervention},
    {"ALT_CYCLONE_B_YZ_79_C", brainwash},
    {"ALT_CYCLONE_B_YZ_73_C", alelo},
    {"ALT_CYCLONE_B_YZ_73_R1", alelo},
    {"ALT_CYCLONE_B_YZ_73_R2", alelo},
    {"ALT_CYCLONE_B_YZ_79_R1", brainwash},
    {"ALT_CYCLONE_B_MU_75_R1", kauris_intervention},
    {"ALT_CYCLONE_B_MU_67_R1", helpful_pelican},
    {"ALT_CYCLONE_B_MU_67_R2", helpful_pelican},
    {"ALT_CYCLONE_B_MU_70_C", colorful_cuckoo},
    {"ALT_CYCLONE_B_MU_71_C", migratory_crane},
    {"ALT_CYCLONE_B_MU_71_R1", migratory_crane},
    {"ALT_CYCLONE_B_MU_72_C", drowsy_dodo},
    {"ALT_CYCLONE_B_MU_72_R1", drowsy_dodo},
    {"ALT_CYCLONE_B_MU_78_C", puffs_challenge_full_cost},
    {"ALT_CYCLONE_B_LY_65_C", nadir_and_bubbles},
    {"ALT_CYCLONE_B_LY_67_R1", sticky_shroom_noon},
    {"ALT_CYCLONE_B_LY_68_R1", nymph_marker},
    {"ALT_CYCLONE_B_LY_69_C", lyra_mapmaker},
    {"ALT_CYCLONE_B_LY_69_R1", lyra_mapmaker},
    {"ALT_CYCLONE_B_LY_70_R1", nymph_marker},
    {"ALT_CYCLONE_B_LY_71_R1", nymph_marker},
    {"ALT_CYCLONE_B_LY_80_C", mapmakers_boon},
    {"ALT_CYCLONE_B_LY_80_R1", mapmakers_boon},
    {"ALT_CYCLONE_B_BR_81_C", parliament_of_ashes},
    {"ALT_CYCLONE_B_BR_81_R1", parliament_of_ashes},
    {"ALT_CYCLONE_B_AX_65_C", isaree_and_pebble},
    {"ALT_CYCLONE_B_AX_82_C", aerolith_quarry},
    {"ALT_CYCLONE_B_AX_82_R1", aerolith_quarry},
    {"ALT_CYCLONE_B_LY_72_R1", lyra_aerialist},
    {"ALT_CYCLONE_B_LY_79_R1", western_wind_mine},
    {"ALT_CYCLONE_B_LY_81_C", painthouse_noon},
    {"ALT_CYCLONE_B_LY_81_R1", painthouse_noon},
    {"ALT_CYCLONE_B_OR_82_R2", origamium_single},
    {"ALT_CYCLONE_B_LY_77_C", riptide_water_only},
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

static int has_case(const char *design)
{
    if (dc_has_case(cases, sizeof cases / sizeof cases[0], design))
        return 1;
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (strcmp(own[i].ref, design) == 0)
            return 1;
    return 0;
}

/* Every design of the set this build plays has its case, whichever print
 * (booster, alternate art, promotional) names it, the designs whose text
 * is keywords alone and the tokens included. */
/* Every record of Skybound Odyssey is played by this build: the check that
 * fails, naming each, when a record is not. */
static void test_every_cyclone_record_is_supported(void **state)
{
    (void)state;
    dc_every_record_is_supported("ALT_CYCLONE_", "Skybound Odyssey", 335);
}

static void test_every_cyclone_design_has_a_case(void **state)
{
    (void)state;
    assert_true(dc_every_design_has_a_case("ALT_CYCLONE_", "Skybound Odyssey", 1, has_case) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_cyclone_record_is_supported),
        cmocka_unit_test(test_every_cyclone_design_has_a_case),
        cmocka_unit_test(test_every_design_does_what_it_says),
        cmocka_unit_test(test_designs_with_a_test_of_their_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
