/*
 * describe.c: states and actions in words, for divergence reports, dumps and
 * the command-line clients. Never on the step path. Every answer a player
 * can give reads as a judge would say it aloud: which card asks, what its
 * ability does, whose card or Expedition is chosen; two answers to one
 * decision never read the same.
 */
#include "fx.h"
#include "passive.h"
#include "play.h"
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
        /* A recorded answer may name what is not there: say so in words. */
        if (id == ALT_NO_OBJECT)
            say(o, "no card");
        else
            say(o, "card #%u, which is none of P%d's", id, p);
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

/* What one step of an ability does, in the words of its effects.def row
 * (the words `cards show` prints): "you" is its controller, "it" its
 * source or the object its trigger or the step before named. */
static void say_effect(out *o, const alt_game *g, const alt_ability *a)
{
    char words[256];
    size_t n = alt_ability_words(g->db, a, words, sizeof words);
    put(o, words, n < sizeof words ? n : sizeof words - 1);
}

/* A Reaction's ability, or NULL for one the rules grant (Scout, a "next
 * card" effect: granted_effect says those). */
static const alt_ability *reaction_ability(const alt_game *g, const alt_reaction *r)
{
    if (alt_state_granted(r->ability))
        return NULL;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, r->card, &n);
    return r->ability < n ? &list[r->ability] : NULL;
}

static void say_reaction_effect(out *o, const alt_game *g, const alt_reaction *r, const alt_ability *a, int note_may)
{
    if (a) {
        say_effect(o, g, a);
        if (note_may && (a->flags & ALT_ABILITY_MAY))
            say(o, " (\"you may\")");
    } else if (r->ability == ALT_SCOUT_ABILITY) {
        say(o, "this card goes to its owner's Reserve (Scout)");
    } else if (r->ability == ALT_POS_MOD_ANCHORED) {
        say(o, "the card played gains Anchored (a \"next card\" effect)");
    } else if (r->ability == ALT_POS_MOD_UNFLEETING) {
        say(o, "the card played loses Fleeting (a \"next card\" effect)");
    } else if (r->ability >= ALT_POS_MOD_BOOST && r->ability <= ALT_POS_MOD_BOOST_LAST) {
        int k = r->ability - ALT_POS_MOD_BOOST + 1;
        say(o, "the card played gains %d boost%s (a \"next card\" effect)", k, k == 1 ? "" : "s");
    } else if (r->ability == ALT_POS_MOD_MAY_ASLEEP) {
        say(o, "the card played may gain Asleep (a \"next card\" effect)");
    } else if (r->ability == ALT_POS_MOD_R_ONE) {
        say(o, "one of the card's (r) abilities activates (a \"next card\" effect)");
    } else {
        say(o, "an ability of the card");
    }
}

/* A Reaction's source by its card (the ability outlives the source's
 * moves, and a token's end): "Kappa (#20 ALT_CORE_B_BR_13_C)". */
static void say_source(out *o, const alt_game *g, const alt_reaction *r)
{
    const alt_card_info *c = r->card < alt_cards_count(g->db) ? alt_cards_get(g->db, r->card) : NULL;
    if (!c) {
        say(o, "#%u", r->source);
        return;
    }
    if (r->source == ALT_HERO_OBJECT)
        say(o, "%s (Hero, %s)", c->name, c->ref);
    else
        say(o, "%s (#%u %s)", c->name, r->source, c->ref);
}

static void say_reaction(out *o, const alt_game *g, const alt_reaction *r)
{
    say(o, "P%u's ", r->player);
    say_source(o, g, r);
    say(o, ": ");
    say_reaction_effect(o, g, r, reaction_ability(g, r), 1);
    if (r->subject != ALT_NO_OBJECT && r->subject_owner < 2) {
        say(o, ", about P%u's ", r->subject_owner);
        say_object(o, g, r->subject_owner, r->subject);
    }
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
    if (!a)
        return 0;
    alt_picks k = alt_ability_picks((alt_effect)a->effect);
    return k == ALT_PICKS_EXPEDITION || ((k == ALT_PICKS_SCOPE || k == ALT_PICKS_PLAYER_OR_MINE) && a->where != 1);
}

/* Effects that pick a target player (the choice names them). */
static int ability_target_player(const alt_game *g)
{
    const alt_ability *a = resolving_ability(g);
    if (!a)
        return 0;
    alt_picks k = alt_ability_picks((alt_effect)a->effect);
    return (k == ALT_PICKS_SCOPE || k == ALT_PICKS_PLAYER_OR_MINE) && a->where == 1;
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
    return a && (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_ANY_NUMBER);
}

