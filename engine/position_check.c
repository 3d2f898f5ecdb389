/*
 * position_check.c: a position's fields checked one by one, before they
 * become a game (alt_game_from_position): each value in range, each card
 * where its deck list puts it, each decision one its phase can wait on,
 * each count within the engine's tables. A refusal names the field and
 * why (docs/position.md). What needs the game built is position_state.c's.
 */
#include "position.h"
#include "chance.h"

#include <stdio.h>
#include <string.h>

/* Where a decision can wait (CR 4.1-4.3): the kinds each phase takes. */
static int decision_fits_phase(int kind, int phase)
{
    switch (kind) {
    case ALT_DEC_NONE: return phase == ALT_PHASE_OVER;
    case ALT_DEC_OPENING_MANA: return phase == ALT_PHASE_SETUP;
    case ALT_DEC_EXPAND: return phase == ALT_PHASE_MORNING;
    case ALT_DEC_TURN: return phase == ALT_PHASE_AFTERNOON;
    case ALT_DEC_CLEANUP: return phase == ALT_PHASE_NIGHT;
    case ALT_DEC_REACTION:
    case ALT_DEC_CHOICE: return phase != ALT_PHASE_OVER && phase != ALT_PHASE_SETUP;
    default: return 0;
    }
}

static alt_err check_card(const alt_refusal *rf, const alt_cards *db, uint16_t card, const char *field)
{
    if (card >= alt_cards_count(db))
        return alt_position_refuse(rf, ALT_E_UNKNOWN_CARD, "%s: card index %u is not in the card database", field, card);
    if (!alt_cards_get(db, card)->supported) {
        const alt_card_info *c = alt_cards_get(db, card);
        const alt_set_info *set = alt_cards_set_of(db, c->design);
        return alt_position_refuse(rf, ALT_E_UNSUPPORTED_CARD, "%s: %s (%s, %s) is a card this build does not play yet",
                      field, c->ref, c->name, set != NULL ? set->name : "its set");
    }
    return ALT_OK;
}

/* Whether an id is a token's (60 to 91) rather than a card's. */
static int token_id(unsigned id)
{
    return id >= ALT_POS_TOKEN_BASE && id < ALT_POS_TOKEN_END;
}

/* The card of player p's card id: its deck-list entry (alt_object_deck_index);
 * ALT_CARD_NONE for a token's id or one past the deck list. */
static uint16_t deck_card(const alt_position *pos, int p, unsigned id)
{
    int i = alt_object_deck_index(id);
    return i >= 0 && i < pos->deck[p].count ? pos->deck[p].cards[i] : ALT_CARD_NONE;
}

/* The resolution's dice: three dice, or the modes still to come, packed
 * for a "choose X+K" (ability.h): at most ALT_MODES_PACKED_MAX, each one of
 * its step's modes, no bit past the last. */
static alt_err check_dice(const alt_refusal *rf, const alt_cards *db, const alt_pos_resolution *res)
{
    int n;
    const alt_ability *list = alt_cards_abilities(db, res->r.card, &n);
    int c = res->r.ability < n ? alt_ability_chooser(list, n, res->r.ability) : -1;
    if (c < 0 || !alt_ability_modes_packed(&list[c])) {
        for (int i = 0; i < 3; i++)
            if (res->dice[i] > 6)
                return alt_position_refuse(rf, ALT_E_POSITION, "resolving.dice[%d]: %u is not a die's face", i, res->dice[i]);
        return ALT_OK;
    }
    uint32_t v = alt_ability_modes_word(res->dice), count = v & 15;
    if (count > ALT_MODES_PACKED_MAX || (v >> (4 + 2 * count)) != 0)
        return alt_position_refuse(rf, ALT_E_POSITION, "resolving.dice: 0x%06x is not %s's modes to come, packed", (unsigned)v,
                                   alt_cards_get(db, res->r.card)->ref);
    int modes = 0;
    for (int j = c + 1; j < n && alt_ability_chooser(list, n, j) == c; j++)
        modes += list[j].trigger == ALT_TRIG_MODE;
    for (int i = 0; i < (int)count; i++)
        if (alt_ability_mode_at(res->dice, 1, i) > modes)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.dice: mode %d is past %s's %d modes",
                                       alt_ability_mode_at(res->dice, 1, i), alt_cards_get(db, res->r.card)->ref, modes);
    return ALT_OK;
}

/* Whether r is another card's {R} Reaction (a step of one) that a card
 * of source_card activates as its own (Unique part 705: r's card is the
 * other card's, its source this card). */
static int borrowed_reserve(const alt_cards *db, uint16_t source_card, const alt_pos_reaction *r)
{
    int n;
    const alt_ability *list = alt_cards_abilities(db, r->card, &n);
    if (!alt_cards_has_effect(db, source_card, ALT_FX_IT_RESERVE_AS_MINE) || alt_state_granted(r->ability) ||
        r->ability >= n)
        return 0;
    int head = r->ability;
    while (head > 0 && (list[head].trigger == ALT_TRIG_THEN || list[head].trigger == ALT_TRIG_MODE))
        head--;
    return list[head].trigger == ALT_TRIG_RESERVE;
}

