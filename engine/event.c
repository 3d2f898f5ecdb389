/*
 * event.c: the events of the rules (docs/architecture.md): a card
 * moves, a player draws, a token is created, an Expedition moves forward, a
 * Character gains boosts, is sacrificed or switches Expeditions, the game
 * ends. Each is a state primitive (state.c) plus the Reactions it
 * activates (trigger.c), so that every effect and every daily effect that
 * moves a card gets the same Reactions from one place.
 */
#include "event.h"
#include "passive.h"
#include "reserve_exhaust.h"
#include "statics.h"
#include "trigger.h"

#include <assert.h>
#include <string.h>

static int is_expedition(alt_zone z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION;
}

/* The replacing modifier of the move of object id out of the Expedition
 * zone to `to` (CR 6.2.b): "if I would leave the Expedition zone [while
 * ...], [you may] put me in my owner's Mana zone instead"
 * (ALT_TRIG_INSTEAD_LEAVE), its condition read on the object as the move
 * finds it; NULL when none applies (a move to Mana needs none). *index:
 * its index among the card's abilities. */
static const alt_ability *instead_ability(const alt_game *g, int p, uint8_t id, alt_zone to, int *index)
{
    const alt_object *o = &g->p[p].obj[id];
    if (to == ALT_Z_MANA || !alt_cards_has_trigger(g->db, o->card, ALT_TRIG_INSTEAD_LEAVE))
        return NULL;                            /* the usual answer, from one bit */
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
    for (int i = 0; i < n; i++) {
        const alt_ability *a = &list[i];
        if (a->trigger == ALT_TRIG_INSTEAD_LEAVE && a->effect == ALT_FX_SELF_TO_MANA && alt_cond_card_holds(a, o)) {
            *index = i;
            return a;
        }
    }
    return NULL;
}

int alt_event_instead_unanswered(const alt_game *g, int p, uint8_t id, alt_zone to, int *index)
{
    const alt_object *o = &g->p[p].obj[id];
    if (!is_expedition((alt_zone)o->zone) || is_expedition(to))
        return 0;
    int i;
    const alt_ability *a = instead_ability(g, p, id, to, &i);
    if (a == NULL || !(a->flags & ALT_ABILITY_MAY) || (o->flags & (ALT_OF_INSTEAD_YES | ALT_OF_INSTEAD_NO)))
        return 0;
    if (index != NULL)
        *index = i;
    return 1;
}

int alt_event_instead_ask(alt_game *g, int owner, uint8_t id, alt_zone to, alt_res_step back)
{
    if (id >= ALT_OBJ_MAX || to == ALT_Z_NONE || !alt_event_instead_unanswered(g, owner, id, to, NULL))
        return 0;
    g->p[owner].obj[id].flags |= ALT_OF_INSTEAD_ASKED;
    alt_state_ask(g, owner, back);   /* its controller states it (CR 6.2.d) */
    return 1;
}

/* Where a move out of the Expedition zone goes once its replacing
 * modifier is applied, or declined: an optional one as its controller
 * answered (the question came first, alt_event_instead_unanswered); a
 * declined one's alternative, "If you don't, draw a card" (its THEN step),
 * is added right after (CR 6.2.e; docs/rules-choices.md). */
static alt_zone instead_of_leaving(alt_game *g, int p, uint8_t id, alt_zone to, int *alternative)
{
    alt_object *o = &g->p[p].obj[id];
    int i;
    const alt_ability *a = instead_ability(g, p, id, to, &i);
    *alternative = -1;
    if (a == NULL)
        return to;
    if (!(a->flags & ALT_ABILITY_MAY) || (o->flags & ALT_OF_INSTEAD_YES))
        return ALT_Z_MANA;
    assert(o->flags & ALT_OF_INSTEAD_NO);   /* every step that moves a card out asks first */
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
    if (i + 1 < n && list[i + 1].trigger == ALT_TRIG_THEN)
        *alternative = i + 1;
    return to;
}

/* A declined modifier's alternative: the steps its THEN line names, done
 * at once by its controller (a draw is all any card asks). */
static void alternative(alt_game *g, int p, uint16_t card, int index)
{
    const alt_ability *a = alt_state_ability(g, card, (uint8_t)index);
    if (a->effect == ALT_FX_DRAW)
        alt_event_draw(g, p, a->amount);
}

/* The object player p controls and the opponent owns (CR 4.0 7.5.5),
 * leaving play for a zone of its owner's (CR 1.4.3): player p's token id
 * is freed, and the owner's object takes its data back and joins `to`
 * (alt_state_place: what its move takes off); the opponent's token ceases
 * to exist. Returns the owner's object, or ALT_NO_OBJECT. */
