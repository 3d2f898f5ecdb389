/*
 * ability.h: abilities as data. A card's abilities column (the project's own
 * encoding, docs/card-database.md) is parsed once, with the database, into
 * these records; the engine interprets them. No card has code of its own:
 * a new card is a new line of data built from the primitives below.
 */
#ifndef ALT_ABILITY_H
#define ALT_ABILITY_H

#include <stddef.h>
#include <stdint.h>

#include "altered.h"

/* When an ability acts. */
typedef enum alt_trigger {
    ALT_TRIG_NONE = 0,
    ALT_TRIG_HAND,      /* {H}: a Reaction when I am played from Hand (CR 7.5.1) */
    ALT_TRIG_RESERVE,   /* {R}: a Reaction when I am played from Reserve */
    ALT_TRIG_JOIN,      /* {J}: a Reaction when I join the Expedition or Landmark zone */
    ALT_TRIG_NOON,      /* "At Noon": a Reaction at the beginning of Noon (CR 4.2.b) */
    ALT_TRIG_SPELL,     /* a Spell's own effect, as it resolves (CR 5.1.2.i) */
    ALT_TRIG_SUPPORT,   /* {D}: a support quick action, discarding me from Reserve (CR 2.2.11) */
    ALT_TRIG_AFTERNOON, /* a passive that acts as each Afternoon begins (a Hero's) */
    ALT_TRIG_PLAY_SPELL,/* "When you play a Spell": a Reaction as the Spell leaves Limbo (CR 5.1.2.j) */
    ALT_TRIG_STATIC,    /* a passive that works while the card is in play (opp_cost) */
    ALT_TRIG_REQUIRE,   /* a condition for playing the card at all (mana_orbs) */
    ALT_TRIG_LEAVE,     /* "When I leave the Expedition zone": a Reaction (CR 7.5.9) */
    ALT_TRIG_FAIL,      /* "When my Expedition fails to move forward during Dusk" (CR 4.2.4.i) */
    ALT_TRIG_LEAVE_TO_RESERVE, /* "When I go to Reserve from the Expedition zone" */
    ALT_TRIG_LEAVE_LANDMARK,   /* "When I leave your Landmark zone" */
    ALT_TRIG_THEN,      /* the previous ability goes on: one effect in several steps (CR 6.1.c) */
    ALT_TRIG_EXHAUST,   /* {T}: a quick action of a card in play or a Hero, exhausting it (CR 5.3.d); mana: its cost in Mana */
    ALT_TRIG_DUSK,      /* "At Dusk": a Reaction at the beginning of Dusk (CR 4.2.b) */
    ALT_TRIG_ALLY_JOINS,/* "When a Character joins your Expeditions": "it" is that Character */
    ALT_TRIG_PLAY_CHAR, /* "When you play a Character": "it" is that Character (CR 5.1.2.j) */
    ALT_TRIG_ROLL,      /* "When you roll one or more dice": a Reaction, once per effect that rolls */
    ALT_TRIG_SACRIFICED,/* "When I'm sacrificed" (CR 7.3.25): a Reaction from the Discard pile */
    ALT_TRIG_PLAY_PERM, /* "When you play a Permanent": "it" is that Permanent (CR 5.1.2.j) */
    ALT_TRIG_BOOSTED,   /* "When a Character you control gains 1 or more boosts": "it" is that Character */
    ALT_TRIG_TOKEN_MADE,/* "When you create a token": "it" is that token */
    ALT_TRIG_YOU_SACRIFICE, /* "When you sacrifice a Character" (CR 7.3.25) */
    ALT_TRIG_FOREST_MOVE,   /* "When one of your Expeditions moves forward due to {V}" (CR 4.2.4) */
    ALT_TRIG_OPP_DRAWS, /* "When an opponent draws one or more cards or does Resupply" */
    ALT_TRIG_FAIL_REST, /* "When my Expedition fails to move forward during Dusk — ... after Rest" */
    ALT_TRIG_START,     /* a Hero's "I begin the game with ...": acts once, at setup */
    ALT_TRIG_RESERVE_LEFT, /* "When a card leaves your Reserve during the Afternoon" (a Hero's) */
    ALT_TRIG_HAND_TO_RESERVE, /* "When I go to Reserve from your hand" */
    ALT_TRIG_INSTEAD_LEAVE,   /* "If I would leave the Expedition zone, [you may] ... instead": a replacing
                                 modifier of that move (CR 6.2.b, 6.2.d); its THEN step is the alternative
                                 when declined (CR 6.2.e) */
    ALT_TRIG_ATTEMPT_ASCEND,  /* "If one of your Ascended Expeditions would attempt to Ascend again, ...
                                 instead": a replacing modifier of that attempt (CR 4.0 7.5.3) */
    ALT_TRIG_ASCEND_MOVE,     /* "When one of your Expeditions moves forward due to Ascend" (CR 4.0 4.2.4.k) */
    /* Trial by Frost (docs/card-database.md): */
    ALT_TRIG_TO_RESERVE_ANY,  /* "When I go to Reserve from anywhere": a self-move Reaction (CR 6.3.c) */
    ALT_TRIG_SELF_BOOSTED,    /* "When I gain 1 or more boosts" */
    ALT_TRIG_GAIN_FLEETING,   /* "When I gain Fleeting" (CR 7.3.13) */
    ALT_TRIG_GAIN_ASLEEP,     /* "When I gain Asleep" */
    ALT_TRIG_ALLY_FLEETING,   /* "When a Character you control gains Fleeting": "it" is that Character */
    ALT_TRIG_JOINS_MY_EXP,    /* "When another Character joins my Expedition" (CR 7.5.8.c: switching too): "it" */
    ALT_TRIG_JOINS_EXP,       /* "When a Character joins one of your Expeditions" (switching too): "it" */
    ALT_TRIG_MY_EXP_FORWARD,  /* "When my Expedition moves forward" */
    ALT_TRIG_MY_EXP_FOREST,   /* "When my Expedition moves forward due to {V}" */
    ALT_TRIG_CARD_TO_RESERVE, /* "When a card goes from your deck or hand to Reserve" */
    ALT_TRIG_YOU_EXHAUST,     /* "When you exhaust a card in Reserve" */
    ALT_TRIG_THIRD_COUNTER,   /* "When I gain my third counter" (CR 7.3.12) */
    ALT_TRIG_MODE,            /* a mode of the "choose" step before it (CR 6.5.g); its THEN steps follow it */
    ALT_TRIG_NIGHT_REST,      /* "At Night — [if ...,] ... after Rest": its condition read on the card in play as
                                 Night begins (CR 4.2.b), its effect once Rest is over (day.c) */
    /* Skybound Odyssey (docs/card-database.md): */
    ALT_TRIG_PASS_FIRST,      /* "When you pass first": you pass while no other player has passed this
                                 Afternoon (CR 4.2.3.d-e; the cards' reminder, docs/rules-choices.md) */
    ALT_TRIG_JOINS_FACING,    /* "When a Character joins the Expedition facing me" (entering or switching, CR 7.5.8.c) */
    ALT_TRIG_ASCENDED_FORWARD, /* "When one or more of your Ascended Expeditions moves forward": once per event; "it",
                                  the Expeditions that moved, is the Reaction's source's Expeditions (CR 4.0 2.4.3) */
    /* Whispers from the Maze (docs/card-database.md): */
    ALT_TRIG_ALLY_ANCHORED,   /* "When a Character you control gains Anchored": "it" is that Character (CR 7.3.13) */
    ALT_TRIG_ALLY_LEAVES,     /* "When a Character leaves your Expeditions" (for any zone out of them, CR 7.5.9) */
    ALT_TRIG_OPP_PLAY_CHAR,   /* "When an opponent plays a Character": "it" is that Character, theirs (CR 5.1.2.j) */
    ALT_TRIG_LEAVE_PER_BOOST, /* "When I leave the Expedition zone, for each of my boosts": activated once per boost
                                 it had as it left (CR 4.0 6.3.g) */
    ALT_TRIG_OPP_PLAYS_RESERVE, /* "When an opponent plays a card from Reserve" (CR 4.0 7.5.11.a; 4.0 rulesets only) */
    ALT_TRIG_PLAYS_RESERVE,   /* "When you play another card from Reserve" (the same) */
    /* Whispers from the Maze, its later designs: */
    ALT_TRIG_PERM_JOINS,      /* "When another Permanent joins your Expeditions or Landmarks": "it" is that
                                 Permanent (CR 4.0 7.5.9.a) */
    /* Skybound Odyssey, Eris: */
    ALT_TRIG_WOULD_FORWARD,   /* "If my Expedition would move forward during Dusk": a replacing modifier of
                                 Progress's move (CR 6.2.b, 4.2.4), its steps done as Progress is about to
                                 move the card's Expedition (dusk.c; docs/rules-choices.md); with
                                 ALT_ABILITY_ANY_MOVE every effect's move too (event.c) */
    /* Whispers from the Maze, BLISS Fan: */
    ALT_TRIG_RESERVE_BOOSTED, /* "When a Character in your Reserve gains 1 or more boosts": "it" is that
                                 Character (event.c, alt_event_reserve_gain_boosts) */
    /* Whispers from the Maze, Fiore dei Liberi: */
    ALT_TRIG_NIGHT,           /* "At Night": as Night begins, before Rest (CR 4.2.b; day.c) */
    /* Whispers from the Maze, Lakshmi's rare and The Wayfarer: */
    ALT_TRIG_ROLLED,          /* "When you roll one or more dice", heard once the die's result is final (after "you
                                 may add 1"): its conditions on the die are read then (trigger.c) */
    ALT_TRIG_ROLL_REVEAL,     /* "If you would roll one or more dice, also reveal the top card of your Deck. When you
                                 reveal a card this way": heard as ALT_TRIG_ROLLED, "it" the top card of the
                                 player's Deck then (none, no Reaction); with ALT_ABILITY_OWN_ROLL only the rolls
                                 of the card's own effects */
    /* Whispers from the Maze, The Hunger: */
    ALT_TRIG_DISCARD_JOINS,   /* "When a card joins the discard pile": any player's, from any zone (a token never
                                 does, CR 2.1.e); activated once per card (CR 4.0 6.3.g), bound to nothing, so its
                                 activations share one entry of Limbo (state.h, ALT_R_REPEATS) */
    /* Unique parts: triggers */
    ALT_TRIG_NEWLY_BOOSTED,   /* "When a non-Boosted Character you control gains 1 or more boosts": it had none
                                 before the event (CR 4.0 2.4.5.a, 6.3.l); "it" is that Character */
    ALT_TRIG_PASS,            /* "When you pass" (CR 4.0 4.2.3.d): the passing player's Reactions, every pass */
    ALT_TRIG_RESUPPLIED,      /* "When you Resupply" (CR 4.0 7.3.26), an Exhausted Resupply too
                                 (CR 4.0 7.3.13.a's remark); from revision 2 not one that did nothing
                                 (CR 4.0 7.3.26.b) */
    ALT_TRIG_OPP_DRAWS_CARDS, /* "When an opponent draws one or more cards": draws only, not a Resupply */
    ALT_TRIG_HAND_DISCARDED,  /* "When you discard a card from your hand": once per card (CR 4.0 6.3.g), bound to
                                 nothing, sharing an entry of Limbo as ALT_TRIG_DISCARD_JOINS's */
    ALT_TRIG_HAND_TO_RESERVE_ANY, /* "When you put a card from your hand in Reserve": once per card, the same */
    ALT_TRIG_SUPPORT_USED,    /* "When a {D} ability is activated on your turn": its player's support quick action,
                                 as its cost is paid (CR 4.0 5.3.b; quick actions are played in one's own turn) */
    ALT_TRIG_TOKENS_MADE,     /* "When you create one or more tokens": once per step that creates tokens of its
                                 controller's, in their own zones (CR 4.0 6.3.h: a step is one event), bound to nothing */
    ALT_TRIG_HAND_OR_RESERVE_DISCARDED, /* "When you discard a card from your hand or your Reserve": once per card,
                                 as ALT_TRIG_HAND_DISCARDED */
    ALT_TRIG_MY_EXP_ASCEND,   /* "When my Expedition moves forward due to Ascend" (CR 4.0 4.2.4.k), at Progress */
    ALT_TRIG_GIFT,            /* Seeds of Unity's "When an opponent receives a Gift": on your turn, your opponent
                                 draws cards, does Resupply or receives tokens (its reminder text), once per event */
    /* Unique parts: tail */
    ALT_TRIG_ANY_PASS,        /* "When any player passes" (CR 4.0 4.2.3.d): every pass, either player's, heard by
                                 both players' cards after the passing player's "When you pass" */
    ALT_TRIG_LEAVE_ASCENDED,  /* "When I leave an Ascended Expedition" (CR 4.0 2.4.3, 7.5.9): leaving the Expedition
                                 zone from an Expedition of its controller's that is Ascended then (a Gigantic
                                 card's: either), at Rest too, which sends Characters to Reserve before Ascended
                                 is lost (4.2.5.b) */
    ALT_TRIG__COUNT
} alt_trigger;

