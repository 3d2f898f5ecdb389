/*
 * check.c: the invariant checker. Debug builds and tests run it after every
 * step (ALT_CHECK_INVARIANTS); the fuzzers run it as an oracle. It never
 * trusts the state it reads: any index is range-checked before use.
 */
#include "night.h"

#define FAIL(text)                                                             \
    do {                                                                       \
        if (what)                                                              \
            *what = (text);                                                    \
        return ALT_E_INVARIANT;                                                \
    } while (0)

/* An "instead" question waits (CR 6.2.d): asked of a player, a step stopped. */
static int instead_waits(const alt_game *g)
{
    return g->dec_kind == ALT_DEC_CHOICE && g->res.active &&
           (g->res.step == ALT_RES_INSTEAD_PICK || g->res.step == ALT_RES_INSTEAD_RUN);
}

/* Whether the step resolving is one of an "if my Expedition would move
 * forward" modifier's: its first, or a THEN step of its chain. */
static int would_forward_resolving(const alt_game *g)
{
    if (!g->res.active || alt_state_granted(g->res.r.ability))
        return 0;
    int n, i = g->res.r.ability;
    const alt_ability *list = alt_cards_abilities(g->db, g->res.r.card, &n);
    while (i > 0 && i < n && list[i].trigger == ALT_TRIG_THEN)
        i--;
    return i < n && list[i].trigger == ALT_TRIG_WOULD_FORWARD;
}

static int is_play_zone(int z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION || z == ALT_Z_LANDMARK;
}

/* A Spell in Limbo: the one resolving, one an effect's step waits on
 * (g->outer), or one played by an effect waiting its turn (4.0 5.2.b). */
static int in_limbo_ok(const alt_game *g, int p, uint8_t id)
{
    if (g->res.active && g->res.spell && g->res.r.player == p && g->res.r.source == id)
        return 1;
    for (int i = 0; i < g->outer_n && i < ALT_NEST_MAX; i++)
        if (g->outer[i].spell && g->outer[i].r.player == p && g->outer[i].r.source == id)
            return 1;
    return g->res.active && alt_cards_get(g->db, g->p[p].obj[id].card)->type == ALT_TYPE_SPELL;
}

/* A token id of player pl's holding a card of the opponent's that pl
 * played (CR 4.0 7.5.5): in Limbo while it is played, a Spell until it
 * has resolved (Unique part 716 plays one from the opponent's Hand). */
static int taken_card(const alt_player *pl, uint8_t id)
{
    uint8_t away = pl->away[id - ALT_TOKEN_BASE];
    return away != 0 && away != ALT_AWAY_TOKEN;
}

/* Player p's card the opponent controls (CR 4.0 7.5.5): a token id of
 * theirs names it. */
static int controlled_away(const alt_game *g, int p, uint8_t id)
{
    for (int t = 0; t < ALT_TOKEN_MAX; t++)
        if (g->p[1 - p].away[t] == id + 1)
            return 1;
    return 0;
}

/* Where a card may be in play (CR 5.1.2.i-j): Characters (tokens too) and
 * Expedition Permanents in the Expedition zone, Landmark Permanents in the
 * Landmark zone; a Spell or a Hero in neither. */
static int fits_play_zone(const alt_card_info *c, int z)
{
    int landmark = c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_LANDMARK);
    if (z == ALT_Z_LANDMARK)
        return landmark;
    return c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN || (c->type == ALT_TYPE_PERMANENT && !landmark);
}

