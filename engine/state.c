/*
 * state.c: the state primitives, the lowest layer of the engine
 * (docs/architecture.md): zones (push, remove, place), an object's card,
 * statistics and counters, Mana, the limits, the Deck refilled from the
 * Discard pile. They only touch data: nothing here checks a Reaction or
 * reads a passive ability, so every layer above can use them.
 *
 * A move's data part (statuses fall off, boosts fall off, tokens cease to
 * exist) is alt_state_place, one place instead of at every caller; the
 * Reactions a move activates are event.c's.
 */
#include "state.h"
#include "chance.h"

#include <assert.h>
#include <string.h>

/* The zones' order in the shared array. A move shifts the ids of every
 * zone after the one it changes, so the Deck comes last: a draw takes its
 * top, the array's last id, and shifts nothing. */
const uint8_t alt_state_zone_order[ALT_Z__COUNT] = {
    ALT_Z_NONE, ALT_Z_MANA, ALT_Z_LANDMARK, ALT_Z_DISCARD, ALT_Z_RESERVE,
    ALT_Z_HAND, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LIMBO, ALT_Z_DECK};
/* Each zone's place in alt_state_zone_order, in the same order. */
enum { R_NONE, R_MANA, R_LANDMARK, R_DISCARD, R_RESERVE, R_HAND, R_EXP_HERO, R_EXP_COMPANION, R_LIMBO, R_DECK };

void alt_state_statics_of(const alt_game *g, uint64_t statics[ALT_CARDS_FX_WORDS], uint64_t triggers[ALT_CARDS_TRIG_WORDS])
{
    _Static_assert(sizeof g->statics / sizeof g->statics[0] == ALT_CARDS_FX_WORDS, "one word per static_fx word");
    const alt_cards *db = g->db;
    const uint64_t *fx = db->static_fx, *tr = db->triggers;
    /* In locals: every game set up runs this over both decks. */
    _Static_assert(ALT_CARDS_FX_WORDS == 5, "five words of static effects");
    uint64_t s0 = db->token_static_fx[0], s1 = db->token_static_fx[1], s2 = db->token_static_fx[2],
             s3 = db->token_static_fx[3], s4 = db->token_static_fx[4];
    _Static_assert(ALT_CARDS_TRIG_WORDS == 2, "two words of triggers");
    uint64_t t0 = db->token_triggers[0], t1 = db->token_triggers[1];
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &g->setup.deck[p];
        uint16_t last = ALT_CARD_NONE;
        for (int i = -1; i < d->count; i++) {
            uint16_t card = i < 0 ? d->hero : d->cards[i];
            if (card >= db->count || card == last)
                continue;                            /* none of this database; a copy beside the one read */
            last = card;
            const uint64_t *w = fx + (size_t)card * ALT_CARDS_FX_WORDS;
            s0 |= w[0], s1 |= w[1], s2 |= w[2], s3 |= w[3], s4 |= w[4];
            t0 |= tr[(size_t)card * ALT_CARDS_TRIG_WORDS], t1 |= tr[(size_t)card * ALT_CARDS_TRIG_WORDS + 1];
        }
    }
    statics[0] = s0, statics[1] = s1, statics[2] = s2, statics[3] = s3, statics[4] = s4;
    triggers[0] = t0, triggers[1] = t1;
}

void alt_state_note_statics(alt_game *g)
{
    alt_state_statics_of(g, g->statics, g->triggers);
}

void alt_state_zones_lay(alt_player *pl)
{
    unsigned at = 0;
    for (int r = 0; r < ALT_Z__COUNT; r++) {
        int z = alt_state_zone_order[r];
        pl->zone_at[z] = (uint8_t)at;
        at += pl->zone_n[z];
    }
    assert(at <= ALT_OBJ_MAX);
}