static int ability_upto(const alt_game *g)
{
    const alt_ability *a = resolving_ability(g);
    return a && (a->flags & ALT_ABILITY_UPTO);
}

/* The words of an answer to a pick that comes in steps (ability.h's
 * alt_picks_stepped), by its kind and the resolution's step. */
static void say_stepped(out *o, const alt_game *g, const alt_ability *ra, const alt_action *x)
{
    alt_picks k = alt_ability_picks((alt_effect)ra->effect);
    int owner = x->choice & 1;
    const alt_card_info *c = x->object < ALT_OBJ_MAX && g->p[owner].obj[x->object].card != ALT_CARD_NONE
                                 ? alt_state_card(g, owner, x->object) : NULL;
    const char *name = c ? c->name : "?";
    int discards = alt_ability_dest((alt_effect)ra->effect) == ALT_DEST_DISCARD;
    switch (k) {
    case ALT_PICKS_RESERVE_READY:
    case ALT_PICKS_RESERVE_EXHAUSTED:
    case ALT_PICKS_PERM_OR_RESERVE_READY:
    case ALT_PICKS_PERM_OR_RESERVE_EXHAUSTED:
        if (x->object == ALT_NO_OBJECT) {
            say(o, "chooses no more card");
            return;
        }
        if (x->object >= ALT_OBJ_MAX || g->p[x->player & 1].obj[x->object].card == ALT_CARD_NONE)
            name = "?";
        say(o, "%s P%d's %s (#%u) %s", discards ? "discards"
                                       : k == ALT_PICKS_RESERVE_EXHAUSTED || k == ALT_PICKS_PERM_OR_RESERVE_EXHAUSTED
                                           ? "readies" : "exhausts",
            owner, name, x->object,
            x->object < ALT_OBJ_MAX && g->p[owner].obj[x->object].zone != ALT_Z_RESERVE ? "in play" : "in Reserve");
        return;
    case ALT_PICKS_YES_NO:
        say(o, x->choice ? "says yes" : "says no");
        return;
    case ALT_PICKS_REVEALED:
        if (g->res.tally != 2 && ra->effect == ALT_FX_PLAYER_EXHAUSTED_RESUPPLY) {   /* Unique parts */
            say(o, "chooses P%d to do Exhausted Resupply", x->choice & 1);
            return;
        }
        if (g->res.tally == 2) {
            int p = x->player & 1;
            const alt_card_info *r = x->object < ALT_OBJ_MAX && g->p[p].obj[x->object].card != ALT_CARD_NONE
                                         ? alt_state_card(g, p, x->object) : NULL;
            say(o, "puts %s (#%u) in Reserve, exhausted, and discards the other revealed card", r ? r->name : "?", x->object);
        } else {
            say(o, x->choice ? "says yes to an Exhausted Resupply" : "says no to an Exhausted Resupply");
        }
        return;
    case ALT_PICKS_PLAY_NOW: {
        int p = x->player & 1;
        if (x->object == ALT_NO_OBJECT || x->object >= ALT_OBJ_MAX || g->p[p].obj[x->object].card == ALT_CARD_NONE) {
            say(o, "plays no card");
            return;
        }
        const alt_card_info *played = alt_state_card(g, p, x->object);
        if (alt_play_joins_expedition(played))
            say(o, "plays %s (#%u) into the %s Expedition", played->name, x->object,
                x->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        else
            say(o, "plays %s (#%u)", played->name, x->object);
        return;
    }
    case ALT_PICKS_RESERVE_THEN_HAND:
        if (discards)
            say(o, "discards %s (#%u) from Reserve", name, x->object);
        else
            say(o, g->res.done == 0 ? "exchanges %s (#%u) of the Reserve" : "exchanges it with %s (#%u) of the Hand",
                name, x->object);
        return;
    case ALT_PICKS_HAND_CARD:
        if (x->object == ALT_NO_OBJECT)
            say(o, "puts no card in Reserve");
        else
            say(o, "puts %s (#%u) from Hand in Reserve", name, x->object);
        return;
    case ALT_PICKS_PLAYER_THEN_CHAR:
        if (g->res.done == 0)
            say(o, "chooses P%d to sacrifice a Character", owner);
        else
            say(o, "sacrifices %s (#%u)", name, x->object);
        return;
    case ALT_PICKS_EACH_CHAR:
        say(o, "chooses %s (#%u)", name, x->object);
        return;
    case ALT_PICKS_PLAYER_THEN_EXPEDITION:
        if (g->res.done == 0)
            say(o, "chooses P%d, whose Reserve counts", owner);
        else
            say(o, "chooses P%d's %s Expedition", owner, x->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        return;
    case ALT_PICKS_TARGETS:
    case ALT_PICKS_TARGETS_MOUNTAIN:
        if (x->object == ALT_NO_OBJECT)
            say(o, "chooses no more target");
        else
            say(o, "chooses P%d's %s (#%u)", owner, name, x->object);
        return;
    case ALT_PICKS_MODE: {
        if (x->choice == 0) {
            say(o, "chooses no more mode");
            return;
        }
        int at = -1;
        alt_cond_modes_after(g, g->res.r.card, g->res.r.ability, x->choice, &at);
        char words[160] = "";
        if (at >= 0) {
            /* The mode's words as cards show are its card's line for it. */
            char all[1024];
            alt_cards_ability_words(g->db, g->res.r.card, all, sizeof all);
            const char *line = all;
            for (int i = 0; i < at && line; i++) {
                line = strchr(line, '\n');
                line = line ? line + 1 : NULL;
            }
            const char *colon = line ? strstr(line, ": ") : NULL;
            const char *end = line ? strchr(line, '\n') : NULL;
            if (colon && end && colon < end)
                snprintf(words, sizeof words, ": %.*s", (int)(end - colon - 2), colon + 2);
        }
        say(o, "chooses mode %u%s", x->choice, words);
        return;
    }
    default:
        return;
    }
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
        } else if (e.kind == ALT_CHANCE_HAND_CARD) {
            say(&o, "P%u's Hand, the card at random is ", e.player);
            say_object(&o, g, e.player, (uint8_t)a->choice);
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
    case ALT_ACT_QUICK: {
        /* The quick action by what it does: its number among the card's
         * ({T} in play or the Hero's, {D} in Reserve) means nothing read
         * aloud, and only tells two of one card apart. */
        const alt_ability *qa = NULL;
        int of = 0;
        if (a->object < ALT_OBJ_MAX || a->object == ALT_HERO_OBJECT) {
            const alt_object *ob = alt_state_obj_c(g, p, a->object);
            if (ob->card != ALT_CARD_NONE) {
                alt_trigger kind = ob->zone == ALT_Z_RESERVE ? ALT_TRIG_SUPPORT : ALT_TRIG_EXHAUST;
                int n;
                const alt_ability *list = alt_cards_abilities(g->db, ob->card, &n);
                for (int i = 0; i < n; i++)
                    if (list[i].trigger == kind && of++ == a->choice)
                        qa = &list[i];
            }
        }
        say(&o, "plays a quick action of ");
        say_object(&o, g, p, a->object);
        if (!qa) {
            say(&o, " that it does not have (number %u)", a->choice + 1u);
            break;
        }
        say(&o, ": ");
        say_effect(&o, g, qa);
        if (of > 1)
            say(&o, " (its quick action %u of %d)", a->choice + 1u, of);
        break;
    }
    case ALT_ACT_PASS:
        say(&o, "passes");
        break;
    case ALT_ACT_KEEP:
        say(&o, "keeps ");
        say_object(&o, g, p, a->object);
        break;
    case ALT_ACT_CHOOSE: {
        if (g->dec_kind == ALT_DEC_REACTION) {
            /* The Reaction by its place in Limbo: two of one card, even of
             * one ability, are two answers. */
            if (a->choice < g->limbo_n) {
                const alt_reaction *r = &g->limbo[a->choice];
                say(&o, "resolves Reaction %u of %u in Limbo next: ", a->choice + 1u, (unsigned)g->limbo_n);
                say_reaction(&o, g, r);
            } else {
                say(&o, "resolves the Reaction of ");
                say_object(&o, g, p, a->object);
            }
            break;
        }
        const alt_ability *ra = g->res.active && g->dec_kind == ALT_DEC_CHOICE ? resolving_ability(g) : NULL;
        int asks_may = g->res.step == ALT_RES_MAY_ASKED;
        int owner = a->choice <= 1 ? a->choice : p;
        if (ra && g->res.step == ALT_RES_PICK_ASKED && alt_picks_stepped(alt_ability_picks((alt_effect)ra->effect))) {
            say_stepped(&o, g, ra, a);                /* a pick in steps: its kind's words */
        } else if (g->res.active && (g->res.step == ALT_RES_INSTEAD_PICK || g->res.step == ALT_RES_INSTEAD_RUN)) {
            const alt_object *io = a->object < ALT_OBJ_MAX ? &g->p[p].obj[a->object] : NULL;
            if (io && io->card != ALT_CARD_NONE && alt_cards_has_trigger(g->db, io->card, ALT_TRIG_WOULD_FORWARD)) {
                say(&o, a->choice ? "applies " : "declines ");   /* "if my Expedition would move forward ... instead" */
                say_object(&o, g, p, a->object);
                say(&o, a->choice ? "'s \"instead\": its Expedition doesn't move" : "'s \"instead\": its Expedition moves");
            } else {
                say(&o, a->choice ? "puts " : "lets ");   /* CR 6.2.d: whether the "instead" applies */
                say_object(&o, g, p, a->object);
                say(&o, a->choice ? " in its owner's Mana zone instead" : " go where it was going");
            }
        } else if (ra && !asks_may && ra->effect == ALT_FX_ROLL && g->res.dice[0]) {
            say(&o, "keeps the die showing %u", a->choice);
        } else if (ra && !asks_may && g->res.tally == 2 &&
                   (ra->effect == ALT_FX_RESUPPLY || ra->effect == ALT_FX_EACH_MAY_RESUPPLY ||
                    ra->effect == ALT_FX_EACH_RESUPPLY || ra->effect == ALT_FX_OPP_RESUPPLY ||
                    ra->effect == ALT_FX_IT_CONTROLLER_RESUPPLY || ra->effect == ALT_FX_RESUPPLY_IT)) {
            say(&o, "puts ");
            say_object(&o, g, p, a->object);
            say(&o, " in Reserve and discards the other revealed card");
        } else if (ra && !asks_may && ra->effect == ALT_FX_REVEAL_TOP_PLAY) {
            if (a->object == ALT_NO_OBJECT) {
                say(&o, "puts the revealed card in Hand");
            } else {
                say(&o, "plays ");
                say_object(&o, g, p, a->object);
                say(&o, " for free (P%d's %s Expedition)", p, a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
            }
        } else if (ra && !asks_may && ra->effect == ALT_FX_OPP_RANDOM_HAND_PLAY) {
            if (a->object == ALT_NO_OBJECT) {
                say(&o, "discards the card revealed from P%d's Hand", 1 - p);
            } else {
                say(&o, "plays ");
                say_object(&o, g, 1 - p, a->object);
                const alt_card_info *c = alt_cards_get(g->db, g->p[1 - p].obj[a->object].card);
                if (c->type == ALT_TYPE_CHARACTER || (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK)))
                    say(&o, " for free (P%d's %s Expedition)", p, a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
                else
                    say(&o, " for free");
            }
        } else if (ra && !asks_may && ra->effect == ALT_FX_LOOK_TOP_HAND && a->object != ALT_NO_OBJECT) {
            say(&o, "puts ");
            say_object(&o, g, p, a->object);
            say(&o, " in Hand and discards the other cards looked at");
        } else if (ra && !asks_may && (ra->effect == ALT_FX_IT_DISCARD_OR_RESERVE || ra->effect == ALT_FX_IT_RESERVE_OR_HAND)) {
            static const char *const ways[] = {"discards ", "sends to its owner's Reserve ", "returns to its owner's Hand ",
                                               "neither sends nor returns "};
            say(&o, "%s", a->choice < 4 ? ways[a->choice] : "? ");
            say_object(&o, g, g->res.r.subject_owner & 1, a->object);
        } else if (ra && !asks_may &&
                   (ra->effect == ALT_FX_IT_ACTIVATE_ONE_JOIN || ra->effect == ALT_FX_IT_ACTIVATE_ONE_RESERVE)) {
            say(&o, "has ");
            say_object(&o, g, g->res.r.subject_owner & 1, a->object);
            say(&o, " activate its ability %d, a %s", a->choice + 1,
                ra->effect == ALT_FX_IT_ACTIVATE_ONE_JOIN ? "{J}" : "{R}");
        } else if (ra && !asks_may && ra->effect == ALT_FX_IT_STATUS_CHOICE) {
            say(&o, "chooses %s", a->choice == ALT_ST_FLEETING ? "Fleeting"
                                  : a->choice == ALT_ST_ANCHORED ? "Anchored" : "Asleep");
        } else if (ra && !asks_may && ra->effect == ALT_FX_REVEAL_PLAY_CHARS && a->object != ALT_NO_OBJECT) {
            say(&o, "puts ");
            say_object(&o, g, p, a->object);
            say(&o, " in P%d's %s Expedition", p, a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        } else if (ra && !asks_may && alt_ability_picks((alt_effect)ra->effect) == ALT_PICKS_PLAY &&
                   a->object < ALT_OBJ_MAX) {
            say(&o, "plays ");   /* CR 4.0 5.2.b: inside the effect */
            say_object(&o, g, p, a->object);
            say(&o, " from %s", zone_name(g->p[p].obj[a->object].zone));
            if (alt_play_joins_expedition(alt_state_card(g, p, a->object)))
                say(&o, a->expedition == ALT_EXP_HERO ? " (Hero Expedition)" : " (Companion Expedition)");
            if ((a->choice >> 1) == ALT_COST_SCOUT)
                say(&o, " paying Scout");
            else if ((a->choice >> 1) == ALT_COST_HAND)
                say(&o, " paying its Hand Cost");
        } else if (ra && !asks_may && a->object == ALT_NO_OBJECT &&
                   (alt_ability_picks((alt_effect)ra->effect) == ALT_PICKS_REGION ||
                    alt_ability_picks((alt_effect)ra->effect) == ALT_PICKS_REGION_HELD)) {
            say(&o, "chooses region %u", a->choice % 8u);   /* CR 4.0 3.2.1.d */
            if (alt_ability_picks((alt_effect)ra->effect) == ALT_PICKS_REGION_HELD)
                say(&o, " for the Terrain Marker %u its Hero holds", a->choice / 8u + 1u);
        } else if (ra && !asks_may && a->object == ALT_NO_OBJECT &&
                   alt_ability_picks((alt_effect)ra->effect) == ALT_PICKS_MARKER) {
            say(&o, "chooses the Terrain Marker on region %u",
                a->choice < g->markers_n ? g->markers[a->choice].where : 255u);
        } else if (g->res.active && g->res.step != ALT_RES_MAY_ASKED && ability_yes_no(g)) {
            say(&o, a->choice ? "says yes" : "says no");
            if (a->object != ALT_NO_OBJECT) {
                say(&o, " for P%d's ", p);
                say_object(&o, g, p, a->object);
            }
        } else if (a->object != ALT_NO_OBJECT) {
            say(&o, "chooses P%d's ", owner);
            say_object(&o, g, owner, a->object);   /* choice: the owner */
        } else if (g->res.step == ALT_RES_MAY_ASKED || (g->res.active && ability_yes_no(g))) {
            say(&o, a->choice ? "says yes" : "says no");
        } else if (g->res.active && ability_any_number(g)) {
            say(&o, "chooses no more");
        } else if (g->res.active && ability_target_player(g)) {
            say(&o, "chooses P%u", a->choice);
        } else if (g->res.active && ability_target_expedition(g)) {
            say(&o, "chooses P%u's %s Expedition", a->choice, a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        } else if (g->res.active && ability_upto(g)) {
            say(&o, "chooses no target");
        } else {
            say(&o, "chooses P%d's %s Expedition", p, a->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
        }
        /* Which card asks, and what its ability does. */
        if (g->res.active && g->dec_kind == ALT_DEC_CHOICE) {
            const alt_reaction *r = &g->res.r;
            say(&o, asks_may ? " to the \"you may\" of P%u's " : ", asked by P%u's ", r->player);
            say_source(&o, g, r);
            say(&o, ": ");
            say_reaction_effect(&o, g, r, ra, 0);
        }
        break;
    }
    default:
        say(&o, "unknown action kind %u", a->kind);
    }
    return o.n;
}

static int is_character(const alt_card_info *c)
{
    return c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN;
}

static void say_zone(out *o, const alt_game *g, int p, alt_zone z, int hidden_count_only)
{
    const alt_player *pl = &g->p[p];
    say(o, "  %-21s %2d", zone_name(z), pl->zone_n[z]);
    if (!hidden_count_only) {
        int in_expedition = z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION;
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
            /* A Character's statistics where Dusk reads them, boosts counted. */
            if (in_expedition && is_character(alt_state_card(g, p, id)))
                say(o, " [Forest %d, Mountain %d, Water %d%s]", alt_static_stat(g, p, id, 0), alt_static_stat(g, p, id, 1),
                    alt_static_stat(g, p, id, 2), alt_passive_is_gigantic(g, p, id) ? ", Gigantic" : "");
        }
    }
    say(o, "\n");
}

/* Each of player p's Expeditions' totals as Dusk's Progress reads them
 * (dusk.c, CR 4.2.4.b): its Characters that are not Asleep, with a
 * Gigantic one counted in both of its controller's Expeditions (CR
 * 7.4.4.e). */
static void expedition_totals(const alt_game *g, int p, int tot[2][ALT_TERRAINS])
{
    int all[2][ALT_TERRAINS] = {{0}}, big[2][ALT_TERRAINS] = {{0}};
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (!is_character(alt_state_card(g, p, id)) || (pl->obj[id].status & ALT_ST_ASLEEP))
                continue;
            int gigantic = alt_passive_is_gigantic(g, p, id);
            for (int t = 0; t < ALT_TERRAINS; t++) {
                int v = alt_static_stat(g, p, id, t);
                all[k][t] += v;
                if (gigantic)
                    big[k][t] += v;
            }
        }
    }
    for (int e = 0; e < 2; e++)
        for (int t = 0; t < ALT_TERRAINS; t++)
            tot[e][t] = all[e][t] + big[1 - e][t];
}

static void say_terrains(out *o, unsigned bits)
{
    static const char *const names[ALT_TERRAINS] = {"Forest", "Mountain", "Water"};
    int n = 0, said = 0;
    for (int t = 0; t < ALT_TERRAINS; t++)
        n += (bits >> t) & 1;
    for (int t = 0; t < ALT_TERRAINS; t++) {
        if (!((bits >> t) & 1))
            continue;
        say(o, "%s%s", said == 0 ? "" : said == n - 1 ? " and " : ", ", names[t]);
        said++;
    }
    if (!n)
        say(o, "no terrain");
}

static void say_expeditions(out *o, const alt_game *g, int p)
{
    int tot[2][ALT_TERRAINS];
    expedition_totals(g, p, tot);
    for (int e = 0; e < 2; e++) {
        int r = alt_state_region_of(g, p, (alt_expedition)e);
        say(o, "  %s Expedition totals at Dusk: Forest %d, Mountain %d, Water %d; in %s", e ? "Companion" : "Hero",
            tot[e][0], tot[e][1], tot[e][2],
            r == 0 ? "the Hero region" : r == ALT_LAST_REGION ? "the Companion region" : "region ");
        if (r > 0 && r < ALT_LAST_REGION)
            say(o, "%d", r);
        say(o, " (");
        say_terrains(o, alt_terrain_region(g, r));
        say(o, ")\n");
    }
}

/* Where the ability being resolved stands, and whom it waits on. */
static void say_resolving(out *o, const alt_game *g)
{
    const alt_reaction *r = &g->res.r;
    say(o, "Resolving: P%u's ", r->player);
    say_source(o, g, r);
    say(o, "%s: ", g->res.spell ? ", the Spell's own effect" : "");
    say_reaction_effect(o, g, r, resolving_ability(g), 0);
    if (r->subject != ALT_NO_OBJECT && r->subject_owner < 2) {
        say(o, ", about P%u's ", r->subject_owner);
        say_object(o, g, r->subject_owner, r->subject);
    }
    int waits = g->dec_kind == ALT_DEC_CHOICE;
    switch (g->res.step) {
    case ALT_RES_MAY_ASKED: say(o, "; it asks P%d yes or no (\"you may\")", waits ? g->dec_player : r->player); break;
    case ALT_RES_PICK_ASKED: say(o, "; it asks P%d to choose", waits ? g->dec_player : r->player); break;
    case ALT_RES_DECLINED: say(o, "; declined"); break;
    default: say(o, "%s", waits ? "; it asks for a choice" : ""); break;
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
    if (g->res.active)
        say_resolving(&o, g);
    for (int i = 0; i < g->limbo_n; i++) {
        say(&o, "Limbo %d of %u: ", i + 1, (unsigned)g->limbo_n);
        say_reaction(&o, g, &g->limbo[i]);
        if (g->limbo[i].from_reserve >= ALT_R_REPEATS)   /* one event's same Reaction, bound to nothing (state.h) */
            say(&o, " (%u times)", 1u + g->limbo[i].from_reserve / ALT_R_REPEATS);
        say(&o, "\n");
    }
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        say(&o, "P%d: Hero Expedition at %u, Companion Expedition at %u, sum %u%s\n", p, pl->distance[0],
            pl->distance[1], pl->distance[0] + pl->distance[1], pl->passed ? ", passed" : "");
        say_expeditions(&o, g, p);
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
