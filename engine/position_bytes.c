/*
 * position_bytes.c: the binary position (docs/position.md): the canonical
 * encoding that is hashed (docs/state-hash.md) inside an envelope that
 * names the card database and the decks by reference and carries the few
 * counts the hash leaves out, so that the bytes alone make a game again.
 * Reading checks the format only; alt_game_from_position checks the state.
 */
#include "position.h"
#include "chance.h"
#include "unique.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char magic[4] = {'A', 'L', 'T', 'P'};

/* --------------------------------------------------------- binary form */

typedef struct writer {
    uint8_t *buf;
    size_t cap, n;
} writer;

static void put(writer *w, const void *src, size_t len)
{
    if (w->n < w->cap)
        memcpy(w->buf + w->n, src, len <= w->cap - w->n ? len : w->cap - w->n);
    w->n += len;
}

static void put8(writer *w, unsigned v)
{
    uint8_t b = (uint8_t)v;
    put(w, &b, 1);
}

static void put_le(writer *w, uint64_t v, int bytes)
{
    uint8_t b[8];
    for (int i = 0; i < bytes; i++)
        b[i] = (uint8_t)(v >> (8 * i));
    put(w, b, (size_t)bytes);
}

static void put_str(writer *w, const char *s)
{
    size_t len = strlen(s);
    put8(w, (unsigned)len);
    put(w, s, len);
}

/* A Unique's record in a position (version 3): where a card of it is in
 * the deck lists (its reference), then its values, parts as 16-bit ids. */
enum { UNIQUE_BYTES = 2 + 1 + 2 + 3 + 1 + 6 * ALT_UNIQUE_MAIN_MAX + 1 + 6 };

/* The longest envelope: every string at its longest, both decks full, the
 * most Unique records, the longest state encoding, every card with daily
 * counts, the trailer. */
_Static_assert(4 + 1 + (1 + ALT_CARDS_VERSION_MAX) + 8 + 4 +
                       2 * ((1 + ALT_CARDS_REF_MAX) + 1 + ALT_DECK_MAX * (1 + ALT_CARDS_REF_MAX)) +
                       1 + ALT_UNIQUES_MAX * UNIQUE_BYTES + 2 + ALT_ENCODE_MAX +
                       2 * (1 + 3 * ALT_DECK_MAX) + 4 * 8 + 1 <=
                   ALT_POS_ENCODED_MAX,
               "every position fits ALT_POS_ENCODED_MAX");

/* Where the first card of Unique record k is in the deck lists: player in
 * *p, deck-list index in *i; 0 when no deck holds it (alt_game_new refuses
 * such a game). */
static int unique_place(const alt_game *g, size_t k, int *p, int *i)
{
    uint16_t card = (uint16_t)(alt_cards_count(alt_cards_base(g->db)) + k);
    for (*p = 0; *p < 2; ++*p)
        for (*i = 0; *i < g->setup.deck[*p].count; ++*i)
            if (g->setup.deck[*p].cards[*i] == card)
                return 1;
    return 0;
}

static void put_triple(writer *w, const alt_unique_triple *t)
{
    put_le(w, t->trigger, 2);
    put_le(w, t->condition, 2);
    put_le(w, t->output, 2);
}