static uint8_t go_home(alt_game *g, int p, uint8_t id, alt_zone from, alt_zone to)
{
    alt_player *pl = &g->p[p];
    uint8_t away = pl->away[id - ALT_TOKEN_BASE];
    alt_object moved = pl->obj[id];
    pl->away[id - ALT_TOKEN_BASE] = 0;
    memset(&pl->obj[id], 0, sizeof pl->obj[id]);
    pl->obj[id].card = ALT_CARD_NONE;
    alt_state_forget_uses(pl, id);              /* the token id is free: its daily counts go with it */
    if (away == ALT_AWAY_TOKEN)
        return ALT_NO_OBJECT;                   /* a token out of play ceases to exist (CR 7.3.5) */
    uint8_t home = (uint8_t)(away - 1);
    alt_object *o = &g->p[1 - p].obj[home];
    uint16_t card = o->card;
    *o = moved;
    o->card = card;
    o->zone = ALT_Z_NONE;
    return alt_state_place(g, 1 - p, home, from, to) ? home : ALT_NO_OBJECT;
}

/* A card that creates tokens "in my Expedition" as it leaves it (where
 * `left`): before level 3, its LEAVE Reactions carry the Expedition it
 * left in their from_reserve's first bit, which no LEAVE Reaction reads
 * otherwise (docs/position.md); from level 3 every Reaction remembers the
 * Expeditions its source left (alt_trigger_note_left). */
static int leaves_a_token_where_it_was(const alt_game *g, uint16_t card)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_LEAVE && list[i].effect == ALT_FX_TOKEN && list[i].where == ALT_WHERE_LEFT)
            return 1;
    return 0;
}