/* What it does. */
/* Effects: one row each in effects.def, which makes this enum. */
typedef enum alt_effect {
    ALT_FX_NONE = 0,
#define EFFECT(id, name, args, flags, perform, meaning, words) ALT_FX_##id,
#include "effects.def"
#undef EFFECT
    ALT_FX__COUNT
} alt_effect;
/* alt_ability.effect is 16 bits wide. */
_Static_assert(ALT_FX__COUNT <= 65536, "alt_ability.effect holds every effect");

/* The shapes of an effect's arguments in the encoding (effects.def's ARGS). */
typedef enum alt_effect_args {
    ALT_ARGS_NONE,             /* no arguments (amount 1) */
    ALT_ARGS_N,                /* (N), 1 to 9: amount */
    ALT_ARGS_N99,              /* (N), 1 to 99: amount */
    ALT_ARGS_STATUS,           /* (STATUS): arg, a status bit */
    ALT_ARGS_TOKEN,            /* (REF,N,WHERE): card, amount, where */
    ALT_ARGS_NEXT,             /* (FILTER,KIND[,N]): where, arg, amount */
    ALT_ARGS_N_OR_ROLL_TARGET, /* (N|roll,TARGET...): amount, then the target */
    ALT_ARGS_STATUS_TARGET,    /* (STATUS,TARGET...) */
    ALT_ARGS_TARGET,           /* (TARGET...) (amount 1) */
    ALT_ARGS_UPTO_ONE,         /* no arguments; up to one target */
    ALT_ARGS_PER,              /* (my_reserve|all_reserves): arg */
    ALT_ARGS_GROUP,            /* (N,all|robot|plant): amount, where */
    ALT_ARGS_SCOPE,            /* ([STATUS,]expedition|player|mine): arg, where */
    ALT_ARGS_N_M,              /* (N,M): amount, and cost_max or arg */
    ALT_ARGS_JOIN,             /* (perm|other_char): where */
    ALT_ARGS_REFRESH,          /* (N[,reserve]): amount, arg */
    ALT_ARGS_FILTER,           /* (FILTER): where */
    ALT_ARGS_FILTER_N,         /* (FILTER,N): where, amount */
    ALT_ARGS_SACRIFICE,        /* (mine|my_expedition|mine_or_perm|other_robot_or_perm|plant_or_perm|perm): where */
    ALT_ARGS_OPT_N,            /* nothing (amount 1), or (N), 1 to 9: amount */
    ALT_ARGS_ASCEND,           /* (mine|each|hero|companion): where */
    ALT_ARGS_TERRAINS,         /* (TERRAIN[,TERRAIN...]): arg, terrain bits (forest, mountain, water) */
    ALT_ARGS_OPT_FILTER,       /* nothing (any card), or (FILTER): where */
    ALT_ARGS_PLAY,             /* (N,FILTER[,base<=C|base>=C]): amount, where, the Base Cost's bounds */
    ALT_ARGS_LIMIT,            /* (+N|-N[,all]): amount, signed; arg 1 for every player's */
    ALT_ARGS_CHOOSE,           /* (N[,repeat|both_unless_ahead]): amount, arg (ALT_CHOOSE_*) */
    ALT_ARGS_TERRAIN,          /* (forest|mountain|water): arg, the terrain's index */
    ALT_ARGS_KEYWORD,          /* (eternal|defender|seasoned|gigantic|tough=N): arg, an ALT_KW_* bit's index; amount N */
    /* Skybound Odyssey: */
    ALT_ARGS_LANDMARK_TOKEN,   /* (REF,mine|player|its|each): card; where 1 for a target player, else 0 and
                                  arg ALT_LANDMARK_* */
    /* Unique parts: */
    ALT_ARGS_REVEAL,           /* (FILTER,DEST,DEST): where; arg where a card of the filter goes, amount where
                                  another goes (ALT_REVEAL_*) */
    /* Skybound Odyssey, the set's last designs: */
    ALT_ARGS_N_FILTER_SCOPE,   /* (N,FILTER,mine|player): amount, arg the filter, where 0 you, 1 a target player */
    /* Whispers from the Maze: */
    ALT_ARGS_TOKEN_TARGET,     /* (REF,TARGET...): card, then the target */
    ALT_ARGS_DEPENDING         /* (A-B,C-D,E+) or (A+,C+,E+): the counts that choose the MODE abilities after it;
                                  amount, arg, cost_max the ranges' least counts, ALT_ABILITY_CUMULATIVE for "+" */
} alt_effect_args;

