/*
 * trigger.c: from events to the Reactions they activate (trigger.h). The
 * daily caps (CR 1.4.6.c), Limbo's capacity and the "can it pay" filter
 * are checked in push_as, the one way into Limbo, which also lets one
 * event's activations of a Reaction bound to nothing share an entry.
 */
#include "trigger.h"

#include <assert.h>
#include <string.h>

_Static_assert(ALT_POS_GRANTED_BY + ALT_OBJ_MAX <= ALT_POS_MOD_ANCHORED, "granted counts name a card below the modifiers");

/* The entry of Limbo that already stands for this Reaction bound to
 * nothing, with room for one more of it (ALT_R_REPEATS), or NULL. */
static alt_reaction *repeated(alt_game *g, int p, uint8_t source, uint8_t ability, uint16_t card, int from_reserve)
{
    for (int i = 0; i < g->limbo_n; i++) {
        alt_reaction *r = &g->limbo[i];
        if (r->player == p && r->source == source && r->ability == ability && r->card == card &&
            r->subject == ALT_NO_OBJECT && (r->from_reserve & ALT_R_OWN_BITS) == from_reserve &&
            r->from_reserve / ALT_R_REPEATS < ALT_R_REPEATS_MAX)
            return r;
    }
    return NULL;
}

static void push_as(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve, int about, uint8_t it,
                    int it_owner, int merge, uint16_t card);

static void push(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve, int about, uint8_t it, int it_owner)
{
    push_as(g, p, source, ability, from_reserve, about, it, it_owner, 0, ALT_CARD_NONE);
}

/* The one way into Limbo. about: the trigger names an object, `it` (its
 * owner is p; ALT_NO_OBJECT when the event left none). merge: a Reaction
 * bound to nothing that one event may activate many times (CR 4.0 6.3.g)
 * joins the entry of Limbo that already stands for it, one more of it
 * there (state.h, ALT_R_REPEATS): Limbo holds as many Emblem-Reactions as
 * the event made, however many that is. card: the card whose ability it is,
 * ALT_CARD_NONE for the source's own (another card's: Unique part 705). */
static void push_as(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve, int about, uint8_t it,
                    int it_owner, int merge, uint16_t card)
{
    const alt_object *so = alt_state_obj_c(g, p, source);
    uint16_t own = so->card;
    /* Another card's ability the source activates as its own is created
     * by the effect that says so, as a modifier's Reaction is: not counted
     * against a cap (the source's own Reaction that made it was). */
    int borrowed = card != ALT_CARD_NONE && card != own;
    if (card == ALT_CARD_NONE)
        card = own;
    /* CR 2.2.12.i-j (4.0): a support Reaction ({I}) works only while its
     * card is in the Reserve and ready; in play, or exhausted, it has none. */
    if (!alt_state_granted(ability) && (alt_state_ability(g, card, ability)->flags & ALT_ABILITY_SUPPORT) &&
        (so->zone != ALT_Z_RESERVE || (so->status & ALT_ST_EXHAUSTED)))
        return;
    /* A modifier's Reaction is the modifier's, once (CR 5.2.b; 4.0 5.2.c): not one of
     * the card's own, so not counted against the card's cap. */
    int mod = (alt_state_granted(ability) && ability != ALT_SCOUT_ABILITY) || borrowed;
    /* CR 1.4.6.c counts "a single Reaction of any given object": one that a
     * static ability grants ("{R} I gain 1 boost") is the Character's, so
     * revision 2 counts it under the Character, one count per granter. */
    uint8_t count_id = source, count_ability = ability;
    if (alt_state_rules(g) >= 2 && !alt_state_granted(ability) && about && it != ALT_NO_OBJECT &&
        alt_state_ability(g, card, ability)->trigger == ALT_TRIG_STATIC) {
        count_id = it;
        count_ability = (uint8_t)(ALT_POS_GRANTED_BY + source);
    }
    if (!mod && alt_state_uses(g, p, count_id, count_ability, 0) >= ALT_DAILY_CAP)
        return;                                   /* CR 1.4.6.c, 6.3.l; 4.0 6.3.m */
    alt_reaction *same = merge && !about ? repeated(g, p, source, ability, card, from_reserve) : NULL;
    if (!same && g->limbo_n >= ALT_LIMBO_MAX) {
        g->overflow = 1;                          /* the engine's capacity, not a rule: decision.c ends the game */
        return;
    }
    /* "You may exhaust me to ..." ("spend N of my counters to ..."): a
     * source that cannot pay could only say no; the Reaction would do
     * nothing, so it does not wait in Limbo. */
    if (!alt_state_granted(ability)) {
        const alt_ability *a = alt_state_ability(g, card, ability);
        if ((a->flags & ALT_ABILITY_EXHAUST_ME) && !alt_state_source_ready(g, p, source, own))
            return;
        if ((a->flags & ALT_ABILITY_MAY) && a->spend && alt_state_spendable(g, p, source, own, a) < a->spend)
            return;
        /* CR 6.3.b, 6.3.k (4.0 6.3.l): the trigger's own condition, on the state the
         * event left (the conditions on a moved card itself were read as
         * the event found it, in alt_trigger_source). False: the Reaction
         * is not activated, and does not count against its cap. */
        /* The Wayfarer's rare: only the die its own effect rolls. */
        if ((a->flags & ALT_ABILITY_OWN_ROLL) &&
            !(g->res.active && g->res.r.player == p && g->res.r.source == source && g->res.r.card == card))
            return;
        if ((alt_state_rules(g) >= 2 && alt_cond_in_trigger(a) && (!alt_cond_reads_at_event(a) || borrowed)) ||
            alt_cond_on_the_die(a)) {
            alt_reaction would = {(uint8_t)p, source, ability, (uint8_t)from_reserve, card,
                                  about ? it : ALT_NO_OBJECT, about ? (uint8_t)it_owner : 0};
            if (!alt_cond_holds(g, &would, a))
                return;
        }
    }
    if (!mod && !alt_state_use(g, p, count_id, count_ability, 0))
        return;                                   /* the engine's capacity: the game ends */
    if (same) {
        same->from_reserve = (uint8_t)(same->from_reserve + ALT_R_REPEATS);
        return;
    }
    alt_reaction *r = &g->limbo[g->limbo_n++];
    r->player = (uint8_t)p;
    r->source = source;
    r->ability = ability;
    r->from_reserve = (uint8_t)from_reserve;
    r->card = card;
    r->subject = about ? it : ALT_NO_OBJECT;
    r->subject_owner = about ? (uint8_t)it_owner : 0;
}

