/*
 * support.c: the rules tests' shared helpers (see support.h).
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ card database */

/* Fields: ref name type faction rarity subtypes hand reserve forest mountain
 * water reserve_limit landmark_limit keywords abilities. */
#define CHAR(ref, name, hand, res, f, m, w, kw) \
    ref "\t" name "\tCHARACTER\tAX\tCOMMON\t-\t" hand "\t" res "\t" f "\t" m "\t" w "\t-\t-\t" kw "\t-\n"

const char ts_cards_text[] =
    "# The rules tests' synthetic cards: every one supported (abilities -).\n"
    "altered-cards\t1\ttest-rules-1\n"
    "TEST_HERO\tTest Hero\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t3\t1\t-\t-\n"
    CHAR("TEST_VANILLA_1", "Vanilla One", "1", "1", "1", "1", "1", "-")
    CHAR("TEST_VANILLA_2", "Vanilla Two", "2", "3", "2", "2", "2", "-")
    CHAR("TEST_VANILLA_5", "Vanilla Five", "4", "4", "5", "5", "5", "-")
    CHAR("TEST_FOREST_3", "Forest Three", "2", "2", "3", "0", "0", "-")
    CHAR("TEST_MOUNTAIN_3", "Mountain Three", "2", "2", "0", "3", "0", "-")
    CHAR("TEST_WATER_3", "Water Three", "2", "2", "0", "0", "3", "-")
    CHAR("TEST_ZERO", "Nobody", "0", "0", "0", "0", "0", "-")
    CHAR("TEST_DEFENDER", "Defender", "2", "2", "1", "1", "1", "defender")
    CHAR("TEST_ETERNAL", "Eternal", "2", "2", "1", "1", "1", "eternal")
    CHAR("TEST_GIGANTIC", "Gigantic", "3", "3", "2", "2", "2", "gigantic")
    CHAR("TEST_GIANT_WALL", "Giant Wall", "3", "3", "1", "1", "1", "gigantic,defender")
    CHAR("TEST_SEASONED", "Seasoned", "2", "2", "1", "1", "1", "seasoned")
    CHAR("TEST_SCOUT", "Scout", "3", "2", "2", "2", "2", "scout=1")
    "TEST_SCOUT_LANDMARK\tScout Landmark\tPERMANENT\tAX\tCOMMON\tLANDMARK\t3\t3\t-\t-\t-\t-\t-\tscout=1\t-\n"
    "TEST_SPELL\tSpell\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\t-\n"
    "TEST_SPELL_COOLDOWN\tCooldown Spell\tSPELL\tAX\tCOMMON\t-\t1\t2\t-\t-\t-\t-\t-\tcooldown\t-\n"
    "TEST_SPELL_FLEETING\tFleeting Spell\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\tfleeting\t-\n"
    "TEST_LANDMARK\tLandmark\tPERMANENT\tAX\tCOMMON\tLANDMARK\t1\t1\t-\t-\t-\t-\t-\t-\t-\n"
    "TEST_GEAR\tGear\tPERMANENT\tAX\tCOMMON\tGEAR\t1\t1\t-\t-\t-\t-\t-\t-\t-\n"
    "TEST_TOKEN\tToken\tTOKEN\tAX\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\t-\n";

static alt_cards *the_db;

static void free_db(void)
{
    alt_cards_destroy(&the_db);
}

const alt_cards *ts_db(void)
{
    if (!the_db) {
        size_t line = 0;
        alt_err err = alt_cards_parse(ts_cards_text, strlen(ts_cards_text), &the_db, &line);
        if (err != ALT_OK)
            fail_msg("the test card database does not parse: %s at line %zu", alt_strerror(err), line);
        atexit(free_db);
    }
    return the_db;
}

uint16_t ts_card(const char *ref)
{
    uint16_t idx = alt_cards_find(ts_db(), ref);
    if (idx == ALT_CARD_NONE)
        fail_msg("no card %s in the test database", ref);
    return idx;
}

const char *ts_ref_of(const alt_game *g, int p, uint8_t id)
{
    uint16_t card = alt_game_object_card(g, p, id);
    assert_int_not_equal(card, ALT_CARD_NONE);
    return alt_cards_get(alt_game_cards(g), card)->ref;
}

/* ---------------------------------------------------------------- decks */