/* reveal_top: where the card revealed goes (stay, draw, discard, reserve,
 * resupply). */
enum { ALT_REVEAL_STAY, ALT_REVEAL_DRAW, ALT_REVEAL_DISCARD, ALT_REVEAL_RESERVE, ALT_REVEAL_RESUPPLY };

/* Skybound Odyssey: whose Landmarks a landmark token is created in, when no
 * player is targeted (arg of landmark_token). */
enum { ALT_LANDMARK_MINE = 0,  /* yours */
       ALT_LANDMARK_ITS = 1,   /* "its controller's": the controller of "it" as the step before left it */
       ALT_LANDMARK_EACH = 2,  /* each player's, in initiative order */
       /* Unique parts: targets */
       ALT_LANDMARK_OPP = 3 }; /* "target opponent's": in a game of two, the opponent's, with no pick */
/* sacrifice(perm)'s where: a Permanent you control; the exhaust ability
 * that sacrifices one as its cost needs one in play (decision.c). */
enum { ALT_SACRIFICE_PERM = 5 };

/* How a "choose N" step picks its modes (CR 6.5.g; arg). */
enum { ALT_CHOOSE_DISTINCT = 0,
       ALT_CHOOSE_REPEAT = 1,              /* "you may pick the same option multiple times" */
       ALT_CHOOSE_BOTH_UNLESS_AHEAD = 2,   /* "if each of your Expeditions is behind or tied, you may choose both" */
       /* Unique parts: targets */
       ALT_CHOOSE_OR_BOTH = 3 };           /* "you may choose both, otherwise choose one": one mode more, if wished */


/* An effect's properties (effects.def's FLAGS). A picking effect's row
 * says what it picks (ALT_PICKS) and where what it picks goes (ALT_DEST),
 * so that the listing of its answers (condition.c, picks.c), their words
 * (describe.c), the check of a position waiting on one (picks.c), the
 * questions a move asks first (CR 6.2.d), the Tough paid (CR 7.4.7) and
 * the holding of several picks (CR 6.1.e-g) are the picking machinery's
 * (effect_resolve.c), and its PERFORM function acts on one pick. A kind
 * whose picks come in steps of its own (alt_picks_stepped: a mode, a yes
 * or no, a card then another) is listed and worded the same way; its
 * PERFORM function asks each step in turn. */
enum {
    ALT_FXF_PICK = 1u << 0,    /* resolving it asks for a pick: a target, a card, an Expedition or a player */
    ALT_FXF_PASSIVE = 1u << 1, /* read where it applies; resolving it does nothing */
    ALT_FXF_EACH_PLAYER = 1u << 2, /* each player picks, in initiative order (CR 6.1.h) */
    ALT_FXF_UP_TO_N = 1u << 3, /* up to `amount` different picks, their Hand Costs at most cost_max in all */
    ALT_FXF_ANY_NUMBER = 1u << 4, /* any number of picks, one at a time; "that's all" ends them */
    ALT_FXF_FILTERED = 1u << 5,   /* the pick is narrowed by the ability's `where` (an ALT_FILTER_*) */
    ALT_FXF_OPPONENT = 1u << 6,   /* the controller's opponent decides (its own choice of a card) */
    ALT_FXF_ED4 = 1u << 7,        /* a word or mechanic of the Complete Rules 4.0: its state is encoding 6's */
    ALT_FXF_PICKS_SHIFT = 8,      /* 5 bits: an alt_picks */
    ALT_FXF_DEST_SHIFT = 13,      /* 4 bits: an alt_dest */
    ALT_FXF_THEIRS = 1u << 17,    /* the pick is in the picker's opponent's zone only */
    ALT_FXF_YOU_FIRST = 1u << 18, /* each player picks in turn, the controller first ("starting with you") */
    /* Skybound Odyssey, the set's last designs: */
    ALT_FXF_PER_COUNTER = 1u << 19, /* any number of targets, at most the source's counters, one spent per target */
    ALT_FXF_MINE = 1u << 20,        /* the pick is among the picker's own (an Expedition, a card of their Reserve) */
    ALT_FXF_SELF_TOO = 1u << 21,    /* a card of the picker's own zone, the source itself among them */
    ALT_FXF_HAND = 1u << 22,        /* ALT_PICKS_PLAYER_THEN_CHAR: the player's second pick is a card of their Hand */
    ALT_FXF_N_EXPEDITIONS = 1u << 23, /* ALT_PICKS_EXPEDITION: `amount` different Expeditions, held, then each acted on */
    ALT_FXF_COMPANION = 1u << 24,    /* ALT_PICKS_PLAY_NOW: played into the Companion Expedition only */
    ALT_FXF_PLAYS = 1u << 25,        /* ALT_PICKS_PLAYER_THEN_CHAR: the player's second pick is a card they may play
                                        for free (ALT_PICKS_PLAY_NOW's answers, "none" first) */
    ALT_FXF_ANY_RESERVE = 1u << 26,  /* ALT_PICKS_PLAY_NOW: a target card (FILTER) of any Reserve with Reserve Cost
                                        `amount` or less, played for free; an opponent's under the picker's control
                                        (CR 4.0 7.5.5) */
    ALT_FXF_MODES = 1u << 27,        /* the step decides which of the MODE abilities after it resolve, kept in the
                                        resolution's dice (modes.c): a player's choice, or the count it made */
    ALT_FXF_DECK = 1u << 28,         /* ALT_PICKS_PLAY_NOW: "it", still the top card of the picker's Deck, played for
                                        free from there */
    /* Unique parts: */
    ALT_FXF_FACING = 1u << 29,       /* ALT_PICKS_EXPEDITION: only an opposing Expedition facing the source's
                                        (both, facing a Gigantic source, CR 4.0 7.4.4.g) */
    ALT_FXF_STAT_AT_MOST = 1u << 30  /* ALT_PICKS_RESERVE_CARD: only a Character card whose statistic of the
                                        terrain `arg` is at most the source's ("with {V} less than or equal
                                        to mine") */
};
/* The last flag, past an enum's int: the effect acts on the abilities of
 * "it", a card; as an ability's first step, its trigger must name one
 * (unique.c refuses a record that writes it after any other). */