size_t alt_position_encode(const alt_game *g, uint8_t *buf, size_t cap)
{
    writer w = {buf, buf ? cap : 0, 0};
    put(&w, magic, 4);
    /* Version 2 adds the game's date after the digest; an undated game
     * keeps version 1's bytes. Version 3, a game with Unique records,
     * always writes the date (0: none) and the records after the decks. */
    size_t uniques = alt_cards_unique_count(g->db);
    put8(&w, uniques ? ALT_POS_VERSION_UNIQUES : g->setup.date ? ALT_POS_VERSION_DATED : ALT_POS_VERSION);
    put_str(&w, alt_cards_version(g->db));
    put_le(&w, alt_cards_digest(g->db), 8);
    if (g->setup.date || uniques)
        put_le(&w, g->setup.date, 4);
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &g->setup.deck[p];
        put_str(&w, d->hero == ALT_CARD_NONE ? "" : alt_cards_get(g->db, d->hero)->ref);
        put8(&w, d->count);
        for (int i = 0; i < d->count; i++)
            put_str(&w, alt_cards_get(g->db, d->cards[i])->ref);
    }
    if (uniques) {
        put8(&w, (unsigned)uniques);
        for (size_t k = 0; k < uniques; k++) {
            const alt_unique *u = alt_cards_unique(g->db, k);
            int p = 0xFF, i = 0xFF;
            if (!unique_place(g, k, &p, &i))
                p = i = 0xFF;
            put8(&w, (unsigned)p);
            put8(&w, (unsigned)i);
            put8(&w, u->faction);
            put8(&w, (uint8_t)u->hand_cost);
            put8(&w, (uint8_t)u->reserve_cost);
            put8(&w, (uint8_t)u->forest);     /* 0xFF: none */
            put8(&w, (uint8_t)u->mountain);
            put8(&w, (uint8_t)u->water);
            put8(&w, u->main_count);
            for (int m = 0; m < ALT_UNIQUE_MAIN_MAX; m++) {
                alt_unique_triple none = {0, 0, 0};
                put_triple(&w, m < u->main_count ? &u->main[m] : &none);
            }
            put8(&w, u->has_support);
            put_triple(&w, &u->support);
        }
    }
    uint8_t state[ALT_ENCODE_MAX];
    size_t len = alt_game_encode(g, state, sizeof state);
    put_le(&w, len, 2);
    put(&w, state, len);
    /* What the hash leaves out: the daily counts a card keeps in Deck,
     * Hand and Discard (they stay with it until the Morning, CR 1.4.6). */
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        int k = 0;
        /* Tokens are never in those zones (CR 7.3.4): cards' ids only. */
        for (int id = 0; id < ALT_OBJ_MAX; id++) {
            const alt_object *o = &pl->obj[id];
            k += o->card != ALT_CARD_NONE && alt_position_bare_zone(o->zone) && (o->quick_uses || o->reactions);
        }
        put8(&w, (unsigned)k);
        for (int id = 0; id < ALT_OBJ_MAX; id++) {
            const alt_object *o = &pl->obj[id];
            if (o->card != ALT_CARD_NONE && alt_position_bare_zone(o->zone) && (o->quick_uses || o->reactions)) {
                put8(&w, (unsigned)id);
                put8(&w, o->quick_uses);
                put8(&w, o->reactions);
            }
        }
    }
    /* From encoding 5, which leaves the generator out: its state, and
     * where the game's chance comes from. */
    if (g->setup.hash_encoding >= 5) {
        for (int i = 0; i < 4; i++)
            put_le(&w, g->rng[i], 8);
        put8(&w, g->setup.chance);
    }
    return w.n;
}

typedef struct reader {
    const uint8_t *p, *end;
    const alt_refusal *rf;
    const char *at;      /* the part being read, for the alt_refusal */
    alt_err err;
} reader;

static int need(reader *r, size_t n)
{
    if (r->err != ALT_OK)
        return 0;
    if ((size_t)(r->end - r->p) < n) {
        r->err = alt_position_refuse(r->rf, ALT_E_POSITION, "%s: the position ends early (truncated)", r->at);
        return 0;
    }
    return 1;
}

static unsigned get8(reader *r)
{
    return need(r, 1) ? *r->p++ : 0;
}

static uint64_t get_le(reader *r, int bytes)
{
    if (!need(r, (size_t)bytes))
        return 0;
    uint64_t v = 0;
    for (int i = 0; i < bytes; i++)
        v |= (uint64_t)r->p[i] << (8 * i);
    r->p += bytes;
    return v;
}

/* A length-prefixed reference (version: a database version), NUL-terminated
 * into out (256 bytes). */
static int get_str(reader *r, char out[256], int version)
{
    unsigned len = get8(r);
    if (!need(r, len))
        return 0;
    for (unsigned i = 0; i < len; i++)
        if (!alt_position_name_char(r->p[i], version)) {
            r->err = alt_position_refuse(r->rf, ALT_E_POSITION, "%s: byte %u of a %s is 0x%02x, which no %s holds", r->at, i,
                            version ? "version" : "reference", r->p[i], version ? "version" : "reference");
            return 0;
        }
    memcpy(out, r->p, len);
    out[len] = '\0';
    r->p += len;
    return 1;
}

static void get_reaction(reader *r, alt_pos_reaction *o)
{
    o->player = (uint8_t)get8(r);
    o->source = (uint8_t)get8(r);
    o->ability = (uint8_t)get8(r);
    o->from_reserve = (uint8_t)get8(r);
    o->was_in = (uint8_t)((o->from_reserve >> 1) & 3);   /* its bits above the first (state.h) */
    o->repeats = (uint8_t)(o->from_reserve >> 3);        /* and above those, in Limbo */
    o->from_reserve &= 1;
    o->card = (uint16_t)get_le(r, 2);
    o->subject = (uint8_t)get8(r);
    o->subject_owner = (uint8_t)get8(r);
}

static void fail(reader *r, alt_err err, const char *what)
{
    if (r->err == ALT_OK)
        r->err = alt_position_refuse(r->rf, err, "%s: %s", r->at, what);
}