static alt_err check_player(const alt_game *g, int p, const char **what)
{
    const alt_player *pl = &g->p[p];
    const alt_deck *deck = &g->setup.deck[p];
    uint8_t seen[ALT_OBJ_MAX] = {0};
    int total = 0;
    size_t ncards = alt_cards_count(g->db);

    if (pl->hero.card != deck->hero || pl->hero.zone != (deck->hero == ALT_CARD_NONE ? ALT_Z_NONE : ALT_Z_HERO))
        FAIL("the Hero zone does not hold the deck's Hero (CR 3.2.6.b)");
    if (pl->uses_n > ALT_USES_MAX)
        FAIL("more daily counts than the table holds");
    for (int i = 0; i < pl->uses_n; i++) {
        const alt_use *u = &pl->uses[i];
        if (u->count == 0 || u->count > ALT_DAILY_CAP ||
            (i > 0 && (pl->uses[i - 1].id << 8 | pl->uses[i - 1].ability) >= (u->id << 8 | u->ability)))
            FAIL("a daily count is 0, over the cap, or out of order (CR 1.4.6)");
        if (u->id != ALT_HERO_OBJECT && u->id >= ALT_OBJ_MAX)
            FAIL("a daily count names an object id out of range");
        int h = alt_object_deck_index((unsigned)u->ability - ALT_POS_GRANTED_BY);   /* the granter's deck index */
        uint16_t granter = h >= 0 && h < deck->count ? deck->cards[h] : ALT_CARD_NONE;
        if (!alt_state_use_countable(g->db, alt_state_obj_c(g, p, u->id)->card, u->ability, granter))
            FAIL("a daily count names no object's quick action or Reaction (a free slot, a token gone, a passive)");
    }
    if (alt_state_rules(g) < 2 ? pl->uses_n != 0 : (pl->hero.quick_uses || pl->hero.reactions))
        FAIL("daily counts kept in the other revision's place");
    if (pl->hero.boosts || pl->hero.flags || (deck->hero == ALT_CARD_NONE && (pl->hero.status || pl->hero.counters)))
        FAIL("the Hero has a boost, a flag, or a status or counter without a Hero");
    unsigned laid = 0;
    for (int r = 0; r < ALT_Z__COUNT; r++) {
        int z = alt_state_zone_order[r];
        if (pl->zone_at[z] != laid)
            FAIL("a zone does not start where the zone before it ends (the shared id array)");
        laid += pl->zone_n[z];
    }
    if (pl->zone_n[ALT_Z_NONE] != 0 || laid > ALT_OBJ_MAX)
        FAIL("the zones list more ids than objects exist");
    for (int z = ALT_Z_DECK; z < ALT_Z__COUNT; z++) {
        if (pl->zone_n[z] > ALT_OBJ_MAX)
            FAIL("a zone holds more entries than objects exist");
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (id >= ALT_OBJ_MAX)
                FAIL("a zone lists an id out of range");
            if (seen[id]++)
                FAIL("an object is listed twice (every card is in exactly one zone)");
            const alt_object *o = &pl->obj[id];
            if (o->card == ALT_CARD_NONE || o->card >= ncards)
                FAIL("a zone lists a free or unknown object");
            if (o->zone != z)
                FAIL("an object's zone disagrees with the zone listing it");
            if (alt_state_rules(g) >= 2 && (o->quick_uses || o->reactions))
                FAIL("daily counts kept in the other revision's place");
            int index = alt_object_deck_index(id);
            if (!alt_state_is_token(id)) {
                if (index < 0 || index >= deck->count || o->card != deck->cards[index])
                    FAIL("a card object does not match the deck it came from");
                total++;
            } else if (!is_play_zone(z) && !(z == ALT_Z_LIMBO && taken_card(pl, id))) {
                FAIL("a token exists outside play (CR 7.3.4)");
            }
            if (is_play_zone(z) && o->card < ncards && !fits_play_zone(alt_cards_get(g->db, o->card), z))
                FAIL(z == ALT_Z_LANDMARK ? "the Landmark zone holds what is not a Landmark Permanent (CR 5.1.2.j)"
                                         : "an Expedition holds a Spell, a Hero or a Landmark Permanent (CR 5.1.2.j)");
            if ((z == ALT_Z_DECK || z == ALT_Z_HAND || z == ALT_Z_DISCARD) && (o->status || o->boosts || o->counters))
                FAIL("a card in Deck, Hand or Discard has a status, a boost or a counter (CR 2.4.1.c)");
            if (z == ALT_Z_LANDMARK && (o->status & ALT_ST_FLEETING))
                FAIL("a Landmark is Fleeting (CR 5.2.3.a)");
            if (z == ALT_Z_LIMBO && !in_limbo_ok(g, p, id))
                FAIL("Limbo holds an object other than a Spell still resolving or waiting to (CR 4.0 5.2.b)");
            if ((o->flags & ALT_OF_FROM_RESERVE) && (z != ALT_Z_LIMBO || alt_state_edition(g) < 4))
                FAIL("a card is marked as played from Reserve out of Limbo (CR 4.0 2.2.9.b)");
            if (o->flags & ALT_OF_FRESH)
                FAIL("a mark of the step (entered with others) is left between steps");
            if (alt_state_is_token(id) && pl->away[id - ALT_TOKEN_BASE] && !is_play_zone(z) &&
                !(z == ALT_Z_LIMBO && taken_card(pl, id)))
                FAIL("an object of the opponent's is controlled out of play and out of Limbo (CR 4.0 7.3.6, 7.5.5.a)");
            if ((o->flags & ALT_OF_KEPT) && g->dec_kind != ALT_DEC_CLEANUP)
                FAIL("a Clean-up choice survives the Night");
            if ((o->flags & ALT_OF_AFTER_REST) && g->phase != ALT_PHASE_DUSK)
                FAIL("a Reaction held for the end of Rest outlives Rest");
            if (o->flags & ~(ALT_OF_KEPT | ALT_OF_AFTER_REST | ALT_OF_INSTEAD | ALT_OF_FROM_RESERVE | ALT_OF_FRESH))
                FAIL("an object has an unknown flag");
            if ((o->flags & ALT_OF_INSTEAD) && (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION))
                FAIL("an \"instead\" answer on an object out of the Expedition zone (CR 6.2.d)");
            if ((o->flags & ALT_OF_INSTEAD) && !instead_waits(g))
                FAIL("an \"instead\" answer outlives the step that asked it (CR 6.2.d)");
            if ((o->flags & ALT_OF_INSTEAD_ASKED) && (o->flags & (ALT_OF_INSTEAD_YES | ALT_OF_INSTEAD_NO)))
                FAIL("an \"instead\" asked and answered at once");
            /* Night's scans (day.c) look for flags before the Deck only. */
            if ((z == ALT_Z_DECK || z == ALT_Z_HAND || z == ALT_Z_DISCARD) && o->flags)
                FAIL("a card in Deck, Hand or Discard has a flag");
        }
    }
    for (int id = 0; id < ALT_OBJ_MAX; id++) {
        const alt_object *o = &pl->obj[id];
        if (o->card == ALT_CARD_NONE) {
            int index = alt_object_deck_index((unsigned)id);
            if (index >= 0 && index < deck->count)
                FAIL("a card of the deck has vanished");
            /* The Morning (day.c) reaches listed objects only. */
            if (o->zone || o->status || o->boosts || o->flags || o->quick_uses || o->reactions || o->counters)
                FAIL("a free slot keeps an object's data");
            continue;
        }
        if (!seen[id] && !controlled_away(g, p, (uint8_t)id))
            FAIL("an object is in no zone");
        if (!seen[id])
            total++;                              /* the opponent holds it: a card of the deck still */
        if (!seen[id] && (o->zone || o->status || o->boosts || o->flags || o->counters))
            FAIL("a card the opponent controls keeps data of its own (CR 4.0 7.5.5)");
    }
    for (int t = 0; t < ALT_TOKEN_MAX; t++) {
        uint8_t away = pl->away[t];
        if (!away)
            continue;
        if (alt_state_edition(g) < 4)
            FAIL("an object of the opponent's is controlled under the Complete Rules 3.0");
        const alt_object *o = &pl->obj[ALT_TOKEN_BASE + t];
        if (o->card == ALT_CARD_NONE)
            FAIL("a free token id holds an object of the opponent's");
        if (away != ALT_AWAY_TOKEN &&
            (away - 1 >= ALT_OBJ_MAX || alt_state_is_token((uint8_t)(away - 1)) ||
             g->p[1 - p].obj[away - 1].card != o->card))
            FAIL("a token id holds no card of the opponent's, or another card");
        if (away == ALT_AWAY_TOKEN && alt_cards_get(g->db, o->card)->type != ALT_TYPE_TOKEN &&
            !(alt_cards_get(g->db, o->card)->keywords & ALT_KW_TOKEN))   /* a token Landmark too */
            FAIL("the opponent's token held is no token");
    }
    if (pl->ascended > 3 || (pl->ascended && alt_state_edition(g) < 4))
        FAIL("an Ascended status past the second Expedition, or under the Complete Rules 3.0 (CR 4.0 2.4.3)");
    if ((pl->turn_played || pl->turn_did) &&
        (g->setup.hash_encoding < 8 || (g->phase != ALT_PHASE_AFTERNOON && g->phase != ALT_PHASE_OVER) ||
         (pl->turn_did & ~(unsigned)ALT_POS_TURN_ALL)))
        FAIL("what a player did this turn, outside a turn or in a game whose state encoding cannot record it");
    if (pl->gained_n > ALT_GAINED_MAX || (pl->gained_n && g->setup.hash_encoding < 7))
        FAIL("subtypes gained past the table, or in a game whose state encoding cannot record them");
    for (int i = 0; i < pl->gained_n; i++) {
        const alt_object *o = &pl->obj[pl->gained[i].id < ALT_OBJ_MAX ? pl->gained[i].id : 0];
        if (pl->gained[i].id >= ALT_OBJ_MAX || (o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION) ||
            o->card >= ncards || !alt_state_is_character(alt_cards_get(g->db, o->card)))
            FAIL("subtypes gained by what is no Character in an Expedition (CR 4.0 2.3.1.e)");
        if (pl->gained[i].card >= ncards || alt_cards_get(g->db, pl->gained[i].card)->subtypes[0] == '\0')
            FAIL("subtypes gained from no card, or from one that has none");
        for (int k = 0; k < i; k++)
            if (pl->gained[k].id == pl->gained[i].id && pl->gained[k].card == pl->gained[i].card)
                FAIL("the same subtypes gained twice");
    }
    if (total != deck->count)
        FAIL("the number of cards is not conserved");
    int forward_step = would_forward_resolving(g);
    for (int e = 0; e < 2; e++) {
        if (pl->distance[e] > ALT_LAST_REGION)
            FAIL("an Expedition is past the end of the Adventure");
        /* dusk.c: the rolls' work lasts only while Progress waits on one */
        unsigned m = pl->moved_today[e];
        if ((m & ~ALT_MOVED_TODAY) &&
            (g->phase != ALT_PHASE_DUSK || !forward_step || !(m & ALT_MOVED_ROLLS) ||
             (m & ALT_MOVED_MORE) / ALT_MOVED_MORE_ONE > (m & ALT_MOVED_ROLLS) / ALT_MOVED_ROLL_ONE))
            FAIL("what rolls made of Progress's move is kept past Progress's wait on one, or more than the rolls");
    }
    /* Trial by Frost's keep_exhausted kept more: the Landmarks that allowed
     * it are in play, or were discarded by the same Clean-up, and the
     * Morning's draw may have shuffled one of those back into the Deck,
     * drawn it and Expanded it. */
    int extra = 0;
    static const alt_zone allowed_by[] = {ALT_Z_LANDMARK, ALT_Z_DISCARD, ALT_Z_DECK, ALT_Z_HAND, ALT_Z_MANA};
    for (size_t k = 0; k < sizeof allowed_by / sizeof allowed_by[0]; k++)
        for (int i = 0; i < pl->zone_n[allowed_by[k]]; i++)
            extra += alt_cards_has_static(g->db, pl->obj[alt_state_zone(pl, allowed_by[k])[i]].card, ALT_FX_KEEP_EXHAUSTED);
    if (g->phase == ALT_PHASE_MORNING && !alt_night_limits_may_be_passed(g) &&
        (pl->zone_n[ALT_Z_RESERVE] > alt_night_limit(g, p, ALT_Z_RESERVE) + extra ||
         pl->zone_n[ALT_Z_LANDMARK] > alt_night_limit(g, p, ALT_Z_LANDMARK)))
        FAIL("Reserve or Landmarks over the limit after Clean-up (CR 4.2.5.c)");
    return ALT_OK;
}

