/*
 * main.c: altered-replay's command line: dispatches to one subcommand.
 */
#include "cli.h"
#include "game.h"
#include "html.h"
#include "replay.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
    fprintf(f, "usage: altered-replay COMMAND [ARGS]\n"
               "\n"
               "commands:\n"
               "  verify [--json] [--game N] [--sign KEY] FILE...\n"
               "                                     replay archives, check every step's hash\n"
               "      [--uniques FILE]                    ... Unique records the headers lack\n"
               "  gen --seed S --games N --out FILE  self-play games written as an archive\n"
               "      [--date YYYY-MM-DD]                 ... played on that day (default today)\n"
               "      [--chance recorded]                 ... each chance outcome dealt and recorded\n"
               "      [--deck F --deck F --uniques FILE]  ... two decks, their Uniques' records\n"
               "  record-chance IN OUT               a seeded log as the equivalent recorded one\n"
               "  dump [--game N] FILE               every step in words\n"
               "  state FILE --step K [--game N]     the whole state after step K\n"
               "        [--json | --binary] [--out PATH]   ... as a position (docs/position.md)\n"
               "  hashes [--recorded] [--game N] FILE  one state hash per line\n"
               "  html FILE [--game N] --out PAGE    the game as one self-contained HTML page\n"
               "  position check POS                 validate a position, print it in words\n"
               "  position legal POS                 every legal answer: INDEX  ACTION  words\n"
               "  position apply POS ACTION          the position after ACTION, or its refusal\n"
               "  diff A B                           the fields in which two positions differ\n"
               "  perft POS --depth N [--divide]     count the answer sequences of length N\n"
               "  play [--seed S] [--ruleset NAME]   play one game of self-play and tell it\n"
               "  cards [--coverage]                 the bundled cards, supported or not\n"
               "  cards show REF [--date D]          a card's facts, abilities and history as of D\n"
               "  cards list --set SET               a set's designs, each supported or not\n"
               "  deck check [--format F] [--date D] [--json] FILE...  every violation of each\n"
               "                                     deck (- for standard input) as of a day: the\n"
               "                                     format's rules, bans and suspensions; without\n"
               "                                     --format, Constructed with a Hero, else Limited\n"
               "      [--uniques FILE] [--play]           ... Uniques by their records (docs/uniques.md);\n"
               "                                          refuse a deck this build does not play\n"
               "  deck decode CODE | encode [--compact] FILE\n"
               "                                     community deck codes (Taum/altered-deckfmt)\n"
               "  uniques coverage [--parts FILE]    the Unique parts this build implements, per type\n"
               "  uniques read FILE...               Unique records (JSON or compact): their words, played?\n"
               "  archive seal IN OUT | check FILE   seal an archive with its trailer; is it whole?\n"
               "  archive seal --in-place FILE       seal the file itself\n"
               "  archive merge OUT IN...            sealed archives joined under one trailer\n"
               "  archive unseal IN OUT              a whole archive without its trailer\n"
               "  keygen --out PREFIX                an Ed25519 key pair to sign verdicts\n"
               "  verify-verdict V --key PUB [LOG]   is a signed verdict authentic, and about LOG?\n"
               "  help                               this text\n"
               "\n"
               "options:\n"
               "  --version                          engine, ruleset, RNG and card-database versions\n"
               "\n"
               "POS is a position file, JSON or binary. FILE, POS and LOG may be - for\n"
               "standard input. --game N picks game N (from 1) of an archive of several.\n"
               "Step K is the K-th answer of a game; step 0 the state before the first.\n"
               "NAME: seeds, cr3 or cr4 (the latest revision of each), or a revision:\n"
               "seeds-1, cr3-1, seeds-2, cr3-2, seeds-3, cr4-1, cr3-3 (--version lists them).\n"
               "Every command takes --help and --version; -- ends the options; --name=value\n"
               "is --name value. No command writes over a file it reads, and every file is\n"
               "written whole or not at all. docs/cli.md describes every command and its output.\n"
               "\n");
    /* Two strings: C11 promises 4095 bytes of one literal, no more. */
    fprintf(f, "exit codes:\n"
               "  0   success; diff: the positions are equal\n"
               "  1   verify: a recorded hash diverges; diff: the positions differ;\n"
               "      deck check: a deck breaks a deck-building rule, or is banned or suspended\n"
               "  2   an action breaks a rule (a recorded one, or position apply's ACTION)\n"
               "  3   malformed, truncated, oversized or unreadable input; an invalid\n"
               "      position, or one of another position format version; output that\n"
               "      cannot be written\n"
               "  4   an unknown or unsupported card, an unknown ruleset, or a log of a\n"
               "      version this build does not read (log format, RNG, state hash\n"
               "      encoding, card database)\n"
               "  5   verify: the archive is not what its trailer sealed (archive check:\n"
               "      see its --help)\n"
               "  6   verify: a game stops before it ends, or holds no step (unfinished;\n"
               "      --allow-unfinished accepts it); verify-verdict: see its --help\n"
               "  64  bad command line: an unknown command or option, a stray argument, a\n"
               "      missing or bad value (a step, a game N the archive lacks, an ACTION),\n"
               "      a binary position to a terminal; the message says which, and points\n"
               "      at the command's --help\n"
               "  70  internal error: the engine refused an answer it listed, out of memory\n");
}