/* later[z].b[y] is 1 when zone y comes after zone z in the shared array. */
typedef struct { uint8_t b[16]; } zone_bytes;
#define AFTER(r) {{ [ALT_Z_NONE] = R_NONE > (r), [ALT_Z_MANA] = R_MANA > (r), [ALT_Z_LANDMARK] = R_LANDMARK > (r), \
    [ALT_Z_DISCARD] = R_DISCARD > (r), [ALT_Z_RESERVE] = R_RESERVE > (r), [ALT_Z_HAND] = R_HAND > (r), \
    [ALT_Z_EXP_HERO] = R_EXP_HERO > (r), [ALT_Z_EXP_COMPANION] = R_EXP_COMPANION > (r), [ALT_Z_LIMBO] = R_LIMBO > (r), \
    [ALT_Z_DECK] = R_DECK > (r)}}
static const zone_bytes later[ALT_Z__COUNT] = {
    [ALT_Z_NONE] = AFTER(R_NONE), [ALT_Z_MANA] = AFTER(R_MANA), [ALT_Z_LANDMARK] = AFTER(R_LANDMARK),
    [ALT_Z_DISCARD] = AFTER(R_DISCARD), [ALT_Z_RESERVE] = AFTER(R_RESERVE), [ALT_Z_HAND] = AFTER(R_HAND),
    [ALT_Z_EXP_HERO] = AFTER(R_EXP_HERO), [ALT_Z_EXP_COMPANION] = AFTER(R_EXP_COMPANION),
    [ALT_Z_LIMBO] = AFTER(R_LIMBO), [ALT_Z_DECK] = AFTER(R_DECK)};
#undef AFTER

/* The zones after z start one place later (grow) or earlier (!grow). Every
 * push and remove does this, so the ten starts change as two words: no
 * start passes 255 or goes below 0 (a zone after z starts at or past z's
 * end, so past an entry a remove takes), so no byte carries into the next. */
static void zones_after(alt_player *pl, alt_zone z, int grow)
{
    _Static_assert(ALT_Z__COUNT == 10 && ALT_OBJ_MAX < 255, "zone starts as one word and one half-word, without carries");
    uint64_t lo, mlo;
    uint16_t hi, mhi;
    memcpy(&lo, pl->zone_at, 8);
    memcpy(&hi, pl->zone_at + 8, 2);
    memcpy(&mlo, later[z].b, 8);
    memcpy(&mhi, later[z].b + 8, 2);
    if (grow) {
        lo += mlo;
        hi = (uint16_t)(hi + mhi);
    } else {
        lo -= mlo;
        hi = (uint16_t)(hi - mhi);
    }
    memcpy(pl->zone_at, &lo, 8);
    memcpy(pl->zone_at + 8, &hi, 2);
}

/* Where the last zone ends: how many ids all the zones hold. */
static size_t ids_end(const alt_player *pl)
{
    return (size_t)pl->zone_at[ALT_Z_DECK] + pl->zone_n[ALT_Z_DECK];
}

/* alt_state_push, inline where a move ends (alt_state_place), which every
 * move makes. */
static inline void push_id(alt_player *pl, uint8_t id, alt_zone z)
{
    size_t end = ids_end(pl), at = (size_t)pl->zone_at[z] + pl->zone_n[z];
    assert(end < ALT_OBJ_MAX);
    /* One memmove makes room: the ids of every zone after z move up. */
    if (at < end)
        memmove(pl->ids + at + 1, pl->ids + at, end - at);
    zones_after(pl, z, 1);
    pl->ids[at] = id;
    pl->zone_n[z]++;
    pl->obj[id].zone = (uint8_t)z;
}

void alt_state_push(alt_player *pl, uint8_t id, alt_zone z)
{
    push_id(pl, id, z);
}

void alt_state_remove(alt_player *pl, uint8_t id)
{
    alt_zone z = (alt_zone)pl->obj[id].zone;
    size_t first = pl->zone_at[z];
    /* From the zone's end: a draw takes the Deck's top, its last id, and
     * finds it at once (an id is in its zone once). */
    for (size_t at = first + pl->zone_n[z]; at-- > first;) {
        if (pl->ids[at] == id) {
            /* One memmove closes the gap, in this zone and every zone after it. */
            size_t end = ids_end(pl);
            if (at + 1 < end)
                memmove(pl->ids + at, pl->ids + at + 1, end - at - 1);
            zones_after(pl, z, 0);
            pl->zone_n[z]--;
            pl->obj[id].zone = ALT_Z_NONE;
            return;
        }
    }
    assert(!"object missing from the zone it names");
}

