/*
 * effect_pick.c: the effects that pick (effect.h's alt_pick_*): a target,
 * a card of one's own, an Expedition or a player, asked of the right
 * player and applied when answered.
 */
#include "effect.h"
#include "status_gain.h"

#include <assert.h>
#include <string.h>

/* The zone a picking effect sends its target to, ALT_Z_NONE when it does
 * not move it: what an "instead" modifier is asked about first. */
static alt_zone destination(const alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    const alt_object *o = &g->p[owner].obj[id];
    int fleeting = (o->status & ALT_ST_FLEETING) != 0;   /* CR 2.4.6.d: Fleeting goes to Discard */
    switch ((alt_effect)a->effect) {
    case ALT_FX_TARGET_TO_RESERVE:
    case ALT_FX_TARGETS_TO_RESERVE:
        return fleeting ? ALT_Z_DISCARD : ALT_Z_RESERVE;
    case ALT_FX_RESERVE_OR_DISCARD:
        return alt_state_card(g, owner, id)->type == ALT_TYPE_PERMANENT || fleeting ? ALT_Z_DISCARD : ALT_Z_RESERVE;
    case ALT_FX_TARGET_DISCARD:
    case ALT_FX_SACRIFICE:
    case ALT_FX_EACH_SACRIFICE:
        return ALT_Z_DISCARD;
    case ALT_FX_TARGET_TO_HAND:
        return ALT_Z_HAND;
    case ALT_FX_TARGET_TO_DECK:
        return ALT_Z_DECK;
    default:
        return ALT_Z_NONE;
    }
}

int alt_pick_instead_asked(alt_game *g, int owner, uint8_t id, alt_zone to, alt_res_step back)
{
    if (id >= ALT_OBJ_MAX || to == ALT_Z_NONE || !alt_event_instead_unanswered(g, owner, id, to, NULL))
        return 0;
    g->p[owner].obj[id].flags |= ALT_OF_INSTEAD_ASKED;
    alt_state_ask(g, owner, back);   /* its controller states it (CR 6.2.d) */
    return 1;
}

int alt_pick_instead_asks(alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    return id < ALT_OBJ_MAX && alt_pick_instead_asked(g, owner, id, destination(g, a, owner, id), ALT_RES_INSTEAD_PICK);
}