alt_deck ts_deck_empty(const char *hero_ref)
{
    alt_deck d;
    memset(&d, 0, sizeof d);
    d.hero = hero_ref ? ts_card(hero_ref) : ALT_CARD_NONE;
    return d;
}

void ts_deck_add(alt_deck *d, const char *ref, int copies)
{
    uint16_t idx = ts_card(ref);
    assert_true(d->count + copies <= ALT_DECK_MAX);
    for (int i = 0; i < copies; i++)
        d->cards[d->count++] = idx;
}

static const char *const kitchen_refs[] = {
    "TEST_VANILLA_1", "TEST_VANILLA_2", "TEST_VANILLA_5", "TEST_FOREST_3",
    "TEST_MOUNTAIN_3", "TEST_WATER_3", "TEST_ZERO", "TEST_DEFENDER",
    "TEST_ETERNAL", "TEST_GIGANTIC", "TEST_GIANT_WALL", "TEST_SEASONED",
    "TEST_SCOUT", "TEST_SCOUT_LANDMARK", "TEST_SPELL", "TEST_SPELL_COOLDOWN",
    "TEST_SPELL_FLEETING", "TEST_LANDMARK", "TEST_GEAR",
};

alt_deck ts_deck_kitchen(const char *hero_ref)
{
    alt_deck d = ts_deck_empty(hero_ref);
    for (size_t i = 0; i < sizeof kitchen_refs / sizeof kitchen_refs[0]; i++)
        ts_deck_add(&d, kitchen_refs[i], 3);
    ts_deck_add(&d, "TEST_VANILLA_1", TS_KITCHEN_CARDS - d.count);
    return d;
}

alt_deck ts_corpus_deck(const alt_cards *db, const char *name)
{
    char path[512], text[4096], msg[160];
    snprintf(path, sizeof path, "%s/corpora/decks/%s", ALT_SOURCE_DIR, name);
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        fail_msg("%s does not open", path);
    size_t n = fread(text, 1, sizeof text, fp);
    fclose(fp);
    alt_deck d;
    if (alt_deck_parse(db, text, n, &d, msg, sizeof msg) != ALT_OK)
        fail_msg("%s: %s", path, msg);
    return d;
}

alt_deck ts_deck_of(const char *ref, int count, const char *hero_ref)
{
    alt_deck d = ts_deck_empty(hero_ref);
    ts_deck_add(&d, ref, count);
    return d;
}

/* ----------------------------------------------------------------- games */

