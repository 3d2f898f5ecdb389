/*
 * cards.c: `altered-replay cards`: the bundled card databases, as an
 * organizer asks them: what a card did on the day of an event (`show`: its
 * facts, its version in force then, its abilities in words, its history of
 * errata, bans and suspensions), which designs of a set this build plays
 * (`list --set`), and the coverage of every set.
 *
 * A design is supported when every record of it is: the engine implements
 * all it does and tests/test_card_abilities.c exercises it.
 */
#include "cli.h"
#include "replay.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const type_names[] = {"Character", "Spell", "Permanent", "Hero", "Token", "Mana token"};
static const char *const faction_names[] = {"Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir", "Neutral"};
static const char *const rarity_names[] = {"Common", "Rare", "Exalted", "Unique"};

enum { TYPES = 6, WORDS_MAX = 4096 };

static const char usage[] =
    "usage: altered-replay cards [--cards VERSION] [--unsupported]\n"
    "       altered-replay cards --coverage [--cards VERSION]\n"
    "       altered-replay cards show REF [--date YYYY-MM-DD] [--json] [--cards VERSION]\n"
    "       altered-replay cards list --set SET [--json] [--cards VERSION]\n"
    "Lists the bundled cards, each supported or not (--unsupported: only those).\n"
    "--coverage: per set, its records, the designs first printed in it and those\n"
    "this build plays; then by faction and type.\n"
    "show: a card's facts and its abilities in words as of a date (default today):\n"
    "the version of its text then in force, its other versions, and its history of\n"
    "errata, bans and suspensions, with its legality that day. A reference as a\n"
    "deck list spells it (an earlier spelling, an alternate-art print) is read.\n"
    "list: each design of the set, supported or not (SET: its code, CORE, ALIZE...).\n"
    "--cards: a bundled card database by version (default the newest; --version\n"
    "lists them).\n"
    "exit codes: 0 done; 1 no such card or set; 4 no bundled database of that\n"
    "version; 64 bad command line\n";

typedef struct tally {
    int designs, designs_ok, records, records_ok;
} tally;

/* The design of record i is supported when all its records are. */
static int design_supported(const alt_cards *db, const char *design)
{
    size_t n = alt_cards_count(db);
    for (size_t i = 0; i < n; i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        if (strcmp(c->design, design) == 0 && !c->supported)
            return 0;
    }
    return 1;
}

/* The set code of a reference: "CORE" of ALT_CORE_B_..., written to out. */
static void set_code(const char *ref, char *out, size_t size)
{
    out[0] = '\0';
    if (strncmp(ref, "ALT_", 4) == 0) {
        const char *end = strchr(ref + 4, '_');
        size_t n = end ? (size_t)(end - ref - 4) : 0;
        snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), ref + 4);
    }
}

/* 1 when record i is the first of its design's records in the database
 * (its versions counted once). */
static int first_of_design(const alt_cards *db, uint16_t i)
{
    const alt_card_info *c = alt_cards_get(db, i);
    for (uint16_t j = 0; j < i; j++)
        if (strcmp(alt_cards_get(db, j)->design, c->design) == 0)
            return 0;
    return 1;
}

static void line(const char *what, const tally *t)
{
    printf("  %-12s designs %3d/%-3d  records %3d/%-3d\n", what, t->designs_ok, t->designs, t->records_ok, t->records);
}

/* A record's version of itself: 1 for its newest, the one alt_cards_find
 * gives (records of older versions are not counted twice). */
static int newest(const alt_cards *db, uint16_t i)
{
    return alt_cards_find(db, alt_cards_get(db, i)->ref) == i;
}