int alt_event_move(alt_game *g, int p, uint8_t id, alt_zone to)
{
    alt_player *pl = &g->p[p];
    alt_zone from = (alt_zone)pl->obj[id].zone;
    alt_zone asked = to;
    int alt_step = -1;
    uint16_t card = pl->obj[id].card;
    uint8_t was_in = 0;                         /* the Expeditions it leaves (CR 7.4.4.b: both, Gigantic) */
    int left_ascended = 0;                      /* "When I leave an Ascended Expedition" (CR 4.0 2.4.3) */
    if (is_expedition(from) && !is_expedition(to)) {
        /* "If an Anchored (Boosted) Character would leave my Expedition
         * during the Afternoon, it loses Anchored (all its boosts)
         * instead": it stays (Trial by Frost's Gears, statics.c). */
        int stays = alt_static_stays(g, p, id);
        if (stays) {
            if (stays == 1)
                pl->obj[id].status &= (uint8_t)~ALT_ST_ANCHORED;
            else
                pl->obj[id].boosts = 0;
            pl->obj[id].flags &= (uint8_t)~ALT_OF_INSTEAD;   /* the step that asked is done with it */
            return 1;
        }
        /* "If I would go to Reserve from the Expedition zone, I gain
         * [Fleeting] and defect instead" (a Unique part; CR 4.0 7.3.6):
         * Fleeting, a card goes to the Discard pile instead, so this
         * replaces a move once. */
        if (to == ALT_Z_RESERVE && alt_state_may_have_static(g, ALT_FX_DEFECT_INSTEAD) &&
            alt_cards_has_static(g->db, card, ALT_FX_DEFECT_INSTEAD)) {
            alt_event_gain_fleeting(g, p, id);
            alt_event_defect(g, p, id);
            return 1;
        }
        to = instead_of_leaving(g, p, id, to, &alt_step);
        if (alt_state_rules(g) >= 3)
            was_in = alt_passive_is_gigantic(g, p, id) ? 3 : from == ALT_Z_EXP_HERO ? 1 : 2;
        if (pl->ascended && alt_state_may_have_trigger(g, ALT_TRIG_LEAVE_ASCENDED))
            left_ascended = (pl->ascended & (alt_passive_is_gigantic(g, p, id) ? 3 : from == ALT_Z_EXP_HERO ? 1 : 2)) != 0;
    }

    if (is_expedition(from) && to == ALT_Z_RESERVE && alt_static_seasoned_here(g, p, id))
        pl->obj[id].flags |= ALT_OF_SEASONED;   /* CR 7.4.6.b: "Characters in my Expedition are Seasoned" */
    alt_state_remove(pl, id);
    if (is_expedition(from) && !is_expedition(to) && pl->gained_n)
        alt_state_forget_gained(pl, id);        /* "I lose these subtypes when I leave the Expedition zone" */
    if (from == ALT_Z_RESERVE && to != ALT_Z_RESERVE && g->phase == ALT_PHASE_AFTERNOON)
        alt_trigger_in_play(g, p, ALT_TRIG_RESERVE_LEFT);   /* "a card leaves your Reserve": the Hero's, a Unique's */
    /* CR 7.5.9: Reactions to leaving, activated by the move itself; they
     * wait in Limbo until Reactions are next checked. They see the card
     * out of its zone with its boosts and statuses still on it (last known
     * information, alt_cond_reads_at_event). */
    if (is_expedition(from) && !is_expedition(to)) {
        int left = alt_state_rules(g) < 3 && from == ALT_Z_EXP_COMPANION &&
                   alt_cards_has_trigger(g->db, card, ALT_TRIG_LEAVE) && leaves_a_token_where_it_was(g, card);
        alt_trigger_source(g, p, id, ALT_TRIG_LEAVE, left);
        if (left_ascended)
            alt_trigger_source(g, p, id, ALT_TRIG_LEAVE_ASCENDED, 0);
        if (alt_state_may_have_trigger(g, ALT_TRIG_LEAVE_PER_BOOST))   /* CR 4.0 6.3.g: once per boost it had */
            for (int b = 0; b < pl->obj[id].boosts; b++)
                alt_trigger_source(g, p, id, ALT_TRIG_LEAVE_PER_BOOST, 0);
        /* "When I go to Reserve from the Expedition zone": 3.0 counts it a
         * self-move Reaction (6.3.c), activated only if its source exists
         * after the move, which a token does not (7.3.5; from level 3);
         * 4.0 6.3.d does not, so it needs its source in play before. */
        if (to == ALT_Z_RESERVE &&
            !(alt_state_rules(g) >= 3 && alt_state_edition(g) < 4 && alt_state_is_token(id)))
            alt_trigger_source(g, p, id, ALT_TRIG_LEAVE_TO_RESERVE, 0);
        alt_trigger_note_left(g, p, id, card, was_in);
        if (alt_state_may_have_trigger(g, ALT_TRIG_ALLY_LEAVES) && alt_state_is_character(alt_cards_get(g->db, card)))
            alt_trigger_about_card(g, p, ALT_TRIG_ALLY_LEAVES, id, card);   /* "a Character leaves your Expeditions" */
    } else if (from == ALT_Z_LANDMARK && to != ALT_Z_LANDMARK) {
        alt_trigger_source(g, p, id, ALT_TRIG_LEAVE_LANDMARK, 0);
    }
    if (alt_state_is_token(id) && pl->away[id - ALT_TOKEN_BASE] && !alt_state_in_play(to)) {
        uint8_t home = go_home(g, p, id, from, to);   /* CR 1.4.3: to its owner's zone */
        if (home == ALT_NO_OBJECT)
            return 0;
        p = 1 - p;
        pl = &g->p[p];
        id = home;
    } else if (!alt_state_place(g, p, id, from, to)) {
        return 0;                               /* a token ceased to exist */
    }
    if (to != asked)
        pl->obj[id].status |= ALT_ST_EXHAUSTED; /* "as an exhausted Mana Orb" (CR 3.2.9.b) */
    if (to == ALT_Z_DISCARD && from != ALT_Z_DISCARD) {
        alt_trigger_discard_joined(g);          /* "when a card joins the discard pile" (a token never got here) */
        if (from == ALT_Z_HAND || from == ALT_Z_RESERVE) {
            alt_trigger_hand_card_moved(g, p, from, to);   /* "when you discard a card from your hand (or Reserve)" */
            alt_state_note_turn(g, p, from == ALT_Z_HAND ? ALT_POS_TURN_DISCARDED_HAND : ALT_POS_TURN_DISCARDED_RESERVE, 0);
        }
    }
    if (alt_step >= 0)
        alternative(g, p, card, alt_step);
    if (is_expedition(to) && !is_expedition(from))
        alt_trigger_ally_joined(g, p, id);
    if (((is_expedition(to) && !is_expedition(from)) || (to == ALT_Z_LANDMARK && from != ALT_Z_LANDMARK)) &&
        alt_state_may_have_trigger(g, ALT_TRIG_PERM_JOINS) && alt_cards_get(g->db, card)->type == ALT_TYPE_PERMANENT)
        alt_trigger_about_card(g, p, ALT_TRIG_PERM_JOINS, id, card);   /* CR 4.0 7.5.9.a */
    if (from == ALT_Z_HAND && to == ALT_Z_RESERVE)
        alt_trigger_source(g, p, id, ALT_TRIG_HAND_TO_RESERVE, 0);   /* "when I go to Reserve from your hand" */
    if (to == ALT_Z_RESERVE && from != ALT_Z_RESERVE) {
        if (from == ALT_Z_HAND)
            alt_trigger_hand_card_moved(g, p, from, to);   /* "when you put a card from your hand in Reserve" */
        /* "When I go to Reserve from anywhere": a self-move Reaction, of
         * the card as it arrives (CR 6.3.c). */
        alt_trigger_source(g, p, id, ALT_TRIG_TO_RESERVE_ANY, 0);
        if (from == ALT_Z_DECK || from == ALT_Z_HAND)
            alt_trigger_in_play(g, p, ALT_TRIG_CARD_TO_RESERVE);   /* "from your deck or hand to Reserve" */
    }
    return 1;
}