/* A resolution's bytes after its `active` flag (docs/state-hash.md). */
static void get_resolution(reader *r, alt_pos_resolution *res)
{
    get_reaction(r, &res->r);
    res->step = (uint8_t)get8(r);
    res->done = (uint8_t)get8(r);
    res->spell = (uint8_t)get8(r);
    res->pick_object = (uint8_t)get8(r);
    res->pick_expedition = (uint8_t)get8(r);
    res->pick_choice = (uint16_t)get_le(r, 2);
    res->first_object = (uint8_t)get8(r);
    res->first_owner = (uint8_t)get8(r);
    res->roll = (uint8_t)get8(r);
    res->did = (uint8_t)get8(r);
    res->tally = (uint8_t)get8(r);
    for (int i = 0; i < 3; i++)
        res->dice[i] = (uint8_t)get8(r);
}

/* Version 6: the picks a resolution holds. */
static void get_held(reader *r, alt_pos_resolution *res)
{
    res->held_n = (uint8_t)get8(r);
    if (res->held_n > ALT_POS_HELD) {
        fail(r, ALT_E_CAPACITY, "more held picks than the engine holds");
        return;
    }
    for (int i = 0; i < res->held_n; i++) {
        res->held[i].object = (uint8_t)get8(r);
        res->held[i].expedition = (uint8_t)get8(r);
        res->held[i].owner = (uint8_t)get8(r);
    }
}

/* Version 6: a player's Ascended Expeditions, and the objects away. */
static void get_player_v6(reader *r, alt_pos_player *pl)
{
    pl->ascended = (uint8_t)get8(r);
    unsigned n = get8(r);
    if (n > ALT_POS_TOKENS) {
        fail(r, ALT_E_CAPACITY, "more objects away than token ids");
        return;
    }
    for (unsigned i = 0; i < n && r->err == ALT_OK; i++) {
        unsigned id = get8(r), away = get8(r);
        alt_pos_object *o = NULL;
        for (int z = 0; z < ALT_ZONE__END && !o; z++)
            for (int k = 0; k < pl->zone_n[z] && !o; k++)
                if (pl->zone[z][k].id == id)
                    o = &pl->zone[z][k];
        if (r->err == ALT_OK && (!o || away == 0)) {
            fail(r, ALT_E_POSITION, "an object away that is in none of the player's zones");
            return;
        }
        if (o)
            o->away = (uint8_t)away;
    }
}

/* Version 7: the subtypes a player's Characters gained (position_check.c
 * checks each entry). */
static void get_player_v7(reader *r, alt_pos_player *pl)
{
    pl->gained_n = (uint8_t)get8(r);
    if (pl->gained_n > ALT_POS_GAINED) {
        fail(r, ALT_E_CAPACITY, "more subtypes gains than a player holds");
        return;
    }
    for (int i = 0; i < pl->gained_n; i++) {
        pl->gained[i].id = (uint8_t)get8(r);
        pl->gained[i].card = (uint16_t)get_le(r, 2);
    }
}

/* Version 8: what a player did in the turn under way (position_check.c
 * checks the two bytes). */
static void get_player_v8(reader *r, alt_pos_player *pl)
{
    pl->turn_played = (uint8_t)get8(r);
    pl->turn_did = (uint8_t)get8(r);
}

