/*
 * test_card_events.c: cards that react to events outside their own play or
 * that change how others react: conditions read as a card leaves or is
 * sacrificed, Reactions held until Rest is over, an opponent's draws, the
 * Council's silence, the Kraken's sea, and "next card" modifiers from a
 * Landmark's {T}. One test per design, every print run, the reference named.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "altered.h"
#include "bundled.h"
#include "rng.h"   /* the generator docs/rng.md describes, to read a position's next die */

#define RECRUIT "ALT_CORE_B_OR_31_C"
#define BRASSBUG "ALT_CORE_B_AX_31_C"
#define KAPPA "ALT_CORE_B_BR_13_C"        /* 4/4/5, no ability */
#define SACRIFICE_SPELL "ALT_CORE_B_YZ_20_C"   /* sacrifice a Character, then draw 2 */
#define DRAWS_ON_PLAY "ALT_CORE_B_YZ_11_C"     /* a Character: {H} draw a card */

static int tokens_of(const alt_game *g, int p, const char *ref)
{
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone_id z = k ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO;
        for (int i = 0; i < ts_count(g, p, z); i++)
            n += alt_game_object_card(g, p, ts_id_at(g, p, z, i)) == tb_card(ref);
    }
    return n;
}

static void reject(alt_game *g, alt_action a, const char *rule)
{
    const char *why = NULL;
    assert_int_equal(alt_game_apply(g, &a, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, rule));
    assert_false(tb_listed(g, a));
}

/* The deck's three Landmarks without any {J} (TB_LANDMARK), in play. */
static void stage_landmarks(alt_game *g)
{
    for (int i = 0; i < 3; i++)
        tb_stage(g, TB_LANDMARK, ALT_ZONE_LANDMARK);
}

static void pass_until_not_turn(alt_game *g)
{
    while (alt_game_decision(g).kind == ALT_DEC_TURN)
        ts_apply(g, ts_act(ALT_ACT_PASS, alt_game_decision(g).player, ALT_NO_OBJECT, 0, 0));
}

/* ALT_CORE_B_BR_06_C, _R1, _R2 (Tiny Jinn): {R} I gain 1 boost; when I
 * leave the Expedition zone, if I was Boosted, I go to the Mana zone,
 * exhausted. Boosts go with the move, so "if I'm Boosted" reads the card as
 * it left. Played from Hand (no boost) it rests in Reserve as usual. */
static void test_br_06_boosted_leaves_for_mana(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_BR_06_C", "ALT_CORE_B_BR_06_R1", "ALT_CORE_B_BR_06_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int from_reserve = 0; from_reserve <= 1; from_reserve++) {
            alt_game *g = tb_game(prints[k]);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, from_reserve ? ALT_ZONE_RESERVE : ALT_ZONE_HAND, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
            tb_answer_choices(g);
            assert_int_equal(ts_boosts(g, 0, 0), from_reserve);
            int mana = ts_count(g, 0, ALT_ZONE_MANA);
            pass_until_not_turn(g);                   /* Dusk, then Rest */
            tb_answer_choices(g);
            if (from_reserve) {                       /* Fleeting, Boosted: not to Discard but to Mana */
                assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_MANA);
                assert_int_equal(ts_count(g, 0, ALT_ZONE_MANA), mana + 1);
            } else {
                assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_RESERVE);
            }
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_YZ_05_C, _R1, _R2 (Moonlight Jellyfish): when I'm sacrificed,
 * if I'm not Fleeting, I go to Reserve (Fleeting, I stay in the Discard
 * pile); _R1: if I'm Fleeting, draw a card instead. */
static void test_yz_05_sacrificed_to_reserve_unless_fleeting(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int draws_when_fleeting;
    } prints[] = {{"ALT_CORE_B_YZ_05_C", 0}, {"ALT_CORE_B_YZ_05_R1", 1}, {"ALT_CORE_B_YZ_05_R2", 0}};
    for (size_t k = 0; k < 3; k++) {
        for (int fleeting = 0; fleeting <= 1; fleeting++) {
            alt_game *g = tb_game_extra(prints[k].ref, SACRIFICE_SPELL);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_EXP_HERO, fleeting ? ALT_STATUS_FLEETING : 0);
            tb_put(g, 1, ALT_ZONE_HAND, 0);
            int hand = ts_count(g, 0, ALT_ZONE_HAND);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 0));   /* sacrifice the Jellyfish */
            tb_answer_choices(g);
            assert_int_equal(ts_zone(g, 0, 0), fleeting ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
            /* the Spell left the Hand; the Spell draws 2; _R1 Fleeting draws 1 more */
            assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND),
                             hand - 1 + 2 + (fleeting && prints[k].draws_when_fleeting));
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_YZ_05_R2: when a Robot joins your Expeditions, you may
 * sacrifice me to give it 2 boosts (and, not Fleeting, I go to Reserve). */
