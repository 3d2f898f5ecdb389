/*
 * play.c: `altered-replay play`: one complete game of self-play on the
 * bundled cards, told Day by Day: where each Expedition stands, who won and
 * by which rule, and the final state hash.
 */
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
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (number_parse_u64(argv[++i], UINT64_MAX, &seed) != 0) {
                fprintf(stderr, "altered-replay play: --seed takes an unsigned integer\n");
                return REPLAY_EXIT_USAGE;
            }
        } else if (strcmp(argv[i], "--ruleset") == 0 && i + 1 < argc) {
            if (alt_ruleset_parse(argv[++i], &ruleset) != ALT_OK) {
                fprintf(stderr, "altered-replay play: unknown ruleset '%s' (seeds, cr3)\n", argv[i]);
                return REPLAY_EXIT_UNSUPPORTED;
            }
        } else if (strcmp(argv[i], "--verbose") == 0 || strcmp(argv[i], "-v") == 0) {
            verbose = 1;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: altered-replay play [--seed S] [--ruleset seeds|cr3] [--verbose]\n"
                   "Plays one game on the bundled default decks, answers drawn at random\n"
                   "from the legal ones by a second RNG seeded with S, and tells it.\n");
            return 0;
        } else {
            fprintf(stderr, "altered-replay play: unknown argument '%s' (try --help)\n", argv[i]);
            return REPLAY_EXIT_USAGE;
        }
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
            fprintf(stderr, "altered-replay play: %zu legal answers at step %d\n", n, steps);
            status = REPLAY_EXIT_ILLEGAL;
            break;
        }
        alt_action a = answers[replay_chooser_pick(&chooser, n)];
        if (verbose) {
            alt_action_describe(g, &a, line, sizeof line);
            printf("  [%d] Day %u %s: %s\n", steps, d.day, alt_phase_name(d.phase), line);
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
            if (o == ALT_OUTCOME_DAY_LIMIT)
                printf("No winner: the game reached the engine's limit of %d Days\n", ALT_DAY_LIMIT);
            else if (o == ALT_OUTCOME_ENGINE_LIMIT)
                printf("No winner: a table of the engine was full (Limbo, \"next card\" effects or tokens)\n");
            else
                printf("Winner: P%d after %u Days and %d decisions, by rule %s (%s)\n", alt_game_winner(g), day,
                   steps, alt_outcome_rule(o),
                   o == ALT_OUTCOME_ARENA      ? "won in the Arena"
                   : o == ALT_OUTCOME_TIEBREAK ? "both met on the same Day; the one who went further lost"
                   : o == ALT_OUTCOME_CARD     ? "a card's effect made them win"
                                               : "the greater sum of distances, 7 or more");
            printf("Final state hash: %016" PRIx64 "\n", alt_game_hash(g));
        }
    }
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
    return status;
}