void alt_event_draw(alt_game *g, int p, int n)
{
    alt_player *pl = &g->p[p];
    int drawn = 0;
    for (int i = 0; i < n; i++) {
        alt_state_deck_at_least(g, p, 1);
        if (pl->zone_n[ALT_Z_DECK] == 0)
            break;                              /* CR 3.2.2.e: nothing to draw */
        uint8_t top = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1];
        alt_event_move(g, p, top, ALT_Z_HAND);
        drawn++;
    }
    if (drawn)
        alt_trigger_drew(g, p);                 /* "when an opponent draws one or more cards" */
}

/* A new token of card in Expedition e, nothing activated yet; its id, or
 * ALT_NO_OBJECT when the player's token ids are all taken. */
static uint8_t place_token(alt_game *g, int p, uint16_t card, alt_expedition e)
{
    alt_player *pl = &g->p[p];
    for (uint8_t id = ALT_TOKEN_BASE; id < ALT_TOKEN_END; id++) {
        if (pl->obj[id].card == ALT_CARD_NONE) {
            memset(&pl->obj[id], 0, sizeof pl->obj[id]);
            pl->obj[id].card = card;
            alt_state_push(pl, id, e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
            return id;
        }
    }
    g->overflow = 1;        /* past the engine's capacity: the step ends the game (decision.c) */
    return ALT_NO_OBJECT;
}

uint8_t alt_event_create_landmark_token(alt_game *g, int p, int creator, uint16_t card)
{
    alt_player *pl = &g->p[p];
    for (uint8_t id = ALT_TOKEN_BASE; id < ALT_TOKEN_END; id++) {
        if (pl->obj[id].card == ALT_CARD_NONE) {
            memset(&pl->obj[id], 0, sizeof pl->obj[id]);
            pl->obj[id].card = card;
            alt_state_push(pl, id, ALT_Z_LANDMARK);
            if (p == creator) {
                alt_trigger_token_created(g, p, id);
                alt_trigger_tokens_made(g, p);   /* one token, one step */
            } else {
                alt_trigger_tokens_received(g, p);
            }
            if (alt_state_may_have_trigger(g, ALT_TRIG_PERM_JOINS))
                alt_trigger_about_card(g, p, ALT_TRIG_PERM_JOINS, id, card);   /* a token joins the zone it is made in */
            return id;
        }
    }
    g->overflow = 1;        /* past the engine's capacity: the step ends the game (decision.c) */
    return ALT_NO_OBJECT;
}

uint8_t alt_event_create_token(alt_game *g, int p, uint16_t card, alt_expedition e)
{
    uint8_t id = place_token(g, p, card, e);
    if (id != ALT_NO_OBJECT) {
        alt_trigger_ally_joined(g, p, id);
        alt_trigger_token_created(g, p, id);
    }
    return id;
}

/* The tokens of a step, made (below) and heard: "When you create one or
 * more tokens" once, by their player when the step is theirs (the
 * resolving effect's controller creates them, CR 4.0 7.3.5): tokens made
 * in an opponent's zone are heard by no one, as a Landmark token's "When
 * you create a token" (docs/rules-choices.md). */
static uint8_t create_tokens(alt_game *g, int p, uint16_t card, const uint8_t *where, int n);

uint8_t alt_event_create_tokens(alt_game *g, int p, uint16_t card, const uint8_t *where, int n)
{
    uint8_t id = create_tokens(g, p, card, where, n);
    if (id != ALT_NO_OBJECT && (!g->res.active || g->res.r.player == p))
        alt_trigger_tokens_made(g, p);
    else if (id != ALT_NO_OBJECT)
        alt_trigger_tokens_received(g, p);
    return id;
}

static uint8_t create_tokens(alt_game *g, int p, uint16_t card, const uint8_t *where, int n)
{
    uint8_t last = ALT_NO_OBJECT;
    if (alt_state_rules(g) < 3) {
        for (int i = 0; i < n; i++) {
            uint8_t id = alt_event_create_token(g, p, card, (alt_expedition)where[i]);
            last = id != ALT_NO_OBJECT ? id : last;
        }
        return last;
    }
    /* CR 6.1.e, 6.1.f: one step, an atomic action per token, all at once:
     * a token did not exist before the others entered, so none of them
     * reacts to another's entering (4.0 6.3.f, 3.0 6.3.e: a Reaction works before its
     * event). They are told apart by a mark the step takes off again. */
    uint8_t made[ALT_HELD_MAX + 4];
    int k = 0;
    for (int i = 0; i < n && k < (int)sizeof made; i++) {
        uint8_t id = place_token(g, p, card, (alt_expedition)where[i]);
        if (id != ALT_NO_OBJECT) {
            g->p[p].obj[id].flags |= ALT_OF_FRESH;
            made[k++] = id;
        }
    }
    for (int i = 0; i < k; i++) {
        alt_trigger_ally_joined(g, p, made[i]);
        alt_trigger_token_created(g, p, made[i]);
    }
    for (int i = 0; i < k; i++)
        g->p[p].obj[made[i]].flags &= (uint8_t)~ALT_OF_FRESH;
    return k ? made[k - 1] : last;
}

/* Whether an effect's move forward of player p's Expedition e would
 * happen (n regions; one region: "it can only move forward due to {O}"
 * rules it out): what an "instead" of it is asked about (CR 6.2.b). */
static int would_move_forward(const alt_game *g, int p, alt_expedition e, int n)
{
    if (g->arena || g->p[p].distance[e] >= ALT_LAST_REGION || alt_passive_blocked(g, p, e))
        return 0;                               /* CR 7.3.17.c, 7.3.17.d; "can't move forward" */
    return n > 1 || alt_static_only_due(g, p, e, 1) == ALT_T_ALL;   /* never by an effect, due to {O} only */
}

/* The card's "If my Expedition would move forward, [you may] ... instead"
 * (WOULDFORWARD written any), its index in *index; NULL when none. */
static const alt_ability *forward_instead(const alt_game *g, uint16_t card, int *index)
{
    if (card == ALT_CARD_NONE || !alt_cards_has_trigger(g->db, card, ALT_TRIG_WOULD_FORWARD))
        return NULL;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_WOULD_FORWARD && (list[i].flags & ALT_ABILITY_ANY_MOVE)) {
            *index = i;
            return &list[i];
        }
    return NULL;
}

