/*
 * test_hero_events.c: the Heroes (and the cards) that react to plays of
 * Permanents, boosts gained, tokens created, sacrifices and moves due to
 * forest, and the costs a Hero's ability may carry: one test per design,
 * the reference named.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include <stdlib.h>

#include "altered.h"
#include "bundled.h"
#include "rng.h"   /* the generator docs/rng.md describes, to read a position's next die */

#define BRASSBUG "ALT_CORE_B_AX_31_C"
#define MAW "ALT_CORE_B_YZ_31_C"
#define HERO ALT_POS_HERO   /* the object id a Hero's quick action names */

static void reject(alt_game *g, alt_action a, const char *rule)
{
    const char *why = NULL;
    assert_int_equal(alt_game_apply(g, &a, &why), ALT_E_ILLEGAL);
    assert_non_null(why);
    assert_non_null(strstr(why, rule));
    assert_false(tb_listed(g, a));
}

/* Steps the game's RNG until the next six-sided die (CR 7.3.19) shows v. */
static void force_die(alt_game *g, int v)
{
    for (;;) {
        alt_position *pos = ts_position_of(g);
        uint64_t probe[4];
        memcpy(probe, pos->rng, sizeof probe);
        if ((int)alt_rng_below(probe, 6) + 1 == v) {
            free(pos);
            return;
        }
        alt_rng_below(pos->rng, 6);
        ts_restage(g, pos);
    }
}

static int count_tokens(const alt_game *g, int p, const char *ref, alt_zone_id z)
{
    int n = 0;
    for (int i = 0; i < ts_count(g, p, z); i++)
        n += alt_game_object_card(g, p, ts_id_at(g, p, z, i)) == tb_card(ref);
    return n;
}

/* CR 3.2.6.b: each Hero zone holds up to one Hero, an object like the
 * others: its id (ALT_POS_HERO) names its card, its {T} ability exhausts
 * it (CR 2.4.5.a) and the Morning readies it (CR 4.2.1.c), and a player
 * without a Hero has no object there. */
static void test_3_2_6_b_the_hero_is_one_object_in_the_hero_zone(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_LY_01_C", TB_FILLER);
    assert_int_equal(alt_game_object_card(g, 0, HERO), tb_card("ALT_CORE_B_LY_01_C"));
    assert_int_equal(alt_game_object_card(g, 1, HERO), ALT_CARD_NONE);   /* player 1 plays without a Hero */
    tb_to_player0_turn(g);
    tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0));
    assert_true(ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED);
    alt_pos_player pl = ts_player(g, 0);
    assert_int_equal(pl.uses_n, 1);                          /* CR 1.4.6.b: its {T} ability counted */
    assert_int_equal(pl.uses[0].id, HERO);
    assert_int_equal(pl.uses[0].count, 1);
    tb_answer_choices(g);
    reject(g, ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0), ts_cr("2.4.5.a", "2.4.6.a"));
    tb_to_next_afternoon(g);
    assert_false(ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ts_player(g, 0).uses_n, 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_LY_01_C (Nevenka & Blotch): {T}: target a Character you
 * control, then roll a die: 6+ Anchored, 2-5 one boost, 1 to Reserve. */
static void test_ly_01_target_then_roll(void **state)
{
    (void)state;
    static const struct {
        int die;
        alt_zone_id zone;
        int boosts;
        uint8_t status;
    } outcomes[] = {{1, ALT_ZONE_RESERVE, 0, 0}, {2, ALT_ZONE_EXP_HERO, 1, 0}, {5, ALT_ZONE_EXP_HERO, 1, 0},
                    {6, ALT_ZONE_EXP_HERO, 0, ALT_STATUS_ANCHORED}};
    for (size_t k = 0; k < sizeof outcomes / sizeof outcomes[0]; k++) {
        alt_game *g = tb_game_hero("ALT_CORE_B_LY_01_C", TB_FILLER);
        tb_to_player0_turn(g);
        uint8_t mine = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0));
        assert_true(ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        force_die(g, outcomes[k].die);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, mine, 0, 0));
        assert_int_equal(ts_zone(g, 0, mine), outcomes[k].zone);
        assert_int_equal(ts_boosts(g, 0, mine), outcomes[k].boosts);
        assert_int_equal(ts_status(g, 0, mine) & ALT_STATUS_ANCHORED, outcomes[k].status);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* a quick action: the turn goes on */
        assert_int_equal(alt_game_decision(g).player, 0);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_AX_01_C (Sierra & Oddball): when you play a Permanent with
 * Hand Cost 3 or more, you may exhaust the Hero for a Brassbug in target
 * Expedition. A cheaper Permanent, or an exhausted Hero (CR 2.4.5.a: the
 * {T} cost cannot be paid twice), asks nothing. */