/* The canonical encoding (docs/state-hash.md), field by field. */
static void get_state(reader *r, const alt_cards *db, alt_position *pos)
{
    r->at = "state";
    unsigned version = get8(r);
    pos->ruleset = (alt_ruleset)get8(r);
    pos->hash_encoding = (uint8_t)version;
    /* An unknown ruleset is the header check's to refuse; the version
     * still says how the bytes read. */
    unsigned want = alt_hash_version(pos->ruleset);
    if (r->err == ALT_OK && want == 0 && (version < alt_hash_version(ALT_RULESET_SEEDS_1) || version > ALT_HASH_VERSION)) {
        r->err = alt_position_refuse(r->rf, ALT_E_VERSION, "state.version: hash encoding %u is not one of this build's (%u to %u)",
                        version, alt_hash_version(ALT_RULESET_SEEDS_1), ALT_HASH_VERSION);
        return;
    }
    if (r->err == ALT_OK && want != 0 && !alt_hash_version_holds(pos->ruleset, version, 0) &&
        !alt_hash_version_holds(pos->ruleset, version, 1)) {
        r->err = alt_position_refuse(r->rf, ALT_E_VERSION, "state.version: hash encoding %u is not one ruleset %s holds "
                        "(its newest is %u)", version, alt_ruleset_version(pos->ruleset), alt_hash_version(pos->ruleset));
        return;
    }
    pos->format = (alt_format)get8(r);
    if (version < 5)             /* from 5 the envelope's end carries it */
        for (int i = 0; i < 4; i++)
            pos->rng[i] = get_le(r, 8);
    pos->day = (uint16_t)get_le(r, 2);
    pos->phase = (uint8_t)get8(r);
    pos->decision = (uint8_t)get8(r);
    pos->decider = (uint8_t)get8(r);
    pos->first_player = (uint8_t)get8(r);
    pos->arena = (uint8_t)get8(r);
    pos->winner = (uint8_t)get8(r);
    pos->outcome = (uint8_t)get8(r);
    for (int s = 0; s < 3; s++) {
        pos->tumult_card[s] = (uint8_t)get8(r);
        pos->tumult_flip[s] = (uint8_t)get8(r);
    }
    pos->tumult_up = (uint8_t)get8(r);
    uint64_t digest = get_le(r, 8);
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.deck[0] = pos->deck[0];
    setup.deck[1] = pos->deck[1];
    setup.date = pos->date;
    if (r->err == ALT_OK && digest != alt_hash_setup_digest(db, &setup)) {
        fail(r, ALT_E_POSITION, "the setup digest does not match the deck lists");
        return;
    }
    r->at = "limbo";
    pos->limbo_n = (uint8_t)get8(r);
    if (pos->limbo_n > ALT_POS_LIMBO) {
        fail(r, ALT_E_CAPACITY, "more Reactions than Limbo holds");
        return;
    }
    for (int i = 0; i < pos->limbo_n; i++)
        get_reaction(r, &pos->limbo[i]);
    r->at = "resolving";
    alt_pos_resolution *res = &pos->res;
    res->active = (uint8_t)get8(r);
    if (res->active > 1) {
        fail(r, ALT_E_POSITION, "the resolving flag is not 0 or 1");
        return;
    }
    if (res->active) {
        get_resolution(r, res);
        if (version >= 6)
            get_held(r, res);
    }
    if (version >= 6) {
        r->at = "outer";
        pos->outer_n = (uint8_t)get8(r);
        if (pos->outer_n > ALT_POS_NEST) {
            fail(r, ALT_E_CAPACITY, "more interrupted steps than the engine holds");
            return;
        }
        for (int i = 0; i < pos->outer_n; i++) {
            pos->outer[i].active = (uint8_t)get8(r);
            get_resolution(r, &pos->outer[i]);
            get_held(r, &pos->outer[i]);
        }
    }
    r->at = "resume";
    pos->resume = (uint8_t)get8(r);
    pos->resume_player = (uint8_t)get8(r);
    static const int id_zones[] = {ALT_ZONE_DECK, ALT_ZONE_HAND, ALT_ZONE_DISCARD};
    static const int object_zones[] = {ALT_ZONE_MANA, ALT_ZONE_RESERVE, ALT_ZONE_LANDMARK,
                                       ALT_ZONE_EXP_HERO, ALT_ZONE_EXP_COMPANION, ALT_ZONE_LIMBO};
    static const char *const player_at[2] = {"players[0]", "players[1]"};
    for (int p = 0; p < 2 && r->err == ALT_OK; p++) {
        alt_pos_player *pl = &pos->p[p];
        r->at = player_at[p];
        uint16_t hero = (uint16_t)get_le(r, 2);
        if (r->err == ALT_OK && hero != pos->deck[p].hero) {
            fail(r, ALT_E_POSITION, "the Hero differs from the deck list's");
            return;
        }
        pl->distance[0] = (uint8_t)get8(r);
        pl->distance[1] = (uint8_t)get8(r);
        pl->moved_today[0] = (uint8_t)get8(r);
        pl->moved_today[1] = (uint8_t)get8(r);
        pl->passed = (uint8_t)get8(r);
        pl->hero_status = (uint8_t)get8(r);
        pl->hero_reactions = (uint8_t)get8(r);
        pl->hero_quick_uses = (uint8_t)get8(r);
        pl->hero_counters = (uint8_t)get8(r);
        pl->blocked_today = (uint8_t)get8(r);
        pl->mods_n = (uint8_t)get8(r);
        if (pl->mods_n > ALT_POS_MODS) {
            fail(r, ALT_E_CAPACITY, "more modifiers than a player holds");
            return;
        }
        for (int i = 0; i < pl->mods_n; i++) {
            alt_pos_modifier *m = &pl->mods[i];
            m->filter = (uint8_t)get8(r);
            m->kind = (uint8_t)get8(r);
            m->amount = (uint8_t)get8(r);
            m->until_afternoon_ends = (uint8_t)get8(r);
        }
        for (int k = 0; k < 9 && r->err == ALT_OK; k++) {
            int z = k < 3 ? id_zones[k] : object_zones[k - 3];
            pl->zone_n[z] = (uint8_t)get8(r);
            if (pl->zone_n[z] > ALT_POS_OBJECTS) {
                fail(r, ALT_E_CAPACITY, "a zone holds more entries than objects exist");
                return;
            }
            for (int i = 0; i < pl->zone_n[z]; i++) {
                alt_pos_object *o = &pl->zone[z][i];
                o->id = (uint8_t)get8(r);
                int token = o->id >= ALT_POS_TOKEN_BASE && o->id < ALT_POS_TOKEN_END;
                int index = alt_object_deck_index(o->id);
                if (!token)
                    o->card = index >= 0 && index < pos->deck[p].count ? pos->deck[p].cards[index] : ALT_CARD_NONE;
                if (k < 3)
                    continue;
                if (token)
                    o->card = (uint16_t)get_le(r, 2);
                o->status = (uint8_t)get8(r);
                o->boosts = (uint8_t)get8(r);
                o->flags = (uint8_t)get8(r);
                o->quick_uses = (uint8_t)get8(r);
                o->reactions = (uint8_t)get8(r);
                o->counters = (uint8_t)get8(r);
            }
        }
        if (version >= 4 && r->err == ALT_OK) {
            pl->uses_n = (uint8_t)get8(r);
            if (pl->uses_n > ALT_POS_USES) {
                fail(r, ALT_E_CAPACITY, "more daily counts than a player holds");
                return;
            }
            for (int i = 0; i < pl->uses_n; i++) {
                pl->uses[i].id = (uint8_t)get8(r);
                pl->uses[i].ability = (uint8_t)get8(r);
                pl->uses[i].count = (uint8_t)get8(r);
            }
        }
        if (version >= 6 && r->err == ALT_OK)
            get_player_v6(r, pl);
        if (version >= 7 && r->err == ALT_OK)
            get_player_v7(r, pl);
        if (version >= 8 && r->err == ALT_OK)
            get_player_v8(r, pl);
    }
    if (version >= 6 && r->err == ALT_OK) {
        r->at = "terrain_markers";
        pos->markers_n = (uint8_t)get8(r);
        if (pos->markers_n > ALT_POS_MARKERS) {
            fail(r, ALT_E_CAPACITY, "more Terrain Markers than the engine holds");
            return;
        }
        for (int i = 0; i < pos->markers_n; i++) {
            pos->markers[i].where = (uint8_t)get8(r);
            pos->markers[i].terrains = (uint8_t)get8(r);
        }
    }
    if (version < 5 || r->err != ALT_OK)
        return;
    r->at = "chance";
    alt_pos_chance *c = &pos->chance;
    c->pending = (uint8_t)get8(r);
    if (c->pending > 1) {
        fail(r, ALT_E_POSITION, "the pending flag is not 0 or 1");
        return;
    }
    if (!c->pending)
        return;
    c->action.kind = (uint8_t)get8(r);
    c->action.player = (uint8_t)get8(r);
    c->action.object = (uint8_t)get8(r);
    c->action.expedition = (uint8_t)get8(r);
    c->action.choice = (uint16_t)get_le(r, 2);
    c->action.reserved = (uint16_t)get_le(r, 2);
    c->kind = (uint8_t)get8(r);
    c->player = (uint8_t)get8(r);
    c->count = (uint8_t)get8(r);
    c->given = (uint8_t)get8(r);
    if (c->count > ALT_DECK_MAX) {
        fail(r, ALT_E_CAPACITY, "a shuffle of more cards than a Deck holds");
        return;
    }
    int cards = alt_chance_lists_cards((alt_chance_kind)c->kind) ? c->count : 0;
    for (int i = 0; i < cards; i++)
        c->cards[i] = (uint8_t)get8(r);
    c->n = (uint8_t)get8(r);
    for (int i = 0; i < c->n; i++)
        c->outcomes[i] = (uint8_t)get8(r);
}