static int is_expedition(alt_zone z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION;
}

static int is_hidden_or_discard(alt_zone z)
{
    return z == ALT_Z_DECK || z == ALT_Z_HAND || z == ALT_Z_MANA || z == ALT_Z_DISCARD;
}


void alt_state_forget_uses(alt_player *pl, uint8_t id)
{
    int k = 0;
    for (int i = 0; i < pl->uses_n; i++)
        if (pl->uses[i].id != id)
            pl->uses[k++] = pl->uses[i];
    pl->uses_n = (uint8_t)k;
}

/* Where (id, ability) is in the sorted table, or where it would go. */
static int find_use(const alt_player *pl, uint8_t id, uint8_t ability, int *found)
{
    unsigned key = (unsigned)id << 8 | ability;
    int i = 0;
    while (i < pl->uses_n && ((unsigned)pl->uses[i].id << 8 | pl->uses[i].ability) < key)
        i++;
    *found = i < pl->uses_n && pl->uses[i].id == id && pl->uses[i].ability == ability;
    return i;
}

int alt_state_uses(const alt_game *g, int p, uint8_t id, uint8_t ability, int quick)
{
    if (alt_state_rules(g) < 2) {
        const alt_object *o = alt_state_obj_c(g, p, id);
        return quick ? o->quick_uses : o->reactions;
    }
    int found, i = find_use(&g->p[p], id, ability, &found);
    return found ? g->p[p].uses[i].count : 0;
}

int alt_state_use(alt_game *g, int p, uint8_t id, uint8_t ability, int quick)
{
    if (alt_state_rules(g) < 2) {
        alt_object *o = alt_state_obj(g, p, id);
        if (quick)
            o->quick_uses++;
        else
            o->reactions++;
        return 1;
    }
    alt_player *pl = &g->p[p];
    int found, i = find_use(pl, id, ability, &found);
    if (!found) {
        if (pl->uses_n >= ALT_USES_MAX) {
            g->overflow = 1;     /* the engine's capacity, not a rule: decision.c ends the game */
            return 0;
        }
        memmove(&pl->uses[i + 1], &pl->uses[i], (size_t)(pl->uses_n - i) * sizeof pl->uses[0]);
        pl->uses_n++;
        pl->uses[i] = (alt_use){id, ability, 0};
    }
    pl->uses[i].count++;
    return 1;
}

int alt_state_use_countable(const alt_cards *db, uint16_t card, uint8_t ability, uint16_t granter)
{
    if (card == ALT_CARD_NONE)
        return 0;
    int n;
    if (ability == ALT_SCOUT_ABILITY)
        return (alt_cards_get(db, card)->keywords & ALT_KW_SCOUT) != 0;
    if (ability >= ALT_POS_GRANTED_BY && ability < ALT_POS_GRANTED_BY + ALT_OBJ_MAX) {
        if (granter == ALT_CARD_NONE || !alt_state_is_character(alt_cards_get(db, card)))
            return 0;
        const alt_ability *g = alt_cards_abilities(db, granter, &n);
        for (int i = 0; i < n; i++)
            if (g[i].trigger == ALT_TRIG_STATIC && g[i].effect == ALT_FX_GRANT_RESERVE_BOOST)
                return 1;
        return 0;
    }
    const alt_ability *list = alt_cards_abilities(db, card, &n);
    if (ability >= n)
        return 0;
    switch (list[ability].trigger) {
    case ALT_TRIG_NONE: case ALT_TRIG_SPELL: case ALT_TRIG_AFTERNOON: case ALT_TRIG_STATIC:
    case ALT_TRIG_REQUIRE: case ALT_TRIG_THEN: case ALT_TRIG_START: case ALT_TRIG_MODE:
        return 0;                                /* passives and steps: never activated */
    default:
        return 1;
    }
}

void alt_state_uses_reset(alt_player *pl)
{
    pl->uses_n = 0;
}

/* The data of a move between zones, once the object is out of its old
 * zone: what the rules attach to the move itself (statuses fall off, CR
 * 2.4.1.d; boosts fall off outside the paths that keep them, CR 2.4.4.b;
 * tokens cease to exist outside play, CR 7.3.4). No Reaction is checked
 * here: event.c's alt_event_move adds those. Returns 0 if the object
 * ceased to exist. */
