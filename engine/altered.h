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
#define ALT_ENGINE_VERSION   "1.0.0"
#define ALT_RNG_VERSION      "xoshiro256ss-1"
/* The newest canonical state encoding (docs/state-hash.md). A game is
 * hashed over the one its setup names (alt_setup.hash_encoding), which
 * must be one its ruleset holds: every encoding a ruleset used is kept. */
#define ALT_HASH_VERSION     8u

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
    ALT_E_POSITION,        /* a malformed or impossible position (docs/position.md) */
    ALT_E_VERSION,         /* a position or encoding version, or card database, this build does not hold */
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
    ALT_KW_FLEETING  = 1u << 5,  /* a Spell with Fleeting as a passive (CR 2.4.6.b; 4.0 2.4.7.b) */
    ALT_KW_TOUGH     = 1u << 6,  /* X in alt_card_info.tough */
    ALT_KW_SCOUT     = 1u << 7,  /* X in alt_card_info.scout */
    ALT_KW_LANDMARK  = 1u << 8,  /* a Landmark Permanent (or token Landmark): it goes to the Landmark zone */
    ALT_KW_GEAR      = 1u << 9,  /* an Expedition Permanent: it joins an Expedition and rests like a Character */
    ALT_KW_TOKEN     = 1u << 10  /* a token of another type than TOKEN (a token Landmark: TOKEN_LANDMARK_PERMANENT) */
};

/* A date as the number YYYYMMDD (2025-10-03 is 20251003), so that dates
 * compare as numbers; 0 is no date. */
typedef uint32_t alt_date;
/* Reads "YYYY-MM-DD", a day of the Gregorian calendar from 2000 to 2099;
 * ALT_E_PARSE otherwise. */
alt_err alt_date_parse(const char *text, alt_date *out);
/* Writes "YYYY-MM-DD" (10 bytes and a NUL) into out, or "-" for no date. */
void alt_date_format(alt_date d, char out[11]);

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
    uint8_t also;            /* types it is "also considered" by abilities, even when not in play (Skybound
                                Odyssey's Alelo): bits 1 << ALT_TYPE_SPELL, ALT_TYPE_PERMANENT; 0 for most */
    int supported;           /* 1 when the engine implements all it does */
    /* Format 2 databases (docs/card-database.md): the type as the database
     * spells it ("LANDMARK_PERMANENT"; type says how the engine plays it),
     * and the date this version of the card took effect, 0 for its first
     * printing: a card an erratum changed has one record per version. */
    const char *type_name;
    alt_date from;
} alt_card_info;

/* Parses a card database from text (format: docs/card-database.md). On error
 * returns ALT_E_PARSE and, when line is not NULL, the 1-based line. */
alt_err alt_cards_parse(const char *text, size_t len, alt_cards **out, size_t *line);
void alt_cards_destroy(alt_cards **db);
/* The databases compiled into the library, newest first: all-1
 * (cards/altered.tsv, every set) and btg-4 (cards/beyond_the_gates.tsv,
 * Beyond the Gates as first printed, what release 1.0.0's logs name).
 * alt_cards_bundled parses the newest; alt_cards_bundled_named the one of
 * that version (ALT_E_VERSION when none is). The caller owns *out. */
alt_err alt_cards_bundled(alt_cards **out);
alt_err alt_cards_bundled_named(const char *version, alt_cards **out);
/* The version names of the bundled databases, newest first; NULL past the end. */
const char *alt_cards_bundled_version(size_t i);

size_t alt_cards_count(const alt_cards *db);
const alt_card_info *alt_cards_get(const alt_cards *db, uint16_t index);
/* Index of a reference, or ALT_CARD_NONE: its newest version (a card's
 * text in force today), under an earlier spelling too ("alias" lines:
 * ALT_CORE_B_NE_1_C for ALT_CORE_B_NE_01_C). */
uint16_t alt_cards_find(const alt_cards *db, const char *ref);
/* The version of index's card in force on a date: the last whose `from` is
 * on or before it (the first printing before every erratum); with date 0,
 * the newest. ALT_CARD_NONE for a bad index. */
uint16_t alt_cards_on(const alt_cards *db, uint16_t index, alt_date date);
/* A card's abilities in words, a line each (the project's words for its
 * encoding, never the printed text): what `altered-replay cards show`
 * prints. Returns the length it needed (snprintf semantics). */
size_t alt_cards_ability_words(const alt_cards *db, uint16_t index, char *buf, size_t cap);
/* XXH3-64 of the database text: the digest a game log records. */
uint64_t alt_cards_digest(const alt_cards *db);
const char *alt_cards_version(const alt_cards *db);

/* A set a database names (format 2): its code (the word after ALT_ in a
 * reference), its name, and whether the database holds all its records. */
typedef struct alt_set_info {
    const char *code, *name;
    int partial;             /* 1: only some of its records ("not in this build's records") */
} alt_set_info;
size_t alt_cards_set_count(const alt_cards *db);
const alt_set_info *alt_cards_set(const alt_cards *db, size_t i);
/* The set of a reference by its code, or NULL when the database names none. */
const alt_set_info *alt_cards_set_of(const alt_cards *db, const char *ref);

/* A ban or suspension (format 2, "legal" lines): from its first day to the
 * day before `until` (0: still in force), for the Constructed formats, of
 * every print of one design, or of the Unique cards of one family
 * (family "CORE_YZ_05"; faction ALT_FACTION__COUNT for all of them). */
typedef struct alt_legal_info {
    alt_date from, until;
    int banned;              /* 1 banned, 0 suspended */
    uint16_t design;         /* a design's record, or ALT_CARD_NONE for Uniques */
    const char *family;      /* Uniques: the family, "" otherwise */
    alt_faction faction;
    const char *entries;     /* the card history's entry ids, "186" or "147,148" */
} alt_legal_info;
size_t alt_cards_legal_count(const alt_cards *db);
const alt_legal_info *alt_cards_legal(const alt_cards *db, size_t i);

/* One dated entry of a card's history (format 2, "history" lines): an
 * erratum, a ban, a suspension or its end; `what` says what an erratum
 * changed here: "version" (a new record from that date), "rewording" (no
 * change of meaning), "not encoded", or "-". */