static int coverage(const alt_cards *db)
{
    size_t n = alt_cards_count(db);
    printf("card database %s:\n", alt_cards_version(db));
    size_t sets = alt_cards_set_count(db);
    if (sets > 0)
        printf("  %-10s %8s %8s %12s  %s\n", "set", "records", "designs", "implemented", "name");
    for (size_t s = 0; s < sets; s++) {
        const alt_set_info *set = alt_cards_set(db, s);
        int records = 0, designs = 0, done = 0;
        char code[32];
        for (uint16_t i = 0; i < n; i++) {
            const alt_card_info *c = alt_cards_get(db, i);
            set_code(c->ref, code, sizeof code);
            if (strcmp(code, set->code) == 0 && newest(db, i) && c->rarity != ALT_RARITY_UNIQUE)
                records++;
            /* A design is its first booster print's: the set that printed it first. */
            set_code(c->design, code, sizeof code);
            if (strcmp(code, set->code) == 0 && strcmp(c->design, c->ref) == 0 && newest(db, i) &&
                c->rarity != ALT_RARITY_UNIQUE) {
                designs++;
                done += design_supported(db, c->design);
            }
        }
        printf("  %-10s %8d %8d %12d  %s%s\n", set->code, records, designs, done, set->name,
               set->partial ? " (its records in part)" : "");
    }
    tally faction[ALT_FACTION__COUNT], type[TYPES], all;
    memset(faction, 0, sizeof faction);
    memset(type, 0, sizeof type);
    memset(&all, 0, sizeof all);
    for (uint16_t i = 0; i < n; i++) {
        const alt_card_info *c = alt_cards_get(db, i);
        if (!newest(db, i) || c->rarity == ALT_RARITY_UNIQUE)
            continue;
        tally *t[3] = {&faction[c->faction], &type[c->type], &all};
        int first = first_of_design(db, i), ok = first && design_supported(db, c->design);
        for (int k = 0; k < 3; k++) {
            t[k]->records++;
            t[k]->records_ok += c->supported != 0;
            t[k]->designs += first;
            t[k]->designs_ok += ok;
        }
    }
    for (int f = 0; f < ALT_FACTION__COUNT; f++)
        if (faction[f].records)
            line(faction_names[f], &faction[f]);
    for (int t = 0; t < TYPES; t++)
        if (type[t].records)
            line(type_names[t], &type[t]);
    printf("supported %d/%d designs (%d/%d records)\n", all.designs_ok, all.designs, all.records_ok, all.records);
    return REPLAY_EXIT_OK;
}

/* A number the database may lack ("-" is 0 for the engine, CR 1.1.6.d). */
static void costs_line(const alt_card_info *c, char *out, size_t size)
{
    if (c->type == ALT_TYPE_HERO)
        snprintf(out, size, "Reserve limit %u, Landmark limit %u", c->reserve_limit, c->landmark_limit);
    else if (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN)
        snprintf(out, size, "Hand %d, Reserve %d; Forest %d, Mountain %d, Water %d", c->hand_cost, c->reserve_cost,
                 c->forest, c->mountain, c->water);
    else
        snprintf(out, size, "Hand %d, Reserve %d", c->hand_cost, c->reserve_cost);
}

/* What the history kind reads as. */
static const char *kind_words(const char *kind)
{
    static const struct {
        const char *kind, *words;
    } k[] = {{"functional_erratum", "functional erratum"}, {"balancing_erratum", "balancing erratum"},
             {"banned", "banned"}, {"suspended", "suspended"}, {"unsuspended", "suspension ended"}};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
        if (strcmp(kind, k[i].kind) == 0)
            return k[i].words;
    return kind;
}

/* The Unique family "CORE_YZ_05" of a Unique family record, or "". */
static void unique_family(const alt_card_info *c, char *out, size_t size)
{
    out[0] = '\0';
    size_t len = strlen(c->ref);
    if (c->rarity != ALT_RARITY_UNIQUE || len < 12 || strcmp(c->ref + len - 2, "_U") != 0)
        return;
    char code[16];
    set_code(c->ref, code, sizeof code);
    const char *ff = c->ref + 4 + strlen(code) + 3;   /* after ALT_SET_B_ */
    snprintf(out, size, "%s_%.*s", strcmp(code, "COREKS") == 0 ? "CORE" : code, (int)(len - 2 - (size_t)(ff - c->ref)), ff);
}

/* The bans and suspensions of the card's design (or its Unique family) in
 * force on the date, in words; "" when none. */