#define ALT_FXF_ITS_ABILITIES (1u << 31)
/* What a picking effect picks. */
typedef enum alt_picks {
    ALT_PICKS_NONE = 0,
    ALT_PICKS_TARGET,          /* a target in play of kind `where` (ALT_TARGET_*), Tough paid (CR 7.4.7) */
    ALT_PICKS_RESERVE_CARD,    /* a target card in any Reserve (Sabotage, CR 7.3.24) */
    ALT_PICKS_OWN_HAND,        /* a card of the picker's Hand */
    ALT_PICKS_OWN_RESERVE,     /* another card of the picker's Reserve */
    ALT_PICKS_OWN_MANA,        /* one of the picker's Mana Orbs */
    ALT_PICKS_OWN_IN_PLAY,     /* a Character of the picker's (where: 1 in the source's Expedition, 2 or a Permanent) */
    ALT_PICKS_EXPEDITION,      /* a target Expedition, either player's */
    ALT_PICKS_SCOPE,           /* a target Expedition (where 0) or a target player (where 1) */
    ALT_PICKS_PLAYER_OR_MINE,  /* a target player (where 1), or the controller with no pick (where 0) */
    ALT_PICKS_PLAY,            /* a card of the picker's Hand or Reserve to play (CR 4.0 5.2.b): its
                                  object, the Expedition, and how it is paid in the choice's bits 1-2 */
    ALT_PICKS_REGION,          /* a target visible region (CR 4.0 3.2.1.d): the choice is its number, 0-7 */
    ALT_PICKS_REGION_HELD,     /* the same, and which Terrain Marker the Hero holds: region + 8 * marker */
    ALT_PICKS_MARKER,          /* a placed Terrain Marker: the choice is its place in the game's list */
    ALT_PICKS_PLAY_OR_RESERVE, /* a target card in play (Heroes are not) or in any Reserve, Tough paid in play;
                                  the expedition says which of its counters: 0 boosts, 1 its other counters */
    ALT_PICKS_OWN_COUNTER,     /* an object the picker controls (the Hero too) or a card of their Reserve, with a
                                  counter: the expedition says which, 0 a boost, 1 another counter (a cost, no target) */
    /* The kinds whose picks come in steps the effect asks in turn
     * (alt_picks_stepped). */
    ALT_PICKS_RESERVE_READY,   /* a ready card in a Reserve, the controller's first (CR 7.3.13.b), "none"
                                  first with "up to"; "up to two" a second, different one */
    ALT_PICKS_RESERVE_EXHAUSTED, /* the same, an exhausted card (to ready, CR 7.3.18, or discard) */
    ALT_PICKS_REVEALED,        /* "no" (choice 0) or "yes" (1) to one more Exhausted Resupply; once a
                                  Resupply of two has revealed two cards (res.tally 2), which of them */
    ALT_PICKS_PLAY_NOW,        /* a card of the picker's Hand or Reserve played at once (as
                                  (object, Expedition, picker)), for N less; when each player picks in
                                  turn, for free (CR 7.3.20), "none" first */
    ALT_PICKS_RESERVE_THEN_HAND, /* another card of the controller's Reserve (where: ALT_FILTER_*), then
                                  (res.done 1) one of their Hand: an exchange (CR 7.3.9) */
    ALT_PICKS_HAND_CARD,       /* a card of the picker's Hand; "none" first when each player picks */
    ALT_PICKS_PLAYER_THEN_CHAR, /* a target player (res.done 0), then a Character of theirs, chosen by them */
    ALT_PICKS_EACH_CHAR,       /* a Character of the picker's, each player in turn */
    ALT_PICKS_TARGETS,         /* any number of targets of kind `where`, each once, "no more" first */
    ALT_PICKS_TARGETS_MOUNTAIN, /* any number of target Characters whose total {M} is N or less */
    ALT_PICKS_MODE,            /* a mode of a "choose N" step (CR 6.5.g): the choice is its number
                                  from 1; "no more" (0) first once N are chosen */
    /* Unique parts: */
    ALT_PICKS_PERM_OR_RESERVE_READY,     /* a ready Permanent in play or a ready card in a Reserve, as
                                            ALT_PICKS_RESERVE_READY's (ALT_FXF_MINE: the picker's own) */
    ALT_PICKS_PERM_OR_RESERVE_EXHAUSTED, /* the same, exhausted ones (to ready, CR 4.0 7.3.25) */
    /* Whispers from the Maze: */
    ALT_PICKS_PLAYER_THEN_EXPEDITION,    /* a target player (res.done 0, held in first_owner), then a target
                                            Expedition, either player's: the controller picks both */
    /* Unique parts: */
    ALT_PICKS_YES_NO                     /* "no" (choice 0) or "yes" (1), of the picker: the opponent's "may"
                                            (ALT_FXF_OPPONENT) */
} alt_picks;
_Static_assert(ALT_PICKS_YES_NO < 32, "an alt_picks fits ALT_FXF_PICKS_SHIFT's 5 bits");
/* Whether the kind's picks come in steps its effect asks in turn. */
static inline int alt_picks_stepped(alt_picks k)
{
    return k >= ALT_PICKS_RESERVE_READY;
}
/* Where a picking effect sends what it picks: the zone an optional
 * "instead" of leaving the Expedition zone is asked about (CR 6.2.d). */