void alt_trigger_push(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve)
{
    push(g, p, source, ability, from_reserve, 0, ALT_NO_OBJECT, p);
}

void alt_trigger_push_as_own(alt_game *g, int p, uint8_t source, uint16_t card, uint8_t ability)
{
    push_as(g, p, source, ability, 0, 0, ALT_NO_OBJECT, p, 0, card);
}

/* Pushes a Reaction whose "it" is the given object, if one activates. */
void alt_trigger_push_about(alt_game *g, int p, uint8_t src, int ability, uint8_t it)
{
    push(g, p, src, (uint8_t)ability, 0, 1, it, p);
}

/* Whispers from the Maze: the same, "it" an object of the opponent's
 * ("When an opponent plays a Character"). */
static void push_about_theirs(alt_game *g, int p, uint8_t src, int ability, uint8_t it)
{
    push(g, p, src, (uint8_t)ability, 0, 1, it, 1 - p);
}

void alt_trigger_source_found(alt_game *g, int p, uint8_t source, alt_trigger t, int from_reserve)
{
    int n;
    const alt_object *o = alt_state_obj_c(g, p, source);
    uint16_t card = o->card;
    if ((t == ALT_TRIG_JOIN || t == ALT_TRIG_HAND || t == ALT_TRIG_RESERVE) && source != ALT_HERO_OBJECT &&
        alt_passive_silenced(g, p, source))
        return;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == t &&   /* "At Night ... after Rest": read as Night began (day.c) */
            (!alt_cond_reads_at_event(&list[i]) || t == ALT_TRIG_NIGHT_REST || alt_cond_card_holds(&list[i], o)))
            alt_trigger_push(g, p, source, (uint8_t)i, from_reserve);
}

/* An event about one object ("it"): the Reactions of player p's Hero and of
 * every card they have in play. */
/* Player p's Hero and cards in play with a Reaction to trigger t: each
 * such Reaction pushed, about `it` (ALT_NO_OBJECT: about none) when
 * `about` is set, its from_reserve byte `from_reserve`; narrowed to those
 * that fit card `what` when given; `fresh` 0 leaves out what entered
 * with the event (CR 6.3.e; 4.0 6.3.f: it did not exist before it). */
