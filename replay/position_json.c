/*
 * position_json.c: positions as JSON documents, both ways (docs/position.md).
 *
 * The JSON form says what alt_position holds in words and card references,
 * so that a judge or a test can write a board by hand and two engines can
 * diff their dumps line by line. It lives outside engine/ so that the engine
 * needs no JSON library. Every check of the state's consistency stays the
 * engine's (alt_game_from_position); this file checks only what the text
 * itself can get wrong (syntax, keys, types, ranges, names) and fills in the
 * defaults docs/position.md lists, naming every refusal by its JSON path so
 * that its messages and the engine's read alike.
 *
 * The value tables below repeat the engine's numbering as docs/state-hash.md
 * publishes it: replay/ sees the engine through altered.h alone, and these
 * values are part of the hashed encoding, so they cannot change unnoticed.
 */
#include "position_json.h"
#include "bundled_cards.h"
#include "uniques.h"

#include <errno.h>
#include <inttypes.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The JSON document's own format version (key "version"). */
enum { JSON_POSITION_VERSION = 1 };

enum { NO_WINNER = 0xFF, TOKEN_IDS = ALT_POS_TOKENS };

/* A token's id (60 to 91) rather than a card's (alt_deck_object_id). */
static int token_id(unsigned id)
{
    return id >= ALT_POS_TOKEN_BASE && id < ALT_POS_TOKEN_END;
}

/* ------------------------------------------------------------ words */

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const char *const phase_words[] = {"setup", "morning", "noon", "afternoon", "dusk", "night", "over"};
static const char *const decision_words[] = {"none",    "opening_mana", "expand", "turn",
                                             "cleanup", "reaction",     "choice"};
static const char *const outcome_words[] = {"none", "sum", "tiebreak", "arena", "day_limit", "card", "engine_limit"};
static const char *const format_words[] = {"constructed", "limited", "nuc", "singleton"};   /* alt_format */
/* A Tumult card by its first half (docs/state-hash.md, Tumult cards). */
static const char *const tumult_words[] = {"forest", "mountain", "water"};
static const char *const status_words[] = {"exhausted", "fleeting", "anchored", "asleep"};
static const char *const expedition_words[] = {"hero", "companion"};
/* A player's "this_turn" flags (encoding 8), each its key and its bit. */
static const struct {
    const char *key;
    unsigned bit;
} turn_words[] = {{"discarded_from_hand", ALT_POS_TURN_DISCARDED_HAND},
                  {"discarded_from_reserve", ALT_POS_TURN_DISCARDED_RESERVE},
                  {"support_activated", ALT_POS_TURN_SUPPORT},
                  {"exhaust_activated", ALT_POS_TURN_EXHAUST}};
static const char *const step_words[] = {"start", "may_asked", "run", "pick_asked", "declined",
                                         "instead_asked_at_pick", "instead_asked"};
/* An optional "instead" of the object's move (CR 6.2.d): asked, answered yes or no. */
static const char *const instead_words[] = {"asked", "yes", "no"};
static const char *const outer_words[] = {NULL, "done", "to_start"};   /* ALT_POS_OUTER_* */
static const char *const resume_words[] = {"none", "end_turn",   "turn",     "afternoon", "progress",
                                           "rest", "cleanup", "victory", "expand", "night"};
/* ALT_FILTER_*, as the card encoding names them (docs/card-database.md). */
static const char *const filter_words[] = {"any",   "character",  "spell", "permanent",
                                           "plant", "bureaucrat", "small_character", "reserve_character",
                                           "cost3", "big_character", "big_spell", "animal", "animal_adventurer",
                                           "zero_stat_character", "robot_or_permanent", "artist_or_song",
                                           "artist", "robot", "mid_character", "forest_character"};
static const char *const chance_mode_words[] = {"seeded", "recorded"};
/* Chance events (alt_chance_kind) start at 1; 0 is none. */
static const char *const chance_words[] = {NULL, "tumult_order", "tumult_flip", "first_player", "deck", "die",
                                           "hand_card"};
/* A player's answers (alt_action_kind) start at 1, named as in the ACTION
 * text of `position apply` (replay/action_text.c); ALT_ACT_CHANCE is
 * chance's own, never the answer a chance event waits under. */
static const char *const action_words[] = {NULL,   "mana_pick", "expand", "expand_skip", "play",
                                           "quick", "pass",      "keep",   "choose"};
/* Modifier kinds start at 1; 0 is no kind. */
static const char *const mod_words[] = {NULL,       "cost_less", "boosts", "lose_fleeting",
                                        "free",     "anchored",  "free_unfleeting_from_hand",
                                        "hand_reserve_reactions", "cost_less_min1", "tough", "may_asleep",
                                        "hand_one_reserve_reaction"};

/* ======================================================= state -> JSON */

/* Building stops being careful about each allocation: one flag says
 * whether anything failed, and the whole document is dropped if so. */
typedef struct writer {
    const alt_cards *db;
    int failed;
} writer;

static json_t *add(writer *o, json_t *obj, const char *key, json_t *v)
{
    if (!v || !obj || json_object_set_new(obj, key, v) != 0)
        o->failed = 1;
    return v;
}

static void append(writer *o, json_t *arr, json_t *v)
{
    if (!v || !arr || json_array_append_new(arr, v) != 0)
        o->failed = 1;
}

static json_t *word(const char *const *table, size_t n, unsigned v)
{
    /* A value no table names cannot come out of a checked game; it is
     * written as its number rather than lost. */
    return v < n && table[v] ? json_string(table[v]) : json_integer(v);
}

static json_t *id_or_null(uint8_t id)
{
    return id == ALT_NO_OBJECT ? json_null() : json_integer(id);
}

static void card_fields(writer *o, json_t *obj, uint16_t card)
{
    const alt_card_info *c = alt_cards_get(o->db, card);
    add(o, obj, "card", c ? json_string(c->ref) : json_null());
    add(o, obj, "name", c ? json_string(c->name) : json_null());
}

static json_t *statuses_out(writer *o, uint8_t bits)
{
    json_t *arr = json_array();
    for (unsigned b = 0; b < COUNT(status_words); b++)
        if (bits & (1u << b))
            append(o, arr, json_string(status_words[b]));
    return arr;
}

/* Expeditions as bits (bit e: Expedition e), by name. */
static json_t *expeditions_out(writer *o, unsigned bits)
{
    json_t *arr = json_array();
    for (unsigned e = 0; e < 8; e++)
        if (bits & (1u << e))
            append(o, arr, word(expedition_words, COUNT(expedition_words), e));
    return arr;
}

static void reaction_fields(writer *o, json_t *obj, const alt_pos_reaction *r)
{
    add(o, obj, "player", json_integer(r->player));
    add(o, obj, "source", r->source == ALT_POS_HERO ? json_string("hero") : json_integer(r->source));
    card_fields(o, obj, r->card);
    if (r->ability == ALT_POS_SCOUT) {
        add(o, obj, "ability", json_string("scout"));
    } else if (r->ability == ALT_POS_MOD_ANCHORED || r->ability == ALT_POS_MOD_UNFLEETING) {
        add(o, obj, "ability", json_string(r->ability == ALT_POS_MOD_ANCHORED ? "next_anchored" : "next_lose_fleeting"));
    } else if (r->ability >= ALT_POS_MOD_BOOST && r->ability <= ALT_POS_MOD_BOOST_LAST) {
        char word[24];
        snprintf(word, sizeof word, "next_boosts_%d", r->ability - ALT_POS_MOD_BOOST + 1);
        add(o, obj, "ability", json_string(word));
    } else if (r->ability == ALT_POS_MOD_MAY_ASLEEP) {
        add(o, obj, "ability", json_string("next_may_asleep"));
    } else if (r->ability == ALT_POS_MOD_R_ONE) {
        add(o, obj, "ability", json_string("next_one_reserve_reaction"));
    } else {
        add(o, obj, "ability", json_integer(r->ability));
    }
    add(o, obj, "from_reserve", json_boolean(r->from_reserve));
    add(o, obj, "subject", id_or_null(r->subject));
    add(o, obj, "subject_owner", json_integer(r->subject_owner));
    if (r->was_in)   /* level 3, once its source left play: other documents keep their bytes */
        add(o, obj, "was_in", expeditions_out(o, r->was_in));
    if (r->repeats)  /* in Limbo, one event's same Reaction again: the same */
        add(o, obj, "repeats", json_integer(r->repeats));
}

static json_t *resolution_out(writer *o, const alt_pos_resolution *res)
{
    json_t *obj = json_object();
    reaction_fields(o, obj, &res->r);
    add(o, obj, "step", word(step_words, COUNT(step_words), res->step));
    add(o, obj, "done", json_integer(res->done));
    add(o, obj, "spell", json_boolean(res->spell));
    add(o, obj, "pick_object", id_or_null(res->pick_object));
    add(o, obj, "pick_expedition", word(expedition_words, COUNT(expedition_words), res->pick_expedition));
    add(o, obj, "pick_choice", json_integer(res->pick_choice));
    add(o, obj, "first_object", id_or_null(res->first_object));
    add(o, obj, "first_owner", json_integer(res->first_owner));
    add(o, obj, "roll", json_integer(res->roll));
    add(o, obj, "did", json_boolean(res->did));
    add(o, obj, "tally", json_integer(res->tally));
    json_t *dice = add(o, obj, "dice", json_array());
    for (int i = 0; i < 3; i++)
        append(o, dice, json_integer(res->dice[i]));
    if (res->held_n) {   /* level 3's picks held: other documents keep their bytes */
        json_t *held = add(o, obj, "held", json_array());
        for (int i = 0; i < res->held_n && i < ALT_POS_HELD; i++) {
            json_t *h = json_object();
            add(o, h, "object", id_or_null(res->held[i].object));
            add(o, h, "expedition", word(expedition_words, COUNT(expedition_words), res->held[i].expedition));
            add(o, h, "owner", json_integer(res->held[i].owner));
            append(o, held, h);
        }
    }
    return obj;
}

static json_t *resolving_out(writer *o, const alt_pos_resolution *res)
{
    return res->active ? resolution_out(o, res) : json_null();
}

/* CR 4.0 5.2.b: the steps a Spell an effect played interrupted, the latest
 * last; each done ("done") or a replacing modifier's still to start. */
static json_t *outer_out(writer *o, const alt_position *pos)
{
    json_t *arr = json_array();
    for (int i = 0; i < pos->outer_n && i < ALT_POS_NEST; i++) {
        json_t *obj = resolution_out(o, &pos->outer[i]);
        add(o, obj, "waits", word(outer_words, COUNT(outer_words), pos->outer[i].active));
        append(o, arr, obj);
    }
    return arr;
}

/* Terrain Markers (CR 4.0 3.2.1.d), in timestamp order. */
static json_t *markers_out(writer *o, const alt_position *pos)
{
    json_t *arr = json_array();
    for (int i = 0; i < pos->markers_n && i < ALT_POS_MARKERS; i++) {
        json_t *m = json_object();
        unsigned w = pos->markers[i].where;
        if (w >= ALT_POS_MARKER_HELD)
            add(o, m, "held_by", json_integer(w - ALT_POS_MARKER_HELD));
        else
            add(o, m, "region", json_integer(w));
        json_t *t = add(o, m, "terrains", json_array());
        for (unsigned b = 0; b < 3; b++)
            if (pos->markers[i].terrains & (1u << b))
                append(o, t, json_string(tumult_words[b]));
        append(o, arr, m);
    }
    return arr;
}