typedef enum alt_dest {
    ALT_DEST_NONE = 0,
    ALT_DEST_RESERVE,          /* its owner's Reserve; Discard when Fleeting (CR 2.4.6.d; 4.0 2.4.7.d) */
    ALT_DEST_DISCARD,
    ALT_DEST_HAND,
    ALT_DEST_DECK,
    ALT_DEST_MODE              /* "choose one": a Permanent is discarded, a Character goes to Reserve */
} alt_dest;
#define ALT_PICKS(k) ((unsigned)(k) << ALT_FXF_PICKS_SHIFT)
#define ALT_DEST(d) ((unsigned)(d) << ALT_FXF_DEST_SHIFT)
/* The FLAGS of an effect (0 for ALT_FX_NONE); what it picks and where it sends it. */
extern const uint32_t alt_ability_effect_flag_table[ALT_FX__COUNT];   /* ability.c, from effects.def */
static inline unsigned alt_ability_effect_flags(alt_effect e)
{
    return (unsigned)e < ALT_FX__COUNT ? alt_ability_effect_flag_table[e] : 0;   /* inline: asked at every step */
}
static inline alt_picks alt_ability_picks(alt_effect e)
{
    return (alt_picks)((alt_ability_effect_flags(e) >> ALT_FXF_PICKS_SHIFT) & 0x1F);
}
static inline alt_dest alt_ability_dest(alt_effect e)
{
    return (alt_dest)((alt_ability_effect_flags(e) >> ALT_FXF_DEST_SHIFT) & 0xF);
}
/* How the encoding writes an effect ("boost_self"), or NULL. */
const char *alt_ability_effect_name(alt_effect e);
/* The trigger the encoding names so ("ALLYJOINS"), or ALT_TRIG__COUNT. */
alt_trigger alt_ability_trigger_of(const char *word);

/* Where tokens go. */
enum { ALT_WHERE_MINE, ALT_WHERE_EACH, ALT_WHERE_OTHER, ALT_WHERE_HERO, ALT_WHERE_COMPANION, ALT_WHERE_CHOICE,
       ALT_WHERE_TARGET,   /* all of them in one target Expedition of yours */
       ALT_WHERE_LEFT,     /* in the Expedition the source has just left ("When I leave ...") */
       /* Skybound Odyssey: */
       ALT_WHERE_OPP_COMPANION,  /* in your opponent's Companion Expedition */
       ALT_WHERE_ITS_COMPANION,  /* in the Companion Expedition of the owner of "it" (the step before's pick) */
       ALT_WHERE_ALL,            /* in each Expedition, each player's own (the set's last designs) */
       /* Whispers from the Maze: */
       ALT_WHERE_BEHIND_OR_TIED, /* in each of your Expeditions that is behind or tied (CR 4.0 7.5.2) */
       /* Unique parts (Skybound Odyssey's Ascend): */
       ALT_WHERE_ASCENDED,       /* in each of your Ascended Expeditions (CR 4.0 2.4.3) */
       /* Unique parts: triggers and conditions */
       ALT_WHERE_OPP_CHOICE,     /* all of them in one Expedition of your opponent's, your choice (not a target) */
       /* Unique parts: tokens in an opponent's Expedition */
       ALT_WHERE_FACING,         /* in the Expedition facing the source's, the opponent's (facing a Gigantic
                                    source, either: its controller's choice, CR 4.0 7.4.4.h) */
       ALT_WHERE_NOT_MINE };     /* in one target Expedition the source is not in, either player's */

/* What a target may be (objects in play, CR 7.5 "target" defaults). */
enum { ALT_TARGET_CHAR, ALT_TARGET_MYCHAR, ALT_TARGET_OTHER_CHAR, ALT_TARGET_CHAR_OR_PERM, ALT_TARGET_MYPERM,
       ALT_TARGET_STATUS_CHAR,           /* a Fleeting, Anchored or Asleep Character */
       ALT_TARGET_STATUS_CHAR_OR_PERM,
       ALT_TARGET_PLANT,                 /* a Plant in play */
       ALT_TARGET_MY_OTHER_EXP_CHAR,     /* a Character of yours in the Expedition I am not in */
       ALT_TARGET_OTHER_FLEETING_CHAR,   /* another Fleeting Character */
       ALT_TARGET_CHAR_IN_MY_EXP,        /* a Character in my Expedition */
       ALT_TARGET_FACING_CHAR,           /* an opposing Character in the Expedition facing mine */
       ALT_TARGET_OTHER_FOREST_CHAR,     /* another Character in {V} (CR 7.5.7.b) */
       ALT_TARGET_SMALL_STATS_CHAR,      /* a Character with no statistic over 3 */
       ALT_TARGET_CHAR_OR_GEAR,          /* a Character or Expedition Permanent */
       ALT_TARGET_FOREST_CHAR,           /* a Character in {V} */
       ALT_TARGET_PERM,                  /* a Permanent in play */
       ALT_TARGET_FLEETING_CHAR,         /* a Fleeting Character */
       ALT_TARGET_MY_OTHER_CHAR,         /* a Character you control other than me */
       /* Whispers from the Maze: kinds of card_boost alone (ALT_PICKS_PLAY_OR_RESERVE) */
       ALT_TARGET_RESERVE_CHAR,          /* a Character card in any Reserve */
       ALT_TARGET_CHAR_PLAY_OR_RESERVE,  /* a Character in play or in any Reserve */
       ALT_TARGET_OTHER_CHAR_PLAY_OR_RESERVE,  /* the same, other than me */
       ALT_TARGET_BOOSTED_CHAR,        /* a Boosted Character (CR 4.0 2.4.5.a: one boost or more) */
       /* Skybound Odyssey: */
       ALT_TARGET_NONFLEETING_CHAR,      /* a non-Fleeting Character */
       ALT_TARGET_ASCENDED_CHAR,         /* a Character in an Ascended Expedition (CR 4.0 2.4.3) */
       ALT_TARGET_TOKEN_CHAR,            /* a token Character */
       /* Skybound Odyssey, the set's last designs: */
       ALT_TARGET_SINGLE_TERRAIN_CHAR,   /* a Character in a single-terrain region (CR 4.0 3.2.1.d) */
       ALT_TARGET_WATER_CHAR,            /* a Character in {O} (CR 7.5.7.b) */
       /* Whispers from the Maze: */
       ALT_TARGET_FLEETING_OR_ASLEEP_CHAR,   /* a Fleeting or Asleep Character */
       ALT_TARGET_FLEETING_OR_BOOSTED_CHAR, /* a Fleeting or Boosted Character */
       ALT_TARGET_MY_OTHER_RESERVE_CHAR,    /* another Character card in your Reserve (card_boost's, card_discard's) */
       /* Unique parts: */
       ALT_TARGET_OTHER_CHAR_FOREST_AT_MOST,  /* a Character other than me with {V} at most mine */
       ALT_TARGET_NONCOMPANION_TOKEN,    /* a token in play, Character or Permanent, not a Companion (CR 2.2.2) */
       ALT_TARGET_TOKEN_PERM,            /* a token Permanent in play (a Landmark's too) */
       ALT_TARGET_SUPPORT_CHAR_PLAY_OR_RESERVE };  /* a Character in play or in any Reserve with a {D} ability
                                                      (card_boost's) */
