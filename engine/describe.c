/*
 * describe.c: states and actions in words, for divergence reports, dumps and
 * the command-line clients. Never on the step path.
 */
#include "state.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct out {
    char *buf;
    size_t cap, n;
} out;

/* Appends s as vsnprintf would (cut to the room, NUL-terminated, the full
 * length counted), without parsing a format: the daemon describes every
 * candidate it judges, and formatting was most of that. */
static void put(out *o, const char *s, size_t len)
{
    size_t room = o->n < o->cap ? o->cap - o->n : 0;
    if (room) {
        size_t k = len < room - 1 ? len : room - 1;
        memcpy(o->buf + o->n, s, k);
        o->buf[o->n + k] = '\0';
    }
    o->n += len;
}

static void put_str(out *o, const char *s)
{
    put(o, s, strlen(s));
}

static void put_uint(out *o, unsigned v)
{
    char d[12];
    size_t k = sizeof d;
    do {
        d[--k] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    put(o, d + k, sizeof d - k);
}

static void say(out *o, const char *fmt, ...)
{
    if (!strchr(fmt, '%')) {
        put_str(o, fmt);
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->n < o->cap ? o->cap - o->n : 0;
    int k = vsnprintf(room ? o->buf + o->n : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0)
        o->n += (size_t)k;
}

const char *alt_phase_name(alt_phase p)
{
    static const char *const names[] = {"Setup", "Morning", "Noon", "Afternoon", "Dusk", "Night", "Game over"};
    return (unsigned)p <= ALT_PHASE_OVER ? names[p] : "?";
}

const char *alt_decision_name(alt_decision_kind k)
{
    static const char *const names[] = {"none (game over)", "opening Mana", "Expand", "Afternoon turn", "Clean-up",
                                        "Reaction order", "ability choice", "chance"};
    _Static_assert(sizeof names / sizeof names[0] == ALT_DEC__COUNT, "a name for each decision");
    return (unsigned)k < ALT_DEC__COUNT ? names[k] : "?";
}

static const char *zone_name(int z)
{
    static const char *const names[] = {"nowhere", "Deck", "Hand", "Mana", "Reserve", "Landmarks",
                                        "Discard", "Hero Expedition", "Companion Expedition", "Limbo"};
    return (unsigned)z < ALT_Z__COUNT ? names[z] : "?";
}

static void say_object(out *o, const alt_game *g, int p, uint8_t id)
{
    if (id == ALT_HERO_OBJECT && p >= 0 && p < 2 && g->setup.deck[p].hero != ALT_CARD_NONE) {
        const alt_card_info *h = alt_cards_get(g->db, g->setup.deck[p].hero);
        say(o, "%s (Hero, %s)", h->name, h->ref);
        return;
    }
    uint16_t card = alt_game_object_card(g, p, id);
    if (card == ALT_CARD_NONE) {
        say(o, "#%u (no such object)", id);
        return;
    }
    const alt_card_info *c = alt_cards_get(g->db, card);
    put_str(o, c->name);          /* "%s (#%u %s)" */
    put(o, " (#", 3);
    put_uint(o, id);
    put(o, " ", 1);
    put_str(o, c->ref);
    put(o, ")", 1);
}

static const alt_ability *resolving_ability(const alt_game *g)
{
    if (alt_state_granted(g->res.r.ability))
        return NULL;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, g->res.r.card, &n);
    return g->res.r.ability < n ? &list[g->res.r.ability] : NULL;
}

static int ability_target_expedition(const alt_game *g)
{
    const alt_ability *a = resolving_ability(g);
    return a && (a->effect == ALT_FX_TARGET_FORWARD || a->effect == ALT_FX_BLOCK_TARGET);
}

/* Effects whose questions are yes or no (choice 1 or 0), not a "you may". */
static int ability_yes_no(const alt_game *g)
{
    const alt_ability *a = resolving_ability(g);
    return a && (a->effect == ALT_FX_EACH_MAY_RESUPPLY || a->effect == ALT_FX_ROLL ||
                 a->effect == ALT_FX_EACH_MAY_JOIN);
}

static int ability_any_number(const alt_game *g)
{
    const alt_ability *a = resolving_ability(g);
    return a && a->effect == ALT_FX_RESERVE_DISCARD_ANY_DRAW;
}

static int ability_upto(const alt_game *g)
{
    const alt_ability *a = resolving_ability(g);
    return a && (a->flags & ALT_ABILITY_UPTO);
}

size_t alt_action_describe(const alt_game *g, const alt_action *a, char *buf, size_t cap)
{
    out o = {buf, cap, 0};
    if (cap)
        buf[0] = '\0';
    int p = a->player;
    if (a->kind == ALT_ACT_CHANCE && p == ALT_CHANCE_PLAYER) {
        alt_chance_event e = alt_game_chance(g);
        say(&o, "chance: ");
        if (e.kind == ALT_CHANCE_DECK) {
            say(&o, "P%u's Deck, card %u from the top is ", e.player, e.given + 1u);
            say_object(&o, g, e.player, (uint8_t)a->choice);
        } else if (e.kind == ALT_CHANCE_TUMULT_ORDER) {
            static const char *const cards[3] = {"V|MO", "M|VO", "O|VM"};
            say(&o, "Tumult slot %u holds card %u (%s)", e.given, a->choice, a->choice < 3 ? cards[a->choice] : "?");
        } else if (e.kind == ALT_CHANCE_TUMULT_FLIP) {
            say(&o, "a Tumult card's orientation is %u", a->choice);
        } else if (e.kind == ALT_CHANCE_FIRST_PLAYER) {
            say(&o, "P%u plays first", a->choice);
        } else if (e.kind == ALT_CHANCE_DIE) {
            say(&o, "the die shows %u", a->choice);
        } else {
            say(&o, "outcome %u", a->choice);
        }
        return o.n;
    }
    put(&o, "P", 1);               /* "P%d " */
    put_uint(&o, (unsigned)p);
    put(&o, " ", 1);
    if (p > 1) {
        say(&o, "(no such player) kind %u", a->kind);
        return o.n;
    }
    switch (a->kind) {
    case ALT_ACT_MANA_PICK:
        say(&o, "puts ");
        say_object(&o, g, p, a->object);
        say(&o, " in Mana (opening)");
        break;
    case ALT_ACT_EXPAND:
        say(&o, "expands with ");
        say_object(&o, g, p, a->object);
        break;
    case ALT_ACT_EXPAND_SKIP:
        say(&o, "does not expand");
        break;
    case ALT_ACT_PLAY: {
        say(&o, "plays ");
        say_object(&o, g, p, a->object);
        if (a->object < ALT_OBJ_MAX && g->p[p].obj[a->object].card != ALT_CARD_NONE)
            say(&o, " from %s", zone_name(g->p[p].obj[a->object].zone));
        say(&o, a->expedition == ALT_EXP_HERO ? " (Hero Expedition)" : " (Companion Expedition)");
        if (a->choice == 1)
            say(&o, " paying Scout");
        else if (a->choice == 2)
            say(&o, " discarding a card from Reserve for less");
        break;
    }
    case ALT_ACT_QUICK:
        say(&o, "plays quick action %u of ", a->choice);
        say_object(&o, g, p, a->object);
        break;
    case ALT_ACT_PASS:
        say(&o, "passes");
        break;
    case ALT_ACT_KEEP:
        say(&o, "keeps ");
        say_object(&o, g, p, a->object);
        break;
    case ALT_ACT_CHOOSE: {
        const alt_ability *ra = g->res.active && g->dec_kind == ALT_DEC_CHOICE ? resolving_ability(g) : NULL;
        int asks_may = g->res.step == ALT_RES_MAY_ASKED;
        if (g->dec_kind == ALT_DEC_REACTION) {
            say(&o, "resolves the Reaction of ");
            say_object(&o, g, p, a->object);
        } else if (g->res.active && (g->res.step == ALT_RES_INSTEAD_PICK || g->res.step == ALT_RES_INSTEAD_RUN)) {
            say(&o, a->choice ? "puts " : "lets ");   /* CR 6.2.d: whether the "instead" applies */
            say_object(&o, g, p, a->object);
            say(&o, a->choice ? " in its owner's Mana zone instead" : " go where it was going");
        } else if (ra && !asks_may && ra->effect == ALT_FX_ROLL && g->res.dice[0]) {
            say(&o, "keeps the die showing %u", a->choice);
        } else if (ra && !asks_may && g->res.tally == 2 &&
                   (ra->effect == ALT_FX_RESUPPLY || ra->effect == ALT_FX_EACH_MAY_RESUPPLY ||
                    ra->effect == ALT_FX_EACH_RESUPPLY)) {
            say(&o, "puts ");
            say_object(&o, g, p, a->object);
            say(&o, " in Reserve and discards the other revealed card");
        } else if (ra && !asks_may && ra->effect == ALT_FX_REVEAL_TOP_PLAY) {
            if (a->object == ALT_NO_OBJECT) {
                say(&o, "puts the revealed card in Hand");
            } else {
                say(&o, "plays ");
                say_object(&o, g, p, a->object);
                say(&o, " for free (%s Expedition)", a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
            }
        } else if (ra && !asks_may && ra->effect == ALT_FX_IT_STATUS_CHOICE) {
            say(&o, "chooses %s", a->choice == ALT_ST_FLEETING ? "Fleeting"
                                  : a->choice == ALT_ST_ANCHORED ? "Anchored" : "Asleep");
        } else if (ra && !asks_may && ra->effect == ALT_FX_REVEAL_PLAY_CHARS && a->object != ALT_NO_OBJECT) {
            say(&o, "puts ");
            say_object(&o, g, p, a->object);
            say(&o, " in the %s Expedition", a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        } else if (g->res.active && g->res.step != ALT_RES_MAY_ASKED && ability_yes_no(g)) {
            say(&o, a->choice ? "says yes" : "says no");
            if (a->object != ALT_NO_OBJECT) {
                say(&o, " for ");
                say_object(&o, g, p, a->object);
            }
        } else if (a->object != ALT_NO_OBJECT) {
            say(&o, "chooses ");
            say_object(&o, g, a->choice <= 1 ? a->choice : p, a->object);   /* choice: the owner */
        } else if (g->res.step == ALT_RES_MAY_ASKED || (g->res.active && ability_yes_no(g))) {
            say(&o, a->choice ? "says yes" : "says no");
        } else if (g->res.active && ability_any_number(g)) {
            say(&o, "chooses no more");
        } else if (g->res.active && ability_target_expedition(g)) {
            say(&o, "chooses P%u's %s Expedition", a->choice, a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        } else if (g->res.active && ability_upto(g)) {
            say(&o, "chooses no target");
        } else {
            say(&o, "chooses the %s Expedition", a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        }
        break;
    }
    default:
        say(&o, "unknown action kind %u", a->kind);
    }
    return o.n;
}

static void say_zone(out *o, const alt_game *g, int p, alt_zone z, int hidden_count_only)
{
    const alt_player *pl = &g->p[p];
    say(o, "  %-21s %2d", zone_name(z), pl->zone_n[z]);
    if (!hidden_count_only) {
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            const alt_object *ob = &pl->obj[id];
            say(o, i ? ", " : ": ");
            say_object(o, g, p, id);
            if (ob->boosts)
                say(o, " +%u", ob->boosts);
            if (ob->status & ALT_ST_EXHAUSTED) say(o, " exhausted");
            if (ob->status & ALT_ST_FLEETING) say(o, " fleeting");
            if (ob->status & ALT_ST_ANCHORED) say(o, " anchored");
            if (ob->status & ALT_ST_ASLEEP) say(o, " asleep");
        }
    }
    say(o, "\n");
}

size_t alt_game_describe(const alt_game *g, char *buf, size_t cap)
{
    out o = {buf, cap, 0};
    if (cap)
        buf[0] = '\0';
    static const char *const tname[3] = {"V|MO", "M|VO", "O|VM"};
    say(&o, "Day %u, %s; first player P%d; ruleset %s\n", g->day, alt_phase_name((alt_phase)g->phase),
        g->first_player, alt_ruleset_name(g->setup.ruleset));
    say(&o, "Adventure: Hero region");
    for (int s = 0; s < 3; s++)
        say(&o, " | %s%s%s", tname[g->tumult_order[s]], g->tumult_flip[s] ? " reversed" : "",
            (g->tumult_up >> s) & 1 ? "" : " (face down)");
    say(&o, " | Companion region%s\n", g->arena ? "; tiebreakers: the Arena" : "");
    if (g->chance.pending) {
        alt_chance_event e = alt_game_chance(g);
        say(&o, "Waiting on: chance, the %s (CR %s), %s\n", alt_chance_name(e.kind), e.rule,
            g->chance.action.kind ? "for the answer below" : "for the setup");
        if (g->chance.action.kind) {
            char what[160];
            alt_action_describe(g, &g->chance.action, what, sizeof what);
            say(&o, "  the answer waiting: %s (%u outcome%s given)\n", what, g->chance.n, g->chance.n == 1 ? "" : "s");
        }
    }
    if (g->dec_kind != ALT_DEC_NONE)
        say(&o, "%s: P%d, %s\n", g->chance.pending ? "Beneath it" : "Waiting on", g->dec_player,
            alt_decision_name((alt_decision_kind)g->dec_kind));
    else if (!g->chance.pending && g->winner == ALT_NO_WINNER)
        say(&o, "Game over: no winner (%s)\n", alt_outcome_rule((alt_outcome)g->outcome));
    else if (!g->chance.pending)
        say(&o, "Game over: P%d wins (%s)\n", g->winner, alt_outcome_rule((alt_outcome)g->outcome));
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        say(&o, "P%d: Hero Expedition at %u, Companion Expedition at %u, sum %u%s\n", p, pl->distance[0],
            pl->distance[1], pl->distance[0] + pl->distance[1], pl->passed ? ", passed" : "");
        uint16_t hero = g->setup.deck[p].hero;
        if (hero != ALT_CARD_NONE)
            say(&o, "  Hero                  %s (%s)%s\n", alt_cards_get(g->db, hero)->name,
                alt_cards_get(g->db, hero)->ref, (pl->hero.status & ALT_ST_EXHAUSTED) ? ", exhausted" : "");
        say_zone(&o, g, p, ALT_Z_DECK, 1);
        for (int z = ALT_Z_HAND; z < ALT_Z__COUNT; z++)
            if (z != ALT_Z_LIMBO)
                say_zone(&o, g, p, (alt_zone)z, 0);
    }
    return o.n;
}