static json_t *object_out(writer *o, const alt_pos_object *ob)
{
    json_t *obj = json_object();
    add(o, obj, "id", json_integer(ob->id));
    card_fields(o, obj, ob->card);
    add(o, obj, "statuses", statuses_out(o, ob->status));
    add(o, obj, "boosts", json_integer(ob->boosts));
    add(o, obj, "counters", json_integer(ob->counters));
    add(o, obj, "quick_uses", json_integer(ob->quick_uses));
    add(o, obj, "reactions", json_integer(ob->reactions));
    add(o, obj, "kept", json_boolean(ob->flags & ALT_FLAG_KEPT));
    add(o, obj, "after_rest", json_boolean(ob->flags & ALT_FLAG_AFTER_REST));
    /* Written only while a question is under way: other documents keep their bytes. */
    if (ob->flags & ALT_FLAG_INSTEAD_ASKED)
        add(o, obj, "instead", json_string(instead_words[0]));
    else if (ob->flags & ALT_FLAG_INSTEAD_YES)
        add(o, obj, "instead", json_string(instead_words[1]));
    else if (ob->flags & ALT_FLAG_INSTEAD_NO)
        add(o, obj, "instead", json_string(instead_words[2]));
    if (ob->flags & ALT_FLAG_FROM_RESERVE)   /* 4.0, in Limbo: the same */
        add(o, obj, "from_reserve", json_true());
    if (ob->away == ALT_POS_AWAY_TOKEN)      /* 4.0, the opponent's object controlled: the same */
        add(o, obj, "away", json_string("token"));
    else if (ob->away)
        add(o, obj, "away", json_integer(ob->away - 1));
    return obj;
}

static json_t *player_out(writer *o, const alt_position *pos, int p)
{
    const alt_pos_player *pl = &pos->p[p];
    const alt_deck *d = &pos->deck[p];
    json_t *obj = json_object();
    if (d->hero == ALT_CARD_NONE) {
        add(o, obj, "hero", json_null());
    } else {
        json_t *hero = add(o, obj, "hero", json_object());
        card_fields(o, hero, d->hero);
    }
    json_t *hs = add(o, obj, "hero_state", json_object());
    add(o, hs, "statuses", statuses_out(o, pl->hero_status));
    add(o, hs, "quick_uses", json_integer(pl->hero_quick_uses));
    add(o, hs, "reactions", json_integer(pl->hero_reactions));
    add(o, hs, "counters", json_integer(pl->hero_counters));
    json_t *list = add(o, obj, "deck_list", json_array());
    for (int i = 0; i < d->count && i < ALT_DECK_MAX; i++) {
        json_t *entry = json_object();
        card_fields(o, entry, d->cards[i]);
        append(o, list, entry);
    }
    json_t *exps = add(o, obj, "expeditions", json_object());
    for (int e = 0; e < 2; e++) {
        json_t *x = add(o, exps, expedition_words[e], json_object());
        add(o, x, "distance", json_integer(pl->distance[e]));
        uint8_t m = pl->moved_today[e];
        add(o, x, "moved_today", json_boolean(m & ALT_MOVED_TODAY));
        if (m & ~ALT_MOVED_TODAY) {   /* only while Progress waits on a die: other documents keep their bytes */
            add(o, x, "progress_rolls", json_integer((m & ALT_MOVED_ROLLS) / ALT_MOVED_ROLL_ONE));
            add(o, x, "progress_more", json_integer((m & ALT_MOVED_MORE) / ALT_MOVED_MORE_ONE));
            add(o, x, "progress_stays", json_boolean(m & ALT_MOVED_STAYS));
        }
    }
    json_t *blocked = add(o, obj, "blocked_today", json_array());
    for (unsigned e = 0; e < 8; e++)
        if (pl->blocked_today & (1u << e))
            append(o, blocked, word(expedition_words, COUNT(expedition_words), e));
    add(o, obj, "passed", json_boolean(pl->passed));
    if (pl->ascended)   /* 4.0 only: other documents keep their bytes */
        add(o, obj, "ascended", expeditions_out(o, pl->ascended));
    json_t *mods = add(o, obj, "modifiers", json_array());
    for (int i = 0; i < pl->mods_n && i < ALT_POS_MODS; i++) {
        const alt_pos_modifier *m = &pl->mods[i];
        json_t *mo = json_object();
        add(o, mo, "filter", word(filter_words, COUNT(filter_words), m->filter));
        add(o, mo, "kind", word(mod_words, COUNT(mod_words), m->kind));
        add(o, mo, "amount", json_integer(m->amount));
        add(o, mo, "until_afternoon_ends", json_boolean(m->until_afternoon_ends == ALT_UNTIL_AFTERNOON_ENDS));
        if (m->until_afternoon_ends == ALT_UNTIL_DAY_ENDS)   /* other documents keep their bytes */
            add(o, mo, "this_day", json_true());
        append(o, mods, mo);
    }
    json_t *zones = add(o, obj, "zones", json_object());
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++) {
        json_t *zone = add(o, zones, alt_zone_name((alt_zone_id)z), json_array());
        for (int i = 0; i < pl->zone_n[z] && i < ALT_POS_OBJECTS; i++)
            append(o, zone, object_out(o, &pl->zone[z][i]));
    }
    json_t *uses = add(o, obj, "daily_uses", json_array());
    for (int i = 0; i < pl->uses_n && i < ALT_POS_USES; i++) {
        const alt_pos_use *u = &pl->uses[i];
        json_t *uo = json_object();
        add(o, uo, "object", u->id == ALT_POS_HERO ? json_string("hero") : json_integer(u->id));
        add(o, uo, "ability", u->ability == ALT_POS_SCOUT ? json_string("scout") : json_integer(u->ability));
        add(o, uo, "count", json_integer(u->count));
        append(o, uses, uo);
    }
    if (pl->turn_played || pl->turn_did) {   /* encoding 8, in a turn: other documents keep their bytes */
        json_t *t = add(o, obj, "this_turn", json_object());
        if (pl->turn_played)
            add(o, t, "cards_played", json_integer(pl->turn_played));
        for (size_t k = 0; k < COUNT(turn_words); k++)
            if (pl->turn_did & turn_words[k].bit)
                add(o, t, turn_words[k].key, json_true());
    }
    if (pl->gained_n) {   /* encoding 7 only: other documents keep their bytes */
        json_t *gained = add(o, obj, "gained_subtypes", json_array());
        for (int i = 0; i < pl->gained_n && i < ALT_POS_GAINED; i++) {
            json_t *go = json_object();
            add(o, go, "object", json_integer(pl->gained[i].id));
            card_fields(o, go, pl->gained[i].card);
            append(o, gained, go);
        }
    }
    return obj;
}

/* A player's answer: every field, object as an id, "hero" or null. */
static json_t *action_out(writer *o, const alt_action *a)
{
    json_t *obj = json_object();
    add(o, obj, "kind", word(action_words, COUNT(action_words), a->kind));
    add(o, obj, "player", json_integer(a->player));
    add(o, obj, "object", a->object == ALT_POS_HERO ? json_string("hero") : id_or_null(a->object));
    add(o, obj, "expedition", word(expedition_words, COUNT(expedition_words), a->expedition));
    add(o, obj, "choice", json_integer(a->choice));
    return obj;
}

/* The chance event a recorded game waits on, or null: the answer waiting
 * (null for the setup), the event, and every outcome given so far. */
static json_t *chance_out(writer *o, const alt_pos_chance *c)
{
    if (!c->pending)
        return json_null();
    json_t *obj = json_object();
    add(o, obj, "action", c->action.kind == 0 ? json_null() : action_out(o, &c->action));
    add(o, obj, "kind", word(chance_words, COUNT(chance_words), c->kind));
    add(o, obj, "player", json_integer(c->player));
    add(o, obj, "count", json_integer(c->count));
    add(o, obj, "given", json_integer(c->given));
    json_t *cards = add(o, obj, "cards", json_array());
    for (int i = 0; alt_chance_lists_cards((alt_chance_kind)c->kind) && i < c->count && i < ALT_DECK_MAX; i++)
        append(o, cards, json_integer(c->cards[i]));
    json_t *outcomes = add(o, obj, "outcomes", json_array());
    for (int i = 0; i < c->n; i++)
        append(o, outcomes, json_integer(c->outcomes[i]));
    return obj;
}

static json_t *position_out(writer *o, const alt_position *pos)
{
    json_t *root = json_object();
    add(o, root, "version", json_integer(JSON_POSITION_VERSION));
    add(o, root, "cards_version", json_string(pos->cards_version));
    if (pos->date != 0) {   /* a dated game's: undated documents keep their bytes */
        char day[11];
        alt_date_format(pos->date, day);
        add(o, root, "date", json_string(day));
    }
    /* A game with Unique records: each one's compact form, in the order of
     * its card database (docs/position.md); other documents keep their bytes. */
    size_t uniques = alt_cards_unique_count(o->db);
    if (uniques > 0) {
        json_t *list = add(o, root, "uniques", json_array());
        for (size_t k = 0; k < uniques; k++)
            append(o, list, json_string(alt_cards_unique_texts(o->db)[k]));
    }
    add(o, root, "ruleset", json_string(alt_ruleset_version(pos->ruleset)));
    add(o, root, "hash_encoding", json_integer(pos->hash_encoding));
    add(o, root, "format", word(format_words, COUNT(format_words), (unsigned)pos->format));
    add(o, root, "chance_mode", word(chance_mode_words, COUNT(chance_mode_words), pos->chance_mode));
    /* Still written from encoding 5, which hashes it no more: the binary
     * envelope carries it, and a seeded game draws from it. */
    json_t *rng = add(o, root, "rng", json_array());
    for (int i = 0; i < 4; i++) {
        char hex[17];
        snprintf(hex, sizeof hex, "%016" PRIx64, pos->rng[i]);
        append(o, rng, json_string(hex));
    }
    add(o, root, "day", json_integer(pos->day));
    add(o, root, "phase", word(phase_words, COUNT(phase_words), pos->phase));
    json_t *dec = add(o, root, "decision", json_object());
    add(o, dec, "kind", word(decision_words, COUNT(decision_words), pos->decision));
    add(o, dec, "player", json_integer(pos->decider));
    add(o, root, "first_player", json_integer(pos->first_player));
    add(o, root, "arena", json_boolean(pos->arena));
    add(o, root, "winner", pos->winner == NO_WINNER ? json_null() : json_integer(pos->winner));
    add(o, root, "outcome", word(outcome_words, COUNT(outcome_words), pos->outcome));
    json_t *adv = add(o, root, "adventure", json_object());
    json_t *tumult = add(o, adv, "tumult", json_array());
    for (int s = 0; s < 3; s++) {
        json_t *slot = json_object();
        add(o, slot, "card", word(tumult_words, COUNT(tumult_words), pos->tumult_card[s]));
        add(o, slot, "flipped", json_boolean(pos->tumult_flip[s]));
        add(o, slot, "face_up", json_boolean(pos->tumult_up & (1u << s)));
        append(o, tumult, slot);
    }
    json_t *limbo = add(o, root, "limbo", json_array());
    for (int i = 0; i < pos->limbo_n && i < ALT_POS_LIMBO; i++) {
        json_t *r = json_object();
        reaction_fields(o, r, &pos->limbo[i]);
        append(o, limbo, r);
    }
    add(o, root, "resolving", resolving_out(o, &pos->res));
    if (pos->outer_n)     /* 4.0 only, as the markers: other documents keep their bytes */
        add(o, root, "outer", outer_out(o, pos));
    if (pos->markers_n)
        add(o, root, "terrain_markers", markers_out(o, pos));
    add(o, root, "resume", word(resume_words, COUNT(resume_words), pos->resume));
    add(o, root, "resume_player", json_integer(pos->resume_player));
    add(o, root, "chance", chance_out(o, &pos->chance));
    json_t *players = add(o, root, "players", json_array());
    for (int p = 0; p < 2; p++)
        append(o, players, player_out(o, pos, p));
    return root;
}