int alt_state_place(alt_game *g, int p, uint8_t id, alt_zone from, alt_zone to)
{
    alt_player *pl = &g->p[p];
    alt_object *o = &pl->obj[id];
    const alt_card_info *card = alt_state_card(g, p, id);
    if (alt_state_is_token(id) && !is_expedition(to) && to != ALT_Z_LANDMARK) {
        /* CR 7.3.4: a token that leaves play ceases to exist, its daily
         * counts with it: a token made later in its slot is another. */
        memset(o, 0, sizeof *o);
        o->card = ALT_CARD_NONE;
        alt_state_forget_uses(pl, id);
        return 0;
    }
    int keep_boosts = 1;
    if ((is_expedition(from) && !is_expedition(to)) || from == ALT_Z_LANDMARK)
        keep_boosts = 0;                        /* CR 2.5.1, seed 003: boosts */
    if (is_expedition(from) && to == ALT_Z_RESERVE && ((card->keywords & ALT_KW_SEASONED) || (o->flags & ALT_OF_SEASONED)))
        keep_boosts = 1;                        /* CR 7.4.6.b, c */
    if (is_hidden_or_discard(to))
        keep_boosts = 0;                        /* CR 2.4.4 remark */
    if (!keep_boosts)
        o->boosts = 0;
    o->status = 0;                              /* CR 2.4.1.d */
    o->flags = 0;
    /* A new object (CR 1.4.4) leaves its counters behind, except from the
     * Reserve or Limbo to another visible zone but the Discard pile
     * (CR 2.5.k; rulesets of revision 2 on). */
    if (!(alt_state_rules(g) >= 2 && (from == ALT_Z_RESERVE || from == ALT_Z_LIMBO) && !is_hidden_or_discard(to)))
        o->counters = 0;
    /* The CR 1.4.6 counts stay with the card through its moves: were they
     * reset with each new object (CR 1.4.4), a card that returns to where it
     * was (a support ability that Resupplies itself from an empty Deck)
     * could loop forever within one Day, the very loop the caps exist for. */
    push_id(pl, id, to);
    return 1;
}

void alt_state_put_hero(alt_player *pl, uint16_t card)
{
    memset(&pl->hero, 0, sizeof pl->hero);
    pl->hero.card = card;
    pl->hero.zone = card == ALT_CARD_NONE ? ALT_Z_NONE : ALT_Z_HERO;
}

int alt_state_stat(const alt_game *g, int p, uint8_t id, int terrain)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    int base = terrain == 0 ? c->forest : terrain == 1 ? c->mountain : c->water;
    return base + g->p[p].obj[id].boosts;
}

int alt_state_ready_mana(const alt_player *pl)
{
    int n = 0;
    for (int i = 0; i < pl->zone_n[ALT_Z_MANA]; i++)
        n += !(pl->obj[alt_state_zone(pl, ALT_Z_MANA)[i]].status & ALT_ST_EXHAUSTED);
    return n;
}

/* The Hero is a card of the database (setup and positions check it), so
 * Night's many asks of the limits index it directly. */
uint8_t alt_state_reserve_limit(const alt_game *g, int p)
{
    uint16_t hero = g->setup.deck[p].hero;
    return hero == ALT_CARD_NONE ? 2 : g->db->cards[hero].reserve_limit; /* CR 3.2.10.b */
}

uint8_t alt_state_landmark_limit(const alt_game *g, int p)
{
    uint16_t hero = g->setup.deck[p].hero;
    return hero == ALT_CARD_NONE ? 2 : g->db->cards[hero].landmark_limit; /* CR 3.2.7.b */
}

int alt_state_region_visible(const alt_game *g, int r)
{
    if (g->arena)
        return 0;                                 /* CR 4.0 4.3.a: removed from the game */
    return r == 0 || r == ALT_LAST_REGION || ((g->tumult_up >> ((r - 1) / 2)) & 1);
}

/* CR 4.0 3.2.1.d-e: each Terrain Marker on a region makes it its terrains
 * alone, in timestamp order, before any other passive: the newest wins. */