/* The deck lists' references as read, for the Unique records to name. */
typedef struct deck_refs {
    char hero[2][ALT_CARDS_REF_ROOM];
    char ref[2][ALT_DECK_MAX][ALT_CARDS_REF_ROOM];
    unsigned count[2];
} deck_refs;

static void get_triple(reader *r, alt_unique_triple *t)
{
    t->trigger = (uint16_t)get_le(r, 2);
    t->condition = (uint16_t)get_le(r, 2);
    t->output = (uint16_t)get_le(r, 2);
}

/* Version 3's block of Unique records, after the deck lists. */
static alt_err get_uniques(reader *r, const deck_refs *refs, alt_unique *out, size_t cap, size_t *n)
{
    r->at = "uniques";
    unsigned count = get8(r);
    *n = 0;
    if (r->err == ALT_OK && (count == 0 || count > ALT_UNIQUES_MAX))
        return alt_position_refuse(r->rf, ALT_E_POSITION, "uniques: %u records (1 to %d in a version 3 position)",
                                   count, (int)ALT_UNIQUES_MAX);
    for (unsigned k = 0; k < count && r->err == ALT_OK; k++) {
        alt_unique u;
        memset(&u, 0, sizeof u);
        unsigned p = get8(r), i = get8(r);
        if (r->err == ALT_OK && (p > 1 || i >= refs->count[p]))
            return alt_position_refuse(r->rf, ALT_E_POSITION, "uniques[%u]: card %u of player %u is in no deck list", k, i,
                                       p);
        if (r->err == ALT_OK)
            memcpy(u.ref, refs->ref[p][i], sizeof u.ref < ALT_CARDS_REF_ROOM ? sizeof u.ref : ALT_CARDS_REF_ROOM);
        u.faction = (alt_faction)get8(r);
        u.hand_cost = (int8_t)get8(r);
        u.reserve_cost = (int8_t)get8(r);
        u.forest = (int8_t)get8(r);
        u.mountain = (int8_t)get8(r);
        u.water = (int8_t)get8(r);
        u.main_count = (uint8_t)get8(r);
        for (int m = 0; m < ALT_UNIQUE_MAIN_MAX; m++)
            get_triple(r, &u.main[m]);
        u.has_support = (uint8_t)get8(r);
        get_triple(r, &u.support);
        if (r->err != ALT_OK)
            break;
        char why[160];
        for (int m = u.main_count; m < ALT_UNIQUE_MAIN_MAX; m++)
            if (u.main_count <= ALT_UNIQUE_MAIN_MAX && (u.main[m].trigger || u.main[m].condition || u.main[m].output))
                return alt_position_refuse(r->rf, ALT_E_POSITION, "uniques[%u]: a main ability past its count", k);
        if (!u.has_support && (u.support.trigger || u.support.condition || u.support.output))
            return alt_position_refuse(r->rf, ALT_E_POSITION, "uniques[%u]: a support ability it says it lacks", k);
        if (alt_unique_check(&u, why, sizeof why) != ALT_OK)
            return alt_position_refuse(r->rf, ALT_E_POSITION, "uniques[%u]: %s", k, why);
        for (unsigned j = 0; j < k && j < cap; j++)
            if (strcmp(out[j].ref, u.ref) == 0)
                return alt_position_refuse(r->rf, ALT_E_POSITION, "uniques[%u]: a second record of %s", k, u.ref);
        if (k < cap)
            out[k] = u;
        *n = k + 1;
    }
    return r->err;
}