alt_game *ts_game_new(uint64_t seed, alt_ruleset r, const alt_deck *d0, const alt_deck *d1)
{
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.seed = seed;
    s.ruleset = r;
    s.format = ALT_FORMAT_LIMITED;
    s.deck[0] = *d0;
    s.deck[1] = *d1;
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_new(ts_db(), &s, &g, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("alt_game_new: %s (%s)", alt_strerror(err), msg);
    assert_non_null(g);
    ts_check(g);
    return g;
}

int ts_edition(void)
{
    const char *e = getenv("ALT_TEST_EDITION");
    return e && strcmp(e, "3") == 0 ? 3 : 4;
}

const char *ts_cr(const char *cr3, const char *cr4)
{
    return ts_edition() == 3 ? cr3 : cr4;
}

alt_ruleset ts_ruleset(void)
{
    return ts_edition() == 3 ? ALT_RULESET_SEEDS_2 : ALT_RULESET_DEFAULT;
}

alt_ruleset ts_ruleset_cr(void)
{
    return ts_edition() == 3 ? ALT_RULESET_CR3_2 : ALT_RULESET_CR4;
}

alt_game *ts_game_kitchen(uint64_t seed)
{
    alt_deck d = ts_deck_kitchen(NULL);
    return ts_game_new(seed, ts_ruleset(), &d, &d);
}

alt_action ts_act(alt_action_kind kind, int player, uint8_t object, int expedition, int choice)
{
    alt_action a;
    memset(&a, 0, sizeof a);            /* zero in every field the kind does not use */
    a.kind = (uint8_t)kind;
    a.player = (uint8_t)player;
    a.object = object;
    a.expedition = (uint8_t)expedition;
    a.choice = (uint16_t)choice;
    return a;
}

void ts_check(const alt_game *g)
{
    const char *what = NULL;
    alt_err err = alt_game_check(g, &what);
    if (err != ALT_OK)
        fail_msg("invariant broken: %s", what ? what : "(no description)");
}

void ts_apply(alt_game *g, alt_action a)
{
    const char *reason = NULL;
    alt_err err = alt_game_apply(g, &a, &reason);
    if (err != ALT_OK) {
        char buf[256];
        alt_action_describe(g, &a, buf, sizeof buf);
        fail_msg("answer refused (%s): %s: %s", alt_strerror(err), buf, reason ? reason : "?");
    }
    assert_null(reason);
    ts_check(g);
}

const char *ts_reject(alt_game *g, alt_action a, alt_err code)
{
    ts_snapshot before;
    ts_snap(&before, g);
    const char *reason = NULL, *legal_reason = NULL;
    alt_err legal = alt_game_legal(g, &a, &legal_reason);
    alt_err err = alt_game_apply(g, &a, &reason);
    if (err != code)
        fail_msg("expected %s, got %s (%s)", alt_strerror(code), alt_strerror(err), reason ? reason : "-");
    assert_int_equal(legal, code);              /* the verdict agrees with apply */
    assert_non_null(reason);
    assert_string_equal(reason, legal_reason);
    ts_assert_same(&before, g);
    ts_snap_free(&before);
    return reason;
}

void ts_pass(alt_game *g)
{
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
}

void ts_play(alt_game *g, uint8_t id, alt_expedition e, int choice)
{
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    ts_apply(g, ts_act(ALT_ACT_PLAY, d.player, id, (int)e, choice));
}

void ts_answer_simple(alt_game *g)
{
    alt_decision d = alt_game_decision(g);
    alt_action list[128];
    size_t n;
    switch (d.kind) {
    case ALT_DEC_OPENING_MANA:
        ts_apply(g, ts_act(ALT_ACT_MANA_PICK, d.player, ts_id_at(g, d.player, ALT_ZONE_HAND, 0), 0, 0));
        break;
    case ALT_DEC_EXPAND:
        ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
        break;
    case ALT_DEC_TURN:
        ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        break;
    case ALT_DEC_CLEANUP:
        n = alt_game_list(g, list, 128);
        assert_true(n > 0);
        ts_apply(g, list[0]);
        break;
    default:
        fail_msg("no decision to answer: the game is over");
    }
}

int ts_run_until(alt_game *g, alt_decision_kind k)
{
    for (int step = 0; step < 100000; step++) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_NONE)
            return k == ALT_DEC_NONE;
        if (d.kind == k)
            return 1;
        ts_answer_simple(g);
    }
    fail_msg("ts_run_until: no end in sight");
    return 0;
}

void ts_opening(alt_game *g)
{
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_OPENING_MANA);
    assert_true(ts_run_until(g, ALT_DEC_TURN));
}

int ts_end_day(alt_game *g)
{
    uint16_t day = alt_game_decision(g).day;
    for (int step = 0; step < 10000; step++) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_NONE)
            return 0;
        if (d.kind == ALT_DEC_EXPAND && d.day != day)
            return 1;
        ts_answer_simple(g);
    }
    fail_msg("ts_end_day: the Day does not end");
    return 0;
}

alt_game *ts_game_at_afternoon(uint64_t seed, alt_ruleset r)
{
    alt_deck d = ts_deck_kitchen(NULL);
    alt_game *g = ts_game_new(seed, r, &d, &d);
    ts_opening(g);
    return g;
}

/* ---------------------------------------------------------------- staging */

/* Staging goes through positions (docs/position.md): a helper takes the
 * game's position, changes it as a judge would write one, and has the
 * engine check and load it, so that what a test sets up is a state the
 * engine accepts as a whole, whatever its internals become. */

alt_position *ts_position_of(const alt_game *g)
{
    alt_position *pos = malloc(sizeof *pos);
    assert_non_null(pos);
    alt_game_position(g, pos);
    return pos;
}