int replay_print_version(void)
{
    alt_cards *db = NULL;
    alt_err err = alt_cards_bundled(&db);
    printf("altered-replay, engine %s\n", ALT_ENGINE_VERSION);
    for (int r = 0; r < ALT_RULESET__COUNT; r++)
        printf("ruleset %s%s\n", alt_ruleset_version((alt_ruleset)r), r == ALT_RULESET_SEEDS ? " (default)" : "");
    printf("rng %s\n", ALT_RNG_VERSION);
    printf("state hash encoding %u (XXH3-64)\n", ALT_HASH_VERSION);
    if (err == ALT_OK) {
        size_t supported = 0, n = alt_cards_count(db);
        for (size_t i = 0; i < n; i++)
            supported += alt_cards_get(db, (uint16_t)i)->supported != 0;
        printf("card database %s, digest %016" PRIx64 ", %zu records, %zu supported\n", alt_cards_version(db),
               alt_cards_digest(db), n, supported);
        alt_cards_destroy(&db);
        return 0;
    }
    fprintf(stderr, "altered-replay: bundled card database: %s\n", alt_strerror(err));
    return REPLAY_EXIT_MALFORMED;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return REPLAY_EXIT_USAGE;   /* the whole list: what a bare command needs */
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0)
        return replay_print_version();
    static const struct {
        const char *name;
        int (*fn)(int, char **);
    } cmds[] = {
        {"verify", replay_cmd_verify}, {"gen", replay_cmd_gen},     {"dump", replay_cmd_dump},
        {"state", replay_cmd_state},   {"hashes", replay_cmd_hashes}, {"cards", replay_cmd_cards},
        {"deck", replay_cmd_deck},
        {"archive", replay_cmd_archive}, {"position", replay_cmd_position}, {"diff", replay_cmd_diff},
        {"perft", replay_cmd_perft}, {"keygen", replay_cmd_keygen}, {"verify-verdict", replay_cmd_verify_verdict},
        {"html", replay_cmd_html}, {"record-chance", replay_cmd_record_chance},
        {"uniques", replay_cmd_uniques},
    };
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (strcmp(cmd, cmds[i].name) == 0)
            return cmds[i].fn(argc - 2, argv + 2);
    if (strcmp(cmd, "play") == 0)
        return replay_cmd_play(argc - 2, argv + 2);
    return replay_usage_error("", "unknown command '%s'", cmd);
}