static alt_err check_reaction(const alt_refusal *rf, const alt_cards *db, const alt_position *pos,
                              const alt_pos_reaction *r, const char *field)
{
    if (r->player > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.player: %u is not 0 or 1", field, r->player);
    if (r->source != ALT_POS_HERO && r->source >= ALT_POS_OBJECTS)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.source: %u is neither an object id nor the Hero", field, r->source);
    alt_err err = check_card(rf, db, r->card, field);
    if (err != ALT_OK)
        return err;
    if (r->source == ALT_POS_HERO && r->card != pos->deck[r->player].hero)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.card: the Hero's Reaction names a card that is not player %u's Hero",
                      field, r->player);
    if (r->source != ALT_POS_HERO && !token_id(r->source) && deck_card(pos, r->player, r->source) != r->card &&
        (deck_card(pos, r->player, r->source) == ALT_CARD_NONE ||
         !borrowed_reserve(db, deck_card(pos, r->player, r->source), r)))
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.card: not the card of object %u in player %u's deck, nor "
                      "an {R} Reaction of another card it activates as its own", field, r->source, r->player);
    int n;
    alt_cards_abilities(db, r->card, &n);
    if (r->ability == ALT_POS_SCOUT) {
        if (!(alt_cards_get(db, r->card)->keywords & ALT_KW_SCOUT))
            return alt_position_refuse(rf, ALT_E_POSITION, "%s.ability: Scout's ability on a card without Scout", field);
    } else if (alt_state_granted(r->ability)) {
        if (r->source == ALT_POS_HERO)
            return alt_position_refuse(rf, ALT_E_POSITION, "%s.ability: a \"next card\" Reaction is about a card played, not the Hero", field);
    } else if (r->ability >= n) {
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.ability: %s has %d abilities, not %u", field,
                      alt_cards_get(db, r->card)->ref, n, r->ability + 1u);
    }
    if (r->from_reserve > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.from_reserve: %u is not 0 or 1", field, r->from_reserve);
    if (r->was_in > 3 || (r->was_in && alt_ruleset_level(pos->ruleset) < 3))
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.was_in: bits 0x%02x %s", field, r->was_in,
                                   r->was_in > 3 ? "name an Expedition past the second"
                                                 : "are kept from level 3 only (CR 2.1.h)");
    if (r->subject != ALT_NO_OBJECT && r->subject >= ALT_POS_OBJECTS)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.subject: %u is not an object id", field, r->subject);
    if (r->subject_owner > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.subject_owner: %u is not 0 or 1", field, r->subject_owner);
    /* Repeats are an entry of Limbo's, of a Reaction bound to nothing (state.h, ALT_R_REPEATS);
     * or, resolving, the instances of a "do this once for each" chain, this one
     * included (ability.h, ALT_ABILITY_EACH). */
    int each = 0;
    if (strncmp(field, "limbo[", 6) != 0 && !alt_state_granted(r->ability) && r->ability < n) {
        const alt_ability *list = alt_cards_abilities(db, r->card, &n);
        int head = r->ability;
        while (head > 0 && (list[head].trigger == ALT_TRIG_THEN || list[head].trigger == ALT_TRIG_MODE))
            head--;
        each = (list[head].flags & ALT_ABILITY_EACH) != 0;
    }
    if (r->repeats > ALT_R_REPEATS_MAX ||
        (r->repeats && !each && (strncmp(field, "limbo[", 6) != 0 || r->subject != ALT_NO_OBJECT)))
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.repeats: %u %s", field, r->repeats,
                                   r->repeats > ALT_R_REPEATS_MAX ? "is more than 31"
                                                                  : "are kept in Limbo only, by a Reaction bound to nothing");
    return ALT_OK;
}

/* What the pending decision needs of Limbo and of the ability resolving
 * (CR 4.4): the engine asks each of these only in that situation. */
static alt_err check_decision(const alt_refusal *rf, const alt_position *pos)
{
    const alt_pos_resolution *res = &pos->res;
    int waiting = pos->limbo_n || res->active;
    /* Each daily effect that checks Reactions names where the Day goes on
     * from its own phase (day.c); the engine clears it once Limbo is empty. */
    static const uint8_t resume_phase[] = {
        [ALT_RESUME_END_TURN] = ALT_PHASE_AFTERNOON, [ALT_RESUME_TURN] = ALT_PHASE_AFTERNOON,
        [ALT_RESUME_AFTERNOON] = ALT_PHASE_NOON,     [ALT_RESUME_PROGRESS] = ALT_PHASE_DUSK,
        [ALT_RESUME_REST] = ALT_PHASE_DUSK,          [ALT_RESUME_CLEANUP] = ALT_PHASE_NIGHT,
        [ALT_RESUME_VICTORY] = ALT_PHASE_NIGHT,      [ALT_RESUME_EXPAND] = ALT_PHASE_MORNING,
        [ALT_RESUME_NIGHT] = ALT_PHASE_DUSK,
    };
    if (pos->phase != ALT_PHASE_OVER && !waiting && pos->resume != ALT_RESUME_NONE)
        return alt_position_refuse(rf, ALT_E_POSITION, "resume: %u is set while nothing waits in Limbo", pos->resume);
    /* Rest also waits from Night's own phase: on the "At Night" Reactions
     * before it, or on a question Rest asks (an optional replacing
     * modifier, CR 6.2.d), Night having begun. */
    int rest_at_night = pos->resume == ALT_RESUME_REST && pos->phase == ALT_PHASE_NIGHT;
    if (pos->phase != ALT_PHASE_OVER && waiting && resume_phase[pos->resume] != pos->phase && !rest_at_night)
        return alt_position_refuse(rf, ALT_E_POSITION, "resume: the Day goes on from the %s phase to step %u, not from the %s phase",
                      alt_phase_name((alt_phase)resume_phase[pos->resume]), pos->resume,
                      alt_phase_name((alt_phase)pos->phase));
    /* The turn the Day goes back to is one of a player who has not passed:
     * a player who passed plays nothing more this Afternoon (CR 4.2.3.e).
     * Only the end of the turn in which a player passed first waits on
     * Reactions ("when you pass first"), the other player still playing. */
    int passing_first = pos->resume == ALT_RESUME_END_TURN && !pos->p[pos->resume_player ^ 1].passed;
    if (waiting && (pos->resume == ALT_RESUME_TURN || pos->resume == ALT_RESUME_END_TURN) &&
        pos->p[pos->resume_player].passed && !passing_first)
        return alt_position_refuse(rf, ALT_E_POSITION,
                      "resume_player: the turn of player %u, who passed this Afternoon and plays no more (CR 4.2.3.e)",
                      pos->resume_player);
    if (res->active && pos->decision != ALT_DEC_CHOICE && pos->phase != ALT_PHASE_OVER)
        return alt_position_refuse(rf, ALT_E_POSITION, "resolving: an ability resolves only while it waits on a choice");
    switch (pos->decision) {
    case ALT_DEC_OPENING_MANA: {
        /* CR 4.1.k: the first player makes three picks from the opening
         * Hand, then the second; whoever is still to pick must hold enough
         * cards for them, or the game would wait on a choice it cannot make. */
        int first = pos->first_player, second = first ^ 1;
        unsigned mana[2] = {pos->p[0].zone_n[ALT_ZONE_MANA], pos->p[1].zone_n[ALT_ZONE_MANA]};
        if (pos->decider == first ? mana[first] >= 3 || mana[second] != 0 : mana[first] != 3 || mana[second] >= 3)
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "decision.player: player %u is asked an opening pick with %u and %u Mana Orbs; the first "
                          "player (%d) makes three, then the second (CR 4.1.k)",
                          pos->decider, mana[0], mana[1], first);
        for (int p = 0; p < 2; p++)
            if (mana[p] < 3 && pos->p[p].zone_n[ALT_ZONE_HAND] < 3 - mana[p])
                return alt_position_refuse(rf, ALT_E_POSITION,
                              "players[%d].zones.hand: %u cards for the %u opening picks still to make (CR 4.1.k)", p,
                              pos->p[p].zone_n[ALT_ZONE_HAND], 3 - mana[p]);
        break;
    }
    case ALT_DEC_TURN:
        if (waiting)
            return alt_position_refuse(rf, ALT_E_POSITION, "decision.kind: no turn is taken while Reactions wait in Limbo (CR 4.4.d)");
        if (pos->p[pos->decider].passed)
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "decision.player: player %u passed this Afternoon and takes no more turns (CR 4.2.3.e)",
                          pos->decider);
        break;
    case ALT_DEC_REACTION: {
        int mine = 0;
        for (int i = 0; i < pos->limbo_n; i++)
            mine += pos->limbo[i].player == pos->decider;
        if (mine < 2)
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "decision.kind: a Reaction order is asked of player %u, who has %d Reactions in Limbo, not "
                          "two or more (CR 4.4.b)",
                          pos->decider, mine);
        if (res->active)
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "decision.kind: a Reaction order while an ability is still resolving (CR 4.4.b)");
        break;
    }
    case ALT_DEC_CHOICE:
        if (!res->active)
            return alt_position_refuse(rf, ALT_E_POSITION, "decision.kind: an ability's choice, but no ability is resolving");
        if (res->step != ALT_RES_MAY_ASKED && res->step != ALT_RES_PICK_ASKED && res->step != ALT_RES_INSTEAD_PICK &&
            res->step != ALT_RES_INSTEAD_RUN)
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "resolving.step: %u is not a step that waits on a choice (1: may, 3: pick, 5 and 6: an "
                          "\"instead\")", res->step);
        break;
    default:
        break;
    }
    return ALT_OK;
}

