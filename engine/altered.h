/*
 * altered.h: the one public header of the altered-judge engine.
 *
 * The engine plays a game of Altered as a deterministic state machine. At
 * every moment it waits on exactly one decision of one player (or the game is
 * over); callers list the legal answers, apply one, and hash the state. The
 * engine uses libc and xxHash only: no I/O, no globals, no wall clock, and no
 * allocation on the step path (alt_game_list, alt_game_apply, alt_game_hash).
 *
 * Everything that reads untrusted bytes (card databases, deck lists, actions)
 * returns an alt_err; assert() guards programmer mistakes only.
 */
#ifndef ALTERED_H
#define ALTERED_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Versions recorded in every game log. Bump the matching one whenever a
 * change alters what a recorded game means or hashes to. */
#define ALT_ENGINE_VERSION   "0.1.0"
#define ALT_RNG_VERSION      "xoshiro256ss-1"
#define ALT_HASH_VERSION     3u   /* canonical state encoding (docs/state-hash.md) */

/* ---------------------------------------------------------------- errors */

typedef enum alt_err {
    ALT_OK = 0,
    ALT_E_ARG,             /* a NULL or out-of-range argument */
    ALT_E_NOMEM,           /* allocation failed (never on the step path) */
    ALT_E_PARSE,           /* malformed card database or deck list */
    ALT_E_UNKNOWN_CARD,    /* a reference the card database does not hold */
    ALT_E_UNSUPPORTED_CARD,/* a card whose abilities the engine does not implement */
    ALT_E_DECK_INVALID,    /* a deck breaks a deck-building rule */
    ALT_E_CAPACITY,        /* more cards than the engine's fixed capacity */
    ALT_E_RULESET,         /* unknown ruleset name or version */
    ALT_E_ILLEGAL,         /* an answer that breaks a rule of the game */
    ALT_E_WRONG_PLAYER,    /* an answer from the player who is not deciding */
    ALT_E_WRONG_DECISION,  /* an answer of a kind the pending decision does not take */
    ALT_E_GAME_OVER,       /* the game has ended; nothing more applies */
    ALT_E_INVARIANT,       /* alt_game_check found a broken invariant */
    ALT_E__COUNT
} alt_err;

/* A fixed English message for the code; never NULL. */
const char *alt_strerror(alt_err err);

/* ------------------------------------------------------------ card data */

typedef struct alt_cards alt_cards;   /* an immutable card database */

enum { ALT_CARD_NONE = 0xFFFF };

typedef enum alt_card_type {
    ALT_TYPE_CHARACTER, ALT_TYPE_SPELL, ALT_TYPE_PERMANENT, ALT_TYPE_HERO,
    ALT_TYPE_TOKEN, ALT_TYPE_TOKEN_MANA
} alt_card_type;

typedef enum alt_rarity {
    ALT_RARITY_COMMON, ALT_RARITY_RARE, ALT_RARITY_EXALTED, ALT_RARITY_UNIQUE
} alt_rarity;

typedef enum alt_faction {
    ALT_FACTION_AX, ALT_FACTION_BR, ALT_FACTION_LY, ALT_FACTION_MU,
    ALT_FACTION_OR, ALT_FACTION_YZ, ALT_FACTION_NE, ALT_FACTION__COUNT
} alt_faction;

/* Passive keywords a card carries (bit set). */
enum {
    ALT_KW_DEFENDER  = 1u << 0,
    ALT_KW_ETERNAL   = 1u << 1,
    ALT_KW_GIGANTIC  = 1u << 2,
    ALT_KW_SEASONED  = 1u << 3,
    ALT_KW_COOLDOWN  = 1u << 4,
    ALT_KW_FLEETING  = 1u << 5,  /* a Spell with Fleeting as a passive (CR 2.4.6.b) */
    ALT_KW_TOUGH     = 1u << 6,  /* X in alt_card_info.tough */
    ALT_KW_SCOUT     = 1u << 7,  /* X in alt_card_info.scout */
    ALT_KW_LANDMARK  = 1u << 8,  /* a Permanent that goes to the Landmark zone */
    ALT_KW_GEAR      = 1u << 9   /* an Expedition Permanent that rests like a Character */
};

