/*
 * test_chance.c: recorded chance (docs/log-format.md, "Chance"). A game
 * whose chance another engine dealt is given each outcome as the answer
 * to a chance decision, when the rules call for it; the engine checks the
 * outcome is possible. Given the outcomes a seeded game drew, a recorded
 * game deals that same game, state for state and hash for hash.
 */
#include "bundled.h"

#include <stdlib.h>
#include <string.h>

static alt_err give(alt_game *g, uint16_t v, const char **why)
{
    alt_action a = tb_chance(v);
    return alt_game_apply(g, &a, why);
}

/* tb_game's seed, 7. */
static alt_setup base_setup(alt_chance_mode mode)
{
    return tb_chance_setup(mode, 7);
}

/* CR 4.1.c, 4.1.g, 4.1.i (4.0: 4.1.c, 4.1.f, 4.1.g): a recorded game's
 * setup asks, in order, the Tumult cards' order and each one's
 * orientation, the first player, and each Deck's order from the top; then
 * the first player picks Mana from the six cards given first. Each event
 * names its rule in the edition's numbers. */
static void test_4_1_recorded_setup_asks_each_event_in_order(void **state)
{
    (void)state;
    alt_setup s = base_setup(ALT_CHANCE_RECORDED);
    alt_game *g = tb_new_game(&s);
    assert_int_equal(alt_game_hash_version(g), alt_hash_version(ts_ruleset()));
    int three = ts_edition() == 3;
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHANCE);
    assert_int_equal(d.player, ALT_CHANCE_PLAYER);
    static const uint16_t order[3] = {2, 0, 1};
    for (int i = 0; i < 3; i++) {
        alt_chance_event e = alt_game_chance(g);
        assert_int_equal(e.kind, ALT_CHANCE_TUMULT_ORDER);
        assert_string_equal(e.rule, three ? "4.1.c" : "4.0 4.1.c");
        assert_int_equal(e.given, i);
        assert_int_equal(alt_game_list(g, NULL, 0), 3 - i);
        assert_int_equal(give(g, order[i], NULL), ALT_OK);
    }
    for (int i = 0; i < 3; i++) {
        assert_int_equal(alt_game_chance(g).kind, ALT_CHANCE_TUMULT_FLIP);
        assert_int_equal(alt_game_list(g, NULL, 0), 2);
        assert_int_equal(give(g, (uint16_t)(i == 1), NULL), ALT_OK);
    }
    alt_chance_event e = alt_game_chance(g);
    assert_int_equal(e.kind, ALT_CHANCE_FIRST_PLAYER);
    assert_string_equal(e.rule, three ? "4.1.g" : "4.0 4.1.f");
    assert_int_equal(give(g, 1, NULL), ALT_OK);
    for (int p = 0; p < 2; p++) {
        int n = s.deck[p].count;
        for (int i = 0; i < n; i++) {
            e = alt_game_chance(g);
            assert_int_equal(e.kind, ALT_CHANCE_DECK);
            assert_int_equal(e.player, p);
            assert_int_equal(e.count, n);
            assert_string_equal(e.rule, three ? "4.1.i" : "4.0 4.1.g");
            /* From the top: the last card of the list first. */
            assert_int_equal(give(g, (uint16_t)(n - 1 - i), NULL), ALT_OK);
        }
    }
    d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_OPENING_MANA);
    assert_int_equal(d.player, 1);
    assert_int_equal(alt_game_first_player(g), 1);
    alt_position *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    alt_game_position(g, pos);
    assert_int_equal(pos->tumult_card[0], 2);
    assert_int_equal(pos->tumult_card[2], 1);
    assert_int_equal(pos->tumult_flip[1], 1);
    /* Each Deck as given: the six cards from the top are in Hand. */
    for (int p = 0; p < 2; p++) {
        int n = s.deck[p].count;
        assert_int_equal(pos->p[p].zone_n[ALT_ZONE_HAND], 6);
        for (int k = 0; k < 6; k++)
            assert_int_equal(alt_game_object_zone(g, p, (uint8_t)(n - 1 - k)), ALT_ZONE_HAND);
        assert_int_equal(alt_game_object_zone(g, p, (uint8_t)(n - 7)), ALT_ZONE_DECK);
    }
    free(pos);
    alt_game_destroy(&g);
}

