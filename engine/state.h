/*
 * state.h: the game state as one flat block, and the zone primitives.
 *
 * The whole game lives in struct alt_game: fixed arrays, no pointers other
 * than the immutable card database, so that a copy is one memcpy and no step
 * allocates. Every card of a player is an object with a stable id: its index
 * in the deck as set up (0..count-1); tokens take ids from ALT_TOKEN_BASE on.
 * Zones are ordered lists of ids; an object records which zone holds it.
 *
 * Internal to the engine: replay/ and judged/ see only altered.h.
 */
#ifndef ALT_STATE_H
#define ALT_STATE_H

#include "altered.h"
#include "cards.h"

#include <string.h>

enum {
    ALT_TOKEN_BASE = ALT_DECK_MAX,          /* first token object id */
    ALT_TOKEN_MAX = ALT_POS_TOKENS,          /* tokens a player may have at once */
    ALT_OBJ_MAX = ALT_TOKEN_BASE + ALT_TOKEN_MAX,
    ALT_REGIONS = 8,                         /* Hero region, 6 Tumult regions, Companion region */
    ALT_LAST_REGION = ALT_REGIONS - 1,
    ALT_DAILY_CAP = 100                      /* CR 1.4.6.b and 1.4.6.c */
};

/* The public alt_zone_id values are these; keep them equal. */
typedef enum alt_zone {
    ALT_Z_NONE = 0,      /* a free token slot */
    ALT_Z_DECK, ALT_Z_HAND, ALT_Z_MANA, ALT_Z_RESERVE, ALT_Z_LANDMARK,
    ALT_Z_DISCARD, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LIMBO,
    ALT_Z__COUNT
} alt_zone;

/* Statuses (CR 2.4); Boosted is derived from the boost count. */
enum {
    ALT_ST_EXHAUSTED = ALT_STATUS_EXHAUSTED,
    ALT_ST_FLEETING  = ALT_STATUS_FLEETING,
    ALT_ST_ANCHORED  = ALT_STATUS_ANCHORED,
    ALT_ST_ASLEEP    = ALT_STATUS_ASLEEP
};

/* Bookkeeping flags that are not statuses. */
enum {
    ALT_OF_KEPT = ALT_FLAG_KEPT,            /* chosen during this Night's Clean-up */
    ALT_OF_AFTER_REST = ALT_FLAG_AFTER_REST /* its Expedition failed to move forward: Reactions wait for Rest's end */
};

/* Terrains, as bits of a region's sub-types (CR 2.2.2.k). */
enum { ALT_T_FOREST = 1u << 0, ALT_T_MOUNTAIN = 1u << 1, ALT_T_WATER = 1u << 2,
       ALT_T_ALL = 7u, ALT_TERRAINS = 3 };

/* Reactions and the effect being resolved (react.c). */
enum {
    ALT_LIMBO_MAX = ALT_POS_LIMBO, /* Reactions waiting at once; more do not activate */
    ALT_MODS_MAX = ALT_POS_MODS,   /* "next card" modifiers a player may hold */
    ALT_SCOUT_ABILITY = ALT_POS_SCOUT, /* the "{H} Send me to Reserve" that Scout grants (CR 7.4.5.c) */
    ALT_HERO_OBJECT = ALT_POS_HERO     /* a Reaction's source when it is the player's Hero */
};

typedef struct alt_reaction {
    uint8_t player;    /* controller */
    uint8_t source;    /* the object whose ability it is */
    uint8_t ability;   /* index in its card's abilities, or ALT_SCOUT_ABILITY */
    uint8_t from_reserve;
    uint16_t card;     /* the source's card: the ability outlives the source's moves */
    uint8_t subject;   /* "it": the object the trigger or the previous step named, or ALT_NO_OBJECT */
    uint8_t subject_owner;
} alt_reaction;

typedef enum alt_resume {
    ALT_RESUME_NONE = 0,
    ALT_RESUME_END_TURN,      /* a card was played: the turn ends (CR 4.2.3.e) */
    ALT_RESUME_TURN,          /* a quick action: the same player goes on */
    ALT_RESUME_AFTERNOON,     /* Noon's Reactions are done */
    ALT_RESUME_PROGRESS,      /* "At Dusk" Reactions are done: Progress */
    ALT_RESUME_REST,          /* Dusk's Reactions are done: Night's Rest */
    ALT_RESUME_CLEANUP,       /* Rest's Reactions are done: Clean-up */
    ALT_RESUME_VICTORY,       /* Clean-up's Reactions are done: Check Victory */
    ALT_RESUME_EXPAND         /* the Morning's draws' Reactions are done: Expand */
} alt_resume;