char *replay_position_to_json(const alt_game *g)
{
    if (!g)
        return NULL;
    alt_position *pos = malloc(sizeof *pos);
    if (!pos)
        return NULL;
    alt_game_position(g, pos);
    writer o = {alt_game_cards(g), 0};
    json_t *root = position_out(&o, pos);
    free(pos);
    char *text = NULL;
    if (!o.failed && root) {
        /* Insertion order is the canonical order; indent 2 puts one field
         * on a line, which is what makes two dumps diff field by field. */
        char *body = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        if (body) {
            size_t n = strlen(body);
            text = malloc(n + 2);
            if (text) {
                memcpy(text, body, n);
                text[n] = '\n';
                text[n + 1] = '\0';
            }
            free(body);
        }
    }
    json_decref(root);
    return text;
}

/* ======================================================= JSON -> state */

/* The reader: where it is in the document, for every refusal. */
typedef struct rd {
    const alt_cards *db;
    char path[160];
    size_t plen;
    char *msg;
    size_t msg_size;
    alt_err err;
} rd;

/* The first refusal wins: later ones, made while unwinding, are dropped. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 0)))
#endif
static int vfail(rd *r, const char *key, alt_err err, const char *fmt, va_list ap)
{
    if (r->err != ALT_OK)
        return 0;
    r->err = err;
    if (r->msg && r->msg_size) {
        int n = 0;
        if (r->plen || key)
            n = snprintf(r->msg, r->msg_size, "%s%s%s: ", r->path, r->plen && key ? "." : "", key ? key : "");
        if (n < 0)
            n = 0;
        if ((size_t)n < r->msg_size)
            vsnprintf(r->msg + n, r->msg_size - (size_t)n, fmt, ap);
    }
    return 0;
}

/* A refusal at the current path. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail(rd *r, alt_err err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, NULL, err, fmt, ap);
    va_end(ap);
    return 0;
}

/* A refusal about one field of the object at the current path. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fail_key(rd *r, const char *key, alt_err err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, key, err, fmt, ap);
    va_end(ap);
    return 0;
}

/* Path segments are pushed and popped around each field read; a path too
 * long for the buffer is cut, never overrun. */
static size_t enter_key(rd *r, const char *key)
{
    size_t mark = r->plen;
    int n = snprintf(r->path + r->plen, sizeof r->path - r->plen, "%s%s", r->plen ? "." : "", key);
    if (n > 0)
        r->plen += (size_t)n < sizeof r->path - r->plen ? (size_t)n : sizeof r->path - r->plen - 1;
    return mark;
}

static size_t enter_index(rd *r, size_t i)
{
    size_t mark = r->plen;
    int n = snprintf(r->path + r->plen, sizeof r->path - r->plen, "[%zu]", i);
    if (n > 0)
        r->plen += (size_t)n < sizeof r->path - r->plen ? (size_t)n : sizeof r->path - r->plen - 1;
    return mark;
}

static void leave(rd *r, size_t mark)
{
    r->plen = mark;
    r->path[mark] = '\0';
}

static const char *type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a real number";
    case JSON_TRUE: return "true";
    case JSON_FALSE: return "false";
    default: return "null";
    }
}

/* A string from the document, fit to quote in a message: printable ASCII,
 * at most 40 bytes. */
static const char *quoted(const char *s, char buf[48])
{
    size_t i = 0;
    for (; s && s[i] && i < 40; i++)
        buf[i] = s[i] >= 0x20 && s[i] < 0x7F && s[i] != '"' ? s[i] : '?';
    if (s && s[i]) {
        memcpy(buf + i, "...", 4);
        return buf;
    }
    buf[i] = '\0';
    return buf;
}

static int type_error(rd *r, const json_t *v, const char *expected)
{
    return fail(r, ALT_E_POSITION, "expected %s, got %s", expected, type_name(v));
}

/* Refuses any key of obj not in allowed (NULL-terminated). */
static int known_keys(rd *r, const json_t *obj, const char *const *allowed)
{
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)obj, key, v) {
        int ok = 0;
        for (const char *const *a = allowed; *a && !ok; a++)
            ok = strcmp(key, *a) == 0;
        if (!ok) {
            /* The keys it could have meant, so that a typo is one look away. */
            char q[48], list[320] = "";
            size_t len = 0;
            for (const char *const *k = allowed; *k; k++) {
                int n = snprintf(list + len, sizeof list - len, "%s%s", len ? ", " : "", *k);
                if (n > 0 && (size_t)n < sizeof list - len)
                    len += (size_t)n;
            }
            return fail(r, ALT_E_POSITION, "unknown key \"%s\" (known here: %s)", quoted(key, q), list);
        }
    }
    return 1;
}

/* An object at the current path, with only the allowed keys. */
static int expect_object(rd *r, const json_t *v, const char *const *allowed)
{
    if (!json_is_object(v))
        return type_error(r, v, "an object");
    return known_keys(r, v, allowed);
}

/* Each reader of a field takes the object holding it and the key, reads
 * the default when the key is absent, and returns 0 on refusal. */

static int read_uint(rd *r, const json_t *obj, const char *key, unsigned max, unsigned def, unsigned *out)
{
    json_t *v = json_object_get(obj, key);
    if (!v) {
        *out = def;
        return 1;
    }
    size_t mark = enter_key(r, key);
    int ok = 0;
    if (!json_is_integer(v))
        type_error(r, v, "an integer");
    else if (json_integer_value(v) < 0 || json_integer_value(v) > (json_int_t)max)
        fail(r, ALT_E_POSITION, "%" JSON_INTEGER_FORMAT " is outside 0..%u", json_integer_value(v), max);
    else {
        *out = (unsigned)json_integer_value(v);
        ok = 1;
    }
    leave(r, mark);
    return ok;
}

static int read_u8(rd *r, const json_t *obj, const char *key, unsigned max, unsigned def, uint8_t *out)
{
    unsigned v;
    if (!read_uint(r, obj, key, max, def, &v))
        return 0;
    *out = (uint8_t)v;
    return 1;
}

static int read_bool(rd *r, const json_t *obj, const char *key, int def, int *out)
{
    json_t *v = json_object_get(obj, key);
    if (!v) {
        *out = def;
        return 1;
    }
    if (!json_is_boolean(v)) {
        size_t mark = enter_key(r, key);
        type_error(r, v, "true or false");
        leave(r, mark);
        return 0;
    }
    *out = json_is_true(v);
    return 1;
}

static int read_flag(rd *r, const json_t *obj, const char *key, uint8_t *out)
{
    int b;
    if (!read_bool(r, obj, key, 0, &b))
        return 0;
    *out = (uint8_t)b;
    return 1;
}

/* A word of table at the current path, as its index. */
static int parse_word(rd *r, const json_t *v, const char *const *table, size_t n, unsigned *out)
{
    if (!json_is_string(v))
        return type_error(r, v, "a string");
    for (size_t i = 0; i < n; i++) {
        if (table[i] && strcmp(json_string_value(v), table[i]) == 0) {
            *out = (unsigned)i;
            return 1;
        }
    }
    char list[256] = "", q[48];
    size_t len = 0;
    for (size_t i = 0; i < n; i++) {
        if (!table[i])
            continue;
        int k = snprintf(list + len, sizeof list - len, "%s%s", len ? ", " : "", table[i]);
        if (k > 0 && (size_t)k < sizeof list - len)
            len += (size_t)k;
    }
    return fail(r, ALT_E_POSITION, "\"%s\" is not one of %s", quoted(json_string_value(v), q), list);
}

static int read_word(rd *r, const json_t *obj, const char *key, const char *const *table, size_t n, unsigned def,
                     unsigned *out)
{
    json_t *v = json_object_get(obj, key);
    if (!v) {
        *out = def;
        return 1;
    }
    size_t mark = enter_key(r, key);
    int ok = parse_word(r, v, table, n, out);
    leave(r, mark);
    return ok;
}

/* An object id or null (ALT_NO_OBJECT). */
static int read_id_or_null(rd *r, const json_t *obj, const char *key, uint8_t def, uint8_t *out)
{
    json_t *v = json_object_get(obj, key);
    if (v && json_is_null(v)) {
        *out = ALT_NO_OBJECT;
        return 1;
    }
    if (v && !json_is_integer(v)) {
        size_t mark = enter_key(r, key);
        type_error(r, v, "an object id or null");
        leave(r, mark);
        return 0;
    }
    return read_u8(r, obj, key, ALT_POS_OBJECTS - 1, def, out);
}

/* An array at key (absent: *out NULL), of at most max entries. */
static int read_array(rd *r, const json_t *obj, const char *key, size_t max, alt_err over, const char *what,
                      json_t **out)
{
    json_t *v = json_object_get(obj, key);
    *out = NULL;
    if (!v)
        return 1;
    size_t mark = enter_key(r, key);
    int ok = 0;
    if (!json_is_array(v))
        type_error(r, v, "an array");
    else if (json_array_size(v) > max)
        fail(r, over, "%zu %s, more than %zu", json_array_size(v), what, max);
    else {
        *out = v;
        ok = 1;
    }
    leave(r, mark);
    return ok;
}

/* A card reference at the current path. */
static int parse_card(rd *r, const json_t *v, uint16_t *out)
{
    if (!json_is_string(v))
        return type_error(r, v, "a card reference (a string)");
    uint16_t c = alt_cards_find(r->db, json_string_value(v));
    if (c == ALT_CARD_NONE) {
        char q[48];
        return fail(r, ALT_E_UNKNOWN_CARD, "%s is not in the card database", quoted(json_string_value(v), q));
    }
    *out = c;
    return 1;
}

static int read_card(rd *r, const json_t *obj, const char *key, uint16_t *out, int *given)
{
    json_t *v = json_object_get(obj, key);
    *given = v != NULL;
    if (!v)
        return 1;
    size_t mark = enter_key(r, key);
    int ok = parse_card(r, v, out);
    leave(r, mark);
    return ok;
}

/* The "name" beside a card, when the document gives one, must be that
 * card's: a writer who means another card than the reference says is told
 * so rather than silently given the reference's. */
static int check_name(rd *r, const json_t *obj, uint16_t card)
{
    json_t *v = json_object_get(obj, "name");
    if (!v)
        return 1;
    size_t mark = enter_key(r, "name");
    const alt_card_info *c = alt_cards_get(r->db, card);
    int ok = 0;
    char q[48];
    if (!json_is_string(v))
        type_error(r, v, "a string");
    else if (c && strcmp(json_string_value(v), c->name) != 0)
        fail(r, ALT_E_POSITION, "\"%s\" is not the name of %s (%s)", quoted(json_string_value(v), q), c->ref,
             c->name);
    else
        ok = 1;
    leave(r, mark);
    return ok;
}