typedef struct alt_history_info {
    const char *ref;
    alt_date date;
    const char *kind;        /* "functional_erratum", "balancing_erratum", "banned", "suspended", "unsuspended" */
    const char *what;
    const char *entry;       /* the card history's entry id */
} alt_history_info;
/* The entries of one reference, in date order: writes a pointer to the
 * first to *first and returns how many there are (0: none). */
size_t alt_cards_history(const alt_cards *db, const char *ref, const alt_history_info **first);

/* -------------------------------------------------------------- rulesets */

/* A ruleset is a family (the seeds' rules, then the Complete Rules where
 * the seeds are silent; or the Complete Rules throughout, of an edition)
 * at a revision. A rules fix is a new revision beside the old one, so that
 * a log names the rules it was played under and always replays under them
 * (docs/log-format.md, "How versions evolve"). What a revision fixes is
 * its level, which the families share:
 *   level 1 (seeds-1, cr3-1): as first released;
 *   level 2 (seeds-2, cr3-2): CR 3.2.2.d for every step that reads the
 *               Deck's top cards (reveal, look at, Resupply of two), not
 *               only for draws; a full table of the engine ends the game
 *               (ALT_OUTCOME_ENGINE_LIMIT) instead of dropping what it
 *               could not hold; in the Afternoon the player taking the
 *               turn holds initiative (CR 1.4.5.a): "each player" choices,
 *               draws and the order of Reactions in Limbo (CR 4.4.b)
 *               start with them, not with the first player; an object
 *               going from the Reserve or Limbo to another visible zone
 *               but the Discard pile keeps its counters (CR 2.5.k); the
 *               daily caps count each quick action and each Reaction of
 *               an object on its own (CR 1.4.6.b-c), not the object's
 *               together, and the state encoding is version 4;
 *   level 3 (seeds-3, cr4-1, cr3-3): a step acting on several objects has
 *               every target chosen first, then acts on them together
 *               (CR 6.1.e-g, 6.5.b, 7.4.7.e); a Reaction whose source left
 *               play uses what was last known of it (CR 2.1.h; 4.0
 *               6.3.k, 3.0 6.3.j); the state encoding is version 6.
 * The Complete Rules 4.0 (seeds-3, cr4-1) add their own changes of meaning
 * (docs/rules-choices.md) and are cited by their own numbers.
 * The values are what the state encoding writes (docs/state-hash.md). */
typedef enum alt_ruleset {
    ALT_RULESET_SEEDS_1 = 0,   /* "seeds-1" */
    ALT_RULESET_CR3_1 = 1,     /* "cr3-1" */
    ALT_RULESET_SEEDS_2 = 2,   /* "seeds-2" */
    ALT_RULESET_CR3_2 = 3,     /* "cr3-2" */
    ALT_RULESET_SEEDS_3 = 4,   /* "seeds-3": the seeds, then the Complete Rules 4.0 */
    ALT_RULESET_CR4_1 = 5,     /* "cr4-1": the Complete Rules 4.0 */
    ALT_RULESET_CR3_3 = 6,     /* "cr3-3": the Complete Rules 3.0, level 3 */
    ALT_RULESET__COUNT,
    ALT_RULESET_SEEDS = ALT_RULESET_SEEDS_3,   /* each family's latest revision */
    ALT_RULESET_CR3 = ALT_RULESET_CR3_3,
    ALT_RULESET_CR4 = ALT_RULESET_CR4_1,
    ALT_RULESET_DEFAULT = ALT_RULESET_SEEDS    /* the seeds' reading is the default */
} alt_ruleset;

const char *alt_ruleset_name(alt_ruleset r);        /* the family: "seeds", "cr3", "cr4" */
const char *alt_ruleset_version(alt_ruleset r);     /* "seeds-3", "cr3-1", ... */
/* 1 for a Complete Rules family (cr3, cr4), 0 for the seeds'. */
int alt_ruleset_is_cr(alt_ruleset r);
/* The edition of the Complete Rules a ruleset follows where the seeds are
 * silent, and whose paragraph numbers it cites: 3 (v3.0) or 4 (v4.0). */
int alt_ruleset_edition(alt_ruleset r);
/* The revision, the number in its name: 1 or more (0 for no ruleset). */
int alt_ruleset_revision(alt_ruleset r);
/* The level of fixes it holds (above): 1 to 3 (0 for no ruleset). */
int alt_ruleset_level(alt_ruleset r);
/* The newest state encoding a ruleset's games are hashed over: 3 at
 * level 1, 5 at level 2, 6 at level 3 (docs/state-hash.md); 0 for no
 * ruleset. */
unsigned alt_hash_version(alt_ruleset r);
/* 1 when a ruleset's games may be hashed over encoding v: level 1 holds
 * 3; level 2 holds 4 (seeded games only) and 5; level 3 holds 6. */
int alt_hash_version_holds(alt_ruleset r, unsigned v, int recorded);
/* Accepts a family name ("seeds": its latest revision) or a versioned name
 * ("seeds-1": exactly that revision). */
alt_err alt_ruleset_parse(const char *name, alt_ruleset *out);

/* ---------------------------------------------------------------- decks */

/* A deck holds at most 80 cards besides its Hero (Singleton's largest).
 * A card's object id in a game follows from its deck-list index i: i below
 * 60, i + 32 from 60 on (ids 92 to 111), so that tokens keep the ids 60 to
 * 91 they have had since the first encoding and a game of decks of 60 or
 * fewer is numbered, encoded and hashed as before (docs/position.md,
 * "Object ids"). */
enum {
    ALT_DECK_MAX = 80,
    ALT_DECK_LOW = 60,              /* deck-list indices that are their own ids */
    ALT_DECK_HIGH_SHIFT = 32        /* what an index from ALT_DECK_LOW on adds: the token ids it skips */
};
/* The object id of deck-list index i (0 to ALT_DECK_MAX - 1). */
static inline uint8_t alt_deck_object_id(int i)
{
    return (uint8_t)(i < ALT_DECK_LOW ? i : i + ALT_DECK_HIGH_SHIFT);
}
/* The deck-list index of a card's object id; -1 for a token's id (60 to 91)
 * or an id beyond every card's. */