static void in_play(alt_game *g, int p, alt_trigger t, int about, uint8_t it, const alt_card_info *what, int fresh,
                    int from_reserve)
{
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int z = -1; z < 3; z++) {
        int count = z < 0 ? 1 : pl->zone_n[zones[z]];
        for (int k = 0; k < count; k++) {
            uint8_t src = z < 0 ? ALT_HERO_OBJECT : alt_state_zone(pl, zones[z])[k];
            const alt_object *o = alt_state_obj_c(g, p, src);
            if (o->card == ALT_CARD_NONE || !alt_cards_has_trigger(g->db, o->card, t) || (!fresh && (o->flags & ALT_OF_FRESH)))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
            for (int i = 0; i < n; i++)
                if (list[i].trigger == t && (!what || alt_cond_it_matches(&list[i], what)) &&
                    !((t == ALT_TRIG_PERM_JOINS || (list[i].flags & ALT_ABILITY_OTHER)) && src == it))   /* "another" */
                    /* "When a card joins the discard pile" ("When you discard a card
                     * from your hand", "put a card from your hand in Reserve"): bound
                     * to nothing, one event may activate it many times, sharing an
                     * entry (push_as) */
                    push_as(g, p, src, (uint8_t)i, from_reserve, about, it, p,
                            t == ALT_TRIG_DISCARD_JOINS || t == ALT_TRIG_HAND_DISCARDED ||
                                t == ALT_TRIG_HAND_TO_RESERVE_ANY || t == ALT_TRIG_HAND_OR_RESERVE_DISCARDED,
                            ALT_CARD_NONE);
        }
    }
}

void alt_trigger_about(alt_game *g, int p, alt_trigger t, uint8_t it)
{
    if (alt_state_may_have_trigger(g, t))
        in_play(g, p, t, 1, it, NULL, 0, 0);
}

/* The support Reactions ({I}, CR 4.0 7.1.5.a, 2.2.12.e) of the ready cards
 * of player p's Reserve to an event: about the object `it` (ALT_NO_OBJECT:
 * about none), of card `what` when the Reaction narrows it (NULL: any).
 * Only the abilities marked so: a card's other Reactions do not work in
 * its Reserve (2.2.12.g). */
static void reserve_support(alt_game *g, int p, alt_trigger t, uint8_t it, const alt_card_info *what)
{
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < pl->zone_n[ALT_Z_RESERVE]; k++) {
        uint8_t src = alt_state_zone(pl, ALT_Z_RESERVE)[k];
        const alt_object *o = &pl->obj[src];
        if (src == it || (o->status & ALT_ST_EXHAUSTED) || (o->flags & ALT_OF_FRESH) ||
            !alt_cards_has_trigger(g->db, o->card, t))
            continue;
        int n;
        const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
        for (int i = 0; i < n; i++) {
            if (list[i].trigger != t || !(list[i].flags & ALT_ABILITY_SUPPORT) ||
                (what && !alt_cond_it_matches(&list[i], what)))
                continue;
            if (it == ALT_NO_OBJECT)
                alt_trigger_push(g, p, src, (uint8_t)i, 0);
            else
                alt_trigger_push_about(g, p, src, i, it);
        }
    }
}

/* An event's Reactions, from player p's Hero and every card they have in
 * play, then the support Reactions of their Reserve. */
void alt_trigger_in_play(alt_game *g, int p, alt_trigger t)
{
    if (!alt_state_may_have_trigger(g, t))
        return;                                       /* no card of this game reacts so */
    alt_trigger_source(g, p, ALT_HERO_OBJECT, t, 0);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    const alt_player *pl = &g->p[p];
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++)
            alt_trigger_source(g, p, alt_state_zone(pl, zones[z])[i], t, 0);
    reserve_support(g, p, t, ALT_NO_OBJECT, NULL);
}

/* Player p rolled one or more dice, and the result is final ("you may add
 * 1" answered): the Reactions that read it (CR 7.3.19, 6.3.b), then the top
 * card of p's Deck revealed for the cards that reveal one as p rolls ("it"
 * for their Reactions; an empty Deck takes the Discard pile first, CR 4.0
 * 3.2.2.d, and with none there nothing is revealed). g->res is still the
 * effect that rolled, its die in g->res.roll. */
void alt_trigger_rolled(alt_game *g, int p)
{
    alt_trigger_in_play(g, p, ALT_TRIG_ROLLED);
    if (!alt_state_may_have_trigger(g, ALT_TRIG_ROLL_REVEAL))
        return;
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    const alt_player *pl = &g->p[p];
    int reveals = 0;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++)
            reveals |= alt_cards_has_trigger(g->db, pl->obj[alt_state_zone(pl, zones[z])[i]].card, ALT_TRIG_ROLL_REVEAL);
    if (!reveals)
        return;
    alt_state_deck_at_least(g, p, 1);
    if (pl->zone_n[ALT_Z_DECK] == 0)
        return;
    alt_trigger_about(g, p, ALT_TRIG_ROLL_REVEAL, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1]);
}