static int read_statuses(rd *r, const json_t *obj, uint8_t *out)
{
    json_t *arr;
    *out = 0;
    if (!read_array(r, obj, "statuses", 16, ALT_E_POSITION, "statuses", &arr))
        return 0;
    size_t mark = enter_key(r, "statuses");
    for (size_t i = 0; arr && i < json_array_size(arr); i++) {
        size_t m2 = enter_index(r, i);
        unsigned b;
        if (!parse_word(r, json_array_get(arr, i), status_words, COUNT(status_words), &b))
            break;
        if (*out & (1u << b)) {
            fail(r, ALT_E_POSITION, "\"%s\" is listed twice", status_words[b]);
            break;
        }
        *out |= (uint8_t)(1u << b);
        leave(r, m2);
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

/* ---- one player's zones, before their ids are known */

/* What a zone entry said, beside the object it becomes. */
typedef struct entry_src {
    const json_t *json;   /* the entry (an object, or a reference string) */
    int has_id, has_card;
} entry_src;

typedef struct player_src {
    entry_src e[ALT_ZONE__END][ALT_POS_OBJECTS];
    int has_deck_list, has_deck_zone;
} player_src;

static const char *const object_keys[] = {"id",       "card",       "name",      "statuses", "boosts", "counters",
                                          "quick_uses", "reactions", "kept", "after_rest", "instead",
                                          "from_reserve", "away", NULL};

static int read_entry(rd *r, const json_t *v, alt_pos_object *o, entry_src *src)
{
    memset(o, 0, sizeof *o);
    o->card = ALT_CARD_NONE;
    src->json = v;
    src->has_id = src->has_card = 0;
    if (json_is_string(v)) {
        src->has_card = 1;
        return parse_card(r, v, &o->card);
    }
    if (!json_is_object(v))
        return type_error(r, v, "an object or a card reference");
    if (!known_keys(r, v, object_keys))
        return 0;
    json_t *id = json_object_get(v, "id");
    if (id) {
        if (!read_u8(r, v, "id", ALT_POS_OBJECTS - 1, 0, &o->id))
            return 0;
        src->has_id = 1;
    }
    if (!read_card(r, v, "card", &o->card, &src->has_card))
        return 0;
    if (!src->has_id && !src->has_card)
        return fail(r, ALT_E_POSITION, "an entry names its card, its id or both");
    int kept, after_rest;
    if (!read_statuses(r, v, &o->status) || !read_u8(r, v, "boosts", 255, 0, &o->boosts) ||
        !read_u8(r, v, "counters", 255, 0, &o->counters) || !read_u8(r, v, "quick_uses", 255, 0, &o->quick_uses) ||
        !read_u8(r, v, "reactions", 255, 0, &o->reactions) || !read_bool(r, v, "kept", 0, &kept) ||
        !read_bool(r, v, "after_rest", 0, &after_rest))
        return 0;
    o->flags = (uint8_t)((kept ? ALT_FLAG_KEPT : 0) | (after_rest ? ALT_FLAG_AFTER_REST : 0));
    if (json_object_get(v, "instead")) {
        unsigned w;
        static const uint8_t bits[] = {ALT_FLAG_INSTEAD_ASKED, ALT_FLAG_INSTEAD_YES, ALT_FLAG_INSTEAD_NO};
        if (!read_word(r, v, "instead", instead_words, COUNT(instead_words), 0, &w))
            return 0;
        o->flags |= bits[w];
    }
    int from_reserve;
    if (!read_bool(r, v, "from_reserve", 0, &from_reserve))
        return 0;
    o->flags |= (uint8_t)(from_reserve ? ALT_FLAG_FROM_RESERVE : 0);
    json_t *away = json_object_get(v, "away");
    if (away && json_is_string(away) && strcmp(json_string_value(away), "token") == 0) {
        o->away = ALT_POS_AWAY_TOKEN;
    } else if (away) {
        if (json_is_string(away)) {
            size_t mark = enter_key(r, "away");
            fail(r, ALT_E_POSITION, "expected the opponent's object id or \"token\"");
            leave(r, mark);
            return 0;
        }
        uint8_t home;
        if (!read_u8(r, v, "away", ALT_POS_OBJECTS - 1, 0, &home))
            return 0;
        o->away = (uint8_t)(home + 1);
    }
    return 1;
}

static int is_token_card(const alt_cards *db, uint16_t card)
{
    const alt_card_info *c = alt_cards_get(db, card);
    return c && (c->type == ALT_TYPE_TOKEN || (c->keywords & ALT_KW_TOKEN));   /* a token Landmark too */
}

/* The id of one entry that gives none: a token the lowest free token id,
 * a card the first copy of it in the deck list that no other entry holds
 * (or, without a deck list, the next free id in zone order). */
static int give_id(rd *r, const alt_deck *d, int has_deck_list, alt_pos_object *o, uint8_t used[ALT_POS_OBJECTS],
                   int token, const char *card_key)
{
    int k;
    if (token) {
        for (k = ALT_POS_TOKEN_BASE; k < ALT_POS_TOKEN_END && used[k]; k++)
            ;
        if (k >= ALT_POS_TOKEN_END)
            return fail(r, ALT_E_CAPACITY, "no token id left (a player has at most %d tokens)", TOKEN_IDS);
    } else if (has_deck_list) {
        int i;
        for (i = 0; i < d->count && (used[alt_deck_object_id(i)] || d->cards[i] != o->card); i++)
            ;
        if (i >= d->count) {
            const alt_card_info *c = alt_cards_get(r->db, o->card);
            return fail_key(r, card_key, ALT_E_POSITION, "no copy of %s is left in the deck list for this entry",
                            c ? c->ref : "?");
        }
        k = alt_deck_object_id(i);
    } else {
        int i;
        for (i = 0; i < d->count && used[alt_deck_object_id(i)]; i++)
            ;
        k = alt_deck_object_id(i);
    }
    o->id = (uint8_t)k;
    used[k] = 1;
    return 1;
}

/* One entry of a zone once it has its id: its card follows from the deck
 * list, or, without one, it is the deck list's card. */
static int settle_entry(rd *r, alt_deck *d, int p, int has_deck_list, alt_pos_object *o, const entry_src *e,
                        int token)
{
    /* A reference string is the entry and its card at once. */
    const char *card_key = json_is_string(e->json) ? NULL : "card";
    if (!has_deck_list && !token) {
        /* The refusals the engine would give about the deck list are
         * given here, about the entry that makes it. */
        const alt_card_info *c = alt_cards_get(r->db, o->card);
        int index = alt_object_deck_index(o->id);
        if (!e->has_card)
            return fail_key(r, "card", ALT_E_POSITION, "without a deck_list, every card entry names its card");
        if (index < 0 || index >= d->count)
            return fail_key(r, "id", ALT_E_POSITION,
                            "%u is past the %u cards the zones list (without a deck_list, the cards listed are the "
                            "deck list, ids 0 to %d)",
                            o->id, d->count, alt_deck_object_id(d->count - 1));
        if (d->cards[index] != ALT_CARD_NONE)
            return fail_key(r, "id", ALT_E_POSITION,
                            "object %u is in two places (every card is in exactly one zone)", o->id);
        if (c && c->type == ALT_TYPE_HERO)
            return fail_key(r, card_key, ALT_E_POSITION, "%s is a Hero, which is players[%d].hero, not in a zone",
                            c->ref, p);
        if (c && !c->supported) {
            const alt_set_info *set = alt_cards_set_of(r->db, c->design);
            return fail_key(r, card_key, ALT_E_UNSUPPORTED_CARD, "%s (%s, %s) is a card this build does not play yet",
                            c->ref, c->name, set != NULL ? set->name : "its set");
        }
        d->cards[index] = o->card;
    } else if (!e->has_card) {
        if (token)
            return fail_key(r, "card", ALT_E_POSITION, "a token (ids %d to %d) names its card", ALT_POS_TOKEN_BASE,
                            ALT_POS_TOKEN_END - 1);
        int index = alt_object_deck_index(o->id);
        if (index >= 0 && index < d->count)
            o->card = d->cards[index];
        /* else the engine names the id past the deck list */
    }
    if (json_is_object(e->json) && o->card != ALT_CARD_NONE)
        return check_name(r, e->json, o->card);
    return 1;
}

static int assign_ids(rd *r, alt_position *pos, int p, const player_src *src)
{
    alt_pos_player *pl = &pos->p[p];
    alt_deck *d = &pos->deck[p];
    uint8_t used[ALT_POS_OBJECTS] = {0};
    char field[32];
    snprintf(field, sizeof field, "players[%d].zones", p);

    /* Explicit ids first, so that entries without one never take them. */
    int cards = 0;
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pl->zone_n[z]; i++) {
            const entry_src *e = &src->e[z][i];
            if (e->has_id)
                used[pl->zone[z][i].id] = 1;
            if (e->has_id ? !token_id(pl->zone[z][i].id) : !is_token_card(r->db, pl->zone[z][i].card))
                cards++;
        }
    if (!src->has_deck_list) {
        if (cards > ALT_DECK_MAX) {
            size_t mark = enter_key(r, field);
            fail(r, ALT_E_CAPACITY, "%d cards, more than a deck holds (%d)", cards, ALT_DECK_MAX);
            leave(r, mark);
            return 0;
        }
        d->count = (uint16_t)cards;
        for (int k = 0; k < cards; k++)
            d->cards[k] = ALT_CARD_NONE;
    }
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END && r->err == ALT_OK; z++) {
        for (int i = 0; i < pl->zone_n[z] && r->err == ALT_OK; i++) {
            alt_pos_object *o = &pl->zone[z][i];
            const entry_src *e = &src->e[z][i];
            int token = e->has_id ? token_id(o->id) : is_token_card(r->db, o->card);
            size_t mark = enter_key(r, field);
            enter_key(r, alt_zone_name((alt_zone_id)z));
            enter_index(r, (size_t)i);
            if (e->has_id ||
                give_id(r, d, src->has_deck_list, o, used, token, json_is_string(e->json) ? NULL : "card"))
                settle_entry(r, d, p, src->has_deck_list, o, e, token);
            leave(r, mark);
        }
    }
    if (r->err != ALT_OK)
        return 0;
    if (src->has_deck_list && !src->has_deck_zone) {
        /* The Deck holds the rest of the deck list, lowest id at the bottom. */
        for (int k = 0; k < d->count; k++)
            if (!used[alt_deck_object_id(k)]) {
                alt_pos_object *o = &pl->zone[ALT_ZONE_DECK][pl->zone_n[ALT_ZONE_DECK]++];
                memset(o, 0, sizeof *o);
                o->id = alt_deck_object_id(k);
                o->card = d->cards[k];
            }
    }
    return 1;
}

static const char *const hero_keys[] = {"card", "name", NULL};
static const char *const hero_state_keys[] = {"statuses", "quick_uses", "reactions", "counters", NULL};
static const char *const exp_keys[] = {"distance", "moved_today", "progress_rolls", "progress_more", "progress_stays",
                                       NULL};
static const char *const mod_keys[] = {"filter", "kind", "amount", "until_afternoon_ends", "this_day", NULL};
static const char *const player_keys[] = {"hero",   "hero_state", "deck_list", "expeditions", "blocked_today",
                                          "passed", "modifiers",  "zones",     "daily_uses",  "ascended",
                                          "gained_subtypes", "this_turn", NULL};
static const char *const gained_keys[] = {"object", "card", "name", NULL};
static const char *const this_turn_keys[] = {"cards_played",      "discarded_from_hand", "discarded_from_reserve",
                                             "support_activated", "exhaust_activated",   NULL};
static const char *const use_keys[] = {"object", "ability", "count", NULL};
static const char *const deck_entry_keys[] = {"card", "name", NULL};