/* The chance fields alone; alt_game_from_position then runs the waiting
 * answer with the outcomes given, which must stop at the event named. */
static alt_err check_chance(const alt_refusal *rf, const alt_position *pos)
{
    const alt_pos_chance *c = &pos->chance;
    if (pos->chance_mode > ALT_CHANCE_RECORDED)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance_mode: %u is neither seeded (0) nor recorded (1)",
                      pos->chance_mode);
    unsigned enc = pos->hash_encoding ? pos->hash_encoding : alt_hash_version(pos->ruleset);
    if (!alt_hash_version_holds(pos->ruleset, enc, pos->chance_mode))
        return alt_position_refuse(rf, ALT_E_VERSION, "hash_encoding: %u is not one ruleset %s holds%s", enc,
                      alt_ruleset_version(pos->ruleset), pos->chance_mode ? " for a recorded game" : "");
    if (c->pending > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.pending: %u is not 0 or 1", c->pending);
    if (!c->pending)
        return ALT_OK;
    if (pos->chance_mode != ALT_CHANCE_RECORDED)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.pending: only a recorded game waits on chance");
    if (c->kind == ALT_CHANCE_NONE || c->kind >= ALT_CHANCE__COUNT)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.kind: %u is not a chance event", c->kind);
    if (c->action.kind == ALT_ACT_CHANCE || c->action.kind >= ALT_ACT__COUNT)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.action.kind: %u is not a player's answer", c->action.kind);
    const alt_action *w = &c->action;
    if (w->kind == 0 && (w->player || w->object || w->expedition || w->choice || w->reserved))
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.action: the setup's waiting answer is all zero");
    if (alt_chance_is_shuffle(c->kind)     ? c->count < 2 || c->count > ALT_DECK_MAX || c->given >= c->count
        : c->kind == ALT_CHANCE_HAND_CARD ? c->count < 1 || c->count > ALT_DECK_MAX || c->given != 0
                                          : c->count != (c->kind == ALT_CHANCE_DIE ? 6 : 2) || c->given != 0)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.count: %u values, %u given, for a %s", c->count, c->given,
                      alt_chance_name((alt_chance_kind)c->kind));
    if (c->given > c->n)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.outcomes: %u, fewer than the %u cards placed", c->n,
                      c->given);
    for (int i = 0; i < c->given; i++)
        if (c->cards[i] != c->outcomes[c->n - c->given + i])
            return alt_position_refuse(rf, ALT_E_POSITION, "chance.cards[%d]: the cards placed are the last outcomes, "
                          "in order", i);
    return ALT_OK;
}

/* The picks a step holds (level 3, CR 6.1.e-g): within the table, each
 * an object id or none, an Expedition and an owner. */
static alt_err check_held(const alt_refusal *rf, const alt_position *pos, const alt_pos_resolution *res,
                          const char *field)
{
    if (res->held_n > ALT_POS_HELD)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "%s.held: %u picks, more than %d", field, res->held_n, ALT_POS_HELD);
    if (res->held_n && alt_ruleset_level(pos->ruleset) < 3)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.held: picks are held from level 3 only (CR 6.1.e)", field);
    for (int i = 0; i < res->held_n; i++)
        if ((res->held[i].object != ALT_NO_OBJECT && res->held[i].object >= ALT_POS_OBJECTS) ||
            res->held[i].expedition > 1 || res->held[i].owner > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "%s.held[%d]: object, Expedition or owner out of range", field, i);
    return ALT_OK;
}

/* The steps Spells played by effects interrupted (CR 4.0 5.2.b): each
 * a step done, kept from edition 4 only, while something resolves. */
static alt_err check_outer(const alt_refusal *rf, const alt_cards *db, const alt_position *pos)
{
    if (pos->outer_n > ALT_POS_NEST)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "outer: %u steps, more than %d", pos->outer_n, ALT_POS_NEST);
    if (pos->outer_n && alt_ruleset_edition(pos->ruleset) < 4)
        return alt_position_refuse(rf, ALT_E_POSITION, "outer: a Spell resolves inside an effect from the Complete "
                                   "Rules 4.0 only (CR 4.0 5.2.b)");
    if (pos->outer_n && !pos->res.active)
        return alt_position_refuse(rf, ALT_E_POSITION, "outer: steps wait for a Spell, and nothing resolves");
    for (int i = 0; i < pos->outer_n; i++) {
        char field[32];
        snprintf(field, sizeof field, "outer[%d]", i);
        const alt_pos_resolution *o = &pos->outer[i];
        if (o->active != ALT_RES_DONE && o->active != ALT_RES_TO_START)
            return alt_position_refuse(rf, ALT_E_POSITION, "%s.active: %u is neither a step done (1) nor a "
                                       "replacement to start (2)", field, o->active);
        if (o->active == ALT_RES_TO_START && (o->step != ALT_RES_START || o->done || o->held_n || o->spell))
            return alt_position_refuse(rf, ALT_E_POSITION, "%s: a replacement still to start has begun nothing", field);
        alt_err err = check_reaction(rf, db, pos, &o->r, field);
        if (err == ALT_OK)
            err = check_held(rf, pos, o, field);
        if (err != ALT_OK)
            return err;
        if (o->step > ALT_RES_INSTEAD_RUN || o->spell > 1 || o->did > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "%s: step, spell or did out of range", field);
    }
    return ALT_OK;
}

/* Terrain Markers (CR 4.0 3.2.1.d): from edition 4 only, each on a region
 * or held by a Hero, of one terrain or more. */
