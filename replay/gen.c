/*
 * gen.c: `altered-replay gen`: self-play games written as a log archive,
 * each step with its hash: golden games, benchmarks and fuzz seeds all come
 * from here.
 */
#include "cli.h"
#include "chooser.h"
#include "decks.h"
#include "game.h"
#include "number.h"
#include "outfile.h"
#include "replay.h"
#include "uniques.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ANSWERS = ALT_ANSWERS_MAX, MAX_GAME_STEPS = 200000, MAX_DECK_FILE = 1 << 20 };

static int read_file(const char *path, char **out, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char *buf = malloc(MAX_DECK_FILE + 1);
    size_t n = buf ? fread(buf, 1, MAX_DECK_FILE + 1, f) : 0;
    fclose(f);
    if (!buf || n > MAX_DECK_FILE) {
        free(buf);
        errno = EFBIG;
        return -1;
    }
    buf[n] = '\0';
    *out = buf;
    *len = n;
    return 0;
}

/* The outcomes a game's steps drew, one run after another (a recorded
 * log's Step.chance and Header.setup_chance). */
typedef struct outcomes {
    uint32_t *v;
    size_t n, cap;
} outcomes;

static int outcome_add(outcomes *o, uint32_t v)
{
    if (o->n == o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 4096;
        uint32_t *nv = realloc(o->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        o->v = nv;
        o->cap = cap;
    }
    o->v[o->n++] = v;
    return 0;
}

/* Recorded chance dealt from scratch: each chance decision answered by
 * the chooser, among the outcomes the engine lists, as a platform's own
 * shuffles and dice would. */
static int deal(alt_game *g, replay_chooser *chooser, outcomes *o)
{
    alt_action answers[MAX_ANSWERS];
    while (alt_game_decision(g).kind == ALT_DEC_CHANCE) {
        size_t k = alt_game_list(g, answers, MAX_ANSWERS);
        if (k == 0 || k > MAX_ANSWERS)
            return -1;
        alt_action a = answers[replay_chooser_pick(chooser, k)];
        if (alt_game_apply(g, &a, NULL) != ALT_OK || outcome_add(o, a.choice) != 0)
            return -1;
    }
    return 0;
}

/* Plays one game to its end and appends it to out. */
static int gen_one(replay_archive_writer *out, const alt_cards *db, const alt_setup *setup, size_t *steps_out)
{
    char msg[256];
    alt_game *g = NULL;
    alt_err err = alt_game_new(db, setup, &g, msg, sizeof msg);
    if (err != ALT_OK) {
        fprintf(stderr, "altered-replay gen: %s: %s\n", alt_strerror(err), msg);
        return err == ALT_E_UNSUPPORTED_CARD ? REPLAY_EXIT_UNSUPPORTED : REPLAY_EXIT_ILLEGAL;
    }
    size_t cap = 1024, n = 0;
    Altered__Step *steps = malloc(cap * sizeof *steps);
    Altered__Action *actions = malloc(cap * sizeof *actions);
    Altered__Step **step_ptrs = NULL;
    alt_action answers[MAX_ANSWERS];
    replay_chooser chooser;
    replay_chooser_seed(&chooser, setup->seed);
    int recorded = setup->chance == ALT_CHANCE_RECORDED;
    outcomes dealt = {NULL, 0, 0};
    size_t *dealt_at = malloc((cap + 1) * sizeof *dealt_at);   /* step i's outcomes: [dealt_at[i], dealt_at[i+1]) */
    int rc = REPLAY_EXIT_OK;
    if (!dealt_at || (recorded && deal(g, &chooser, &dealt) != 0))
        rc = REPLAY_EXIT_ILLEGAL;
    size_t n_setup = dealt.n;
    if (dealt_at)
        dealt_at[0] = dealt.n;
    uint64_t initial = alt_game_hash(g);
    while (rc == REPLAY_EXIT_OK && steps && actions && alt_game_decision(g).kind != ALT_DEC_NONE) {
        size_t k = alt_game_list(g, answers, MAX_ANSWERS);
        if (k == 0 || k > MAX_ANSWERS || n >= MAX_GAME_STEPS) {
            fprintf(stderr, "altered-replay gen: seed %" PRIu64 ": stuck at step %zu (%zu answers)\n", setup->seed,
                    n, k);
            rc = REPLAY_EXIT_ILLEGAL;
            break;
        }
        alt_action a = answers[replay_chooser_pick(&chooser, k)];
        const char *why = NULL;
        if (alt_game_apply(g, &a, &why) != ALT_OK) {
            /* An answer the engine listed and then refused: its own fault. */
            fprintf(stderr, "altered-replay gen: seed %" PRIu64 ": step %zu: an answer the engine listed was refused: %s\n",
                    setup->seed, n, why ? why : "no reason given");
            rc = REPLAY_EXIT_ILLEGAL;
            break;
        }
        if (recorded && deal(g, &chooser, &dealt) != 0) {
            fprintf(stderr, "altered-replay gen: seed %" PRIu64 ": step %zu: chance could not be dealt\n", setup->seed, n);
            rc = REPLAY_EXIT_ILLEGAL;
            break;
        }
        if (n == cap) {
            cap *= 2;
            Altered__Step *ns = realloc(steps, cap * sizeof *steps);
            if (ns)
                steps = ns;
            Altered__Action *na = realloc(actions, cap * sizeof *actions);
            if (na)
                actions = na;
            size_t *nd = realloc(dealt_at, (cap + 1) * sizeof *dealt_at);
            if (nd)
                dealt_at = nd;
            if (!ns || !na || !nd) {
                rc = REPLAY_EXIT_MALFORMED;
                break;
            }
        }
        dealt_at[n + 1] = dealt.n;
        replay_action_to_log(&a, &actions[n]);
        altered__step__init(&steps[n]);
        steps[n].hash = alt_game_hash(g);
        n++;
    }
    if (rc == REPLAY_EXIT_OK && (!steps || !actions))
        rc = REPLAY_EXIT_MALFORMED;
    if (rc == REPLAY_EXIT_OK) {
        step_ptrs = malloc((n ? n : 1) * sizeof *step_ptrs);
        if (!step_ptrs)
            rc = REPLAY_EXIT_MALFORMED;
    }
    if (rc == REPLAY_EXIT_OK) {
        for (size_t i = 0; i < n; i++) {
            steps[i].action = &actions[i];
            steps[i].n_chance = dealt_at[i + 1] - dealt_at[i];
            steps[i].chance = steps[i].n_chance ? dealt.v + dealt_at[i] : NULL;
            step_ptrs[i] = &steps[i];
        }
        Altered__GameLog log;
        Altered__Header h;
        Altered__Versions v;
        Altered__Deck decks[2];
        const char *refs0[ALT_DECK_MAX], *refs1[ALT_DECK_MAX];
        char date_text[11];
        const char **refs[2] = {refs0, refs1};
        altered__game_log__init(&log);
        replay_log_header(db, setup, &h, &v, decks, refs, date_text);
        Altered__Deck *deck_ptrs[2] = {&decks[0], &decks[1]};
        h.n_decks = 2;
        h.decks = deck_ptrs;
        h.n_setup_chance = n_setup;
        h.setup_chance = n_setup ? dealt.v : NULL;
        log.header = &h;
        log.initial_hash = initial;
        log.n_steps = n;
        log.steps = step_ptrs;
        if (replay_archive_writer_game(out, &log) != 0) {
            fprintf(stderr, "altered-replay gen: write failed: %s\n", strerror(errno));
            rc = REPLAY_EXIT_MALFORMED;
        }
    }
    *steps_out = n;
    free(step_ptrs);
    free(steps);
    free(actions);
    free(dealt_at);
    free(dealt.v);
    alt_game_destroy(&g);
    return rc;
}

int replay_cmd_gen(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay gen --seed S --games N [--deck FILE --deck FILE | --decks heroes|limited]\n"
        "                          [--uniques FILE]... [--parts FILE]\n"
        "                          [--ruleset NAME] [--format F] [--date YYYY-MM-DD]\n"
        "                          [--cards VERSION] [--chance seeded|recorded] --out FILE\n"
        "Self-play: game i (from 0) uses seed S+i; answers are drawn from the legal ones by\n"
        "a second RNG seeded from the game's seed.\n"
        "Decks: by default (--decks heroes) the six bundled Constructed decks with Heroes,\n"
        "one per faction (corpora/decks/constructed_*.txt): the game of seed s pits faction\n"
        "s mod 6 (Axiom, Bravos, Lyra, Muna, Ordis, Yzmir) against the one 1 + (s / 6 mod 5)\n"
        "after it, so 30 seeds in a row play every pair both ways. --decks limited: the two\n"
        "bundled Limited decks. --format defaults to constructed for the Hero decks, and\n"
        "for --deck files to constructed when either deck has a Hero (as `deck check`\n"
        "infers it), limited otherwise. Both decks are checked in that format before any\n"
        "game is played: every violation is printed, and none is played (exit 2); a card\n"
        "this build does not play yet is named with its set (exit 4), a Unique without\n"
        "its record or with a part this build lacks by the part (exit 4). --uniques: the\n"
        "records of the decks' Unique cards (JSON or compact, docs/uniques.md; a deck list\n"
        "may give them inline too); the log's header carries them. --parts: the Unique\n"
        "grammar's parts.tsv, for records that carry only their printed text. --format: constructed\n"
        "(or standard), limited (or sealed, draft), nuc or singleton.\n"
        "--date: the day the games are played (default today, UTC): each card plays the\n"
        "version of its text in force then, and the log names it. --cards: a bundled card\n"
        "database by version (default the newest; --version lists them).\n"
        "--ruleset: seeds (the default: seeds-3, the seeds and then the Complete Rules\n"
        "4.0), cr4 (the Complete Rules 4.0) or cr3 (3.0), the latest revision of each,\n"
        "or a revision by name (seeds-1, seeds-2, seeds-3, cr3-1, cr3-2, cr3-3, cr4-1;\n"
        "--version lists them).\n"
        "--chance recorded: every chance outcome (the Tumult, the first player, each\n"
        "shuffle, each die, each card of a Hand at random) is dealt by the answer RNG\n"
        "instead and recorded in the log (docs/log-format.md, \"Chance\"); seeded (the\n"
        "default) derives them from the seed.\n"
        "--out - writes the archive to standard output (never to a terminal); a file is\n"
        "written whole or not at all, and never over a --deck FILE.\n";
    uint64_t seed = 1, games = 1;
    const char *out_path = NULL, *deck_path[2] = {NULL, NULL};
    int ndecks = 0, have_seed = 0, limited = 0, have_format = 0;
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.ruleset = ALT_RULESET_SEEDS;
    setup.format = ALT_FORMAT_LIMITED;
    setup.date = replay_today();
    const char *cards_version = NULL;
    enum { O_SEED, O_GAMES, O_OUT, O_DECK, O_RULESET, O_FORMAT, O_DECKS, O_CHANCE, O_DATE, O_CARDS, O_UNIQUES,
           O_PARTS };
    static const replay_opt opts[] = {{"--seed", 1},    {"--games", 1},   {"--out", 1},     {"--deck", 1},
                                      {"--ruleset", 1}, {"--format", 1},  {"--decks", 1},   {"--chance", 1},
                                      {"--date", 1},    {"--cards", 1},   {"--uniques", 1}, {"--parts", 1},
                                      {NULL, 0}};
    const char *uniques_path[16], *parts_path = NULL;
    size_t nuniques = 0;
    replay_args a;
    replay_args_init(&a, "gen", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        const char *val = a.value;
        switch (got) {
        case O_SEED:
            if (number_parse_u64(val, UINT64_MAX, &seed) != 0)
                return replay_usage_error("gen", "--seed takes a number, not '%s'", val);
            have_seed = 1;
            break;
        case O_GAMES:
            if (number_parse_u64(val, UINT64_MAX, &games) != 0 || games == 0)
                return replay_usage_error("gen", "--games takes a number from 1, not '%s'", val);
            break;
        case O_OUT: out_path = val; break;
        case O_DECK:
            if (ndecks == 2)
                return replay_usage_error("gen", "--deck is given twice at most (player 0, then player 1)");
            deck_path[ndecks++] = val;
            break;
        case O_RULESET:
            if (alt_ruleset_parse(val, &setup.ruleset) != ALT_OK) {
                fprintf(stderr, "altered-replay gen: unknown ruleset '%s' (%s)\n", val, replay_ruleset_names());
                return REPLAY_EXIT_UNSUPPORTED;
            }
            break;
        case O_FORMAT:
            if (alt_format_parse(val, &setup.format) != ALT_OK)
                return replay_usage_error("gen", "--format takes constructed, standard, limited, sealed, draft, nuc "
                                                 "or singleton, not '%s'", val);
            have_format = 1;
            break;
        case O_DATE:
            if (alt_date_parse(val, &setup.date) != ALT_OK)
                return replay_usage_error("gen", "--date takes a day YYYY-MM-DD (2000 to 2099), not '%s'", val);
            break;
        case O_CARDS:
            cards_version = val;
            break;
        case O_UNIQUES:
            if (nuniques == sizeof uniques_path / sizeof uniques_path[0])
                return replay_usage_error("gen", "--uniques is given 16 times at most");
            uniques_path[nuniques++] = val;
            break;
        case O_PARTS:
            parts_path = val;
            break;
        case O_DECKS:
            if (strcmp(val, "heroes") != 0 && strcmp(val, "limited") != 0)
                return replay_usage_error("gen", "--decks takes heroes or limited, not '%s'", val);
            limited = val[0] == 'l';
            break;
        case O_CHANCE:
            if (strcmp(val, "seeded") != 0 && strcmp(val, "recorded") != 0)
                return replay_usage_error("gen", "--chance takes seeded or recorded, not '%s'", val);
            setup.chance = val[0] == 'r' ? ALT_CHANCE_RECORDED : ALT_CHANCE_SEEDED;
            break;
        case REPLAY_ARG_OPERAND: return replay_usage_error("gen", "unexpected argument '%s'", val);
        }
    }
    int heroes = ndecks == 0 && !limited;
    if (!have_seed)
        return replay_usage_error("gen", "no --seed S given");
    if (!out_path)
        return replay_usage_error("gen", "no --out FILE given");
    if (ndecks == 1)
        return replay_usage_error("gen", "--deck is given for both players or for none");
    if (ndecks && limited)
        return replay_usage_error("gen", "--deck and --decks exclude each other");
    if (nuniques && !ndecks)
        return replay_usage_error("gen", "--uniques goes with --deck FILE: the bundled decks hold no Unique");
    alt_cards *db = NULL;
    alt_err loaded = cards_version ? alt_cards_bundled_named(cards_version, &db) : alt_cards_bundled(&db);
    if (loaded == ALT_E_VERSION) {
        fprintf(stderr, "altered-replay gen: --cards %s: no bundled card database has that version (--version lists them)\n",
                cards_version);
        return REPLAY_EXIT_UNSUPPORTED;
    }
    if (loaded != ALT_OK) {
        fprintf(stderr, "altered-replay gen: the bundled card database does not load\n");
        return REPLAY_EXIT_MALFORMED;
    }
    if (!have_format)
        setup.format = heroes ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED;
    const char *format_why = have_format ? "--format"
                             : heroes   ? "the bundled Hero decks"
                             : ndecks   ? "the decks have no Hero"
                                        : "the bundled Limited decks";
    char msg[512];
    /* The decks' texts first: their Unique records (--uniques, and each
     * list's inline ones) make the games' database. */
    char *deck_text[2] = {NULL, NULL};
    size_t deck_len[2] = {0, 0};
    for (int p = 0; p < ndecks; p++)
        if (read_file(deck_path[p], &deck_text[p], &deck_len[p]) != 0) {
            fprintf(stderr, "altered-replay gen: %s: %s\n", deck_path[p], strerror(errno));
            free(deck_text[0]);
            alt_cards_destroy(&db);
            return REPLAY_EXIT_MALFORMED;
        }
    alt_cards *base = db, *game_db = NULL;
    replay_parts *parts = NULL;
    replay_uniques *records = NULL;   /* kept for the parts' texts, when a deck is not played */
    if (ndecks == 2) {
        records = replay_uniques_new();
        int rc = records ? REPLAY_EXIT_OK : REPLAY_EXIT_INTERNAL;
        if (rc == REPLAY_EXIT_OK && nuniques && (parts_path || (parts_path = replay_parts_default_path()) != NULL) &&
            (parts = replay_parts_read(parts_path, msg, sizeof msg)) == NULL)
            rc = REPLAY_EXIT_MALFORMED;
        for (size_t i = 0; i < nuniques && rc == REPLAY_EXIT_OK; i++)
            rc = replay_uniques_add_file(records, parts, uniques_path[i], msg, sizeof msg);
        for (int p = 0; p < 2 && rc == REPLAY_EXIT_OK; p++)
            rc = replay_uniques_add_deck(records, deck_path[p], deck_text[p], deck_len[p], msg, sizeof msg);
        const alt_cards *game = NULL;
        if (rc == REPLAY_EXIT_OK)
            rc = replay_uniques_cards(records, base, (const char *const *)deck_text, deck_len, 2, &game, &game_db, msg,
                                      sizeof msg);
        if (rc != REPLAY_EXIT_OK) {
            replay_uniques_free(&records);
            replay_parts_free(&parts);
            fprintf(stderr, "altered-replay gen: %s\n", msg);
            free(deck_text[0]);
            free(deck_text[1]);
            alt_cards_destroy(&db);
            return rc;
        }
        if (game_db != NULL)
            db = game_db;
    }
    for (int p = 0; p < 2 && !heroes; p++) {
        alt_err err;
        if (deck_path[p]) {
            err = alt_deck_parse(db, deck_text[p], deck_len[p], &setup.deck[p], msg, sizeof msg);
        } else {
            err = replay_limited_deck(db, p, &setup.deck[p], msg, sizeof msg);
        }
        if (err != ALT_OK) {
            fprintf(stderr, "altered-replay gen: deck %d: %s\n", p + 1, msg);
            free(deck_text[0]);
            free(deck_text[1]);
            replay_uniques_free(&records);
            replay_parts_free(&parts);
            alt_cards_destroy(&game_db);
            alt_cards_destroy(&base);
            return err == ALT_E_UNKNOWN_CARD || err == ALT_E_UNSUPPORTED_CARD ? REPLAY_EXIT_UNSUPPORTED
                                                                              : REPLAY_EXIT_MALFORMED;
        }
    }
    free(deck_text[0]);
    free(deck_text[1]);
    /* Deck files: a deck with a Hero is Constructed unless --format says
     * otherwise, so two Constructed lists are never played as Limited. */
    if (ndecks == 2 && !have_format &&
        (alt_deck_format(&setup.deck[0]) == ALT_FORMAT_CONSTRUCTED ||
         alt_deck_format(&setup.deck[1]) == ALT_FORMAT_CONSTRUCTED)) {
        setup.format = ALT_FORMAT_CONSTRUCTED;
        format_why = "a deck has a Hero";
    }
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = setup.format;
    rules.ruleset = setup.ruleset;
    for (int p = 0; p < 2 && ndecks == 2; p++) {
        enum { SHOWN = 16 };
        alt_violation v[SHOWN];
        size_t n = alt_deck_check(db, &rules, &setup.deck[p], v, SHOWN);
        size_t bad = alt_deck_violations(v, n, SHOWN);
        if (bad > 0) {
            fprintf(stderr, "altered-replay gen: deck %d (%s) is not legal as %s (%s): %zu violation%s\n", p + 1,
                    deck_path[p], alt_format_name(setup.format), format_why, bad, bad == 1 ? "" : "s");
            for (size_t i = 0; i < n && i < SHOWN; i++)
                fprintf(stderr, "  %s%s: %s\n", v[i].note ? "note, " : "", v[i].rule, v[i].text);
            replay_uniques_free(&records);
            replay_parts_free(&parts);
            alt_cards_destroy(&game_db);
            alt_cards_destroy(&base);
            return REPLAY_EXIT_ILLEGAL;
        }
    }
    for (int p = 0; p < 2 && ndecks == 2; p++) {
        /* The versions in force on the date are what the games play. */
        alt_deck dated = setup.deck[p];
        if (dated.hero != ALT_CARD_NONE)
            dated.hero = alt_cards_on(db, dated.hero, setup.date);
        for (int i = 0; i < dated.count; i++)
            dated.cards[i] = alt_cards_on(db, dated.cards[i], setup.date);
        static char unplayed[6144];   /* every design of an 80-card deck, named with its set */
        if (replay_uniques_not_played(records, parts, db, &dated, unplayed, sizeof unplayed)) {
            char day[11];
            alt_date_format(setup.date, day);
            fprintf(stderr, "altered-replay gen: deck %d (%s) holds cards this build does not play (as of %s): %s\n",
                    p + 1, deck_path[p], day, unplayed);
            replay_uniques_free(&records);
            replay_parts_free(&parts);
            alt_cards_destroy(&game_db);
            alt_cards_destroy(&base);
            return REPLAY_EXIT_UNSUPPORTED;
        }
    }
    replay_uniques_free(&records);
    replay_parts_free(&parts);
    int rc;
    replay_outfile *outf = replay_outfile_open("gen", out_path, deck_path, (size_t)ndecks, REPLAY_OUTFILE_BINARY, &rc);
    if (!outf) {
        alt_cards_destroy(&game_db);
        alt_cards_destroy(&base);
        return rc;
    }
    size_t total_steps = 0;
    /* Every archive gen writes is sealed: its trailer says it is whole. */
    replay_archive_writer *w = replay_archive_writer_new(replay_outfile_stream(outf));
    if (!w) {
        fprintf(stderr, "altered-replay gen: out of memory\n");
        rc = REPLAY_EXIT_MALFORMED;
    }
    for (uint64_t i = 0; i < games && rc == REPLAY_EXIT_OK; i++) {
        size_t steps = 0;
        setup.seed = seed + i;
        if (heroes) {
            int pair[2];
            replay_hero_pair(setup.seed, pair);
            for (int p = 0; p < 2 && rc == REPLAY_EXIT_OK; p++) {
                if (replay_hero_deck(db, pair[p], &setup.deck[p], msg, sizeof msg) != ALT_OK) {
                    fprintf(stderr, "altered-replay gen: bundled %s deck: %s\n", replay_hero_deck_name(pair[p]), msg);
                    rc = REPLAY_EXIT_UNSUPPORTED;
                }
            }
            if (rc != REPLAY_EXIT_OK)
                break;
        }
        rc = gen_one(w, db, &setup, &steps);
        total_steps += steps;
    }
    if (rc == REPLAY_EXIT_OK && replay_archive_writer_seal(w) != 0) {
        fprintf(stderr, "altered-replay gen: write failed: %s\n", strerror(errno));
        rc = REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer_destroy(&w);
    if (rc == REPLAY_EXIT_OK)
        rc = replay_outfile_commit(&outf);
    replay_outfile_abort(&outf);   /* the old file, if any, stays whole */
    if (rc == REPLAY_EXIT_OK)
        fprintf(stderr, "altered-replay gen: %" PRIu64 " game%s, %zu step%s, %s (%s) -> %s\n", games,
                games == 1 ? "" : "s", total_steps, total_steps == 1 ? "" : "s", alt_format_name(setup.format),
                format_why, out_path);
    alt_cards_destroy(&game_db);
    alt_cards_destroy(&base);
    return rc;
}
