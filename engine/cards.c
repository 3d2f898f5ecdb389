/*
 * cards.c: parses, holds and looks up the card database.
 *
 * The database is plain text (format: docs/card-database.md) so that it can
 * be reviewed in diffs and hashed byte for byte: its XXH3-64 digest goes into
 * every game log. Parsing is strict, since a database that is silently read
 * differently would replay games differently: any malformed field is
 * ALT_E_PARSE with its 1-based line. The parser reads untrusted bytes (it is
 * fuzzed) and never trusts a length, a number or an encoding it has not
 * checked.
 */
#include "cards.h"

#include <stdlib.h>
#include <string.h>

#include "xxh.h"

enum { FIELD_COUNT = 16, FIELD_COUNT_2 = 17 };

/* The record fields, in file order. */
enum {
    F_REF, F_NAME, F_TYPE, F_FACTION, F_RARITY, F_SUBTYPES,
    F_HAND, F_RESERVE, F_FOREST, F_MOUNTAIN, F_WATER,
    F_RESERVE_LIMIT, F_LANDMARK_LIMIT, F_KEYWORDS, F_ABILITIES, F_DESIGN, F_FROM
};

static const char *const type_names[] = {
    [ALT_TYPE_CHARACTER] = "CHARACTER", [ALT_TYPE_SPELL] = "SPELL",
    [ALT_TYPE_PERMANENT] = "PERMANENT", [ALT_TYPE_HERO] = "HERO",
    [ALT_TYPE_TOKEN] = "TOKEN", [ALT_TYPE_TOKEN_MANA] = "TOKEN_MANA"
};

/* Format 2 spells the kinds of Permanent as the card API does: each is
 * played as a Permanent, its kind one keyword bit (altered.h). */
static const struct {
    const char *name;
    alt_card_type type;
    uint32_t kw;
} kind_names[] = {
    {"LANDMARK_PERMANENT", ALT_TYPE_PERMANENT, ALT_KW_LANDMARK},
    {"EXPEDITION_PERMANENT", ALT_TYPE_PERMANENT, ALT_KW_GEAR},
    {"TOKEN_LANDMARK_PERMANENT", ALT_TYPE_PERMANENT, ALT_KW_LANDMARK | ALT_KW_TOKEN},
};
static const char *const faction_names[] = {
    [ALT_FACTION_AX] = "AX", [ALT_FACTION_BR] = "BR", [ALT_FACTION_LY] = "LY",
    [ALT_FACTION_MU] = "MU", [ALT_FACTION_OR] = "OR", [ALT_FACTION_YZ] = "YZ",
    [ALT_FACTION_NE] = "NE"
};
static const char *const rarity_names[] = {
    [ALT_RARITY_COMMON] = "COMMON", [ALT_RARITY_RARE] = "RARE",
    [ALT_RARITY_EXALTED] = "EXALTED", [ALT_RARITY_UNIQUE] = "UNIQUE"
};

/* Keywords without a number, and the bit each sets. */
static const struct {
    const char *name;
    uint32_t bit;
} plain_keywords[] = {
    {"defender", ALT_KW_DEFENDER}, {"eternal", ALT_KW_ETERNAL},
    {"gigantic", ALT_KW_GIGANTIC}, {"seasoned", ALT_KW_SEASONED},
    {"cooldown", ALT_KW_COOLDOWN}, {"fleeting", ALT_KW_FLEETING}
};

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static int lookup(const char *s, const char *const *names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (names[i][0] == s[0] && strcmp(s, names[i]) == 0)
            return (int)i;
    return -1;
}

/* "0".."99" without sign or leading zero; "-" (absent) only when allowed,
 * read as 0 (CR 1.1.6.d: a missing number is zero). */
static int parse_number(const char *s, int dash_ok, int *out)
{
    if (strcmp(s, "-") == 0) {
        *out = 0;
        return dash_ok;
    }
    size_t n = strlen(s);
    if (n == 0 || n > 2 || (n == 2 && s[0] == '0'))
        return 0;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    if (v > ALT_CARDS_NUMBER_MAX)
        return 0;
    *out = v;
    return 1;
}

static int is_ref_char(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
           (c >= '0' && c <= '9') || c == '_';
}

static int valid_ref(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > ALT_CARDS_REF_MAX)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!is_ref_char((unsigned char)s[i]))
            return 0;
    return 1;
}

static int valid_version(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > ALT_CARDS_VERSION_MAX)
        return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!is_ref_char(c) && c != '-' && c != '.')
            return 0;
    }
    return 1;
}

