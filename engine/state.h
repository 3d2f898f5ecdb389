/*
 * state.h: the game state as one flat block, and the state primitives
 * (docs/architecture.md).
 *
 * The whole game lives in struct alt_game: fixed arrays, no pointers other
 * than the immutable card database, so that a copy is one memcpy and no step
 * allocates. Every card of a player is an object with a stable id fixed by
 * its index in the deck as set up (alt_deck_object_id: 0..59, then 92..111);
 * tokens take ids ALT_TOKEN_BASE to ALT_TOKEN_END - 1 (60..91).
 * Zones are ordered lists of ids; an object records which zone holds it.
 *
 * Internal to the engine: replay/ and judged/ see only altered.h.
 */
#ifndef ALT_STATE_H
#define ALT_STATE_H

#include "altered.h"
#include "cards.h"

#include <assert.h>
#include <string.h>

enum {
    ALT_TOKEN_BASE = ALT_POS_TOKEN_BASE,    /* first token object id */
    ALT_TOKEN_MAX = ALT_POS_TOKENS,          /* tokens a player may have at once */
    ALT_TOKEN_END = ALT_POS_TOKEN_END,       /* past the last token id; cards from ALT_DECK_LOW on follow */
    ALT_OBJ_MAX = ALT_POS_OBJECTS,
    ALT_REGIONS = 8,                         /* Hero region, 6 Tumult regions, Companion region */
    ALT_LAST_REGION = ALT_REGIONS - 1,
    ALT_DAILY_CAP = 100,                     /* CR 1.4.6.b and 1.4.6.c */
    ALT_USES_MAX = ALT_POS_USES,             /* abilities a player may use in one Day (revision 2 on) */
    ALT_GAINED_MAX = ALT_POS_GAINED          /* subtypes gains a player's Characters hold (encoding 7) */
};

/* The public alt_zone_id values are these; keep them equal. */
typedef enum alt_zone {
    ALT_Z_NONE = 0,      /* a free token slot */
    ALT_Z_DECK, ALT_Z_HAND, ALT_Z_MANA, ALT_Z_RESERVE, ALT_Z_LANDMARK,
    ALT_Z_DISCARD, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LIMBO,
    ALT_Z__COUNT,
    /* The Hero zone (CR 3.2.6) holds one object, the Hero (alt_player.hero),
     * so it has no list: it is not among the ALT_Z__COUNT listed zones. */
    ALT_Z_HERO = ALT_Z__COUNT
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
    ALT_OF_AFTER_REST = ALT_FLAG_AFTER_REST, /* its Expedition failed to move forward: Reactions wait for Rest's end */
    ALT_OF_INSTEAD_ASKED = ALT_FLAG_INSTEAD_ASKED,   /* asked whether its "instead" applies (CR 6.2.d) */
    ALT_OF_INSTEAD_YES = ALT_FLAG_INSTEAD_YES,       /* ... and answered yes */
    ALT_OF_INSTEAD_NO = ALT_FLAG_INSTEAD_NO,         /* ... or no */
    ALT_OF_INSTEAD = ALT_OF_INSTEAD_ASKED | ALT_OF_INSTEAD_YES | ALT_OF_INSTEAD_NO,
    ALT_OF_FROM_RESERVE = ALT_FLAG_FROM_RESERVE,     /* in Limbo, played from Reserve: its Base Cost (4.0 2.2.9.b) */
    ALT_OF_FRESH = 1u << 6,  /* entered in the step under way, with others (never kept between steps) */
    /* Whispers from the Maze: about to go from an Expedition to the Reserve
     * Seasoned by another card (seasoned_here), as the move or Rest found it;
     * its move reads and clears it (never kept between steps) */
    ALT_OF_SEASONED = 1u << 7
};

/* Terrains, as bits of a region's sub-types (CR 2.2.2.k). */
enum { ALT_T_FOREST = 1u << 0, ALT_T_MOUNTAIN = 1u << 1, ALT_T_WATER = 1u << 2,
       ALT_T_ALL = 7u, ALT_TERRAINS = 3 };