static void test_yz_05_r2_sacrificed_for_a_robot(void **state)
{
    (void)state;
    for (int answer = 0; answer <= 1; answer++) {
        alt_game *g = tb_game_extra("ALT_CORE_B_YZ_05_R2", "ALT_CORE_B_AX_16_C");   /* {R} a Brassbug */
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_EXP_COMPANION, 0);
        tb_put(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, ALT_EXP_HERO, 0));
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));   /* the Brassbug's Expedition */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);                /* you may sacrifice me */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, answer));
        tb_answer_choices(g);
        uint8_t bug = ALT_NO_OBJECT;
        for (int i = 0; i < ts_count(g, 0, ALT_ZONE_EXP_HERO); i++)
            if (alt_game_object_card(g, 0, ts_id_at(g, 0, ALT_ZONE_EXP_HERO, i)) == tb_card(BRASSBUG))
                bug = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, i);
        assert_int_not_equal(bug, ALT_NO_OBJECT);
        assert_int_equal(ts_boosts(g, 0, bug), 2 * answer);
        assert_int_equal(ts_zone(g, 0, 0), answer ? ALT_ZONE_RESERVE : ALT_ZONE_EXP_COMPANION);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_12_C, _R1, _R2 (The Council): the {J}, {H} and {R}
 * Reactions of the Characters facing it don't activate; an Expedition
 * that does not face it is not touched. */
static void test_or_12_council_silences_the_facing_expedition(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_12_C", "ALT_CORE_B_OR_12_R1", "ALT_CORE_B_OR_12_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int e = ALT_EXP_HERO; e <= ALT_EXP_COMPANION; e++) {
            alt_game *g = tb_game_vs(DRAWS_ON_PLAY, prints[k]);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);   /* the opponent's Council, in their Hero Expedition */
            tb_put(g, 0, ALT_ZONE_HAND, 0);
            int hand = ts_count(g, 0, ALT_ZONE_HAND);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, e, 0));
            tb_answer_choices(g);
            int silenced = e == ALT_EXP_HERO;
            assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand - 1 + !silenced);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_OR_18_C, _R1, _R2 (Quetzalcóatl): when an opponent draws one
 * or more cards or does Resupply, a Recruit token in target Expedition:
 * one per event, however many cards; its controller's own draws do not
 * count. The Morning's draws are an event too (Reactions are checked
 * after that daily effect, CR 4.4.a). */
static void test_or_18_opponent_draws_recruit(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_18_C", "ALT_CORE_B_OR_18_R1", "ALT_CORE_B_OR_18_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game_vs(DRAWS_ON_PLAY, prints[k]);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));   /* {H}: player 0 draws */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_decision(g).player, 1);          /* which Expedition */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 1, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
        assert_int_equal(tokens_of(g, 1, RECRUIT), 1);

        ts_set_status(g, 1, 0, ts_status(g, 1, 0) | ALT_STATUS_ANCHORED);   /* stays in play through Rest; the token does not */
        pass_until_not_turn(g);
        tb_run_until(g, ALT_PHASE_MORNING, ALT_DEC_CHOICE);   /* through the Night's choices */
        /* Each player draws 2: player 0's draw is one event, answered before Expand. */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_decision(g).player, 1);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 1, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_EXPAND);
        assert_int_equal(tokens_of(g, 1, RECRUIT), 1);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_AX_29_C, _R1, _R2 (The Foundry): {T}: the next Character you
 * play from your Hand this turn has its {R} Reactions activate too;
 * _R1: {J} draw a card. A Character from Reserve does not take it. */