typedef enum alt_res_step {
    ALT_RES_START = 0, ALT_RES_MAY_ASKED, ALT_RES_RUN, ALT_RES_PICK_ASKED, ALT_RES_DECLINED
} alt_res_step;

typedef struct alt_resolution {
    alt_reaction r;
    uint8_t active;
    uint8_t step;        /* alt_res_step */
    uint8_t done;        /* repetitions done (tokens placed one by one) */
    uint8_t spell;       /* 1: r.source is a Spell in Limbo running its own effects */
    uint8_t pick_object, pick_expedition;
    uint16_t pick_choice;
    uint8_t first_object, first_owner;   /* "up to two": the first pick, not to be taken again */
    uint8_t roll;        /* the die this effect rolled (0: none), kept across its THEN steps */
    uint8_t did;         /* the last step did what it says, for an "if you do" THEN step */
    uint8_t tally;       /* a running count: Hand Cost chosen so far, revealed cards left */
    uint8_t dice[3];     /* dice rolled, one of which is kept (0: none waits) */
} alt_resolution;

typedef struct alt_modifier {
    uint8_t filter;      /* ALT_FILTER_* */
    uint8_t kind;        /* ALT_MOD_* */
    uint8_t amount;
    uint8_t until_afternoon_ends;  /* 0: ends with the turn */
} alt_modifier;

typedef struct alt_object {
    uint16_t card;      /* card database index; ALT_CARD_NONE for a free slot */
    uint8_t zone;       /* alt_zone */
    uint8_t status;     /* ALT_ST_* */
    uint8_t boosts;
    uint8_t flags;      /* ALT_OF_* */
    uint8_t quick_uses; /* quick actions played today (CR 1.4.6.b) */
    uint8_t reactions;  /* reactions activated today (CR 1.4.6.c) */
    uint8_t counters;   /* Kelon, Scrap and the like (CR 2.5): lost with any move */
} alt_object;

typedef struct alt_player {
    alt_object obj[ALT_OBJ_MAX];
    uint8_t zone_n[ALT_Z__COUNT];
    uint8_t zone[ALT_Z__COUNT][ALT_OBJ_MAX];  /* ids; the Deck's top is its last entry */
    uint8_t distance[2];     /* regions travelled by each Expedition, 0..7 */
    uint8_t moved_today[2];  /* moved forward this Day (Gears rest, CR 4.2.5.b) */
    uint8_t passed;          /* passed this Afternoon */
    uint8_t hero_status;     /* statuses of the Hero card */
    uint8_t mods_n;
    uint8_t hero_reactions;  /* the Hero's Reactions activated today (CR 1.4.6.c) */
    uint8_t hero_quick_uses; /* the Hero's quick actions played today (CR 1.4.6.b) */
    uint8_t blocked_today;   /* bit e: that Expedition can't move forward this Day */
    uint8_t hero_counters;   /* Heroism, Scrap, ... on the Hero card */
    uint8_t pad;
    alt_modifier mods[ALT_MODS_MAX];
} alt_player;

struct alt_game {
    const alt_cards *db;
    alt_setup setup;
    uint64_t setup_digest;   /* both decks by reference (docs/state-hash.md) */
    uint64_t rng[4];
    uint16_t day;
    uint8_t phase;           /* alt_phase */
    uint8_t dec_kind;        /* alt_decision_kind */
    uint8_t dec_player;
    uint8_t first_player;
    uint8_t arena;           /* tiebreakers have started (CR 4.3) */
    uint8_t winner;          /* 0, 1, or ALT_NO_WINNER */
    uint8_t outcome;         /* alt_outcome */
    uint8_t region_terrain[ALT_REGIONS];  /* terrain bits once face-up */
    uint8_t tumult_order[3];  /* Tumult card at each slot: 0 V|MO, 1 M|VO, 2 O|VM */
    uint8_t tumult_flip[3];   /* 1: the card's second half faces the Hero region */
    uint8_t tumult_up;        /* bit s: the Tumult card in slot s is face-up */
    uint8_t limbo_n;
    uint8_t resume;           /* alt_resume: where the game goes when Limbo is empty */
    uint8_t resume_player;
    uint8_t overflow;         /* a table was full during this step (always 0 between steps) */
    alt_reaction limbo[ALT_LIMBO_MAX];
    alt_resolution res;
    alt_player p[2];
};

enum { ALT_NO_WINNER = 0xFF };