/* Well-formed UTF-8 without control characters, not starting or ending in
 * a space. */
static int valid_name(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    if (n == 0 || p[0] == ' ' || p[n - 1] == ' ')
        return 0;
    size_t i = 0;
    while (i < n) {
        unsigned char c = p[i];
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7F)
                return 0;
            i++;
            continue;
        }
        size_t extra;
        uint32_t cp;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1Fu;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0Fu;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07u;
        } else {
            return 0;
        }
        if (n - i <= extra)
            return 0;
        for (size_t k = 1; k <= extra; k++) {
            if ((p[i + k] & 0xC0u) != 0x80u)
                return 0;
            cp = (cp << 6) | (p[i + k] & 0x3Fu);
        }
        if ((extra == 2 && cp < 0x800) || (extra == 3 && cp < 0x10000) ||
            (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF || cp < 0xA0)
            return 0;   /* overlong, surrogate, out of range, C1 control */
        i += extra + 1;
    }
    return 1;
}

/* "-" or comma-separated [A-Z0-9_]+; notes LANDMARK and GEAR. */
static int parse_subtypes(const char *s, uint32_t *kw)
{
    *kw = 0;
    if (strcmp(s, "-") == 0)
        return 1;
    const char *item = s;
    for (;;) {
        size_t len = strcspn(item, ",");
        if (len == 0)
            return 0;
        for (size_t i = 0; i < len; i++) {
            char c = item[i];
            if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
                return 0;
        }
        if (len == 8 && memcmp(item, "LANDMARK", 8) == 0)
            *kw |= ALT_KW_LANDMARK;
        if (len == 4 && memcmp(item, "GEAR", 4) == 0)
            *kw |= ALT_KW_GEAR;
        if (item[len] == '\0')
            return 1;
        item += len + 1;
    }
}

/* "-" or a comma list of plain keywords, tough=N and scout=N, each once. */
static int parse_keywords(const char *s, alt_card_info *c)
{
    c->keywords = 0;
    c->tough = c->scout = 0;
    if (strcmp(s, "-") == 0)
        return 1;
    const char *item = s;
    for (;;) {
        size_t len = strcspn(item, ",");
        char word[16];
        if (len == 0 || len >= sizeof word)
            return 0;
        memcpy(word, item, len);
        word[len] = '\0';
        uint32_t bit = 0;
        for (size_t i = 0; i < COUNT_OF(plain_keywords); i++)
            if (strcmp(word, plain_keywords[i].name) == 0)
                bit = plain_keywords[i].bit;
        if (bit == 0) {
            int n;
            if (strncmp(word, "tough=", 6) == 0 && parse_number(word + 6, 0, &n) && n > 0) {
                bit = ALT_KW_TOUGH;
                c->tough = (uint8_t)n;
            } else if (strncmp(word, "scout=", 6) == 0 &&
                       parse_number(word + 6, 0, &n) && n > 0) {
                bit = ALT_KW_SCOUT;
                c->scout = (uint8_t)n;
            } else {
                return 0;
            }
        }
        if (c->keywords & bit)
            return 0;
        c->keywords |= bit;
        if (item[len] == '\0')
            return 1;
        item += len + 1;
    }
}

/* Splits line (NUL-terminated, in the writable copy) at TABs. Returns the
 * number of fields, at most max + 1 (so "too many" is detectable). */
static size_t split_fields(char *line, char **fields, size_t max)
{
    size_t n = 0;
    char *p = line;
    for (;;) {
        if (n == max)
            return max + 1;
        fields[n++] = p;
        char *tab = strchr(p, '\t');
        if (tab == NULL)
            return n;
        *tab = '\0';
        p = tab + 1;
    }
}

static int parse_magic(char *line, const char **version, int *format)
{
    char *f[3];
    if (split_fields(line, f, 3) != 3)
        return 0;
    if (strcmp(f[0], "altered-cards") != 0 || (strcmp(f[1], "1") != 0 && strcmp(f[1], "2") != 0) ||
        !valid_version(f[2]))
        return 0;
    *version = f[2];
    *format = f[1][0] - '0';
    return 1;
}