static void test_ax_29_foundry_reserve_triggers_from_hand(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_29_R1", "ALT_CORE_B_AX_29_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int use = 0; use <= 1; use++) {
            alt_game *g = tb_game_extra(prints[k], "ALT_CORE_B_AX_08_C");   /* {R} Resupply */
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
            if (use)
                ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
            tb_put(g, 1, ALT_ZONE_HAND, 0);
            int reserve = ts_count(g, 0, ALT_ZONE_RESERVE);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, ALT_EXP_HERO, 0));
            tb_answer_choices(g);
            assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), reserve + use);
            assert_int_equal(ts_player(g, 0).mods_n, 0);
            alt_game_destroy(&g);
        }
    }

    /* _R1: {J} draw a card. */
    alt_game *r1 = tb_game("ALT_CORE_B_AX_29_R1");
    tb_to_player0_turn(r1);
    tb_plenty_of_mana(r1);
    tb_put(r1, 0, ALT_ZONE_HAND, 0);
    int hand = ts_count(r1, 0, ALT_ZONE_HAND);
    ts_apply(r1, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    tb_answer_choices(r1);
    assert_int_equal(ts_count(r1, 0, ALT_ZONE_HAND), hand - 1 + 1);
    alt_game_destroy(&r1);

    /* From Reserve the Character's {R} activates once, not twice. */
    alt_game *g = tb_game_extra("ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_08_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    tb_put(g, 1, ALT_ZONE_RESERVE, 0);
    int reserve = ts_count(g, 0, ALT_ZONE_RESERVE);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), reserve - 1 + 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_30_R1 (The Kadigir): {T}: the next Spell you play this
 * turn is free; played from Hand, it loses Fleeting (so it goes to Reserve
 * after resolving, CR 5.2.4.b), from Reserve it stays Fleeting. */
static void test_yz_30_r1_free_spell_loses_fleeting_from_hand(void **state)
{
    (void)state;
    for (int from_hand = 0; from_hand <= 1; from_hand++) {
        alt_game *g = tb_game_extra("ALT_CORE_B_YZ_30_R1", "ALT_CORE_B_AX_23_C");   /* a Fleeting Spell */
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
        tb_put(g, 1, from_hand ? ALT_ZONE_HAND : ALT_ZONE_RESERVE, 0);
        int ready = ts_ready_mana(g, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
        tb_answer_choices(g);
        assert_int_equal(ts_ready_mana(g, 0), ready);   /* free */
        assert_int_equal(ts_zone(g, 0, 1), from_hand ? ALT_ZONE_RESERVE : ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_YZ_17_C, _R1, _R2 (The Kraken): {J} sacrifice two Characters
 * (_R1: one); while it is in play every region, the Arena too, is {O}
 * only: a forest win no longer moves an Expedition. */
static void test_yz_17_kraken_sacrifices_and_floods(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int sacrifices;
    } prints[] = {{"ALT_CORE_B_YZ_17_C", 2}, {"ALT_CORE_B_YZ_17_R1", 1}, {"ALT_CORE_B_YZ_17_R2", 2}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k].ref);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        uint8_t a = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO), b = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
        uint8_t c = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_COMPANION);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, a, 0, 0));
        if (prints[k].sacrifices == 2)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, b, 0, 0));
        assert_int_equal(ts_zone(g, 0, a), ALT_ZONE_DISCARD);
        assert_int_equal(ts_zone(g, 0, b), prints[k].sacrifices == 2 ? ALT_ZONE_DISCARD : ALT_ZONE_EXP_HERO);
        assert_int_equal(ts_zone(g, 0, c), ALT_ZONE_EXP_COMPANION);
        alt_game_destroy(&g);
    }

    /* The opponent's Kraken, each print: player 0's 1/1/1 beats its 0
     * forest in the Hero region, yet only water counts there now. */
    for (int kraken = 0; kraken <= 3; kraken++) {
        alt_game *g = tb_game_vs(TB_FILLER, prints[kraken ? kraken - 1 : 0].ref);
        tb_to_player0_turn(g);
        if (kraken)
            ts_move(g, 1, 0, ALT_ZONE_EXP_COMPANION);   /* Gigantic: in both of its player's Expeditions */
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        pass_until_not_turn(g);
        tb_answer_choices(g);
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), !kraken);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_22_C (one Recruit), _R1, _R2 (two) (Thoth) and
 * ALT_CORE_B_OR_08_C, _R1, _R2 (Monolith Legate, Sabotage): when my
 * Expedition fails to move forward at Dusk, the effect comes after Rest:
 * the card has gone to Reserve when the choice is asked, in the Night. */