/* The envelope from its version to the deck lists' references; the
 * date in *date. */
static alt_err get_head(reader *r, unsigned *version, alt_date *date, char cards_version[256], uint64_t *digest,
                        deck_refs *refs)
{
    r->at = "version";
    *version = get8(r);
    if (r->err == ALT_OK && *version != ALT_POS_VERSION && *version != ALT_POS_VERSION_DATED &&
        *version != ALT_POS_VERSION_UNIQUES)
        return alt_position_refuse(r->rf, ALT_E_VERSION,
                                   "version: position format %u is not one this build reads (%d, %d, %d)", *version,
                                   ALT_POS_VERSION, ALT_POS_VERSION_DATED, ALT_POS_VERSION_UNIQUES);
    r->at = "cards_version";
    get_str(r, cards_version, 1);
    *digest = get_le(r, 8);
    *date = 0;
    if (*version != ALT_POS_VERSION) {
        r->at = "date";
        *date = (alt_date)get_le(r, 4);
        char day[11];
        alt_date check;
        alt_date_format(*date, day);
        if (r->err == ALT_OK && (*date != 0 || *version == ALT_POS_VERSION_DATED) &&
            alt_date_parse(day, &check) != ALT_OK)
            return alt_position_refuse(r->rf, ALT_E_POSITION, "date: %u is not a day (2000 to 2099)", (unsigned)*date);
    }
    static const char *const deck_at[2] = {"players[0].deck_list", "players[1].deck_list"};
    for (int p = 0; p < 2 && r->err == ALT_OK; p++) {
        r->at = deck_at[p];
        char ref[256];
        if (!get_str(r, ref, 0))
            break;
        if (strlen(ref) > ALT_CARDS_REF_MAX)
            return alt_position_refuse(r->rf, ALT_E_UNKNOWN_CARD, "players[%d].hero: a reference of more than %d bytes",
                                       p, ALT_CARDS_REF_MAX);
        memcpy(refs->hero[p], ref, strlen(ref) + 1);
        unsigned count = get8(r);
        if (count > ALT_DECK_MAX)
            return alt_position_refuse(r->rf, ALT_E_CAPACITY, "%s: %u cards, more than %d", r->at, count, ALT_DECK_MAX);
        refs->count[p] = count;
        for (unsigned i = 0; i < count && get_str(r, ref, 0); i++) {
            if (strlen(ref) > ALT_CARDS_REF_MAX)
                return alt_position_refuse(r->rf, ALT_E_UNKNOWN_CARD, "%s[%u]: a reference of more than %d bytes", r->at,
                                           i, ALT_CARDS_REF_MAX);
            memcpy(refs->ref[p][i], ref, strlen(ref) + 1);
        }
    }
    return r->err;
}