/* Reactions and the effect being resolved (trigger.c, limbo.c). */
enum {
    ALT_LIMBO_MAX = ALT_POS_LIMBO, /* Reactions waiting at once; more do not activate */
    ALT_MODS_MAX = ALT_POS_MODS,   /* "next card" modifiers a player may hold */
    ALT_SCOUT_ABILITY = ALT_POS_SCOUT, /* the "{H} Send me to Reserve" that Scout grants (CR 7.4.5.c) */
    ALT_HELD_MAX = ALT_POS_HELD,       /* picks of one step held before it acts (level 3) */
    ALT_NEST_MAX = ALT_POS_NEST,       /* Spells played by effects inside one another (4.0 5.2.b) */
    ALT_MARKERS_MAX = ALT_POS_MARKERS, /* Terrain Markers in a game (4.0 3.2.1.d) */
    ALT_INSTEAD_MAX = 2,               /* replacing modifiers of attempts in one step (4.0 7.5.3) */
    ALT_MARKER_HELD = ALT_POS_MARKER_HELD, /* a marker's `where` when a Hero holds it: + the player */
    ALT_AWAY_TOKEN = ALT_POS_AWAY_TOKEN,   /* alt_player.away: the opponent's token */
    ALT_HERO_OBJECT = ALT_POS_HERO     /* a Reaction's source when it is the player's Hero */
};

/* alt_reaction.from_reserve is a set of bits: a {R} Reaction of a card
 * played from Reserve, and from level 3 the Expeditions its source was
 * last in once it left them (CR 2.1.h, 4.0 6.3.k): ALT_R_WAS_IN << e.
 * Its top bits (ALT_R_REPEATS) count, in Limbo only, the Emblem-Reactions
 * beyond the first that one entry stands for: the same Reaction activated
 * again by one event, bound to nothing (CR 4.0 6.3.g-h; trigger.c), up to
 * ALT_R_REPEATS_MAX more. Each is played on its own (limbo.c). */
enum {
    ALT_R_FROM_RESERVE = 1u << 0,
    ALT_R_WAS_IN = 1u << 1,
    ALT_R_REPEATS = 1u << 3,
    ALT_R_REPEATS_MAX = 31,
    ALT_R_OWN_BITS = ALT_R_REPEATS - 1u   /* the bits that are the Reaction's own */
};

typedef struct alt_reaction {
    uint8_t player;    /* controller */
    uint8_t source;    /* the object whose ability it is */
    uint8_t ability;   /* index in its card's abilities, ALT_SCOUT_ABILITY, or ALT_POS_MOD_* */
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
    ALT_RESUME_EXPAND,        /* the Morning's draws' Reactions are done: Expand */
    ALT_RESUME_NIGHT          /* Dusk's Reactions are done: Night begins, its "At Night" Reactions first
                                 (games with a card that has one; the others go to ALT_RESUME_REST) */
} alt_resume;

/* alt_resolution.active in g->outer: a step done (1), whose effect goes
 * on after what interrupted it; or a replacing modifier's ability still to
 * resolve (CR 4.0 7.5.3), started when its turn comes. */
enum { ALT_RES_DONE = ALT_POS_OUTER_DONE, ALT_RES_TO_START = ALT_POS_OUTER_TO_START };

typedef enum alt_res_step {
    ALT_RES_START = 0, ALT_RES_MAY_ASKED, ALT_RES_RUN, ALT_RES_PICK_ASKED, ALT_RES_DECLINED,
    /* An optional replacing modifier's question (CR 6.2.d) stopped the
     * step: answered, it goes on at its pick (PICK) or from its start
     * (RUN), the answer on the object's flags. */
    ALT_RES_INSTEAD_PICK, ALT_RES_INSTEAD_RUN
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
    /* From level 3: the picks of a step acting on several objects, chosen
     * before it acts on any (CR 6.1.e-g, 6.5.b): each (object, Expedition,
     * owner), in the order chosen. */
    uint8_t held_n;
    uint8_t held[ALT_HELD_MAX][3];
} alt_resolution;

typedef struct alt_modifier {
    uint8_t filter;      /* ALT_FILTER_* */
    uint8_t kind;        /* ALT_MOD_* */
    uint8_t amount;
    uint8_t until_afternoon_ends;  /* 0: ends with the turn; ALT_UNTIL_DAY_ENDS: this Day (ALT_MOD_TOUGH) */
} alt_modifier;

/* A Terrain Marker (CR 4.0 3.2.1.d): placed on a region (0 to
 * ALT_LAST_REGION), or held by a player's Hero (ALT_MARKER_HELD + p) until
 * placed; its terrains as ALT_T_* bits. The game's list is in timestamp
 * order, the newest last (CR 4.0 3.2.1.e, 7.3.20.b). */
