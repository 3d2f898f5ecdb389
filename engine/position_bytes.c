/*
 * position_bytes.c: the binary position (docs/position.md): the canonical
 * encoding that is hashed (docs/state-hash.md) inside an envelope that
 * names the card database and the decks by reference and carries the few
 * counts the hash leaves out, so that the bytes alone make a game again.
 * Reading checks the format only; alt_game_from_position checks the state.
 */
#include "position.h"
#include "chance.h"

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

/* The longest envelope: every string at its longest, both decks full, the
 * longest state encoding, every card with daily counts, the trailer. */
_Static_assert(4 + 1 + (1 + ALT_CARDS_VERSION_MAX) + 8 + 4 +
                       2 * ((1 + ALT_CARDS_REF_MAX) + 1 + ALT_DECK_MAX * (1 + ALT_CARDS_REF_MAX)) + 2 + ALT_ENCODE_MAX +
                       2 * (1 + 3 * ALT_DECK_MAX) + 4 * 8 + 1 <=
                   ALT_POS_ENCODED_MAX,
               "every position fits ALT_POS_ENCODED_MAX");

size_t alt_position_encode(const alt_game *g, uint8_t *buf, size_t cap)
{
    writer w = {buf, buf ? cap : 0, 0};
    put(&w, magic, 4);
    /* Version 2 adds the game's date after the digest; an undated game
     * keeps version 1's bytes. */
    put8(&w, g->setup.date ? ALT_POS_VERSION_DATED : ALT_POS_VERSION);
    put_str(&w, alt_cards_version(g->db));
    put_le(&w, alt_cards_digest(g->db), 8);
    if (g->setup.date)
        put_le(&w, g->setup.date, 4);
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &g->setup.deck[p];
        put_str(&w, d->hero == ALT_CARD_NONE ? "" : alt_cards_get(g->db, d->hero)->ref);
        put8(&w, d->count);
        for (int i = 0; i < d->count; i++)
            put_str(&w, alt_cards_get(g->db, d->cards[i])->ref);
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
    o->was_in = (uint8_t)(o->from_reserve >> 1);   /* its bits above the first (state.h) */
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
    int cards = alt_chance_is_shuffle(c->kind) ? c->count : 0;
    for (int i = 0; i < cards; i++)
        c->cards[i] = (uint8_t)get8(r);
    c->n = (uint8_t)get8(r);
    for (int i = 0; i < c->n; i++)
        c->outcomes[i] = (uint8_t)get8(r);
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
    r.at = "version";
    unsigned version = get8(&r);
    if (r.err == ALT_OK && version != ALT_POS_VERSION && version != ALT_POS_VERSION_DATED)
        return alt_position_refuse(&rf, ALT_E_VERSION, "version: position format %u is not one this build reads (%d, %d)",
                      version, ALT_POS_VERSION, ALT_POS_VERSION_DATED);
    char ref[256];
    r.at = "cards_version";
    if (get_str(&r, ref, 1)) {
        if (strcmp(ref, alt_cards_version(db)) != 0)
            return alt_position_refuse(&rf, ALT_E_VERSION, "cards_version: \"%s\" is not this card database (%s)", ref,
                          alt_cards_version(db));
        memcpy(out->cards_version, ref, strlen(ref) < sizeof out->cards_version ? strlen(ref) + 1 : 0);
    }
    uint64_t digest = get_le(&r, 8);
    if (r.err == ALT_OK && digest != alt_cards_digest(db))
        return alt_position_refuse(&rf, ALT_E_VERSION, "cards_digest: the card database differs from this build's (%s)",
                      alt_cards_version(db));
    if (version == ALT_POS_VERSION_DATED) {
        r.at = "date";
        out->date = (alt_date)get_le(&r, 4);
        char day[11];
        alt_date check;
        alt_date_format(out->date, day);
        if (r.err == ALT_OK && alt_date_parse(day, &check) != ALT_OK)
            return alt_position_refuse(&rf, ALT_E_POSITION, "date: %u is not a day (2000 to 2099)", (unsigned)out->date);
    }
    static const char *const deck_at[2] = {"players[0].deck_list", "players[1].deck_list"};
    for (int p = 0; p < 2 && r.err == ALT_OK; p++) {
        alt_deck *d = &out->deck[p];
        r.at = deck_at[p];
        d->hero = ALT_CARD_NONE;
        if (!get_str(&r, ref, 0))
            break;
        if (ref[0]) {
            d->hero = alt_cards_find(db, ref);
            if (d->hero == ALT_CARD_NONE)
                return alt_position_refuse(&rf, ALT_E_UNKNOWN_CARD, "players[%d].hero: %s is not in the card database", p, ref);
        }
        unsigned count = get8(&r);
        if (count > ALT_DECK_MAX)
            return alt_position_refuse(&rf, ALT_E_CAPACITY, "%s: %u cards, more than %d", r.at, count, ALT_DECK_MAX);
        d->count = (uint16_t)count;
        for (unsigned i = 0; i < count && get_str(&r, ref, 0); i++) {
            d->cards[i] = alt_cards_find(db, ref);
            if (d->cards[i] == ALT_CARD_NONE)
                return alt_position_refuse(&rf, ALT_E_UNKNOWN_CARD, "%s[%u]: %s is not in the card database", r.at, i, ref);
        }
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
