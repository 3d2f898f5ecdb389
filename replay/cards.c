/*
 * cards.c: `altered-replay cards`: the bundled card database, each record
 * supported or not, and the coverage of the set by faction and type.
 *
 * A design is supported when every record of it is: the engine implements
 * all it does and tests/test_card_abilities.c exercises it.
 */
#include "cli.h"
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const type_names[] = {"Character", "Spell", "Permanent", "Hero", "Token", "Mana token"};
static const char *const faction_names[] = {"Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir", "Neutral"};

enum { TYPES = 6 };

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

static void count(const alt_cards *db, const char *prefix, tally *by_faction, tally *by_type, tally *all)
{
    size_t n = alt_cards_count(db);
    for (size_t i = 0; i < n; i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        if (strncmp(c->ref, prefix, strlen(prefix)) != 0)
            continue;
        tally *t[3] = {&by_faction[c->faction], &by_type[c->type], all};
        int first_of_design = strcmp(c->design, c->ref) == 0;
        int ok = design_supported(db, c->design);
        for (int k = 0; k < 3; k++) {
            t[k]->records++;
            t[k]->records_ok += c->supported != 0;
            if (first_of_design) {
                t[k]->designs++;
                t[k]->designs_ok += ok;
            }
        }
    }
}

static void line(const char *what, const tally *t)
{
    printf("  %-12s designs %3d/%-3d  records %3d/%-3d\n", what, t->designs_ok, t->designs, t->records_ok,
           t->records);
}

int replay_cmd_cards(int argc, char **argv)
{
    int coverage = 0, only_unsupported = 0;
    static const char usage[] =
        "usage: altered-replay cards [--unsupported] [--coverage]\n"
        "Lists the bundled cards, each supported or not (--unsupported: only those),\n"
        "or with --coverage counts supported designs and records of Beyond the Gates\n"
        "(the CORE print) by faction and type.\n";
    static const replay_opt opts[] = {{"--coverage", 0}, {"--unsupported", 0}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "cards", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        if (got == 0)
            coverage = 1;
        else if (got == 1)
            only_unsupported = 1;
        else
            return replay_usage_error("cards", "unexpected argument '%s'", a.value);
    }
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK) {
        fprintf(stderr, "altered-replay cards: the bundled card database does not load\n");
        return REPLAY_EXIT_MALFORMED;
    }
    if (!coverage) {
        size_t n = alt_cards_count(db);
        for (size_t i = 0; i < n; i++) {
            const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
            if (only_unsupported && c->supported)
                continue;
            printf("%-24s %-11s %-10s %-7s %s\n", c->ref, c->supported ? "supported" : "unsupported",
                   type_names[c->type], faction_names[c->faction], c->name);
        }
        alt_cards_destroy(&db);
        return 0;
    }
    tally faction[ALT_FACTION__COUNT], type[TYPES], all;
    memset(faction, 0, sizeof faction);
    memset(type, 0, sizeof type);
    memset(&all, 0, sizeof all);
    count(db, "ALT_CORE_", faction, type, &all);
    printf("Beyond the Gates (CORE), card database %s:\n", alt_cards_version(db));
    for (int f = 0; f < ALT_FACTION__COUNT; f++)
        if (faction[f].records)
            line(faction_names[f], &faction[f]);
    for (int t = 0; t < TYPES; t++)
        if (type[t].records)
            line(type_names[t], &type[t]);
    printf("supported %d/%d designs (%d/%d records)\n", all.designs_ok, all.designs, all.records_ok, all.records);
    alt_cards_destroy(&db);
    return 0;
}