/* The facts of one card, as the database holds them. Strings are owned by
 * the database and live as long as it does. */
typedef struct alt_card_info {
    const char *ref;         /* official reference, e.g. ALT_CORE_B_BR_04_C */
    const char *name;        /* English name */
    const char *subtypes;    /* comma-separated, upper case; "" if none */
    const char *abilities;   /* the project's own encoding; "" if none */
    const char *design;      /* the design's reference: prints that differ only in faction share it */
    alt_card_type type;
    alt_faction faction;
    alt_rarity rarity;
    int8_t hand_cost, reserve_cost;
    int8_t forest, mountain, water;
    uint8_t reserve_limit, landmark_limit;   /* Heroes only */
    uint8_t tough, scout;
    uint32_t keywords;       /* ALT_KW_* */
    int supported;           /* 1 when the engine implements all it does */
} alt_card_info;

/* Parses a card database from text (format: docs/card-database.md). On error
 * returns ALT_E_PARSE and, when line is not NULL, the 1-based line. */
alt_err alt_cards_parse(const char *text, size_t len, alt_cards **out, size_t *line);
void alt_cards_destroy(alt_cards **db);
/* The database compiled into the library (cards/beyond_the_gates.tsv). */
alt_err alt_cards_bundled(alt_cards **out);

size_t alt_cards_count(const alt_cards *db);
const alt_card_info *alt_cards_get(const alt_cards *db, uint16_t index);
/* Index of a reference, or ALT_CARD_NONE. */
uint16_t alt_cards_find(const alt_cards *db, const char *ref);
/* XXH3-64 of the database text: the digest a game log records. */
uint64_t alt_cards_digest(const alt_cards *db);
const char *alt_cards_version(const alt_cards *db);

/* ---------------------------------------------------------------- decks */

enum { ALT_DECK_MAX = 60 };

typedef enum alt_format { ALT_FORMAT_CONSTRUCTED, ALT_FORMAT_LIMITED } alt_format;

/* A deck as a value: the Hero apart, the other cards in list order. The
 * order fixes each card's object id in the game (its index here). */
typedef struct alt_deck {
    uint16_t hero;                 /* ALT_CARD_NONE when the deck has none */
    uint16_t count;
    uint16_t cards[ALT_DECK_MAX];  /* card database indices */
} alt_deck;

/* Parses a deck list: one "COUNT REFERENCE" per line, '#' starts a comment,
 * the Hero among them. On error, names the line and the problem in msg. */
alt_err alt_deck_parse(const alt_cards *db, const char *text, size_t len,
                       alt_deck *out, char *msg, size_t msg_size);

typedef struct alt_violation {
    char rule[12];     /* e.g. "1.1.4.f" */
    char text[180];    /* one precise sentence */
} alt_violation;

/* Checks deck-building rules for the format and card support. Writes up to
 * cap violations and returns how many there are in all (0: legal). */
size_t alt_deck_validate(const alt_cards *db, alt_format format, const alt_deck *deck,
                         alt_violation *out, size_t cap);

/* -------------------------------------------------------------- rulesets */

typedef enum alt_ruleset {
    ALT_RULESET_SEEDS,   /* default: the mission's quick-reference rules */
    ALT_RULESET_CR3,     /* Complete Rules v3.0 where they differ */
    ALT_RULESET__COUNT
} alt_ruleset;

const char *alt_ruleset_name(alt_ruleset r);        /* "seeds", "cr3" */
const char *alt_ruleset_version(alt_ruleset r);     /* "seeds-1", "cr3-1" */
/* Accepts a name ("seeds") or a versioned name ("seeds-1"). */
alt_err alt_ruleset_parse(const char *name, alt_ruleset *out);