typedef struct alt_marker {
    uint8_t where;
    uint8_t terrains;
} alt_marker;

typedef struct alt_object {
    uint16_t card;      /* card database index; ALT_CARD_NONE for a free slot */
    uint8_t zone;       /* alt_zone */
    uint8_t status;     /* ALT_ST_* */
    uint8_t boosts;
    uint8_t flags;      /* ALT_OF_* */
    uint8_t quick_uses; /* quick actions played today (CR 1.4.6.b; revision 1: alt_state_uses) */
    uint8_t reactions;  /* reactions activated today (CR 1.4.6.c; revision 1) */
    uint8_t counters;   /* Kelon, Scrap and the like (CR 2.5): lost with any move */
} alt_object;

/* How often one ability of one object was used today (CR 1.4.6.b-c, the
 * rulesets of revision 2 on): a quick action played or a Reaction
 * activated. The player's table of them is sorted by (id, ability). */
typedef struct alt_use {
    uint8_t id;        /* object id, ALT_HERO_OBJECT the Hero */
    uint8_t ability;   /* index in the card's abilities, or ALT_SCOUT_ABILITY */
    uint8_t count;
} alt_use;

typedef struct alt_player {
    alt_object obj[ALT_OBJ_MAX];
    /* The Hero, an object like the others in the Hero zone (its id in
     * actions, Limbo and positions is ALT_HERO_OBJECT; alt_state_obj maps
     * it here): its card is the deck's Hero, ALT_CARD_NONE without one. */
    alt_object hero;
    /* The zones' lists share one array, zone after zone in the order of
     * alt_state_zone_order, the Deck last (an object is in one zone at
     * most, so ALT_OBJ_MAX ids fit them all):
     * zone z holds ids[zone_at[z]] to ids[zone_at[z] + zone_n[z] - 1]. One
     * array of 92 ids instead of nine of 92 each keeps the state within
     * 4 KiB, so the copies a step makes stay cheap. Read a zone with
     * alt_state_zone; only state.c's push and remove change its length. */
    uint8_t zone_n[ALT_Z__COUNT];
    uint8_t zone_at[ALT_Z__COUNT];
    uint8_t ids[ALT_OBJ_MAX];  /* the Deck's top is its last entry */
    uint8_t distance[2];     /* regions travelled by each Expedition, 0..7 */
    uint8_t moved_today[2];  /* ALT_MOVED_*: moved forward this Day (Gears rest, CR 4.2.5.b); as
                                Progress asks its rolls, what they made of the move */
    uint8_t passed;          /* passed this Afternoon */
    uint8_t mods_n;
    uint8_t blocked_today;   /* bit e: that Expedition can't move forward this Day */
    uint8_t uses_n;
    alt_use uses[ALT_USES_MAX];  /* revision 2 on; revision 1 counts per object (alt_object) */
    alt_modifier mods[ALT_MODS_MAX];
    /* CR 4.0 2.4.3: bit e, Expedition e is Ascended (until Rest). */
    uint8_t ascended;
    /* Objects this player controls and the opponent owns (CR 4.0 1.1.3.d,
     * 7.5.5: a Character that defected, 7.3.6) take a token id here: away[t] says which the one
     * of id ALT_TOKEN_BASE + t is, 1 + its id in its owner's objects (its
     * owner's object is then in no zone), or ALT_AWAY_TOKEN for the
     * opponent's token; 0 for this player's own token or a free id. */
    uint8_t away[ALT_TOKEN_MAX];
    /* CR 4.0 2.3.1.e: Characters of this player's in an Expedition that
     * gained the subtypes of another card (Doppelganger), each entry the
     * object's id and that card: a short table, not a field of every
     * object, since few games ever gain a subtype and the state's copies
     * stay small. An entry goes when its object leaves the Expedition zone
     * (event.c); it follows a Character that defects. In gaining order. */
    uint8_t gained_n;
    struct alt_gained { uint8_t id; uint16_t card; } gained[ALT_GAINED_MAX];
    /* CR 4.0 2.2.15.a, 4.2.3.d: what the player did in the turn under way
     * ("per other card you played this turn", "if a {D} ability was
     * activated this turn"), kept only in the Afternoon, every turn being
     * one, and cleared as a turn ends (day.c): the cards they played
     * (saturating), and ALT_POS_TURN_* bits (altered.h). Encoding 8. */
    uint8_t turn_played;
    uint8_t turn_did;
} alt_player;