static void legality_words(const alt_cards *db, const alt_card_info *c, alt_date date, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    char family[32];
    unique_family(c, family, sizeof family);
    for (size_t k = 0; k < alt_cards_legal_count(db); k++) {
        const alt_legal_info *l = alt_cards_legal(db, k);
        if (l->from > date || (l->until != 0 && date >= l->until))
            continue;
        int applies = l->design != ALT_CARD_NONE ? strcmp(alt_cards_get(db, l->design)->design, c->design) == 0
                                                 : family[0] && strcmp(l->family, family) == 0;
        if (!applies)
            continue;
        char from[11], until[11];
        alt_date_format(l->from, from);
        alt_date_format(l->until, until);
        int k2 = snprintf(out + used, size - used, "%s%s in Constructed formats from %s%s%s (entry %s)%s",
                          used ? "; " : "", l->banned ? "banned" : "suspended", from, l->until ? " until " : "",
                          l->until ? until : "", l->entries,
                          l->faction != ALT_FACTION__COUNT ? ", its Uniques of one faction" : "");
        if (k2 > 0 && (size_t)k2 < size - used)
            used += (size_t)k2;
    }
}

static int show(const alt_cards *db, const char *ref, alt_date date, int json)
{
    uint16_t idx = alt_cards_find(db, ref);
    if (idx == ALT_CARD_NONE) {
        /* As a deck list reads it: an alternate-art print, a Unique. */
        alt_deck d;
        char list[128], msg[256];
        snprintf(list, sizeof list, "1 %s\n", ref);
        if (alt_deck_parse(db, list, strlen(list), &d, msg, sizeof msg) == ALT_OK)
            idx = d.hero != ALT_CARD_NONE ? d.hero : d.count ? d.cards[0] : ALT_CARD_NONE;
        if (idx == ALT_CARD_NONE) {
            fprintf(stderr, "altered-replay cards show: %s\n", msg[0] ? msg + (strncmp(msg, "line 1: ", 8) ? 0 : 8) : ref);
            return 1;
        }
    }
    uint16_t on = alt_cards_on(db, idx, date);
    const alt_card_info *c = alt_cards_get(db, on);
    char day[11], from[11], code[32], costs[128], legal[512];
    alt_date_format(date, day);
    alt_date_format(c->from, from);
    set_code(c->ref, code, sizeof code);
    const alt_set_info *set = alt_cards_set_of(db, c->ref);
    const char *set_name = set ? set->name : alt_set_name(code, strlen(code));
    costs_line(c, costs, sizeof costs);
    char family[32];
    unique_family(c, family, sizeof family);
    if (family[0])   /* a Unique's numbers and faction are its own record's */
        snprintf(costs, sizeof costs, "its own (a Unique of this family; its faction may differ too)");
    legality_words(db, c, date, legal, sizeof legal);
    char *words = malloc(WORDS_MAX);
    if (words == NULL)
        return REPLAY_EXIT_INTERNAL;
    alt_cards_ability_words(db, on, words, WORDS_MAX);
    /* The reference's versions, oldest first. */
    uint16_t first = alt_cards_on(db, idx, 20000101), versions[16];
    size_t nv = 0;
    for (uint16_t i = first; i < alt_cards_count(db) && nv < 16 && strcmp(alt_cards_get(db, i)->ref, c->ref) == 0; i++)
        versions[nv++] = i;
    const alt_history_info *h = NULL;
    size_t nh = alt_cards_history(db, c->ref, &h);
    if (json) {
        json_t *o = json_object();
        json_object_set_new(o, "ref", json_string(c->ref));
        json_object_set_new(o, "name", json_string(c->name));
        json_object_set_new(o, "set", json_string(code));
        json_object_set_new(o, "set_name", set_name ? json_string(set_name) : json_null());
        json_object_set_new(o, "design", json_string(c->design));
        json_object_set_new(o, "type", json_string(c->type_name ? c->type_name : type_names[c->type]));
        json_object_set_new(o, "faction", json_string(faction_names[c->faction]));
        json_object_set_new(o, "rarity", json_string(rarity_names[c->rarity]));
        json_object_set_new(o, "subtypes", json_string(c->subtypes));
        json_object_set_new(o, "costs", json_string(costs));
        json_object_set_new(o, "date", json_string(day));
        json_object_set_new(o, "version_from", c->from ? json_string(from) : json_null());
        json_object_set_new(o, "supported", json_boolean(c->supported));
        json_object_set_new(o, "abilities", json_string(words));
        json_t *vs = json_array();
        for (size_t i = 0; i < nv; i++) {
            char f[11];
            alt_date_format(alt_cards_get(db, versions[i])->from, f);
            json_array_append_new(vs, json_pack("{s:o, s:b}", "from",
                                                alt_cards_get(db, versions[i])->from ? json_string(f) : json_null(),
                                                "supported", alt_cards_get(db, versions[i])->supported));
        }
        json_object_set_new(o, "versions", vs);
        json_t *hs = json_array();
        for (size_t i = 0; i < nh; i++) {
            char d[11];
            alt_date_format(h[i].date, d);
            json_array_append_new(hs, json_pack("{s:s, s:s, s:s, s:s}", "date", d, "kind", h[i].kind, "what", h[i].what,
                                                "entry", h[i].entry));
        }
        json_object_set_new(o, "history", hs);
        json_object_set_new(o, "restricted", legal[0] ? json_string(legal) : json_null());
        char *text = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
        json_decref(o);
        if (text)
            puts(text);
        free(text);
    } else {
        printf("%s: %s\n", c->ref, c->name);
        printf("  set        %s (%s); design %s\n", set_name ? set_name : "unknown", code, c->design);
        printf("  type       %s, %s, %s%s%s\n", c->type_name ? c->type_name : type_names[c->type],
               faction_names[c->faction], rarity_names[c->rarity], c->subtypes[0] ? "; " : "", c->subtypes);
        printf("  numbers    %s\n", costs);
        if (c->from)
            printf("  as of      %s: the version in force from %s\n", day, from);
        else
            printf("  as of      %s: its first printing\n", day);
        printf("  abilities  %s\n", c->supported ? "(played by this build)" : "(not yet played by this build)");
        for (char *p = words, *nl; *p; p = nl + 1) {
            nl = strchr(p, '\n');
            if (!nl)
                nl = p + strlen(p) - 1;
            printf("    %.*s\n", (int)(nl - p), p);
        }
        if (nv > 1) {
            printf("  versions  ");
            for (size_t i = 0; i < nv; i++) {
                char f[11];
                alt_date_format(alt_cards_get(db, versions[i])->from, f);
                printf(" %s%s", alt_cards_get(db, versions[i])->from ? f : "first printing", i + 1 < nv ? ";" : "\n");
            }
        }
        if (nh > 0)
            printf("  history\n");
        for (size_t i = 0; i < nh; i++) {
            char d[11];
            alt_date_format(h[i].date, d);
            printf("    %s  %s (entry %s)%s%s\n", d, kind_words(h[i].kind), h[i].entry,
                   strcmp(h[i].what, "-") ? ": " : "",
                   strcmp(h[i].what, "version") == 0     ? "a new version"
                   : strcmp(h[i].what, "rewording") == 0 ? "a rewording, no change of meaning for this print"
                   : strcmp(h[i].what, "-") == 0         ? ""
                                                         : h[i].what);
        }
        printf("  legality   %s\n", legal[0] ? legal : "no ban or suspension in force");
    }
    free(words);
    return fflush(stdout) == 0 ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
}

