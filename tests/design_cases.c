/*
 * design_cases.c: the runner of a set's design tests (design_cases.h): a
 * case's situation staged, its card brought into action, what it asks
 * answered, and what must follow checked. Trial by Frost's, Whispers from
 * the Maze's and Skybound Odyssey's tests share it, so a set's test file
 * holds only its cases.
 */
#include "design_cases.h"
#include "bundled.h"
#include "frost_support.h"
#include "rng.h" /* the generator docs/rng.md describes, to read a position's next die */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The JSON with "@" replaced by the reference. */
/* The JSON with "@" replaced by the reference. */
const char *dc_with_ref(char *out, size_t cap, const char *text, const char *ref)
{
    size_t n = 0;
    for (const char *p = text; *p && n + 64 < cap; p++) {
        if (*p == '@') {
            n += (size_t)snprintf(out + n, cap - n, "%s", ref);
        } else {
            out[n++] = *p;
        }
    }
    out[n] = '\0';
    return out;
}

alt_game *dc_stage_on(const char *date, const char *ref, const char *p0, const char *p1, int seed)
{
    char a[4096], b[4096];
    return fs_stage(tb_db_all(), "{\"date\": \"%s\", \"seed\": %d, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
                    " \"players\": [{%s}, {%s}]}", date, seed, dc_with_ref(a, sizeof a, p0, ref), dc_with_ref(b, sizeof b, p1, ref));
}

alt_zone_id dc_zone_named(const char *w)
{
    static const struct { const char *name; alt_zone_id z; } names[] = {
        {"deck", ALT_ZONE_DECK}, {"hand", ALT_ZONE_HAND}, {"mana", ALT_ZONE_MANA}, {"reserve", ALT_ZONE_RESERVE},
        {"land", ALT_ZONE_LANDMARK}, {"discard", ALT_ZONE_DISCARD}, {"hero", ALT_ZONE_EXP_HERO},
        {"comp", ALT_ZONE_EXP_COMPANION}, {"limbo", ALT_ZONE_LIMBO}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(w, names[i].name) == 0)
            return names[i].z;
    fail_msg("no zone %s", w);
    return ALT_ZONE_DECK;
}

/* Player 0 plays the card ref from Hand into Expedition e paying Scout X
 * (the play's choice 1, CR 4.0 7.4.5.c): the answer must be listed. */
void dc_scout_play(alt_game *g, const char *ref, int e)
{
    uint8_t id = fs_find(g, 0, ALT_ZONE_HAND, ref);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].object == id && list[i].choice == 1 && list[i].expedition == e) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("%s cannot be played paying Scout", ref);
}

/* Player 0 plays the card ref from Hand or Reserve (zone z) into
 * Expedition e paying its own cheaper cost (the play's choice 2: a card
 * discarded from Reserve, a Permanent sacrificed): the answer must be
 * listed. */
static void dc_cheaper_play(alt_game *g, const char *ref, alt_zone_id z, int e)
{
    uint8_t id = fs_find(g, 0, z, ref);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].object == id && list[i].choice == 2 && list[i].expedition == e) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("%s cannot be played for its cheaper cost", ref);
}

/* Runs the play, the first word of `act`: "hand:hero", "hand:comp",
 * "hand" (a card that joins no Expedition), "reserve:hero", ...,
 * "scout:hero", "scout:comp" (from Hand paying Scout X),
 * "cheap:hero", "cheap:comp" (from Hand paying its own cheaper cost),
 * "support" (its support ability from Reserve), "pass" (player 0 passes),
 * "quick:ZONE" (its first
 * quick action there), "none"; with "=REF" after it (as "hand:hero=REF"),
 * of the card REF instead of the design. Then, with "to:morning" or
 * "to:afternoon", both pass on to the next Day's Morning (Expand) or
 * Afternoon turn. The words answer every choice on the way, in order. */