/* The Reactions of one source (the Hero, or a card in play) to player p
 * playing card id; one "with Base Cost N or more" reads base_cost (the
 * card as it was played, CR 4.0 2.2.9.b), any other its Hand Cost. */
static void react_to_play(alt_game *g, int p, uint8_t src, alt_trigger t, uint8_t id, const alt_card_info *played,
                          int base_cost)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, alt_state_obj_c(g, p, src)->card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == t && alt_cond_it_matches(&list[i], played) &&
            ((list[i].flags & ALT_ABILITY_BASE_COST) ? base_cost : played->hand_cost) >=
                (list[i].it_cost_min == ALT_COST_MY_COUNTERS ? alt_state_obj_c(g, p, src)->counters : list[i].it_cost_min) &&
            (!list[i].played_max || base_cost <= list[i].played_max))
            alt_trigger_push_about(g, p, src, i, id);
}

/* Whispers from the Maze: "When an opponent plays a Character", the
 * Reactions of what player q has in play to their opponent's Character id. */
static void opponent_played_char(alt_game *g, int q, uint8_t id)
{
    const alt_player *pl = &g->p[q];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t src = alt_state_zone(pl, zones[z])[i];
            if (!alt_cards_has_trigger(g->db, pl->obj[src].card, ALT_TRIG_OPP_PLAY_CHAR))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[src].card, &n);
            for (int k = 0; k < n; k++)
                if (list[k].trigger == ALT_TRIG_OPP_PLAY_CHAR)
                    push_about_theirs(g, q, src, k, id);
        }
}

/* The "When you play a Character (Permanent)" Reactions t of player p's
 * cards in play to the card id played. */
static void card_played_as(alt_game *g, int p, alt_trigger t, uint8_t id, const alt_card_info *played, int base_cost)
{
    if (t == ALT_TRIG_NONE || !alt_state_may_have_trigger(g, t))
        return;
    /* The cards in play first (Trial by Frost's Icebound landmarks, a
     * Unique's "When you play a Permanent"), never the card played
     * itself; then the Hero. Their controller still picks which of them
     * resolves first (CR 4.4): this is only the order Limbo lists them in. */
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t src = alt_state_zone(pl, zones[z])[i];
            if (src != id && alt_cards_has_trigger(g->db, pl->obj[src].card, t))
                react_to_play(g, p, src, t, id, played, base_cost);
        }
    uint16_t hero = g->setup.deck[p].hero;
    if (hero != ALT_CARD_NONE && alt_cards_has_trigger(g->db, hero, t))
        react_to_play(g, p, ALT_HERO_OBJECT, t, id, played, base_cost);
    reserve_support(g, p, t, id, played);
}

void alt_trigger_card_played(alt_game *g, int p, uint8_t id, int base_cost)
{
    const alt_card_info *played = alt_state_card(g, p, id);
    alt_trigger t = played->type == ALT_TYPE_CHARACTER ? ALT_TRIG_PLAY_CHAR
                    : played->type == ALT_TYPE_PERMANENT ? ALT_TRIG_PLAY_PERM : ALT_TRIG_NONE;
    if (t == ALT_TRIG_PLAY_CHAR && alt_state_may_have_trigger(g, ALT_TRIG_OPP_PLAY_CHAR))
        opponent_played_char(g, 1 - p, id);   /* Whispers from the Maze: ordered by their player (CR 4.4.b) */
    card_played_as(g, p, t, id, played, base_cost);
    if (t == ALT_TRIG_PLAY_CHAR && alt_state_counts_as(played, ALT_TYPE_PERMANENT))
        card_played_as(g, p, ALT_TRIG_PLAY_PERM, id, played, base_cost);   /* Alelo's rare: a Permanent played too */
}

/* Whispers from the Maze: player p played card id from Reserve (as it
 * left Limbo, CR 4.0 7.5.11.a): the Reactions of their opponent's Hero and
 * cards in play, then of their own but that card ("another card"). */