static int parse_record(char *line, int format, alt_card_info *c)
{
    char *f[FIELD_COUNT_2];
    int v[5], rl, ll;
    uint32_t sub_kw, kind_kw = 0;

    if (format == 2) {
        /* Every field, the date of the version last. */
        if (split_fields(line, f, FIELD_COUNT_2) != FIELD_COUNT_2)
            return 0;
        if (strcmp(f[F_FROM], "-") == 0)
            c->from = 0;
        else if (alt_date_parse(f[F_FROM], &c->from) != ALT_OK)
            return 0;
    } else {
        /* The design column may be left out: the record is then its own design. */
        size_t n = split_fields(line, f, FIELD_COUNT);
        if (n == FIELD_COUNT - 1)
            f[F_DESIGN] = f[F_REF];
        else if (n != FIELD_COUNT)
            return 0;
        c->from = 0;
    }
    if (!valid_ref(f[F_REF]) || !valid_name(f[F_NAME]) || !valid_ref(f[F_DESIGN]))
        return 0;
    int type = lookup(f[F_TYPE], type_names, COUNT_OF(type_names));
    if (format == 2 && type == ALT_TYPE_PERMANENT)
        return 0;   /* format 2 names the kind of Permanent */
    for (size_t k = 0; type < 0 && format == 2 && k < COUNT_OF(kind_names); k++)
        if (strcmp(f[F_TYPE], kind_names[k].name) == 0) {
            type = (int)kind_names[k].type;
            kind_kw = kind_names[k].kw;
        }
    int faction = lookup(f[F_FACTION], faction_names, COUNT_OF(faction_names));
    int rarity = lookup(f[F_RARITY], rarity_names, COUNT_OF(rarity_names));
    if (type < 0 || faction < 0 || rarity < 0)
        return 0;
    if (!parse_subtypes(f[F_SUBTYPES], &sub_kw))
        return 0;
    for (int i = 0; i < 5; i++)
        if (!parse_number(f[F_HAND + i], 1, &v[i]))
            return 0;
    /* Hero limits: numbers on Heroes, absent on everything else. */
    int hero = type == ALT_TYPE_HERO;
    if (hero != (strcmp(f[F_RESERVE_LIMIT], "-") != 0) ||
        hero != (strcmp(f[F_LANDMARK_LIMIT], "-") != 0))
        return 0;
    if (!parse_number(f[F_RESERVE_LIMIT], 1, &rl) || !parse_number(f[F_LANDMARK_LIMIT], 1, &ll))
        return 0;
    if (!parse_keywords(f[F_KEYWORDS], c))
        return 0;
    if (strcmp(f[F_ABILITIES], "-") == 0) {
        c->abilities = "";
        c->supported = 1;
    } else if (f[F_ABILITIES][0] == '\0') {
        return 0;
    } else {
        /* "?" (not encoded yet) or the encoding, parsed once the whole
         * database is read, since a token's card may come later. */
        c->abilities = f[F_ABILITIES];
        c->supported = 0;
    }

    c->ref = f[F_REF];
    c->design = f[F_DESIGN];
    c->name = f[F_NAME];
    c->type_name = f[F_TYPE];
    c->subtypes = strcmp(f[F_SUBTYPES], "-") == 0 ? "" : f[F_SUBTYPES];
    c->type = (alt_card_type)type;
    c->faction = (alt_faction)faction;
    c->rarity = (alt_rarity)rarity;
    c->hand_cost = (int8_t)v[0];
    c->reserve_cost = (int8_t)v[1];
    c->forest = (int8_t)v[2];
    c->mountain = (int8_t)v[3];
    c->water = (int8_t)v[4];
    c->reserve_limit = (uint8_t)rl;
    c->landmark_limit = (uint8_t)ll;
    if (format == 2) {
        c->keywords |= kind_kw;
    } else {
        if (type == ALT_TYPE_PERMANENT && (sub_kw & ALT_KW_LANDMARK))
            c->keywords |= ALT_KW_LANDMARK;
        if (sub_kw & ALT_KW_GEAR)
            c->keywords |= ALT_KW_GEAR;
    }
    return 1;
}

uint16_t alt_cards_find_token(void *ctx, const char *ref)
{
    const alt_cards *db = ctx;
    uint16_t i = alt_cards_find(db, ref);
    if (i == ALT_CARD_NONE)
        return ALT_CARD_NONE;
    alt_card_type t = db->cards[i].type;
    /* A token Character, or (Skybound Odyssey) a token Permanent. */
    return t == ALT_TYPE_TOKEN || (db->cards[i].keywords & ALT_KW_TOKEN) ? i : ALT_CARD_NONE;
}

/* Whether an ability's token is of the kind its effect creates: a token
 * Character for token, a token Permanent for landmark_token. */