void ts_restage(alt_game *g, alt_position *pos)
{
    alt_game *next = NULL;
    char msg[256];
    alt_err err = alt_game_from_position(alt_game_cards(g), pos, &next, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("the staged position is refused: %s (%s)", msg, alt_strerror(err));
    alt_game_copy(g, next);
    alt_game_destroy(&next);
    free(pos);
    ts_check(g);
}

alt_game *ts_position_in(const alt_cards *db, const char *json)
{
    alt_game *g = NULL;
    char msg[256];
    /* A position that names no ruleset takes ts_ruleset()'s. */
    char *named = NULL;
    const char *open = strchr(json, '{');
    if (ts_edition() == 3 && open && !strstr(json, "\"ruleset\"")) {
        size_t len = strlen(json), at = (size_t)(open - json) + 1;
        named = malloc(len + 40);
        assert_non_null(named);
        const char *rest = json + at + strspn(json + at, " \t\r\n");
        snprintf(named, len + 40, "%.*s\"ruleset\": \"%s\"%s %s", (int)at, json, alt_ruleset_version(ts_ruleset()),
                 *rest == '}' ? "" : ",", json + at);
        json = named;
    }
    alt_err err = replay_position_from_json(db, json, strlen(json), &g, msg, sizeof msg);
    free(named);
    if (err != ALT_OK)
        fail_msg("the position is refused: %s (%s)", msg, alt_strerror(err));
    ts_check(g);
    return g;
}

alt_game *ts_position(const char *json)
{
    return ts_position_in(ts_db(), json);
}

/* The databases ts_db_text parsed, by their text: a test program uses one
 * or two. */
enum { OWN_DBS = 8 };
static struct {
    const char *text;
    alt_cards *db;
} own_dbs[OWN_DBS];

static void free_own_dbs(void)
{
    for (int i = 0; i < OWN_DBS; i++)
        alt_cards_destroy(&own_dbs[i].db);
}

const alt_cards *ts_db_text(const char *text)
{
    int i = 0;
    for (; i < OWN_DBS && own_dbs[i].text; i++)
        if (own_dbs[i].text == text)
            return own_dbs[i].db;
    assert_true(i < OWN_DBS);
    size_t line = 0;
    alt_err err = alt_cards_parse(text, strlen(text), &own_dbs[i].db, &line);
    if (err != ALT_OK)
        fail_msg("the test's cards do not parse: %s at line %zu", alt_strerror(err), line);
    if (i == 0)
        atexit(free_own_dbs);
    own_dbs[i].text = text;
    return own_dbs[i].db;
}

alt_game *ts_position_file(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tests/positions/%s", ALT_SOURCE_DIR, name);
    alt_game *g = NULL;
    char msg[256];
    alt_err err = replay_position_read_file(ts_db(), path, &g, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("%s is refused: %s (%s)", path, msg, alt_strerror(err));
    ts_check(g);
    return g;
}

/* Removes the entry at index i of a zone; returns it. */
static alt_pos_object take(alt_pos_player *pl, int z, int i)
{
    alt_pos_object o = pl->zone[z][i];
    memmove(&pl->zone[z][i], &pl->zone[z][i + 1], (size_t)(pl->zone_n[z] - i - 1) * sizeof o);
    pl->zone_n[z]--;
    return o;
}

/* The index of the topmost object of card in zone z (the Deck's top is its
 * last entry), or -1. */
static int find_in(const alt_pos_player *pl, int z, uint16_t card)
{
    for (int i = pl->zone_n[z] - 1; i >= 0; i--)
        if (pl->zone[z][i].card == card)
            return i;
    return -1;
}

uint8_t ts_stage(alt_game *g, int p, const char *ref, alt_zone_id to, uint8_t status, uint8_t boosts)
{
    uint16_t card = ts_card(ref);
    alt_position *pos = ts_position_of(g);
    alt_pos_player *pl = &pos->p[p];
    int from = ALT_ZONE_DECK, i = find_in(pl, ALT_ZONE_DECK, card);
    if (i < 0)
        from = ALT_ZONE_HAND, i = find_in(pl, ALT_ZONE_HAND, card);
    if (i < 0)
        fail_msg("player %d has no %s left in Deck or Hand to stage", p, ref);
    alt_pos_object o = take(pl, from, i);
    o.status = status;
    o.boosts = boosts;
    pl->zone[to][pl->zone_n[to]++] = o;
    ts_restage(g, pos);
    return o.id;
}

uint8_t ts_stage_token(alt_game *g, int p, alt_expedition e)
{
    return ts_stage_token_card(g, p, ts_card("TEST_TOKEN"), e);
}

uint8_t ts_stage_token_card(alt_game *g, int p, uint16_t card, alt_expedition e)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_player *pl = &pos->p[p];
    uint8_t used[ALT_POS_OBJECTS] = {0};
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pl->zone_n[z]; i++)
            used[pl->zone[z][i].id] = 1;
    uint8_t id = ALT_POS_TOKEN_BASE;
    while (id < ALT_POS_TOKEN_END && used[id])
        id++;
    assert_true(id < ALT_POS_TOKEN_END);
    int z = e == ALT_EXP_HERO ? ALT_ZONE_EXP_HERO : ALT_ZONE_EXP_COMPANION;
    alt_pos_object o = {id, card, 0, 0, 0, 0, 0, 0, 0};
    pl->zone[z][pl->zone_n[z]++] = o;
    ts_restage(g, pos);
    return id;
}