void alt_trigger_played_from_reserve(alt_game *g, int p, uint8_t id)
{
    static const alt_trigger ts[2] = {ALT_TRIG_OPP_PLAYS_RESERVE, ALT_TRIG_PLAYS_RESERVE};
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int k = 0; k < 2; k++) {
        int q = k ? p : 1 - p;
        if (!alt_state_may_have_trigger(g, ts[k]))
            continue;
        alt_trigger_source(g, q, ALT_HERO_OBJECT, ts[k], 0);
        const alt_player *pl = &g->p[q];
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
                uint8_t src = alt_state_zone(pl, zones[z])[i];
                if (!(q == p && src == id))
                    alt_trigger_source(g, q, src, ts[k], 0);
            }
    }
}

void alt_trigger_token_created(alt_game *g, int p, uint8_t id)
{
    alt_trigger_about(g, p, ALT_TRIG_TOKEN_MADE, id);
}

/* Player p created one or more tokens of theirs in one step: "When you
 * create one or more tokens", once (CR 4.0 6.3.h), not by the tokens
 * themselves (they did not exist before, CR 4.0 6.3.f). */
void alt_trigger_tokens_made(alt_game *g, int p)
{
    if (alt_state_may_have_trigger(g, ALT_TRIG_TOKENS_MADE))
        in_play(g, p, ALT_TRIG_TOKENS_MADE, 0, ALT_NO_OBJECT, NULL, 0, 0);
}

void alt_trigger_forest_move(alt_game *g, int p)
{
    alt_trigger_about(g, p, ALT_TRIG_FOREST_MOVE, ALT_NO_OBJECT);
}

void alt_trigger_ally_joined(alt_game *g, int p, uint8_t id)
{
    const alt_card_info *joined = alt_state_card(g, p, id);
    if (joined->type != ALT_TYPE_CHARACTER && joined->type != ALT_TYPE_TOKEN)
        return;
    alt_trigger_joined_expedition(g, p, id, 1);
    if (!alt_state_may_have_trigger(g, ALT_TRIG_ALLY_JOINS))
        return;
    alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
        for (int k = 0; k < pl->zone_n[zones[z]]; k++) {
            uint8_t src = alt_state_zone(pl, zones[z])[k];
            if (src == id || !alt_cards_has_trigger(g->db, pl->obj[src].card, ALT_TRIG_ALLY_JOINS) ||
                (pl->obj[src].flags & ALT_OF_FRESH))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[src].card, &n);
            for (int i = 0; i < n; i++) {
                if (list[i].trigger == ALT_TRIG_ALLY_JOINS && alt_cond_it_matches(&list[i], joined))
                    alt_trigger_push_about(g, p, src, i, id);
            }
        }
    }
    reserve_support(g, p, ALT_TRIG_ALLY_JOINS, id, joined);
}

/* Seeds of Unity's Gift, as its reminder text defines it: on player q's
 * turn, q's opponent p draws cards, does Resupply or receives tokens; q
 * made a Gift, once per event (docs/rules-choices.md, "Seeds of Unity"). */
static void gift(alt_game *g, int p)
{
    if (alt_state_may_have_trigger(g, ALT_TRIG_GIFT) && alt_state_turn_player(g) == 1 - p)
        alt_trigger_in_play(g, 1 - p, ALT_TRIG_GIFT);
}

void alt_trigger_drew(alt_game *g, int p)
{
    alt_trigger_in_play(g, 1 - p, ALT_TRIG_OPP_DRAWS);
    alt_trigger_in_play(g, 1 - p, ALT_TRIG_OPP_DRAWS_CARDS);   /* Unique parts: draws only */
    gift(g, p);
}

void alt_trigger_tokens_received(alt_game *g, int p)
{
    gift(g, p);
}

/* Player p did Resupply (CR 4.0 7.3.26), or Exhausted Resupply, its card
 * exhausted (CR 4.0 7.3.13.a's remark): their opponent's "draws or does
 * Resupply", then their own "When you Resupply". */
void alt_trigger_resupplied(alt_game *g, int p)
{
    alt_trigger_in_play(g, 1 - p, ALT_TRIG_OPP_DRAWS);
    alt_trigger_in_play(g, p, ALT_TRIG_RESUPPLIED);
    gift(g, p);
}

/* A Character of player p gained boosts, `had` before: "When a Character
 * you control gains 1 or more boosts", and, when it had none, "When a
 * non-Boosted Character ..." (CR 4.0 2.4.5.a; the past state, CR 4.0 6.3.l);
 * each narrowed by its filter on "it" ("non-Token", "another"). */