/* ---- zone primitives (state.c) */
void alt_state_push(alt_player *pl, uint8_t id, alt_zone z);
void alt_state_remove(alt_player *pl, uint8_t id);
/* Moves an object between zones, applying what the rules attach to the move:
 * statuses fall off (CR 2.4.1.d), boosts fall off outside the Expedition and
 * Reserve paths that keep them (CR 2.4.4.b), tokens cease to exist outside
 * play (CR 7.3.4). Returns 0 if the object ceased to exist. */
int alt_state_move(alt_game *g, int p, uint8_t id, alt_zone to);
const alt_card_info *alt_state_card(const alt_game *g, int p, uint8_t id);
int alt_state_is_token(uint8_t id);
/* A Character's statistic in one terrain, boosts included. */
int alt_state_stat(const alt_game *g, int p, uint8_t id, int terrain);
int alt_state_ready_mana(const alt_player *pl);
/* Pays a mana cost: exhausts the first ready Mana Orbs, in zone order. */
void alt_state_pay(alt_game *g, int p, int cost);
uint8_t alt_state_reserve_limit(const alt_game *g, int p);
uint8_t alt_state_landmark_limit(const alt_game *g, int p);
/* Makes the Deck hold at least n cards where the Discard pile allows:
 * the Discard pile, shuffled, goes under the Deck (CR 3.2.2.d; seed 003
 * for an empty Deck). Every step that reads the Deck's top n calls it. */
void alt_state_deck_at_least(alt_game *g, int p, int n);
/* Draws n cards, shuffling the Discard pile in when the Deck runs out. */
void alt_state_draw(alt_game *g, int p, int n);
/* Creates a token of card in Expedition e; returns its id or ALT_NO_OBJECT. */
uint8_t alt_state_create_token(alt_game *g, int p, uint16_t card, alt_expedition e);

/* ---- day structure (day.c): runs automatic steps until a decision waits */
void alt_day_advance(alt_game *g);
void alt_day_start_afternoon(alt_game *g);
void alt_day_end_turn(alt_game *g, int p);
/* Modifiers end with the turn, or with the Afternoon. */
void alt_day_drop_mods(alt_game *g, int p, int afternoon_ends);
/* Where the Day goes on once Limbo is empty after Dusk, Rest and Clean-up. */
void alt_day_rest(alt_game *g);
void alt_day_progress(alt_game *g);
void alt_day_cleanup(alt_game *g);
void alt_day_victory(alt_game *g);
void alt_day_expand(alt_game *g);
/* "You win the game": the game ends at once, whatever waits. */
void alt_day_card_win(alt_game *g, int p);
/* A table of the engine is full: the game ends at once, without a winner. */
void alt_day_engine_limit(alt_game *g);

/* ---- Dusk (dusk.c) */
void alt_dusk_progress(alt_game *g);

/* An Expedition moves forward one region (CR 7.3.17), whatever the cause. */
void alt_dusk_move_forward(alt_game *g, int p, alt_expedition e);
/* Each terrain total of one Expedition (CR 4.2.4.b), Asleep ignored,
 * Gigantic counted in both of its controller's Expeditions. */
void alt_dusk_totals(const alt_game *g, int p, alt_expedition e, int out[ALT_TERRAINS]);

/* ---- Night (night.c) */
void alt_night_rest(alt_game *g);
/* Clean-up picks still owed by player p (0 when done). */
int alt_night_picks_needed(const alt_game *g, int p, alt_zone *zone);
void alt_night_cleanup_finish(alt_game *g);
void alt_night_check_victory(alt_game *g);

/* The revision of the game's ruleset: what a rules fix is gated on. */
static inline int alt_state_rules(const alt_game *g)
{
    return alt_ruleset_revision(g->setup.ruleset);
}

/* CR 1.4.5.a: the player with initiative, who decides first when both do
 * and whose Reactions resolve first (CR 4.4.b): in the Afternoon, the one
 * taking the turn (the turn a played card or quick action resolves in);
 * outside it, the first player. Revision 1 of each ruleset gave it to the
 * first player always, and keeps doing so for its logs. */
static inline int alt_state_initiative(const alt_game *g)
{
    if (alt_state_rules(g) >= 2 && g->phase == ALT_PHASE_AFTERNOON) {
        if (g->resume == ALT_RESUME_END_TURN || g->resume == ALT_RESUME_TURN)
            return g->resume_player;
        if (g->dec_kind == ALT_DEC_TURN)
            return g->dec_player;
    }
    return g->first_player;
}

/* ---- setting up (game.c) */
/* Each region's terrain, from the Tumult cards' order and orientation. */
void alt_game_lay_regions(alt_game *g);

/* ---- hashing (hash.c) */
uint64_t alt_hash_setup_digest(const alt_cards *db, const alt_setup *setup);