static inline int alt_object_deck_index(unsigned id)
{
    if (id < ALT_DECK_LOW)
        return (int)id;
    if (id >= ALT_DECK_LOW + ALT_DECK_HIGH_SHIFT && id < ALT_DECK_MAX + ALT_DECK_HIGH_SHIFT)
        return (int)id - ALT_DECK_HIGH_SHIFT;
    return -1;
}

/* The formats a deck is built for (docs/card-database.md, "Formats"):
 * what a game's deck check and `deck check` apply. Constructed is
 * Standard, the community's name for it; Limited covers Sealed and Draft
 * (CR 1.1.5). A pool format (Frontier and the like) is Constructed with
 * the Unique cards limited to a list (alt_deck_rules.pool). The values are
 * what a game log's Format writes. */
typedef enum alt_format {
    ALT_FORMAT_CONSTRUCTED = 0,   /* Standard: CR 1.1.4 and the seeds' limits */
    ALT_FORMAT_LIMITED = 1,       /* CR 1.1.5: Sealed, Draft */
    ALT_FORMAT_NUC = 2,           /* "No Unique": Constructed without any Unique card */
    ALT_FORMAT_SINGLETON = 3,     /* Constructed with one card of each name, up to 80 cards */
    ALT_FORMAT__COUNT
} alt_format;

/* A deck as a value: the Hero apart, the other cards in list order. The
 * order fixes each card's object id in the game (alt_deck_object_id of its
 * index here). */
typedef struct alt_deck {
    uint16_t hero;                 /* ALT_CARD_NONE when the deck has none */
    uint16_t count;
    uint16_t cards[ALT_DECK_MAX];  /* card database indices */
} alt_deck;

/* Parses a deck list as players export it: one "COUNT REFERENCE" (or
 * "COUNTx REFERENCE") per line, '#' starts a comment, a UTF-8 byte-order
 * mark and CR LF line ends are accepted, the Hero anywhere among the lines.
 * A second Hero, or a second copy of the Hero, is kept among the cards for
 * alt_deck_validate to report (CR 1.1.4.b, 1.1.5.b of 3.0 and of 4.0). A reference reads as
 * its newest version (alt_cards_find; a game plays the version in force on
 * its date). On error, names the line and the problem in msg: a reference
 * of a set the database does not hold, or of a set it holds in part, names
 * that set (ALT_E_UNKNOWN_CARD); a Unique card
 * (ALT_SET_B_FF_NN_U_SERIAL) reads as its family's Unique record where
 * the database has one (format 2), else is ALT_E_UNSUPPORTED_CARD. An
 * alternate-art or promotional print reads as its own record, or, where the
 * database holds only the booster print (btg-4), as that card. */
alt_err alt_deck_parse(const alt_cards *db, const char *text, size_t len,
                       alt_deck *out, char *msg, size_t msg_size);

enum { ALT_VIOLATION_CARDS = 8, ALT_VIOLATION_REF_MAX = 63 };

typedef struct alt_violation {
    char rule[16];     /* e.g. "1.1.4.f" of 3.0, "4.0 1.1.4.e" */
    char text[180];    /* one precise sentence */
    /* The cards involved, as database indices (the first card_count). */
    uint16_t cards[ALT_VIOLATION_CARDS];
    uint8_t card_count;
    uint32_t line;     /* the deck list's line (from 1), 0 when none */
    char ref[ALT_VIOLATION_REF_MAX + 1];   /* a reference the database lacks, "" if none */
    /* 1: a note, not a violation: what the check cannot know (a Unique's
     * own faction, which its reference does not give) and says so. Notes
     * are counted and written as the violations are, but a deck whose
     * findings are all notes is legal (alt_deck_violations). */
    uint8_t note;
} alt_violation;

/* The Unique cards of a deck list as the list names them, each with its
 * serial: what a pool format's list is checked against (ALT_SET_B_FF_NN_U_N). */
typedef struct alt_deck_unique {
    uint8_t slot;                          /* its index in alt_deck.cards */
    uint32_t line;
    char ref[ALT_VIOLATION_REF_MAX + 1];
} alt_deck_unique;
typedef struct alt_deck_uniques {
    uint8_t count;
    alt_deck_unique at[ALT_DECK_MAX];
} alt_deck_uniques;

/* What a deck is checked against: the format's deck-building rules, cited
 * with the numbers of the ruleset's edition of the Complete Rules; and, for
 * a deck check as of a date, the bans and suspensions in force on it and a
 * pool format's list of the Unique cards allowed. A game's own check (alt_game_new) weighs
 * neither: whether an event allowed a card is the organizer's deck check,
 * not a rule of the game. */
typedef struct alt_deck_rules {
    alt_format format;
    alt_ruleset ruleset;
    alt_date date;                 /* 0: no ban or suspension weighed */
    const char *const *pool;       /* sorted (strcmp); NULL: no pool */
    size_t pool_count;
    const alt_deck_uniques *uniques;   /* the list's Unique cards, for the pool; NULL: none known */
} alt_deck_rules;

/* Checks a deck: writes up to cap findings and returns how many there are
 * in all, notes included (alt_deck_violations counts the violations). */
size_t alt_deck_check(const alt_cards *db, const alt_deck_rules *rules, const alt_deck *deck,
                      alt_violation *out, size_t cap);
/* alt_deck_check for a format under the default ruleset, no date, no pool. */
size_t alt_deck_validate(const alt_cards *db, alt_format format, const alt_deck *deck,
                         alt_violation *out, size_t cap);
/* How many of n findings (the first min(n, cap) written to v) are
 * violations rather than notes; findings past cap count as violations. */
size_t alt_deck_violations(const alt_violation *v, size_t n, size_t cap);

/* Whether the engine can play every card of the deck: ALT_OK, or
 * ALT_E_UNSUPPORTED_CARD with msg naming each design it does not implement
 * and its set ("Vaike, Energy Pioneer (ALT_ALIZE_B_AX_35_C, Trial by
 * Frost)"), each once, or what a Unique needs to be played. */
alt_err alt_deck_playable(const alt_cards *db, const alt_deck *deck, char *msg, size_t msg_size);

/* alt_deck_parse for a deck check: a line naming a card the database
 * cannot give (rule "reference": unknown; "set": a set this build does not
 * hold, or whose records it holds in part; "unique": a Unique card the
 * database cannot judge) and cards past the engine's capacity (rule
 * "deck") are violations, counted in *count (up to cap written to out),
 * and the list goes on, so that one pass reports every problem. The list's
 * Unique cards are written to *uniques when it is not NULL. Returns ALT_OK,
 * or the error of the first malformed line (msg names it). */