void alt_trigger_boosted(alt_game *g, int p, uint8_t id, int had)
{
    const alt_card_info *what = alt_state_card(g, p, id);
    if (alt_state_may_have_trigger(g, ALT_TRIG_BOOSTED))
        in_play(g, p, ALT_TRIG_BOOSTED, 1, id, what, 0, 0);
    if (had == 0 && alt_state_may_have_trigger(g, ALT_TRIG_NEWLY_BOOSTED))
        in_play(g, p, ALT_TRIG_NEWLY_BOOSTED, 1, id, what, 0, 0);
}

/* Player p's card left their Hand for their Discard pile (discarded) or
 * their Reserve, or their Reserve for their Discard pile: once per card,
 * bound to nothing (CR 4.0 6.3.g). */
void alt_trigger_hand_card_moved(alt_game *g, int p, alt_zone from, alt_zone to)
{
    if (from == ALT_Z_HAND) {
        alt_trigger t = to == ALT_Z_DISCARD ? ALT_TRIG_HAND_DISCARDED : ALT_TRIG_HAND_TO_RESERVE_ANY;
        if (alt_state_may_have_trigger(g, t))
            in_play(g, p, t, 0, ALT_NO_OBJECT, NULL, 0, 0);
    }
    if (to == ALT_Z_DISCARD && alt_state_may_have_trigger(g, ALT_TRIG_HAND_OR_RESERVE_DISCARDED))
        in_play(g, p, ALT_TRIG_HAND_OR_RESERVE_DISCARDED, 0, ALT_NO_OBJECT, NULL, 0, 0);
}

void alt_trigger_reserve_granted(alt_game *g, int p, uint8_t id)
{
    if (!alt_state_may_have_static(g, ALT_FX_GRANT_RESERVE_BOOST) || alt_passive_silenced(g, p, id))
        return;                                       /* a granted {R} is the Character's own */
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t src = alt_state_zone(pl, zones[z])[i];
            if (!alt_cards_has_static(g->db, pl->obj[src].card, ALT_FX_GRANT_RESERVE_BOOST))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[src].card, &n);
            for (int k = 0; k < n; k++)
                if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == ALT_FX_GRANT_RESERVE_BOOST)
                    alt_trigger_push_about(g, p, src, k, id);
        }
}

/* "When you play a Spell": every such Reaction of player p's Hero and cards
 * in play; one narrowed to a Hand Cost of N or more, or (Skybound Odyssey)
 * a Base Cost of N or more, reads the Spell as it was played
 * (CR 4.0 2.2.9.b: its Reserve Cost from the Reserve or when Fleeting). */
static void spell_source(alt_game *g, int p, uint8_t src, const alt_card_info *spell, int base_cost)
{
    uint16_t card = alt_state_obj_c(g, p, src)->card;
    int song = alt_state_has_subtype(spell, "SONG");
    if (card == ALT_CARD_NONE || (!alt_cards_has_trigger(g->db, card, ALT_TRIG_PLAY_SPELL) &&
                                  !(song && alt_cards_has_trigger(g->db, card, ALT_TRIG_PLAY_CHAR))))
        return;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if ((list[i].trigger == ALT_TRIG_PLAY_SPELL &&
             ((list[i].flags & ALT_ABILITY_BASE_COST) ? base_cost : spell->hand_cost) >= list[i].it_cost_min &&
             (!list[i].played_max || base_cost <= list[i].played_max)) ||
            (song && list[i].trigger == ALT_TRIG_PLAY_CHAR && (list[i].flags & ALT_ABILITY_ARTIST_OR_SONG)))
            alt_trigger_push(g, p, src, (uint8_t)i, 0);   /* a Song: "When you play a Song or Artist" too */
}

void alt_trigger_failed(alt_game *g, int p, uint8_t id, int both)
{
    uint16_t card = alt_state_obj_c(g, p, id)->card;
    if (card == ALT_CARD_NONE || !alt_cards_has_trigger(g->db, card, ALT_TRIG_FAIL))
        return;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_FAIL && !((list[i].flags & ALT_ABILITY_BOTH_FAILED) && !both) &&
            !((list[i].flags & ALT_ABILITY_ONE_FAILED) && both))
            alt_trigger_push(g, p, id, (uint8_t)i, 0);
}

void alt_trigger_spell_played(alt_game *g, int p, const alt_card_info *spell, int base_cost)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_PLAY_SPELL) &&
        !(alt_state_may_have_trigger(g, ALT_TRIG_PLAY_CHAR) && alt_state_has_subtype(spell, "SONG")))
        return;
    spell_source(g, p, ALT_HERO_OBJECT, spell, base_cost);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    const alt_player *pl = &g->p[p];
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++)
            spell_source(g, p, alt_state_zone(pl, zones[z])[i], spell, base_cost);
    reserve_support(g, p, ALT_TRIG_PLAY_SPELL, ALT_NO_OBJECT, NULL);
}