enum { ALT_COST_MY_CHARS = -2,    /* cost_max: "X, the number of Characters you control" */
       /* Whispers from the Maze: */
       ALT_COST_MY_CHAR_COST = -3,   /* cost_max: "the Hand Cost of a Character you control": the highest */
       /* Unique parts: targets */
       ALT_COST_ROLL = -4,           /* cost_max: "X or less, where X is the result": the die this effect rolled */
       ALT_COST_IT = -5 };           /* cost_max: "equal or lower Hand Cost" than "it", the card the step before named */
enum { ALT_COST_MY_COUNTERS = 0xFF }; /* it_cost_min: "Hand Cost >= my number of counters" */
/* Whispers from the Maze: an amount (target_boost's) or a cost_max that is
 * X+K, X the card's own counters wherever it is (a Spell's in Limbo, CR 4.0
 * 2.5.k: "where X is my number of Arcane counters"): written counters+K,
 * kept as ALT_AMOUNT_MY_COUNTERS - K (K 0 to 9). */
enum { ALT_AMOUNT_MY_COUNTERS = -16 };
static inline int alt_ability_counters_plus(int v)
{
    return v <= ALT_AMOUNT_MY_COUNTERS && v > ALT_AMOUNT_MY_COUNTERS - 10 ? ALT_AMOUNT_MY_COUNTERS - v : -1;
}

/* Which of your Characters a group effect reaches; from ALT_GROUP_OTHER_ALL
 * on, the same "other than me". */
enum { ALT_GROUP_ALL, ALT_GROUP_ROBOT, ALT_GROUP_PLANT, ALT_GROUP_OTHER_ALL, ALT_GROUP_OTHER_ROBOT,
       ALT_GROUP_OTHER_PLANT, ALT_GROUP_OTHER_ANIMAL, ALT_GROUP_OTHER_ARTIST, ALT_GROUP__COUNT };

/* Which cards a modifier waits for. */
enum { ALT_FILTER_ANY, ALT_FILTER_CHARACTER, ALT_FILTER_SPELL, ALT_FILTER_PERMANENT, ALT_FILTER_PLANT,
       ALT_FILTER_BUREAUCRAT,
       ALT_FILTER_SMALL_CHARACTER,    /* a Character with Hand Cost 3 or less */
       ALT_FILTER_RESERVE_CHARACTER,  /* a Character played from Reserve */
       ALT_FILTER_COST3,              /* a card with Hand Cost 3 or less */
       /* Skybound Odyssey: */
       ALT_FILTER_BIG_CHARACTER,      /* a Character with Hand Cost 4 or more */
       ALT_FILTER_BIG_SPELL,          /* a Spell with Hand Cost 4 or more */
       ALT_FILTER_ANIMAL,             /* an Animal */
       ALT_FILTER_ANIMAL_ADVENTURER, /* an Animal or an Adventurer */
       /* Unique parts, Whispers from the Maze: */
       ALT_FILTER_ZERO_STAT_CHARACTER, /* a Character with a base statistic of 0 */
       ALT_FILTER_ROBOT_OR_PERMANENT,  /* a Robot or a Permanent */
       ALT_FILTER_ARTIST_OR_SONG,      /* an Artist or a Song */
       /* Whispers from the Maze: */
       ALT_FILTER_ARTIST,              /* an Artist */
       ALT_FILTER_ROBOT,               /* a Robot */
       /* Skybound Odyssey, the set's last designs: */
       ALT_FILTER_MID_CHARACTER,       /* a Character with Hand Cost 3 or more */
       /* Whispers from the Maze, its later designs: */
       ALT_FILTER_FOREST_CHARACTER };  /* a Character played into {V} ("the next Character you play in {V}"):
                                          a next(...,boost,N) modifier's only, read as the Character joins */

/* Conditions checked as the effect resolves. */
typedef enum alt_condition {
    ALT_COND_NONE = 0,
    ALT_COND_LANDMARKS_GE,      /* you control at least N Landmarks */
    ALT_COND_OTHER_CHARS_GE,    /* you control at least N other Characters */
    ALT_COND_FIRST_PLAYER,      /* you are the first player (written first_player>=1) */
    ALT_COND_PLANTS_GE,         /* you control at least N Plants */
    ALT_COND_BOOSTED_GE,        /* you control at least N Boosted Characters */
    ALT_COND_OTHER_BOOSTED_GE,  /* ... other than me */
    ALT_COND_ZERO_STATS_GE,     /* at least N base statistics of 0 among Characters you control */
    ALT_COND_TOKENS_GE,         /* you control at least N tokens */
    ALT_COND_ROLL_GE,           /* the die rolled by this effect shows N or more */
    ALT_COND_ROLL_LE,           /* ... N or less (written roll<=N) */
    ALT_COND_DID,               /* the previous step did what it says ("if you do") */
    ALT_COND_SELF_BOOSTS_GE,    /* I have N boosts or more */
    ALT_COND_SELF_BOOSTS_LE,    /* ... N or less (written self_boosts<=N) */
    ALT_COND_BUREAUCRATS_GE,    /* you control at least N Bureaucrats */
    ALT_COND_DID_LE,            /* "if you don't": the previous step did not happen (written did<=0) */
    ALT_COND_SELF_FLEETING_GE,  /* I am Fleeting (written self_fleeting>=1) */
    ALT_COND_SELF_FLEETING_LE,  /* I am not Fleeting (written self_fleeting<=0) */
    ALT_COND_SELF_COUNTERS_GE,  /* I have N counters or more */
    ALT_COND_SELF_COUNTERS_LE,  /* ... N or fewer (written self_counters<=N) */
    ALT_COND_DAY_GE,            /* it is Day N or later ("ignore my abilities during the first Day") */
    ALT_COND_FESTIVAL,          /* you control a Fleeting, another Anchored and yet another Asleep Character */
    ALT_COND_ASCENDED_GE,       /* N or more of your Expeditions are Ascended (CR 4.0 2.4.3) */
    ALT_COND_MY_EXP_ASCENDED,   /* my Expedition is Ascended (written my_exp_ascended>=1) */
    ALT_COND_SINGLE_TERRAIN_GE, /* N or more visible regions have a single terrain (CR 4.0 3.2.1.d) */
    /* Trial by Frost: */
    ALT_COND_IT_COST_GE,        /* "it" has a Hand Cost of N or more */
    ALT_COND_IT_ZERO_TERRAIN,   /* "it" is in a terrain where its base statistic is 0 */
    ALT_COND_IT_IN_FOREST_GE,   /* "it" is in {V} */
    ALT_COND_IT_IN_FOREST_LE,   /* "it" is not */
    ALT_COND_IT_BEHIND,         /* "it"'s Expedition is behind */
    ALT_COND_IT_ASLEEP,         /* "it" is Asleep */
    /* Counts (counts.def, count.c): a number the state gives, at least N,
     * or at most N with ALT_ABILITY_COND_LE. */
#define COUNT(id, name, words) ALT_COND_##id,
#include "counts.def"
#undef COUNT
    ALT_COND__COUNT
} alt_condition;
/* The first count condition. */
#define ALT_COND_FIRST_COUNT (ALT_COND_IT_ASLEEP + 1)