/* Chance (chance.c). In a recorded game: the answer waiting for its
 * outcomes and those given so far; in both kinds, once a step is done,
 * the outcomes it drew or was given (alt_game_chance_drawn), as chance's
 * answers (a die's face 1 to 6). Between steps `used` and `state` are 0;
 * during a run they say how far the outcomes have been read. */
typedef struct alt_chance {
    uint8_t lost;             /* a seeded step drew more than `out` holds */
    uint8_t pending;          /* a chance decision waits */
    uint8_t kind;             /* alt_chance_kind of the event asked */
    uint8_t player;           /* a Deck's player, a Hand's */
    uint8_t count;            /* a shuffle's cards, a Hand's; a number's values */
    uint8_t given;            /* a shuffle's cards placed so far */
    uint8_t n;                /* outcomes given for the waiting answer */
    uint8_t used;             /* run: outcomes read */
    uint8_t state;            /* run: alt_chance_run_state */
    alt_action action;        /* the answer waiting (kind 0: the setup) */
    uint8_t cards[ALT_DECK_MAX];   /* a shuffle's cards, those given first; a Hand's, in its order */
    uint8_t out[ALT_POS_CHANCE];   /* the outcomes, as chance's answers give them */
} alt_chance;

struct alt_game {
    const alt_cards *db;
    alt_setup setup;
    uint64_t setup_digest;   /* both decks by reference (docs/state-hash.md) */
    /* The passives (ALT_TRIG_STATIC effects) any card of this game may
     * have: both decks, both Heroes, every token. Derived from the setup,
     * never hashed: a passive's question asked of a game none of whose
     * cards has it is answered here, without a look at the zones
     * (alt_state_may_have_static). */
    uint64_t statics[ALT_CARDS_FX_WORDS];
    uint64_t triggers[ALT_CARDS_TRIG_WORDS];   /* the same for triggers (alt_state_may_have_trigger) */
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
    uint8_t turn_ends;        /* "after you" resolved during this step (always 0 between steps): day.c
                                 reads it into resume, which day.c alone writes */
    uint8_t instead_n;        /* the "instead" of an attempt this step made (CR 4.0 7.5.3), to resolve */
    alt_reaction instead[ALT_INSTEAD_MAX];   /* once the step is done (limbo.c); 0 between steps */
    uint8_t revision;         /* alt_ruleset_level(setup.ruleset): the fixes in force, read on every step */
    uint8_t edition;          /* alt_ruleset_edition(setup.ruleset): the Complete Rules followed, 3 or 4 */
    alt_reaction limbo[ALT_LIMBO_MAX];
    alt_resolution res;
    uint8_t markers_n;
    alt_marker markers[ALT_MARKERS_MAX];
    /* CR 4.0 5.2.b: the steps a Spell played by an effect interrupted, the
     * latest last: each the step done, whose effect goes on once the
     * Spell is done. */
    uint8_t outer_n;
    alt_resolution outer[ALT_NEST_MAX];
    alt_player p[2];
    alt_chance chance;
};

enum { ALT_NO_WINNER = 0xFF };



/* ---- zone primitives (state.c): data only, no Reaction, no passive */
/* Zone z's ids, zone_n[z] of them, as a pointer into the player's shared
 * array: const when pl is. Writing through it reorders a zone in place; a
 * zone grows or shrinks only by alt_state_push and alt_state_remove (or,
 * when a whole state is built, alt_state_zones_lay). */
#define alt_state_zone(pl, z) ((pl)->ids + (pl)->zone_at[z])
/* Lays the zones out from their lengths alone (zone_n), the ids to be
 * written after: for a state built at once (the deal, a position). */
void alt_state_zones_lay(alt_player *pl);
/* Fills g->statics from g->setup's decks and g->db's tokens; every way a
 * game is made (alt_game_lay_out, a position) calls it once. */