int alt_cards_token_fits(const alt_cards *db, const alt_ability *a)
{
    if (a->effect != ALT_FX_TOKEN && a->effect != ALT_FX_LANDMARK_TOKEN)
        return 1;
    int landmark = (db->cards[a->card].keywords & ALT_KW_TOKEN) != 0;
    return landmark == (a->effect == ALT_FX_LANDMARK_TOKEN);
}

void alt_cards_note_ability(alt_cards *db, size_t i, const alt_ability *a)
{
    db->triggers[i * ALT_CARDS_TRIG_WORDS + (a->trigger >> 6)] |= (uint64_t)1 << (a->trigger & 63);
    /* The passives; and gain_subtypes, which a game's setup looks for
     * (game.c: only encoding 7 records it), so as not to read every
     * ability of both decks. */
    if (a->trigger == ALT_TRIG_STATIC || a->effect == ALT_FX_GAIN_SUBTYPES)
        db->static_fx[i * ALT_CARDS_FX_WORDS + (a->effect >> 6)] |= (uint64_t)1 << (a->effect & 63);
    if (a->trigger == ALT_TRIG_STATIC && a->effect == ALT_FX_ALSO_TYPE)   /* Alelo: read by alt_state_counts_as */
        db->cards[i].also |= (uint8_t)(1u << (a->where == ALT_FILTER_SPELL ? ALT_TYPE_SPELL : ALT_TYPE_PERMANENT));
    int edition = alt_ability_edition(a);
    if (edition > db->edition[i])
        db->edition[i] = (uint8_t)edition;
    if (edition > db->max_edition)
        db->max_edition = (uint8_t)edition;
    if (!db->reads_turn && alt_ability_reads_turn(a))
        db->reads_turn = 1;
}

/* Second pass: every abilities column other than "-" and "?" must be in
 * the encoding; a card is supported when it is. Returns 0, the line of the
 * first bad column, or (size_t)-1 when memory runs out. */
static size_t parse_abilities(alt_cards *db, const size_t *rec_line)
{
    size_t n = db->count ? db->count : 1;
    db->abilities = calloc(n * ALT_ABILITIES_MAX, sizeof *db->abilities);
    db->ability_count = calloc(n, 1);
    db->static_fx = calloc(n * ALT_CARDS_FX_WORDS, sizeof *db->static_fx);
    db->triggers = calloc(n * ALT_CARDS_TRIG_WORDS, sizeof *db->triggers);
    db->edition = calloc(n, 1);
    if (db->abilities == NULL || db->ability_count == NULL || db->static_fx == NULL || db->triggers == NULL ||
        db->edition == NULL)
        return (size_t)-1;
    for (size_t i = 0; i < db->count; i++) {
        alt_card_info *c = &db->cards[i];
        if (c->abilities[0] == '\0' || strcmp(c->abilities, "?") == 0)
            continue;
        int k = alt_ability_parse(c->abilities, &db->abilities[i * ALT_ABILITIES_MAX], alt_cards_find_token, db);
        if (k < 0)
            return rec_line[i];
        db->ability_count[i] = (uint8_t)k;
        for (int j = 0; j < k; j++) {
            const alt_ability *a = &db->abilities[i * ALT_ABILITIES_MAX + (size_t)j];
            if (!alt_cards_token_fits(db, a))
                return rec_line[i];
            alt_cards_note_ability(db, i, a);
        }
        if (c->type == ALT_TYPE_TOKEN || c->type == ALT_TYPE_TOKEN_MANA || (c->keywords & ALT_KW_TOKEN))
        {
            for (int w = 0; w < ALT_CARDS_FX_WORDS; w++)
                db->token_static_fx[w] |= db->static_fx[i * ALT_CARDS_FX_WORDS + (size_t)w];
            for (int w = 0; w < ALT_CARDS_TRIG_WORDS; w++)
                db->token_triggers[w] |= db->triggers[i * ALT_CARDS_TRIG_WORDS + (size_t)w];
        }
        c->supported = 1;
    }
    return 0;
}

/* A key's first slot. References share a long prefix ("ALT_CORE_B_"),
 * which a binary search's strcmp ran through at every step; they differ
 * in their last bytes, so the hash mixes the length and the last eight
 * bytes (and the eight before them), read as whole words: a collision only
 * costs a probe, the comparison decides. */
static inline size_t first_slot(const char *key, size_t len, size_t mask)
{
    uint64_t a = 0, b = 0;
    if (len >= 8) {
        memcpy(&a, key + len - 8, 8);
        if (len >= 16)
            memcpy(&b, key + len - 16, 8);
    } else {
        for (size_t i = 0; i < len; i++)
            a = a << 8 | (unsigned char)key[i];
    }
    /* MurmurHash3's finalizer: every input bit reaches the low bits the
     * mask keeps. */
    uint64_t h = a * 0xC2B2AE3D27D4EB4Full ^ b * 0x165667B19E3779F9ull ^ len;
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    h ^= h >> 33;
    return (size_t)h & mask;
}