alt_err alt_position_uniques(const uint8_t *buf, size_t len, alt_unique *out, size_t cap, size_t *n, char *msg,
                             size_t msg_size)
{
    alt_refusal rf = {msg, msg_size};
    if (msg && msg_size)
        msg[0] = '\0';
    if (!n || (!buf && len) || (!out && cap))
        return alt_position_refuse(&rf, ALT_E_ARG, "no buffer or count");
    *n = 0;
    if (len > ALT_POS_ENCODED_MAX)
        return alt_position_refuse(&rf, ALT_E_POSITION, "length: %zu bytes, more than a position takes (%d)", len,
                                   ALT_POS_ENCODED_MAX);
    if (len < 4 || memcmp(buf, magic, 4) != 0)
        return alt_position_refuse(&rf, ALT_E_POSITION, "magic: not a binary position (it starts with \"ALTP\")");
    reader r = {buf + 4, buf + len, &rf, "version", ALT_OK};
    deck_refs *refs = malloc(sizeof *refs);
    if (!refs)
        return alt_position_refuse(&rf, ALT_E_NOMEM, "out of memory");
    unsigned version;
    alt_date date;
    char cards_version[256];
    uint64_t digest;
    alt_err err = get_head(&r, &version, &date, cards_version, &digest, refs);
    if (err == ALT_OK && version == ALT_POS_VERSION_UNIQUES)
        err = get_uniques(&r, refs, out, cap, n);
    free(refs);
    return err;
}