void alt_pick_apply(alt_game *g, const alt_ability *a, int owner, uint8_t id, int expedition)
{
    int p = g->res.r.player;
    g->res.did = 1;                                   /* for an "if you do" THEN step */
    alt_player *mine = &g->p[p];
    switch ((alt_effect)a->effect) {
    case ALT_FX_TARGET_FORWARD:
        alt_event_move_forward(g, owner, (alt_expedition)expedition);
        return;
    case ALT_FX_BLOCK_TARGET:
        g->p[owner].blocked_today |= (uint8_t)(1u << expedition);
        return;
    case ALT_FX_GROUP_STATUS:
    case ALT_FX_GROUP_SWITCH: {
        alt_player *pl = &g->p[owner];
        for (int k = 0; k < 2; k++) {
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                /* "In target Expedition": a Gigantic Character is in both (CR 7.4.4.b). */
                if ((a->where == 0 || a->where == 2) && a->effect == ALT_FX_GROUP_STATUS &&
                    !alt_cond_present_in(g, owner, alt_state_zone(pl, z)[i], (alt_expedition)expedition))
                    continue;
                uint8_t who = alt_state_zone(pl, z)[i];
                if (alt_state_is_character(alt_state_card(g, owner, who)) && a->effect == ALT_FX_GROUP_STATUS)
                    alt_status_gain(g, owner, who, a->arg);
            }
        }
        if (a->effect == ALT_FX_GROUP_SWITCH) {
            uint8_t ids[2][ALT_OBJ_MAX];
            int n[2];
            for (int k = 0; k < 2; k++) {       /* all at once: snapshot both first */
                alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
                n[k] = pl->zone_n[z];
                memcpy(ids[k], alt_state_zone(pl, z), (size_t)n[k]);
            }
            for (int k = 0; k < 2; k++)
                for (int i = 0; i < n[k]; i++)
                    if (alt_state_is_character(alt_state_card(g, owner, ids[k][i])))
                        alt_event_switch_expedition(g, owner, ids[k][i]);
        }
        return;
    }
    case ALT_FX_HAND_TO_RESERVE_DRAW: {
        const alt_card_info *c = alt_state_card(g, p, id);
        alt_event_move(g, p, id, ALT_Z_RESERVE);
        if (alt_passive_filter_matches(a->where, c))
            alt_event_draw(g, p, 1);
        return;
    }
    case ALT_FX_RESERVE_TO_HAND:
        alt_event_move(g, p, id, ALT_Z_HAND);
        return;
    case ALT_FX_RESERVE_DISCARD_DRAW:
    case ALT_FX_RESERVE_DISCARD:
    case ALT_FX_MANA_DISCARD:
    case ALT_FX_DISCARD_FOR_LESS:
        alt_event_move(g, p, id, ALT_Z_DISCARD);
        if (a->effect == ALT_FX_RESERVE_DISCARD_DRAW)
            alt_event_draw(g, p, 1);
        return;
    case ALT_FX_SACRIFICE:
    case ALT_FX_EACH_SACRIFICE:
        alt_event_sacrifice(g, owner, id);
        return;
    default:
        break;
    }
    (void)mine;
    alt_state_pay(g, p, a->effect == ALT_FX_SABOTAGE ? 0 : alt_cond_tough_cost(g, p, owner, id));  /* CR 7.4.7.f */
    alt_object *o = &g->p[owner].obj[id];
    int exp = o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION;
    switch ((alt_effect)a->effect) {
    case ALT_FX_TARGET_BOOST:
        alt_event_gain_boosts(g, owner, id, a->amount == ALT_AMOUNT_ROLL ? g->res.roll : a->amount);
        if (a->flags & ALT_ABILITY_LOSE_FLEETING)
            o->status &= (uint8_t)~ALT_ST_FLEETING;
        break;
    case ALT_FX_TARGET_STATUS:
        alt_status_gain(g, owner, id, a->arg);    /* a Landmark never gains Fleeting */
        break;
    case ALT_FX_TARGET_TO_RESERVE:
    case ALT_FX_TARGETS_TO_RESERVE:
        /* CR 2.4.6.d: Fleeting from the Expedition zone goes to Discard. */
        alt_event_move(g, owner, id, exp && (o->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE);
        break;
    case ALT_FX_TARGET_DISCARD:
    case ALT_FX_SABOTAGE:
        alt_event_move(g, owner, id, ALT_Z_DISCARD);
        break;
    case ALT_FX_TARGET_SWITCH:
        alt_event_switch_expedition(g, owner, id);
        break;
    case ALT_FX_TARGET_TO_HAND:
        alt_event_move(g, owner, id, ALT_Z_HAND);   /* CR 1.4.3: its owner's */
        break;
    case ALT_FX_TARGET_TO_DECK:
        alt_event_move(g, owner, id, ALT_Z_DECK);   /* the Deck's last entry is its top */
        break;
    case ALT_FX_TARGET_TO_MANA:
        if (alt_event_move(g, owner, id, ALT_Z_MANA) && g->p[owner].obj[id].zone == ALT_Z_MANA)
            g->p[owner].obj[id].status |= ALT_ST_EXHAUSTED;   /* CR 3.2.9.b */
        break;
    case ALT_FX_TARGET_ACTIVATE_JOIN:
        alt_trigger_source(g, owner, id, ALT_TRIG_JOIN, 0);   /* checked as usual (CR 4.4) */
        break;
    case ALT_FX_TARGET_LOSE_FLEETING:
        o->status &= (uint8_t)~ALT_ST_FLEETING;
        break;
    case ALT_FX_RESERVE_OR_DISCARD:
        /* The mode follows from the target: a Character to its owner's
         * Reserve (Fleeting: Discard, CR 2.4.6.d), a Permanent discarded. */
        if (alt_state_card(g, owner, id)->type == ALT_TYPE_PERMANENT)
            alt_event_move(g, owner, id, ALT_Z_DISCARD);
        else
            alt_event_move(g, owner, id, exp && (o->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE);
        break;
    default:
        break;
    }
}

/* Each player sacrifices a Character, in initiative order (CR 6.1.h); a
 * player without one is skipped. From revision 2 the step is one step of
 * two atomic actions (CR 6.1.e, 6.1.f): the first player's pick is held
 * (res.first_object, first_owner) while the other decides, then both are
 * sacrificed together, in initiative order. Revision 1 sacrificed each as
 * it was picked. */
static void sacrifice_first(alt_game *g, const alt_ability *a)
{
    if (g->res.first_object != ALT_NO_OBJECT)
        alt_pick_apply(g, a, g->res.first_owner, g->res.first_object, 0);
}

int alt_pick_each_sacrifice(alt_game *g, const alt_ability *a)
{
    alt_resolution *res = &g->res;
    int together = alt_state_rules(g) >= 2;
    if (res->step == ALT_RES_PICK_ASKED) {
        /* An "instead" of either sacrificed Character is asked first, before
         * anything moves (CR 6.2.d). */
        if ((together && res->done == 1 && res->first_object != ALT_NO_OBJECT &&
             alt_pick_instead_asks(g, a, res->first_owner, res->first_object)) ||
            ((!together || res->done == 1) && alt_pick_instead_asks(g, a, res->pick_choice, res->pick_object)))
            return 0;
        res->step = ALT_RES_RUN;
        if (!together) {
            alt_pick_apply(g, a, res->pick_choice, res->pick_object, 0);
        } else if (res->done == 0) {
            res->first_object = res->pick_object;
            res->first_owner = (uint8_t)res->pick_choice;
        } else {
            sacrifice_first(g, a);
            alt_pick_apply(g, a, res->pick_choice, res->pick_object, 0);
        }
        res->done++;
    }
    while (res->done < 2) {
        size_t targets = alt_cond_list_targets(g, NULL, 0);
        if (targets > 0) {
            alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
            return 0;
        }
        if (together && res->done == 0)
            res->first_object = ALT_NO_OBJECT;       /* nothing to hold */
        else if (together && res->first_object != ALT_NO_OBJECT &&
                 alt_pick_instead_asked(g, res->first_owner, res->first_object, ALT_Z_DISCARD, ALT_RES_INSTEAD_RUN))
            return 0;
        else if (together)
            sacrifice_first(g, a);                   /* the other had none */
        res->done++;
    }
    return 1;
}

/* One card at a time until the player says that's all or none is left;
 * the draws come after, one per card discarded. */
int alt_pick_discard_any(alt_game *g)
{
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->pick_object == ALT_NO_OBJECT) {
            alt_event_draw(g, p, res->done);
            return 1;
        }
        alt_event_move(g, p, res->pick_object, ALT_Z_DISCARD);
        res->done++;
        res->did = 1;
    }
    size_t targets = alt_cond_list_targets(g, NULL, 0);
    if (targets > 1) {                                    /* "that's all" and at least one card */
        alt_state_ask(g, p, ALT_RES_PICK_ASKED);
        return 0;
    }
    alt_event_draw(g, p, res->done);
    return 1;
}

