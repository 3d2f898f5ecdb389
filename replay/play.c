/*
 * play.c: `altered-replay play`: one complete game of self-play on the
 * bundled cards, told Day by Day: where each Expedition stands, who won and
 * by which rule, and the final state hash.
 */
#include "cli.h"
#include "game.h"
#include "number.h"
#include "replay.h"
#include "chooser.h"
#include "decks.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ANSWERS = ALT_ANSWERS_MAX, MAX_STEPS = 1000000 };

static void print_positions(const alt_game *g)
{
    for (int p = 0; p < 2; p++) {
        int h = alt_game_distance(g, p, ALT_EXP_HERO), c = alt_game_distance(g, p, ALT_EXP_COMPANION);
        printf("    P%d: Hero Expedition %d, Companion Expedition %d (sum %d of 7)\n", p, h, c, h + c);
    }
}

int replay_cmd_play(int argc, char **argv)
{
    uint64_t seed = 1;
    int verbose = 0;
    alt_ruleset ruleset = ALT_RULESET_SEEDS;
    static const char usage[] =
        "usage: altered-replay play [--seed S] [--ruleset NAME] [--verbose]\n"
        "Plays one game on the bundled default decks, answers drawn at random\n"
        "from the legal ones by a second RNG seeded with S, and tells it.\n"
        "--ruleset: seeds (the default), cr3 or cr4, the latest revision of each,\n"
        "or a revision by name (seeds-1, cr3-1, seeds-2, cr3-2, seeds-3, cr4-1, cr3-3).\n";
    static const replay_opt opts[] = {{"--seed", 1}, {"--ruleset", 1}, {"--verbose", 0}, {"-v", 0}, {NULL, 0}};
    replay_args args;
    replay_args_init(&args, "play", argc, argv);
    for (int got; (got = replay_args_next(&args, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&args, got, usage);
        if (rc >= 0)
            return rc;
        if (got == 0 && number_parse_u64(args.value, UINT64_MAX, &seed) != 0)
            return replay_usage_error("play", "--seed takes an unsigned integer, not '%s'", args.value);
        if (got == 1 && alt_ruleset_parse(args.value, &ruleset) != ALT_OK) {
            fprintf(stderr, "altered-replay play: unknown ruleset '%s' (%s)\n", args.value, replay_ruleset_names());
            return REPLAY_EXIT_UNSUPPORTED;
        }
        if (got == 2 || got == 3)
            verbose = 1;
        if (got == REPLAY_ARG_OPERAND)
            return replay_usage_error("play", "unexpected argument '%s'", args.value);
    }

    alt_cards *db = NULL;
    alt_err err = alt_cards_bundled(&db);
    if (err != ALT_OK) {
        fprintf(stderr, "altered-replay play: bundled cards: %s\n", alt_strerror(err));
        return REPLAY_EXIT_MALFORMED;
    }
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.seed = seed;
    setup.ruleset = ruleset;
    setup.format = ALT_FORMAT_LIMITED;
    char msg[256];
    for (int p = 0; p < 2; p++) {
        if ((err = replay_limited_deck(db, p, &setup.deck[p], msg, sizeof msg)) != ALT_OK) {
            fprintf(stderr, "altered-replay play: default deck %d: %s\n", p, msg);
            alt_cards_destroy(&db);
            return REPLAY_EXIT_UNSUPPORTED;
        }
    }
    alt_game *g = NULL;
    if ((err = alt_game_new(db, &setup, &g, msg, sizeof msg)) != ALT_OK) {
        fprintf(stderr, "altered-replay play: %s: %s\n", alt_strerror(err), msg);
        alt_cards_destroy(&db);
        return err == ALT_E_UNSUPPORTED_CARD ? REPLAY_EXIT_UNSUPPORTED : REPLAY_EXIT_MALFORMED;
    }

    printf("altered-replay play: seed %" PRIu64 ", ruleset %s, Limited, default decks (%u and %u cards)\n",
           seed, alt_ruleset_version(ruleset), setup.deck[0].count, setup.deck[1].count);
    printf("First player: P%d\n", alt_game_first_player(g));

    replay_chooser chooser;
    replay_chooser_seed(&chooser, seed);
    alt_action answers[MAX_ANSWERS];
    char line[512];
    int steps = 0, plays[2] = {0, 0};
    unsigned day = 1;
    int status = 0;
    while (alt_game_decision(g).kind != ALT_DEC_NONE && steps < MAX_STEPS) {
        alt_decision d = alt_game_decision(g);
        if (d.day != day) {
            printf("Day %u: P0 played %d cards, P1 played %d; after Dusk:\n", day, plays[0], plays[1]);
            print_positions(g);
            day = d.day;
            plays[0] = plays[1] = 0;
        }
        size_t n = alt_game_list(g, answers, MAX_ANSWERS);
        if (n == 0 || n > MAX_ANSWERS) {
            fprintf(stderr, "altered-replay play: %zu legal answers at step %d\n", n, steps + 1);
            status = REPLAY_EXIT_ILLEGAL;
            break;
        }
        alt_action a = answers[replay_chooser_pick(&chooser, n)];
        if (verbose) {
            alt_action_describe(g, &a, line, sizeof line);
            /* Numbered as dump, verify and state number them: step 1 is the first answer. */
            printf("  %5d  Day %-3u %-9s %s\n", steps + 1, d.day, alt_phase_name(d.phase), line);
        }
        const char *reason = NULL;
        if ((err = alt_game_apply(g, &a, &reason)) != ALT_OK) {
            fprintf(stderr, "altered-replay play: listed answer rejected: %s (%s)\n", alt_strerror(err),
                    reason ? reason : "");
            status = REPLAY_EXIT_ILLEGAL;
            break;
        }
        plays[a.player] += a.kind == ALT_ACT_PLAY;
        steps++;
    }
    if (status == 0) {
        if (alt_game_decision(g).kind != ALT_DEC_NONE) {
            fprintf(stderr, "altered-replay play: stopped after %d steps without an end\n", steps);
            status = REPLAY_EXIT_ILLEGAL;
        } else {
            printf("Day %u: P0 played %d cards, P1 played %d; at the end:\n", day, plays[0], plays[1]);
            print_positions(g);
            alt_outcome o = alt_game_outcome(g);
            if (alt_game_winner(g) < 0) {
                printf("%s\n", replay_outcome_words(o));
            } else {
                const char *rule = replay_outcome_rule(o);
                printf("Winner: P%d after %u Days and %d steps, by %s%s%s\n", alt_game_winner(g), day, steps, rule,
                       *rule ? ": " : "", replay_outcome_words(o));
            }
            printf("Final state hash: %016" PRIx64 "\n", alt_game_hash(g));
        }
    }
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
    return status;
}