alt_err alt_position_decode(const alt_cards *db, const uint8_t *buf, size_t len, alt_position *out,
                            char *msg, size_t msg_size)
{
    alt_refusal rf = {msg, msg_size};
    if (msg && msg_size)
        msg[0] = '\0';
    if (!db || !out || (!buf && len))
        return alt_position_refuse(&rf, ALT_E_ARG, "no card database, buffer or position");
    memset(out, 0, sizeof *out);
    if (len > ALT_POS_ENCODED_MAX)
        return alt_position_refuse(&rf, ALT_E_POSITION, "length: %zu bytes, more than a position takes (%d)", len,
                      ALT_POS_ENCODED_MAX);
    reader r = {buf, buf + len, &rf, "magic", ALT_OK};
    if (len < 4 || memcmp(buf, magic, 4) != 0)
        return alt_position_refuse(&rf, ALT_E_POSITION, "magic: not a binary position (it starts with \"ALTP\")");
    r.p += 4;
    unsigned version;
    char ref[256];
    uint64_t digest;
    deck_refs *refs = malloc(sizeof *refs);
    if (!refs)
        return alt_position_refuse(&rf, ALT_E_NOMEM, "out of memory");
    alt_err head = get_head(&r, &version, &out->date, ref, &digest, refs);
    if (head != ALT_OK) {
        free(refs);
        return head;
    }
    if (strcmp(ref, alt_cards_version(db)) != 0) {
        free(refs);
        return alt_position_refuse(&rf, ALT_E_VERSION, "cards_version: \"%s\" is not this card database (%s)", ref,
                                   alt_cards_version(db));
    }
    memcpy(out->cards_version, ref, strlen(ref) < sizeof out->cards_version ? strlen(ref) + 1 : 0);
    if (digest != alt_cards_digest(db)) {
        free(refs);
        return alt_position_refuse(&rf, ALT_E_VERSION, "cards_digest: the card database differs from this build's (%s)",
                                   alt_cards_version(db));
    }
    for (int p = 0; p < 2; p++) {
        alt_deck *d = &out->deck[p];
        d->hero = ALT_CARD_NONE;
        if (refs->hero[p][0] && (d->hero = alt_cards_find(db, refs->hero[p])) == ALT_CARD_NONE) {
            alt_err e = alt_position_refuse(&rf, ALT_E_UNKNOWN_CARD, "players[%d].hero: %s is not in the card database",
                                            p, refs->hero[p]);
            free(refs);
            return e;
        }
        d->count = (uint16_t)refs->count[p];
        for (unsigned i = 0; i < refs->count[p]; i++)
            if ((d->cards[i] = alt_cards_find(db, refs->ref[p][i])) == ALT_CARD_NONE) {
                alt_err e = alt_position_refuse(&rf, ALT_E_UNKNOWN_CARD, "players[%d].deck_list[%u]: %s is not in the "
                                                "card database", p, i, refs->ref[p][i]);
                free(refs);
                return e;
            }
    }
    free(refs);
    if (version == ALT_POS_VERSION_UNIQUES) {
        /* Its Unique records are the database's, in its order: the
         * database was made of them (alt_position_uniques). */
        alt_unique *u = malloc(ALT_UNIQUES_MAX * sizeof *u);
        deck_refs *names = malloc(sizeof *names);
        size_t n = 0;
        alt_err err = u && names ? ALT_OK : ALT_E_NOMEM;
        if (err == ALT_OK) {
            for (int p = 0; p < 2; p++) {
                names->count[p] = out->deck[p].count;
                for (unsigned i = 0; i < names->count[p]; i++)
                    memcpy(names->ref[p][i], alt_cards_get(db, out->deck[p].cards[i])->ref,
                           strlen(alt_cards_get(db, out->deck[p].cards[i])->ref) + 1);
            }
            err = get_uniques(&r, names, u, ALT_UNIQUES_MAX, &n);
        }
        if (err == ALT_OK && n != alt_cards_unique_count(db))
            err = alt_position_refuse(&rf, ALT_E_POSITION, "uniques: %zu records, where the card database given holds %zu",
                                      n, alt_cards_unique_count(db));
        for (size_t k = 0; err == ALT_OK && k < n; k++) {
            char a[ALT_UNIQUE_TEXT_MAX + 1], b[ALT_UNIQUE_TEXT_MAX + 1];
            alt_unique_format(&u[k], a, sizeof a);
            alt_unique_format(alt_cards_unique(db, k), b, sizeof b);
            if (strcmp(a, b) != 0)
                err = alt_position_refuse(&rf, ALT_E_POSITION, "uniques[%zu]: %s is not the card database's record", k,
                                          u[k].ref);
        }
        free(u);
        free(names);
        if (err != ALT_OK)
            return err;
    } else if (alt_cards_unique_count(db) != 0) {
        return alt_position_refuse(&rf, ALT_E_POSITION, "uniques: the position carries no Unique records, and the card "
                                   "database given holds %zu", alt_cards_unique_count(db));
    }
    r.at = "state";
    size_t state_len = (size_t)get_le(&r, 2);
    if (r.err == ALT_OK && !need(&r, state_len))
        return r.err;
    if (r.err != ALT_OK)
        return r.err;
    reader s = {r.p, r.p + state_len, &rf, "state", ALT_OK};
    get_state(&s, db, out);
    if (s.err != ALT_OK)
        return s.err;
    if (s.p != s.end)
        return alt_position_refuse(&rf, ALT_E_POSITION, "state: %zu bytes after the encoding's end", (size_t)(s.end - s.p));
    r.p += state_len;
    static const char *const count_at[2] = {"players[0].daily_counts", "players[1].daily_counts"};
    for (int p = 0; p < 2 && r.err == ALT_OK; p++) {
        r.at = count_at[p];
        unsigned k = get8(&r);
        int last = -1;
        for (unsigned i = 0; i < k && r.err == ALT_OK; i++) {
            unsigned id = get8(&r), quick = get8(&r), reactions = get8(&r);
            if (r.err != ALT_OK)
                break;
            if ((int)id <= last)
                return alt_position_refuse(&rf, ALT_E_POSITION, "%s[%u]: ids are listed once each, in increasing order", r.at, i);
            last = (int)id;
            if (!quick && !reactions)
                return alt_position_refuse(&rf, ALT_E_POSITION, "%s[%u]: an entry with no count is not written", r.at, i);
            alt_pos_object *o = NULL;
            for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END && !o; z++)
                for (int j = 0; alt_position_bare_zone(z) && j < out->p[p].zone_n[z]; j++)
                    if (out->p[p].zone[z][j].id == id)
                        o = &out->p[p].zone[z][j];
            if (!o)
                return alt_position_refuse(&rf, ALT_E_POSITION, "%s[%u]: object %u is not in Deck, Hand or Discard", r.at, i, id);
            o->quick_uses = (uint8_t)quick;
            o->reactions = (uint8_t)reactions;
        }
    }
    if (r.err == ALT_OK && out->hash_encoding >= 5) {
        r.at = "rng";
        for (int i = 0; i < 4; i++)
            out->rng[i] = get_le(&r, 8);
        r.at = "chance_mode";
        out->chance_mode = (uint8_t)get8(&r);
    }
    if (r.err != ALT_OK)
        return r.err;
    if (r.p != r.end)
        return alt_position_refuse(&rf, ALT_E_POSITION, "length: %zu bytes after the position's end", (size_t)(r.end - r.p));
    return ALT_OK;
}

alt_err alt_game_decode(const alt_cards *db, const uint8_t *buf, size_t len, alt_game **out,
                        char *msg, size_t msg_size)
{
    if (out)
        *out = NULL;
    alt_position *pos = malloc(sizeof *pos);
    if (!pos) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "out of memory");
        return ALT_E_NOMEM;
    }
    alt_err err = alt_position_decode(db, buf, len, pos, msg, msg_size);
    if (err == ALT_OK)
        err = alt_game_from_position(db, pos, out, msg, msg_size);
    free(pos);
    return err;
}