alt_err alt_deck_parse_checked(const alt_cards *db, const char *text, size_t len, alt_deck *deck,
                               alt_deck_uniques *uniques, alt_violation *out, size_t cap, size_t *count,
                               char *msg, size_t msg_size);

/* The format a deck is checked and played in when none is named: a deck
 * with a Hero is Constructed (CR 1.1.4.b of 3.0 and of 4.0), one without is Limited. */
alt_format alt_deck_format(const alt_deck *deck);

/* "Constructed", "Limited", "NUC", "Singleton"; "?" for a value out of range. */
const char *alt_format_name(alt_format format);
/* Reads a format's name, any case: "constructed" or "standard",
 * "limited", "sealed" or "draft", "nuc", "singleton"; ALT_E_ARG otherwise. */
alt_err alt_format_parse(const char *name, alt_format *out);

/* The name of a set by its reference code (the word after "ALT_"):
 * "CORE" -> "Beyond the Gates", "ALIZE" -> "Trial by Frost"; NULL when the
 * code is none this build knows (docs/card-database.md, "Sets"). */
const char *alt_set_name(const char *code, size_t len);

/* --------------------------------------------------------- Unique cards */

/* A Unique card is defined by its record (docs/uniques.md): its reference
 * ALT_SET_B_FF_NN_U_SERIAL (its family, the design it is a Unique of, and
 * a serial), its faction (its own, which may differ from FF), its costs
 * and statistics, one to three main abilities and at most one support
 * ability. Each ability is a triple of part ids of the Unique grammar, a
 * TRIGGER, a CONDITION and an OUTPUT; each part the engine implements is
 * one row of engine/unique_parts.def, and an ability is its three rows
 * composed into the card database's ability encoding. */
enum {
    ALT_UNIQUE_MAIN_MAX = 3,        /* main abilities a Unique has at most */
    ALT_UNIQUE_TEXT_MAX = 255,      /* bytes of a record's compact form, at most */
    ALT_UNIQUE_SUPPORT_TRIGGER = 192, /* the {D} part: every support ability's trigger */
    /* Unique records a game holds at most, both decks together (a
     * Constructed game holds 6 at most): what its binary position has
     * room for (docs/position.md). */
    ALT_UNIQUES_MAX = 32
};

typedef struct alt_unique_triple {
    uint16_t trigger, condition, output;
} alt_unique_triple;

typedef struct alt_unique {
    char ref[ALT_VIOLATION_REF_MAX + 1];
    alt_faction faction;
    int8_t hand_cost, reserve_cost;
    int8_t forest, mountain, water;     /* -1: none given (a Spell or a Permanent) */
    uint8_t main_count;                 /* 1 to ALT_UNIQUE_MAIN_MAX */
    alt_unique_triple main[ALT_UNIQUE_MAIN_MAX];
    uint8_t has_support;
    alt_unique_triple support;
} alt_unique;

/* Reads one record in its compact form (docs/uniques.md):
 *   REF faction=FF cost=H/R [power=F/M/W] main=T:C:O[,T:C:O[,T:C:O]] [support=T:C:O]
 * checking every part id against the grammar (an id it lacks, or one of
 * another type than its slot's, is an error naming it); whether this
 * build implements the parts is asked apart (alt_cards_with_uniques).
 * ALT_E_PARSE with msg saying what is wrong. */
alt_err alt_unique_parse(const char *text, size_t len, alt_unique *out, char *msg, size_t msg_size);
/* Whether a record read another way (JSON, a position) holds a Unique's
 * values: alt_unique_parse's checks. ALT_OK, or ALT_E_PARSE saying what is
 * wrong. */
alt_err alt_unique_check(const alt_unique *u, char *msg, size_t msg_size);
/* The canonical compact form: the fields in the order above; what the
 * setup digest, a log's header and a position carry. Returns the length
 * it needed (snprintf semantics; at most ALT_UNIQUE_TEXT_MAX). */
size_t alt_unique_format(const alt_unique *u, char *buf, size_t cap);

/* The parts of the Unique grammar (engine/unique_parts.def). */
typedef enum alt_part_type {
    ALT_PART_NONE = 0, ALT_PART_TRIGGER, ALT_PART_CONDITION, ALT_PART_OUTPUT
} alt_part_type;
/* How many part ids the grammar has, and the i-th (by id). */
size_t alt_part_count(void);
unsigned alt_part_id(size_t i);
/* A part's type (ALT_PART_NONE for an id the grammar lacks). */
alt_part_type alt_part_type_of(unsigned id);
const char *alt_part_type_name(alt_part_type t);   /* "TRIGGER", ... */
/* Its encoding (unique_parts.def's), NULL when this build lacks it. */
const char *alt_part_encoding(unsigned id);
/* What a part this build lacks waits for ("Ascend"); NULL otherwise. */
const char *alt_part_mechanic(unsigned id);

/* A game's card database: base's records, then one record per Unique
 * (index alt_cards_count(base) + k for u[k]), made from the record and
 * its family's record in base (name, type, sub-types). Versions, digest,
 * sets, bans and history are base's; base must outlive it. The Uniques'
 * references must be distinct, of families base holds. A Unique whose
 * parts this build lacks, or whose parts do not compose, is a record
 * that is not supported (alt_deck_playable says why). The caller owns
 * *out (alt_cards_destroy). */
alt_err alt_cards_with_uniques(const alt_cards *base, const alt_unique *u, size_t n, alt_cards **out, char *msg,
                               size_t msg_size);
/* A database's Unique records (none for a parsed one), in index order. */
size_t alt_cards_unique_count(const alt_cards *db);
const alt_unique *alt_cards_unique(const alt_cards *db, size_t i);
/* Their compact forms (alt_unique_format), the same order; NULL for none. */
const char *const *alt_cards_unique_texts(const alt_cards *db);
/* The database a game's was made from (db itself for a parsed one). */
const alt_cards *alt_cards_base(const alt_cards *db);
/* Why record `index` (a Unique's) is not supported: the first part this
 * build lacks or cannot compose, in *part (0: none), its slot (1 to 3 a
 * main ability, 4 the support) in *slot, and the sentence; NULL when the
 * record is supported or is no Unique's. */