void alt_state_note_statics(alt_game *g);
/* What alt_state_note_statics fills in, into statics and *triggers. */
void alt_state_statics_of(const alt_game *g, uint64_t statics[ALT_CARDS_FX_WORDS], uint64_t triggers[ALT_CARDS_TRIG_WORDS]);
/* 0 when no card of the game has an ability with trigger t. */
static inline int alt_state_may_have_trigger(const alt_game *g, alt_trigger t)
{
    return (int)((g->triggers[(unsigned)t >> 6] >> ((unsigned)t & 63)) & 1);
}
/* 0 when no card of the game has a passive with effect fx. */
static inline int alt_state_may_have_static(const alt_game *g, alt_effect fx)
{
    return (int)((g->statics[(unsigned)fx >> 6] >> ((unsigned)fx & 63)) & 1);
}
extern const uint8_t alt_state_zone_order[ALT_Z__COUNT];
/* The object an id names, the Hero's (ALT_HERO_OBJECT) included: the one
 * place where the Hero's id meets its storage. */
static inline alt_object *alt_state_obj(alt_game *g, int p, uint8_t id)
{
    return id == ALT_HERO_OBJECT ? &g->p[p].hero : &g->p[p].obj[id];
}
static inline const alt_object *alt_state_obj_c(const alt_game *g, int p, uint8_t id)
{
    return id == ALT_HERO_OBJECT ? &g->p[p].hero : &g->p[p].obj[id];
}
void alt_state_push(alt_player *pl, uint8_t id, alt_zone z);
/* Puts the deck's Hero (ALT_CARD_NONE: none) in the Hero zone, as it
 * starts the game (CR 3.2.6.b): no status, count or counter. */
void alt_state_put_hero(alt_player *pl, uint16_t card);
void alt_state_remove(alt_player *pl, uint8_t id);
/* The data of a move, the object already out of zone `from`: statuses
 * fall off (CR 2.4.1.d), boosts fall off outside the Expedition and
 * Reserve paths that keep them (CR 2.4.4.b), tokens cease to exist outside
 * play (CR 7.3.4). Returns 0 if the object ceased to exist. A move with
 * its Reactions is event.h's alt_event_move. */
int alt_state_place(alt_game *g, int p, uint8_t id, alt_zone from, alt_zone to);
/* The card of object id (not the Hero's): inline, since the rules ask it
 * of every object they look at. */
static inline const alt_card_info *alt_state_card(const alt_game *g, int p, uint8_t id)
{
    assert(id < ALT_OBJ_MAX && g->p[p].obj[id].card < g->db->count);
    return &g->db->cards[g->p[p].obj[id].card];
}
static inline int alt_state_is_token(uint8_t id)
{
    return id >= ALT_TOKEN_BASE && id < ALT_TOKEN_END;
}
/* CR 1.4.6.b-c: the daily count of one ability of an object (quick: a
 * quick action, else a Reaction). Revision 1 rulesets count each object's
 * quick actions and Reactions together, revision 2 each ability on its own. */
int alt_state_uses(const alt_game *g, int p, uint8_t id, uint8_t ability, int quick);
/* Counts one more use. Returns 0, counting nothing, when the player's
 * table is full (g->overflow is set: the engine's capacity ends the game). */
int alt_state_use(alt_game *g, int p, uint8_t id, uint8_t ability, int quick);
/* Whether a daily count may be kept for ability `ability` of a card
 * (CR 1.4.6): one of its quick actions or Reactions, the Reaction Scout
 * grants when it has Scout, or ALT_POS_GRANTED_BY + h, the Reaction that
 * granter (the card of object h) grants it; never a passive. */
int alt_state_use_countable(const alt_cards *db, uint16_t card, uint8_t ability, uint16_t granter);
/* The Morning: every count back to 0. */
void alt_state_uses_reset(alt_player *pl);
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
/* The region an Expedition stands in: 0 (the Hero region) to ALT_LAST_REGION. */
int alt_state_region_of(const alt_game *g, int p, alt_expedition e);
/* Whether region r is visible: the Hero and Companion regions, a face-up
 * Tumult card's; none once the Arena replaces them (CR 4.0 4.3.a). */
int alt_state_region_visible(const alt_game *g, int r);
/* Region r's terrains, its Terrain Markers applied (CR 4.0 3.2.1.d-e);
 * passives come after (passive.c's alt_passive_region_terrain). */
uint8_t alt_state_region_terrain(const alt_game *g, int r);
/* An object's Base Cost (CR 4.0 2.2.9). */
int alt_state_base_cost(const alt_game *g, int p, uint8_t id);