/* A table of slots that hold record indices (ALT_CARD_NONE: empty) for
 * keys of at most n records: a power of two at least 2n, all empty. */
static uint16_t *new_table(size_t n, size_t *mask)
{
    size_t size = 2;
    while (size < 2 * n)
        size *= 2;
    uint16_t *t = malloc(size * sizeof *t);
    if (t != NULL)
        memset(t, 0xFF, size * sizeof *t);   /* ALT_CARD_NONE in every slot */
    *mask = size - 1;
    return t;
}

/* The slot of key in a table whose records' keys key_of gives: the one
 * holding a record with that key, or else the empty slot where it goes. */
static size_t probe(const alt_cards *db, const uint16_t *t, size_t mask, const char *key,
                    const char *(*key_of)(const alt_card_info *))
{
    size_t i = first_slot(key, strlen(key), mask);
    while (t[i] != ALT_CARD_NONE && strcmp(key_of(&db->cards[t[i]]), key) != 0)
        i = (i + 1) & mask;
    return i;
}

static const char *ref_of(const alt_card_info *c)
{
    return c->ref;
}

static const char *name_of(const alt_card_info *c)
{
    return c->name;
}

/* Builds the reference table, each reference's length and fixed-stride
 * copy, and each record's name number (its deck word's low bits, the rest
 * added by add_deck_facts). Returns 0, the earliest line that repeats a
 * reference, or (size_t)-1 when memory runs out. */
static size_t build_indices(alt_cards *db, const size_t *rec_line)
{
    size_t n = db->count ? db->count : 1, refs_mask, names_mask;
    db->ref_len = malloc(n);
    db->deck_word = malloc(n * sizeof *db->deck_word);
    db->ref_text = calloc(n, ALT_CARDS_REF_ROOM);
    if (db->format == 2 && (db->first = malloc(n * sizeof *db->first)) == NULL)
        return (size_t)-1;
    uint16_t *refs = new_table(db->count, &refs_mask);     /* only while parsing */
    uint16_t *names = new_table(db->count, &names_mask);   /* only while parsing */
    db->ref_slots = malloc((refs_mask + 1) * sizeof *db->ref_slots);
    if (db->ref_slots == NULL || db->ref_len == NULL || db->deck_word == NULL || db->ref_text == NULL ||
        refs == NULL || names == NULL) {
        free(refs);
        free(names);
        return (size_t)-1;
    }
    for (size_t i = 0; i < db->count; i++) {
        const alt_card_info *c = &db->cards[i];
        size_t at = probe(db, refs, refs_mask, c->ref, ref_of);
        if (db->first != NULL)
            db->first[i] = (uint16_t)i;
        if (refs[at] != ALT_CARD_NONE) {
            /* Format 2: a later version of the record just before it, a
             * later date, the same design; the table then names the newest.
             * Any other repeat is an error at its line (in file order, the
             * earliest). */
            const alt_card_info *prev = &db->cards[refs[at]];
            if (db->first == NULL || refs[at] + 1 != (uint16_t)i || c->from <= prev->from ||
                strcmp(prev->design, c->design) != 0 || prev->type != c->type) {
                free(refs);
                free(names);
                return rec_line[i];
            }
            db->first[i] = db->first[refs[at]];
        }
        refs[at] = (uint16_t)i;
        size_t len = strlen(c->ref);   /* valid_ref: at most ALT_CARDS_REF_MAX */
        db->ref_len[i] = (uint8_t)len;
        memcpy(db->ref_text + i * ALT_CARDS_REF_ROOM, c->ref, len);
        at = probe(db, names, names_mask, c->name, name_of);
        if (names[at] == ALT_CARD_NONE)
            names[at] = (uint16_t)i;
        db->deck_word[i] = names[at];
    }
    db->ref_mask = refs_mask;
    for (size_t i = 0; i <= refs_mask; i++)
        db->ref_slots[i] = refs[i] == ALT_CARD_NONE ? ALT_CARD_NONE : (uint32_t)db->ref_len[refs[i]] << 16 | refs[i];
    free(refs);
    free(names);
    return 0;
}

/* The rest of each record's deck word (cards.h), once whether it is
 * supported is known. */
