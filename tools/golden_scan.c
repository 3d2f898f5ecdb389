/*
 * golden_scan.c: `altered-golden-scan`: replays self-play exactly as
 * `altered-replay gen` makes it (default decks, game seed S+i, the chooser
 * seeded with the game's seed, answers picked among alt_game_list's first
 * 512) without writing any log, and prints one line of features per game
 * and ruleset, so that tools/make_golden.sh can pick golden games that cover
 * the rules' edge cases.
 *
 *   altered-golden-scan [--seed S] [--games N] [--ruleset seeds|cr3|both]
 *
 * Columns (tab-separated, a header line first):
 *   seed ruleset steps days winner rule sum0 sum1 same_day arena_days
 *   reshuffles cleanups reserve_plays fleeting_discards
 * same_day: "-" unless both sums are 7 or more at the end; then "meet"
 * (both exactly 7), "cross" (both above 7, equal), or "cross-meet" /
 * "cross-cross" when the sums differ (one or both above 7).
 */
#include "altered.h"
#include "chooser.h"
#include "decks.h"
#include "number.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ANSWERS = ALT_ANSWERS_MAX, MAX_GAME_STEPS = 200000, MAX_OBJ = 256 };

typedef struct features {
    size_t steps;
    unsigned days, arena_days;
    int winner;
    alt_outcome outcome;
    int sum[2];
    unsigned reshuffles, cleanups, reserve_plays, fleeting_discards;
    int stuck;
} features;

static int scan_one(const alt_cards *db, const alt_setup *setup, features *f)
{
    memset(f, 0, sizeof *f);
    char msg[256];
    alt_game *g = NULL;
    alt_err err = alt_game_new(db, setup, &g, msg, sizeof msg);
    if (err != ALT_OK) {
        fprintf(stderr, "altered-golden-scan: seed %" PRIu64 ": %s: %s\n", setup->seed, alt_strerror(err), msg);
        return -1;
    }
    alt_action answers[MAX_ANSWERS];
    replay_chooser chooser;
    replay_chooser_seed(&chooser, setup->seed);
    /* Objects played from Reserve (Fleeting) not yet seen in the Discard. */
    uint8_t fleeting[2][MAX_OBJ];
    memset(fleeting, 0, sizeof fleeting);
    int tracked = 0;
    unsigned arena_from = 0;
    int deck[2] = {alt_game_zone_count(g, 0, ALT_ZONE_DECK), alt_game_zone_count(g, 1, ALT_ZONE_DECK)};
    for (;;) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_NONE)
            break;
        if (!arena_from && alt_game_in_arena(g))
            arena_from = d.day;
        size_t k = alt_game_list(g, answers, MAX_ANSWERS);
        if (k == 0 || k > MAX_ANSWERS || f->steps >= MAX_GAME_STEPS) {
            f->stuck = 1;
            break;
        }
        alt_action a = answers[replay_chooser_pick(&chooser, k)];
        if (d.kind == ALT_DEC_CLEANUP)
            f->cleanups++;
        if (a.kind == ALT_ACT_PLAY && alt_game_object_zone(g, a.player, a.object) == ALT_ZONE_RESERVE) {
            f->reserve_plays++;
            if (!fleeting[a.player & 1][a.object])
                tracked++;
            fleeting[a.player & 1][a.object] = 1;
        }
        if (alt_game_apply(g, &a, NULL) != ALT_OK) {
            f->stuck = 1;
            break;
        }
        f->steps++;
        for (int p = 0; p < 2; p++) {
            int n = alt_game_zone_count(g, p, ALT_ZONE_DECK);
            if (n > deck[p])
                f->reshuffles++;
            deck[p] = n;
            for (int o = 0; tracked > 0 && o < MAX_OBJ; o++) {
                if (!fleeting[p][o])
                    continue;
                int z = alt_game_object_zone(g, p, (uint8_t)o);
                if (z == ALT_ZONE_DISCARD)
                    f->fleeting_discards++;
                if (z != ALT_ZONE_EXP_HERO && z != ALT_ZONE_EXP_COMPANION) {
                    fleeting[p][o] = 0;
                    tracked--;
                }
            }
        }
    }
    alt_decision d = alt_game_decision(g);
    f->days = d.day;
    if (arena_from)
        f->arena_days = d.day - arena_from + 1;
    f->winner = alt_game_winner(g);
    f->outcome = alt_game_outcome(g);
    for (int p = 0; p < 2; p++)
        f->sum[p] = alt_game_distance(g, p, ALT_EXP_HERO) + alt_game_distance(g, p, ALT_EXP_COMPANION);
    alt_game_destroy(&g);
    return 0;
}