static int read_hero(rd *r, const json_t *pj, alt_position *pos, int p)
{
    json_t *v = json_object_get(pj, "hero");
    pos->deck[p].hero = ALT_CARD_NONE;
    if (!v || json_is_null(v))
        return 1;
    size_t mark = enter_key(r, "hero");
    if (json_is_string(v)) {
        parse_card(r, v, &pos->deck[p].hero);
    } else if (expect_object(r, v, hero_keys)) {
        int given;
        if (read_card(r, v, "card", &pos->deck[p].hero, &given) && !given)
            fail(r, ALT_E_POSITION, "a Hero names its card");
        if (r->err == ALT_OK)
            check_name(r, v, pos->deck[p].hero);
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_hero_state(rd *r, const json_t *pj, alt_pos_player *pl)
{
    json_t *v = json_object_get(pj, "hero_state");
    if (!v)
        return 1;
    size_t mark = enter_key(r, "hero_state");
    if (expect_object(r, v, hero_state_keys) && read_statuses(r, v, &pl->hero_status) &&
        read_u8(r, v, "quick_uses", 255, 0, &pl->hero_quick_uses) &&
        read_u8(r, v, "reactions", 255, 0, &pl->hero_reactions))
        read_u8(r, v, "counters", 255, 0, &pl->hero_counters);
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_deck_list(rd *r, const json_t *pj, alt_deck *d, player_src *src)
{
    json_t *arr;
    if (!read_array(r, pj, "deck_list", ALT_DECK_MAX, ALT_E_CAPACITY, "cards", &arr))
        return 0;
    src->has_deck_list = arr != NULL;
    if (!arr)
        return 1;
    size_t mark = enter_key(r, "deck_list");
    d->count = (uint16_t)json_array_size(arr);
    for (size_t i = 0; i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        if (json_is_string(v)) {
            parse_card(r, v, &d->cards[i]);
        } else if (expect_object(r, v, deck_entry_keys)) {
            int given;
            if (read_card(r, v, "card", &d->cards[i], &given) && !given)
                fail(r, ALT_E_POSITION, "a deck list entry names its card");
            else if (r->err == ALT_OK)
                check_name(r, v, d->cards[i]);
        }
        leave(r, m2);
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_expeditions(rd *r, const json_t *pj, alt_pos_player *pl)
{
    json_t *v = json_object_get(pj, "expeditions");
    if (!v)
        return 1;
    static const char *const keys[] = {"hero", "companion", NULL};
    size_t mark = enter_key(r, "expeditions");
    if (expect_object(r, v, keys)) {
        for (int e = 0; e < 2 && r->err == ALT_OK; e++) {
            json_t *x = json_object_get(v, expedition_words[e]);
            if (!x)
                continue;
            size_t m2 = enter_key(r, expedition_words[e]);
            uint8_t moved = 0, rolls = 0, more = 0, stays = 0;
            if (expect_object(r, x, exp_keys) && read_u8(r, x, "distance", 255, 0, &pl->distance[e]) &&
                read_flag(r, x, "moved_today", &moved) && read_u8(r, x, "progress_rolls", 7, 0, &rolls) &&
                read_u8(r, x, "progress_more", 7, 0, &more) && read_flag(r, x, "progress_stays", &stays))
                pl->moved_today[e] = (uint8_t)(moved * ALT_MOVED_TODAY + rolls * ALT_MOVED_ROLL_ONE +
                                               more * ALT_MOVED_MORE_ONE + stays * ALT_MOVED_STAYS);
            leave(r, m2);
        }
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

/* Expeditions by name at key (absent: none), as bits. */
static int read_expeditions_named(rd *r, const json_t *obj, const char *key, uint8_t *bits)
{
    json_t *arr;
    *bits = 0;
    if (!read_array(r, obj, key, 2, ALT_E_POSITION, "Expeditions", &arr))
        return 0;
    size_t mark = enter_key(r, key);
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        unsigned e = 0;   /* parse_word sets it when it says 1; the compiler cannot always tell */
        if (parse_word(r, json_array_get(arr, i), expedition_words, COUNT(expedition_words), &e)) {
            if (*bits & (1u << e))
                fail(r, ALT_E_POSITION, "\"%s\" is listed twice", expedition_words[e]);
            *bits |= (uint8_t)(1u << e);
        }
        leave(r, m2);
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

/* The Expeditions that can't move forward this Day, by name. */
static int read_blocked(rd *r, const json_t *pj, alt_pos_player *pl)
{
    return read_expeditions_named(r, pj, "blocked_today", &pl->blocked_today);
}

static int read_modifiers(rd *r, const json_t *pj, alt_pos_player *pl)
{
    json_t *arr;
    if (!read_array(r, pj, "modifiers", ALT_POS_MODS, ALT_E_CAPACITY, "modifiers", &arr))
        return 0;
    size_t mark = enter_key(r, "modifiers");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        alt_pos_modifier *m = &pl->mods[i];
        unsigned filter = 0, kind = 0;
        uint8_t this_day = 0;
        if (expect_object(r, v, mod_keys) &&
            read_word(r, v, "filter", filter_words, COUNT(filter_words), 0, &filter)) {
            if (!json_object_get(v, "kind"))
                fail(r, ALT_E_POSITION, "a modifier names its kind");
            else if (read_word(r, v, "kind", mod_words, COUNT(mod_words), 0, &kind) &&
                     read_u8(r, v, "amount", 255, 0, &m->amount) &&
                     read_flag(r, v, "until_afternoon_ends", &m->until_afternoon_ends) &&
                     read_flag(r, v, "this_day", &this_day)) {
                m->filter = (uint8_t)filter;
                m->kind = (uint8_t)kind;
                if (this_day && m->until_afternoon_ends)
                    fail(r, ALT_E_POSITION, "a modifier lasts this Day or until the Afternoon ends, not both");
                else if (this_day)
                    m->until_afternoon_ends = ALT_UNTIL_DAY_ENDS;
            }
        }
        leave(r, m2);
    }
    if (arr && r->err == ALT_OK)
        pl->mods_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_zones(rd *r, const json_t *pj, alt_pos_player *pl, player_src *src)
{
    json_t *v = json_object_get(pj, "zones");
    if (!v)
        return 1;
    static const char *keys[ALT_ZONE__END];
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        keys[z - 1] = alt_zone_name((alt_zone_id)z);
    keys[ALT_ZONE__END - 1] = NULL;
    size_t mark = enter_key(r, "zones");
    if (expect_object(r, v, keys)) {
        for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END && r->err == ALT_OK; z++) {
            json_t *arr;
            char what[64];
            snprintf(what, sizeof what, "objects");
            if (!read_array(r, v, alt_zone_name((alt_zone_id)z), ALT_POS_OBJECTS, ALT_E_CAPACITY, what, &arr))
                break;
            if (!arr)
                continue;
            if (z == ALT_ZONE_DECK)
                src->has_deck_zone = 1;
            size_t m2 = enter_key(r, alt_zone_name((alt_zone_id)z));
            for (size_t i = 0; i < json_array_size(arr) && r->err == ALT_OK; i++) {
                size_t m3 = enter_index(r, i);
                read_entry(r, json_array_get(arr, i), &pl->zone[z][i], &src->e[z][i]);
                leave(r, m3);
            }
            pl->zone_n[z] = (uint8_t)json_array_size(arr);
            leave(r, m2);
        }
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

/* An object id at key, or "hero" for the Hero (ALT_POS_HERO). */
static int read_object_or_hero(rd *r, const json_t *v, const char *key, uint8_t *out)
{
    json_t *src = json_object_get(v, key);
    size_t mark = enter_key(r, key);
    if (!src)
        fail(r, ALT_E_POSITION, "\"hero\" or an object id is needed here");
    else if (json_is_string(src)) {
        if (strcmp(json_string_value(src), "hero") == 0)
            *out = ALT_POS_HERO;
        else
            fail(r, ALT_E_POSITION, "expected \"hero\" or an object id");
    } else if (!json_is_integer(src))
        type_error(r, src, "\"hero\" or an object id");
    else if (json_integer_value(src) < 0 || json_integer_value(src) >= ALT_POS_OBJECTS)
        fail(r, ALT_E_POSITION, "%" JSON_INTEGER_FORMAT " is outside 0..%d", json_integer_value(src),
             ALT_POS_OBJECTS - 1);
    else
        *out = (uint8_t)json_integer_value(src);
    leave(r, mark);
    return r->err == ALT_OK;
}

/* The per-ability daily counts (rulesets of revision 2 on). */
static int read_daily_uses(rd *r, const json_t *pj, alt_pos_player *pl)
{
    json_t *arr;
    if (!read_array(r, pj, "daily_uses", ALT_POS_USES, ALT_E_CAPACITY, "daily counts", &arr))
        return 0;
    size_t mark = enter_key(r, "daily_uses");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        alt_pos_use *u = &pl->uses[i];
        json_t *ab = json_object_get(v, "ability");
        if (expect_object(r, v, use_keys) && read_object_or_hero(r, v, "object", &u->id)) {
            if (ab && json_is_string(ab) && strcmp(json_string_value(ab), "scout") == 0)
                u->ability = ALT_POS_SCOUT;
            else if (!ab)
                fail(r, ALT_E_POSITION, "a daily count names its ability");
            else
                read_u8(r, v, "ability", ALT_POS_SCOUT - 1, 0, &u->ability);
            if (r->err == ALT_OK && !json_object_get(v, "count"))
                fail(r, ALT_E_POSITION, "a daily count names its count");
            else if (r->err == ALT_OK)
                read_u8(r, v, "count", 255, 0, &u->count);
        }
        leave(r, m2);
    }
    if (arr && r->err == ALT_OK)
        pl->uses_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

/* Encoding 7: the subtypes the player's Characters gained, each its object
 * and the card whose subtypes it has too (position_check.c checks them). */
static int read_gained(rd *r, const json_t *pj, alt_pos_player *pl)
{
    json_t *arr;
    if (!read_array(r, pj, "gained_subtypes", ALT_POS_GAINED, ALT_E_CAPACITY, "subtypes gains", &arr))
        return 0;
    size_t mark = enter_key(r, "gained_subtypes");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        alt_pos_gained *e = &pl->gained[i];
        int given = 0;
        if (expect_object(r, v, gained_keys)) {
            if (!json_object_get(v, "object"))
                fail(r, ALT_E_POSITION, "a subtypes gain names its object");
            else if (read_u8(r, v, "object", ALT_POS_OBJECTS - 1, 0, &e->id) && read_card(r, v, "card", &e->card, &given)) {
                if (!given)
                    fail(r, ALT_E_POSITION, "a subtypes gain names its card");
                else
                    check_name(r, v, e->card);
            }
        }
        leave(r, m2);
    }
    if (arr && r->err == ALT_OK)
        pl->gained_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

/* Encoding 8: what the player did in the turn under way (position_check.c
 * checks that one is). */
static int read_this_turn(rd *r, const json_t *pj, alt_pos_player *pl)
{
    const json_t *t = json_object_get(pj, "this_turn");
    if (!t)
        return 1;
    size_t mark = enter_key(r, "this_turn");
    if (expect_object(r, t, this_turn_keys) && read_u8(r, t, "cards_played", 255, 0, &pl->turn_played))
        for (size_t k = 0; k < COUNT(turn_words) && r->err == ALT_OK; k++) {
            int yes;
            if (read_bool(r, t, turn_words[k].key, 0, &yes) && yes)
                pl->turn_did = (uint8_t)(pl->turn_did | turn_words[k].bit);
        }
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_player(rd *r, const json_t *pj, alt_position *pos, int p, player_src *src)
{
    alt_pos_player *pl = &pos->p[p];
    int passed;
    if (!expect_object(r, pj, player_keys) || !read_hero(r, pj, pos, p) || !read_hero_state(r, pj, pl) ||
        !read_deck_list(r, pj, &pos->deck[p], src) || !read_expeditions(r, pj, pl) || !read_blocked(r, pj, pl) ||
        !read_bool(r, pj, "passed", 0, &passed) || !read_modifiers(r, pj, pl) || !read_zones(r, pj, pl, src) ||
        !read_daily_uses(r, pj, pl) || !read_expeditions_named(r, pj, "ascended", &pl->ascended) ||
        !read_gained(r, pj, pl) || !read_this_turn(r, pj, pl))
        return 0;
    pl->passed = (uint8_t)passed;
    return 1;
}

/* ---- Limbo and the ability resolving */

static const char *const reaction_keys[] = {"player", "source",  "card",          "name", "ability",
                                            "from_reserve", "subject", "subject_owner", "was_in", "repeats", NULL};
static const char *const resolving_keys[] = {
    "player",      "source",       "card", "name", "ability", "from_reserve", "subject", "subject_owner", "was_in",
    "repeats",     "step",        "done",         "spell",        "pick_object",  "pick_expedition", "pick_choice", "first_object",
    "first_owner", "roll",         "did",          "tally",           "dice",        "held", NULL};
static const char *const outer_keys[] = {
    "player",      "source",       "card", "name", "ability", "from_reserve", "subject", "subject_owner", "was_in",
    "repeats",     "step",        "done",         "spell",        "pick_object",  "pick_expedition", "pick_choice", "first_object",
    "first_owner", "roll",         "did",          "tally",           "dice",        "held", "waits", NULL};
static const char *const held_keys[] = {"object", "expedition", "owner", NULL};

/* The card of a token the zones list, for a Reaction that names only its
 * source; ALT_CARD_NONE when none does. */
static uint16_t token_card(const alt_position *pos, int p, uint8_t id)
{
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pos->p[p].zone_n[z]; i++)
            if (pos->p[p].zone[z][i].id == id)
                return pos->p[p].zone[z][i].card;
    return ALT_CARD_NONE;
}

static int read_reaction(rd *r, const json_t *v, const alt_position *pos, alt_pos_reaction *o)
{
    memset(o, 0, sizeof *o);
    o->subject = ALT_NO_OBJECT;
    if (!read_u8(r, v, "player", 1, 0, &o->player))
        return 0;
    if (!read_object_or_hero(r, v, "source", &o->source))
        return 0;
    int given;
    if (!read_card(r, v, "card", &o->card, &given))
        return 0;
    if (!given) {
        /* The card follows from the source, as the engine requires it to. */
        const alt_deck *d = &pos->deck[o->player];
        if (o->source == ALT_POS_HERO)
            o->card = d->hero;
        else if (!token_id(o->source)) {
            int index = alt_object_deck_index(o->source);
            o->card = index >= 0 && index < d->count ? d->cards[index] : ALT_CARD_NONE;
        }
        else
            o->card = token_card(pos, o->player, o->source);
        if (o->card == ALT_CARD_NONE)
            return fail_key(r, "card", ALT_E_POSITION, "no card follows from the source; name it");
    }
    if (!check_name(r, v, o->card))
        return 0;
    json_t *ab = json_object_get(v, "ability");
    if (ab && json_is_string(ab)) {
        size_t mark = enter_key(r, "ability");
        const char *w = json_string_value(ab);
        int boosts = 0;
        char tail = 0;
        if (strcmp(w, "scout") == 0)
            o->ability = ALT_POS_SCOUT;
        else if (strcmp(w, "next_anchored") == 0)
            o->ability = ALT_POS_MOD_ANCHORED;
        else if (strcmp(w, "next_lose_fleeting") == 0)
            o->ability = ALT_POS_MOD_UNFLEETING;
        else if (strcmp(w, "next_may_asleep") == 0)
            o->ability = ALT_POS_MOD_MAY_ASLEEP;
        else if (strcmp(w, "next_one_reserve_reaction") == 0)
            o->ability = ALT_POS_MOD_R_ONE;
        else if (sscanf(w, "next_boosts_%d%c", &boosts, &tail) == 1 && boosts >= 1 && boosts <= 9 &&
                 strlen(w) == strlen("next_boosts_") + 1)
            o->ability = (uint8_t)(ALT_POS_MOD_BOOST + boosts - 1);
        else
            fail(r, ALT_E_POSITION,
                 "expected an ability index, \"scout\", \"next_anchored\", \"next_lose_fleeting\", "
                 "\"next_may_asleep\", \"next_one_reserve_reaction\" or \"next_boosts_N\" (N 1 to 9)");
        leave(r, mark);
    } else if (ab && !json_is_integer(ab)) {
        size_t mark = enter_key(r, "ability");
        type_error(r, ab, "an ability index or a granted ability's name");
        leave(r, mark);
    } else {
        read_u8(r, v, "ability", ALT_POS_MOD_ANCHORED - 1, 0, &o->ability);   /* the granted ones by name */
    }
    if (r->err != ALT_OK)
        return 0;
    return read_flag(r, v, "from_reserve", &o->from_reserve) &&
           read_id_or_null(r, v, "subject", ALT_NO_OBJECT, &o->subject) &&
           read_u8(r, v, "subject_owner", 1, 0, &o->subject_owner) &&
           read_expeditions_named(r, v, "was_in", &o->was_in) &&
           read_u8(r, v, "repeats", 31, 0, &o->repeats);
}

static int read_limbo(rd *r, const json_t *root, alt_position *pos)
{
    json_t *arr;
    if (!read_array(r, root, "limbo", ALT_POS_LIMBO, ALT_E_CAPACITY, "Reactions", &arr))
        return 0;
    size_t mark = enter_key(r, "limbo");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        if (expect_object(r, v, reaction_keys))
            read_reaction(r, v, pos, &pos->limbo[i]);
        leave(r, m2);
    }
    if (arr)
        pos->limbo_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

/* Level 3's picks held by a step (CR 6.1.e). */
static int read_held(rd *r, const json_t *v, alt_pos_resolution *res)
{
    json_t *arr;
    if (!read_array(r, v, "held", ALT_POS_HELD, ALT_E_CAPACITY, "picks", &arr))
        return 0;
    size_t mark = enter_key(r, "held");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *h = json_array_get(arr, i);
        unsigned exp;
        if (expect_object(r, h, held_keys) && read_id_or_null(r, h, "object", ALT_NO_OBJECT, &res->held[i].object) &&
            read_word(r, h, "expedition", expedition_words, 2, 0, &exp) &&
            read_u8(r, h, "owner", 1, 0, &res->held[i].owner))
            res->held[i].expedition = (uint8_t)exp;
        leave(r, m2);
    }
    if (arr)
        res->held_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_resolution(rd *r, const json_t *v, const alt_position *pos, const char *const *keys,
                           alt_pos_resolution *res)
{
    unsigned step, exp, choice;
    int spell, did;
    json_t *dice;
    if (expect_object(r, v, keys) && read_reaction(r, v, pos, &res->r) && read_held(r, v, res) &&
        read_word(r, v, "step", step_words, COUNT(step_words), 0, &step) && read_u8(r, v, "done", 255, 0, &res->done) &&
        read_bool(r, v, "spell", 0, &spell) && read_id_or_null(r, v, "pick_object", 0, &res->pick_object) &&
        read_word(r, v, "pick_expedition", expedition_words, 2, 0, &exp) &&
        read_uint(r, v, "pick_choice", 0xFFFF, 0, &choice) &&
        read_id_or_null(r, v, "first_object", 0, &res->first_object) &&
        read_u8(r, v, "first_owner", 1, 0, &res->first_owner) && read_u8(r, v, "roll", 255, 0, &res->roll) &&
        read_bool(r, v, "did", 0, &did) && read_u8(r, v, "tally", 255, 0, &res->tally) &&
        read_array(r, v, "dice", 3, ALT_E_POSITION, "dice", &dice)) {
        res->active = 1;
        res->step = (uint8_t)step;
        res->spell = (uint8_t)spell;
        res->did = (uint8_t)did;
        res->pick_expedition = (uint8_t)exp;
        res->pick_choice = (uint16_t)choice;
        size_t m2 = enter_key(r, "dice");
        if (dice && json_array_size(dice) != 3)
            fail(r, ALT_E_POSITION, "%zu dice, where three are kept (0 for none)", json_array_size(dice));
        for (size_t i = 0; dice && i < json_array_size(dice) && r->err == ALT_OK; i++) {
            size_t m3 = enter_index(r, i);
            json_t *d = json_array_get(dice, i);
            if (!json_is_integer(d))
                type_error(r, d, "an integer");
            else if (json_integer_value(d) < 0 || json_integer_value(d) > 255)
                fail(r, ALT_E_POSITION, "%" JSON_INTEGER_FORMAT " is outside 0..255", json_integer_value(d));
            else
                res->dice[i] = (uint8_t)json_integer_value(d);
            leave(r, m3);
        }
        leave(r, m2);
    }
    return r->err == ALT_OK;
}

static int read_resolving(rd *r, const json_t *root, alt_position *pos)
{
    json_t *v = json_object_get(root, "resolving");
    if (!v || json_is_null(v))
        return 1;
    size_t mark = enter_key(r, "resolving");
    read_resolution(r, v, pos, resolving_keys, &pos->res);
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_outer(rd *r, const json_t *root, alt_position *pos)
{
    json_t *arr;
    if (!read_array(r, root, "outer", ALT_POS_NEST, ALT_E_CAPACITY, "steps", &arr))
        return 0;
    size_t mark = enter_key(r, "outer");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        unsigned waits;
        if (read_resolution(r, v, pos, outer_keys, &pos->outer[i]) &&
            read_word(r, v, "waits", outer_words, COUNT(outer_words), ALT_POS_OUTER_DONE, &waits))
            pos->outer[i].active = (uint8_t)waits;
        leave(r, m2);
    }
    if (arr)
        pos->outer_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

static const char *const marker_keys[] = {"region", "held_by", "terrains", NULL};

static int read_markers(rd *r, const json_t *root, alt_position *pos)
{
    json_t *arr;
    if (!read_array(r, root, "terrain_markers", ALT_POS_MARKERS, ALT_E_CAPACITY, "Terrain Markers", &arr))
        return 0;
    size_t mark = enter_key(r, "terrain_markers");
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i), *t;
        uint8_t region, held;
        if (expect_object(r, v, marker_keys) && read_u8(r, v, "region", 7, 0, &region) &&
            read_u8(r, v, "held_by", 1, 0, &held) &&
            read_array(r, v, "terrains", 3, ALT_E_POSITION, "terrains", &t)) {
            if (json_object_get(v, "region") && json_object_get(v, "held_by"))
                fail(r, ALT_E_POSITION, "a Terrain Marker is on a region or held by a Hero, not both");
            else if (!json_object_get(v, "region") && !json_object_get(v, "held_by"))
                fail(r, ALT_E_POSITION, "a Terrain Marker names its region or the player holding it (held_by)");
            pos->markers[i].where = json_object_get(v, "held_by") ? (uint8_t)(ALT_POS_MARKER_HELD + held) : region;
            size_t m3 = enter_key(r, "terrains");
            for (size_t k = 0; t && k < json_array_size(t) && r->err == ALT_OK; k++) {
                size_t m4 = enter_index(r, k);
                unsigned b = 0;
                if (parse_word(r, json_array_get(t, k), tumult_words, COUNT(tumult_words), &b))
                    pos->markers[i].terrains |= (uint8_t)(1u << b);
                leave(r, m4);
            }
            leave(r, m3);
        }
        leave(r, m2);
    }
    if (arr)
        pos->markers_n = (uint8_t)json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

/* ---- recorded chance */

static const char *const chance_keys[] = {"action", "kind", "player", "count", "given", "cards", "outcomes", NULL};
static const char *const action_keys[] = {"kind", "player", "object", "expedition", "choice", NULL};

/* An array at key of integers 0..255 (absent: none), at most max. */
static int read_bytes(rd *r, const json_t *obj, const char *key, size_t max, const char *what, uint8_t *out,
                      size_t *n)
{
    json_t *arr;
    *n = 0;
    if (!read_array(r, obj, key, max, ALT_E_CAPACITY, what, &arr))
        return 0;
    size_t mark = enter_key(r, key);
    for (size_t i = 0; arr && i < json_array_size(arr) && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *v = json_array_get(arr, i);
        if (!json_is_integer(v))
            type_error(r, v, "an integer");
        else if (json_integer_value(v) < 0 || json_integer_value(v) > 255)
            fail(r, ALT_E_POSITION, "%" JSON_INTEGER_FORMAT " is outside 0..255", json_integer_value(v));
        else
            out[i] = (uint8_t)json_integer_value(v);
        leave(r, m2);
    }
    if (arr && r->err == ALT_OK)
        *n = json_array_size(arr);
    leave(r, mark);
    return r->err == ALT_OK;
}

/* The answer a chance event waits under; the engine judges whether it is
 * a legal answer to the decision. */
static int read_action(rd *r, const json_t *v, alt_action *a)
{
    unsigned kind, exp, choice;
    json_t *ob = json_object_get(v, "object");
    memset(a, 0, sizeof *a);
    if (!expect_object(r, v, action_keys))
        return 0;
    if (!json_object_get(v, "kind"))
        return fail(r, ALT_E_POSITION, "an answer names its kind");
    if (!read_word(r, v, "kind", action_words, COUNT(action_words), 0, &kind) ||
        !read_u8(r, v, "player", 1, 0, &a->player))
        return 0;
    if (ob && json_is_string(ob) && strcmp(json_string_value(ob), "hero") == 0) {
        a->object = ALT_POS_HERO;
    } else if (ob && !json_is_integer(ob) && !json_is_null(ob)) {
        size_t mark = enter_key(r, "object");
        type_error(r, ob, "an object id, \"hero\" or null");
        leave(r, mark);
        return 0;
    } else if (!read_id_or_null(r, v, "object", ALT_NO_OBJECT, &a->object)) {
        return 0;
    }
    if (!read_word(r, v, "expedition", expedition_words, COUNT(expedition_words), ALT_EXP_HERO, &exp) ||
        !read_uint(r, v, "choice", 0xFFFF, 0, &choice))
        return 0;
    a->kind = (uint8_t)kind;
    a->expedition = (uint8_t)exp;
    a->choice = (uint16_t)choice;
    return 1;
}

/* The chance event a recorded game waits on (null or absent: none). The
 * fields' consistency with each other and with the state is the
 * engine's to judge (it runs the answer again with the outcomes given);
 * what the text alone gets wrong is refused here. */
static int read_chance(rd *r, const json_t *root, alt_position *pos)
{
    json_t *v = json_object_get(root, "chance");
    if (!v || json_is_null(v))
        return 1;
    alt_pos_chance *c = &pos->chance;
    size_t mark = enter_key(r, "chance");
    if (!expect_object(r, v, chance_keys)) {
        leave(r, mark);
        return 0;
    }
    if (pos->chance_mode != ALT_CHANCE_RECORDED) {
        fail(r, ALT_E_POSITION, "only a recorded game (chance_mode \"recorded\") waits on chance");
        leave(r, mark);
        return 0;
    }
    json_t *action = json_object_get(v, "action");
    if (action && !json_is_null(action)) {
        size_t m2 = enter_key(r, "action");
        read_action(r, action, &c->action);
        leave(r, m2);
    }
    unsigned kind = 0;
    size_t ncards = 0, nout = 0;
    if (r->err == ALT_OK && !json_object_get(v, "kind"))
        fail(r, ALT_E_POSITION, "a chance event names its kind");
    if (r->err == ALT_OK && read_word(r, v, "kind", chance_words, COUNT(chance_words), 0, &kind) &&
        read_u8(r, v, "player", 1, 0, &c->player) &&
        read_bytes(r, v, "cards", ALT_DECK_MAX, "cards", c->cards, &ncards) &&
        /* A shuffle's count is its cards'; a number's, its values. */
        read_u8(r, v, "count", 255,
                alt_chance_lists_cards((alt_chance_kind)kind) ? (unsigned)ncards : kind == ALT_CHANCE_DIE ? 6 : 2,
                &c->count) &&
        read_u8(r, v, "given", 255, 0, &c->given) &&
        read_bytes(r, v, "outcomes", ALT_POS_CHANCE, "outcomes", c->outcomes, &nout)) {
        if (alt_chance_lists_cards((alt_chance_kind)kind) && ncards != c->count)
            fail_key(r, "cards", ALT_E_POSITION, "%zu cards, where the %s is of %u (count)", ncards,
                     kind == ALT_CHANCE_HAND_CARD ? "Hand" : "shuffle", c->count);
        else if (!alt_chance_lists_cards((alt_chance_kind)kind) && ncards)
            fail_key(r, "cards", ALT_E_POSITION, "only a shuffle (tumult_order, deck) or a card of a Hand at random "
                     "(hand_card) lists its cards");
    }
    leave(r, mark);
    if (r->err != ALT_OK)
        return 0;
    c->pending = 1;
    c->kind = (uint8_t)kind;
    c->n = (uint8_t)nout;
    return 1;
}

/* ---- the header */

static const char *const top_keys[] = {"version", "cards_version", "date", "uniques", "ruleset", "hash_encoding", "format",
                                       "chance_mode", "rng",    "seed",      "day",       "phase",
                                       "decision", "first_player", "arena", "winner", "outcome",
                                       "adventure", "limbo",    "resolving", "outer", "terrain_markers",
                                       "resume",    "resume_player", "chance",  "players",    NULL};
static const char *const decision_keys[] = {"kind", "player", NULL};
static const char *const adventure_keys[] = {"tumult", NULL};
static const char *const slot_keys[] = {"card", "flipped", "face_up", NULL};

/* The kind of decision each phase waits on when the document names none. */
static const uint8_t phase_decision[] = {ALT_DEC_OPENING_MANA, ALT_DEC_EXPAND,  ALT_DEC_REACTION, ALT_DEC_TURN,
                                         ALT_DEC_REACTION,     ALT_DEC_CLEANUP, ALT_DEC_NONE};

static int read_rng(rd *r, const json_t *root, alt_position *pos)
{
    json_t *rng = json_object_get(root, "rng"), *seed = json_object_get(root, "seed");
    if (rng && seed) {
        size_t mark = enter_key(r, "seed");
        fail(r, ALT_E_POSITION, "give rng or seed, not both");
        leave(r, mark);
        return 0;
    }
    if (!rng) {
        uint64_t s = 0;
        if (seed) {
            size_t mark = enter_key(r, "seed");
            if (!json_is_integer(seed))
                type_error(r, seed, "an integer");
            else if (json_integer_value(seed) < 0)
                fail(r, ALT_E_POSITION, "%" JSON_INTEGER_FORMAT " is negative", json_integer_value(seed));
            else
                s = (uint64_t)json_integer_value(seed);
            leave(r, mark);
        }
        alt_rng_state_from_seed(s, pos->rng);
        return r->err == ALT_OK;
    }
    size_t mark = enter_key(r, "rng");
    if (!json_is_array(rng))
        type_error(r, rng, "an array of four 16-digit hexadecimal strings");
    else if (json_array_size(rng) != 4)
        fail(r, ALT_E_POSITION, "%zu words, where the generator's state is four", json_array_size(rng));
    for (size_t i = 0; i < 4 && r->err == ALT_OK; i++) {
        size_t m2 = enter_index(r, i);
        json_t *w = json_array_get(rng, i);
        const char *s = json_string_value(w);
        if (!json_is_string(w))
            type_error(r, w, "a 16-digit hexadecimal string");
        else if (json_string_length(w) != 16 || strspn(s, "0123456789abcdefABCDEF") != 16)
            fail(r, ALT_E_POSITION, "expected 16 hexadecimal digits");
        else
            pos->rng[i] = strtoull(s, NULL, 16);
        leave(r, m2);
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

static int read_adventure(rd *r, const json_t *root, alt_position *pos, int face_up_given[3])
{
    for (int s = 0; s < 3; s++)
        pos->tumult_card[s] = (uint8_t)s;
    json_t *adv = json_object_get(root, "adventure");
    if (!adv)
        return 1;
    size_t mark = enter_key(r, "adventure");
    json_t *arr;
    if (expect_object(r, adv, adventure_keys) &&
        read_array(r, adv, "tumult", 3, ALT_E_POSITION, "slots", &arr) && arr) {
        size_t m2 = enter_key(r, "tumult");
        if (json_array_size(arr) != 3)
            fail(r, ALT_E_POSITION, "%zu slots, where the Adventure has three", json_array_size(arr));
        for (size_t s = 0; s < json_array_size(arr) && r->err == ALT_OK; s++) {
            size_t m3 = enter_index(r, s);
            json_t *slot = json_array_get(arr, s);
            unsigned card;
            int flipped, up;
            if (expect_object(r, slot, slot_keys) &&
                read_word(r, slot, "card", tumult_words, COUNT(tumult_words), (unsigned)s, &card) &&
                read_bool(r, slot, "flipped", 0, &flipped) && read_bool(r, slot, "face_up", 0, &up)) {
                pos->tumult_card[s] = (uint8_t)card;
                pos->tumult_flip[s] = (uint8_t)flipped;
                face_up_given[s] = json_object_get(slot, "face_up") != NULL;
                pos->tumult_up |= (uint8_t)(up ? 1u << s : 0);
            }
            leave(r, m3);
        }
        leave(r, m2);
    }
    leave(r, mark);
    return r->err == ALT_OK;
}

/* A slot whose face the document leaves out is face up once an Expedition
 * has travelled onto it, as Dusk would have turned it (CR 7.3.17.b). */
static void default_faces(alt_position *pos, const int given[3])
{
    for (int p = 0; p < 2; p++)
        for (int e = 0; e < 2; e++)
            for (int k = 1; k <= pos->p[p].distance[e] && k <= 7; k++) {
                int region = e == ALT_EXP_HERO ? k : 7 - k;
                int s = (region - 1) / 2;
                if (region >= 1 && region <= 6 && !given[s])
                    pos->tumult_up |= (uint8_t)(1u << s);
            }
}

static int read_position(rd *r, const json_t *root, alt_position *pos, player_src *src)
{
    if (!json_is_object(root))
        return fail(r, ALT_E_POSITION, "a position is a JSON object, not %s", type_name(root));
    if (!known_keys(r, root, top_keys))
        return 0;
    unsigned version;
    if (!read_uint(r, root, "version", 0xFFFF, JSON_POSITION_VERSION, &version))
        return 0;
    if (version != JSON_POSITION_VERSION) {
        size_t mark = enter_key(r, "version");
        fail(r, ALT_E_VERSION, "position format %u is not this build's (%d)", version, JSON_POSITION_VERSION);
        leave(r, mark);
        return 0;
    }
    json_t *cv = json_object_get(root, "cards_version");
    if (cv) {
        size_t mark = enter_key(r, "cards_version");
        char q[48];
        if (!json_is_string(cv))
            type_error(r, cv, "a string");
        else if (json_string_length(cv) >= sizeof pos->cards_version)
            fail(r, ALT_E_VERSION, "\"%s\" is not this card database (%s)", quoted(json_string_value(cv), q),
                 alt_cards_version(r->db));
        else
            memcpy(pos->cards_version, json_string_value(cv), json_string_length(cv) + 1);
        leave(r, mark);
        if (r->err != ALT_OK)
            return 0;
    }
    json_t *date = json_object_get(root, "date");
    if (date) {
        size_t mark = enter_key(r, "date");
        char q[48];
        if (!json_is_string(date))
            type_error(r, date, "a string");
        else if (alt_date_parse(json_string_value(date), &pos->date) != ALT_OK)
            fail(r, ALT_E_POSITION, "\"%s\" is not a day YYYY-MM-DD of 2000 to 2099", quoted(json_string_value(date), q));
        leave(r, mark);
        if (r->err != ALT_OK)
            return 0;
    }
    json_t *rs = json_object_get(root, "ruleset");
    pos->ruleset = ALT_RULESET_DEFAULT;
    if (rs) {
        size_t mark = enter_key(r, "ruleset");
        char q[48], list[160] = "";
        size_t len = 0;
        for (int k = 0; k < ALT_RULESET__COUNT; k++) {
            int n = snprintf(list + len, sizeof list - len, "%s%s", k ? ", " : "", alt_ruleset_version((alt_ruleset)k));
            if (n > 0 && (size_t)n < sizeof list - len)
                len += (size_t)n;
        }
        if (!json_is_string(rs))
            type_error(r, rs, "a string");
        else if (alt_ruleset_parse(json_string_value(rs), &pos->ruleset) != ALT_OK)
            fail(r, ALT_E_RULESET, "\"%s\" is not a ruleset of this build (%s, or a family's name: %s, %s)",
                 quoted(json_string_value(rs), q), list, alt_ruleset_name(ALT_RULESET_SEEDS),
                 alt_ruleset_name(ALT_RULESET_CR3));
        leave(r, mark);
        if (r->err != ALT_OK)
            return 0;
    }
    /* 0, the ruleset's newest, and the seeded mode are what every
     * document written before recorded chance means. */
    unsigned mode;
    if (!read_u8(r, root, "hash_encoding", 255, 0, &pos->hash_encoding) ||
        !read_word(r, root, "chance_mode", chance_mode_words, COUNT(chance_mode_words), ALT_CHANCE_SEEDED, &mode))
        return 0;
    pos->chance_mode = (uint8_t)mode;
    if (!read_rng(r, root, pos))
        return 0;
    unsigned day, phase, first, kind, decider, outcome, resume, format;
    int arena;
    json_t *dec = json_object_get(root, "decision");
    if (!read_uint(r, root, "day", 0xFFFF, 1, &day) ||
        !read_word(r, root, "phase", phase_words, COUNT(phase_words), ALT_PHASE_AFTERNOON, &phase) ||
        !read_uint(r, root, "first_player", 1, 0, &first))
        return 0;
    kind = phase_decision[phase];
    decider = kind == ALT_DEC_NONE ? 0 : first;
    if (dec) {
        size_t mark = enter_key(r, "decision");
        if (expect_object(r, dec, decision_keys) &&
            read_word(r, dec, "kind", decision_words, COUNT(decision_words), kind, &kind))
            read_uint(r, dec, "player", 1, kind == ALT_DEC_NONE ? 0 : first, &decider);
        leave(r, mark);
        if (r->err != ALT_OK)
            return 0;
    }
    if (!read_bool(r, root, "arena", 0, &arena))
        return 0;
    json_t *w = json_object_get(root, "winner");
    pos->winner = NO_WINNER;
    if (w && !json_is_null(w)) {
        if (!json_is_integer(w)) {
            size_t mark = enter_key(r, "winner");
            type_error(r, w, "0, 1 or null");
            leave(r, mark);
            return 0;
        }
        if (!read_u8(r, root, "winner", 1, 0, &pos->winner))
            return 0;
    }
    if (!read_word(r, root, "outcome", outcome_words, COUNT(outcome_words), ALT_OUTCOME_NONE, &outcome))
        return 0;
    pos->day = (uint16_t)day;
    pos->phase = (uint8_t)phase;
    pos->first_player = (uint8_t)first;
    pos->decision = (uint8_t)kind;
    pos->decider = (uint8_t)decider;
    pos->arena = (uint8_t)arena;
    pos->outcome = (uint8_t)outcome;

    int face_up_given[3] = {0, 0, 0};
    if (!read_adventure(r, root, pos, face_up_given))
        return 0;

    json_t *players;
    if (!read_array(r, root, "players", 2, ALT_E_POSITION, "players", &players))
        return 0;
    if (players && json_array_size(players) != 2) {
        size_t mark = enter_key(r, "players");
        fail(r, ALT_E_POSITION, "%zu entries, where a game has two players", json_array_size(players));
        leave(r, mark);
        return 0;
    }
    for (int p = 0; p < 2; p++) {
        json_t *empty = NULL;
        const json_t *pj = players ? json_array_get(players, (size_t)p) : NULL;
        if (!pj)
            pj = empty = json_object();
        if (!pj)
            return fail(r, ALT_E_NOMEM, "out of memory");
        size_t m0 = enter_key(r, "players");
        enter_index(r, (size_t)p);
        read_player(r, pj, pos, p, &src[p]);
        leave(r, m0);
        json_decref(empty);
        if (r->err != ALT_OK || !assign_ids(r, pos, p, &src[p]))
            return 0;
    }
    default_faces(pos, face_up_given);

    int heroes = pos->deck[0].hero != ALT_CARD_NONE && pos->deck[1].hero != ALT_CARD_NONE;
    if (!read_word(r, root, "format", format_words, COUNT(format_words),
                   heroes ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED, &format))
        return 0;
    pos->format = (alt_format)format;

    if (!read_limbo(r, root, pos) || !read_resolving(r, root, pos) || !read_outer(r, root, pos) ||
        !read_markers(r, root, pos))
        return 0;
    if (!read_word(r, root, "resume", resume_words, COUNT(resume_words), 0, &resume) ||
        !read_u8(r, root, "resume_player", 1, 0, &pos->resume_player))
        return 0;
    pos->resume = (uint8_t)resume;
    return read_chance(r, root, pos);
}

alt_err replay_position_from_json(const alt_cards *db, const char *text, size_t len, alt_game **out, char *msg,
                                  size_t msg_size)
{
    if (msg && msg_size)
        msg[0] = '\0';
    if (!out)
        return ALT_E_ARG;
    *out = NULL;
    rd r;
    memset(&r, 0, sizeof r);
    r.db = db;
    r.msg = msg;
    r.msg_size = msg_size;
    if (!db || (!text && len))
        return fail(&r, ALT_E_ARG, "no card database or no text"), r.err;

    json_error_t jerr;
    /* Duplicate keys would make a document mean whichever one the reader
     * happened to keep: refused, as is anything after the one value. */
    json_t *root = json_loadb(text ? text : "", len, JSON_REJECT_DUPLICATES, &jerr);
    if (!root) {
        /* jansson's text may quote the input near the error as it is:
         * only printable ASCII of it reaches a message (a terminal, or a
         * reply's UTF-8 string), the rest as '?'. */
        for (char *c = jerr.text; *c; c++)
            if ((unsigned char)*c < 0x20 || (unsigned char)*c > 0x7E)
                *c = '?';
        fail(&r, ALT_E_POSITION, "malformed JSON at line %d, column %d: %s", jerr.line, jerr.column, jerr.text);
        return r.err;
    }
    /* A position names its card database: one this build bundles is read
     * with it (bundled_cards.h). */
    const char *named = json_is_object(root) ? json_string_value(json_object_get(root, "cards_version")) : NULL;
    const alt_cards *other = named != NULL && strcmp(named, alt_cards_version(db)) != 0 ? replay_cards_bundled(named) : NULL;
    if (other != NULL)
        r.db = db = other;
    /* Its Unique records, after the database's own (uniques.h). */
    json_t *uniques = json_is_object(root) ? json_object_get(root, "uniques") : NULL;
    if (uniques != NULL) {
        alt_unique *records = malloc(ALT_UNIQUES_MAX * sizeof *records);
        size_t n = 0;
        if (records == NULL) {
            json_decref(root);
            return fail(&r, ALT_E_NOMEM, "out of memory"), r.err;
        }
        if (!json_is_array(uniques) || json_array_size(uniques) == 0 || json_array_size(uniques) > ALT_UNIQUES_MAX)
            fail(&r, ALT_E_POSITION, "uniques: an array of 1 to %d records in their compact form", (int)ALT_UNIQUES_MAX);
        for (size_t k = 0; r.err == ALT_OK && k < json_array_size(uniques); k++) {
            const char *one = json_string_value(json_array_get(uniques, k));
            char why[200];
            if (one == NULL)
                fail(&r, ALT_E_POSITION, "uniques[%zu]: not a string", k);
            else if (alt_unique_parse(one, strlen(one), &records[n++], why, sizeof why) != ALT_OK)
                fail(&r, ALT_E_POSITION, "uniques[%zu]: %s", k, why);
        }
        const alt_cards *game = NULL;
        char why[256];
        if (r.err == ALT_OK && (game = replay_uniques_kept(db, records, n, why, sizeof why)) == NULL)
            fail(&r, ALT_E_POSITION, "uniques: %s", why);
        free(records);
        if (r.err != ALT_OK) {
            json_decref(root);
            return r.err;
        }
        r.db = db = game;
    }
    alt_position *pos = calloc(1, sizeof *pos);
    player_src *src = calloc(2, sizeof *src);
    if (!pos || !src) {
        free(pos);
        free(src);
        json_decref(root);
        return fail(&r, ALT_E_NOMEM, "out of memory"), r.err;
    }
    alt_err err = ALT_OK;
    if (read_position(&r, root, pos, src))
        err = alt_game_from_position(db, pos, out, msg, msg_size);
    else
        err = r.err;
    free(src);
    free(pos);
    json_decref(root);
    return err;
}

alt_err replay_position_load(const alt_cards *db, const uint8_t *buf, size_t len, alt_game **out, char *msg,
                             size_t msg_size)
{
    if (len >= 4 && buf && memcmp(buf, "ALTP", 4) == 0) {
        /* The binary envelope names its card database after the magic and
         * the version byte: one this build bundles is read with it. */
        char named[32];
        if (db != NULL && len >= 6 && (size_t)buf[5] < sizeof named && len >= 6 + (size_t)buf[5]) {
            memcpy(named, buf + 6, buf[5]);
            named[buf[5]] = '\0';
            const alt_cards *other = strcmp(named, alt_cards_version(db)) != 0 ? replay_cards_bundled(named) : NULL;
            if (other != NULL)
                db = other;
        }
        /* Its Unique records, after the database's own (uniques.h). */
        alt_unique *records = db != NULL ? malloc(ALT_UNIQUES_MAX * sizeof *records) : NULL;
        size_t n = 0;
        if (db != NULL && records == NULL)
            return ALT_E_NOMEM;
        alt_err err = records ? alt_position_uniques(buf, len, records, ALT_UNIQUES_MAX, &n, msg, msg_size) : ALT_OK;
        if (err == ALT_OK && n > 0) {
            char why[256];
            const alt_cards *game = replay_uniques_kept(db, records, n, why, sizeof why);
            if (game == NULL) {
                if (msg && msg_size)
                    snprintf(msg, msg_size, "uniques: %s", why);
                err = ALT_E_POSITION;
            }
            db = game;
        }
        free(records);
        if (err != ALT_OK)
            return err;
        return alt_game_decode(db, buf, len, out, msg, msg_size);
    }
    return replay_position_from_json(db, (const char *)buf, len, out, msg, msg_size);
}

alt_err replay_position_read_file(const alt_cards *db, const char *path, alt_game **out, char *msg,
                                  size_t msg_size)
{
    if (msg && msg_size)
        msg[0] = '\0';
    if (!out)
        return ALT_E_ARG;
    *out = NULL;
    if (!path) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "no file named");
        return ALT_E_ARG;
    }
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "%s: %s", path, strerror(errno));
        return ALT_E_ARG;
    }
    /* One byte past the limit tells a file at the limit from a larger one. */
    size_t cap = REPLAY_POSITION_FILE_MAX + 1, n = 0;
    uint8_t *buf = malloc(cap);
    if (!buf) {
        if (!is_stdin)
            fclose(f);
        if (msg && msg_size)
            snprintf(msg, msg_size, "out of memory");
        return ALT_E_NOMEM;
    }
    while (n < cap) {
        size_t k = fread(buf + n, 1, cap - n, f);
        if (k == 0)
            break;
        n += k;
    }
    int bad = ferror(f);
    if (!is_stdin)
        fclose(f);
    alt_err err;
    if (bad) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "%s: read error", path);
        err = ALT_E_ARG;
    } else if (n > REPLAY_POSITION_FILE_MAX) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "%s: larger than %d bytes, more than any position takes", path,
                     REPLAY_POSITION_FILE_MAX);
        err = ALT_E_POSITION;
    } else {
        err = replay_position_load(db, buf, n, out, msg, msg_size);
    }
    free(buf);
    return err;
}