/* ----------------------------------------------------------------- game */

typedef struct alt_game alt_game;

typedef struct alt_setup {
    uint64_t seed;
    alt_ruleset ruleset;
    alt_format format;
    alt_deck deck[2];
} alt_setup;

enum { ALT_NO_OBJECT = 0xFF };

typedef enum alt_expedition { ALT_EXP_HERO = 0, ALT_EXP_COMPANION = 1 } alt_expedition;

typedef enum alt_decision_kind {
    ALT_DEC_NONE = 0,        /* the game is over */
    ALT_DEC_OPENING_MANA,    /* pick one of the opening hand for Mana (3 picks) */
    ALT_DEC_EXPAND,          /* put one card from Hand in Mana, or not */
    ALT_DEC_TURN,            /* an Afternoon turn: quick action, play, or pass */
    ALT_DEC_CLEANUP,         /* pick one object to keep in Reserve or Landmarks */
    ALT_DEC_REACTION,        /* pick which of your Reactions in Limbo resolves next (CR 4.4.b) */
    ALT_DEC_CHOICE,          /* a choice an ability asks: yes/no, a card, an Expedition */
    ALT_DEC__COUNT
} alt_decision_kind;

typedef enum alt_action_kind {
    ALT_ACT_MANA_PICK = 1,   /* object: a card in Hand */
    ALT_ACT_EXPAND,          /* object: a card in Hand */
    ALT_ACT_EXPAND_SKIP,
    ALT_ACT_PLAY,            /* object, expedition; choice 1: pay Scout X, 2: the card's own cheaper cost */
    ALT_ACT_QUICK,           /* object, choice: index of the quick action */
    ALT_ACT_PASS,
    ALT_ACT_KEEP,            /* object: a Reserve or Landmark object */
    ALT_ACT_CHOOSE,          /* an option of a REACTION or CHOICE decision (see alt_game_list) */
    ALT_ACT__COUNT
} alt_action_kind;

/* One answer to the pending decision. 8 bytes; unused fields are zero. */
typedef struct alt_action {
    uint8_t kind;        /* alt_action_kind */
    uint8_t player;      /* 0 or 1 */
    uint8_t object;      /* object id, ALT_NO_OBJECT when none */
    uint8_t expedition;  /* alt_expedition, for ALT_ACT_PLAY */
    uint16_t choice;
    uint16_t reserved;
} alt_action;
_Static_assert(sizeof(alt_action) == 8, "alt_action is the 8 bytes docs/state-hash.md describes");

typedef enum alt_phase {
    ALT_PHASE_SETUP, ALT_PHASE_MORNING, ALT_PHASE_NOON, ALT_PHASE_AFTERNOON,
    ALT_PHASE_DUSK, ALT_PHASE_NIGHT, ALT_PHASE_OVER
} alt_phase;

typedef enum alt_outcome {
    ALT_OUTCOME_NONE,        /* still playing */
    ALT_OUTCOME_SUM,         /* 4.2.5.d: a sum of 7 or more, strictly greater */
    ALT_OUTCOME_TIEBREAK,    /* both at 7 or more, the ruleset's tiebreaker decided */
    ALT_OUTCOME_ARENA,       /* 4.3: won in the Arena */
    ALT_OUTCOME_DAY_LIMIT,   /* no winner by ALT_DAY_LIMIT: an engine limit, not a rule */
    ALT_OUTCOME_CARD         /* a card's effect: "you win the game" (Lyra Festival) */
} alt_outcome;

/* The rules let a game go on as long as both players only pass; a judge must
 * stop somewhere. A game still running when this Day would begin ends
 * without a winner (alt_game_winner returns -1). */
enum { ALT_DAY_LIMIT = 1000 };

typedef struct alt_decision {
    alt_decision_kind kind;
    uint8_t player;
    alt_phase phase;
    uint16_t day;
} alt_decision;