void dc_run(alt_game *g, const char *ref, const char *act, const char *words)
{
    char a[128], to[32] = "";
    if (sscanf(act, "%127s", a) != 1)
        fail_msg("act %s", act);
    const char *t = strstr(act, "to:");
    if (t)
        sscanf(t, "%31s", to);
    const char *design = ref;
    char *other = strchr(a, '=');
    if (other) {
        *other++ = '\0';
        ref = other;
    }
    char zone[16] = "", exp[16] = "";
    if (strncmp(a, "scout:", 6) == 0) {
        dc_scout_play(g, ref, strcmp(a + 6, "comp") == 0 ? ALT_EXP_COMPANION : ALT_EXP_HERO);
    } else if (strncmp(a, "cheap:", 6) == 0) {
        dc_cheaper_play(g, ref, ALT_ZONE_HAND, strcmp(a + 6, "comp") == 0 ? ALT_EXP_COMPANION : ALT_EXP_HERO);
    } else if (strcmp(a, "support") == 0) {
        fs_quick(g, 0, ref, ALT_ZONE_RESERVE);
    } else if (strncmp(a, "quick:", 6) == 0) {
        fs_quick(g, 0, ref, dc_zone_named(a + 6));
    } else if (strcmp(a, "pass") == 0) {
        ts_apply(g, ts_act(ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0));
    } else if (strcmp(a, "none") != 0) {
        if (sscanf(a, "%15[a-z]:%15s", zone, exp) < 1)
            fail_msg("act %s", a);
        fs_play(g, 0, ref, dc_zone_named(zone), strcmp(exp, "comp") == 0 ? ALT_EXP_COMPANION : ALT_EXP_HERO);
    }
    char buf[512];
    dc_with_ref(buf, sizeof buf, words, design);
    char *save = NULL, *w = strtok_r(buf, " ", &save);
    unsigned day = alt_game_decision(g).day;
    alt_action list[ALT_ANSWERS_MAX];
    for (int steps = 0; steps < 500; steps++) {
        alt_decision d = alt_game_decision(g);
        int there = !to[0] || (strcmp(to, "to:morning") == 0 && d.day > day && d.kind == ALT_DEC_EXPAND) ||
                    (strcmp(to, "to:afternoon") == 0 && d.day > day && d.kind == ALT_DEC_TURN && d.player == 0);
        if (d.kind == ALT_DEC_CHOICE) {
            if (!w)
                fail_msg("%s: a choice waits and no word is left", ref);
            fs_pick(g, w);
            w = strtok_r(NULL, " ", &save);
        } else if (d.kind == ALT_DEC_REACTION) {
            assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
            ts_apply(g, list[0]);
        } else if (there) {
            break;
        } else if (d.kind == ALT_DEC_TURN) {
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        } else if (d.kind == ALT_DEC_EXPAND) {
            ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
        } else if (d.kind == ALT_DEC_NONE) {
            fail_msg("%s: the game ended", ref);
        } else {
            assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
            ts_apply(g, list[0]);
        }
    }
    if (w)
        fail_msg("%s: the word \"%s\" was never asked for", ref, w);
}

/* Checks, ';'-separated, each about player P (0 or 1):
 *   P.ZONE=N            N objects in the zone
 *   P.ZONE.REF=N        N of that card there ("@": the design's card)
 *   P.ZONE.REF:STATUS   the first of them has the status
 *   P.ZONE.REF!STATUS   ... has not
 *   P.ZONE.REF+N        ... has N boosts
 *   P.ZONE.REF#N        ... has N counters
 *   P.dist.hero=N       the Expedition's distance (hero, comp)
 *   P.mod=F/K/N         the one modifier waiting: filter, kind, amount
 *   P.hero#N            the Hero's counters
 *   P.ready=N           N ready Mana Orbs
 *   P.passed=N          the player has passed (1) or not (0)
 *   P.asc=N             the player's Ascended Expeditions (bit 1 Hero, 2 Companion)
 *   first=N             player N is first player
 *   turn=N              player N is to take a turn */