/* CR 4.1.i (4.0: 4.1.g): a shuffled Deck holds exactly the cards shuffled, each once:
 * a card placed already, or one not in the Deck, is refused and the game
 * still waits on the same card. */
static void test_4_1_i_shuffle_takes_each_card_once(void **state)
{
    (void)state;
    alt_setup s = base_setup(ALT_CHANCE_RECORDED);
    alt_game *g = tb_new_game(&s);
    for (int i = 0; i < 3; i++)
        assert_int_equal(give(g, (uint16_t)i, NULL), ALT_OK);
    for (int i = 0; i < 4; i++)
        assert_int_equal(give(g, 0, NULL), ALT_OK);
    assert_int_equal(give(g, 5, NULL), ALT_OK);   /* deck 0, card 5 on top */
    uint64_t before = alt_game_hash(g);
    const char *why = NULL;
    assert_int_equal(give(g, 5, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, ts_edition() == 3 ? "CR 4.1.i" : "CR 4.0 4.1.g"));
    assert_int_equal(give(g, (uint16_t)s.deck[0].count, &why), ALT_E_ILLEGAL);   /* no such card */
    assert_int_equal(alt_game_hash(g), before);
    alt_chance_event e = alt_game_chance(g);
    assert_int_equal(e.given, 1);
    assert_int_equal(alt_game_list(g, NULL, 0), s.deck[0].count - 1);
    /* A player's answer is not chance's. */
    alt_action pass = {ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0, 0};
    assert_int_equal(alt_game_apply(g, &pass, &why), ALT_E_WRONG_DECISION);
    alt_action as_player = tb_chance(4);
    as_player.player = 0;
    assert_int_equal(alt_game_apply(g, &as_player, &why), ALT_E_WRONG_PLAYER);
    alt_game_destroy(&g);
}

/* CR 4.1.c, 4.1.g (4.0: 4.1.c, 4.1.f): an orientation and a first player are 0 or 1. */
static void test_4_1_g_first_player_is_0_or_1(void **state)
{
    (void)state;
    alt_setup s = base_setup(ALT_CHANCE_RECORDED);
    alt_game *g = tb_new_game(&s);
    const char *why = NULL;
    for (int i = 0; i < 3; i++)
        assert_int_equal(give(g, (uint16_t)i, NULL), ALT_OK);
    assert_int_equal(give(g, 2, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, ts_edition() == 3 ? "CR 4.1.c" : "CR 4.0 4.1.c"));
    for (int i = 0; i < 3; i++)
        assert_int_equal(give(g, 0, NULL), ALT_OK);
    assert_int_equal(give(g, 2, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, ts_edition() == 3 ? "CR 4.1.g" : "CR 4.0 4.1.f"));
    alt_game_destroy(&g);
}

/* A seeded game's choices, walked at random (a fixed LCG), with the
 * outcomes each step drew and the hash after it. */
typedef struct walk {
    int pass_bias;               /* in eighths */
    int steps;
    alt_action *acts;
    uint64_t *hashes;
    uint8_t (*drawn)[ALT_POS_CHANCE];
    size_t *ndrawn;
    uint8_t setup[ALT_POS_CHANCE];
    size_t nsetup;
} walk;

enum { WALK_MAX = 3000 };

