/*
 * install_smoke.c: a program built against an installed engine, the way a
 * user of `cmake --install` builds one (cc $(pkg-config --cflags --libs
 * altered-engine)); tests/test_install.sh compiles and runs it. It proves
 * the installed header, library and .pc file are enough to play: it creates
 * a game from two deck lists, dated (its cards read as they did that day),
 * lists the legal answers of its first decision and prints the state hash,
 * which the test compares with altered-replay's.
 *
 *   install_smoke DECK_A DECK_B SEED DATE      (DATE: YYYY-MM-DD)
 *
 * Prints "hash HHHHHHHHHHHHHHHH", "answers N" and one line per answer.
 * Exit: 0, 1 a deck or the game refused, 64 usage.
 */
#include <altered.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int read_deck(const alt_cards *db, const char *path, alt_deck *deck)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "install_smoke: cannot open %s\n", path);
        return -1;
    }
    static char text[1 << 16];
    size_t n = fread(text, 1, sizeof text, f);
    fclose(f);
    char msg[200];
    alt_err err = alt_deck_parse(db, text, n, deck, msg, sizeof msg);
    if (err != ALT_OK) {
        fprintf(stderr, "install_smoke: %s: %s: %s\n", path, alt_strerror(err), msg);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: install_smoke DECK_A DECK_B SEED DATE\n");
        return 64;
    }
    alt_cards *db = NULL;
    alt_err err = alt_cards_bundled(&db);
    if (err != ALT_OK) {
        fprintf(stderr, "install_smoke: the bundled cards: %s\n", alt_strerror(err));
        return 1;
    }
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.seed = strtoull(argv[3], NULL, 10);
    if (alt_date_parse(argv[4], &setup.date) != ALT_OK) {
        fprintf(stderr, "install_smoke: %s is not a date YYYY-MM-DD\n", argv[4]);
        alt_cards_destroy(&db);
        return 64;
    }
    /* The ruleset gen writes by default, so that the hash can be compared. */
    if (alt_ruleset_parse("seeds-3", &setup.ruleset) != ALT_OK || read_deck(db, argv[1], &setup.deck[0]) != 0 ||
        read_deck(db, argv[2], &setup.deck[1]) != 0) {
        alt_cards_destroy(&db);
        return 1;
    }
    setup.format = alt_deck_format(&setup.deck[0]);
    alt_game *g = NULL;
    char msg[200] = "";
    err = alt_game_new(db, &setup, &g, msg, sizeof msg);
    if (err != ALT_OK) {
        fprintf(stderr, "install_smoke: alt_game_new: %s: %s\n", alt_strerror(err), msg);
        alt_cards_destroy(&db);
        return 1;
    }
    printf("hash %016" PRIx64 "\n", alt_game_hash(g));
    alt_decision d = alt_game_decision(g);
    printf("decision %s, player %u, day %u\n", alt_decision_name(d.kind), (unsigned)d.player, (unsigned)d.day);
    static alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    printf("answers %zu\n", n);
    for (size_t i = 0; i < n; i++) {
        char words[256];
        alt_action_describe(g, &list[i], words, sizeof words);
        printf("  %zu %s\n", i, words);
    }
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
    return 0;
}
