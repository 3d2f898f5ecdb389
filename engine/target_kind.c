/*
 * target_kind.c: whether an object in play is a target of the kind an
 * ability names (ability.h's ALT_TARGET_*, its Hand or Base Cost bounds
 * included), for every pick that lists targets (picks.c). One place for
 * the kinds, so that a new kind is its enum value, its name and its case
 * here.
 */
#include "condition.h"
#include "count.h"
#include "standing.h"
#include "statics.h"
#include "terrain.h"

/* "The Hand Cost of a Character you control": a target whose Hand Cost is
 * at most one of theirs is at most the highest; -2 (nothing fits) when
 * the player controls none. */
static int highest_char_cost(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    int most = -2;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            const alt_card_info *c = alt_state_card(g, p, alt_state_zone(pl, z)[i]);
            if (alt_state_is_character(c) && c->hand_cost > most)
                most = c->hand_cost;
        }
    }
    return most;
}

/* Unique parts: the Hand Cost of "it", the card the step before named
 * (one discarded from a Hand: its card's); -2 (nothing fits) with none. */
static int it_hand_cost(const alt_game *g, const alt_reaction *r)
{
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1 || g->p[r->subject_owner].obj[r->subject].card == ALT_CARD_NONE)
        return -2;
    return alt_state_card(g, r->subject_owner, r->subject)->hand_cost;
}

int alt_cond_target_matches(const alt_game *g, const alt_reaction *r, const alt_ability *a, int owner, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, owner, id);
    alt_zone z = (alt_zone)g->p[owner].obj[id].zone;
    int character = (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN) &&
                    (z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION);
    int permanent = c->type == ALT_TYPE_PERMANENT && alt_state_in_play(z);
    int ok;
    switch (a->where) {
    case ALT_TARGET_MYCHAR: ok = character && owner == r->player; break;
    case ALT_TARGET_OTHER_CHAR: ok = character && !(owner == r->player && id == r->source); break;
    case ALT_TARGET_CHAR_OR_PERM: ok = character || permanent; break;
    case ALT_TARGET_MYPERM: ok = permanent && owner == r->player; break;
    case ALT_TARGET_PLANT: ok = (character || permanent) && alt_state_object_has_subtype(g, owner, id, "PLANT"); break;
    case ALT_TARGET_MY_OTHER_EXP_CHAR: {
        /* "Your other Expedition": none for a Gigantic source (CR 7.4.4.k; 4.0 7.4.4.l);
         * a Gigantic target is present there too (CR 7.4.4.b). */
        int src = alt_passive_source_expeditions(g, r);
        int other = src == 1 ? ALT_EXP_COMPANION : ALT_EXP_HERO;
        ok = character && owner == r->player && (src == 1 || src == 2) &&
             alt_passive_present_in(g, owner, id, (alt_expedition)other);
        break;
    }
    case ALT_TARGET_FLEETING_CHAR: ok = character && (g->p[owner].obj[id].status & ALT_ST_FLEETING); break;
    case ALT_TARGET_MY_OTHER_CHAR: ok = character && owner == r->player && id != r->source; break;
    case ALT_TARGET_BOOSTED_CHAR: ok = character && g->p[owner].obj[id].boosts > 0; break;
    case ALT_TARGET_NONFLEETING_CHAR: ok = character && !(g->p[owner].obj[id].status & ALT_ST_FLEETING); break;
    case ALT_TARGET_ASCENDED_CHAR:   /* present in an Ascended Expedition (a Gigantic one: either) */
        ok = character && (alt_terrain_expeditions_of(g, owner, id) & g->p[owner].ascended) != 0;
        break;
    case ALT_TARGET_TOKEN_CHAR: ok = character && c->type == ALT_TYPE_TOKEN; break;
    case ALT_TARGET_TOKEN_PERM: ok = permanent && (c->keywords & ALT_KW_TOKEN); break;
    case ALT_TARGET_NONCOMPANION_TOKEN:   /* a token Character, or a token Permanent (a Landmark's too) */
        ok = (character || permanent) && (c->type == ALT_TYPE_TOKEN || (c->keywords & ALT_KW_TOKEN)) &&
             !alt_state_object_has_subtype(g, owner, id, "COMPANION");
        break;
    case ALT_TARGET_WATER_CHAR: ok = character && alt_terrain_object_in(g, owner, id, ALT_T_WATER); break;
    case ALT_TARGET_SINGLE_TERRAIN_CHAR: {   /* Skybound Odyssey: in a region of one terrain (a Gigantic one: either) */
        int in = character ? alt_terrain_expeditions_of(g, owner, id) : 0;
        ok = 0;
        for (int e = 0; e < 2; e++) {
            unsigned t = (in & (1 << e)) ? alt_terrain_expedition(g, owner, (alt_expedition)e) : 0;
            ok |= t && !(t & (t - 1));
        }
        break;
    }
    /* Whispers from the Maze */
    case ALT_TARGET_FLEETING_OR_ASLEEP_CHAR:
        ok = character && (g->p[owner].obj[id].status & (ALT_ST_FLEETING | ALT_ST_ASLEEP));
        break;
    case ALT_TARGET_FLEETING_OR_BOOSTED_CHAR:
        ok = character && ((g->p[owner].obj[id].status & ALT_ST_FLEETING) || g->p[owner].obj[id].boosts > 0);
        break;
    case ALT_TARGET_OTHER_CHAR_FOREST_AT_MOST:   /* "with {V} less than or equal to mine", read now */
        ok = character && !(owner == r->player && id == r->source) &&
             alt_static_stat(g, owner, id, 0) <= alt_static_stat(g, r->player, r->source, 0);   /* 0: {V} */
        break;
    case ALT_TARGET_STATUS_CHAR:
    case ALT_TARGET_STATUS_CHAR_OR_PERM:
        ok = (character && (g->p[owner].obj[id].status & (ALT_ST_FLEETING | ALT_ST_ANCHORED | ALT_ST_ASLEEP))) ||
             (permanent && a->where == ALT_TARGET_STATUS_CHAR_OR_PERM);
        break;
    default: {
        int v = alt_standing_target(g, r, a, owner, id);   /* Trial by Frost's kinds (standing.c) */
        ok = v < 0 ? character : v;
        break;
    }
    }
    int total = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_UP_TO_N) != 0;
    int most = a->cost_max == ALT_COST_MY_CHARS ? alt_cond_count_chars(g, r->player, -1 /* all */, ALT_NO_OBJECT)
               : a->cost_max == ALT_COST_MY_CHAR_COST ? highest_char_cost(g, r->player)
               : a->cost_max == ALT_COST_ROLL ? g->res.roll   /* the die this effect rolled */
               : a->cost_max == ALT_COST_IT ? it_hand_cost(g, r)
               : alt_ability_counters_plus(a->cost_max) >= 0 ? alt_count_amount(g, r, a->cost_max)   /* X+K */
               : total ? a->cost_max - g->res.tally   /* what the total leaves */
                       : a->cost_max;
    /* "Hand Cost N or less (more)", or its Base Cost (CR 4.0 2.2.9). */
    int cost = (a->flags & ALT_ABILITY_BASE_COST) ? alt_state_base_cost(g, owner, id) : c->hand_cost;
    if (ok && (most >= 0 ? cost > most : a->cost_max == ALT_COST_MY_CHAR_COST || a->cost_max == ALT_COST_IT))
        ok = 0;                                   /* "of a Character you control": none, no target */
    if (ok && a->it_cost_min && !alt_ability_about_play(a) && cost < a->it_cost_min)
        ok = 0;                                      /* on a PLAY trigger, the bound is the card played's */
    return ok;
}