int alt_event_forward_instead_ask(alt_game *g, int p, alt_expedition e, int n, alt_res_step back)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_WOULD_FORWARD) || !would_move_forward(g, p, e, n))
        return 0;                               /* no card of this game has one; or no move to replace */
    alt_player *pl = &g->p[p];
    alt_zone z = e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
    for (int i = 0; i < pl->zone_n[z]; i++) {   /* in the order the cards joined (docs/rules-choices.md) */
        alt_object *o = &pl->obj[alt_state_zone(pl, z)[i]];
        int k;
        const alt_ability *a = forward_instead(g, o->card, &k);
        if (a == NULL || (o->flags & ALT_OF_INSTEAD_NO))
            continue;
        if (o->flags & ALT_OF_INSTEAD_YES)
            return 0;                           /* CR 6.2.i: one applies, no other is asked */
        if (!(a->flags & ALT_ABILITY_MAY)) {
            o->flags |= ALT_OF_INSTEAD_YES;     /* not optional: it applies */
            return 0;
        }
        o->flags |= ALT_OF_INSTEAD_ASKED;
        alt_state_ask(g, p, back);              /* its controller states it (CR 6.2.d) */
        return 1;
    }
    return 0;
}

/* The move replaced: the Expedition does not move, and the steps after
 * the modifier's head (its "to draw two cards") resolve right after the
 * step, in its place (limbo.c, as CR 4.0 7.5.3's attempts); every answer
 * on the Expedition's cards is done with. 1 when one applied. */
static int forward_replaced(alt_game *g, int p, alt_expedition e)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_WOULD_FORWARD))
        return 0;
    alt_player *pl = &g->p[p];
    alt_zone z = e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
    int replaced = 0;
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = alt_state_zone(pl, z)[i];
        alt_object *o = &pl->obj[id];
        int k;
        if (!(o->flags & ALT_OF_INSTEAD) || forward_instead(g, o->card, &k) == NULL)
            continue;
        if ((o->flags & ALT_OF_INSTEAD_YES) && !replaced) {
            replaced = 1;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
            if (k + 1 < n && list[k + 1].trigger == ALT_TRIG_THEN) {
                if (g->instead_n >= ALT_INSTEAD_MAX)
                    g->overflow = 1;            /* the engine's capacity: the step ends the game */
                else {
                    alt_reaction r = {(uint8_t)p, id, (uint8_t)(k + 1), 0, o->card, ALT_NO_OBJECT, 0};
                    g->instead[g->instead_n++] = r;
                }
            }
        }
        o->flags &= (uint8_t)~ALT_OF_INSTEAD;
    }
    return replaced;
}