uint8_t alt_state_region_terrain(const alt_game *g, int r)
{
    uint8_t t = g->region_terrain[r];
    for (int i = 0; i < g->markers_n; i++)
        if (g->markers[i].where == r)
            t = g->markers[i].terrains;
    return t;
}

/* CR 4.0 2.2.9.b: the Reserve Cost of a card Fleeting, in Reserve, or in
 * Limbo as it is played from Reserve; the Hand Cost otherwise. */
int alt_state_base_cost(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    const alt_card_info *c = alt_state_card(g, p, id);
    int reserve = (o->status & ALT_ST_FLEETING) || o->zone == ALT_Z_RESERVE ||
                  (o->zone == ALT_Z_LIMBO && (o->flags & ALT_OF_FROM_RESERVE));
    return reserve ? c->reserve_cost : c->hand_cost;
}

/* CR 3.2.2.d: when a step needs the card at position n from the top and
 * the Deck holds fewer, the Discard pile is shuffled and put at the bottom
 * of the Deck, under the cards still there. With an empty Deck this is
 * seed 003's "the Discard pile, shuffled, becomes the Deck". The shuffle is
 * of the Discard's cards alone, in Discard order (docs/rng.md). */
void alt_state_deck_at_least(alt_game *g, int p, int n)
{
    alt_player *pl = &g->p[p];
    int kept = pl->zone_n[ALT_Z_DECK], k = pl->zone_n[ALT_Z_DISCARD];
    if (kept >= n || k == 0)
        return;
    if (alt_state_rules(g) < 2 && kept > 0)
        return;                  /* revision 1 shuffled only into an empty Deck */
    while (pl->zone_n[ALT_Z_DISCARD] > 0) {       /* nothing reacts to this move */
        uint8_t id = alt_state_zone(pl, ALT_Z_DISCARD)[0];
        alt_state_remove(pl, id);
        alt_state_place(g, p, id, ALT_Z_DISCARD, ALT_Z_DECK);
    }
    uint8_t *deck = alt_state_zone(pl, ALT_Z_DECK);
    alt_chance_shuffle(g, ALT_CHANCE_DECK, p, deck + kept, k);
    /* The shuffled cards go under the ones that were there: index 0 is the bottom. */
    uint8_t under[ALT_OBJ_MAX];
    memcpy(under, deck + kept, (size_t)k);
    memmove(deck + k, deck, (size_t)kept);
    memcpy(deck, under, (size_t)k);
}



/* CR 3.2.9.f: exhaust the first ready Mana Orbs, in zone order. */
void alt_state_pay(alt_game *g, int p, int cost)
{
    alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[ALT_Z_MANA] && cost > 0; i++) {
        alt_object *o = &pl->obj[alt_state_zone(pl, ALT_Z_MANA)[i]];
        if (!(o->status & ALT_ST_EXHAUSTED)) {
            o->status |= ALT_ST_EXHAUSTED;
            cost--;
        }
    }
}

/* ---- reading cards and sources */

/* Whether a source is still that card where its abilities work: in play,
 * or the Hero in the Hero zone. */
static int still_source(const alt_object *o, uint16_t card)
{
    return o->card == card && (o->zone == ALT_Z_HERO || alt_state_in_play((alt_zone)o->zone));
}

uint16_t alt_state_source_card_other(const alt_game *g, const alt_reaction *r)
{
    const alt_object *o = alt_state_obj_c(g, r->player, r->source);
    if (o->card == ALT_CARD_NONE || alt_state_granted(r->ability) ||
        !alt_cards_has_effect(g->db, o->card, ALT_FX_IT_RESERVE_AS_MINE))   /* Unique part 705's */
        return r->card;                          /* the source is another object now */
    return o->card;
}

/* The counters of a source: the Hero's, or the card's while it is in
 * play as that card; -1 otherwise. */
int alt_state_counters(const alt_game *g, int p, uint8_t source, uint16_t card)
{
    const alt_object *o = alt_state_obj_c(g, p, source);
    return still_source(o, card) ? o->counters : -1;
}