const char *alt_cards_unique_refusal(const alt_cards *db, uint16_t index, unsigned *part, int *slot);

/* The Unique records a deck list gives inline, after a Unique's reference
 * on its line ("1 ALT_CORE_B_MU_22_U_3140 faction=MU cost=7/8 ..."):
 * what a game's database is made with (alt_cards_with_uniques) before the
 * list is read with it, which then checks each inline record is the one
 * the database holds. Writes up to cap records to out, each once, and
 * their count to *n. ALT_E_PARSE, msg naming the line, for a malformed
 * record or two different records of one Unique. */
alt_err alt_deck_list_uniques(const char *text, size_t len, alt_unique *out, size_t cap, size_t *n, char *msg,
                              size_t msg_size);

/* ----------------------------------------------------------------- game */

typedef struct alt_game alt_game;

/* Where a game's chance comes from (docs/log-format.md, "Chance").
 * Seeded: the generator of docs/rng.md, from the seed. Recorded: the
 * caller answers each chance event as a decision of its own
 * (ALT_DEC_CHANCE), as another engine or a platform dealt it; the seed
 * is then unused. Recorded games need encoding 5 or later. */
typedef enum alt_chance_mode { ALT_CHANCE_SEEDED = 0, ALT_CHANCE_RECORDED = 1 } alt_chance_mode;

typedef struct alt_setup {
    uint64_t seed;
    alt_ruleset ruleset;
    alt_format format;
    alt_deck deck[2];
    uint8_t chance;          /* alt_chance_mode */
    uint8_t hash_encoding;   /* 0: the ruleset's newest (alt_hash_version) */
    /* The day the game was played: each card plays the version of its text
     * in force then (alt_cards_on; the game holds those versions' indices),
     * and the setup digest names it (docs/state-hash.md). 0: no date, each
     * card's newest version. */
    alt_date date;
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
    ALT_DEC_CHANCE,          /* recorded chance: the outcome of a chance event (alt_game_chance) */
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
    ALT_ACT_CHANCE,          /* player ALT_CHANCE_PLAYER, choice: one outcome (alt_chance_kind) */
    ALT_ACT__COUNT
} alt_action_kind;

/* The decider of a chance decision: chance itself, neither player. */
enum { ALT_CHANCE_PLAYER = 2 };

/* The chance events the rules call for, and what one answer (the
 * action's choice) is for each. A shuffle is answered one card at a
 * time: a Deck's cards from the top down, the Tumult cards from the
 * Hero's side (slot 0, 1, 2). */
typedef enum alt_chance_kind {
    ALT_CHANCE_NONE = 0,
    ALT_CHANCE_TUMULT_ORDER,   /* CR 4.1.c: a Tumult card, 0 V|MO, 1 M|VO, 2 O|VM, for the next slot */
    ALT_CHANCE_TUMULT_FLIP,    /* CR 4.1.c: a slot's orientation, 0 or 1 */
    ALT_CHANCE_FIRST_PLAYER,   /* CR 4.1.g (4.0 4.1.f): the first player, 0 or 1 */
    ALT_CHANCE_DECK,           /* CR 4.1.i (4.0 4.1.g), 3.2.2.d: the object id of the next card from the top */
    ALT_CHANCE_DIE,            /* CR 7.3.19: a six-sided die, 1 to 6 */
    ALT_CHANCE_HAND_CARD,      /* CR 4.0 3.2.5.c: a card of a player's Hand at random: its object id */
    ALT_CHANCE__COUNT
} alt_chance_kind;

/* The chance event a game waits on (kind ALT_CHANCE_NONE when none):
 * for a shuffle, the player whose Deck it is, how many cards are
 * shuffled and how many are placed already. */
typedef struct alt_chance_event {
    alt_chance_kind kind;
    uint8_t player;
    uint8_t count;       /* a shuffle's cards, a Hand's cards to pick from; a number's possible values */
    uint8_t given;       /* a shuffle's cards placed so far */
    const char *rule;    /* the rule calling for it, as the game's edition numbers it: "4.1.i" of 3.0, "4.0 4.1.g" */
} alt_chance_event;

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
    ALT_OUTCOME_CARD,        /* a card's effect: "you win the game" (Lyra Festival) */
    ALT_OUTCOME_ENGINE_LIMIT /* a table of the engine was full (more Reactions in Limbo, "next card"
                                effects or tokens than it holds): no winner; the game cannot be
                                judged past that point (rulesets of revision 2 on) */
} alt_outcome;

/* The rules let a game go on as long as both players only pass; a judge must
 * stop somewhere. A game still running when this Day ends (as the next
 * would begin) ends without a winner (alt_game_winner returns -1): the
 * engine plays at most ALT_DAY_LIMIT Days. */
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
/* Writes the canonical encoding; returns its length (at most
 * ALT_ENCODE_MAX bytes). A buffer of ALT_ENCODE_MAX bytes or more is
 * written in place, and its bytes past the returned length are scratch
 * (the encoder copies in fixed-size chunks); a smaller one gets the first
 * cap bytes of the encoding, through a copy. */
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
/* The chance event waiting for its outcome, at an ALT_DEC_CHANCE. */
alt_chance_event alt_game_chance(const alt_game *g);
/* The chance answers the last step drew (a seeded game) or was given (a
 * recorded one), in the order the rules called for them: the game's
 * setup for a game just made, else the last alt_game_apply of a player's
 * answer. A recorded game given these same answers deals the same game.
 * Writes up to cap; returns how many there are (0 while a chance
 * decision waits), or (size_t)-1 when a seeded step drew more than
 * ALT_POS_CHANCE. */
size_t alt_game_chance_drawn(const alt_game *g, alt_action *out, size_t cap);
/* "first player", "die", ...; "?" for a value out of range. */
const char *alt_chance_name(alt_chance_kind k);
/* Whether an event's answers are among cards it lists (a shuffle's next
 * card, a card of a Hand at random: positions and hashes carry the
 * list), else numbers. */