static void test_ax_01_permanent_played_for_a_brassbug(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_AX_01_C", "ALT_CORE_B_AX_28_C");   /* a Landmark costing 2 */
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    while (alt_game_decision(g).kind == ALT_DEC_CHOICE && alt_game_decision(g).player == 0)
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));   /* Sabotage: no target */
    assert_int_equal(count_tokens(g, 0, BRASSBUG, ALT_ZONE_EXP_HERO) + count_tokens(g, 0, BRASSBUG, ALT_ZONE_EXP_COMPANION), 0);
    assert_false(ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);

    for (int answer = 0; answer <= 1; answer++) {
        g = tb_game_hero("ALT_CORE_B_AX_01_C", TB_LANDMARK);   /* Hand Cost 4 */
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* you may exhaust me */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, answer));
        if (answer)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
        assert_int_equal(count_tokens(g, 0, BRASSBUG, ALT_ZONE_EXP_COMPANION), answer);
        assert_int_equal((ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED) != 0, answer);
        alt_game_destroy(&g);
    }

    g = tb_game_hero("ALT_CORE_B_AX_01_C", TB_LANDMARK);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_set_hero(g, 0, ALT_STATUS_EXHAUSTED, ts_player(g, 0).hero_counters);   /* the cost cannot be paid: no Reaction waits */
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(ts_limbo_count(g), 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_BR_03_C (Basira & Kaizaimon): when a Character you control
 * gains boosts, you may exhaust the Hero to give target Character 1 boost.
 * That boost triggers the Hero again, but exhausted it cannot pay (CR 2.4.5.a). */
static void test_br_03_boosts_beget_a_boost(void **state)
{
    (void)state;
    for (int answer = 0; answer <= 1; answer++) {
        alt_game *g = tb_game_hero("ALT_CORE_B_BR_03_C", "ALT_CORE_B_AX_11_R1");   /* {H} I gain 1 boost */
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        uint8_t other = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_COMPANION);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        assert_int_equal(ts_boosts(g, 0, 0), 1);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, answer));
        if (answer)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, other, 0, 0));
        assert_int_equal(ts_boosts(g, 0, other), answer);
        assert_int_equal((ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED) != 0, answer);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* nothing more waits */
        assert_int_equal(ts_limbo_count(g), 0);
        alt_game_destroy(&g);
    }
}

/* Whether player 0's Hero Expedition moves forward at this Day's Dusk,
 * played out on a copy: against an empty Expedition a Character there
 * moves it unless a Defender is there too (CR 7.4.2.b). */
static int hero_expedition_moves(const alt_game *g)
{
    alt_game *copy = alt_game_clone(g);
    int before = alt_game_distance(copy, 0, ALT_EXP_HERO);
    tb_to_next_afternoon(copy);
    int moved = alt_game_distance(copy, 0, ALT_EXP_HERO) > before;
    alt_game_destroy(&copy);
    return moved;
}

/* ALT_CORE_B_OR_03_C (Gulrang & Tocsin): a token you create gains 1 boost;
 * with fewer than eight Mana Orbs your Boosted tokens have Defender. */
static void test_or_03_tokens_gain_a_boost_and_defend(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_OR_03_C", "ALT_CORE_B_OR_04_C");   /* {D}: a Recruit token */
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_EXP_HERO), 1);
    uint8_t token = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    assert_int_equal(ts_boosts(g, 0, token), 1);
    assert_true(ts_count(g, 0, ALT_ZONE_MANA) < 8);
    assert_false(hero_expedition_moves(g));       /* a Defender holds it back */
    while (ts_count(g, 0, ALT_ZONE_MANA) < 8)
        tb_stage(g, TB_FILLER, ALT_ZONE_MANA);
    assert_true(hero_expedition_moves(g));
    alt_game_destroy(&g);

    /* Without the Hero the same token has neither. */
    g = tb_game("ALT_CORE_B_OR_04_C");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
    token = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    assert_int_equal(ts_boosts(g, 0, token), 0);
    ts_set_boosts(g, 0, token, 1);
    assert_true(hero_expedition_moves(g));
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_02_C (Lindiwe & Maw): {T}: a Maw token in your Companion
 * Expedition, {1} more when you are not the first player.
 * ALT_CORE_B_YZ_31_C (Maw): when you sacrifice a Character, it gains 2
 * boosts. */