void alt_trigger_game_start(alt_game *g)
{
    for (int p = 0; p < 2; p++) {
        int n;
        const alt_ability *list = alt_state_hero_abilities(g, p, &n);
        for (int i = 0; i < n; i++)
            if (list[i].trigger == ALT_TRIG_START && list[i].effect == ALT_FX_COUNTERS_SELF)
                g->p[p].hero.counters = (uint8_t)(g->p[p].hero.counters + list[i].amount);
    }
}

/* From level 3: what a Reaction knows of its source once the source left
 * its Expeditions (CR 2.1.h; 6.3.k of 4.0, 6.3.j of 3.0): the Expeditions
 * it was in, on every Reaction of that source waiting or resolving (those
 * its leaving activated too) that does not know it yet. */
static void note_left(const alt_game *g, alt_reaction *r, int p, uint8_t id, uint16_t card, uint8_t bits)
{
    if (r->player == p && r->source == id && alt_state_source_card(g, r) == card && !(r->from_reserve & (3u * ALT_R_WAS_IN)))
        r->from_reserve = (uint8_t)(r->from_reserve | bits * ALT_R_WAS_IN);
}

void alt_trigger_note_left(alt_game *g, int p, uint8_t id, uint16_t card, uint8_t bits)
{
    if (alt_state_rules(g) < 3 || !bits)
        return;
    for (int i = 0; i < g->limbo_n; i++)
        note_left(g, &g->limbo[i], p, id, card, bits);
    if (g->res.active)
        note_left(g, &g->res.r, p, id, card, bits);
    for (int i = 0; i < g->outer_n; i++)
        note_left(g, &g->outer[i].r, p, id, card, bits);
}

void alt_trigger_about_card(alt_game *g, int p, alt_trigger t, uint8_t it, uint16_t card)
{
    const alt_card_info *about = card == ALT_CARD_NONE ? NULL : alt_cards_get(g->db, card);
    in_play(g, p, t, 1, it, about, 1, 0);
    /* "{I} When you sacrifice ...": the one Reaction of this event a
     * Reserve hears (the others come by their own ways). */
    if (t == ALT_TRIG_YOU_SACRIFICE)
        reserve_support(g, p, t, it, about);
}

/* The Expeditions object id of player p is in, as bits (1 << ALT_EXP_*):
 * both for a Gigantic one (CR 7.4.4.b, from revision 2, as presence). */
static int expeditions_of(const alt_game *g, int p, uint8_t id)
{
    int bits = 0;
    for (int e = 0; e < 2; e++)
        bits |= alt_passive_present_in(g, p, id, (alt_expedition)e) << e;
    return bits;
}

/* Skybound Odyssey: "When a Character joins the Expedition facing me":
 * the opponent's Characters in the Expeditions facing the ones joined
 * (joined: bits of player p's Expeditions; a Gigantic one faces both). */
static void joined_facing(alt_game *g, int p, int joined)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_JOINS_FACING))
        return;
    int q = 1 - p;
    const alt_player *opp = &g->p[q];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < opp->zone_n[z]; i++) {
            uint8_t src = alt_state_zone(opp, z)[i];
            if (alt_cards_has_trigger(g->db, opp->obj[src].card, ALT_TRIG_JOINS_FACING) && (expeditions_of(g, q, src) & joined))
                alt_trigger_source(g, q, src, ALT_TRIG_JOINS_FACING, 0);
        }
    }
}

static void joined(alt_game *g, int p, uint8_t id, int entered, const uint8_t *before);

void alt_trigger_joined_expedition(alt_game *g, int p, uint8_t id, int entered)
{
    joined(g, p, id, entered, NULL);
}

void alt_trigger_switched_expedition(alt_game *g, int p, uint8_t id, const uint8_t *before)
{
    joined(g, p, id, 0, before);
}

int alt_trigger_note_expeditions(const alt_game *g, int p, uint8_t *before)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_JOINS_MY_EXP))
        return 0;
    const alt_player *pl = &g->p[p];
    memset(before, 0, ALT_OBJ_MAX);
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            before[id] = (uint8_t)expeditions_of(g, p, id);
        }
    }
    return 1;
}