static inline int alt_chance_lists_cards(alt_chance_kind k)
{
    return k == ALT_CHANCE_DECK || k == ALT_CHANCE_TUMULT_ORDER || k == ALT_CHANCE_HAND_CARD;
}
/* The state encoding g is hashed over. */
unsigned alt_game_hash_version(const alt_game *g);
const alt_cards *alt_game_cards(const alt_game *g);
/* Public zone numbers (the same values docs/state-hash.md gives). */
typedef enum alt_zone_id {
    ALT_ZONE_DECK = 1, ALT_ZONE_HAND, ALT_ZONE_MANA, ALT_ZONE_RESERVE, ALT_ZONE_LANDMARK,
    ALT_ZONE_DISCARD, ALT_ZONE_EXP_HERO, ALT_ZONE_EXP_COMPANION, ALT_ZONE_LIMBO,
    ALT_ZONE__END        /* one past the last zone */
} alt_zone_id;
/* How many objects a zone holds (-1 for a bad player or zone). */
int alt_game_zone_count(const alt_game *g, int player, alt_zone_id zone);
/* The zone holding an object (0 if there is no such object, and for the
 * Hero, ALT_POS_HERO, whose Hero zone is none of alt_zone_id's lists). */
int alt_game_object_zone(const alt_game *g, int player, uint8_t object);
/* The card behind an object id, ALT_POS_HERO the Hero (ALT_CARD_NONE if
 * there is no such object). */
uint16_t alt_game_object_card(const alt_game *g, int player, uint8_t object);

/* ------------------------------------------------------------ positions */

/* A position is a whole game state as a value (docs/position.md): what a
 * judge sets up, a test stages, and a client implementer compares. The
 * engine's own state is opaque; this struct is its documented, stable
 * picture, and nothing the engine depends on lives outside it.
 *
 *   alt_game_position      game -> position (never fails)
 *   alt_game_from_position position -> a new game, after checking every field
 *                          and every invariant (names the field on refusal)
 *   alt_position_encode    game -> binary position (the canonical encoding
 *                          of docs/state-hash.md, inside a self-contained
 *                          envelope that names the decks)
 *   alt_position_decode    binary position -> position (the format only;
 *                          alt_game_from_position checks the rest)
 *   alt_game_decode        both: bytes -> a new game
 *
 * Capacities of the engine, which are the capacities of a position too. */
enum {
    ALT_POS_VERSION = 1,                   /* binary position format, a game without a date */
    ALT_POS_VERSION_DATED = 2,             /* ... with one: its date after the database's digest */
    ALT_POS_VERSION_UNIQUES = 3,           /* ... with Unique records: its date (0: none), then after the deck
                                              lists each Unique's record (docs/position.md) */
    ALT_POS_TOKEN_BASE = ALT_DECK_LOW,     /* the first token's object id */
    ALT_POS_TOKENS = ALT_DECK_HIGH_SHIFT,  /* tokens a player may have at once: ids 60 to 91 */
    ALT_POS_TOKEN_END = ALT_POS_TOKEN_BASE + ALT_POS_TOKENS,
    ALT_POS_OBJECTS = ALT_DECK_MAX + ALT_POS_TOKENS,   /* ids 0 to 111 */
    ALT_POS_LIMBO = 32,                    /* Reactions waiting in Limbo at once */
    ALT_POS_MODS = 8,                      /* "next card" modifiers a player holds at once */
    ALT_POS_USES = 64,                     /* abilities a player uses in one Day (revision 2 on) */
    ALT_POS_CHANCE = 255,                  /* chance outcomes one step may be given */
    ALT_POS_HELD = 6,                      /* picks of one step chosen before it acts (level 3) */
    ALT_POS_NEST = 3,                      /* Spells played by effects inside one another (4.0 5.2.b) */
    ALT_POS_MARKERS = 12,                  /* Terrain Markers in a game (4.0 3.2.1.d) */
    ALT_POS_GAINED = 8,                    /* subtypes gains a player's Characters hold at once (encoding 7) */
    ALT_POS_TURN_DISCARDED_HAND = 1,       /* alt_pos_player.turn_did: discarded a card from their Hand */
    ALT_POS_TURN_DISCARDED_RESERVE = 2,    /* ... from their Reserve */
    ALT_POS_TURN_SUPPORT = 4,              /* ... activated a {D} ability */
    ALT_POS_TURN_EXHAUST = 8,              /* ... activated a {T} ability */
    ALT_POS_TURN_ALL = 15,
    ALT_POS_MARKER_HELD = 0x80,            /* a marker's `where` while a Hero holds it: + the player */
    ALT_POS_AWAY_TOKEN = 0xFF,             /* alt_pos_object.away: the opponent's token */
    ALT_POS_HERO = 0xFE,                   /* a Reaction's source when it is the Hero */
    ALT_POS_SCOUT = 0xFF,                  /* the ability index of the Reserve ability Scout grants */
    /* The ability index of the Reaction a "next card" modifier makes of its
     * effect on the card played (CR 5.2.b; 4.0 5.2.c): it gains Anchored, loses
     * Fleeting, or gains N boosts (ALT_POS_MOD_BOOST + N - 1, N 1 to 9). */
    ALT_POS_MOD_ANCHORED = 0xF0,
    ALT_POS_MOD_UNFLEETING = 0xF1,
    ALT_POS_MOD_BOOST = 0xF2,
    /* In daily_uses only: the Reaction the card of object id h grants a
     * Character (Haven's "{R} I gain 1 boost") is the Character's own,
     * counted under ability ALT_POS_GRANTED_BY + h (h a card's id: 0 to 59, 92 to 111). */
    ALT_POS_GRANTED_BY = 0x80,
    ALT_POS_MOD_BOOST_LAST = 0xFA,
    /* A "next card" modifier's Reaction that asks its player first: "you
     * may have it gain Asleep" (a Unique part). */
    ALT_POS_MOD_MAY_ASLEEP = 0xFB,
    /* ... and one that asks which of the card's {R} Reactions activates:
     * "activates one of its {r} abilities" (a Unique part). */
    ALT_POS_MOD_R_ONE = 0xFC,
    ALT_POS_ENCODED_MAX = 16384            /* bytes a binary position needs at most */
};

/* Status bits (CR 2.4; Boosted follows from the boosts) and flags. */
enum { ALT_STATUS_EXHAUSTED = 1u << 0, ALT_STATUS_FLEETING = 1u << 1,
       ALT_STATUS_ANCHORED = 1u << 2, ALT_STATUS_ASLEEP = 1u << 3 };
