/*
 * ability_cond.c: the conditions of the abilities column (ability.c's
 * grammar, docs/card-database.md): their names, the counts of counts.def
 * and their words, and the " if(...)" part that reads one. Its own file so
 * that the parser of effects' arguments stays one readable file.
 */
#include "ability_cursor.h"

static const char *const cond_names[ALT_COND__COUNT] = {
    [ALT_COND_LANDMARKS_GE] = "landmarks", [ALT_COND_OTHER_CHARS_GE] = "other_chars",
    [ALT_COND_FIRST_PLAYER] = "first_player", [ALT_COND_PLANTS_GE] = "plants",
    [ALT_COND_BOOSTED_GE] = "boosted_chars", [ALT_COND_OTHER_BOOSTED_GE] = "other_boosted",
    [ALT_COND_ZERO_STATS_GE] = "zero_stats", [ALT_COND_TOKENS_GE] = "tokens", [ALT_COND_ROLL_GE] = "roll",
    [ALT_COND_DID] = "did", [ALT_COND_SELF_BOOSTS_GE] = "self_boosts", [ALT_COND_BUREAUCRATS_GE] = "bureaucrats",
    [ALT_COND_SELF_FLEETING_GE] = "self_fleeting", [ALT_COND_SELF_COUNTERS_GE] = "self_counters",
    [ALT_COND_DAY_GE] = "day", [ALT_COND_FESTIVAL] = "festival", [ALT_COND_ASCENDED_GE] = "ascended",
    [ALT_COND_MY_EXP_ASCENDED] = "my_exp_ascended", [ALT_COND_SINGLE_TERRAIN_GE] = "single_terrain",
    [ALT_COND_IT_COST_GE] = "it_cost", [ALT_COND_IT_ZERO_TERRAIN] = "it_zero_terrain",
    [ALT_COND_IT_IN_FOREST_GE] = "it_in_forest", [ALT_COND_IT_BEHIND] = "it_behind", [ALT_COND_IT_ASLEEP] = "it_asleep",
#define COUNT(id, name, words) [ALT_COND_##id] = name,
#include "counts.def"
#undef COUNT
};

static const char *const count_words[ALT_COND__COUNT] = {
#define COUNT(id, name, words) [ALT_COND_##id] = words,
#include "counts.def"
#undef COUNT
};

int alt_ability_lookup_count(const char *w)
{
    int k = lookup(w, cond_names + ALT_COND_FIRST_COUNT, ALT_COND__COUNT - ALT_COND_FIRST_COUNT);
    return k < 0 ? -1 : k + ALT_COND_FIRST_COUNT;
}

const char *alt_ability_count_words(alt_condition c)
{
    return (unsigned)c < ALT_COND__COUNT && c >= ALT_COND_FIRST_COUNT ? count_words[c] : NULL;
}

int alt_ability_parse_each(cursor *c, alt_ability *a)
{
    char w[24];
    if (!eat(c, " each(") || !word(c, w, sizeof w) || !eat(c, ")"))
        return 0;
    int k = alt_ability_lookup_count(w);
    if (k < 0)
        return 0;
    a->cond = (uint8_t)k;                      /* at least once, read as the step resolves */
    a->cond_arg = 1;
    a->flags |= ALT_ABILITY_EACH | ALT_ABILITY_STEP_COND;
    return 1;
}

int alt_ability_parse_condition(cursor *c, alt_ability *a)
{
    char w[24];
    int n;
    if (eat(c, " step_if("))
        a->flags |= ALT_ABILITY_STEP_COND;     /* after the dash: read as the step resolves */
    else if (!eat(c, " if("))
        return 0;
    if (!word(c, w, sizeof w))
        return 0;
    static const char *const le_names[] = {"roll", "self_boosts", "did", "self_fleeting", "self_counters",
                                           "it_in_forest"};
    static const alt_condition le_conds[] = {ALT_COND_ROLL_LE, ALT_COND_SELF_BOOSTS_LE, ALT_COND_DID_LE,
                                             ALT_COND_SELF_FLEETING_LE, ALT_COND_SELF_COUNTERS_LE,
                                             ALT_COND_IT_IN_FOREST_LE};
    int k;
    if (eat(c, "<=")) {
        int i = lookup(w, le_names, (int)(sizeof le_names / sizeof le_names[0]));
        k = i < 0 ? -1 : (int)le_conds[i];
        if (i < 0) {                                  /* "at most N" of any other condition that counts */
            k = lookup(w, cond_names, ALT_COND__COUNT);
            a->flags |= ALT_ABILITY_COND_LE;
        }
    } else if (eat(c, ">=")) {
        k = lookup(w, cond_names, ALT_COND__COUNT);
    } else {
        return 0;
    }
    if (!number(c, &n) || n > 99 || !eat(c, ")"))
        return 0;
    if (k <= 0)
        return 0;
    a->cond = (uint8_t)k;
    a->cond_arg = (int8_t)n;
    return 1;
}