enum {
    ALT_ABILITY_MAY = 1u << 0,    /* "you may": the controller says yes or no */
    ALT_ABILITY_UPTO = 1u << 1,   /* "up to one target": choosing none is an answer */
    ALT_ABILITY_LOSE_FLEETING = 1u << 2,  /* "... and loses Fleeting", on the same object */
    ALT_ABILITY_TWO = 1u << 3,    /* "up to two targets": a second, different pick */
    ALT_ABILITY_NONTOKEN = 1u << 4,  /* ALLY_JOINS: only a non-token Character */
    ALT_ABILITY_ROBOT = 1u << 5,     /* ALLY_JOINS: only a Robot */
    ALT_ABILITY_BUREAUCRAT = 1u << 6,/* ALLY_JOINS, PLAY_CHAR: only a Bureaucrat */
    ALT_ABILITY_EXHAUST_ME = 1u << 7,/* "you may exhaust me to ...": yes exhausts the source (CR 2.4.5.a; 4.0 2.4.6.a) */
    ALT_ABILITY_ZERO_STAT = 1u << 8, /* PLAY_CHAR: only a Character with a base statistic of 0 */
    ALT_ABILITY_STEP_COND = 1u << 9, /* the condition is the effect's step's, read as it resolves (CR 6.5.c),
                                        whatever the trigger: "At Dusk — If I have ..." (written step_if) */
    ALT_ABILITY_HAVE = 1u << 10,     /* "you may have target ... do": a "may" whose step is the target's own
                                        doing (CR 4.0 7.3.17) */
    ALT_ABILITY_BASE_COST = 1u << 11, /* the costs it bounds (cost<=, cost>=, base<=, base>=) are Base Costs
                                        (CR 4.0 2.2.9): a card's Reserve Cost when it is Fleeting, in Reserve
                                        or played from Reserve, else its Hand Cost */
    ALT_ABILITY_NONILLUSION = 1u << 12, /* YOUSACRIFICE: only a Character that is not an Illusion */
    /* Steps that go together (docs/card-database.md, "Chains"): the first
     * step of an ability, or a THEN step without these flags, heads a
     * chain; a `gated` THEN step runs only when its chain's head was done,
     * an `otherwise` step only when it was not. The head was done when its
     * condition held; with `ifyes` also when its "you may" was answered
     * yes; with `ifdone` also when it did what it says. After an `ifyes` or
     * `ifdone` head, "if you do" (did) starts over for the steps after it. */
    ALT_ABILITY_GATED = 1u << 13,
    ALT_ABILITY_OTHERWISE = 1u << 14,
    ALT_ABILITY_IFYES = 1u << 15,
    ALT_ABILITY_IFDONE = 1u << 16,
    ALT_ABILITY_COND_LE = 1u << 17,  /* the condition reads "at most N" (written NAME<=N) */
    ALT_ABILITY_SUPPORT = 1u << 18,  /* {I} (CR 4.0 7.1.5.a, 2.2.12.e): a support Reaction, which works only
                                        while its card is in its owner's Reserve and ready (2.2.12.i-j) */
    ALT_ABILITY_SPEND_BOOSTS = 1u << 19,/* with `spend`: "you may spend N of my boosts": boosts, not counters */
    /* Skybound Odyssey: what "when you sacrifice" listens for (YOUSACRIFICE;
     * neither: a Character). */
    ALT_ABILITY_SAC_PERM = 1u << 20,     /* "When you sacrifice a Permanent" */
    ALT_ABILITY_SAC_ANY = 1u << 21,      /* "When you sacrifice a Character or Permanent" */
    /* Skybound Odyssey, the set's last designs: */
    ALT_ABILITY_ROBOT_OR_TOKEN = 1u << 22, /* JOINSMYEXP, ALLY_JOINS: only a Robot or a token */
    ALT_ABILITY_BOTH_FAILED = 1u << 23,  /* FAIL: only when both of its player's Expeditions failed (written both) */
    ALT_ABILITY_ONE_FAILED = 1u << 24,   /* FAIL: only when the other one moved forward (written alone) */
    ALT_ABILITY_ARTIST_OR_SONG = 1u << 25, /* Whispers from the Maze: PLAY_CHAR "When you play a Song or Artist":
                                            an Artist played, and a Song as PLAY_SPELL hears it */
    ALT_ABILITY_CUMULATIVE = 1u << 26,   /* ALT_ARGS_DEPENDING written "A+": every range the count reaches, not one */
    ALT_ABILITY_OWN_ROLL = 1u << 27,     /* ROLLREVEAL: only a die the card's own effect rolls (written own) */
    ALT_ABILITY_ANY_MOVE = 1u << 28,     /* Whispers from the Maze, Rune's Testament: WOULDFORWARD "If my Expedition
                                            would move forward", any move, Progress's or an effect's (written any) */
    /* Unique parts: triggers */
    ALT_ABILITY_OTHER = 1u << 29,        /* ALLYFLEETING, BOOSTED, NEWLYBOOSTED: "another": "it" is not the source
                                            (written other) */
    ALT_ABILITY_ANIMAL = 1u << 30        /* ALLYJOINS: only an Animal (written animal) */
};
/* Unique parts: tail. A chain's head: "do this once for each ...": its
 * chain done as many times as its count (cond, read as the head first
 * resolves; 0: not at all) says, one after the other (CR 6.5.i; written
 * each(COUNT)); the instances, the one resolving included, ride on the
 * resolving Reaction (state.h, ALT_R_REPEATS). A define: an enumerator
 * stops at bit 30. */
#define ALT_ABILITY_EACH (1u << 31)

/* Costs that depend on the game (alt_ability.extra). */
enum { ALT_EXTRA_NONE = 0,
       ALT_EXTRA_UNLESS_FIRST = 1,    /* "costs {1} more if you are not the first player" */
       /* A "next card" modifier's span when its words give it, whatever
        * the trigger ("this Afternoon", "this turn"). */
       ALT_EXTRA_AFTERNOON = 2,
       ALT_EXTRA_TURN = 3 };

typedef struct alt_ability {
    uint8_t trigger;     /* alt_trigger */
    uint16_t effect;     /* alt_effect: past 256 rows (a byte held the first 256) */
    uint32_t flags;      /* ALT_ABILITY_* */
    uint8_t cond;        /* alt_condition */
    int8_t amount;       /* N */
    int8_t cond_arg;
    uint8_t where;       /* ALT_WHERE_* for tokens; ALT_FILTER_* for ALT_FX_NEXT */
    uint8_t arg;         /* a status bit, the modifier's kind, a count's second number */
    uint16_t card;       /* a token's card database index */
    int8_t cost_max;     /* targets: Hand Cost at most this; -1 for any */
    uint8_t mana;        /* a mana cost: with {T} ({2}, {T}), or "you may pay N" (ALT_ABILITY_MAY) */
    uint8_t it_cost_min; /* PLAY_CHAR, PLAY_PERM: only a card with Hand Cost this or more
                            (ALT_COST_MY_COUNTERS: at least the source's counters); a target: its
                            least Hand Cost ("cost>=N"), 0 for none */
    uint8_t spend;       /* counters of the source spent as a cost: with {T}, or on "may" yes */
    uint8_t extra;       /* ALT_EXTRA_*: a cost that depends on the game */
    uint8_t played_max;  /* Skybound Odyssey: a PLAY trigger's "Base Cost N or less" bound of the card
                            played (written base<=N after base>=M), 0 for none */
    uint8_t times;       /* Whispers from the Maze: "do the following X+K times", X the card's counters
                            (CR 4.0 6.5.i; written times(counters+K)): K + 1, 0 for once */
} alt_ability;