static void walk_seeded(const alt_setup *s, uint32_t rnd, walk *w)
{
    alt_game *g = tb_new_game(s);
    w->acts = calloc(WALK_MAX, sizeof *w->acts);
    w->hashes = calloc(WALK_MAX + 1, sizeof *w->hashes);
    w->drawn = calloc(WALK_MAX, sizeof *w->drawn);
    w->ndrawn = calloc(WALK_MAX, sizeof *w->ndrawn);
    assert_true(w->acts && w->hashes && w->drawn && w->ndrawn);
    alt_action list[ALT_ANSWERS_MAX], tmp[ALT_POS_CHANCE];
    size_t k = alt_game_chance_drawn(g, tmp, ALT_POS_CHANCE);
    assert_true(k > 0 && k <= ALT_POS_CHANCE);
    for (size_t i = 0; i < k; i++)
        w->setup[i] = (uint8_t)tmp[i].choice;
    w->nsetup = k;
    w->hashes[0] = alt_game_hash(g);
    int n = 0;
    while (n < WALK_MAX && alt_game_decision(g).kind != ALT_DEC_NONE) {
        size_t m = alt_game_list(g, list, ALT_ANSWERS_MAX);
        assert_true(m > 0);
        rnd = rnd * 1103515245u + 12345u;
        /* Mostly passing when a turn may: longer games, whose Decks run out. */
        int pass = list[0].kind == ALT_ACT_PASS && (int)((rnd >> 4) % 8) < w->pass_bias;
        rnd = rnd * 1103515245u + 12345u;
        w->acts[n] = pass ? list[0] : list[(rnd >> 8) % m];
        assert_int_equal(alt_game_apply(g, &w->acts[n], NULL), ALT_OK);
        k = alt_game_chance_drawn(g, tmp, ALT_POS_CHANCE);
        assert_true(k <= ALT_POS_CHANCE);
        for (size_t i = 0; i < k; i++)
            w->drawn[n][i] = (uint8_t)tmp[i].choice;
        w->ndrawn[n] = k;
        w->hashes[++n] = alt_game_hash(g);
    }
    w->steps = n;
    alt_game_destroy(&g);
}

static void walk_free(walk *w)
{
    free(w->acts);
    free(w->hashes);
    free(w->drawn);
    free(w->ndrawn);
}

/* Gives chance the outcomes, one by one, while it waits; counts the
 * events of each kind and rule. */
static void feed(alt_game *g, const uint8_t *out, size_t n, int seen[ALT_CHANCE__COUNT], int *reshuffles)
{
    size_t i = 0;
    while (alt_game_decision(g).kind == ALT_DEC_CHANCE) {
        assert_true(i < n);
        alt_chance_event e = alt_game_chance(g);
        seen[e.kind]++;
        *reshuffles += e.given == 0 && strstr(e.rule, "3.2.2.d") != NULL;
        const char *why = NULL;
        if (give(g, out[i++], &why) != ALT_OK)
            fail_msg("outcome %zu refused: %s", i - 1, why);
    }
    assert_int_equal(i, n);
}

/* Converted: a recorded game given the outcomes a seeded game drew deals
 * the same game, hash for hash (encoding 5 leaves the generator out),
 * the die rolls (CR 7.3.19) and the Discard pile shuffled into the Deck
 * (CR 3.2.2.d) among them. */
static void test_recorded_outcomes_deal_the_seeded_game(void **state)
{
    (void)state;
    int seen[ALT_CHANCE__COUNT] = {0}, reshuffles = 0, total_steps = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        alt_setup s = base_setup(ALT_CHANCE_SEEDED);
        s.seed = seed;
        s.ruleset = seed % 2 ? ts_ruleset() : ts_ruleset_cr();
        walk w;
        memset(&w, 0, sizeof w);
        w.pass_bias = (int)(seed % 4) * 2;
        walk_seeded(&s, (uint32_t)seed * 7919u, &w);
        s.chance = ALT_CHANCE_RECORDED;
        s.seed = 0;               /* unused in a recorded game */
        alt_game *g = tb_new_game(&s);
        feed(g, w.setup, w.nsetup, seen, &reshuffles);
        assert_int_equal(alt_game_hash(g), w.hashes[0]);
        for (int i = 0; i < w.steps; i++) {
            const char *why = NULL;
            if (alt_game_apply(g, &w.acts[i], &why) != ALT_OK)
                fail_msg("seed %d step %d refused: %s", (int)seed, i, why);
            feed(g, w.drawn[i], w.ndrawn[i], seen, &reshuffles);
            if (alt_game_hash(g) != w.hashes[i + 1])
                fail_msg("seed %d: hashes differ after step %d", (int)seed, i);
        }
        total_steps += w.steps;
        alt_game_destroy(&g);
        walk_free(&w);
    }
    print_message("%d steps in 12 games: %d die rolls, %d reshuffles of a Discard pile\n", total_steps,
                  seen[ALT_CHANCE_DIE], reshuffles);
    assert_true(seen[ALT_CHANCE_DIE] > 0);
    assert_true(reshuffles > 0);
    assert_int_equal(seen[ALT_CHANCE_FIRST_PLAYER], 12);
}

