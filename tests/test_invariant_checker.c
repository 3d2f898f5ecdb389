/*
 * test_invariant_checker.c: alt_game_check catches corrupted states.
 *
 * The one test that writes the engine's state: what the checker is for is
 * a state no rule and no public path produces (alt_game_from_position
 * refuses a bad position before a game exists), so the only way to hand it
 * one is to corrupt a copy of a good game's internals. Every other test
 * stages through positions and reads through altered.h.
 */
#include "support.h"
#include "bundled.h"
#include "decision.h"   /* the engine's state, to corrupt */

#include <string.h>

enum { P0 = 0, P1 = 1 };

/* ------------------------------------------------------ corrupted states */

static void assert_caught(const alt_game *g, const char *expect)
{
    const char *what = NULL;
    assert_int_equal(alt_game_check(g, &what), ALT_E_INVARIANT);
    assert_non_null(what);
    if (expect && !strstr(what, expect))
        fail_msg("checker said \"%s\", expected something about \"%s\"", what, expect);
}

/* Lists id in zone z as well, its own zone field untouched: a corruption
 * no primitive makes. */
static void list_again(alt_player *pl, alt_zone z, uint8_t id)
{
    uint8_t was = pl->obj[id].zone;
    alt_state_push(pl, id, z);
    pl->obj[id].zone = was;
}

/* alt_game_check catches each kind of corruption. */
static void test_invariant_checker_catches_corruption(void **state)
{
    (void)state;
    alt_game *base = ts_game_at_afternoon(10, ts_ruleset());
    ts_stage(base, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 1);
    uint8_t tok = ts_stage_token(base, P1, ALT_EXP_COMPANION);
    ts_check(base);
    alt_game *g = alt_game_clone(base);
    alt_player *pl = &g->p[P0];
    uint8_t h0 = alt_state_zone(&base->p[P0], ALT_Z_HAND)[0];

#define RESET() alt_game_copy(g, base)
    /* The passives noted for the game are not its cards' (a game that
     * would skip a passive its cards have). */
    RESET();
    g->statics[0] ^= 1;
    assert_caught(g, "passives and triggers noted");
    RESET();
    g->triggers[ALT_TRIG_JOIN >> 6] ^= (uint64_t)1 << (ALT_TRIG_JOIN & 63);
    assert_caught(g, "passives and triggers noted");
    /* One object listed in two zones. */
    RESET();
    list_again(pl, ALT_Z_DISCARD, h0);
    assert_caught(g, "listed twice");
    /* An object's zone field disagrees with its listing. */
    RESET();
    pl->obj[h0].zone = ALT_Z_RESERVE;
    assert_caught(g, "disagrees");
    /* A card taken out of every zone. */
    RESET();
    alt_state_remove(pl, h0);
    assert_caught(g, "in no zone");
    /* A card that is not the deck's. */
    RESET();
    pl->obj[h0].card = (uint16_t)(pl->obj[h0].card == 0 ? 1 : 0);
    assert_caught(g, "deck");
    /* A card of the deck vanished. */
    RESET();
    alt_state_remove(pl, h0);
    pl->obj[h0].card = ALT_CARD_NONE;
    assert_caught(g, "vanished");
    /* A token outside play (CR 7.3.4). */
    RESET();
    alt_state_remove(&g->p[P1], tok);
    alt_state_push(&g->p[P1], tok, ALT_Z_RESERVE);
    assert_caught(g, "token");
    /* A status or a boost in Hand (CR 2.4.1.c). */
    RESET();
    pl->obj[h0].status = ALT_ST_EXHAUSTED;
    assert_caught(g, "status");
    RESET();
    pl->obj[h0].boosts = 1;
    assert_caught(g, "boost");
    /* A Fleeting Landmark (CR 5.2.3.a). */
    RESET();
    alt_event_move(g, P0, alt_state_zone(&g->p[P0], ALT_Z_DECK)[0], ALT_Z_LANDMARK);
    g->p[P0].obj[alt_state_zone(&g->p[P0], ALT_Z_LANDMARK)[0]].status = ALT_ST_FLEETING;
    assert_caught(g, "Landmark");
    /* A Spell in an Expedition, a Character in the Landmark zone (CR 5.1.2.j). */
    RESET();
    for (int k = 0; k < g->p[P0].zone_n[ALT_Z_DECK]; k++) {
        uint8_t id = alt_state_zone(&g->p[P0], ALT_Z_DECK)[k];
        if (g->p[P0].obj[id].card == ts_card("TEST_SPELL")) {
            alt_event_move(g, P0, id, ALT_Z_EXP_HERO);
            break;
        }
    }
    assert_caught(g, "an Expedition holds a Spell");
    RESET();
    alt_event_move(g, P0, alt_state_zone(&g->p[P0], ALT_Z_EXP_HERO)[0], ALT_Z_LANDMARK);
    assert_caught(g, "the Landmark zone holds what is not a Landmark Permanent");
    /* Limbo between steps. */
    RESET();
    alt_event_move(g, P0, h0, ALT_Z_LIMBO);
    assert_caught(g, "Limbo");
    /* A Clean-up mark outside Clean-up. */
    RESET();
    pl->obj[h0].flags = ALT_OF_KEPT;
    assert_caught(g, "Clean-up");
    /* An Expedition past the end. */
    RESET();
    g->p[P1].distance[ALT_EXP_COMPANION] = ALT_LAST_REGION + 1;
    assert_caught(g, "past the end");
    /* Fewer than three Mana Orbs after setup is no corruption: an effect
     * may discard one (ALT_CORE_B_BR_29_C). */
    RESET();
    alt_event_move(g, P0, alt_state_zone(pl, ALT_Z_MANA)[0], ALT_Z_DISCARD);
    assert_int_equal(alt_game_check(g, NULL), ALT_OK);
    /* An impossible zone count. */
    RESET();
    pl->zone_n[ALT_Z_DISCARD] = ALT_OBJ_MAX + 1;
    assert_caught(g, NULL);
    /* An out-of-range id in a zone. */
    RESET();
    list_again(pl, ALT_Z_DISCARD, h0);
    alt_state_zone(pl, ALT_Z_DISCARD)[pl->zone_n[ALT_Z_DISCARD] - 1] = 250;
    assert_caught(g, "out of range");
    /* The zones' shared array laid out wrong: a zone starting inside the one before. */
    RESET();
    pl->zone_at[ALT_Z_HAND]--;
    assert_caught(g, "does not start");
    /* The pending decision and the game state. */
    RESET();
    g->dec_player = 2;
    assert_caught(g, "player index");
    RESET();
    g->dec_kind = ALT_DEC__COUNT;
    assert_caught(g, "out of range");
    RESET();
    g->phase = ALT_PHASE_OVER;
    assert_caught(g, "over");
    RESET();
    g->winner = 0;
    assert_caught(g, "winner");
    RESET();
    g->p[g->dec_player].passed = 1;
    assert_caught(g, "passed");
    RESET();
    g->dec_kind = ALT_DEC_CLEANUP;
    assert_caught(g, "Clean-up");
    /* Over the limits once Clean-up is done (CR 4.2.5.c). */
    RESET();
    for (int i = 0; i < 3; i++)
        alt_event_move(g, P0, alt_state_zone(&g->p[P0], ALT_Z_DECK)[0], ALT_Z_RESERVE);
    ts_check(g);   /* allowed in the Afternoon (CR 3.2.10.b remark) */
    g->phase = ALT_PHASE_MORNING;
    g->dec_kind = ALT_DEC_EXPAND;
    assert_caught(g, "limit");
#undef RESET

    /* The untouched state still passes. */
    ts_check(base);
    alt_game_destroy(&g);
    alt_game_destroy(&base);
}

