/*
 * modifier.c: "next card" modifiers (effect.h): the effects that wait for
 * the next card a player plays, applied as it is played (CR 5.1.2.e for
 * costs, 5.2.b, 4.0 5.2.c, for the rest), and the Heroes' that start each Afternoon;
 * and the one kind no card uses up, Skybound Odyssey's "this Day,
 * Characters ... are [Tough N]" (ALT_MOD_TOUGH), a player's Ongoing Emblem
 * held in the same list (CR 4.0 2.2.15).
 * Apart from effect.c because they act when a card is played, not when an
 * ability resolves.
 */
#include "effect.h"
#include "terrain.h"

#include <string.h>

/* Whether a modifier waits for this card: its filter, and for "the next
 * Character you play in {V}" the Expedition it has joined, in {V}
 * (CR 4.0 7.5.8.b; a Gigantic one's either). */
static int mod_matches(const alt_game *g, int p, uint8_t id, const alt_modifier *m, const alt_card_info *c, alt_zone from)
{
    if (!alt_passive_play_matches(m->filter, c, from))
        return 0;
    return m->filter != ALT_FILTER_FOREST_CHARACTER || alt_terrain_object_in(g, p, id, ALT_T_FOREST);
}

int alt_effect_consume_mods(alt_game *g, int p, uint8_t id, const alt_card_info *c, alt_zone from)
{
    alt_player *pl = &g->p[p];
    int from_hand = from == ALT_Z_HAND;
    int kept = 0, r_triggers = 0;
    for (int i = 0; i < pl->mods_n; i++) {
        alt_modifier m = pl->mods[i];
        if (m.kind == ALT_MOD_TOUGH || !mod_matches(g, p, id, &m, c, from) ||
            ((m.kind == ALT_MOD_HAND_R_TRIGGERS || m.kind == ALT_MOD_HAND_R_ONE) && !from_hand)) {
            pl->mods[kept++] = m;                     /* waits for a card it is for */
            continue;
        }
        r_triggers |= m.kind == ALT_MOD_HAND_R_TRIGGERS;
        alt_object *o = &pl->obj[id];
        /* CR 5.2.b (4.0 5.2.c; revision 2): what makes the card gain or lose a status
         * or boosts becomes a Reaction in Limbo, ordered with the card's own
         * Reactions by its player; costs acted already. A Spell resolves
         * before any Reaction could, so its modifier acts at once. */
        uint8_t as_reaction = 0;
        if (m.kind == ALT_MOD_BOOST && c->type == ALT_TYPE_CHARACTER && m.amount >= 1 && m.amount <= 9)
            as_reaction = (uint8_t)(ALT_POS_MOD_BOOST + m.amount - 1);
        else if (m.kind == ALT_MOD_ANCHORED && c->type == ALT_TYPE_CHARACTER)
            as_reaction = ALT_POS_MOD_ANCHORED;
        else if (m.kind == ALT_MOD_MAY_ASLEEP && c->type == ALT_TYPE_CHARACTER)
            as_reaction = ALT_POS_MOD_MAY_ASLEEP;   /* a 4.0 word (ability.c): level 3 */
        else if (m.kind == ALT_MOD_HAND_R_ONE && c->type == ALT_TYPE_CHARACTER)
            as_reaction = ALT_POS_MOD_R_ONE;        /* the same */
        else if ((m.kind == ALT_MOD_LOSE_FLEETING || (m.kind == ALT_MOD_FREE_HAND_UNFLEETING && from_hand)) &&
                 c->type != ALT_TYPE_SPELL)
            as_reaction = ALT_POS_MOD_UNFLEETING;
        if (as_reaction && alt_state_rules(g) >= 2) {
            alt_trigger_push(g, p, id, as_reaction, 0);
            continue;
        }
        if (m.kind == ALT_MOD_BOOST && c->type == ALT_TYPE_CHARACTER)
            alt_event_gain_boosts(g, p, id, m.amount);
        else if (m.kind == ALT_MOD_ANCHORED && c->type == ALT_TYPE_CHARACTER)
            o->status |= ALT_ST_ANCHORED;
        else if (m.kind == ALT_MOD_LOSE_FLEETING || (m.kind == ALT_MOD_FREE_HAND_UNFLEETING && from_hand))
            o->status &= (uint8_t)~ALT_ST_FLEETING;
    }
    if (kept < pl->mods_n)                       /* usually none is used up: no call then */
        memset(&pl->mods[kept], 0, (size_t)(pl->mods_n - kept) * sizeof pl->mods[0]);
    pl->mods_n = (uint8_t)kept;
    return r_triggers;
}

void alt_effect_afternoon_passives(alt_game *g)
{
    for (int p = 0; p < 2; p++) {
        int n;
        const alt_ability *list = alt_state_hero_abilities(g, p, &n);
        alt_player *pl = &g->p[p];
        for (int i = 0; i < n; i++) {
            const alt_ability *a = &list[i];
            if (a->trigger != ALT_TRIG_AFTERNOON || a->effect != ALT_FX_NEXT || pl->mods_n >= ALT_MODS_MAX)
                continue;
            alt_modifier *m = &pl->mods[pl->mods_n++];
            m->filter = a->where;
            m->kind = a->arg;
            m->amount = (uint8_t)a->amount;
            m->until_afternoon_ends = 1;
        }
    }
}

int alt_fx_day_tough(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_player *pl = &g->p[fx->owner];             /* you, or the target player */
    if (pl->mods_n >= ALT_MODS_MAX) {
        g->overflow = 1;                          /* the engine's capacity: decision.c ends the game */
        return 1;
    }
    alt_modifier *m = &pl->mods[pl->mods_n++];
    m->filter = a->arg;
    m->kind = ALT_MOD_TOUGH;
    m->amount = (uint8_t)a->amount;
    m->until_afternoon_ends = ALT_UNTIL_DAY_ENDS;
    return 1;
}