enum { ALT_FLAG_KEPT = 1u << 0,         /* chosen in this Night's Clean-up */
       ALT_FLAG_AFTER_REST = 1u << 1,   /* its Reactions wait for the end of Rest */
       /* An optional replacing modifier of its move out of the Expedition
        * zone (CR 6.2.d): its controller is asked whether it applies, and
        * answered yes or no; the move that is about to happen reads the
        * answer, and the move clears it. */
       ALT_FLAG_INSTEAD_ASKED = 1u << 2,
       ALT_FLAG_INSTEAD_YES = 1u << 3,
       ALT_FLAG_INSTEAD_NO = 1u << 4,
       /* In Limbo while being played from Reserve (CR 4.0 2.2.9.b: its
        * Base Cost is its Reserve Cost, Fleeting or not). */
       ALT_FLAG_FROM_RESERVE = 1u << 5 };

typedef struct alt_pos_object {
    uint8_t id;          /* a card (alt_deck_object_id of its deck position): 0..59, 92..111; a token: 60..91 */
    uint16_t card;       /* card database index (for a card: the deck's) */
    uint8_t status;      /* ALT_STATUS_* */
    uint8_t boosts;
    uint8_t flags;       /* ALT_FLAG_* */
    uint8_t quick_uses;  /* quick actions played from it today (CR 1.4.6.b; revision 1) */
    uint8_t reactions;   /* its Reactions activated today (CR 1.4.6.c; revision 1) */
    uint8_t counters;    /* CR 2.5 */
    /* A token id (60..91) holding an object the opponent owns and this
     * player controls (CR 4.0 7.3.6: a Character that defected):
     * 1 + its id among the opponent's objects, or ALT_POS_AWAY_TOKEN for
     * the opponent's token; 0 for everything else. */
    uint8_t away;
} alt_pos_object;

typedef struct alt_pos_reaction {
    uint8_t player;        /* controller */
    uint8_t source;        /* object id, or ALT_POS_HERO */
    uint8_t ability;       /* index in the card's abilities, ALT_POS_SCOUT, or ALT_POS_MOD_* */
    uint8_t from_reserve;  /* 1: a {R} Reaction of a card played from Reserve */
    uint16_t card;         /* the source's card (the ability outlives its moves) */
    uint8_t subject;       /* "it": an object id, or ALT_NO_OBJECT */
    uint8_t subject_owner;
    uint8_t was_in;        /* level 3: bit e, its source was last in Expedition e before it left them */
    uint8_t repeats;       /* in limbo only: the same Emblem-Reactions beyond this one the entry stands for
                              (one event activating a Reaction bound to nothing again, CR 4.0 6.3.g), 0 to 31 */
} alt_pos_reaction;

/* The ability being resolved while it waits on a choice (docs/state-hash.md). */
/* alt_pos_resolution.active in alt_position.outer: the step is done and
 * its effect goes on after the Spell (DONE), or a replacing modifier's
 * ability waits to start (TO_START, CR 4.0 7.5.3). */
enum { ALT_POS_OUTER_DONE = 1, ALT_POS_OUTER_TO_START = 2 };

typedef struct alt_pos_resolution {
    uint8_t active;      /* 1 (0: none); in outer, ALT_POS_OUTER_* */
    alt_pos_reaction r;
    uint8_t step, done, spell, pick_object, pick_expedition;
    uint16_t pick_choice;
    uint8_t first_object, first_owner, roll, did, tally;
    uint8_t dice[3];
    /* Level 3: the picks of a step chosen before it acts (CR 6.1.e-g):
     * each its object (or ALT_NO_OBJECT), Expedition and owner. */
    uint8_t held_n;
    struct { uint8_t object, expedition, owner; } held[ALT_POS_HELD];
} alt_pos_resolution;

/* A modifier's span (alt_pos_modifier.until_afternoon_ends): "this turn",
 * "this Afternoon", or "this Day" (until that Day's Night is over; only
 * Skybound Odyssey's "Characters ... are [Tough N]" Emblem lasts so). */
enum { ALT_UNTIL_TURN_ENDS = 0, ALT_UNTIL_AFTERNOON_ENDS = 1, ALT_UNTIL_DAY_ENDS = 2 };

typedef struct alt_pos_modifier {
    uint8_t filter, kind, amount, until_afternoon_ends;
} alt_pos_modifier;

/* One ability's daily count (CR 1.4.6.b-c), rulesets of revision 2 on:
 * the quick actions played or the Reactions activated of the ability of
 * index `ability` (or ALT_POS_SCOUT) of object `id` (or ALT_POS_HERO). */
typedef struct alt_pos_use {
    uint8_t id, ability, count;
} alt_pos_use;

/* moved_today[e]'s bits (alt_pos_player's and the game's; docs/position.md).
 * ALT_MOVED_TODAY: the Expedition moved forward this Day. The others hold,
 * only while Progress waits on the rolls of "if my Expedition would move
 * forward during Dusk" (dusk.c; CR 6.2.b, 6.2.i), how many of those
 * modifiers of the Expedition have rolled, how many regions more they made
 * it move, and whether one made it stay; Progress reads and clears them as
 * it moves. */
enum {
    ALT_MOVED_TODAY = 1u << 0,
    ALT_MOVED_ROLL_ONE = 1u << 1,   /* bits 1-3: rolls made, 0 to 7 */
    ALT_MOVED_ROLLS = 7u << 1,
    ALT_MOVED_MORE_ONE = 1u << 4,   /* bits 4-6: regions more, 0 to 7 */
    ALT_MOVED_MORE = 7u << 4,
    ALT_MOVED_STAYS = 1u << 7       /* "it doesn't move instead" */
};
/* One subtypes gain (alt_pos_player.gained): object `id` has the
 * subtypes of card `card` too. */
typedef struct alt_pos_gained {
    uint8_t id;
    uint16_t card;
} alt_pos_gained;