alt_err alt_game_check(const alt_game *g, const char **what)
{
    if (!g)
        return ALT_E_ARG;
    if (g->dec_player > 1 || g->first_player > 1)
        FAIL("a player index is out of range");
    if (g->revision == 0 || g->revision != alt_ruleset_level(g->setup.ruleset))
        FAIL("the level kept is not the ruleset's");
    if (g->edition != alt_ruleset_edition(g->setup.ruleset))
        FAIL("the edition kept is not the ruleset's");
    if (g->turn_ends || g->overflow || g->instead_n)
        FAIL("a mark of the step is left between steps");
    if (g->res.held_n > ALT_HELD_MAX || (g->res.held_n && (!g->res.active || alt_state_rules(g) < 3)))
        FAIL("picks held with nothing resolving, or before level 3 (CR 6.1.e)");
    if (g->outer_n > ALT_NEST_MAX || (g->outer_n && (!g->res.active || alt_state_edition(g) < 4)))
        FAIL("steps wait on a Spell an effect played with nothing resolving, or under 3.0 (CR 4.0 5.2.b)");
    for (int i = 0; i < g->outer_n && i < ALT_NEST_MAX; i++)
        if ((g->outer[i].active != ALT_RES_DONE && g->outer[i].active != ALT_RES_TO_START) ||
            g->outer[i].held_n > ALT_HELD_MAX)
            FAIL("a waiting step is neither done nor to start");
    if (g->markers_n > ALT_MARKERS_MAX || (g->markers_n && alt_state_edition(g) < 4))
        FAIL("more Terrain Markers than a game holds, or under 3.0 (CR 4.0 3.2.1.d)");
    for (int i = 0; i < g->markers_n && i < ALT_MARKERS_MAX; i++) {
        uint8_t w = g->markers[i].where, t = g->markers[i].terrains;
        if ((w > ALT_LAST_REGION && w != ALT_MARKER_HELD && w != ALT_MARKER_HELD + 1) || !t ||
            (t & ~(ALT_T_FOREST | ALT_T_MOUNTAIN | ALT_T_WATER)))
            FAIL("a Terrain Marker is nowhere, or of no terrain (CR 4.0 3.2.1.d)");
        if (w <= ALT_LAST_REGION && g->arena)
            FAIL("a Terrain Marker on a region the Arena removed (CR 4.0 4.3.a)");
    }
    if (g->dec_kind >= ALT_DEC__COUNT || g->phase > ALT_PHASE_OVER)
        FAIL("the pending decision is out of range");
    uint64_t statics[ALT_CARDS_FX_WORDS], triggers[ALT_CARDS_TRIG_WORDS];
    alt_state_statics_of(g, statics, triggers);
    if (memcmp(statics, g->statics, sizeof statics) != 0 || memcmp(triggers, g->triggers, sizeof triggers) != 0)
        FAIL("the passives and triggers noted are not those of the game's cards (alt_state_note_statics)");
    /* A recorded game's setup waits on chance before any decision. */
    int setup_waits = g->chance.pending && g->chance.action.kind == 0;
    if (setup_waits ? g->dec_kind != ALT_DEC_NONE || g->phase != ALT_PHASE_SETUP
                    : (g->dec_kind == ALT_DEC_NONE) != (g->phase == ALT_PHASE_OVER))
        FAIL("the game is over exactly when no decision is pending");
    if (g->dec_kind == ALT_DEC_CHANCE)
        FAIL("a chance decision is the chance block's, never the pending decision's");
    if (g->chance.used || g->chance.state)
        FAIL("a run's chance counters are left set between steps");
    if (g->setup.chance != ALT_CHANCE_RECORDED && g->chance.pending)
        FAIL("a seeded game waits on recorded chance");
    if (g->chance.pending && (g->chance.given > g->chance.count || g->chance.given > g->chance.n))
        FAIL("a shuffle has more cards placed than it has, or than outcomes given");
    if (g->winner != ALT_NO_WINNER && g->phase != ALT_PHASE_OVER)
        FAIL("a winner is named while the game goes on");
    if (g->phase == ALT_PHASE_OVER && g->winner == ALT_NO_WINNER && g->outcome != ALT_OUTCOME_DAY_LIMIT &&
        g->outcome != ALT_OUTCOME_ENGINE_LIMIT)
        FAIL("a game over has a winner, unless it stopped at the Day limit or an engine limit");
    if (g->day > ALT_DAY_LIMIT)
        FAIL("the Day is past the engine's Day limit");
    if (g->dec_kind == ALT_DEC_TURN && g->p[g->dec_player].passed)
        FAIL("a player who passed is asked to take a turn (CR 4.2.3.e)");
    if (g->dec_kind == ALT_DEC_CLEANUP && alt_night_picks_needed(g, g->dec_player, NULL) == 0)
        FAIL("a Clean-up choice is asked of a player who owes none");
    if (g->limbo_n > ALT_LIMBO_MAX)
        FAIL("more Reactions in Limbo than it holds");
    for (int i = 0; i < g->limbo_n; i++)
        if (g->limbo[i].player > 1 ||
            (g->limbo[i].source >= ALT_OBJ_MAX && g->limbo[i].source != ALT_HERO_OBJECT))
            FAIL("a Reaction in Limbo names no object");
    if (g->dec_kind == ALT_DEC_REACTION) {
        int mine = 0;
        for (int i = 0; i < g->limbo_n; i++)
            mine += g->limbo[i].player == g->dec_player;
        if (mine < 2)
            FAIL("a Reaction order is asked of a player with fewer than two Reactions (CR 4.4.b)");
    }
    if (g->dec_kind == ALT_DEC_CHOICE &&
        !(g->res.active && (g->res.step == ALT_RES_MAY_ASKED || g->res.step == ALT_RES_PICK_ASKED || instead_waits(g))))
        FAIL("an ability's choice is asked with no ability resolving");
    int asked = 0;
    for (int p = 0; p < 2; p++)
        for (int id = 0; id < ALT_OBJ_MAX; id++)
            asked += (g->p[p].obj[id].flags & ALT_OF_INSTEAD_ASKED) != 0;
    if (asked != instead_waits(g))
        FAIL("an \"instead\" question waits on no object, or on more than one (CR 6.2.d)");
    if (g->dec_kind == ALT_DEC_TURN && (g->limbo_n || g->res.active))
        FAIL("a turn is taken while Reactions wait (CR 4.4.d)");
    for (int p = 0; p < 2; p++) {
        if (g->p[p].mods_n > ALT_MODS_MAX)
            FAIL("more modifiers than a player holds");
        alt_err err = check_player(g, p, what);
        if (err != ALT_OK)
            return err;
    }
    return ALT_OK;
}
