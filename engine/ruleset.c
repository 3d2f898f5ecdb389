/*
 * ruleset.c: the named rulesets a game log selects.
 *
 * The seeds and the Complete Rules disagree on the same-Day victory
 * tiebreaker; both are kept, by name and version, so that an old log is
 * replayed under exactly the rules it was played with. A fix of the rules
 * is a new revision of each family, the old one kept beside it; the
 * Complete Rules 4.0 are a family of their own (cr4) and the seeds' third
 * revision.
 */
#include "altered.h"

#include <string.h>

static const struct {
    const char *name;
    const char *version;
    int cr, revision, level, edition;
} rulesets[ALT_RULESET__COUNT] = {
    [ALT_RULESET_SEEDS_1] = {"seeds", "seeds-1", 0, 1, 1, 3},
    [ALT_RULESET_CR3_1] = {"cr3", "cr3-1", 1, 1, 1, 3},
    [ALT_RULESET_SEEDS_2] = {"seeds", "seeds-2", 0, 2, 2, 3},
    [ALT_RULESET_CR3_2] = {"cr3", "cr3-2", 1, 2, 2, 3},
    [ALT_RULESET_SEEDS_3] = {"seeds", "seeds-3", 0, 3, 3, 4},
    [ALT_RULESET_CR4_1] = {"cr4", "cr4-1", 1, 1, 3, 4},
    [ALT_RULESET_CR3_3] = {"cr3", "cr3-3", 1, 3, 3, 3},
};

int alt_ruleset_edition(alt_ruleset r)
{
    return (unsigned)r < ALT_RULESET__COUNT ? rulesets[r].edition : 0;
}

int alt_ruleset_is_cr(alt_ruleset r)
{
    return (unsigned)r < ALT_RULESET__COUNT && rulesets[r].cr;
}

int alt_ruleset_level(alt_ruleset r)
{
    return (unsigned)r < ALT_RULESET__COUNT ? rulesets[r].level : 0;
}

int alt_ruleset_revision(alt_ruleset r)
{
    return (unsigned)r < ALT_RULESET__COUNT ? rulesets[r].revision : 0;
}

const char *alt_ruleset_name(alt_ruleset r)
{
    return (unsigned)r < ALT_RULESET__COUNT ? rulesets[r].name : "unknown";
}

const char *alt_ruleset_version(alt_ruleset r)
{
    return (unsigned)r < ALT_RULESET__COUNT ? rulesets[r].version : "unknown";
}

alt_err alt_ruleset_parse(const char *name, alt_ruleset *out)
{
    if (!name || !out)
        return ALT_E_ARG;
    static const struct { const char *family; alt_ruleset latest; } families[] = {
        {"seeds", ALT_RULESET_SEEDS}, {"cr3", ALT_RULESET_CR3}, {"cr4", ALT_RULESET_CR4}};
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
        if (strcmp(name, families[i].family) == 0) {
            *out = families[i].latest;
            return ALT_OK;
        }
    for (int i = 0; i < ALT_RULESET__COUNT; i++) {
        if (strcmp(name, rulesets[i].version) == 0) {
            *out = (alt_ruleset)i;
            return ALT_OK;
        }
    }
    return ALT_E_RULESET;
}