void alt_event_move_forward(alt_game *g, int p, alt_expedition e)
{
    if (!would_move_forward(g, p, e, 1) || forward_replaced(g, p, e))
        return;
    alt_event_advance(g, p, e);
    alt_trigger_expedition_forward(g, p, e, 0, 0);
    alt_trigger_ascended_forward(g, p, 1u << e);
}

/* CR 4.0 7.3.22.b-d: N regions, each Tumult card moved into or passed
 * revealed; no farther than the region opposite its origin; nothing in
 * the Arena or from that region (as one region at a time under 3.0). */
void alt_event_move_forward_n(alt_game *g, int p, alt_expedition e, int n)
{
    if (would_move_forward(g, p, e, n) && forward_replaced(g, p, e))
        return;                                 /* the whole move is replaced (CR 6.2.b) */
    int moved = 0;
    for (int i = 0; i < n && !g->arena && g->p[p].distance[e] < ALT_LAST_REGION; i++) {
        if (alt_passive_blocked(g, p, e))
            break;                              /* "can't move forward" */
        alt_event_advance(g, p, e);
        moved = 1;
    }
    if (moved)
        alt_trigger_ascended_forward(g, p, 1u << e);
}

/* CR 4.0 7.3.21.b-d: N regions back toward its origin, no farther
 * (3.0's 7.3.16.b-c one region at a time). */
void alt_event_move_backward_n(alt_game *g, int p, alt_expedition e, int n)
{
    for (int i = 0; i < n && !g->arena && g->p[p].distance[e] > 0; i++)
        g->p[p].distance[e]--;
}

int alt_event_ascend(alt_game *g, int p, alt_expedition e)
{
    alt_player *pl = &g->p[p];
    if (pl->ascended & (1u << e))
        return 0;                               /* CR 4.0 2.4.1.f: it attempts to (7.5.3) */
    pl->ascended |= (uint8_t)(1u << e);
    return 1;
}

/* ---- Terrain Markers (CR 4.0 3.2.1.d-e, 7.3.20): the game's list, in
 * timestamp order; a marker placed or moved is the newest. */

void alt_event_place_marker(alt_game *g, uint8_t where, uint8_t terrains)
{
    if (g->markers_n >= ALT_MARKERS_MAX) {
        g->overflow = 1;                        /* the engine's capacity: the step ends the game */
        return;
    }
    g->markers[g->markers_n].where = where;
    g->markers[g->markers_n].terrains = terrains;
    g->markers_n++;
}

void alt_event_move_marker(alt_game *g, int i, uint8_t where)
{
    alt_marker m = g->markers[i];
    memmove(&g->markers[i], &g->markers[i + 1], (size_t)(g->markers_n - i - 1) * sizeof m);
    m.where = where;                            /* a new object, the newest (CR 4.0 7.3.20.b) */
    g->markers[g->markers_n - 1] = m;
}

void alt_event_remove_placed_markers(alt_game *g)
{
    int kept = 0;
    for (int i = 0; i < g->markers_n; i++)
        if (g->markers[i].where >= ALT_MARKER_HELD)
            g->markers[kept++] = g->markers[i];
    memset(&g->markers[kept], 0, (size_t)(g->markers_n - kept) * sizeof g->markers[0]);
    g->markers_n = (uint8_t)kept;
}

void alt_event_advance(alt_game *g, int p, alt_expedition e)
{
    assert(!g->arena && g->p[p].distance[e] < ALT_LAST_REGION);
    g->p[p].distance[e]++;
    g->p[p].moved_today[e] |= ALT_MOVED_TODAY;
    int region = alt_state_region_of(g, p, e);
    if (region >= 1 && region <= 6)
        g->tumult_up |= (uint8_t)(1u << ((region - 1) / 2));  /* CR 7.3.17.b */
}

void alt_event_card_win(alt_game *g, int p)
{
    g->winner = (uint8_t)p;
    g->outcome = ALT_OUTCOME_CARD;
    g->phase = ALT_PHASE_OVER;
    g->dec_kind = ALT_DEC_NONE;
    g->dec_player = 0;
}

/* Resupply (CR 7.3.22) and "top card to Mana": the Deck's top card moves,
 * the Discard pile reshuffled in first when the Deck is empty (CR 3.2.2.d). */