void ts_set_distance(alt_game *g, int p, alt_expedition e, int distance)
{
    assert_true(distance >= 0 && distance <= 7);
    alt_position *pos = ts_position_of(g);
    pos->p[p].distance[e] = (uint8_t)distance;
    for (int k = 1; k <= distance; k++) {
        int region = e == ALT_EXP_HERO ? k : 7 - k;
        if (region >= 1 && region <= 6)
            pos->tumult_up |= (uint8_t)(1u << ((region - 1) / 2));
    }
    ts_restage(g, pos);
}

void ts_leave_ready_mana(alt_game *g, int p, int keep)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_player *pl = &pos->p[p];
    for (int i = 0; i < pl->zone_n[ALT_ZONE_MANA]; i++) {
        alt_pos_object *o = &pl->zone[ALT_ZONE_MANA][i];
        if (keep > 0) {
            o->status &= (uint8_t)~ALT_STATUS_EXHAUSTED;
            keep--;
        } else {
            o->status |= ALT_STATUS_EXHAUSTED;
        }
    }
    assert_int_equal(keep, 0);
    ts_restage(g, pos);
}

/* ---------------------------------------------------------------- queries */

int ts_count(const alt_game *g, int p, alt_zone_id z)
{
    return alt_game_zone_count(g, p, z);
}

int ts_count_ref(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    uint16_t card = ts_card(ref);
    uint8_t ids[ALT_POS_OBJECTS];
    int n = ts_ids(g, p, z, ids, ALT_POS_OBJECTS), k = 0;
    for (int i = 0; i < n; i++)
        k += alt_game_object_card(g, p, ids[i]) == card;
    return k;
}

alt_zone_id ts_zone(const alt_game *g, int p, uint8_t id)
{
    return (alt_zone_id)alt_game_object_zone(g, p, id);
}

alt_pos_object *ts_pos_object(alt_position *pos, int p, uint8_t id)
{
    alt_pos_player *pl = &pos->p[p];
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pl->zone_n[z]; i++)
            if (pl->zone[z][i].id == id)
                return &pl->zone[z][i];
    return NULL;
}

alt_pos_object ts_object(const alt_game *g, int p, uint8_t id)
{
    alt_position *pos = ts_position_of(g);
    const alt_pos_object *o = ts_pos_object(pos, p, id);
    alt_pos_object out = {id, ALT_CARD_NONE, 0, 0, 0, 0, 0, 0, 0};
    if (o)
        out = *o;
    free(pos);
    return out;
}

uint8_t ts_status(const alt_game *g, int p, uint8_t id)
{
    return ts_object(g, p, id).status;
}

int ts_boosts(const alt_game *g, int p, uint8_t id)
{
    return ts_object(g, p, id).boosts;
}

int ts_ids(const alt_game *g, int p, alt_zone_id z, uint8_t *out, int cap)
{
    alt_position *pos = ts_position_of(g);
    int n = pos->p[p].zone_n[z];
    for (int i = 0; i < n && i < cap; i++)
        out[i] = pos->p[p].zone[z][i].id;
    free(pos);
    return n;
}

uint8_t ts_id_at(const alt_game *g, int p, alt_zone_id z, int i)
{
    uint8_t ids[ALT_POS_OBJECTS];
    int n = ts_ids(g, p, z, ids, ALT_POS_OBJECTS);
    if (i < 0 || i >= n)
        fail_msg("player %d's %s holds %d objects, not %d", p, alt_zone_name(z), n, i + 1);
    return ids[i];
}

uint8_t ts_top(const alt_game *g, int p, alt_zone_id z)
{
    return ts_id_at(g, p, z, ts_count(g, p, z) - 1);
}