/* Creates a game. Validates both decks (deck_msg, if not NULL, receives the
 * first violation), shuffles, sets up the Adventure and stops at the first
 * decision. */
alt_err alt_game_new(const alt_cards *db, const alt_setup *setup, alt_game **out,
                     char *msg, size_t msg_size);
void alt_game_destroy(alt_game **g);

/* The state is one flat block: copying it is one memcpy of alt_game_size(). */
size_t alt_game_size(void);
void alt_game_copy(alt_game *dst, const alt_game *src);
alt_game *alt_game_clone(const alt_game *src);

alt_decision alt_game_decision(const alt_game *g);
/* Writes up to cap legal answers; returns how many there are in all, never
 * more than ALT_ANSWERS_MAX (a buffer that large always holds them all). */
enum { ALT_ANSWERS_MAX = 1024 };
size_t alt_game_list(const alt_game *g, alt_action *out, size_t cap);
/* Applies one answer. On failure the state is untouched, and *reason (when
 * reason is not NULL) points at a static sentence that cites the rule. */
alt_err alt_game_apply(alt_game *g, const alt_action *a, const char **reason);
/* Only the verdict: would alt_game_apply accept it? */
alt_err alt_game_legal(const alt_game *g, const alt_action *a, const char **reason);

/* XXH3-64 over the canonical encoding (docs/state-hash.md). */
uint64_t alt_game_hash(const alt_game *g);
/* Writes the canonical encoding; returns its length (needs at most
 * ALT_ENCODE_MAX bytes). */
enum { ALT_ENCODE_MAX = 4096 };
size_t alt_game_encode(const alt_game *g, uint8_t *buf, size_t cap);
/* Invariants: every object in one zone, counts conserved, limits respected.
 * Returns ALT_E_INVARIANT and names the broken one in *what. */
alt_err alt_game_check(const alt_game *g, const char **what);

/* ---- read-only views, for reports and clients */
int alt_game_winner(const alt_game *g);                /* 0, 1, or -1 */
alt_outcome alt_game_outcome(const alt_game *g);
const char *alt_outcome_rule(alt_outcome o);          /* e.g. "4.2.5.d" */
int alt_game_first_player(const alt_game *g);
int alt_game_in_arena(const alt_game *g);
/* Regions from the player's own starting side: 0 at start, 7 at the far end. */
int alt_game_distance(const alt_game *g, int player, alt_expedition e);
const alt_setup *alt_game_setup(const alt_game *g);
const alt_cards *alt_game_cards(const alt_game *g);
/* Public zone numbers (the same values docs/state-hash.md gives). */
typedef enum alt_zone_id {
    ALT_ZONE_DECK = 1, ALT_ZONE_HAND, ALT_ZONE_MANA, ALT_ZONE_RESERVE, ALT_ZONE_LANDMARK,
    ALT_ZONE_DISCARD, ALT_ZONE_EXP_HERO, ALT_ZONE_EXP_COMPANION
} alt_zone_id;
/* How many objects a zone holds (-1 for a bad player or zone). */
int alt_game_zone_count(const alt_game *g, int player, alt_zone_id zone);
/* The zone holding an object (0 if there is no such object). */
int alt_game_object_zone(const alt_game *g, int player, uint8_t object);
/* The card behind an object id (ALT_CARD_NONE if there is no such object). */
uint16_t alt_game_object_card(const alt_game *g, int player, uint8_t object);

/* Writes a human-readable description of an action or of the whole state;
 * returns the length it needed (snprintf semantics). */
size_t alt_action_describe(const alt_game *g, const alt_action *a, char *buf, size_t cap);
size_t alt_game_describe(const alt_game *g, char *buf, size_t cap);
const char *alt_phase_name(alt_phase p);
const char *alt_decision_name(alt_decision_kind k);

#ifdef __cplusplus
}
#endif
#endif