/* ---- reading cards and sources (state.c) */
/* The Expedition zones and the Landmark zone: what is in play. */
static inline int alt_state_in_play(alt_zone z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION || z == ALT_Z_LANDMARK;
}
/* The index-th ability of a card (asserted to exist). */
static inline const alt_ability *alt_state_ability(const alt_game *g, uint16_t card, uint8_t index)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    assert(index < n);
    (void)n;
    return &list[index];
}
/* Player p's Hero's abilities (none without a Hero). Inline, as the next
 * two: the passives and Reactions ask them at nearly every step. */
static inline const alt_ability *alt_state_hero_abilities(const alt_game *g, int p, int *n)
{
    uint16_t hero = g->setup.deck[p].hero;
    *n = 0;
    return hero == ALT_CARD_NONE ? NULL : alt_cards_abilities(g->db, hero, n);
}
/* The card Reaction r's source object is while r is its own: r's card,
 * or, for another card's ability the source activates as its own (Unique
 * part 705, it_reserve_as_mine: r's card is that other card's), the
 * source's card, which has that part. Where a Reaction asks whether its
 * source is still itself ("me": its zone, counters, boosts), it asks with
 * this card; its abilities are r's card's. Inline: the first test,
 * which nearly every Reaction passes, on the paths that ask where a
 * source is; _other does the rest. */
uint16_t alt_state_source_card_other(const alt_game *g, const alt_reaction *r);
static inline uint16_t alt_state_source_card(const alt_game *g, const alt_reaction *r)
{
    return alt_state_obj_c(g, r->player, r->source)->card == r->card ? r->card : alt_state_source_card_other(g, r);
}
/* The counters of a source: the Hero's, or the card's while it is in play
 * as that card; -1 otherwise. _ref: the same to change, or NULL. */
int alt_state_counters(const alt_game *g, int p, uint8_t source, uint16_t card);
uint8_t *alt_state_counters_ref(alt_game *g, int p, uint8_t source, uint16_t card);
/* What a source's "spend N of my ..." (a->spend) spends: its boosts
 * while it is that card in an Expedition (ALT_ABILITY_SPEND_BOOSTS), else
 * its counters as alt_state_counters; -1 (NULL) when it has none to. */
int alt_state_spendable(const alt_game *g, int p, uint8_t source, uint16_t card, const alt_ability *a);
uint8_t *alt_state_spendable_ref(alt_game *g, int p, uint8_t source, uint16_t card, const alt_ability *a);
/* Whether the source of a "you may exhaust me" is ready to pay it. */
int alt_state_source_ready(const alt_game *g, int p, uint8_t source, uint16_t card);
/* Starts resolving the ability r (a Spell's own when spell is 1): a
 * resolution just begun, nothing asked yet. */
void alt_state_resolve(alt_game *g, const alt_reaction *r, int spell);
/* The resolving effect stops to ask player a question (g->res.step). */
void alt_state_ask(alt_game *g, int player, alt_res_step step);
int alt_state_is_character(const alt_card_info *c);
/* Player pl's daily counts (CR 1.4.6) of object id, removed, the order
 * kept: a token id freed is another object when it is taken again. */
void alt_state_forget_uses(alt_player *pl, uint8_t id);
/* Whether card c is of type t as an ability names one ("a Spell", "a
 * Permanent"): its own type, or one it is also considered (Alelo: "Play
 * me as a Character, but it counts as playing a Spell for other
 * abilities"). How a card is played and where it goes read c->type. */
static inline int alt_state_counts_as(const alt_card_info *c, alt_card_type t)
{
    return c->type == t || ((c->also >> t) & 1u);
}
/* Whether a card's sub-types (comma separated) hold sub. */
int alt_state_has_subtype(const alt_card_info *c, const char *sub);
/* Whether player p's object id has subtype sub (CR 2.2.2.o): its card's,
 * or one it gained in an Expedition (alt_player.gained). For an object
 * in play; a card in a hidden zone, Hand or Reserve has its card's only. */
int alt_state_object_has_subtype(const alt_game *g, int p, uint8_t id, const char *sub);
/* Player p's object id gains the subtypes of card `card` (CR 4.0 2.3.1.e):
 * an entry of p's table, none twice; a full table sets g->overflow. */