static alt_err check_markers(const alt_refusal *rf, const alt_position *pos)
{
    if (pos->markers_n > ALT_POS_MARKERS)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "terrain_markers: %u, more than %d", pos->markers_n, ALT_POS_MARKERS);
    if (pos->markers_n && alt_ruleset_edition(pos->ruleset) < 4)
        return alt_position_refuse(rf, ALT_E_POSITION, "terrain_markers: from the Complete Rules 4.0 only (CR 4.0 3.2.1.d)");
    for (int i = 0; i < pos->markers_n; i++) {
        unsigned w = pos->markers[i].where, t = pos->markers[i].terrains;
        if ((w > 7 && w != ALT_POS_MARKER_HELD && w != ALT_POS_MARKER_HELD + 1) || t == 0 || t > 7)
            return alt_position_refuse(rf, ALT_E_POSITION, "terrain_markers[%d]: on region %u with terrain bits 0x%02x, "
                                       "not a region 0 to 7 or a Hero's, and one terrain or more", i, w, t);
        if (w <= 7 && pos->arena)
            return alt_position_refuse(rf, ALT_E_POSITION, "terrain_markers[%d]: on a region removed with the others "
                                       "once tiebreakers start (CR 4.0 4.3.a)", i);
    }
    return ALT_OK;
}