typedef struct alt_pos_player {
    uint8_t distance[2];       /* per Expedition (alt_expedition), 0..7 */
    uint8_t moved_today[2];    /* ALT_MOVED_* */
    uint8_t blocked_today;     /* bit e: Expedition e can't move forward this Day */
    uint8_t passed;
    uint8_t hero_status, hero_reactions, hero_quick_uses, hero_counters;   /* daily counts: revision 1 */
    uint8_t mods_n;
    alt_pos_modifier mods[ALT_POS_MODS];
    uint8_t zone_n[ALT_ZONE__END];                     /* indexed by alt_zone_id */
    alt_pos_object zone[ALT_ZONE__END][ALT_POS_OBJECTS];  /* Deck: index 0 the bottom */
    /* Revision 1 counts each object's quick actions and Reactions together
     * (alt_pos_object's and the hero_ fields); revision 2 on, each ability
     * on its own, here, sorted by (id, ability), and those fields are 0. */
    uint8_t uses_n;
    alt_pos_use uses[ALT_POS_USES];
    uint8_t ascended;          /* CR 4.0 2.4.3: bit e, Expedition e is Ascended */
    /* Encoding 7: the subtypes a Character of theirs in an Expedition gained
     * (CR 4.0 2.3.1.e; Doppelganger's "I gain its subtypes"): each the
     * Character's id and the card whose subtypes it has too, until it
     * leaves the Expedition zone. */
    uint8_t gained_n;
    alt_pos_gained gained[ALT_POS_GAINED];
    /* Encoding 8: what the player did in the turn under way ("this
     * turn", CR 4.0 2.2.15.a), all 0 outside the Afternoon: the cards
     * they played, and ALT_POS_TURN_* bits. */
    uint8_t turn_played;
    uint8_t turn_did;
} alt_pos_player;

/* A recorded game waiting on chance (encoding 5 on): the answer that
 * waits for its outcomes, and the outcomes given so far. The state
 * around it is the one before that answer. */
typedef struct alt_pos_chance {
    uint8_t pending;
    alt_action action;          /* kind 0: the setup (CR 4.1) */
    uint8_t kind;               /* alt_chance_kind of the event asked */
    uint8_t player, count, given;
    uint8_t cards[ALT_DECK_MAX];   /* a shuffle's cards: those given first, in order */
    uint8_t n;
    uint8_t outcomes[ALT_POS_CHANCE];
} alt_pos_chance;

typedef struct alt_position {
    char cards_version[32];     /* the card database's version ("" on input: any) */
    alt_date date;              /* the game's date (alt_setup.date); 0: none. Cards read as their versions then */
    alt_ruleset ruleset;
    uint8_t hash_encoding;      /* 0 on input: the ruleset's newest */
    uint8_t chance_mode;        /* alt_chance_mode */
    alt_pos_chance chance;
    alt_format format;
    alt_deck deck[2];           /* object id i < count is deck[p].cards[i] */
    uint64_t rng[4];            /* the generator's state (docs/rng.md) */
    uint16_t day;
    uint8_t phase;              /* alt_phase */
    uint8_t decision;           /* alt_decision_kind */
    uint8_t decider;
    uint8_t first_player;
    uint8_t arena;
    uint8_t winner;             /* 0, 1, or 0xFF */
    uint8_t outcome;            /* alt_outcome */
    uint8_t tumult_card[3];     /* the Tumult card in each slot: 0 V|MO, 1 M|VO, 2 O|VM */
    uint8_t tumult_flip[3];
    uint8_t tumult_up;          /* bit s: slot s face up */
    uint8_t limbo_n;
    alt_pos_reaction limbo[ALT_POS_LIMBO];
    alt_pos_resolution res;
    uint8_t resume, resume_player;   /* where the Day goes on once Limbo is empty */
    alt_pos_player p[2];
    /* CR 4.0 5.2.b: the steps Spells played by effects interrupted, the
     * latest last, each the step done that goes on after its Spell. */
    uint8_t outer_n;
    alt_pos_resolution outer[ALT_POS_NEST];
    /* CR 4.0 3.2.1.d: Terrain Markers, in timestamp order (the newest
     * last): each on a region (0 the Hero region .. 7 the Companion
     * region) or held by a Hero (ALT_POS_MARKER_HELD + player), its
     * terrains as bits (1 forest, 2 mountain, 4 water). */
    uint8_t markers_n;
    struct { uint8_t where, terrains; } markers[ALT_POS_MARKERS];
} alt_position;

/* Writes the whole state of g into *out. */
void alt_game_position(const alt_game *g, alt_position *out);
/* Creates a game in this position (caller owns *out: alt_game_destroy).
 * Refuses a bad position with an error and, in msg, the field and why
 * ("players[1].zones.hand[2]: card 7 is listed twice"); *out stays NULL. */
alt_err alt_game_from_position(const alt_cards *db, const alt_position *pos, alt_game **out,
                               char *msg, size_t msg_size);
/* Writes g's binary position; returns its length (snprintf semantics: at
 * most ALT_POS_ENCODED_MAX, and cap may be smaller to ask). */
size_t alt_position_encode(const alt_game *g, uint8_t *buf, size_t cap);
/* Reads a binary position into *out, card references looked up in db.
 * Checks the format (lengths, versions, references, ranges); the state's
 * consistency is alt_game_from_position's. */
alt_err alt_position_decode(const alt_cards *db, const uint8_t *buf, size_t len, alt_position *out,
                            char *msg, size_t msg_size);
/* The Unique records a binary position carries (format version 3), in
 * the order of the game's database: a game's database made of them
 * (alt_cards_with_uniques) is the one alt_position_decode reads the
 * position with. Writes up to cap to out and their count to *n (0 for a
 * position of an earlier version, which carries none). Checks the
 * envelope up to them (ALT_E_POSITION, msg naming the field). */
alt_err alt_position_uniques(const uint8_t *buf, size_t len, alt_unique *out, size_t cap, size_t *n, char *msg,
                             size_t msg_size);
/* alt_position_decode, then alt_game_from_position. */
alt_err alt_game_decode(const alt_cards *db, const uint8_t *buf, size_t len, alt_game **out,
                        char *msg, size_t msg_size);
/* The generator's state a seed starts from (docs/rng.md): what a position
 * written by hand may give instead of four 64-bit words. */
void alt_rng_state_from_seed(uint64_t seed, uint64_t out[4]);
/* The names positions use for values (docs/position.md), and back; the
 * parsers return -1 for an unknown name. */
const char *alt_zone_name(alt_zone_id z);           /* "deck", "hand", ... "limbo" */
int alt_zone_parse(const char *name);

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