void alt_state_gain_subtypes(alt_game *g, int p, uint8_t id, uint16_t card);
/* Player p's object id loses every subtype it gained (it left the
 * Expedition zone). */
void alt_state_forget_gained(alt_player *pl, uint8_t id);
/* Player p did one of ALT_POS_TURN_* in the turn under way; `played`, a
 * card. Outside the Afternoon there is no turn (CR 4.0 2.2.15.d), and
 * nothing is kept; nor under an encoding before 8, which cannot record it
 * (no card of such a game reads it: game.c). */
static inline void alt_state_note_turn(alt_game *g, int p, unsigned did, int played)
{
    if (g->phase != ALT_PHASE_AFTERNOON || g->setup.hash_encoding < 8)
        return;
    g->p[p].turn_did = (uint8_t)(g->p[p].turn_did | did);
    if (played && g->p[p].turn_played < 255)
        g->p[p].turn_played++;
}

/* The level of the game's ruleset (altered.h): what a rules fix is gated on. */
static inline int alt_state_rules(const alt_game *g)
{
    return g->revision;
}

/* The edition of the Complete Rules the game follows (3 or 4): what a
 * change of the rules' meaning in 4.0 is gated on, and whose paragraph
 * numbers a refusal cites. */
static inline int alt_state_edition(const alt_game *g)
{
    return g->edition;
}

/* Seeds of Unity's In Contact (its reminder text): another player's
 * Expedition is in the region player p's Expedition e stands in. */
static inline int alt_state_in_contact(const alt_game *g, int p, alt_expedition e)
{
    int region = alt_state_region_of(g, p, e);
    return alt_state_region_of(g, 1 - p, ALT_EXP_HERO) == region ||
           alt_state_region_of(g, 1 - p, ALT_EXP_COMPANION) == region;
}

/* The player whose turn is under way (CR 4.0 4.2.3.d), the turn a card
 * or quick action played resolves in, or -1 outside the Afternoon. */
static inline int alt_state_turn_player(const alt_game *g)
{
    if (g->phase != ALT_PHASE_AFTERNOON)
        return -1;
    if (g->resume == ALT_RESUME_END_TURN || g->resume == ALT_RESUME_TURN)
        return g->resume_player;
    return g->dec_kind == ALT_DEC_TURN ? g->dec_player : -1;
}

/* CR 1.4.5.a: the player with initiative, who decides first when both do
 * and whose Reactions resolve first (CR 4.4.b): in the Afternoon, the one
 * taking the turn (the turn a played card or quick action resolves in);
 * outside it, the first player. Revision 1 of each ruleset gave it to the
 * first player always, and keeps doing so for its logs. */
static inline int alt_state_initiative(const alt_game *g)
{
    if (alt_state_rules(g) >= 2 && g->phase == ALT_PHASE_AFTERNOON) {   /* alt_state_turn_player's, inline: hot */
        if (g->resume == ALT_RESUME_END_TURN || g->resume == ALT_RESUME_TURN)
            return g->resume_player;
        if (g->dec_kind == ALT_DEC_TURN)
            return g->dec_player;
    }
    return g->first_player;
}

/* The refusal of a rule as the game's edition cites it: the 3.0 text
 * ("2.4.5.c: exhausted ...") as the rulesets of 3.0 have always said it,
 * or "CR 4.0 " and 4.0's number for the rulesets of 4.0 (docs/cli.md,
 * "Rules cited"). Every part is a string literal, so the reason stays a
 * static sentence (alt_game_apply's contract). tools/rules_coverage.py
 * reads the first number as 3.0's and the second as 4.0's. */
#define ALT_CR(g, cr3, cr4, text) (alt_state_edition(g) >= 4 ? "CR 4.0 " cr4 text : cr3 text)

/* Whether a Reaction's ability is granted, not one of its card's: Scout's,
 * or a "next card" modifier's (ALT_POS_MOD_*, CR 5.2.b; 4.0 5.2.c). */
static inline int alt_state_granted(uint8_t ability)
{
    return ability == ALT_SCOUT_ABILITY || (ability >= ALT_POS_MOD_ANCHORED && ability <= ALT_POS_MOD_R_ONE);
}

/* An answer with these fields and zero elsewhere (inline: the lists build
 * many on the step path). */
static inline alt_action alt_state_action(int kind, int player, uint8_t object, int expedition, int choice)
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