/* Whether the ability reacts to a card played ("When you play a Character
 * (Permanent, Spell) with Base Cost N or more"): its it_cost_min bounds
 * the card played, never a target of its effect (Skybound Odyssey's Well
 * of Tears gives its boost to any Character). */
static inline int alt_ability_about_play(const alt_ability *a)
{
    return a->trigger == ALT_TRIG_PLAY_CHAR || a->trigger == ALT_TRIG_PLAY_PERM || a->trigger == ALT_TRIG_PLAY_SPELL;
}
/* CR 6.5.g, the modes chosen and still to come (alt_resolution.dice): one
 * mode number a byte, three at most, for a "choose N"; for a "choose X+K"
 * (choose(counters+K), Whispers from the Maze), where X+1 may pass three,
 * a packed form: the three bytes as one 24-bit number (dice[0] lowest),
 * bits 0-3 how many are still to come, then two bits each, the next
 * first, its number less one. So such a step has four modes at most
 * (ability.c) and holds ALT_MODES_PACKED_MAX picks; a game without one
 * keeps its bytes (docs/state-hash.md). */
enum { ALT_MODES_PACKED_MAX = 10, ALT_MODES_PACKED_MODES = 4 };
static inline int alt_ability_modes_packed(const alt_ability *chooser)
{
    return chooser->effect == ALT_FX_CHOOSE && alt_ability_counters_plus(chooser->amount) >= 0;
}
static inline uint32_t alt_ability_modes_word(const uint8_t dice[3])
{
    return dice[0] | (uint32_t)dice[1] << 8 | (uint32_t)dice[2] << 16;
}
/* The i-th mode still to come (from 0), 0 for none. */
static inline int alt_ability_mode_at(const uint8_t dice[3], int packed, int i)
{
    if (!packed)
        return i < 3 ? dice[i] : 0;
    uint32_t v = alt_ability_modes_word(dice);
    return i < (int)(v & 15) ? (int)((v >> (4 + 2 * i)) & 3) + 1 : 0;
}
/* Adds mode m after the n already chosen (n below the store's room). */
static inline void alt_ability_mode_add(uint8_t dice[3], int packed, int n, int m)
{
    if (!packed) {
        dice[n] = (uint8_t)m;
        return;
    }
    uint32_t v = (alt_ability_modes_word(dice) & ~15u) | (uint32_t)(m - 1) << (4 + 2 * n) | (uint32_t)(n + 1);
    dice[0] = (uint8_t)v, dice[1] = (uint8_t)(v >> 8), dice[2] = (uint8_t)(v >> 16);
}
/* Takes the next mode off the list and returns it, 0 for none. */
static inline int alt_ability_mode_take(uint8_t dice[3], int packed)
{
    int m = alt_ability_mode_at(dice, packed, 0);
    if (!packed) {
        dice[0] = dice[1], dice[1] = dice[2], dice[2] = 0;
        return m;
    }
    uint32_t v = alt_ability_modes_word(dice), n = v & 15;
    v = n ? ((v >> 6) << 4) | (n - 1) : 0;
    dice[0] = (uint8_t)v, dice[1] = (uint8_t)(v >> 8), dice[2] = (uint8_t)(v >> 16);
    return m;
}
/* The index of the step that chose the modes a modal step belongs to in a
 * card's abilities (the step itself, a MODE, or a THEN after one): a
 * "choose", or a step whose count chooses them (ALT_FXF_MODES); -1 for none. */
static inline int alt_ability_chooser(const alt_ability *list, int n, int index)
{
    for (int i = index; i >= 0 && i < n; i--) {
        if (alt_ability_effect_flags((alt_effect)list[i].effect) & ALT_FXF_MODES)
            return i;
        if (list[i].trigger != ALT_TRIG_MODE && list[i].trigger != ALT_TRIG_THEN)
            return -1;
    }
    return -1;
}

/* Modifiers that wait for the next card (ALT_FX_NEXT: arg). */
enum {
    ALT_MOD_COST = 1,           /* costs `amount` less */
    ALT_MOD_BOOST,              /* gains `amount` boosts */
    ALT_MOD_LOSE_FLEETING,      /* loses Fleeting */
    ALT_MOD_FREE,               /* is played for free (CR 7.3.20) */
    ALT_MOD_ANCHORED,           /* gains Anchored */
    ALT_MOD_FREE_HAND_UNFLEETING, /* is free, and loses Fleeting when played from Hand */
    ALT_MOD_HAND_R_TRIGGERS,    /* played from Hand, its {R} Reactions activate too */
    ALT_MOD_COST_MIN1,          /* costs `amount` less, down to a minimum of 1 */
    /* Not a "next card" modifier: an Ongoing Emblem of its player's
     * (CR 4.0 2.2.2.m, 2.2.15) that no card played uses up: "Characters
     * (filter) you control are [Tough amount]" while it lasts. */
    ALT_MOD_TOUGH,
    /* Unique parts: tail */
    ALT_MOD_MAY_ASLEEP,         /* "you may have it gain Asleep": its Reaction asks its player yes or no */
    ALT_MOD_HAND_R_ONE          /* played from Hand, one of its {R} Reactions activates: its Reaction asks which */
};

/* Per card: a Unique's three main abilities and its support ability take
 * up to four steps each (a cost, then a die and what each result does). */
enum { ALT_ABILITIES_MAX = 16 };
enum { ALT_AMOUNT_ROLL = -1,      /* an amount that is the die's result ("X, where X is the result") */
       ALT_AMOUNT_BUREAUCRATS = -2 }; /* a token amount: one per Bureaucrat you control */
/* What boost_self_per counts (arg): your Reserve, every Reserve, the die
 * this effect rolled, or, from ALT_PER_COUNT on, count condition
 * ALT_COND_FIRST_COUNT + (arg - ALT_PER_COUNT) (counts.def). */
enum { ALT_PER_MY_RESERVE, ALT_PER_ALL_RESERVES, ALT_PER_ROLL, ALT_PER_COUNT };

/* What count condition c counts, in words (counts.def); NULL for another. */
const char *alt_ability_count_words(alt_condition c);
/* Whether the ability reads what happened this turn (a count of
 * counts.def's "this turn" group, as its condition or what it counts
 * per): a game hashed over an encoding before 8 cannot hold it. */
int alt_ability_reads_turn(const alt_ability *a);

/* The edition of the Complete Rules whose words an ability uses: 4 for
 * Ascend, Defect, Terrain Markers, Rush, a card an effect plays, Base
 * Cost, "have ... do" (their state is encoding 6's); 3 for every other. */
int alt_ability_edition(const alt_ability *a);

/* One ability's effect in words, its arguments filled in (its effects.def
 * row's words): what `cards show` and the descriptions of answers say it
 * does. Returns the length it needed (snprintf semantics). */
size_t alt_ability_words(const alt_cards *db, const alt_ability *a, char *buf, size_t cap);

/* Parses one card's abilities column into out (up to ALT_ABILITIES_MAX).
 * Token references are looked up with find(ctx, ref). Returns the count, or
 * -1 when the text is not in the encoding. */
int alt_ability_parse(const char *text, alt_ability *out, uint16_t (*find)(void *ctx, const char *ref),
                      void *ctx);

#endif