static int list_set(const alt_cards *db, const char *set, int json)
{
    size_t n = alt_cards_count(db), shown = 0;
    char code[32];
    for (uint16_t i = 0; i < n; i++) {
        const alt_card_info *c = alt_cards_get(db, i);
        set_code(c->ref, code, sizeof code);
        if (strcmp(code, set) != 0 || !newest(db, i) || c->rarity == ALT_RARITY_UNIQUE)
            continue;
        int ok = design_supported(db, c->design);
        if (json) {
            json_t *o = json_pack("{s:s, s:s, s:s, s:s, s:s, s:b}", "ref", c->ref, "design", c->design, "name", c->name,
                                  "type", c->type_name ? c->type_name : type_names[c->type], "faction",
                                  faction_names[c->faction], "supported", ok);
            char *text = o ? json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII) : NULL;
            json_decref(o);
            if (text)
                puts(text);
            free(text);
        } else {
            printf("%-26s %-13s %-22s %-8s %s%s%s\n", c->ref, ok ? "supported" : "not-supported",
                   c->type_name ? c->type_name : type_names[c->type], faction_names[c->faction], c->name,
                   strcmp(c->design, c->ref) ? ", prints " : "", strcmp(c->design, c->ref) ? c->design : "");
        }
        shown++;
    }
    if (shown == 0) {
        fprintf(stderr, "altered-replay cards list: no record of a set %s in card database %s\n", set,
                alt_cards_version(db));
        return 1;
    }
    return fflush(stdout) == 0 ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
}