int ts_ready_mana(const alt_game *g, int p)
{
    alt_position *pos = ts_position_of(g);
    int n = 0;
    for (int i = 0; i < pos->p[p].zone_n[ALT_ZONE_MANA]; i++)
        n += !(pos->p[p].zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
    free(pos);
    return n;
}

alt_pos_player ts_player(const alt_game *g, int p)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_player pl = pos->p[p];
    free(pos);
    return pl;
}

void ts_move(alt_game *g, int p, uint8_t id, alt_zone_id to)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_player *pl = &pos->p[p];
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pl->zone_n[z]; i++)
            if (pl->zone[z][i].id == id) {
                alt_pos_object o = take(pl, z, i);
                alt_pos_object moved = {o.id, o.card, 0, 0, 0, 0, 0, 0, 0};
                pl->zone[to][pl->zone_n[to]++] = moved;
                ts_restage(g, pos);
                return;
            }
    fail_msg("player %d has no object %u to move", p, id);
}

void ts_set_object(alt_game *g, int p, uint8_t id, uint8_t status, uint8_t boosts)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_object *o = ts_pos_object(pos, p, id);
    if (!o)
        fail_msg("player %d has no object %u", p, id);
    o->status = status;
    o->boosts = boosts;
    ts_restage(g, pos);
}

void ts_set_status(alt_game *g, int p, uint8_t id, uint8_t status)
{
    ts_set_object(g, p, id, status, (uint8_t)ts_boosts(g, p, id));
}

void ts_set_boosts(alt_game *g, int p, uint8_t id, int boosts)
{
    ts_set_object(g, p, id, ts_status(g, p, id), (uint8_t)boosts);
}

void ts_set_counters(alt_game *g, int p, uint8_t id, int counters)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_object *o = ts_pos_object(pos, p, id);
    if (!o)
        fail_msg("player %d has no object %u", p, id);
    o->counters = (uint8_t)counters;
    ts_restage(g, pos);
}

void ts_set_passed(alt_game *g, int p, int passed)
{
    alt_position *pos = ts_position_of(g);
    pos->p[p].passed = (uint8_t)passed;
    ts_restage(g, pos);
}

void ts_set_hero(alt_game *g, int p, uint8_t status, int counters)
{
    alt_position *pos = ts_position_of(g);
    pos->p[p].hero_status = status;
    pos->p[p].hero_counters = (uint8_t)counters;
    ts_restage(g, pos);
}

void ts_set_first_player(alt_game *g, int p)
{
    alt_position *pos = ts_position_of(g);
    pos->first_player = (uint8_t)p;
    ts_restage(g, pos);
}

int ts_limbo_count(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int n = pos->limbo_n;
    free(pos);
    return n;
}

int ts_action_eq(alt_action a, alt_action b)
{
    return a.kind == b.kind && a.player == b.player && a.object == b.object &&
           a.expedition == b.expedition && a.choice == b.choice && a.reserved == b.reserved;
}

int ts_in_list(const alt_action *list, size_t n, alt_action a)
{
    for (size_t i = 0; i < n; i++)
        if (ts_action_eq(list[i], a))
            return 1;
    return 0;
}

void ts_snap(ts_snapshot *s, const alt_game *g)
{
    s->enc_len = alt_game_encode(g, s->enc, sizeof s->enc);
    assert_true(s->enc_len <= sizeof s->enc);
    s->hash = alt_game_hash(g);
    s->raw = alt_game_clone(g);
    assert_non_null(s->raw);
}

void ts_assert_same(const ts_snapshot *s, const alt_game *g)
{
    uint8_t enc[ALT_ENCODE_MAX];
    size_t n = alt_game_encode(g, enc, sizeof enc);
    assert_int_equal(n, s->enc_len);
    assert_memory_equal(enc, s->enc, n);
    assert_int_equal(alt_game_hash(g), s->hash);
    assert_memory_equal(g, s->raw, alt_game_size());
}

void ts_snap_free(ts_snapshot *s)
{
    alt_game_destroy(&s->raw);
}

uint64_t ts_rand(uint64_t *state)
{
    /* splitmix64 */
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int ts_region(const alt_game *g, int p, alt_expedition e)
{
    int d = alt_game_distance(g, p, e);
    return e == ALT_EXP_HERO ? d : 7 - d;
}