static void add_deck_facts(alt_cards *db)
{
    for (size_t i = 0; i < db->count; i++) {
        const alt_card_info *c = &db->cards[i];
        uint64_t w = db->deck_word[i] | (uint64_t)c->faction << ALT_DECK_W_FACTION_SHIFT;
        int byte = c->rarity == ALT_RARITY_RARE      ? ALT_DECK_W_RARE_BYTE
                   : c->rarity == ALT_RARITY_EXALTED ? ALT_DECK_W_EXALTED_BYTE
                   : c->rarity == ALT_RARITY_UNIQUE  ? ALT_DECK_W_UNIQUE_BYTE
                                                     : -1;
        if (byte >= 0)
            w |= (uint64_t)1 << (ALT_DECK_W_RARITY_SHIFT + 8 * byte);
        /* Whether the engine plays a card is not a deck-building rule
         * (alt_deck_playable asks it apart). A Unique read from its
         * reference (its family's record, ALT_..._U) is never plain: its
         * faction is unknown, which the checks note. */
        size_t len = db->ref_len[i];
        int unique_family = c->rarity == ALT_RARITY_UNIQUE && len > 2 && c->ref[len - 2] == '_' &&
                            c->ref[len - 1] == 'U';
        if (c->type == ALT_TYPE_HERO)
            w |= ALT_DECK_W_HERO;
        else if (c->type == ALT_TYPE_TOKEN_MANA)
            w |= ALT_DECK_W_TOKEN_MANA;
        else if (c->type != ALT_TYPE_TOKEN && !(c->keywords & ALT_KW_TOKEN) && !unique_family)
            w |= ALT_DECK_W_PLAIN;
        if (c->supported)
            w |= ALT_DECK_W_PLAYED;
        db->deck_word[i] = w;
    }
}

static alt_err fail(alt_cards *db, size_t *line_out, size_t line, alt_err err)
{
    if (line_out != NULL)
        *line_out = line;
    alt_cards_destroy(&db);
    return err;
}

/* fail(), with what parsing holds until its end freed too. */
static alt_err fail_parse(alt_cards *db, alt_cards_pending *pend, size_t *rec_line, size_t *line_out, size_t line,
                          alt_err err)
{
    free(rec_line);
    alt_cards_pending_free(pend);
    return fail(db, line_out, line, err);
}

static size_t resolve_lines(alt_cards *db, alt_cards_pending *pend);

alt_err alt_cards_parse(const char *text, size_t len, alt_cards **out, size_t *line)
{
    if (line != NULL)
        *line = 0;
    if (out == NULL)
        return ALT_E_ARG;
    *out = NULL;
    if (text == NULL && len != 0)
        return ALT_E_ARG;
    if (len >= SIZE_MAX)
        return ALT_E_NOMEM;

    alt_cards *db = calloc(1, sizeof *db);
    if (db == NULL)
        return ALT_E_NOMEM;
    db->text = malloc(len + 1);
    if (db->text == NULL)
        return fail(db, NULL, 0, ALT_E_NOMEM);
    if (len > 0)
        memcpy(db->text, text, len);
    db->text[len] = '\0';
    db->digest = alt_xxh_64(db->text, len);

    /* At most one record a line, and never more than the indices allow. */
    size_t lines = 1;
    for (const char *p = db->text; (p = memchr(p, '\n', len - (size_t)(p - db->text))) != NULL; p++)
        lines++;
    size_t slots = lines < ALT_CARDS_MAX ? lines : ALT_CARDS_MAX;
    db->cards = calloc(slots, sizeof *db->cards);
    size_t *rec_line = calloc(slots, sizeof *rec_line);
    if (db->cards == NULL || rec_line == NULL) {
        free(rec_line);
        return fail(db, NULL, 0, ALT_E_NOMEM);
    }

    int magic = 0;
    size_t lineno = 0;
    alt_cards_pending pend;
    memset(&pend, 0, sizeof pend);
    char *p = db->text, *end = db->text + len;
    while (p < end) {
        char *nl = memchr(p, '\n', (size_t)(end - p));
        char *stop = nl != NULL ? nl : end;
        char *next = nl != NULL ? nl + 1 : end;
        lineno++;
        if (stop > p && stop[-1] == '\r')
            stop--;
        *stop = '\0';
        size_t n = (size_t)(stop - p);
        char *line_start = p;
        p = next;
        if (n == 0 || line_start[0] == '#')
            continue;
        if (memchr(line_start, '\0', n) != NULL)
            return fail_parse(db, &pend, rec_line, line, lineno, ALT_E_PARSE);
        if (!magic) {
            if (!parse_magic(line_start, &db->version, &db->format))
                return fail_parse(db, &pend, rec_line, line, lineno, ALT_E_PARSE);
            magic = 1;
            continue;
        }
        if (db->format == 2) {
            int kind = alt_cards_line(db, &pend, line_start, lineno);
            if (kind < 0)
                return fail_parse(db, &pend, rec_line, line, kind == -2 ? 0 : lineno,
                                  kind == -2 ? ALT_E_NOMEM : ALT_E_PARSE);
            if (kind > 0)
                continue;
        }
        if (db->count == ALT_CARDS_MAX)
            return fail_parse(db, &pend, rec_line, line, lineno, ALT_E_CAPACITY);
        if (!parse_record(line_start, db->format, &db->cards[db->count]))
            return fail_parse(db, &pend, rec_line, line, lineno, ALT_E_PARSE);
        rec_line[db->count++] = lineno;
    }
    if (!magic)
        return fail_parse(db, &pend, rec_line, line, lineno + 1, ALT_E_PARSE);

    size_t dup_line = build_indices(db, rec_line);
    if (dup_line == (size_t)-1)
        return fail_parse(db, &pend, rec_line, NULL, 0, ALT_E_NOMEM);
    if (dup_line == 0)
        dup_line = resolve_lines(db, &pend);
    if (dup_line != 0)
        return fail_parse(db, &pend, rec_line, line, dup_line, ALT_E_PARSE);
    alt_cards_pending_free(&pend);
    size_t bad = parse_abilities(db, rec_line);
    free(rec_line);
    if (bad == (size_t)-1)
        return fail(db, NULL, 0, ALT_E_NOMEM);
    if (bad != 0)
        return fail(db, line, bad, ALT_E_PARSE);
    add_deck_facts(db);

    *out = db;
    return ALT_OK;
}