void alt_event_top_card_to(alt_game *g, int p, alt_zone to)
{
    alt_player *pl = &g->p[p];
    alt_state_deck_at_least(g, p, 1);
    if (pl->zone_n[ALT_Z_DECK] == 0)
        return;                                       /* CR 3.2.2.e */
    uint8_t top = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1];
    alt_event_move(g, p, top, to);
    if (to == ALT_Z_MANA)
        pl->obj[top].status |= ALT_ST_EXHAUSTED;      /* CR 3.2.9.b */
}

/* CR 7.3.28: a Character switches Expeditions, keeping its statuses and
 * boosts (it stays in the Expedition zone). */
void alt_event_switch_expedition(alt_game *g, int owner, uint8_t id)
{
    alt_player *pl = &g->p[owner];
    alt_object *o = &pl->obj[id];
    alt_zone to = o->zone == ALT_Z_EXP_HERO ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
    /* From 4.0, "my Expedition" is the source's as it was before the
     * switch (CR 4.0 7.4.4.j, its example: Amarok made Gigantic by
     * another card, which stops as the Character arrives). */
    uint8_t before[ALT_OBJ_MAX];
    int noted = alt_state_edition(g) >= 4 && alt_trigger_note_expeditions(g, owner, before);
    alt_object keep = *o;
    alt_state_remove(pl, id);
    *o = keep;
    alt_state_push(pl, id, to);
    if (alt_state_is_character(alt_state_card(g, owner, id)))
        alt_trigger_switched_expedition(g, owner, id, noted ? before : NULL);   /* CR 7.5.8.c: it joins its new Expedition */
}

/* A Character gains boosts: "when a Character you control gains 1 or more
 * boosts" Reactions follow (boosts are gained only in an Expedition). */
void alt_event_gain_boosts(alt_game *g, int owner, uint8_t id, int n)
{
    alt_object *o = &g->p[owner].obj[id];
    if (n <= 0 || o->boosts == 255 || alt_passive_no_counters(g, owner, id) || alt_passive_no_boosts(g, owner, id))
        return;
    int had = o->boosts;
    o->boosts = (uint8_t)(o->boosts + n > 255 ? 255 : o->boosts + n);
    alt_trigger_boosted(g, owner, id, had);
    alt_trigger_source(g, owner, id, ALT_TRIG_SELF_BOOSTED, 0);   /* "When I gain 1 or more boosts" */
}

int alt_event_gain_fleeting(alt_game *g, int p, uint8_t id)
{
    alt_object *o = &g->p[p].obj[id];
    if (alt_cards_has_static(g->db, o->card, ALT_FX_FLEETING_TO_BOOST)) {
        alt_event_gain_boosts(g, p, id, 1);             /* "I gain 1 boost instead" */
        return 0;
    }
    if ((o->status & ALT_ST_FLEETING) && !alt_cards_has_static(g->db, o->card, ALT_FX_REFLEETING))
        return 0;                                       /* CR 7.3.13.b: not gained again */
    o->status |= ALT_ST_FLEETING;
    alt_trigger_source(g, p, id, ALT_TRIG_GAIN_FLEETING, 0);
    if (alt_state_is_character(alt_state_card(g, p, id)))
        alt_trigger_about(g, p, ALT_TRIG_ALLY_FLEETING, id);
    return 1;
}

void alt_event_reserve_gain_boosts(alt_game *g, int owner, uint8_t id, int n)
{
    alt_object *o = &g->p[owner].obj[id];
    if (n <= 0 || o->boosts == 255 || alt_passive_no_counters(g, owner, id))
        return;
    o->boosts = (uint8_t)(o->boosts + n > 255 ? 255 : o->boosts + n);
    if (alt_state_may_have_trigger(g, ALT_TRIG_RESERVE_BOOSTED) && alt_state_is_character(alt_state_card(g, owner, id)))
        alt_trigger_about(g, owner, ALT_TRIG_RESERVE_BOOSTED, id);
}

/* CR 7.3.25: to its owner's Discard pile; "when I'm sacrificed" reads the
 * card as it was ("if I'm not Fleeting"), then "when you sacrifice". */
void alt_event_sacrifice(alt_game *g, int owner, uint8_t id)
{
    alt_trigger_source(g, owner, id, ALT_TRIG_SACRIFICED, 0);
    uint16_t card = g->p[owner].obj[id].card;   /* a token's, before it ceases to exist */
    alt_event_move(g, owner, id, ALT_Z_DISCARD);
    const alt_object *o = &g->p[owner].obj[id];
    if (o->card == ALT_CARD_NONE || (o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION))
        alt_trigger_about_card(g, owner, ALT_TRIG_YOU_SACRIFICE, id, card);   /* it left: "when you sacrifice" */
}