static const char *same_day(const features *f)
{
    int a = f->sum[0], b = f->sum[1];
    if (a < 7 || b < 7)
        return "-";
    if (a == b)
        return a == 7 ? "meet" : "cross";
    return (a == 7 || b == 7) ? "cross-meet" : "cross-cross";
}

int main(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-golden-scan [--seed S] [--games N] [--ruleset seeds|cr3|both]\n"
        "Replays `altered-replay gen` self-play (default decks, seeds S..S+N-1) without\n"
        "writing logs and prints one tab-separated line of features per game and ruleset.\n";
    uint64_t seed = 1, games = 1;
    int rulesets = 3; /* bit 0 seeds, bit 1 cr3 */
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(usage, stdout);
            return 0;
        } else if (strcmp(arg, "--seed") == 0 && number_parse_u64(val, UINT64_MAX, &seed) == 0) {
            i++;
        } else if (strcmp(arg, "--games") == 0 && number_parse_u64(val, UINT64_MAX, &games) == 0) {
            i++;
        } else if (strcmp(arg, "--ruleset") == 0 && val) {
            alt_ruleset r;
            if (strcmp(val, "both") == 0)
                rulesets = 3;
            else if (alt_ruleset_parse(val, &r) == ALT_OK)
                rulesets = 1 << r;
            else {
                fprintf(stderr, "altered-golden-scan: unknown ruleset '%s'\n", val);
                return 64;
            }
            i++;
        } else {
            fprintf(stderr, "altered-golden-scan: bad argument '%s'\n%s", arg, usage);
            return 64;
        }
    }
    alt_cards *db = NULL;
    if (alt_cards_bundled_named("btg-4", &db) != ALT_OK) {
        fprintf(stderr, "altered-golden-scan: the bundled card database does not load\n");
        return 3;
    }
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.format = ALT_FORMAT_LIMITED;
    char msg[256];
    for (int p = 0; p < 2; p++) {
        if (replay_limited_deck(db, p, &setup.deck[p], msg, sizeof msg) != ALT_OK) {
            fprintf(stderr, "altered-golden-scan: default deck %d: %s\n", p + 1, msg);
            alt_cards_destroy(&db);
            return 4;
        }
    }
    printf("seed\truleset\tsteps\tdays\twinner\trule\tsum0\tsum1\tsame_day\tarena_days\t"
           "reshuffles\tcleanups\treserve_plays\tfleeting_discards\n");
    int rc = 0;
    for (uint64_t i = 0; i < games; i++) {
        for (int r = 0; r < ALT_RULESET__COUNT; r++) {
            if (!(rulesets & (1 << r)))
                continue;
            setup.seed = seed + i;
            setup.ruleset = (alt_ruleset)r;
            features f;
            if (scan_one(db, &setup, &f) != 0) {
                rc = 2;
                continue;
            }
            printf("%" PRIu64 "\t%s\t%zu\t%u\t%d\t%s\t%d\t%d\t%s\t%u\t%u\t%u\t%u\t%u\n", setup.seed,
                   alt_ruleset_name(setup.ruleset), f.steps, f.days, f.winner,
                   f.stuck ? "stuck" : f.winner < 0 ? "unfinished" : alt_outcome_rule(f.outcome), f.sum[0], f.sum[1],
                   same_day(&f), f.arena_days, f.reshuffles, f.cleanups, f.reserve_plays, f.fleeting_discards);
            if (f.stuck)
                rc = 2;
        }
    }
    alt_cards_destroy(&db);
    return rc;
}