/* The counters of a source to change; NULL when it is not that card in play any more. */
uint8_t *alt_state_counters_ref(alt_game *g, int p, uint8_t source, uint16_t card)
{
    alt_object *o = alt_state_obj(g, p, source);
    return still_source(o, card) ? &o->counters : NULL;
}

static int boosts_source(const alt_object *o, uint16_t card)
{
    return o->card == card && (o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION);
}

int alt_state_spendable(const alt_game *g, int p, uint8_t source, uint16_t card, const alt_ability *a)
{
    if (!(a->flags & ALT_ABILITY_SPEND_BOOSTS))
        return alt_state_counters(g, p, source, card);
    const alt_object *o = alt_state_obj_c(g, p, source);
    return boosts_source(o, card) ? o->boosts : -1;
}

uint8_t *alt_state_spendable_ref(alt_game *g, int p, uint8_t source, uint16_t card, const alt_ability *a)
{
    if (!(a->flags & ALT_ABILITY_SPEND_BOOSTS))
        return alt_state_counters_ref(g, p, source, card);
    alt_object *o = alt_state_obj(g, p, source);
    return boosts_source(o, card) ? &o->boosts : NULL;
}

/* Whether the source of a "you may exhaust me" is ready to pay it. */
int alt_state_source_ready(const alt_game *g, int p, uint8_t source, uint16_t card)
{
    const alt_object *o = alt_state_obj_c(g, p, source);
    return still_source(o, card) && !(o->status & ALT_ST_EXHAUSTED);
}

void alt_state_resolve(alt_game *g, const alt_reaction *r, int spell)
{
    memset(&g->res, 0, sizeof g->res);
    g->res.r = *r;
    g->res.active = 1;
    g->res.spell = (uint8_t)spell;
}

void alt_state_ask(alt_game *g, int player, alt_res_step step)
{
    g->res.step = (uint8_t)step;
    g->dec_kind = ALT_DEC_CHOICE;
    g->dec_player = (uint8_t)player;
}

int alt_state_is_character(const alt_card_info *c)
{
    return c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN;
}

int alt_state_has_subtype(const alt_card_info *c, const char *sub)
{
    size_t n = strlen(sub);
    for (const char *p = c->subtypes; (p = strstr(p, sub)) != NULL; p += n)
        if ((p == c->subtypes || p[-1] == ',') && (p[n] == '\0' || p[n] == ','))
            return 1;
    return 0;
}

int alt_state_object_has_subtype(const alt_game *g, int p, uint8_t id, const char *sub)
{
    const alt_player *pl = &g->p[p];
    if (alt_state_has_subtype(alt_state_card(g, p, id), sub))
        return 1;
    for (int i = 0; i < pl->gained_n; i++)
        if (pl->gained[i].id == id && alt_state_has_subtype(alt_cards_get(g->db, pl->gained[i].card), sub))
            return 1;
    return 0;
}

void alt_state_gain_subtypes(alt_game *g, int p, uint8_t id, uint16_t card)
{
    alt_player *pl = &g->p[p];
    if (alt_cards_get(g->db, card)->subtypes[0] == '\0')
        return;                                   /* no subtype to gain: no entry */
    for (int i = 0; i < pl->gained_n; i++)
        if (pl->gained[i].id == id && pl->gained[i].card == card)
            return;
    if (pl->gained_n >= ALT_GAINED_MAX) {
        g->overflow = 1;     /* the engine's capacity, not a rule: decision.c ends the game */
        return;
    }
    pl->gained[pl->gained_n].id = id;
    pl->gained[pl->gained_n].card = card;
    pl->gained_n++;
}

void alt_state_forget_gained(alt_player *pl, uint8_t id)
{
    int k = 0;
    for (int i = 0; i < pl->gained_n; i++)
        if (pl->gained[i].id != id)
            pl->gained[k++] = pl->gained[i];
    pl->gained_n = (uint8_t)k;
}

/* The region an Expedition stands in: 0 the Hero region ... 7 the Companion region. */
int alt_state_region_of(const alt_game *g, int p, alt_expedition e)
{
    int d = g->p[p].distance[e];
    return e == ALT_EXP_HERO ? d : ALT_LAST_REGION - d;
}