/* CR 4.2.5.c: Clean-up sacrifices the Landmarks past the limit, and an
 * Aerolith's "when I'm sacrificed: Resupply" then puts a card in a Reserve
 * that is full: past its limit in the Morning, rightly, and no broken
 * invariant. */
static void test_4_2_5_c_a_landmark_sacrificed_by_clean_up_may_fill_the_reserve_past_its_limit(void **state)
{
    (void)state;
    alt_game *g = ts_position_in(tb_db_all(),
        "{\"players\": [{\"zones\": {\"deck\": [\"" TB_FILLER "\", \"" TB_FILLER "\", \"" TB_FILLER "\", \"" TB_FILLER
        "\", \"" TB_FILLER "\"], \"reserve\": [\"" TB_FILLER "\", \"" TB_FILLER "\"], \"landmarks\": "
        "[\"ALT_CYCLONE_B_NE_03_C\", \"ALT_CYCLONE_B_NE_03_C\", \"ALT_CYCLONE_B_NE_03_C\"]}}, "
        "{\"zones\": {\"deck\": [\"" TB_FILLER "\", \"" TB_FILLER "\", \"" TB_FILLER "\", \"" TB_FILLER "\"]}}]}");
    for (int steps = 0; steps < 40 && alt_game_decision(g).phase != ALT_PHASE_MORNING; steps++) {
        alt_decision d = alt_game_decision(g);
        alt_action first;
        if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (alt_game_list(g, &first, 1) > 0)
            ts_apply(g, first);
    }
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_MORNING);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_LANDMARK), 2);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_RESERVE), 3);   /* the limit is 2 */
    ts_check(g);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_invariant_checker_catches_corruption),
        cmocka_unit_test(test_4_2_5_c_a_landmark_sacrificed_by_clean_up_may_fill_the_reserve_past_its_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