/* CR 7.3.19 (4.0: 7.3.28): a die shows 1 to 6; 0 and 7 are refused. Found
 * by walking a recorded game until a die is asked. */
static void test_7_3_19_die_shows_1_to_6(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        alt_setup s = base_setup(ALT_CHANCE_SEEDED);
        s.seed = seed;
        walk w;
        memset(&w, 0, sizeof w);
        walk_seeded(&s, (uint32_t)seed * 7919u, &w);
        s.chance = ALT_CHANCE_RECORDED;
        alt_game *g = tb_new_game(&s);
        int seen[ALT_CHANCE__COUNT] = {0}, r = 0;
        feed(g, w.setup, w.nsetup, seen, &r);
        for (int i = 0; i < w.steps; i++) {
            assert_int_equal(alt_game_apply(g, &w.acts[i], NULL), ALT_OK);
            if (alt_game_decision(g).kind == ALT_DEC_CHANCE && alt_game_chance(g).kind == ALT_CHANCE_DIE) {
                const char *why = NULL;
                assert_int_equal(alt_game_list(g, NULL, 0), 6);
                assert_int_equal(give(g, 0, &why), ALT_E_ILLEGAL);
                assert_non_null(strstr(why, ts_edition() == 3 ? "CR 7.3.19" : "CR 4.0 7.3.28"));
                assert_int_equal(give(g, 7, &why), ALT_E_ILLEGAL);
                feed(g, w.drawn[i], w.ndrawn[i], seen, &r);
                assert_int_equal(alt_game_hash(g), w.hashes[i + 1]);
                alt_game_destroy(&g);
                walk_free(&w);
                return;
            }
            feed(g, w.drawn[i], w.ndrawn[i], seen, &r);
        }
        alt_game_destroy(&g);
        walk_free(&w);
    }
    fail_msg("no walk rolled a die");
}

/* A position may be taken while chance waits, in the middle of a
 * shuffle: decoded, it waits on the same card and deals the same game. */
static void test_position_while_chance_waits(void **state)
{
    (void)state;
    alt_setup s = base_setup(ALT_CHANCE_SEEDED);
    s.seed = 3;
    walk w;
    memset(&w, 0, sizeof w);
    walk_seeded(&s, 99u, &w);
    s.chance = ALT_CHANCE_RECORDED;
    alt_game *g = tb_new_game(&s);
    uint8_t buf[ALT_POS_ENCODED_MAX];
    char msg[256];
    /* Before any outcome (the setup waits), and halfway through player 0's Deck. */
    for (size_t stop = 0; stop <= 7 + 20; stop += 7 + 20) {
        for (size_t i = stop ? 7 : 0; i < stop; i++)
            assert_int_equal(give(g, w.setup[i], NULL), ALT_OK);
        size_t len = alt_position_encode(g, buf, sizeof buf);
        alt_game *back = NULL;
        alt_err err = alt_game_decode(tb_db(), buf, len, &back, msg, sizeof msg);
        if (err != ALT_OK)
            fail_msg("decode at %zu: %s", stop, msg);
        assert_int_equal(alt_game_hash(back), alt_game_hash(g));
        assert_int_equal(alt_game_decision(back).kind, ALT_DEC_CHANCE);
        assert_int_equal(alt_game_list(back, NULL, 0), alt_game_list(g, NULL, 0));
        alt_game_destroy(&back);
        if (stop == 0)
            for (size_t i = 0; i < 7; i++)
                assert_int_equal(give(g, w.setup[i], NULL), ALT_OK);
    }
    /* A position whose outcomes do not fit is refused: the card placed
     * first (the last outcome given) is changed to one of the Deck's
     * that is still to place. */
    alt_position *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    alt_game_position(g, pos);
    assert_int_equal(pos->chance.pending, 1);
    assert_true(pos->chance.given > 0);
    alt_game *bad = NULL;
    /* The cards still to place have one order (the state hashes one way):
     * two of them swapped is another position, refused. */
    alt_pos_chance kept = pos->chance;
    uint8_t swap = pos->chance.cards[pos->chance.given];
    pos->chance.cards[pos->chance.given] = pos->chance.cards[pos->chance.given + 1];
    pos->chance.cards[pos->chance.given + 1] = swap;
    assert_int_equal(alt_game_from_position(tb_db(), pos, &bad, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "chance.cards"));
    assert_null(bad);
    pos->chance = kept;
    assert_int_equal(alt_game_from_position(tb_db(), pos, &bad, msg, sizeof msg), ALT_OK);
    alt_game_destroy(&bad);
    pos->chance.outcomes[0] = 2;                 /* the Tumult order given twice */
    pos->chance.outcomes[1] = 2;
    assert_int_equal(alt_game_from_position(tb_db(), pos, &bad, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "chance"));
    assert_null(bad);
    free(pos);
    /* The rest of the setup, then the game: the same hashes. */
    size_t i = 27;
    while (alt_game_decision(g).kind == ALT_DEC_CHANCE)
        assert_int_equal(give(g, w.setup[i++], NULL), ALT_OK);
    assert_int_equal(i, w.nsetup);
    assert_int_equal(alt_game_hash(g), w.hashes[0]);
    alt_game_destroy(&g);
    walk_free(&w);
}