static uint8_t status_named(const char *w)
{
    if (strcmp(w, "exhausted") == 0) return ALT_STATUS_EXHAUSTED;
    if (strcmp(w, "fleeting") == 0) return ALT_STATUS_FLEETING;
    if (strcmp(w, "anchored") == 0) return ALT_STATUS_ANCHORED;
    if (strcmp(w, "asleep") == 0) return ALT_STATUS_ASLEEP;
    fail_msg("no status %s", w);
    return 0;
}

void dc_check(const alt_game *g, const char *ref, const char *expect)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", expect);
    char *save = NULL;
    for (char *c = strtok_r(buf, ";", &save); c; c = strtok_r(NULL, ";", &save)) {
        while (*c == ' ')
            c++;
        int p, n, f, k, amount;
        char zone[16], card[80], word[16];
        if (sscanf(c, "%d.dist.%15[a-z]=%d", &p, word, &n) == 3) {
            int got = alt_game_distance(g, p, strcmp(word, "comp") == 0 ? ALT_EXP_COMPANION : ALT_EXP_HERO);
            if (got != n)
                fail_msg("%s: %s: distance %d", ref, c, got);
            continue;
        }
        if (sscanf(c, "%d.mod=%d/%d/%d", &p, &f, &k, &amount) == 4) {
            alt_pos_player pl = ts_player(g, p);
            if (pl.mods_n != 1 || pl.mods[0].filter != f || pl.mods[0].kind != k || pl.mods[0].amount != amount)
                fail_msg("%s: %s: %u modifiers, the first %u/%u/%u", ref, c, pl.mods_n, pl.mods[0].filter, pl.mods[0].kind,
                         pl.mods[0].amount);
            continue;
        }
        if (sscanf(c, "%d.ready=%d", &p, &n) == 2) {
            alt_pos_player pl = ts_player(g, p);
            int ready = 0;
            for (int i = 0; i < pl.zone_n[ALT_ZONE_MANA]; i++)
                ready += !(pl.zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
            if (ready != n)
                fail_msg("%s: %s: %d ready Mana Orbs", ref, c, ready);
            continue;
        }
        if (sscanf(c, "turn=%d", &n) == 1) {
            alt_decision d = alt_game_decision(g);
            if (d.kind != ALT_DEC_TURN || d.player != n)
                fail_msg("%s: %s: decision %s of player %d", ref, c, alt_decision_name(d.kind), d.player);
            continue;
        }
        if (sscanf(c, "first=%d", &n) == 1) {
            if (alt_game_first_player(g) != n)
                fail_msg("%s: %s: the first player is %d", ref, c, alt_game_first_player(g));
            continue;
        }
        if (sscanf(c, "%d.passed=%d", &p, &n) == 2) {
            if (ts_player(g, p).passed != n)
                fail_msg("%s: %s: passed %u", ref, c, ts_player(g, p).passed);
            continue;
        }
        if (sscanf(c, "%d.asc=%d", &p, &n) == 2) {
            if (ts_player(g, p).ascended != n)
                fail_msg("%s: %s: Ascended Expeditions 0x%x", ref, c, ts_player(g, p).ascended);
            continue;
        }
        if (sscanf(c, "%d.hero#%d", &p, &n) == 2) {
            if (ts_player(g, p).hero_counters != n)
                fail_msg("%s: %s: the Hero has %u counters", ref, c, ts_player(g, p).hero_counters);
            continue;
        }
        if (sscanf(c, "%d.%15[a-z]=%d", &p, zone, &n) == 3) {
            int got = fs_count(g, p, dc_zone_named(zone), NULL);
            if (got != n)
                fail_msg("%s: %s: %d there", ref, c, got);
            continue;
        }
        char op = 0;
        if (sscanf(c, "%d.%15[a-z].%79[A-Za-z0-9_@]%c", &p, zone, card, &op) != 4)
            fail_msg("%s: cannot read the check %s", ref, c);
        const char *r = strcmp(card, "@") == 0 ? ref : card;
        const char *rest = strchr(c, op) + 1;
        alt_zone_id z = dc_zone_named(zone);
        if (op == '=') {
            int got = fs_count(g, p, z, r);
            if (got != atoi(rest))
                fail_msg("%s: %s: %d there", ref, c, got);
        } else if (op == ':' || op == '!') {
            uint8_t s = fs_status(g, p, z, r), want = status_named(rest);
            if (((s & want) != 0) != (op == ':'))
                fail_msg("%s: %s: statuses 0x%02x", ref, c, s);
        } else if (op == '+') {
            int got = fs_boosts(g, p, z, r);
            if (got != atoi(rest))
                fail_msg("%s: %s: %d boosts", ref, c, got);
        } else if (op == '#') {
            int got = fs_counters(g, p, z, r);
            if (got != atoi(rest))
                fail_msg("%s: %s: %d counters", ref, c, got);
        } else {
            fail_msg("%s: cannot read the check %s", ref, c);
        }
    }
}