static alt_err check_header(const alt_refusal *rf, const alt_cards *db, const alt_position *pos)
{
    size_t vlen = 0;
    while (vlen < sizeof pos->cards_version && pos->cards_version[vlen])
        if (!alt_position_name_char((unsigned char)pos->cards_version[vlen++], 1))
            return alt_position_refuse(rf, ALT_E_POSITION, "cards_version: byte %zu is 0x%02x, which no version holds", vlen - 1,
                          (unsigned char)pos->cards_version[vlen - 1]);
    if (vlen == sizeof pos->cards_version)
        return alt_position_refuse(rf, ALT_E_POSITION, "cards_version: not terminated within its %zu bytes",
                      sizeof pos->cards_version);
    if (pos->cards_version[0] && strcmp(pos->cards_version, alt_cards_version(db)) != 0)
        return alt_position_refuse(rf, ALT_E_VERSION, "cards_version: \"%.31s\" is not this card database (%s)",
                      pos->cards_version, alt_cards_version(db));
    if ((unsigned)pos->ruleset >= ALT_RULESET__COUNT)
        return alt_position_refuse(rf, ALT_E_RULESET, "ruleset: %d is not a ruleset of this build", (int)pos->ruleset);
    if ((unsigned)pos->format >= ALT_FORMAT__COUNT)
        return alt_position_refuse(rf, ALT_E_POSITION, "format: %d is not a format of this build", (int)pos->format);
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &pos->deck[p];
        char field[48];
        if (d->count > ALT_DECK_MAX)
            return alt_position_refuse(rf, ALT_E_CAPACITY, "players[%d].deck_list: %u cards, more than %d", p, d->count,
                          ALT_DECK_MAX);
        if (d->hero != ALT_CARD_NONE) {
            snprintf(field, sizeof field, "players[%d].hero", p);
            alt_err err = check_card(rf, db, d->hero, field);
            if (err != ALT_OK)
                return err;
            if (alt_cards_get(db, d->hero)->type != ALT_TYPE_HERO)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s: %s is not a Hero", field, alt_cards_get(db, d->hero)->ref);
        }
        for (int i = 0; i < d->count; i++) {
            snprintf(field, sizeof field, "players[%d].deck_list[%d]", p, i);
            alt_err err = check_card(rf, db, d->cards[i], field);
            if (err != ALT_OK)
                return err;
            alt_card_type t = alt_cards_get(db, d->cards[i])->type;
            if (alt_cards_get(db, d->cards[i])->keywords & ALT_KW_TOKEN)
                t = ALT_TYPE_TOKEN;                     /* a token Landmark (Skybound Odyssey's Aerolith) */
            if (t == ALT_TYPE_HERO || t == ALT_TYPE_TOKEN)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s: %s is a %s, which a deck does not hold", field,
                              alt_cards_get(db, d->cards[i])->ref, t == ALT_TYPE_HERO ? "Hero" : "token");
        }
    }
    for (int p = 0; p < 2; p++) {
        const char *ref = alt_game_card_past_edition(db, &pos->deck[p], alt_ruleset_edition(pos->ruleset));
        if (ref)
            return alt_position_refuse(rf, ALT_E_UNSUPPORTED_CARD, "players[%d].deck_list: %s plays by the words "
                                       "of the Complete Rules 4.0, and ruleset %s follows 3.0", p, ref,
                                       alt_ruleset_version(pos->ruleset));
    }
    unsigned enc = pos->hash_encoding ? pos->hash_encoding : alt_hash_version(pos->ruleset);
    for (int p = 0; p < 2; p++) {
        unsigned needs;
        const char *ref = alt_game_card_past_encoding(db, &pos->deck[p], enc, &needs);
        if (ref)
            return alt_position_refuse(rf, ALT_E_VERSION, "players[%d].deck_list: %s %s, which state hash encoding %u "
                                       "cannot record: encoding %u can", p, ref,
                                       needs == 7 ? "gains subtypes" : "reads what happened this turn", enc, needs);
    }
    alt_setup decks;
    memset(&decks, 0, sizeof decks);
    decks.deck[0] = pos->deck[0];
    decks.deck[1] = pos->deck[1];
    long unheld = alt_game_unheld_unique(db, &decks);
    if (unheld >= 0)
        return alt_position_refuse(rf, ALT_E_POSITION, "uniques[%ld]: the card database holds the record of %s, which "
                                   "neither deck list holds", unheld, alt_cards_unique(db, (size_t)unheld)->ref);
    if (pos->day < 1 || pos->day > ALT_DAY_LIMIT)
        return alt_position_refuse(rf, ALT_E_POSITION, "day: %u is outside 1..%d", pos->day, ALT_DAY_LIMIT);
    if (pos->phase > ALT_PHASE_OVER)
        return alt_position_refuse(rf, ALT_E_POSITION, "phase: %u is not a phase", pos->phase);
    if (pos->decision >= ALT_DEC__COUNT)
        return alt_position_refuse(rf, ALT_E_POSITION, "decision.kind: %u is not a decision", pos->decision);
    int setup_waits = pos->chance.pending && pos->chance.action.kind == 0;   /* before CR 4.1.c */
    if (setup_waits && (pos->phase != ALT_PHASE_SETUP || pos->decision != ALT_DEC_NONE || pos->decider != 0))
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.action: the setup's chance waits only in the setup "
                      "phase, before any decision (decision none, player 0)");
    if (!setup_waits && !decision_fits_phase(pos->decision, pos->phase))
        return alt_position_refuse(rf, ALT_E_POSITION, "decision.kind: a %s decision cannot be pending in the %s phase",
                      alt_decision_name((alt_decision_kind)pos->decision), alt_phase_name((alt_phase)pos->phase));
    if (pos->decider > 1 || (pos->decision == ALT_DEC_NONE && pos->decider != 0))
        return alt_position_refuse(rf, ALT_E_POSITION, "decision.player: %u is not 0 or 1 (0 once the game is over)",
                      pos->decider);
    if (pos->first_player > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "first_player: %u is not 0 or 1", pos->first_player);
    if (pos->arena > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "arena: %u is not 0 or 1", pos->arena);
    if (pos->winner > 1 && pos->winner != ALT_NO_WINNER)
        return alt_position_refuse(rf, ALT_E_POSITION, "winner: %u is not 0, 1 or none", pos->winner);
    if (pos->outcome > ALT_OUTCOME_ENGINE_LIMIT)
        return alt_position_refuse(rf, ALT_E_POSITION, "outcome: %u is not an outcome", pos->outcome);
    if ((pos->outcome == ALT_OUTCOME_NONE) != (pos->phase != ALT_PHASE_OVER))
        return alt_position_refuse(rf, ALT_E_POSITION, "outcome: a game has an outcome exactly when it is over");
    if (pos->phase != ALT_PHASE_OVER && pos->winner != ALT_NO_WINNER)
        return alt_position_refuse(rf, ALT_E_POSITION, "winner: player %u is named while the game goes on", pos->winner);
    /* Only the engine's limits end a game without a winner: its Day limit,
     * as the Day after the last would begin, and a full table. */
    if (pos->phase == ALT_PHASE_OVER && (pos->winner == ALT_NO_WINNER) != (pos->outcome == ALT_OUTCOME_DAY_LIMIT ||
                                                                          pos->outcome == ALT_OUTCOME_ENGINE_LIMIT))
        return alt_position_refuse(rf, ALT_E_POSITION, "winner: %s for a game over by %s", pos->winner == ALT_NO_WINNER ? "none" : "a player",
                      alt_outcome_rule((alt_outcome)pos->outcome));
    if (pos->outcome == ALT_OUTCOME_DAY_LIMIT && pos->day != ALT_DAY_LIMIT)
        return alt_position_refuse(rf, ALT_E_POSITION, "outcome: the Day limit ends a game on Day %d, not on Day %u", ALT_DAY_LIMIT,
                      pos->day);
    unsigned seen = 0;
    for (int s = 0; s < 3; s++) {
        if (pos->tumult_card[s] > 2 || (seen & (1u << pos->tumult_card[s])))
            return alt_position_refuse(rf, ALT_E_POSITION, "adventure.tumult[%d].card: the three slots hold the three Tumult cards once each", s);
        seen |= 1u << pos->tumult_card[s];
        if (pos->tumult_flip[s] > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "adventure.tumult[%d].flipped: %u is not 0 or 1", s, pos->tumult_flip[s]);
    }
    if (pos->tumult_up > 7)
        return alt_position_refuse(rf, ALT_E_POSITION, "adventure.tumult: face-up bits 0x%02x name a slot past the third", pos->tumult_up);
    if (pos->limbo_n > ALT_POS_LIMBO)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "limbo: %u Reactions, more than %d", pos->limbo_n, ALT_POS_LIMBO);
    for (int i = 0; i < pos->limbo_n; i++) {
        char field[32];
        snprintf(field, sizeof field, "limbo[%d]", i);
        alt_err err = check_reaction(rf, db, pos, &pos->limbo[i], field);
        if (err != ALT_OK)
            return err;
    }
    const alt_pos_resolution *res = &pos->res;
    alt_err err;
    if (res->active > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "resolving: active %u is not 0 or 1", res->active);
    if (!res->active) {
        static const alt_pos_resolution none;
        if (memcmp(res, &none, sizeof none) != 0)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving: fields set while no ability resolves");
    } else {
        if ((err = check_reaction(rf, db, pos, &res->r, "resolving")) != ALT_OK)
            return err;
        if (res->step > ALT_RES_INSTEAD_RUN)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.step: %u is not a step", res->step);
        if (res->spell > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.spell: %u is not 0 or 1", res->spell);
        if (res->did > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.did: %u is not 0 or 1", res->did);
        if (res->pick_object != ALT_NO_OBJECT && res->pick_object >= ALT_POS_OBJECTS)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.pick_object: %u is not an object id", res->pick_object);
        if (res->first_object != ALT_NO_OBJECT && res->first_object >= ALT_POS_OBJECTS)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.first_object: %u is not an object id", res->first_object);
        if (res->pick_expedition > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.pick_expedition: %u is not 0 or 1", res->pick_expedition);
        if (res->first_owner > 1)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.first_owner: %u is not 0 or 1", res->first_owner);
        if (res->roll > 12)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.roll: %u is more than a die can count", res->roll);
        if ((err = check_dice(rf, db, res)) != ALT_OK)
            return err;
        if (res->spell && res->r.source == ALT_POS_HERO)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.spell: the Hero is not a Spell");
        if ((err = check_held(rf, pos, res, "resolving")) != ALT_OK)
            return err;
    }
    if ((err = check_outer(rf, db, pos)) != ALT_OK)
        return err;
    if ((err = check_markers(rf, pos)) != ALT_OK)
        return err;
    if (pos->resume > ALT_RESUME_NIGHT)
        return alt_position_refuse(rf, ALT_E_POSITION, "resume: %u is not a step the Day goes on to", pos->resume);
    if (pos->resume_player > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "resume_player: %u is not 0 or 1", pos->resume_player);
    if ((pos->limbo_n || res->active) && pos->resume == ALT_RESUME_NONE)
        return alt_position_refuse(rf, ALT_E_POSITION, "resume: Reactions wait in Limbo, but nothing says where the Day goes on");
    return check_decision(rf, pos);
}

/* The daily counts (CR 1.4.6.b-c): per object in revision 1, per ability
 * from revision 2 (alt_pos_player.uses), never both. seen: the ids present. */
static alt_err check_uses(const alt_refusal *rf, const alt_cards *db, const alt_position *pos, int p,
                          const uint8_t *seen)
{
    const alt_pos_player *pl = &pos->p[p];
    if (alt_ruleset_level(pos->ruleset) < 2) {
        if (pl->uses_n)
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].daily_uses: a revision 1 ruleset counts each object's "
                          "uses together, in its quick_uses and reactions (CR 1.4.6)", p);
        return ALT_OK;
    }
    if (pl->hero_reactions || pl->hero_quick_uses)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].hero_state: a revision 2 ruleset counts each ability's "
                      "uses on its own, in daily_uses, not the Hero's together (CR 1.4.6)", p);
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pl->zone_n[z]; i++)
            if (pl->zone[z][i].quick_uses || pl->zone[z][i].reactions)
                return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].zones.%s[%d]: a revision 2 ruleset counts each "
                              "ability's uses on its own, in daily_uses, not the object's together (CR 1.4.6)", p,
                              alt_zone_name((alt_zone_id)z), i);
    if (pl->uses_n > ALT_POS_USES)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "players[%d].daily_uses: %u, more than %d", p, pl->uses_n, ALT_POS_USES);
    unsigned last = 0;
    for (int i = 0; i < pl->uses_n; i++) {
        const alt_pos_use *u = &pl->uses[i];
        unsigned key = (unsigned)u->id << 8 | u->ability;
        if (i > 0 && key <= last)
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].daily_uses[%d]: listed once each, by object, then "
                          "ability, in increasing order", p, i);
        last = key;
        if (u->count == 0 || u->count > ALT_DAILY_CAP)
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].daily_uses[%d].count: %u is not 1 to %d (CR 1.4.6)", p,
                          i, u->count, ALT_DAILY_CAP);
        uint16_t card = ALT_CARD_NONE;
        if (u->id == ALT_POS_HERO)
            card = pos->deck[p].hero;
        else if (u->id < ALT_POS_OBJECTS && seen[u->id])
            for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END && card == ALT_CARD_NONE; z++)
                for (int k = 0; k < pl->zone_n[z]; k++)
                    if (pl->zone[z][k].id == u->id)
                        card = pl->zone[z][k].card;
        if (card == ALT_CARD_NONE)
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].daily_uses[%d].object: %u is no object of the player's", p,
                          i, u->id);
        unsigned h = (unsigned)u->ability - ALT_POS_GRANTED_BY;   /* the granter's id, for a granted Reaction */
        uint16_t granter = deck_card(pos, p, h);
        if (!alt_state_use_countable(db, card, u->ability, granter))
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].daily_uses[%d].ability: %s has no quick action or "
                          "Reaction %u (CR 1.4.6)", p, i, alt_cards_get(db, card)->ref, u->ability);
    }
    return ALT_OK;
}