static void test_failure_acts_after_rest(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int recruits;   /* 0: Sabotage */
    } prints[] = {{"ALT_CORE_B_OR_22_C", 1}, {"ALT_CORE_B_OR_22_R1", 2}, {"ALT_CORE_B_OR_22_R2", 2},
                  {"ALT_CORE_B_OR_08_C", 0}, {"ALT_CORE_B_OR_08_R1", 0}, {"ALT_CORE_B_OR_08_R2", 0}};
    for (size_t k = 0; k < sizeof prints / sizeof prints[0]; k++) {
        alt_game *g = tb_game_vs(prints[k].ref, KAPPA);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);        /* 4/4/5 faces it: the Expedition fails */
        ts_move(g, 1, 1, ALT_ZONE_RESERVE);         /* something to Sabotage */
        pass_until_not_turn(g);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_decision(g).player, 0);
        assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_NIGHT);    /* after Rest, not at Dusk */
        assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_RESERVE);
        if (prints[k].recruits) {
            for (int i = 0; i < prints[k].recruits; i++)
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
            assert_int_equal(tokens_of(g, 0, RECRUIT), prints[k].recruits);
        } else {
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 1, 0, 1));   /* the opponent's card in Reserve */
            assert_int_equal(ts_zone(g, 1, 1), ALT_ZONE_DISCARD);
        }
        alt_game_destroy(&g);
    }

    /* An Expedition that moves forward holds nothing for after Rest. */
    alt_game *g = tb_game("ALT_CORE_B_OR_22_C");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
    pass_until_not_turn(g);
    assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), 1);
    assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_int_equal(tokens_of(g, 0, RECRUIT), 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_AX_24_C, _R1, _R2 (Brassbug Hub): {J} three Kelon counters;
 * at Noon you may pay {1} and spend one for a Brassbug in target
 * Expedition. Without a counter the Reaction cannot be paid: no question. */
static void test_ax_24_brassbug_hub_spends_kelon(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_AX_24_C", "ALT_CORE_B_AX_24_R1", "ALT_CORE_B_AX_24_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
        assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_LANDMARK);
        assert_int_equal(ts_object(g, 0, 0).counters, 3);
        ts_set_counters(g, 0, 0, 1);
        pass_until_not_turn(g);
        tb_run_until(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_decision(g).player, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes: pay 1, spend one */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
        assert_int_equal(tokens_of(g, 0, BRASSBUG), 1);
        assert_int_equal(ts_object(g, 0, 0).counters, 0);

        /* The next Noon: no counter left, so nothing to spend: no question. */
        while (alt_game_decision(g).kind == ALT_DEC_CHOICE || alt_game_decision(g).kind == ALT_DEC_REACTION)
            tb_answer_choices(g);
        pass_until_not_turn(g);
        while (alt_game_decision(g).kind != ALT_DEC_TURN) {
            alt_decision d = alt_game_decision(g);
            alt_action first;
            assert_false(d.kind == ALT_DEC_CHOICE && alt_game_decision(g).phase == ALT_PHASE_NOON);
            if (d.kind == ALT_DEC_EXPAND)
                ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
            else if (alt_game_list(g, &first, 1) > 0)
                ts_apply(g, first);
        }
        assert_int_equal(ts_object(g, 0, 0).counters, 0);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_AX_26_C, _R2 (Kelon Cylinder): {T}: two Kelon counters;
 * {T}, spend one: the next Character you play this turn gains 1 boost.
 * _R1: {J} target Character gains 1 boost, and {T}, spend one: target
 * Character gains 1 boost. Without a counter the second cannot be paid. */
static void test_ax_26_kelon_cylinder(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int targets;   /* _R1: a target now, rather than the next Character */
    } prints[] = {{"ALT_CORE_B_AX_26_C", 0}, {"ALT_CORE_B_AX_26_R1", 1}, {"ALT_CORE_B_AX_26_R2", 0}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k].ref);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
        uint8_t ally = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
        alt_action gain = ts_act(ALT_ACT_QUICK, 0, 0, 0, 0), spend = ts_act(ALT_ACT_QUICK, 0, 0, 0, 1);
        reject(g, spend, "1.4.1.b");
        ts_apply(g, gain);
        assert_int_equal(ts_object(g, 0, 0).counters, 2);
        ts_set_status(g, 0, 0, ts_status(g, 0, 0) & (uint8_t)~ALT_STATUS_EXHAUSTED);   /* as on the next Day */
        ts_apply(g, spend);
        assert_int_equal(ts_object(g, 0, 0).counters, 1);
        if (prints[k].targets) {
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ally, 0, 0));
            assert_int_equal(ts_boosts(g, 0, ally), 1);
        } else {
            uint8_t next = tb_stage(g, TB_FILLER, ALT_ZONE_HAND);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, next, ALT_EXP_HERO, 0));
            assert_int_equal(ts_boosts(g, 0, next), 1);
        }
        alt_game_destroy(&g);
    }

    /* _R1's {J}: target Character gains 1 boost. */
    alt_game *g = tb_game("ALT_CORE_B_AX_26_R1");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    uint8_t ally = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ally, 0, 0));
    assert_int_equal(ts_boosts(g, 0, ally), 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_BR_30_C, _R1, _R2 (Haven): your Characters have "{R} I gain
 * 1 boost"; _R1, _R2: {J} Resupply. A Character played from Hand does
 * not gain it, and one facing the Council (CR: its own {R}) neither. */
static void test_br_30_haven_gives_reserve_boost(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_BR_30_C", "ALT_CORE_B_BR_30_R1", "ALT_CORE_B_BR_30_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int from_reserve = 0; from_reserve <= 1; from_reserve++) {
            alt_game *g = tb_game(prints[k]);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_HAND, 0);
            int reserve = ts_count(g, 0, ALT_ZONE_RESERVE);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
            tb_answer_choices(g);
            assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), reserve + (k > 0));   /* _R1, _R2: Resupply */
            ts_set_passed(g, 1, 1);
            while (alt_game_decision(g).player != 0)
                ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
            uint8_t ally = tb_stage(g, TB_FILLER, from_reserve ? ALT_ZONE_RESERVE : ALT_ZONE_HAND);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ally, ALT_EXP_HERO, 0));
            tb_answer_choices(g);
            assert_int_equal(ts_boosts(g, 0, ally), from_reserve);
            alt_game_destroy(&g);
        }
    }
    alt_game *g = tb_game_vs("ALT_CORE_B_BR_30_C", "ALT_CORE_B_OR_12_C");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
    ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);          /* the Council faces the Hero Expedition */
    uint8_t ally = tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ally, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, ally), 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_AX_19_C, _R1 (Ganesha): {J} for each Permanent you control
 * (with a {J} Reaction), you may activate its {J} Reactions again;
 * ALT_CORE_B_AX_19_R2: for each other Character you control. */