/* A free token id of player p's, or ALT_NO_OBJECT (the overflow set). */
static uint8_t free_token_id(alt_game *g, int p)
{
    for (uint8_t t = ALT_TOKEN_BASE; t < ALT_TOKEN_END; t++)
        if (g->p[p].obj[t].card == ALT_CARD_NONE)
            return t;
    g->overflow = 1;                            /* the engine's capacity: the step ends the game */
    return ALT_NO_OBJECT;
}

/* Player p's object id goes to the opponent's zone z under the
 * opponent's control (CR 4.0 7.5.5): an object of the opponent's goes
 * home to its own id, any other takes a token id of the opponent's that
 * remembers it. Returns the opponent's id, or ALT_NO_OBJECT. */
static uint8_t give(alt_game *g, int p, uint8_t id, alt_zone z)
{
    alt_player *pl = &g->p[p], *opp = &g->p[1 - p];
    alt_object moved = pl->obj[id];
    uint8_t away = alt_state_is_token(id) ? pl->away[id - ALT_TOKEN_BASE] : 0;
    uint8_t to;
    if (away && away != ALT_AWAY_TOKEN) {
        to = (uint8_t)(away - 1);                /* the opponent's own card, home again */
    } else {
        to = free_token_id(g, 1 - p);
        if (to == ALT_NO_OBJECT)
            return ALT_NO_OBJECT;
    }
    /* A Reaction of it already waiting knows the Expedition it was in. */
    if (z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION)
        alt_trigger_note_left(g, p, id, moved.card, z == ALT_Z_EXP_HERO ? 1 : 2);
    /* A Character moving to the Expedition facing it stays in the
     * Expedition zone (CR 2.1 remark): its gained subtypes go with it. */
    uint16_t gained[ALT_GAINED_MAX];
    int gained_n = 0;
    for (int i = 0; i < pl->gained_n; i++)
        if (pl->gained[i].id == id)
            gained[gained_n++] = pl->gained[i].card;
    alt_state_forget_gained(pl, id);
    alt_state_remove(pl, id);
    if (alt_state_is_token(id))
        pl->away[id - ALT_TOKEN_BASE] = 0;
    memset(&pl->obj[id], 0, sizeof pl->obj[id]);
    pl->obj[id].card = alt_state_is_token(id) ? ALT_CARD_NONE : moved.card;   /* a card stays its owner's */
    if (alt_state_is_token(id))
        alt_state_forget_uses(pl, id);          /* the token id is free */
    opp->obj[to] = moved;
    if (alt_state_is_token(to))
        opp->away[to - ALT_TOKEN_BASE] = away ? 0 : alt_state_is_token(id) ? ALT_AWAY_TOKEN : (uint8_t)(id + 1);
    alt_state_push(opp, to, z);
    for (int i = 0; i < gained_n; i++)
        alt_state_gain_subtypes(g, 1 - p, to, gained[i]);
    return to;
}

uint8_t alt_event_defect(alt_game *g, int p, uint8_t id)
{
    alt_object moved = g->p[p].obj[id];
    uint8_t to = give(g, p, id, (alt_zone)moved.zone);   /* the facing Expedition is the opponent's of this kind */
    if (to == ALT_NO_OBJECT)
        return ALT_NO_OBJECT;
    if (alt_state_may_have_trigger(g, ALT_TRIG_ALLY_LEAVES))
        alt_trigger_about_card(g, p, ALT_TRIG_ALLY_LEAVES, ALT_NO_OBJECT, moved.card);   /* it left p's Expeditions */
    alt_trigger_ally_joined(g, 1 - p, to);      /* it joins the opponent's Expedition (CR 7.3.34.b by analogy) */
    return to;
}

uint8_t alt_event_take_to_limbo(alt_game *g, int p, uint8_t id)
{
    int owner = 1 - p;
    if (!alt_event_move(g, owner, id, ALT_Z_LIMBO))   /* it leaves its owner's zone (their Reactions to that) */
        return ALT_NO_OBJECT;
    return give(g, owner, id, ALT_Z_LIMBO);
}

/* Unique parts: "Take control of target Permanent": player p's object id
 * goes to the opponent's zone z (their Landmarks, or one of their
 * Expeditions), which puts it under their control (CR 4.0 7.5.5.a;
 * its owner stays, 4.0 1.1.3.d). It stays in play, so nothing leaves or
 * joins (as a Character's defecting); a token remembers it is away. */
uint8_t alt_event_take_control(alt_game *g, int p, uint8_t id, alt_zone z)
{
    return give(g, p, id, z);
}