static void test_yz_02_maw_and_its_sacrifices(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_YZ_02_C", "ALT_CORE_B_YZ_20_C");   /* sacrifice, then draw 2 */
    tb_to_player0_turn(g);
    alt_action use = ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0);
    ts_set_first_player(g, 1);                          /* not the first player: {1} */
    ts_leave_ready_mana(g, 0, 0);
    reject(g, use, "3.2.9.f");
    ts_set_first_player(g, 0);                          /* the first player: free */
    ts_apply(g, use);
    assert_int_equal(count_tokens(g, 0, MAW, ALT_ZONE_EXP_COMPANION), 1);
    uint8_t maw = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
    assert_int_equal(ts_boosts(g, 0, maw), 0);
    alt_game_destroy(&g);

    g = tb_game_hero("ALT_CORE_B_YZ_02_C", "ALT_CORE_B_YZ_20_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    ts_set_first_player(g, 1);
    int ready = ts_ready_mana(g, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0));
    assert_int_equal(ts_ready_mana(g, 0), ready - 1);
    maw = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
    uint8_t victim = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, victim, 0, 0));
    tb_answer_choices(g);
    assert_int_equal(ts_zone(g, 0, victim), ALT_ZONE_DISCARD);
    assert_int_equal(ts_boosts(g, 0, maw), 2);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_MU_03_C (Rin & Orchid): when one of your Expeditions moves
 * forward due to forest, draw a card, then put a card from Hand in Reserve.
 * A move won on mountain and water alone does not count. */
static void test_mu_03_forest_move_draws_and_stores(void **state)
{
    (void)state;
    static const struct {
        const char *walker;
        int reacts;
    } cases[] = {{TB_FILLER, 1}, {"ALT_CORE_B_AX_07_C", 0}};   /* 1/1/1, and 0/1/1 */
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = tb_game_hero("ALT_CORE_B_MU_03_C", cases[k].walker);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        int before = ts_count(g, 0, ALT_ZONE_HAND);
        while (alt_game_decision(g).kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, alt_game_decision(g).player, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), 1);
        int hand = ts_count(g, 0, ALT_ZONE_HAND);
        if (cases[k].reacts) {
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* which card to Reserve */
            assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_DUSK);
            assert_int_equal(hand, before + 1);
            uint8_t stored = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, stored, 0, 0));
            assert_int_equal(ts_zone(g, 0, stored), ALT_ZONE_RESERVE);
        } else {
            alt_decision d = alt_game_decision(g);     /* Dusk went by without a Reaction */
            assert_int_not_equal(d.kind, ALT_DEC_CHOICE);
            assert_int_equal(hand, before + (d.kind == ALT_DEC_EXPAND ? 2 : 0));   /* the Morning's draw only */
        }
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_MU_02_C (Arjun & Spike): {T}, discard a card from your
 * Reserve: the next Character with Hand Cost 3 or less you play this turn
 * gains Anchored. With an empty Reserve the cost cannot be paid. */
static void test_mu_02_next_small_character_anchored(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_MU_02_C", TB_FILLER);
    tb_to_player0_turn(g);
    while (ts_count(g, 0, ALT_ZONE_RESERVE))
        ts_move(g, 0, ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), ALT_ZONE_DISCARD);
    alt_action use = ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0);
    reject(g, use, "1.4.1.b");
    uint8_t kept = tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
    ts_apply(g, use);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, kept, 0, 0));
    assert_int_equal(ts_zone(g, 0, kept), ALT_ZONE_DISCARD);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));   /* Hand Cost 1 */
    assert_true(ts_status(g, 0, 0) & ALT_STATUS_ANCHORED);
    assert_int_equal(ts_player(g, 0).mods_n, 0);
    alt_game_destroy(&g);

    /* A Character costing 4 does not take it; the turn's end does. */
    g = tb_game_hero("ALT_CORE_B_MU_02_C", "ALT_CORE_B_MU_14_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
    ts_apply(g, use);
    tb_answer_choices(g);
    assert_int_equal(ts_player(g, 0).mods_n, 1);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_false(ts_status(g, 0, 0) & ALT_STATUS_ANCHORED);
    assert_int_equal(ts_player(g, 0).mods_n, 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_NE_1_C (Mana Convergence): it can't be played (CR 1.4.1.a),
 * from Hand or Reserve, but it can be a Mana Orb; a Limited deck may hold
 * any number (CR 1.1.5.a). */
static void test_ne_1_mana_convergence_only_mana(void **state)
{
    (void)state;
    alt_game *g = tb_game_extra(TB_FILLER, "ALT_CORE_B_NE_1_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 1, ALT_ZONE_HAND, 0);
    reject(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0), "1.4.1.a");
    tb_put(g, 1, ALT_ZONE_RESERVE, 0);
    reject(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0), "1.4.1.a");
    tb_put(g, 2, ALT_ZONE_HAND, 0);
    tb_run_until(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);   /* to the next Morning */
    if (alt_game_decision(g).player != 0)
        ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, alt_game_decision(g).player, ALT_NO_OBJECT, 0, 0));
    assert_true(tb_listed(g, ts_act(ALT_ACT_EXPAND, 0, 2, 0, 0)));
    ts_apply(g, ts_act(ALT_ACT_EXPAND, 0, 2, 0, 0));
    assert_int_equal(ts_zone(g, 0, 2), ALT_ZONE_MANA);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_BR_02_C (Atsadi & Surge): the game begins with five Heroism
 * counters on the Hero; when you play a Character whose Hand Cost is at
 * least that many, draw a card and gain one more. */
