/*
 * bundled.c: helpers for tests that play the bundled card database
 * (bundled.h).
 */
#include "bundled.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static alt_cards *db, *db_all;

static void free_db(void)
{
    alt_cards_destroy(&db);
    alt_cards_destroy(&db_all);
}

const alt_cards *tb_db(void)
{
    if (!db) {
        if (!db_all)
            atexit(free_db);
        /* Beyond the Gates as first printed: the cards these tests were
         * written for, each card's one version (btg-4). */
        if (alt_cards_bundled_named("btg-4", &db) != ALT_OK)
            fail_msg("the bundled card database btg-4 does not load");
    }
    return db;
}

const alt_cards *tb_db_all(void)
{
    if (!db_all) {
        if (alt_cards_bundled_named("all-1", &db_all) != ALT_OK)
            fail_msg("the bundled card database all-1 does not load");
        if (!db)
            atexit(free_db);
    }
    return db_all;
}

static uint16_t card_in(const alt_cards *cards, const char *ref)
{
    uint16_t i = alt_cards_find(cards, ref);
    if (i == ALT_CARD_NONE)
        fail_msg("no card %s in the bundled database %s", ref, alt_cards_version(cards));
    return i;
}

uint16_t tb_card(const char *ref)
{
    return card_in(tb_db(), ref);
}

static void add(const alt_cards *cards, alt_deck *d, const char *ref, int n)
{
    for (int i = 0; i < n; i++)
        d->cards[d->count++] = card_in(cards, ref);
}

/* Player 0: the card under test, Landmarks, a cheap Spell, and fillers;
 * player 1: cards without abilities. Limited, no Heroes. A date (all-1
 * only) plays every card as its version in force that day. */
static alt_game *make_game(const alt_cards *cards, const char *date, const char *ref, const char *opp_ref,
                           const char *hero, const char *extra)
{
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.seed = 7;
    s.ruleset = ts_ruleset();   /* the rules as this build plays them by default, or the edition under test */
    s.format = ALT_FORMAT_LIMITED;
    if (date && alt_date_parse(date, &s.date) != ALT_OK)
        fail_msg("%s is not a date", date);
    s.deck[0].hero = hero ? card_in(cards, hero) : ALT_CARD_NONE;
    s.deck[1].hero = ALT_CARD_NONE;
    add(cards, &s.deck[0], ref, 1);
    if (extra)
        add(cards, &s.deck[0], extra, 3);
    add(cards, &s.deck[0], TB_LANDMARK, 3);
    add(cards, &s.deck[0], TB_FILLER, 40);
    if (opp_ref)
        add(cards, &s.deck[1], opp_ref, 3);
    add(cards, &s.deck[1], TB_OPPONENT, 40);
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_new(cards, &s, &g, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("%s: %s: %s", ref, alt_strerror(err), msg);
    return g;
}

alt_game *tb_game(const char *ref)
{
    return make_game(tb_db(), NULL, ref, NULL, NULL, NULL);
}

alt_game *tb_game_extra(const char *ref, const char *extra)
{
    return make_game(tb_db(), NULL, ref, NULL, NULL, extra);
}

alt_game *tb_game_hero(const char *hero, const char *ref)
{
    return make_game(tb_db(), NULL, ref, NULL, hero, NULL);
}

alt_game *tb_game_vs(const char *ref, const char *opp_ref)
{
    return make_game(tb_db(), NULL, ref, opp_ref, NULL, NULL);
}

alt_game *tb_game_on(const char *date, const char *hero, const char *ref, const char *opp_ref, const char *extra)
{
    return make_game(tb_db_all(), date, ref, opp_ref, hero, extra);
}

/* A "you may" is the resolution's step 1 (docs/position.md). */
int tb_may_asked(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int asked = pos->res.active && pos->res.step == 1;
    free(pos);
    return asked;
}

/* Answers Reaction orders with the first Reaction, "you may" with yes, and
 * any other choice with its first option, until a turn or Expand waits. */
void tb_answer_choices(alt_game *g)
{
    alt_action list[128];
    for (;;) {
        alt_decision d = alt_game_decision(g);
        if (d.kind != ALT_DEC_REACTION && d.kind != ALT_DEC_CHOICE)
            return;
        size_t n = alt_game_list(g, list, 128);
        assert_true(n > 0 && n <= 128);
        alt_action pick = list[0];
        if (d.kind == ALT_DEC_CHOICE) {
            size_t k = 0;
            while (k < n && list[k].object == ALT_NO_OBJECT)
                k++;
            if (tb_may_asked(g))
                pick = list[1];   /* "you may": yes */
            else if (k < n)
                pick = list[k];   /* a card or a target rather than none */
        }
        ts_apply(g, pick);
    }
}

/* Opening picks (the first card listed each time), then the first
 * Afternoon turn of player 0 (player 1 passes when it goes first). */
void tb_to_player0_turn(alt_game *g)
{
    alt_action list[128];
    while (alt_game_decision(g).kind == ALT_DEC_OPENING_MANA) {
        size_t n = alt_game_list(g, list, 128);
        /* Keep the card under test (object 0) out of the Mana zone. */
        size_t k = list[0].object == 0 && n > 1 ? 1 : 0;
        ts_apply(g, list[k]);
    }
    tb_answer_choices(g);   /* Day 1's Noon Reactions, if any */
    if (alt_game_decision(g).player == 1)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(alt_game_decision(g).player, 0);
}

/* Puts an object of player 0 (from Deck, or wherever it is) at the end of
 * a zone with these statuses, through the game's position: staged, not
 * played, so nothing reacts to it. */
void tb_put(alt_game *g, uint8_t id, alt_zone_id z, uint8_t status)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_player *pl = &pos->p[0];
    alt_pos_object o = {0};
    int found = 0;
    for (int from = ALT_ZONE_DECK; from < ALT_ZONE__END && !found; from++)
        for (int i = 0; i < pl->zone_n[from] && !found; i++)
            if (pl->zone[from][i].id == id) {
                o = pl->zone[from][i];
                if (from != (int)z) {
                    memmove(&pl->zone[from][i], &pl->zone[from][i + 1],
                            (size_t)(pl->zone_n[from] - i - 1) * sizeof o);
                    pl->zone_n[from]--;
                    if (from == ALT_ZONE_EXP_HERO || from == ALT_ZONE_EXP_COMPANION || from == ALT_ZONE_LANDMARK)
                        o.boosts = 0, o.counters = 0;
                }
                found = 1;
                if (from == (int)z) {
                    pl->zone[from][i].status = status;
                    ts_restage(g, pos);
                    return;
                }
            }
    if (!found)
        fail_msg("player 0 has no object %u to put", id);
    o.status = status;
    pl->zone[z][pl->zone_n[z]++] = o;
    ts_restage(g, pos);
}