static void test_ax_19_ganesha_reactivates_joins(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *joiner;
        alt_zone_id where;
    } prints[] = {{"ALT_CORE_B_AX_19_C", "ALT_CORE_B_AX_30_C", ALT_ZONE_LANDMARK},
                  {"ALT_CORE_B_AX_19_R1", "ALT_CORE_B_AX_30_C", ALT_ZONE_LANDMARK},
                  {"ALT_CORE_B_AX_19_R2", "ALT_CORE_B_AX_16_R1", ALT_ZONE_EXP_COMPANION}};   /* {J} a Brassbug */
    for (size_t k = 0; k < 3; k++) {
        for (int answer = 0; answer <= 1; answer++) {
            alt_game *g = tb_game_extra(prints[k].ref, prints[k].joiner);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 1, prints[k].where, 0);
            stage_landmarks(g);                       /* Permanents without a {J}: not asked */
            tb_put(g, 0, ALT_ZONE_HAND, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
            assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, 1, 0, answer)));   /* about that card */
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 1, 0, answer));
            if (answer)
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));   /* its Brassbug */
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* nothing else asked */
            assert_int_equal(tokens_of(g, 0, BRASSBUG), answer);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_LY_26_C, _R2 (Paint Prison, {2} less), _R1 ({1} less): you
 * may discard another card from your Reserve for a cheaper cost (choice 2
 * of the play); target Character or Permanent goes to the top of its
 * owner's Deck. Without another card in Reserve, choice 2 is no answer. */