static void test_br_02_heroism_counters(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_BR_02_C", "ALT_CORE_B_BR_20_C");   /* Hand Cost 5 */
    assert_int_equal(ts_player(g, 0).hero_counters, 5);
    assert_int_equal(ts_player(g, 1).hero_counters, 0);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    int hand = ts_count(g, 0, ALT_ZONE_HAND);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand - 1 + 1);
    assert_int_equal(ts_player(g, 0).hero_counters, 6);
    alt_game_destroy(&g);

    /* Hand Cost 1 against five counters: nothing. */
    g = tb_game_hero("ALT_CORE_B_BR_02_C", TB_FILLER);
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    hand = ts_count(g, 0, ALT_ZONE_HAND);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand - 1);
    assert_int_equal(ts_player(g, 0).hero_counters, 5);
    alt_game_destroy(&g);

    /* With one counter, Hand Cost 1 is enough. */
    g = tb_game_hero("ALT_CORE_B_BR_02_C", TB_FILLER);
    tb_to_player0_turn(g);
    ts_set_hero(g, 0, ts_player(g, 0).hero_status, 1);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    hand = ts_count(g, 0, ALT_ZONE_HAND);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand);
    assert_int_equal(ts_player(g, 0).hero_counters, 2);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_AX_02_C (Treyst & Rossum): when a card leaves your Reserve
 * during the Afternoon, the Hero gains a Scrap counter while it has fewer
 * than five; with five or more it has "{T}: draw a card, then put a card
 * from your Hand in Reserve". */
static void test_ax_02_scrap_counters(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_AX_02_C", TB_FILLER);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    alt_action use = ts_act(ALT_ACT_QUICK, 0, HERO, 0, 0);
    reject(g, use, "5.3.b");                      /* no Scrap yet: no such quick action */
    ts_set_hero(g, 0, ts_player(g, 0).hero_status, 4);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));   /* leaves the Reserve */
    tb_answer_choices(g);
    assert_int_equal(ts_player(g, 0).hero_counters, 5);
    alt_game_destroy(&g);

    g = tb_game_hero("ALT_CORE_B_AX_02_C", TB_FILLER);
    tb_to_player0_turn(g);
    ts_set_hero(g, 0, ts_player(g, 0).hero_status, 5);
    uint8_t stored = tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, stored, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    assert_int_equal(ts_player(g, 0).hero_counters, 5);   /* five or more: no more Scrap */
    while (alt_game_decision(g).player != 0)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    int hand = ts_count(g, 0, ALT_ZONE_HAND), reserve = ts_count(g, 0, ALT_ZONE_RESERVE);
    ts_apply(g, use);                             /* draw, then a card from Hand to Reserve */
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), 0, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), reserve + 1);
    assert_true(ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_LY_03_C (Fen & Crowbar): at Morning its player draws only
 * one card (CR 4.2.1.d draws two), and Expand puts the top card of the Deck
 * in Mana instead of a card from Hand (CR 4.2.1.e); at Noon, Resupply, except
 * on the first Day. */
static void test_ly_03_morning_from_the_deck(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_LY_03_C", TB_FILLER);
    tb_to_player0_turn(g);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), 0);   /* Day 1: its abilities are ignored */
    int hand[2] = {ts_count(g, 0, ALT_ZONE_HAND), ts_count(g, 1, ALT_ZONE_HAND)};
    while (alt_game_decision(g).kind == ALT_DEC_TURN)
        ts_apply(g, ts_act(ALT_ACT_PASS, alt_game_decision(g).player, ALT_NO_OBJECT, 0, 0));
    tb_run_until(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand[0] + 1);   /* one card, not two */
    assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), hand[1] + 2);
    int deck = ts_count(g, 0, ALT_ZONE_DECK);
    if (alt_game_decision(g).player == 1)
        ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, 1, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_EXPAND);
    assert_int_equal(alt_game_decision(g).player, 0);
    uint8_t top = ts_id_at(g, 0, ALT_ZONE_DECK, deck - 1);
    uint8_t from_hand = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
    reject(g, ts_act(ALT_ACT_EXPAND, 0, from_hand, 0, 0), "4.2.1.e");
    ts_apply(g, ts_act(ALT_ACT_EXPAND, 0, top, 0, 0));
    assert_int_equal(ts_zone(g, 0, top), ALT_ZONE_MANA);
    if (alt_game_decision(g).kind == ALT_DEC_EXPAND)
        ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, 1, ALT_NO_OBJECT, 0, 0));
    tb_answer_choices(g);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), 1);   /* Day 2's Noon: Resupply */
    alt_game_destroy(&g);
}