void alt_cards_destroy(alt_cards **db)
{
    if (db == NULL || *db == NULL)
        return;
    if ((*db)->uniques != NULL) {
        alt_cards_uniques_free(*db);   /* a game's: base's parts stay base's */
        *db = NULL;
        return;
    }
    free((*db)->ref_slots);
    free((*db)->ref_len);
    free((*db)->ref_text);
    free((*db)->deck_word);
    free((*db)->abilities);
    free((*db)->ability_count);
    free((*db)->static_fx);
    free((*db)->triggers);
    free((*db)->edition);
    free((*db)->cards);
    free((*db)->first);
    free((*db)->aliases);
    free((*db)->sets);
    free((*db)->legal);
    free((*db)->history);
    free((*db)->text);
    free(*db);
    *db = NULL;
}

/* The bundled databases, newest first (altered.h). */
static const struct {
    const char *version;
    const char *text;
    const size_t *len;
} bundled[] = {
    {"all-1", alt_bundled_cards_text, &alt_bundled_cards_len},
    {"btg-4", alt_bundled_btg4_text, &alt_bundled_btg4_len},
};

alt_err alt_cards_bundled(alt_cards **out)
{
    return alt_cards_parse(bundled[0].text, *bundled[0].len, out, NULL);
}

alt_err alt_cards_bundled_named(const char *version, alt_cards **out)
{
    if (out == NULL)
        return ALT_E_ARG;
    *out = NULL;
    for (size_t i = 0; version != NULL && i < COUNT_OF(bundled); i++)
        if (strcmp(version, bundled[i].version) == 0)
            return alt_cards_parse(bundled[i].text, *bundled[i].len, out, NULL);
    return ALT_E_VERSION;
}

const char *alt_cards_bundled_version(size_t i)
{
    return i < COUNT_OF(bundled) ? bundled[i].version : NULL;
}

size_t alt_cards_count(const alt_cards *db)
{
    return db != NULL ? db->count : 0;
}

const alt_card_info *alt_cards_get(const alt_cards *db, uint16_t index)
{
    if (db == NULL || index >= db->count)
        return NULL;
    return &db->cards[index];
}

/* 1 when the len bytes at key and at a record's reference in ref_text
 * are the same. Every game set up looks up each card of both decks, and
 * nearly every lookup ends on its record, so this runs once per card with
 * the bytes equal: in words, inline; a call to memcmp cost more than the
 * comparison for references of 20-odd bytes. The key's words overlap at
 * its end, so that no read passes its len bytes; the record's room is read
 * at the same offsets. */