static void test_ly_26_paint_prison(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int less;
    } prints[] = {{"ALT_CORE_B_LY_26_C", 2}, {"ALT_CORE_B_LY_26_R1", 1}, {"ALT_CORE_B_LY_26_R2", 2}};
    for (size_t k = 0; k < 3; k++) {
        for (int cheaper = 0; cheaper <= 1; cheaper++) {
            alt_game *g = tb_game_vs(prints[k].ref, KAPPA);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_HAND, 0);
            while (ts_count(g, 0, ALT_ZONE_RESERVE))
                ts_move(g, 0, ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), ALT_ZONE_DISCARD);
            alt_action cheap = ts_act(ALT_ACT_PLAY, 0, 0, 0, 2);
            reject(g, cheap, "1.4.1.b");
            uint8_t fodder = tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
            ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);   /* the target */
            int cost = alt_cards_get(tb_db(), tb_card(prints[k].ref))->hand_cost - (cheaper ? prints[k].less : 0);
            int ready = ts_ready_mana(g, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, cheaper ? 2 : 0));
            assert_int_equal(ready - ts_ready_mana(g, 0), cost);
            if (cheaper)
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, fodder, 0, 0));   /* the discard comes first */
            assert_int_equal(ts_zone(g, 0, fodder), cheaper ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 1));   /* the opponent's Kappa */
            assert_int_equal(ts_zone(g, 1, 0), ALT_ZONE_DECK);
            assert_int_equal(ts_top(g, 1, ALT_ZONE_DECK), 0);                           /* on top */
            assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_DISCARD);                        /* Fleeting */
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_YZ_26_C (Kraken's Wrath: up to three targets, a total Hand
 * Cost of 5 or less), _R1, _R2 (four, 6 or less): each pick leaves only the
 * Characters the rest of the total allows. */
static void test_yz_26_total_hand_cost(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int most;
    } prints[] = {{"ALT_CORE_B_YZ_26_C", 5}, {"ALT_CORE_B_YZ_26_R1", 6}, {"ALT_CORE_B_YZ_26_R2", 6}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game_vs(prints[k].ref, KAPPA);     /* Kappa: Hand Cost 4 */
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_DECK, 0);       /* Lyra Skald: Hand Cost 2 */
        ts_move(g, 1, skald, ALT_ZONE_EXP_COMPANION);
        uint8_t mine = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);   /* Hand Cost 1 */
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
        assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0)));   /* "up to" */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 1));   /* Kappa: 4 of the total */
        int skald_fits = 4 + 2 <= prints[k].most;
        assert_int_equal(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, skald, 0, 1)), skald_fits);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, mine, 0, 0));   /* 1 more: 5 */
        if (skald_fits) {                              /* 4 + 1 + ... 6 leaves 1: the Skald no more */
            assert_false(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, skald, 0, 1)));
        }
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* nothing else fits */
        assert_int_equal(ts_zone(g, 1, 0), ALT_ZONE_RESERVE);
        assert_int_equal(ts_zone(g, 0, mine), ALT_ZONE_RESERVE);
        assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_EXP_COMPANION);
        assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_DISCARD);   /* Fleeting */
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_27_C, _R1, _R2 (Mind Apotheosis): reveal the top four
 * cards of your Deck, put up to two Characters among them in your
 * Expeditions (Fleeting), discard the others. */