/* ---- reactions (react.c) */
/* Puts the card's Reactions with this trigger in Limbo (CR 1.4.6.c caps). */
void alt_react_trigger(alt_game *g, int p, uint8_t source, alt_trigger t, int from_reserve);
void alt_react_push(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve);
/* "When a Character joins your Expeditions": id just joined player p's. */
void alt_react_ally_joined(alt_game *g, int p, uint8_t id);
/* "When you play a Character": id was just played by player p. */
void alt_react_card_played(alt_game *g, int p, uint8_t id);
/* "When you create a token" and "when one of your Expeditions moves forward
 * due to {V}" Reactions. */
void alt_react_token_created(alt_game *g, int p, uint8_t id);
void alt_react_forest_move(alt_game *g, int p);
/* Player p drew one or more cards, or did Resupply: their opponent's Reactions. */
void alt_react_drew(alt_game *g, int p);
/* A Character played from Reserve: the "{R} I gain N boosts" its
 * controller's cards give it (Haven). */
void alt_react_reserve_granted(alt_game *g, int p, uint8_t id);
/* Why player p may not play this card at all (its own "can't be played"
 * or "not with fewer than N Mana Orbs", CR 1.4.1), whatever it costs; NULL
 * when nothing forbids it. */
const char *alt_react_play_refused(const alt_game *g, int p, uint16_t card);
/* Whether player p's Hero has this static ability. */
int alt_react_hero_static(const alt_game *g, int p, alt_effect effect);
/* "I begin the game with N counters": the Heroes' START abilities, at setup. */
void alt_react_game_start(alt_game *g);
/* Whether the {J}, {H} and {R} Reactions of this Character are kept from
 * activating by an opposing card facing it (the Council). */
int alt_react_silenced(const alt_game *g, int p, uint8_t id);
/* Whether a card in play makes every region {O} only (the Kraken). */
int alt_react_all_water(const alt_game *g);
/* The Hero's passives as the Afternoon begins, then the Reactions of the
 * player's Hero and objects in play to a Spell they played (CR 5.1.2.j). */
void alt_react_afternoon_passives(alt_game *g);
void alt_react_spell_played(alt_game *g, int p);
/* Checks Reactions (CR 4.4) and resolves until a choice waits or Limbo is
 * empty, then goes where g->resume says. */
void alt_react_run(alt_game *g);
/* Starts a Spell's own effects; the Spell is in Limbo. */
void alt_react_start_spell(alt_game *g, int p, uint8_t spell);
/* A Spell played for its own cheaper cost: that cost's choice (a discard)
 * resolves first, then the Spell's effects. */
void alt_react_start_cost(alt_game *g, int p, uint8_t spell, uint8_t ability);
/* Starts one ability's effect now (a quick action's). */
void alt_react_start(alt_game *g, int p, uint8_t source, uint16_t card, uint8_t ability);
/* The answers the pending REACTION or CHOICE decision takes. */
size_t alt_react_options(const alt_game *g, alt_action *out, size_t cap);
void alt_react_answer(alt_game *g, const alt_action *a);
/* Cost after the player's modifiers (CR 5.1.2.e: increases, then decreases). */
int alt_react_cost(const alt_game *g, int p, const alt_card_info *c, int base);
/* Applies and spends the modifiers that wait for this card. */
/* Returns 1 when one of them makes the card's {R} Reactions activate too. */
int alt_react_consume_mods(alt_game *g, int p, uint8_t id, const alt_card_info *c, int from_hand);
int alt_react_filter_matches(uint8_t filter, const alt_card_info *c);

/* Passives that change what Dusk reads (react.c). */
/* Whether player p has a Character in an Expedition: one to sacrifice. */
int alt_react_controls_character(const alt_game *g, int p);
int alt_react_is_gigantic(const alt_game *g, int p, uint8_t id);
int alt_react_is_defender(const alt_game *g, int p, uint8_t id);
int alt_react_blocked(const alt_game *g, int p, alt_expedition e);

/* ---- decisions (decision.c) */
alt_err alt_decision_check(const alt_game *g, const alt_action *a, const char **reason);
void alt_decision_apply(alt_game *g, const alt_action *a);
/* An answer with these fields and zero elsewhere (inline: the lists build
 * many on the step path). */
static inline alt_action alt_decision_action(int kind, int player, uint8_t object, int expedition, int choice)
{
    alt_action a;
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)kind;
    a.player = (uint8_t)player;
    a.object = object;
    a.expedition = (uint8_t)expedition;
    a.choice = (uint16_t)choice;
    return a;
}

#endif