/* A token id holding the opponent's object (CR 4.0 7.5.5): from edition
 * 4 only; the opponent's card (1 + its id: that card of their deck list)
 * or their token (its card a token). */
static alt_err check_away(const alt_refusal *rf, const alt_position *pos, int p, const alt_pos_object *o,
                          const char *field)
{
    if (!o->away)
        return ALT_OK;
    if (alt_ruleset_edition(pos->ruleset) < 4)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.away: control of the opponent's objects comes with the "
                                   "Complete Rules 4.0 only (CR 4.0 7.3.6)", field);
    if (o->away == ALT_POS_AWAY_TOKEN)
        return ALT_OK;
    uint16_t card = deck_card(pos, 1 - p, o->away - 1u);
    if (token_id(o->away - 1u) || card == ALT_CARD_NONE || card != o->card)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s.away: %u names no card of the opponent's deck list that is "
                                   "this object's card", field, o->away);
    return ALT_OK;
}

/* A Spell in Limbo: the one resolving, or one whose effect a Spell it
 * played interrupted (4.0 5.2.b). */
static int spell_in_limbo(const alt_cards *db, const alt_position *pos, int p, const alt_pos_object *o)
{
    unsigned id = o->id;
    if (pos->res.active && pos->res.spell && pos->res.r.player == p && pos->res.r.source == id)
        return 1;
    for (int i = 0; i < pos->outer_n && i < ALT_POS_NEST; i++)
        if (pos->outer[i].spell && pos->outer[i].r.player == p && pos->outer[i].r.source == id)
            return 1;
    /* a Spell an effect played, waiting its turn while an ability resolves */
    return pos->res.active && o->card < alt_cards_count(db) && alt_cards_get(db, o->card)->type == ALT_TYPE_SPELL;
}

/* Whether Progress waits on the die of one of player p's "if my Expedition
 * would move forward during Dusk" (dusk.c), in Expedition e: the one
 * resolving in Dusk, from a card there. */
static int progress_rolls_wait(const alt_cards *db, const alt_position *pos, int p, int e)
{
    const alt_pos_reaction *r = &pos->res.r;
    if (pos->phase != ALT_PHASE_DUSK || !pos->res.active || r->player != p || r->card >= alt_cards_count(db) ||
        r->source >= ALT_POS_OBJECTS)
        return 0;
    int n, i = r->ability;
    const alt_ability *list = alt_cards_abilities(db, r->card, &n);
    while (i > 0 && i < n && list[i].trigger == ALT_TRIG_THEN)
        i--;                                    /* a THEN step of its chain */
    if (i >= n || list[i].trigger != ALT_TRIG_WOULD_FORWARD)
        return 0;
    if (i != r->ability && (pos->p[p].moved_today[e] & ALT_MOVED_STAYS))
        return 1;                               /* made to stay, the card may have gone ("discard me instead") */
    alt_zone_id z = e ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO;
    for (int k = 0; k < pos->p[p].zone_n[z] && k < ALT_POS_OBJECTS; k++)
        if (pos->p[p].zone[z][k].id == r->source)
            return 1;
    return 0;
}
static alt_err check_gained(const alt_refusal *rf, const alt_cards *db, const alt_position *pos, int p);
static alt_err check_turn(const alt_refusal *rf, const alt_position *pos, int p);