static void test_ly_27_reveal_four_keep_two(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_27_R1", "ALT_CORE_B_LY_27_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int keep = 0; keep <= 2; keep += 2) {
            alt_game *g = tb_game(prints[k]);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_HAND, 0);
            /* The top four, from the fourth to the top: a Character, a Landmark, two Characters. */
            uint8_t a = tb_deck_card(g, TB_FILLER);
            ts_move(g, 0, a, ALT_ZONE_DECK);
            uint8_t land = tb_deck_card(g, TB_LANDMARK);
            ts_move(g, 0, land, ALT_ZONE_DECK);
            uint8_t b = ts_id_at(g, 0, ALT_ZONE_DECK, 0);
            ts_move(g, 0, b, ALT_ZONE_DECK);
            uint8_t c = ts_id_at(g, 0, ALT_ZONE_DECK, 0);
            ts_move(g, 0, c, ALT_ZONE_DECK);
            int deck = ts_count(g, 0, ALT_ZONE_DECK);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
            assert_false(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, land, ALT_EXP_HERO, 0)));   /* not a Character */
            if (keep) {
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, c, ALT_EXP_HERO, 0));
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, b, ALT_EXP_COMPANION, 0));
                assert_int_equal(ts_zone(g, 0, c), ALT_ZONE_EXP_HERO);
                assert_int_equal(ts_zone(g, 0, b), ALT_ZONE_EXP_COMPANION);
                assert_true(ts_status(g, 0, b) & ALT_STATUS_FLEETING);
            } else {
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));
                assert_int_equal(ts_zone(g, 0, c), ALT_ZONE_DISCARD);
            }
            assert_int_equal(ts_zone(g, 0, a), ALT_ZONE_DISCARD);
            assert_int_equal(ts_zone(g, 0, land), ALT_ZONE_DISCARD);
            assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), deck - 4);
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_LY_29_C, _R2 (Lyra Festival): {J} draw a card; at Dusk, if
 * you control a Fleeting Character, another Anchored one and yet another
 * Asleep one, you win the game. _R1: {J} target Character gains Fleeting,
 * Anchored or Asleep, as you choose. One Character with all three is not
 * three Characters. */
static void test_ly_29_festival_wins(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_29_C", "ALT_CORE_B_LY_29_R1", "ALT_CORE_B_LY_29_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int three = 0; three <= 1; three++) {
            alt_game *g = tb_game(prints[k]);
            tb_to_player0_turn(g);
            tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
            uint8_t x = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
            if (three) {
                ts_set_status(g, 0, x, ALT_STATUS_FLEETING);
                ts_set_status(g, 0, tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO), ALT_STATUS_ANCHORED);
                ts_set_status(g, 0, tb_stage(g, TB_FILLER, ALT_ZONE_EXP_COMPANION), ALT_STATUS_ASLEEP);
            } else {
                ts_set_status(g, 0, x, ALT_STATUS_FLEETING | ALT_STATUS_ANCHORED | ALT_STATUS_ASLEEP);
            }
            pass_until_not_turn(g);
            tb_answer_choices(g);
            if (three) {
                assert_int_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
                assert_int_equal(alt_game_winner(g), 0);
                assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_CARD);
                assert_int_equal(ts_limbo_count(g), 0);
            } else {
                assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
            }
            alt_game_destroy(&g);
        }
    }
    alt_game *g = tb_game("ALT_CORE_B_LY_29_R1");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    uint8_t x = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, x, 0, 0));
    assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, ALT_STATUS_FLEETING)));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, ALT_STATUS_ASLEEP));
    assert_int_equal(ts_status(g, 0, x), ALT_STATUS_ASLEEP);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_LY_30_C, _R1 (The Ouroboros): a die you would roll becomes
 * two, the next two of the game's RNG, and you keep the one you choose
 * (each value listed once). */
static void test_ly_30_roll_two_keep_one(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_30_C", "ALT_CORE_B_LY_30_R1"};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = tb_game_extra(prints[k], "ALT_CORE_B_LY_25_C");   /* roll; target gains that many boosts */
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
        uint8_t x = tb_stage(g, TB_FILLER, ALT_ZONE_EXP_HERO);
        tb_put(g, 1, ALT_ZONE_HAND, 0);
        uint64_t rng[4];
        alt_position *pos = ts_position_of(g);
        memcpy(rng, pos->rng, sizeof rng);
        free(pos);
        int d1 = (int)alt_rng_below(rng, 6) + 1, d2 = (int)alt_rng_below(rng, 6) + 1;
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
        alt_action list[8];
        size_t n = alt_game_list(g, list, 8);
        assert_int_equal(n, d1 == d2 ? 1 : 2);
        assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, d1)));
        assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, d2)));
        int kept = d1 > d2 ? d1 : d2;
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, kept));
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, x, 0, 0));
        assert_int_equal(ts_boosts(g, 0, x), kept);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_AX_14_C, _R1, _R2 (Coppélia): when it goes to Reserve from
 * your Hand, you may play it for free: it joins an Expedition, Fleeting
 * (played from Reserve, CR 2.4.6.a) and Asleep. */
