/*
 * ruleset.c: the named rulesets a game log selects.
 *
 * The seeds and the Complete Rules v3.0 disagree on the same-Day victory
 * tiebreaker; both are kept, by name and version, so that an old log is
 * replayed under exactly the rules it was played with.
 */
#include "altered.h"

#include <string.h>

static const struct {
    const char *name;
    const char *version;
} rulesets[ALT_RULESET__COUNT] = {
    [ALT_RULESET_SEEDS] = {"seeds", "seeds-1"},
    [ALT_RULESET_CR3] = {"cr3", "cr3-1"},
};

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
    for (int i = 0; i < ALT_RULESET__COUNT; i++) {
        if (strcmp(name, rulesets[i].name) == 0 || strcmp(name, rulesets[i].version) == 0) {
            *out = (alt_ruleset)i;
            return ALT_OK;
        }
    }
    return ALT_E_RULESET;
}
