/*
 * standing.c: Trial by Frost's conditions, target kinds and cheaper costs
 * (standing.h). Apart from condition.c so that the set's readings live
 * together; condition.c hands them over in one line each.
 */
#include "standing.h"

#include "cards.h"

/* "It": the object the trigger or an earlier step named, while it is
 * still an object (a token gone is none); NULL otherwise. */
static const alt_object *subject(const alt_game *g, const alt_reaction *r)
{
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return NULL;
    const alt_object *o = &g->p[r->subject_owner].obj[r->subject];
    return o->card == ALT_CARD_NONE ? NULL : o;
}

/* "It's in a terrain where its base statistic is 0": one of its
 * Expeditions is in a terrain for which its printed statistic is 0. */
static int zero_terrain(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    uint8_t zero = (uint8_t)((c->forest == 0 ? ALT_T_FOREST : 0) | (c->mountain == 0 ? ALT_T_MOUNTAIN : 0) |
                             (c->water == 0 ? ALT_T_WATER : 0));
    return zero && alt_terrain_object_in(g, p, id, zero);
}

int alt_standing_cond(const alt_game *g, const alt_reaction *r, const alt_ability *a)
{
    int n = a->cond_arg;
    const alt_object *it;
    switch ((alt_condition)a->cond) {
    case ALT_COND_IT_COST_GE:
        it = subject(g, r);
        return it && alt_cards_get(g->db, it->card)->hand_cost >= n;
    case ALT_COND_IT_ZERO_TERRAIN:
        return subject(g, r) && zero_terrain(g, r->subject_owner, r->subject) >= n;
    case ALT_COND_IT_IN_FOREST_GE:
    case ALT_COND_IT_IN_FOREST_LE: {
        int in = subject(g, r) && alt_terrain_object_in(g, r->subject_owner, r->subject, ALT_T_FOREST);
        return a->cond == ALT_COND_IT_IN_FOREST_GE ? in >= n : in <= n;
    }
    case ALT_COND_IT_BEHIND:
        return subject(g, r) && alt_terrain_object_behind(g, r->subject_owner, r->subject) >= n;
    case ALT_COND_IT_ASLEEP:
        it = subject(g, r);
        return it && ((it->status & ALT_ST_ASLEEP) != 0) >= n;
    default:
        return -1;
    }
}

int alt_standing_target(const alt_game *g, const alt_reaction *r, const alt_ability *a, int owner, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, owner, id);
    const alt_object *o = &g->p[owner].obj[id];
    alt_zone z = (alt_zone)o->zone;
    int in_exp = z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION;
    int character = alt_state_is_character(c) && in_exp;
    int self = owner == r->player && id == r->source;
    switch (a->where) {
    case ALT_TARGET_OTHER_FLEETING_CHAR:
        return character && !self && (o->status & ALT_ST_FLEETING);
    case ALT_TARGET_CHAR_IN_MY_EXP: {
        int src = alt_passive_source_expeditions(g, r);
        return character && owner == r->player &&
               (((src & 1) && alt_passive_present_in(g, owner, id, ALT_EXP_HERO)) ||
                ((src & 2) && alt_passive_present_in(g, owner, id, ALT_EXP_COMPANION)));
    }
    case ALT_TARGET_FACING_CHAR: {
        /* The Expedition facing me: the opponent's of the same kind; both
         * for a Gigantic source (CR 7.4.4.g). */
        int src = alt_passive_source_expeditions(g, r);
        return character && owner != r->player &&
               (((src & 1) && alt_passive_present_in(g, owner, id, ALT_EXP_HERO)) ||
                ((src & 2) && alt_passive_present_in(g, owner, id, ALT_EXP_COMPANION)));
    }
    case ALT_TARGET_OTHER_FOREST_CHAR:
        return character && !self && alt_terrain_object_in(g, owner, id, ALT_T_FOREST);
    case ALT_TARGET_SMALL_STATS_CHAR:
        for (int t = 0; character && t < ALT_TERRAINS; t++)
            if (alt_static_stat(g, owner, id, t) > 3)
                return 0;
        return character;
    case ALT_TARGET_CHAR_OR_GEAR:
        return character || (in_exp && c->type == ALT_TYPE_PERMANENT);
    case ALT_TARGET_FOREST_CHAR:
        return character && alt_terrain_object_in(g, owner, id, ALT_T_FOREST);
    case ALT_TARGET_PERM:
        return alt_state_counts_as(c, ALT_TYPE_PERMANENT) && alt_state_in_play(z);
    default:
        return -1;
    }
}