static void test_ax_14_from_hand_to_reserve_to_play(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_AX_14_C", "ALT_CORE_B_AX_14_R1", "ALT_CORE_B_AX_14_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int answer = 0; answer <= 1; answer++) {
            alt_game *g = tb_game_extra(prints[k], "ALT_CORE_B_AX_04_C");   /* {H} a card from Hand to Reserve */
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_HAND, 0);
            tb_put(g, 1, ALT_ZONE_HAND, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, ALT_EXP_HERO, 0));
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 0));   /* Coppélia to Reserve */
            int ready = ts_ready_mana(g, 0);
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, answer));
            if (answer)
                ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
            assert_int_equal(ts_zone(g, 0, 0), answer ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_RESERVE);
            if (answer)
                assert_int_equal(ts_status(g, 0, 0), ALT_STATUS_FLEETING | ALT_STATUS_ASLEEP);
            assert_int_equal(ts_ready_mana(g, 0), ready);   /* for free */
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_LY_30_R2 (The Ouroboros, rare): {J} Resupply; your Resupply
 * becomes: reveal the top two cards of your Deck, put one in Reserve and
 * discard the other. Here its own {J}, then a Character's {R} Resupply. */
static void test_ly_30_r2_resupply_of_two(void **state)
{
    (void)state;
    alt_game *g = tb_game_extra("ALT_CORE_B_LY_30_R2", "ALT_CORE_B_AX_08_C");   /* {R} Resupply */
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    int reserve = ts_count(g, 0, ALT_ZONE_RESERVE), discard = ts_count(g, 0, ALT_ZONE_DISCARD);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));       /* it is in play as its {J} resolves */
    uint8_t top = ts_top(g, 0, ALT_ZONE_DECK);
    uint8_t second = ts_id_at(g, 0, ALT_ZONE_DECK, ts_count(g, 0, ALT_ZONE_DECK) - 2);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_true(tb_listed(g, ts_act(ALT_ACT_CHOOSE, 0, top, 0, 0)));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, second, 0, 0));
    assert_int_equal(ts_zone(g, 0, second), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, 0, top), ALT_ZONE_DISCARD);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), reserve + 1);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DISCARD), discard + 1);
    alt_game_destroy(&g);

    /* Without it in play, Resupply is the top card to Reserve. */
    g = tb_game_extra("ALT_CORE_B_LY_30_R2", "ALT_CORE_B_AX_08_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 1, ALT_ZONE_RESERVE, 0);
    top = ts_top(g, 0, ALT_ZONE_DECK);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, ALT_EXP_HERO, 0));
    assert_int_equal(ts_zone(g, 0, top), ALT_ZONE_RESERVE);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_br_06_boosted_leaves_for_mana),
        cmocka_unit_test(test_yz_05_sacrificed_to_reserve_unless_fleeting),
        cmocka_unit_test(test_yz_05_r2_sacrificed_for_a_robot),
        cmocka_unit_test(test_or_12_council_silences_the_facing_expedition),
        cmocka_unit_test(test_or_18_opponent_draws_recruit),
        cmocka_unit_test(test_ax_29_foundry_reserve_triggers_from_hand),
        cmocka_unit_test(test_yz_30_r1_free_spell_loses_fleeting_from_hand),
        cmocka_unit_test(test_yz_17_kraken_sacrifices_and_floods),
        cmocka_unit_test(test_failure_acts_after_rest),
        cmocka_unit_test(test_ax_24_brassbug_hub_spends_kelon),
        cmocka_unit_test(test_ax_26_kelon_cylinder),
        cmocka_unit_test(test_br_30_haven_gives_reserve_boost),
        cmocka_unit_test(test_ax_19_ganesha_reactivates_joins),
        cmocka_unit_test(test_ly_26_paint_prison),
        cmocka_unit_test(test_yz_26_total_hand_cost),
        cmocka_unit_test(test_ly_27_reveal_four_keep_two),
        cmocka_unit_test(test_ly_29_festival_wins),
        cmocka_unit_test(test_ly_30_roll_two_keep_one),
        cmocka_unit_test(test_ax_14_from_hand_to_reserve_to_play),
        cmocka_unit_test(test_ly_30_r2_resupply_of_two),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