/* The die the game's next roll will show: its RNG, copied (docs/rng.md). */
int dc_next_die(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int die = (int)alt_rng_below(pos->rng, 6) + 1;
    free(pos);
    return die;
}

/* The situation staged with a seed whose first die is `die` (0: any). */
alt_game *dc_stage_die(const char *date, const char *ref, const char *p0, const char *p1, int die)
{
    for (int seed = 9; seed < 9 + 200; seed++) {
        alt_game *g = dc_stage_on(date, ref, p0, p1, seed);
        if (!die || dc_next_die(g) == die)
            return g;
        alt_game_destroy(&g);
    }
    fail_msg("%s: no seed rolls a %d first", ref, die);
    return NULL;
}

/* "die:N" in a case's act: the ability's die shows N. */
void dc_run_case(const design_case *c, const char *date)
{
    const char *d = strstr(c->act, "die:");
    alt_game *g = dc_stage_die(date, c->ref, c->p0, c->p1, d ? atoi(d + 4) : 0);
    dc_run(g, c->ref, c->act, c->words);
    dc_check(g, c->ref, c->expect);
    alt_game_destroy(&g);
}

void dc_run_cases(const design_case *cases, size_t n, const char *date)
{
    for (size_t i = 0; i < n; i++) {
        print_message("case %zu: %s\n", i, cases[i].ref);
        dc_run_case(&cases[i], date);
    }
}

int dc_has_case(const design_case *cases, size_t n, const char *design)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(cases[i].ref, design) == 0)
            return 1;
    return 0;
}

int dc_every_design_has_a_case(const char *prefix, const char *set, int bare, int (*has_case)(const char *design))
{
    const alt_cards *db = tb_db_all();
    char missing[8192] = "";
    int bad = 0, looked = 0;
    for (size_t i = 0; i < alt_cards_count(db); i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        if (strncmp(c->design, prefix, strlen(prefix)) != 0 || !c->supported || c->rarity == ALT_RARITY_UNIQUE ||
            (!bare && c->abilities[0] == '\0') || strstr(missing, c->design))
            continue;
        looked += strcmp(c->ref, c->design) == 0;
        if (!has_case(c->design)) {
            bad++;
            print_message("no case here for the design %s\n", c->design);
            strncat(missing, " ", sizeof missing - strlen(missing) - 1);
            strncat(missing, c->design, sizeof missing - strlen(missing) - 1);
        }
    }
    if (bad)
        fail_msg("%d designs of %s have no case here (each named above)", bad, set);
    return looked;
}

void dc_every_record_is_supported(const char *prefix, const char *set, int least)
{
    const alt_cards *db = tb_db_all();
    int records = 0, bad = 0;
    for (size_t i = 0; i < alt_cards_count(db); i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        if (strncmp(c->ref, prefix, strlen(prefix)) != 0 || c->rarity == ALT_RARITY_UNIQUE)
            continue;
        records++;
        if (!c->supported) {
            bad++;
            print_message("not played by this build: %s\n", c->ref);
        }
    }
    if (bad)
        fail_msg("%d of %d %s records are not played by this build (each named above)", bad, records, set);
    assert_true(records >= least);
}