static alt_err check_player(const alt_refusal *rf, const alt_cards *db, const alt_position *pos, int p)
{
    const alt_pos_player *pl = &pos->p[p];
    for (int e = 0; e < 2; e++) {
        if (pl->distance[e] > ALT_LAST_REGION)
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].expeditions.%s.distance: %u is past the last region (7)",
                          p, e ? "companion" : "hero", pl->distance[e]);
        unsigned m = pl->moved_today[e], rolls = (m & ALT_MOVED_ROLLS) / ALT_MOVED_ROLL_ONE;
        if ((m & ~ALT_MOVED_TODAY) && (!rolls || (m & ALT_MOVED_MORE) / ALT_MOVED_MORE_ONE > rolls ||
                                        !progress_rolls_wait(db, pos, p, e)))
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].expeditions.%s: progress_rolls %u, progress_more "
                          "%u, progress_stays %u: only while Progress waits on a die of a card in that Expedition "
                          "(\"if my Expedition would move forward during Dusk\"), no more regions than rolls", p,
                          e ? "companion" : "hero", rolls, (m & ALT_MOVED_MORE) / ALT_MOVED_MORE_ONE,
                          (m & ALT_MOVED_STAYS) != 0);
    }
    if (pl->blocked_today > 3)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].blocked_today: bits 0x%02x name an Expedition past the second",
                      p, pl->blocked_today);
    if (pl->passed > 1)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].passed: %u is not 0 or 1", p, pl->passed);
    if (pl->hero_status > 15)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].hero_state.statuses: unknown status bits 0x%02x", p,
                      pl->hero_status);
    if (pl->hero_reactions > ALT_DAILY_CAP || pl->hero_quick_uses > ALT_DAILY_CAP)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].hero_state: a daily count over the limit of %d (CR 1.4.6)",
                      p, ALT_DAILY_CAP);
    if (pos->deck[p].hero == ALT_CARD_NONE &&
        (pl->hero_status || pl->hero_reactions || pl->hero_quick_uses || pl->hero_counters))
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].hero_state: set for a player without a Hero", p);
    if (pl->mods_n > ALT_POS_MODS)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "players[%d].modifiers: %u, more than %d", p, pl->mods_n, ALT_POS_MODS);
    for (int i = 0; i < pl->mods_n; i++) {
        const alt_pos_modifier *m = &pl->mods[i];
        if (m->filter > ALT_FILTER_FOREST_CHARACTER || m->kind < ALT_MOD_COST || m->kind > ALT_MOD_HAND_R_ONE ||
            m->until_afternoon_ends > ALT_UNTIL_DAY_ENDS ||
            (m->kind == ALT_MOD_TOUGH) != (m->until_afternoon_ends == ALT_UNTIL_DAY_ENDS))   /* "this Day": Tough only */
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].modifiers[%d]: filter, kind or duration out of range", p, i);
    }
    uint8_t seen[ALT_POS_OBJECTS] = {0};
    int cards = 0;
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++) {
        if (pl->zone_n[z] > ALT_POS_OBJECTS)
            return alt_position_refuse(rf, ALT_E_CAPACITY, "players[%d].zones.%s: %u objects, more than %d", p, alt_zone_name((alt_zone_id)z),
                          pl->zone_n[z], ALT_POS_OBJECTS);
        for (int i = 0; i < pl->zone_n[z]; i++) {
            const alt_pos_object *o = &pl->zone[z][i];
            char field[64];
            snprintf(field, sizeof field, "players[%d].zones.%s[%d]", p, alt_zone_name((alt_zone_id)z), i);
            if (o->id >= ALT_POS_OBJECTS)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.id: %u is not an object id", field, o->id);
            if (seen[o->id]++)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.id: object %u is in two places (every card is in exactly one zone)",
                              field, o->id);
            if (!token_id(o->id)) {
                uint16_t card = deck_card(pos, p, o->id);
                if (card == ALT_CARD_NONE)
                    return alt_position_refuse(rf, ALT_E_POSITION, "%s.id: %u is past the %u cards of the deck list", field, o->id,
                                  pos->deck[p].count);
                if (o->card != card)
                    return alt_position_refuse(rf, ALT_E_POSITION, "%s.card: object %u is %s in the deck list", field, o->id,
                                  alt_cards_get(db, card)->ref);
                cards++;
            } else {
                alt_err err = check_card(rf, db, o->card, field);
                if (err != ALT_OK)
                    return err;
                if ((err = check_away(rf, pos, p, o, field)) != ALT_OK)
                    return err;
                if (!o->away && alt_cards_get(db, o->card)->type != ALT_TYPE_TOKEN &&
                    !(alt_cards_get(db, o->card)->keywords & ALT_KW_TOKEN))
                    return alt_position_refuse(rf, ALT_E_POSITION, "%s.card: object %u is a token id, and %s is not a token", field,
                                  o->id, alt_cards_get(db, o->card)->ref);
                /* The opponent's card a player plays is theirs in Limbo too
                 * (a Spell: the checks of Limbo below). */
                int taken = o->away && o->away != ALT_POS_AWAY_TOKEN && z == ALT_ZONE_LIMBO;
                if (z != ALT_ZONE_EXP_HERO && z != ALT_ZONE_EXP_COMPANION && z != ALT_ZONE_LANDMARK && !taken)
                    return alt_position_refuse(rf, ALT_E_POSITION, "%s: a token%s exists only in play (CR 7.3.4)", field,
                                               o->away ? " id holding the opponent's object" : "");
            }
            if (o->away && !token_id(o->id))
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.away: only a token id holds the opponent's object", field);
            if (z == ALT_ZONE_EXP_HERO || z == ALT_ZONE_EXP_COMPANION || z == ALT_ZONE_LANDMARK) {
                /* CR 5.1.2.i-j: Characters and Expedition Permanents join an
                 * Expedition, Landmark Permanents the Landmark zone; Spells
                 * and Heroes neither. */
                const alt_card_info *c = alt_cards_get(db, o->card);
                int landmark = c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_LANDMARK);
                int fits = z == ALT_ZONE_LANDMARK ? landmark
                                                  : c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN ||
                                                        (c->type == ALT_TYPE_PERMANENT && !landmark);
                if (!fits)
                    return alt_position_refuse(rf, ALT_E_POSITION, "%s.card: %s (%s) cannot be in %s (CR 5.1.2.j: %s)",
                                  field, c->ref, c->name, z == ALT_ZONE_LANDMARK ? "the Landmark zone" : "an Expedition",
                                  z == ALT_ZONE_LANDMARK ? "only Landmark Permanents join it"
                                                         : "only Characters and Expedition Permanents join one");
            }
            if (o->status > 15)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.statuses: unknown status bits 0x%02x", field, o->status);
            if (o->flags & ~(ALT_FLAG_KEPT | ALT_FLAG_AFTER_REST | ALT_FLAG_INSTEAD_ASKED | ALT_FLAG_INSTEAD_YES |
                             ALT_FLAG_INSTEAD_NO | ALT_FLAG_FROM_RESERVE))
                return alt_position_refuse(rf, ALT_E_POSITION, "%s: unknown flag bits 0x%02x", field, o->flags);
            if ((o->flags & (ALT_FLAG_INSTEAD_ASKED | ALT_FLAG_INSTEAD_YES | ALT_FLAG_INSTEAD_NO)) &&
                z != ALT_ZONE_EXP_HERO && z != ALT_ZONE_EXP_COMPANION)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s: an \"instead\" question or answer on an object out "
                                           "of the Expedition zone (CR 6.2.d: it replaces a move out of it)", field);
            if (o->quick_uses > ALT_DAILY_CAP || o->reactions > ALT_DAILY_CAP)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s: a daily count over the limit of %d (CR 1.4.6)", field,
                              ALT_DAILY_CAP);
            if (alt_position_bare_zone(z) && (o->status || o->boosts || o->flags || o->counters))
                return alt_position_refuse(rf, ALT_E_POSITION,
                              "%s: a card in Deck, Hand or Discard has no status, boost, flag or counter (CR 2.4.1.c)",
                              field);
            if (z == ALT_ZONE_LANDMARK && (o->status & ALT_STATUS_FLEETING))
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.statuses: a Landmark is never Fleeting (CR 5.2.3.a)", field);
            if (z == ALT_ZONE_LIMBO && !spell_in_limbo(db, pos, p, o))
                return alt_position_refuse(rf, ALT_E_POSITION, "%s: only a Spell whose effects are resolving, or wait on one "
                                           "an effect played, is in Limbo (CR 5.1.2.i; 4.0 5.2.b)", field);
            if ((o->flags & ALT_FLAG_FROM_RESERVE) && (z != ALT_ZONE_LIMBO || alt_ruleset_edition(pos->ruleset) < 4))
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.from_reserve: only a card in Limbo being played, from "
                                           "the Complete Rules 4.0 on (CR 4.0 2.2.9.b)", field);
            if (o->away && z != ALT_ZONE_EXP_HERO && z != ALT_ZONE_EXP_COMPANION && z != ALT_ZONE_LANDMARK &&
                !(z == ALT_ZONE_LIMBO && o->away != ALT_POS_AWAY_TOKEN))
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.away: the opponent's object is controlled in play "
                                           "only, an Expedition or the Landmarks, or their card in Limbo as it is "
                                           "played (CR 4.0 7.3.6, 7.5.5.a)", field);
            /* Clean-up's picks are marked only while its decision waits,
             * Reactions held for the end of Rest only during Dusk. */
            if ((o->flags & ALT_FLAG_KEPT) &&
                (pos->decision != ALT_DEC_CLEANUP || (z != ALT_ZONE_RESERVE && z != ALT_ZONE_LANDMARK)))
                return alt_position_refuse(rf, ALT_E_POSITION,
                              "%s.kept: only a Reserve or Landmark card is kept, while a Clean-up choice waits", field);
            if ((o->flags & ALT_FLAG_AFTER_REST) && pos->phase != ALT_PHASE_DUSK)
                return alt_position_refuse(rf, ALT_E_POSITION, "%s.after_rest: a Reaction held for the end of Rest outside Dusk", field);
        }
    }
    /* A card of this player's the opponent controls (CR 4.0 7.5.5) is in
     * none of this player's zones: the opponent's object away names it. */
    const alt_pos_player *opp = &pos->p[1 - p];
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < opp->zone_n[z] && i < ALT_POS_OBJECTS; i++) {
            unsigned away = opp->zone[z][i].away;
            if (!away || away == ALT_POS_AWAY_TOKEN || !token_id(opp->zone[z][i].id))
                continue;
            if (seen[away - 1]++)
                return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].zones.%s[%d].away: object %u of player %d is "
                                           "in a zone of its owner's too, or away twice", 1 - p, alt_zone_name((alt_zone_id)z),
                                           i, away - 1, p);
            cards++;
        }
    if (pl->ascended > 3 || (pl->ascended && alt_ruleset_edition(pos->ruleset) < 4))
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].ascended: bits 0x%02x %s", p, pl->ascended,
                                   pl->ascended > 3 ? "name an Expedition past the second"
                                                    : "are from the Complete Rules 4.0 only (CR 4.0 2.4.3)");
    if (cards != pos->deck[p].count) {
        for (int i = 0; i < pos->deck[p].count; i++)
            if (!seen[alt_deck_object_id(i)])
                return alt_position_refuse(rf, ALT_E_POSITION,
                              "players[%d].zones: card %d of the deck list (%s) is in no zone (the counts do not add up)",
                              p, i, alt_cards_get(db, pos->deck[p].cards[i])->ref);
    }
    alt_err err = check_gained(rf, db, pos, p);
    if (err == ALT_OK)
        err = check_turn(rf, pos, p);
    return err != ALT_OK ? err : check_uses(rf, db, pos, p, seen);
}