static void joined(alt_game *g, int p, uint8_t id, int entered, const uint8_t *before)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_JOINS_MY_EXP) && !alt_state_may_have_trigger(g, ALT_TRIG_JOINS_EXP) &&
        !alt_state_may_have_trigger(g, ALT_TRIG_JOINS_FACING))
        return;                                       /* no card of this game listens */
    const alt_player *pl = &g->p[p];
    /* What it joins: by entering, every Expedition it is in; by switching,
     * the one it went to, unless it is Gigantic (CR 3.0 7.4.4.m: a Gigantic
     * Character that switches joins neither). */
    int joined = expeditions_of(g, p, id);
    if (!entered)
        joined = alt_passive_is_gigantic(g, p, id) ? 0 : pl->obj[id].zone == ALT_Z_EXP_HERO ? 1 : 2;
    if (!joined)
        return;
    joined_facing(g, p, joined);
    const alt_card_info *it = alt_state_card(g, p, id);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int k = 0; k < pl->zone_n[zones[z]]; k++) {
            uint8_t src = alt_state_zone(pl, zones[z])[k];
            uint16_t card = pl->obj[src].card;
            int mine = alt_cards_has_trigger(g->db, card, ALT_TRIG_JOINS_MY_EXP);
            int any = alt_cards_has_trigger(g->db, card, ALT_TRIG_JOINS_EXP);
            if (src == id || (!mine && !any))
                continue;
            /* "My Expedition": the source's; a Gigantic source's two are
             * one subset, which a switch between them never joins (CR
             * 3.0 7.4.4.i). */
            int src_exps = zones[z] == ALT_Z_LANDMARK ? 0 : before ? before[src] : expeditions_of(g, p, src);
            int joins_mine = (joined & src_exps) && !(src_exps == 3 && !entered);
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, card, &n);
            for (int i = 0; i < n; i++)
                if ((list[i].trigger == ALT_TRIG_JOINS_MY_EXP && joins_mine && alt_cond_it_matches(&list[i], it)) ||
                    (list[i].trigger == ALT_TRIG_JOINS_EXP && alt_cond_it_matches(&list[i], it)))
                    alt_trigger_push_about(g, p, src, i, id);
        }
}

void alt_trigger_expedition_forward(alt_game *g, int p, alt_expedition e, int forest, int ascend)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_MY_EXP_FORWARD) &&
        !(forest && alt_state_may_have_trigger(g, ALT_TRIG_MY_EXP_FOREST)) &&
        !(ascend && alt_state_may_have_trigger(g, ALT_TRIG_MY_EXP_ASCEND)))
        return;
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            uint16_t card = pl->obj[id].card;
            int fwd = alt_cards_has_trigger(g->db, card, ALT_TRIG_MY_EXP_FORWARD);
            int frs = forest && alt_cards_has_trigger(g->db, card, ALT_TRIG_MY_EXP_FOREST);
            int asc = ascend && alt_cards_has_trigger(g->db, card, ALT_TRIG_MY_EXP_ASCEND);
            if ((!fwd && !frs && !asc) || !alt_passive_present_in(g, p, id, e))
                continue;
            if (fwd)
                alt_trigger_source(g, p, id, ALT_TRIG_MY_EXP_FORWARD, 0);
            if (frs)
                alt_trigger_source(g, p, id, ALT_TRIG_MY_EXP_FOREST, 0);
            if (asc)
                alt_trigger_source(g, p, id, ALT_TRIG_MY_EXP_ASCEND, 0);
        }
    }
}

void alt_trigger_ascended_forward(alt_game *g, int p, unsigned moved)
{
    unsigned bits = moved & g->p[p].ascended;
    if (bits && alt_state_may_have_trigger(g, ALT_TRIG_ASCENDED_FORWARD))
        in_play(g, p, ALT_TRIG_ASCENDED_FORWARD, 0, ALT_NO_OBJECT, NULL, 0, (int)(bits * ALT_R_WAS_IN));
}

/* Whispers from the Maze, The Hunger: a card joined a Discard pile, any
 * player's, from any zone (a token never does, CR 2.1.e): "When a card
 * joins the discard pile" of every Hero and card in play, first player's
 * first, each activated once per card (CR 4.0 6.3.g, 6.3.f: it worked
 * before the move). Bound to nothing, the activations share an entry of
 * Limbo (push_as's merge). */
void alt_trigger_discard_joined(alt_game *g)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_DISCARD_JOINS))
        return;
    for (int k = 0; k < 2; k++)
        in_play(g, (g->first_player + k) & 1, ALT_TRIG_DISCARD_JOINS, 0, ALT_NO_OBJECT, NULL, 0, 0);
}