int alt_pick_run(alt_game *g, const alt_ability *a)
{
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        /* Expeditions and players are picked with no object. */
        int none = res->pick_object == ALT_NO_OBJECT && a->effect != ALT_FX_TARGET_FORWARD &&
                   a->effect != ALT_FX_BLOCK_TARGET && a->effect != ALT_FX_GROUP_STATUS &&
                   a->effect != ALT_FX_GROUP_SWITCH;
        if (none)
            return 1;                         /* "up to": no target chosen */
        if (alt_pick_instead_asks(g, a, res->pick_choice, res->pick_object))
            return 0;                         /* its controller says first (CR 6.2.d) */
        alt_pick_apply(g, a, res->pick_choice, res->pick_object, res->pick_expedition);
        if (!(a->flags & ALT_ABILITY_TWO) || res->done)
            return 1;
        res->done = 1;                            /* "up to two": a second pick */
        res->first_object = res->pick_object;
        res->first_owner = (uint8_t)res->pick_choice;
    }
    size_t targets = alt_cond_list_targets(g, NULL, 0);
    if (targets == 0 || (targets == 1 && (a->flags & ALT_ABILITY_UPTO)))
        return 1;                                 /* CR 6.1.g: nothing left to pick */
    alt_state_ask(g, res->r.player, ALT_RES_PICK_ASKED);
    return 0;
}