/* Encoding 4 hashes the generator's state, which a recorded game has
 * none of: a recorded game of a level 2 ruleset needs encoding 5 (and so
 * level 2 on); a seeded one may still ask for 4. Level 3 has encoding 6
 * alone, recorded or seeded. */
static void test_recorded_needs_encoding_5(void **state)
{
    (void)state;
    alt_setup s = base_setup(ALT_CHANCE_RECORDED);
    s.ruleset = ALT_RULESET_SEEDS_2;
    s.hash_encoding = 4;
    alt_game *g = NULL;
    char msg[256];
    assert_int_equal(alt_game_new(tb_db(), &s, &g, msg, sizeof msg), ALT_E_VERSION);
    assert_null(g);
    s.hash_encoding = 0;
    s.ruleset = ALT_RULESET_SEEDS_1;
    assert_int_equal(alt_game_new(tb_db(), &s, &g, msg, sizeof msg), ALT_E_VERSION);
    s = base_setup(ALT_CHANCE_SEEDED);
    s.ruleset = ALT_RULESET_SEEDS_2;
    s.hash_encoding = 4;
    g = tb_new_game(&s);
    assert_int_equal(alt_game_hash_version(g), 4);
    uint8_t buf[ALT_ENCODE_MAX];
    assert_int_equal(alt_game_encode(g, buf, sizeof buf) > 0, 1);
    assert_int_equal(buf[0], 4);
    alt_game_destroy(&g);
    for (int recorded = 0; recorded < 2; recorded++) {   /* level 3: encodings 6, 7 and 8, 8 the newest */
        s = base_setup(recorded ? ALT_CHANCE_RECORDED : ALT_CHANCE_SEEDED);
        s.ruleset = ALT_RULESET_CR4_1;
        s.hash_encoding = 5;
        assert_int_equal(alt_game_new(tb_db(), &s, &g, msg, sizeof msg), ALT_E_VERSION);
        s.hash_encoding = 0;
        g = tb_new_game(&s);
        assert_int_equal(alt_game_hash_version(g), 8);
        alt_game_destroy(&g);
        for (unsigned older = 6; older <= 7; older++) {
            s.hash_encoding = older;
            g = tb_new_game(&s);
            assert_int_equal(alt_game_hash_version(g), older);
            alt_game_destroy(&g);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_1_recorded_setup_asks_each_event_in_order),
        cmocka_unit_test(test_4_1_i_shuffle_takes_each_card_once),
        cmocka_unit_test(test_4_1_g_first_player_is_0_or_1),
        cmocka_unit_test(test_recorded_outcomes_deal_the_seeded_game),
        cmocka_unit_test(test_7_3_19_die_shows_1_to_6),
        cmocka_unit_test(test_position_while_chance_waits),
        cmocka_unit_test(test_recorded_needs_encoding_5),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