/* Encoding 8: what a player did this turn, known bits only, and nothing
 * outside the Afternoon, where no turn is under way (CR 4.0 2.2.15.d),
 * but for a game that ended in one. */
static alt_err check_turn(const alt_refusal *rf, const alt_position *pos, int p)
{
    const alt_pos_player *pl = &pos->p[p];
    unsigned enc = pos->hash_encoding ? pos->hash_encoding : alt_hash_version(pos->ruleset);
    if (!pl->turn_played && !pl->turn_did)
        return ALT_OK;
    if (enc < 8)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].this_turn: state hash encoding %u cannot record "
                                   "what a player did this turn (encoding 8 can)", p, enc);
    if (pl->turn_did & ~(unsigned)ALT_POS_TURN_ALL)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].this_turn: unknown bits 0x%02x", p, pl->turn_did);
    if (pos->phase != ALT_PHASE_AFTERNOON && pos->phase != ALT_PHASE_OVER)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].this_turn: a turn is under way only in the Afternoon "
                                   "(CR 4.0 4.2.3.d; or as the game ended in one)", p);
    return ALT_OK;
}

/* Encoding 7: each subtypes gain names a Character of this player's in an
 * Expedition and a card with subtypes, no pair twice (alt_player.gained). */
static alt_err check_gained(const alt_refusal *rf, const alt_cards *db, const alt_position *pos, int p)
{
    const alt_pos_player *pl = &pos->p[p];
    unsigned enc = pos->hash_encoding ? pos->hash_encoding : alt_hash_version(pos->ruleset);
    if (pl->gained_n > ALT_POS_GAINED)
        return alt_position_refuse(rf, ALT_E_CAPACITY, "players[%d].gained_subtypes: %u entries, more than the %d a player holds",
                                   p, pl->gained_n, ALT_POS_GAINED);
    if (pl->gained_n && enc < 7)
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].gained_subtypes: state hash encoding %u cannot record "
                                   "subtypes gained (encoding 7 can)", p, enc);
    for (int i = 0; i < pl->gained_n; i++) {
        const alt_pos_gained *e = &pl->gained[i];
        if (e->card >= alt_cards_count(db) || alt_cards_get(db, e->card)->subtypes[0] == '\0')
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].gained_subtypes[%d].card: %u names no card with "
                                       "subtypes", p, i, e->card);
        const alt_pos_object *o = NULL;
        for (int k = 0; k < 2 && !o; k++) {
            int z = k ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO;
            for (int j = 0; j < pl->zone_n[z] && j < ALT_POS_OBJECTS && !o; j++)
                if (pl->zone[z][j].id == e->id)
                    o = &pl->zone[z][j];
        }
        if (!o || (alt_cards_get(db, o->card)->type != ALT_TYPE_CHARACTER && alt_cards_get(db, o->card)->type != ALT_TYPE_TOKEN))
            return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].gained_subtypes[%d].id: %u is no Character in the "
                                       "player's Expeditions", p, i, e->id);
        for (int k = 0; k < i; k++)
            if (pl->gained[k].id == e->id && pl->gained[k].card == e->card)
                return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].gained_subtypes[%d]: the same gain twice", p, i);
    }
    return ALT_OK;
}

alt_err alt_position_check_fields(const alt_refusal *rf, const alt_cards *db, const alt_position *pos)
{
    alt_err err = check_header(rf, db, pos);
    if (err == ALT_OK)
        err = check_chance(rf, pos);
    for (int p = 0; p < 2 && err == ALT_OK; p++)
        err = check_player(rf, db, pos, p);
    return err;
}