static inline int same_bytes(const char *room, const char *key, size_t len)
{
    if (len < 8)
        return memcmp(room, key, len) == 0;
    uint64_t x, y, diff = 0;
    for (size_t i = 0; i + 8 < len; i += 8) {
        memcpy(&x, room + i, 8);
        memcpy(&y, key + i, 8);
        diff |= x ^ y;
    }
    memcpy(&x, room + len - 8, 8);
    memcpy(&y, key + len - 8, 8);
    return (diff | (x ^ y)) == 0;
}

uint16_t alt_cards_find(const alt_cards *db, const char *ref)
{
    if (db == NULL || ref == NULL || db->ref_slots == NULL)
        return ALT_CARD_NONE;
    size_t len = strlen(ref);
    if (len > ALT_CARDS_REF_MAX)
        return ALT_CARD_NONE;
    /* Lengths first: most records a probe meets are told apart by them. */
    for (size_t i = first_slot(ref, len, db->ref_mask);; i = (i + 1) & db->ref_mask) {
        uint32_t slot = db->ref_slots[i];
        uint16_t c = (uint16_t)slot;
        if (c == ALT_CARD_NONE)
            return db->alias_count ? alt_cards_find_alias(db, ref) : ALT_CARD_NONE;
        if (slot >> 16 == len && same_bytes(db->ref_text + (size_t)c * ALT_CARDS_REF_ROOM, ref, len))
            return c;
    }
}

/* Once every record is indexed: the aliases' and bans' references
 * resolved. Returns 0, or the line of one that names no record (or an
 * alias out of order, or one spelling a record's own reference). Here,
 * beside the index it reads, so that cards_lines.c never calls back. */
static size_t resolve_lines(alt_cards *db, alt_cards_pending *pend)
{
    for (size_t i = 0; i < db->alias_count; i++) {
        struct alt_cards_alias *a = &db->aliases[i];
        /* Sorted, each spelling once, and no record's own reference. */
        if ((i > 0 && strcmp(db->aliases[i - 1].spelling, a->spelling) >= 0) ||
            alt_cards_find(db, a->spelling) != ALT_CARD_NONE)
            return pend->alias_line[i];
        a->target = alt_cards_find(db, pend->alias_target[i]);
        if (a->target == ALT_CARD_NONE)
            return pend->alias_line[i];
    }
    for (size_t i = 0; i < db->legal_count; i++) {
        if (pend->legal_design[i] == NULL)
            continue;
        db->legal[i].design = alt_cards_find(db, pend->legal_design[i]);
        if (db->legal[i].design == ALT_CARD_NONE)
            return pend->legal_line[i];
    }
    return 0;
}

int alt_cards_index_refs(alt_cards *db)
{
    size_t size = 2;
    while (size < 2 * db->count)
        size *= 2;
    uint32_t *slots = malloc(size * sizeof *slots);
    if (slots == NULL)
        return -1;
    for (size_t i = 0; i < size; i++)
        slots[i] = ALT_CARD_NONE;
    /* In index order: a reference's versions are adjacent, oldest first,
     * so its slot ends on the newest, as the parser's table does. */
    for (size_t i = 0; i < db->count; i++) {
        size_t len = db->ref_len[i];
        const char *ref = db->ref_text + i * ALT_CARDS_REF_ROOM;
        size_t at = first_slot(ref, len, size - 1);
        while ((uint16_t)slots[at] != ALT_CARD_NONE &&
               !(slots[at] >> 16 == len && same_bytes(db->ref_text + (size_t)(uint16_t)slots[at] * ALT_CARDS_REF_ROOM, ref, len)))
            at = (at + 1) & (size - 1);
        slots[at] = (uint32_t)len << 16 | (uint32_t)i;
    }
    db->ref_slots = slots;
    db->ref_mask = size - 1;
    return 0;
}

uint16_t alt_cards_on(const alt_cards *db, uint16_t index, alt_date date)
{
    if (db == NULL || index >= db->count)
        return ALT_CARD_NONE;
    if (db->first == NULL)
        return index;   /* format 1: one version a reference */
    /* The reference's versions are adjacent, oldest first: the last one
     * from on or before the date, or (no date) the last of all. */
    uint16_t i = db->first[index];
    while ((size_t)i + 1 < db->count && db->first[i + 1] == db->first[index] &&
           (date == 0 || db->cards[i + 1].from <= date))
        i++;
    return i;
}

uint64_t alt_cards_digest(const alt_cards *db)
{
    return db != NULL ? db->digest : 0;
}

const char *alt_cards_version(const alt_cards *db)
{
    return db != NULL ? db->version : "";
}