/* ALT_CORE_B_LY_02_C (Auraq & Kibble): a Performance counter when you
 * play a Character with a base statistic of 0; at Noon you may spend five
 * to reveal the top card of your Deck and play it for free (no {H}) or put
 * it in your Hand. */
static void test_ly_02_performance(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_LY_02_C", "ALT_CORE_B_LY_08_C");   /* 3/0/2: a 0 */
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(ts_player(g, 0).hero_counters, 1);
    alt_game_destroy(&g);

    g = tb_game_hero("ALT_CORE_B_LY_02_C", TB_FILLER);                      /* 1/1/1: no 0 */
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(ts_player(g, 0).hero_counters, 0);
    alt_game_destroy(&g);

    /* Noon, five counters: the top card (a 1/1/1 Character) played, or to Hand. */
    for (int play = 0; play <= 1; play++) {
        g = tb_game_hero("ALT_CORE_B_LY_02_C", TB_FILLER);
        tb_to_player0_turn(g);
        ts_set_hero(g, 0, ts_player(g, 0).hero_status, 5);
        while (alt_game_decision(g).kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, alt_game_decision(g).player, ALT_NO_OBJECT, 0, 0));
        tb_run_until(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes: spend five */
        assert_int_equal(ts_player(g, 0).hero_counters, 0);
        uint8_t top = ts_top(g, 0, ALT_ZONE_DECK);
        if (play)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, top, ALT_EXP_COMPANION, 1));
        else
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(ts_zone(g, 0, top), play ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }

    /* Played for free, a card is still played: one that can't be played
     * with fewer than six Mana Orbs (ALT_CORE_B_BR_23_R2, CR 1.4.1) can only
     * go to the Hand. */
    for (int orbs_enough = 0; orbs_enough <= 1; orbs_enough++) {
        g = tb_game_hero("ALT_CORE_B_LY_02_C", "ALT_CORE_B_BR_23_R2");
        tb_to_player0_turn(g);
        if (orbs_enough)
            tb_plenty_of_mana(g);
        ts_set_hero(g, 0, ts_player(g, 0).hero_status, 5);
        tb_run_until(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
        ts_move(g, 0, 0, ALT_ZONE_DECK);                                  /* Tomoe Gozen on top */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* spend five */
        assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0)));
        assert_int_equal(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, 0, ALT_EXP_HERO, 1)), orbs_enough);
        alt_game_destroy(&g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_3_2_6_b_the_hero_is_one_object_in_the_hero_zone),
        cmocka_unit_test(test_ly_01_target_then_roll),
        cmocka_unit_test(test_ax_01_permanent_played_for_a_brassbug),
        cmocka_unit_test(test_br_03_boosts_beget_a_boost),
        cmocka_unit_test(test_or_03_tokens_gain_a_boost_and_defend),
        cmocka_unit_test(test_yz_02_maw_and_its_sacrifices),
        cmocka_unit_test(test_mu_03_forest_move_draws_and_stores),
        cmocka_unit_test(test_mu_02_next_small_character_anchored),
        cmocka_unit_test(test_ne_1_mana_convergence_only_mana),
        cmocka_unit_test(test_br_02_heroism_counters),
        cmocka_unit_test(test_ax_02_scrap_counters),
        cmocka_unit_test(test_ly_03_morning_from_the_deck),
        cmocka_unit_test(test_ly_02_performance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