uint8_t tb_deck_card(const alt_game *g, const char *ref)
{
    /* By reference: a dated game's card is the version in force that day,
     * another index than the reference's newest. */
    const alt_cards *cards = alt_game_cards(g);
    uint8_t deck[ALT_POS_OBJECTS];
    for (int i = ts_ids(g, 0, ALT_ZONE_DECK, deck, ALT_POS_OBJECTS) - 1; i >= 0; i--)
        if (strcmp(alt_cards_get(cards, alt_game_object_card(g, 0, deck[i]))->ref, ref) == 0)
            return deck[i];
    fail_msg("no %s left in the deck", ref);
    return ALT_NO_OBJECT;
}

uint8_t tb_stage(alt_game *g, const char *ref, alt_zone_id z)
{
    uint8_t id = tb_deck_card(g, ref);
    tb_put(g, id, z, 0);
    return id;
}

int tb_listed(alt_game *g, alt_action a)
{
    alt_action list[128];
    size_t n = alt_game_list(g, list, 128);
    return ts_in_list(list, n < 128 ? n : 128, a);
}

/* Ten ready Mana Orbs: enough for any card here. */
void tb_plenty_of_mana(alt_game *g)
{
    for (int i = 0; i < 7; i++)
        tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_MANA, 0);
}

void tb_run_until(alt_game *g, alt_phase phase, alt_decision_kind kind)
{
    for (int steps = 0; !(alt_game_decision(g).phase == phase && alt_game_decision(g).kind == kind); steps++) {
        alt_decision d = alt_game_decision(g);
        assert_int_not_equal(d.kind, ALT_DEC_NONE);
        assert_true(steps < 5000);
        alt_action first;
        if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (d.kind == ALT_DEC_EXPAND)
            ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
        else if (alt_game_list(g, &first, 1) > 0)
            ts_apply(g, first);
    }
}

/* Passes both players through Dusk, Night (keeping the first objects
 * listed) and Morning (no Expand) to the next Noon's Reactions. */
void tb_to_next_afternoon(alt_game *g)
{
    alt_action list[128];
    unsigned day = alt_game_decision(g).day;
    while (alt_game_decision(g).day == day || alt_game_decision(g).kind == ALT_DEC_EXPAND ||
           alt_game_decision(g).kind == ALT_DEC_REACTION || alt_game_decision(g).kind == ALT_DEC_CHOICE) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_TURN) {
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        } else if (d.kind == ALT_DEC_EXPAND) {
            ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
        } else if (d.kind == ALT_DEC_REACTION || d.kind == ALT_DEC_CHOICE) {
            tb_answer_choices(g);
        } else {
            assert_true(alt_game_list(g, list, 128) > 0);
            ts_apply(g, list[0]);
        }
        assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    }
}


alt_game *tb_position(const char *json)
{
    return ts_position_in(tb_db(), json);
}

alt_setup tb_chance_setup(alt_chance_mode mode, uint64_t seed)
{
    alt_game *g = tb_game_vs("ALT_CORE_B_LY_06_C", "ALT_CORE_B_LY_06_C");   /* Ouroboros Trickster */
    alt_setup s = *alt_game_setup(g);
    alt_game_destroy(&g);
    s.chance = (uint8_t)mode;
    s.hash_encoding = 0;
    s.seed = seed;
    return s;
}

alt_game *tb_new_game(const alt_setup *s)
{
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_new(tb_db(), s, &g, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("alt_game_new: %s: %s", alt_strerror(err), msg);
    return g;
}

alt_action tb_chance(uint16_t v)
{
    alt_action a = {ALT_ACT_CHANCE, ALT_CHANCE_PLAYER, ALT_NO_OBJECT, 0, v, 0};
    return a;
}

size_t tb_setup_outcomes(uint64_t seed, uint8_t out[ALT_POS_CHANCE])
{
    alt_setup s = tb_chance_setup(ALT_CHANCE_SEEDED, seed);
    alt_game *g = tb_new_game(&s);
    alt_action drawn[ALT_POS_CHANCE];
    size_t n = alt_game_chance_drawn(g, drawn, ALT_POS_CHANCE);
    assert_true(n > 7 && n <= ALT_POS_CHANCE);
    for (size_t i = 0; i < n; i++)
        out[i] = (uint8_t)drawn[i].choice;
    alt_game_destroy(&g);
    return n;
}