int replay_cmd_cards(int argc, char **argv)
{
    int coverage_only = 0, only_unsupported = 0, json = 0;
    const char *version = NULL, *set = NULL, *ref = NULL;
    alt_date date = replay_today();
    enum { MODE_LIST_ALL, MODE_SHOW, MODE_LIST_SET } mode = MODE_LIST_ALL;
    if (argc > 0 && strcmp(argv[0], "show") == 0)
        mode = MODE_SHOW;
    else if (argc > 0 && strcmp(argv[0], "list") == 0)
        mode = MODE_LIST_SET;
    if (mode != MODE_LIST_ALL) {
        argc--;
        argv++;
    }
    enum { O_COVERAGE, O_UNSUPPORTED, O_CARDS, O_DATE, O_JSON, O_SET };
    static const replay_opt opts[] = {{"--coverage", 0}, {"--unsupported", 0}, {"--cards", 1},
                                      {"--date", 1},     {"--json", 0},        {"--set", 1},
                                      {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "cards", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        int fits = (got == O_COVERAGE || got == O_UNSUPPORTED) ? mode == MODE_LIST_ALL
                   : got == O_DATE                          ? mode == MODE_SHOW
                   : got == O_JSON                          ? mode != MODE_LIST_ALL
                   : got == O_SET                           ? mode == MODE_LIST_SET
                                                            : 1;
        if (got >= 0 && !fits)
            return replay_usage_error("cards", "%s does not go with this command", a.argv[a.next - 1 - opts[got].takes_value]);
        switch (got) {
        case O_COVERAGE: coverage_only = 1; break;
        case O_UNSUPPORTED: only_unsupported = 1; break;
        case O_CARDS: version = a.value; break;
        case O_JSON: json = 1; break;
        case O_SET: set = a.value; break;
        case O_DATE:
            if (alt_date_parse(a.value, &date) != ALT_OK)
                return replay_usage_error("cards", "--date takes a day YYYY-MM-DD (2000 to 2099), not '%s'", a.value);
            break;
        default:
            if (mode != MODE_SHOW || ref)
                return replay_usage_error("cards", "unexpected argument '%s'", a.value);
            ref = a.value;
        }
    }
    if (mode == MODE_SHOW && !ref)
        return replay_usage_error("cards", "cards show takes a card reference");
    if (mode == MODE_LIST_SET && !set)
        return replay_usage_error("cards", "cards list takes --set SET");
    alt_cards *db = NULL;
    alt_err err = version ? alt_cards_bundled_named(version, &db) : alt_cards_bundled(&db);
    if (err == ALT_E_VERSION) {
        fprintf(stderr, "altered-replay cards: no bundled card database has version %s\n", version);
        return REPLAY_EXIT_UNSUPPORTED;
    }
    if (err != ALT_OK) {
        fprintf(stderr, "altered-replay cards: the bundled card database does not load\n");
        return REPLAY_EXIT_MALFORMED;
    }
    int rc = REPLAY_EXIT_OK;
    if (mode == MODE_SHOW) {
        rc = show(db, ref, date, json);
    } else if (mode == MODE_LIST_SET) {
        rc = list_set(db, set, json);
    } else if (coverage_only) {
        rc = coverage(db);
    } else {
        size_t n = alt_cards_count(db);
        for (uint16_t i = 0; i < n; i++) {
            const alt_card_info *c = alt_cards_get(db, i);
            if ((only_unsupported && c->supported) || !newest(db, i))
                continue;
            printf("%-24s %-11s %-10s %-7s %s\n", c->ref, c->supported ? "supported" : "unsupported",
                   type_names[c->type], faction_names[c->faction], c->name);
        }
    }
    alt_cards_destroy(&db);
    return rc;
}
