/*
 * html.c: `altered-replay html`: one game as a self-contained HTML page that
 * a judge can show both players on a laptop or a phone. The page carries
 * every step's position (the JSON form of docs/position.md, projected to
 * what is shown: cards by an index into one table, defaults left out, the
 * Deck by its count; each step only what changed since the one before),
 * each step's action in words, the engine's own words for Limbo, the
 * ability resolving and the Expedition totals Dusk reads, and the verdict; its
 * inline script renders from that data, so the page needs no network and
 * no other file. A log that fails verification opens at the first divergent
 * or illegal step, with the rule and the legal answers there: the argument
 * at the table is about that step. `verify --html PAGE` writes the same
 * page for the first failing game.
 */
#include "cli.h"
#include "html.h"

#include "game.h"
#include "number.h"
#include "outfile.h"
#include "position_io.h"
#include "position_json.h"
#include "replay.h"
#include "shown_text.h"

#include <inttypes.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TEXT_MAX = 1024 };

typedef struct page {
    const alt_cards *db;
    json_t *cards;       /* [[reference, name(, [forest, mountain, water])], ...]: the cards the page shows */
    json_t *card_index;  /* reference -> its index in cards */
    json_t *steps;       /* one projected position and its action per step */
    alt_game *before;    /* the state the next action is described against */
    json_t *last;        /* the last step's whole projected position */
    json_t *last_totals; /* the last step's Expedition totals, which a step carries only when they change */
    int oom;
} page;

/* A string from input as JSON: jansson takes only valid UTF-8, so a name
 * that is not becomes its ASCII bytes with '?' for the others. */
static json_t *text(const char *s)
{
    json_t *v = json_string(s ? s : "");
    if (v || !s)
        return v;
    char *copy = strdup(s);
    if (!copy)
        return NULL;
    for (char *p = copy; *p; p++)
        if ((unsigned char)*p >= 0x80)
            *p = '?';
    v = json_string(copy);
    free(copy);
    return v;
}

/* A name from the log as a person is shown it (shown_text.h): its
 * controls, bidirectional controls and invisible characters escaped, so
 * that the page reads as verify's line does. */
static json_t *name_text(const char *s, size_t max)
{
    char buf[TEXT_MAX];
    replay_shown_text(s ? s : "", max, 0, buf, sizeof buf);
    return json_string(buf);
}

static void set(page *pg, json_t *obj, const char *key, json_t *v)
{
    if (!v || json_object_set_new(obj, key, v) != 0)
        pg->oom = 1;
}

static void push(page *pg, json_t *arr, json_t *v)
{
    if (!v || json_array_append_new(arr, v) != 0)
        pg->oom = 1;
}

/* Every {"card": REF, "name": NAME} below v becomes {"c": INDEX}. */
static void intern_cards(page *pg, json_t *v)
{
    if (json_is_array(v)) {
        size_t i;
        json_t *e;
        json_array_foreach(v, i, e) intern_cards(pg, e);
        return;
    }
    if (!json_is_object(v))
        return;
    json_t *ref = json_object_get(v, "card");
    if (json_is_string(ref)) {
        const char *r = json_string_value(ref);
        json_t *idx = json_object_get(pg->card_index, r);
        if (!idx) {
            json_t *pair = json_array();
            if (pair) {
                json_t *name = json_object_get(v, "name");
                push(pg, pair, json_string(r));
                push(pg, pair, json_is_string(name) ? json_incref(name) : json_string("?"));
                /* A Character's statistics, which the page shows with its
                 * boosts (CR 2.4.4): Forest, Mountain, Water. */
                uint16_t at = alt_cards_find(pg->db, r);
                const alt_card_info *c = at != ALT_CARD_NONE ? alt_cards_get(pg->db, at) : NULL;
                if (c && (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN)) {
                    json_t *stats = json_array();
                    push(pg, stats, json_integer(c->forest));
                    push(pg, stats, json_integer(c->mountain));
                    push(pg, stats, json_integer(c->water));
                    push(pg, pair, stats);
                }
            }
            idx = json_integer((json_int_t)json_array_size(pg->cards));
            push(pg, pg->cards, pair);
            if (!idx || json_object_set_new(pg->card_index, r, idx) != 0)
                pg->oom = 1;
        }
        if (idx)
            set(pg, v, "c", json_incref(idx));
        json_object_del(v, "card");
        json_object_del(v, "name");
    }
    const char *key;
    json_t *e;
    json_object_foreach(v, key, e) intern_cards(pg, e);
}

static int is_default(const json_t *v)
{
    return (json_is_integer(v) && json_integer_value(v) == 0) || json_is_false(v) ||
           (json_is_array(v) && json_array_size(v) == 0);
}

/* A zone's objects without the fields at their defaults; an object with
 * nothing but its card is just the card's index. */
static void prune_zone(page *pg, json_t *zone)
{
    static const char *const keys[] = {"id", "statuses", "boosts", "counters", "quick_uses", "reactions",
                                       "kept", "after_rest"};
    size_t i;
    json_t *o;
    json_array_foreach(zone, i, o)
    {
        if (!json_is_object(o))
            continue;
        for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
            json_t *f = json_object_get(o, keys[k]);
            if (f && (k == 0 || is_default(f)))
                json_object_del(o, keys[k]);
        }
        json_t *c = json_object_get(o, "c");
        if (json_object_size(o) == 1 && c && json_array_set(zone, i, c) != 0)
            pg->oom = 1;
    }
}

/* g's position as the page shows it. */
static json_t *project(page *pg, const alt_game *g)
{
    char *doc = replay_position_to_json(g);
    json_t *p = doc ? json_loads(doc, 0, NULL) : NULL;
    free(doc);
    if (!p) {
        pg->oom = 1;
        return NULL;
    }
    /* The page shows neither how the game is hashed nor where its chance
     * comes from; a verified step has every outcome given, so "chance"
     * never waits in one. */
    static const char *const dropped[] = {"version", "cards_version", "ruleset", "hash_encoding", "format",
                                          "chance_mode", "rng", "resume", "resume_player", "chance"};
    for (size_t k = 0; k < sizeof dropped / sizeof dropped[0]; k++)
        json_object_del(p, dropped[k]);
    json_t *players = json_object_get(p, "players");
    size_t i;
    json_t *pl;
    json_array_foreach(players, i, pl)
    {
        json_object_del(pl, "deck_list");
        json_t *zones = json_object_get(pl, "zones");
        json_t *deck = json_object_get(zones, "deck");
        if (deck)
            set(pg, zones, "deck", json_integer((json_int_t)json_array_size(deck)));
    }
    /* The Tumult slots name their card by a word, not a reference. */
    json_t *adventure = json_incref(json_object_get(p, "adventure"));
    json_object_del(p, "adventure");
    intern_cards(pg, p);
    if (adventure)
        set(pg, p, "adventure", adventure);
    json_array_foreach(players, i, pl)
    {
        const char *name;
        json_t *zone;
        json_object_foreach(json_object_get(pl, "zones"), name, zone) if (json_is_array(zone)) prune_zone(pg, zone);
    }
    return p;
}

/* What changed from prev to cur: the keys whose values differ, and inside
 * "players" and each player's "zones" only what differs there. The page's
 * script merges each step onto the one before; every key is always
 * present in a whole position, so a key left out means "as before". */
static json_t *delta(page *pg, const json_t *prev, json_t *cur)
{
    if (!json_is_object(prev) || !json_is_object(cur))
        return json_incref(cur);
    json_t *d = json_object();
    if (!d) {
        pg->oom = 1;
        return NULL;
    }
    const char *key;
    json_t *v;
    json_object_foreach(cur, key, v)
    {
        json_t *pv = json_object_get(prev, key);
        if (pv && json_equal(pv, v))
            continue;
        if (pv && strcmp(key, "players") == 0 && json_is_array(v) && json_array_size(v) == json_array_size(pv)) {
            json_t *arr = json_array();
            for (size_t i = 0; arr && i < json_array_size(v); i++)
                push(pg, arr, delta(pg, json_array_get(pv, i), json_array_get(v, i)));
            set(pg, d, key, arr);
        } else if (pv && strcmp(key, "zones") == 0) {
            set(pg, d, key, delta(pg, pv, v));
        } else {
            set(pg, d, key, json_incref(v));
        }
    }
    return d;
}

/* g's projected position as the next step carries it: what changed since
 * the last step's. */
static json_t *next_position(page *pg, const alt_game *g)
{
    json_t *whole = project(pg, g);
    if (!whole)
        return NULL;
    json_t *d = pg->last ? delta(pg, pg->last, whole) : json_incref(whole);
    json_decref(pg->last);
    pg->last = whole;
    return d;
}

static json_t *answers_of(page *pg, const alt_game *g, size_t *count)
{
    alt_action *list = malloc(sizeof *list * ALT_ANSWERS_MAX);
    json_t *arr = json_array();
    char line[TEXT_MAX];
    size_t n = list ? alt_game_list(g, list, ALT_ANSWERS_MAX) : 0;
    if (!list || !arr)
        pg->oom = 1;
    for (size_t i = 0; arr && i < n; i++) {
        alt_action_describe(g, &list[i], line, sizeof line);
        push(pg, arr, text(line));
    }
    free(list);
    if (count)
        *count = n;
    return arr;
}

/* The engine's words for what the position alone does not say in words:
 * the ability being resolved and each Reaction in Limbo (which card, what
 * it does), each Expedition's totals as Dusk reads them, the decision.
 * They are alt_game_describe's lines (engine/describe.c), so the page and
 * `state` say the same. */
static void engine_words(page *pg, const alt_game *g, json_t *s)
{
    char *described = malloc(1 << 16);
    if (!described) {
        pg->oom = 1;
        return;
    }
    alt_game_describe(g, described, 1 << 16);
    json_t *limbo = json_array(), *totals = json_array();
    json_t *mine = NULL;   /* the totals of the player whose block is being read */
    for (char *line = described, *end; line && *line; line = end ? end + 1 : NULL) {
        end = strchr(line, '\n');
        if (end)
            *end = '\0';
        const char *rest;
        if (strncmp(line, "Resolving: ", 11) == 0) {
            set(pg, s, "rw", text(line + 11));
        } else if (strncmp(line, "Limbo ", 6) == 0 && (rest = strstr(line, ": ")) != NULL) {
            push(pg, limbo, text(rest + 2));
        } else if (line[0] == 'P' && (line[1] == '0' || line[1] == '1') && line[2] == ':') {
            mine = json_array();
            push(pg, totals, mine);
        } else if (mine && (rest = strstr(line, " Expedition totals at Dusk: ")) != NULL) {
            push(pg, mine, text(rest + 28));
        }
    }
    free(described);
    if (json_array_size(limbo))
        set(pg, s, "lw", limbo);
    else
        json_decref(limbo);
    /* Carried from step to step like the position: only when it changes. */
    if (!pg->last_totals || !json_equal(pg->last_totals, totals))
        set(pg, s, "t", json_incref(totals));
    json_decref(pg->last_totals);
    pg->last_totals = totals;
    alt_decision d = alt_game_decision(g);
    set(pg, s, "dk", json_string(alt_decision_name(d.kind)));
}

/* One step: the position g, and the action a (NULL for the initial state)
 * described against the state before it, pg->before. */
static json_t *step_entry(page *pg, const alt_game *g, const alt_action *a)
{
    json_t *s = json_object();
    if (!s) {
        pg->oom = 1;
        return NULL;
    }
    if (a) {
        char line[TEXT_MAX];
        alt_decision d = alt_game_decision(pg->before);
        alt_action_describe(pg->before, a, line, sizeof line);
        set(pg, s, "a", text(line));
        set(pg, s, "by", json_integer(a->player));
        set(pg, s, "day", json_integer(d.day));
        set(pg, s, "phase", json_string(alt_phase_name(d.phase)));
    }
    set(pg, s, "p", next_position(pg, g));
    engine_words(pg, g, s);
    char hash[17];
    snprintf(hash, sizeof hash, "%016" PRIx64, alt_game_hash(g));
    set(pg, s, "h", json_string(hash));
    set(pg, s, "n", json_integer((json_int_t)alt_game_list(g, NULL, 0)));
    return s;
}

static int add_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)step, (void)hash;
    page *pg = ctx;
    push(pg, pg->steps, step_entry(pg, g, a));
    alt_game_copy(pg->before, g);
    return pg->oom;
}

/* The page's style and script (replay/html.c's own; the page links nothing). */
static const char *const page_css[] = {
    "*{box-sizing:border-box}",
    "body{margin:0;font:15px/1.35 system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;color:#1d1d1f;background:#f4f1ea}",
    "header{padding:10px 14px;background:#2b2d42;color:#fff}",
    "header h1{margin:0;font-size:1.15em;overflow-wrap:anywhere}",
    "header p{margin:2px 0 0;font-size:.9em;opacity:.9}",
    "#verdict{margin:0;padding:8px 14px;font-weight:600}",
    "#verdict.ok{background:#d8f0d8}",
    "#verdict.bad{background:#f8d0cc;color:#7a0b00}",
    "#verdict a{color:inherit}",
    "#controls{position:sticky;top:0;z-index:2;background:#fffdf8;border-bottom:1px solid #ccc;padding:8px 14px}",
    "#controls .row{display:flex;gap:6px;align-items:center;flex-wrap:wrap}",
    "#controls button{font-size:1em;min-width:44px;min-height:40px;border:1px solid #999;border-radius:6px;background:#fff}",
    "#controls button:disabled{opacity:.4}",
    "#slider{flex:1 1 160px;min-width:120px;height:32px}",
    "#steplabel{font-weight:600;white-space:nowrap}",
    "#action{margin:6px 0 0;font-size:.95em}",
    "#action.fail{color:#a00;font-weight:600}",
    "main{padding:10px 14px;display:grid;gap:12px;grid-template-columns:1fr}",
    "@media (min-width:900px){main{grid-template-columns:1fr 1fr}#adventure,#shared,#failure,#log{grid-column:1 / 3}}",
    "section.box{background:#fff;border:1px solid #d6d0c4;border-radius:8px;padding:8px 10px;min-width:0}",
    "h2{font-size:1.05em;margin:0 0 6px}",
    "h3{font-size:.95em;margin:8px 0 2px}",
    ".track{width:100%;border-collapse:collapse;font-size:.8em}",
    ".track.wide{table-layout:fixed}",
    ".track td,.track th{border:1px solid #d6d0c4;padding:3px 2px;text-align:center;vertical-align:top;overflow-wrap:normal;word-break:normal;hyphens:manual}",
    ".track.narrow th:first-child{text-align:left;white-space:nowrap}",
    ".track th{font-weight:600;background:#f7f3ea}",
    ".track .down{color:#888;font-style:italic}",
    ".mk{display:inline-block;margin:1px;padding:1px 4px;border-radius:4px;color:#fff;font-weight:600}",
    ".mk.p0{background:#1f6fb2}.mk.p1{background:#b23a1f}",
    ".track th.side{width:2.4em}.track th.p0{color:#1f6fb2}.track th.p1{color:#b23a1f}",
    ".pl0 h2{color:#1f6fb2}.pl1 h2{color:#b23a1f}",
    ".zone ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}",
    ".zone li.card{border:1px solid #c9c2b2;border-radius:5px;padding:2px 6px;background:#fbf8f1;font-size:.9em}",
    ".zone .empty{color:#999;font-size:.85em}",
    ".tag{display:inline-block;margin-left:4px;padding:0 4px;border-radius:3px;font-size:.8em;background:#e8e3d6}",
    ".tag.st-exhausted{background:#d7d7d7}.tag.st-fleeting{background:#fbe3b4}.tag.st-anchored{background:#cde3f6}.tag.st-asleep{background:#e2d4f3}",
    ".tag.boost{background:#c9efc9}.tag.counter{background:#f6d2e5}.tag.stat{background:#efe9d8}",
    ".facts{margin:0;padding-left:18px;font-size:.9em}",
    "#failure{border:2px solid #c00;background:#fff3f1}",
    "#failure ol,#answers ol{margin:4px 0;padding-left:28px;font-size:.9em}",
    "#log ol{margin:4px 0;padding-left:40px;font-size:.85em;max-height:40vh;overflow:auto}",
    "#log li.cur{background:#fff2b3}",
    "#log li.failed{color:#a00}",
    "#log a{color:inherit;text-decoration:none}",
    ".hint{font-size:.8em;color:#666}",
    NULL,
};

static const char *const page_js[] = {
    "(function () {",
    "  'use strict';",
    "  var D = JSON.parse(document.getElementById('game-data').textContent);",
    "  var cards = D.cards, steps = D.steps, last = steps.length - 1, cur = -1;",
    "  // Each step carries what changed since the one before (replay/html.c, delta).",
    "  function merge(base, d) {",
    "    if (!base || !d || typeof d !== 'object' || Array.isArray(d)) return d;",
    "    var o = {}, k;",
    "    for (k in base) o[k] = base[k];",
    "    for (k in d) {",
    "      if (k === 'players' && Array.isArray(d[k])) o[k] = d[k].map(function (x, i) { return merge(base[k][i], x); });",
    "      else if (k === 'zones') o[k] = merge(base[k], d[k]);",
    "      else o[k] = d[k];",
    "    }",
    "    return o;",
    "  }",
    "  steps.forEach(function (s, k) {",
    "    if (!k) return;",
    "    s.p = merge(steps[k - 1].p, s.p);",
    "    if (!s.t) s.t = steps[k - 1].t;   // the Expedition totals, carried as the position is",
    "  });",
    "  var ZONES = [['hand', 'Hand'], ['mana', 'Mana'], ['reserve', 'Reserve'], ['landmarks', 'Landmarks'],",
    "    ['hero_expedition', 'Hero Expedition'], ['companion_expedition', 'Companion Expedition'],",
    "    ['discard', 'Discard'], ['limbo', 'Limbo'], ['deck', 'Deck']];",
    "  var HALVES = {forest: ['Forest', 'Mountain and Water'], mountain: ['Mountain', 'Forest and Water'],",
    "    water: ['Water', 'Forest and Mountain']};",
    "  function $(id) { return document.getElementById(id); }",
    "  function el(tag, cls, text) {",
    "    var e = document.createElement(tag);",
    "    if (cls) e.className = cls;",
    "    if (text !== undefined && text !== null) e.textContent = String(text);",
    "    return e;",
    "  }",
    "  function words(s) { s = String(s).replace(/_/g, ' '); return s.charAt(0).toUpperCase() + s.slice(1); }",
    "  function capital(s) { s = String(s || ''); return s.charAt(0).toUpperCase() + s.slice(1); }",
    "  function card(i) { return cards[i] || ['?', '?']; }",
    "  function tag(parent, cls, text) { parent.appendChild(el('span', 'tag ' + cls, text)); }",
    "  function plural(n, w) { return n + ' ' + w + (n === 1 ? '' : 's'); }",
    "  function objItem(o, zone) {",
    "    if (typeof o === 'number') o = {c: o};",
    "    var li = el('li', 'card'), c = card(o.c);",
    "    li.title = c[0];",
    "    li.dataset.ref = c[0];",
    "    li.appendChild(el('span', 'name', c[1]));",
    "    (o.statuses || []).forEach(function (s) { tag(li, 'st-' + s, capital(s)); });",
    "    if (o.boosts) tag(li, 'boost', '+' + plural(o.boosts, 'boost'));",
    "    // A Character's statistics, its boosts counted (CR 2.4.4): what Dusk reads (a Mana Orb has none).",
    "    var st = c[2], b = o.boosts || 0;",
    "    if (st && zone !== 'mana') tag(li, 'stat', 'Forest ' + (st[0] + b) + ', Mountain ' + (st[1] + b) + ', Water ' + (st[2] + b));",
    "    if (o.counters) tag(li, 'counter', plural(o.counters, 'counter'));",
    "    if (o.quick_uses) tag(li, 'daily', plural(o.quick_uses, 'quick action') + ' today');",
    "    if (o.reactions) tag(li, 'daily', plural(o.reactions, 'Reaction') + ' today');",
    "    if (o.kept) tag(li, 'flag', 'kept');",
    "    if (o.after_rest) tag(li, 'flag', 'after Rest');",
    "    return li;",
    "  }",
    "  function regionName(r) { return r === 0 ? 'Hero region' : r === 7 ? 'Companion region' : 'Region ' + r; }",
    "  function marker(q, e, d) {",
    "    var m = el('span', 'mk p' + q, (e === 'hero' ? 'H' : 'C') + d);",
    "    m.title = 'P' + q + '\\u2019s ' + (e === 'hero' ? 'Hero' : 'Companion') + ' Expedition, ' + plural(d, 'region') + ' travelled';",
    "    m.dataset.exp = e;",
    "    m.dataset.player = q;",
    "    return m;",
    "  }",
    "  // The Adventure: regions across (desktop) or down (a phone), so that no",
    "  // terrain's name is cut in the middle; P0 before P1, as in the text.",
    "  function renderAdventure(p) {",
    "    var box = $('adventure');",
    "    box.textContent = '';",
    "    box.appendChild(el('h2', null, 'Adventure' + (p.arena ? ' (Arena: the tiebreakers have begun)' : '')));",
    "    var tum = (p.adventure && p.adventure.tumult) || [], at = [[], []];",
    "    for (var q = 0; q < 2; q++) {",
    "      var ex = ((p.players || [])[q] || {}).expeditions || {};",
    "      var dh = (ex.hero && ex.hero.distance) || 0, dc = (ex.companion && ex.companion.distance) || 0;",
    "      (at[q][dh] = at[q][dh] || []).push(marker(q, 'hero', dh));",
    "      (at[q][7 - dc] = at[q][7 - dc] || []).push(marker(q, 'companion', dc));",
    "    }",
    "    function terrain(r) {",
    "      var td = el('td');",
    "      if (r >= 1 && r <= 6) {",
    "        var s = tum[(r - 1) >> 1] || {}, h = HALVES[s.card] || ['?', '?'];",
    "        td.textContent = h[((r - 1) & 1) ^ (s.flipped ? 1 : 0)];",
    "        if (!s.face_up) { td.className = 'down'; td.title = 'face down'; }",
    "        td.dataset.tumult = s.card || '';",
    "      } else {",
    "        td.textContent = 'start';",
    "      }",
    "      return td;",
    "    }",
    "    function markers(q, r) { var td = el('td'); (at[q][r] || []).forEach(function (m) { td.appendChild(m); }); return td; }",
    "    var narrow = window.innerWidth < 700, t = el('table', 'track ' + (narrow ? 'narrow' : 'wide'));",
    "    if (narrow) {",
    "      var hr = el('tr');",
    "      ['Region', 'Terrain', 'P0', 'P1'].forEach(function (h, i) { hr.appendChild(el('th', i >= 2 ? 'p' + (i - 2) : null, h)); });",
    "      t.appendChild(hr);",
    "      for (var r = 0; r < 8; r++) {",
    "        var tr = el('tr');",
    "        tr.appendChild(el('th', null, regionName(r)));",
    "        tr.appendChild(terrain(r));",
    "        tr.appendChild(markers(0, r));",
    "        tr.appendChild(markers(1, r));",
    "        t.appendChild(tr);",
    "      }",
    "    } else {",
    "      var head = el('tr'), terr = el('tr'), rows = [el('tr'), el('tr')];",
    "      head.appendChild(el('th'));",
    "      terr.appendChild(el('th'));",
    "      rows[0].appendChild(el('th', 'side p0', 'P0'));",
    "      rows[1].appendChild(el('th', 'side p1', 'P1'));",
    "      for (var k = 0; k < 8; k++) {",
    "        var th = el('th', null, k === 0 ? 'Hero' : k === 7 ? 'Companion' : String(k));",
    "        th.title = regionName(k);",
    "        head.appendChild(th);",
    "        terr.appendChild(terrain(k));",
    "        rows[0].appendChild(markers(0, k));",
    "        rows[1].appendChild(markers(1, k));",
    "      }",
    "      [head, terr, rows[0], rows[1]].forEach(function (x) { t.appendChild(x); });",
    "    }",
    "    box.appendChild(t);",
    "    box.appendChild(el('p', 'hint', 'H and C: each player\\u2019s Hero and Companion Expeditions, with the regions each has travelled from its own side (the Hero region for H, the Companion region for C); grey: a Tumult card still face down. A player wins when the two sum to 7 or more and beat the other player\\u2019s (4.2.5.d).'));",
    "  }",
    "  var FILTERS = {any: 'card', character: 'Character', spell: 'Spell', permanent: 'Permanent', plant: 'Plant',",
    "    bureaucrat: 'Bureaucrat', small_character: 'Character with Hand Cost 3 or less',",
    "    reserve_character: 'Character played from Reserve', cost3: 'card with Hand Cost 3 or less',",
    "    big_character: 'Character with Hand Cost 4 or more', big_spell: 'Spell with Hand Cost 4 or more',",
    "    animal: 'Animal', animal_adventurer: 'Animal or Adventurer', zero_stat_character: 'Character with a base statistic of 0',",
    "    robot_or_permanent: 'Robot or Permanent', artist_or_song: 'Artist or Song', artist: 'Artist', robot: 'Robot',",
    "    mid_character: 'Character with Hand Cost 3 or more', forest_character: 'Character played in Forest'};",
    "  function modifierText(m) {",
    "    var n = m.amount || 0;",
    "    if (m.kind === 'tough')",
    "      return 'This Day, every ' + (FILTERS[m.filter || 'any'] || 'card') + ' this player controls has Tough ' + n;",
    "    var what = {cost_less: 'costs ' + n + ' less', boosts: 'gains ' + plural(n, 'boost'), lose_fleeting: 'loses Fleeting',",
    "      free: 'is free', anchored: 'gains Anchored', free_unfleeting_from_hand: 'is free, and loses Fleeting if played from Hand',",
    "      hand_reserve_reactions: 'has its Reserve Reactions activate from Hand too',",
    "      cost_less_min1: 'costs ' + n + ' less, down to a minimum of 1'}[m.kind] || 'is changed';",
    "    return 'The next ' + (FILTERS[m.filter || 'any'] || 'card') + ' played ' + what +",
    "      (m.until_afternoon_ends ? ' (until the Afternoon ends)' : ' (this turn)');",
    "  }",
    "  function renderPlayer(p, q, s) {",
    "    var box = $('player' + q), pl = (p.players || [])[q] || {};",
    "    box.textContent = '';",
    "    var who = (D.header.players && D.header.players[q]) ? ' (' + D.header.players[q] + ')' : '';",
    "    var hero = pl.hero ? card(pl.hero.c)[1] : 'no Hero';",
    "    box.appendChild(el('h2', null, 'P' + q + who + ': ' + hero));",
    "    var facts = el('ul', 'facts'), hs = pl.hero_state || {};",
    "    function fact(t) { facts.appendChild(el('li', null, t)); }",
    "    if (hs.statuses && hs.statuses.length) fact('Hero: ' + hs.statuses.map(capital).join(', '));",
    "    if (hs.counters) fact('Hero: ' + plural(hs.counters, 'counter'));",
    "    if (hs.quick_uses || hs.reactions) fact('Hero today: ' + plural(hs.quick_uses || 0, 'quick action') + ', ' + plural(hs.reactions || 0, 'Reaction'));",
    "    var ex = pl.expeditions || {}, tot = (s.t || [])[q] || [];",
    "    ['hero', 'companion'].forEach(function (e, i) {",
    "      var x = ex[e] || {};",
    "      var t = words(e) + ' Expedition: ' + plural(x.distance || 0, 'region') + ' travelled' + (x.moved_today ? ', moved forward today' : '');",
    "      if ((pl.blocked_today || []).indexOf(e) >= 0) t += ', can\\u2019t move forward this Day';",
    "      // The engine's totals (engine/describe.c): what Dusk's Progress reads.",
    "      if (tot[i]) t += '; at Dusk: ' + tot[i];",
    "      var li = el('li', null, t);",
    "      li.dataset.totals = e;",
    "      facts.appendChild(li);",
    "    });",
    "    if (pl.passed) fact('has passed this Afternoon');",
    "    (pl.modifiers || []).forEach(function (m) { fact(modifierText(m)); });",
    "    box.appendChild(facts);",
    "    var zones = pl.zones || {};",
    "    ZONES.forEach(function (z) {",
    "      var v = zones[z[0]], n = typeof v === 'number' ? v : (v || []).length;",
    "      var sec = el('div', 'zone');",
    "      sec.dataset.player = q;",
    "      sec.dataset.zone = z[0];",
    "      sec.dataset.count = n;",
    "      sec.appendChild(el('h3', null, z[1] + ' (' + n + ')'));",
    "      if (typeof v === 'number') {",
    "        sec.appendChild(el('span', 'empty', n ? 'face down' : 'empty'));",
    "      } else if (!n) {",
    "        sec.appendChild(el('span', 'empty', 'empty'));",
    "      } else {",
    "        var ul = el('ul');",
    "        v.forEach(function (o) { ul.appendChild(objItem(o, z[0])); });",
    "        sec.appendChild(ul);",
    "      }",
    "      box.appendChild(sec);",
    "    });",
    "  }",
    "  function renderShared(p, s) {",
    "    var box = $('shared');",
    "    box.textContent = '';",
    "    box.appendChild(el('h2', null, 'Day ' + p.day + ', ' + words(p.phase)));",
    "    var ul = el('ul', 'facts');",
    "    var d = p.decision || {};",
    "    var pend = el('li');",
    "    pend.id = 'pending';",
    "    if (d.kind === 'none' || p.phase === 'over') {",
    "      pend.textContent = 'The game is over: ' + (p.winner === null || p.winner === undefined ? 'no winner' : 'P' + p.winner + ' wins') +",
    "        ' (' + (D.outcomes[p.outcome || 'none'] || '') + ')';",
    "    } else {",
    "      pend.textContent = 'Pending decision: ' + capital(s.dk) + ', waiting on P' + (d.player || 0) +",
    "        (s.n !== undefined ? ' (' + plural(s.n, 'legal answer') + ')' : '');",
    "    }",
    "    ul.appendChild(pend);",
    "    ul.appendChild(el('li', null, 'First player this Day: P' + (p.first_player || 0)));",
    "    box.appendChild(ul);",
    "    var lim = el('div', 'zone');",
    "    lim.id = 'limbo';",
    "    lim.dataset.count = (p.limbo || []).length;",
    "    lim.appendChild(el('h3', null, 'Reactions waiting in Limbo (' + (p.limbo || []).length + ')'));",
    "    // Each Reaction in the engine's words: its card, what it does, what it is about.",
    "    if ((s.lw || []).length) {",
    "      var ol = el('ol');",
    "      s.lw.forEach(function (r) { ol.appendChild(el('li', null, r)); });",
    "      lim.appendChild(ol);",
    "    } else lim.appendChild(el('span', 'empty', 'none'));",
    "    box.appendChild(lim);",
    "    if (s.rw) {",
    "      var res = el('p', null, 'Resolving: ' + s.rw);",
    "      res.id = 'resolving';",
    "      box.appendChild(res);",
    "    }",
    "    if (s.answers && !s.fail) {",
    "      var ans = el('div');",
    "      ans.id = 'answers';",
    "      ans.appendChild(el('h3', null, 'Legal answers here (' + s.answers.length + ')'));",
    "      var ao = el('ol');",
    "      s.answers.forEach(function (a) { ao.appendChild(el('li', null, a)); });",
    "      ans.appendChild(ao);",
    "      box.appendChild(ans);",
    "    }",
    "  }",
    "  function renderFailure(s) {",
    "    var box = $('failure'), v = D.verdict;",
    "    box.hidden = !s.fail;",
    "    box.textContent = '';",
    "    if (!s.fail) return;",
    "    box.appendChild(el('h2', null, 'Step ' + v.step + (v.code === 'diverged' ? ' diverges' : ' is ' + v.code) + ': the state shown is the one before it'));",
    "    var ul = el('ul', 'facts');",
    "    if (s.a) ul.appendChild(el('li', null, 'Recorded action: ' + s.a));",
    "    var r = el('li', null, v.msg);",
    "    r.id = 'rule';",
    "    ul.appendChild(r);",
    "    if (v.expected) ul.appendChild(el('li', null, 'Recorded hash ' + v.expected + ', this engine\\u2019s ' + v.actual));",
    "    box.appendChild(ul);",
    "    box.appendChild(el('h3', null, 'Legal answers there (' + (s.answers || []).length + ')'));",
    "    var ol = el('ol');",
    "    ol.id = 'legal';",
    "    (s.answers || []).forEach(function (a) { ol.appendChild(el('li', null, a)); });",
    "    box.appendChild(ol);",
    "  }",
    "  function go(k) {",
    "    k = Math.max(0, Math.min(last, k | 0));",
    "    if (k === cur) return;",
    "    var s = steps[k], p = s.p, prev = cur;",
    "    cur = k;",
    "    $('view').dataset.step = k;",
    "    $('slider').value = k;",
    "    $('steplabel').textContent = s.fail ? 'Step ' + k + ' (' + (D.verdict.code === 'diverged' ? 'diverges' : 'refused') + ') of ' + last : k === 0 ? 'Start of ' + last + ' steps' : 'After step ' + k + ' of ' + last;",
    "    var act = $('action');",
    "    act.className = s.fail ? 'fail' : '';",
    "    act.textContent = k === 0 ? 'The game as set up, before any answer.' :",
    "      (s.fail ? (D.verdict.code === 'diverged' ? 'Diverges here: ' : 'Not applied: ') : 'Step ' + k + ', Day ' + s.day + ' ' + words(s.phase) + ': ') + s.a;",
    "    $('first').disabled = $('prev').disabled = k === 0;",
    "    $('last').disabled = $('next').disabled = k === last;",
    "    renderAdventure(p);",
    "    renderPlayer(p, 0, s);",
    "    renderPlayer(p, 1, s);",
    "    renderShared(p, s);",
    "    renderFailure(s);",
    "    var items = $('steps').children;",
    "    if (prev >= 0 && items[prev]) items[prev].classList.remove('cur');",
    "    if (items[k]) items[k].classList.add('cur');",
    "    if (history.replaceState) history.replaceState(null, '', '#step=' + k);",
    "  }",
    "  function fromHash() {",
    "    var m = /step=(\\d+)/.exec(location.hash);",
    "    return m ? parseInt(m[1], 10) : null;",
    "  }",
    "  var slider = $('slider');",
    "  slider.max = last;",
    "  slider.addEventListener('input', function () { go(parseInt(slider.value, 10)); });",
    "  $('first').addEventListener('click', function () { go(0); });",
    "  $('prev').addEventListener('click', function () { go(cur - 1); });",
    "  $('next').addEventListener('click', function () { go(cur + 1); });",
    "  $('last').addEventListener('click', function () { go(last); });",
    "  document.addEventListener('keydown', function (e) {",
    "    if (e.target === slider || e.altKey || e.ctrlKey || e.metaKey) return;",
    "    var k = {ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: last, PageUp: cur - 10, PageDown: cur + 10}[e.key];",
    "    if (k === undefined) return;",
    "    e.preventDefault();",
    "    go(k);",
    "  });",
    "  window.addEventListener('hashchange', function () { var k = fromHash(); if (k !== null) go(k); });",
    "  window.addEventListener('resize', function () { if (cur >= 0) renderAdventure(steps[cur].p); });",
    "  var list = $('steps');",
    "  steps.forEach(function (s, k) {",
    "    var li = el('li'), a = el('a', null, k === 0 ? 'the game as set up' : (s.fail ? D.verdict.code + ': ' : 'Day ' + s.day + ' ' + words(s.phase) + ': ') + s.a);",
    "    li.value = k;",
    "    a.href = '#step=' + k;",
    "    if (s.fail) li.className = 'failed';",
    "    li.appendChild(a);",
    "    list.appendChild(li);",
    "  });",
    "  var v = $('verdict');",
    "  v.className = D.verdict.fail ? 'bad' : 'ok';",
    "  v.textContent = D.verdict.text.charAt(0).toUpperCase() + D.verdict.text.slice(1);",
    "  if (D.verdict.fail) {",
    "    var a = el('a', null, ' Go to step ' + D.verdict.step + '.');",
    "    a.href = '#step=' + D.start;",
    "    v.appendChild(a);",
    "  }",
    "  var h = fromHash();",
    "  go(h !== null ? h : D.start);",
    "})();",
    NULL,
};

/* How a game ends, by the position's name for it ("sum"), in the words
 * verify uses: the rule's number and words. */
static json_t *outcomes_of(page *pg)
{
    json_t *o = json_object();
    for (int k = ALT_OUTCOME_NONE; o && k <= ALT_OUTCOME_ENGINE_LIMIT; k++) {
        char line[TEXT_MAX];
        const char *rule = replay_outcome_rule((alt_outcome)k);
        snprintf(line, sizeof line, "%s%s%s", rule, *rule ? ": " : "",
                 k == ALT_OUTCOME_NONE ? "not over" : replay_outcome_words((alt_outcome)k));
        set(pg, o, replay_outcome_name((alt_outcome)k), text(line));
    }
    if (!o)
        pg->oom = 1;
    return o;
}

/* The header as the page shows it: what names the game at the table. */
static json_t *header_of(page *pg, const Altered__GameLog *log, const char *file, size_t index)
{
    json_t *h = json_object();
    if (!h) {
        pg->oom = 1;
        return NULL;
    }
    const Altered__Header *hd = log->header;
    set(pg, h, "file", text(file));
    set(pg, h, "game", json_integer((json_int_t)index));
    if (hd) {
        set(pg, h, "seed", json_integer((json_int_t)(hd->seed & INT64_MAX)));
        set(pg, h, "ruleset", text(hd->versions ? hd->versions->ruleset : "?"));
        set(pg, h, "format", json_string(hd->format == ALTERED__FORMAT__FORMAT_LIMITED ? "Limited" : "Constructed"));
        const Altered__Event *ev = hd->event;
        if (ev) {
            set(pg, h, "event", name_text(ev->name, 120));
            set(pg, h, "round", json_integer(ev->round));
            set(pg, h, "table", json_integer(ev->table));
            json_t *names = json_array();
            for (size_t i = 0; names && i < ev->n_players && i < 2; i++)
                push(pg, names, name_text(ev->players[i], 60));
            set(pg, h, "players", names);
        }
    }
    return h;
}

/* What the banner says, and where the page opens. */
static json_t *verdict_of(page *pg, const replay_result *res, size_t *start)
{
    json_t *v = json_object();
    if (!v) {
        pg->oom = 1;
        return NULL;
    }
    char line[TEXT_MAX];
    int failed = res->code == REPLAY_EXIT_DIVERGED || res->code == REPLAY_EXIT_ILLEGAL ||
                 (res->code != REPLAY_EXIT_OK && res->fail_step > 0);
    *start = 0;
    if (failed) {
        snprintf(line, sizeof line, "%s at step %zu: %s.", replay_verdict_name(res->code), res->fail_step, res->msg);
        set(pg, v, "step", json_integer((json_int_t)res->fail_step));
        set(pg, v, "code", json_string(replay_verdict_name(res->code)));
        set(pg, v, "msg", text(res->msg));
        if (res->code == REPLAY_EXIT_DIVERGED) {
            char hex[17];
            snprintf(hex, sizeof hex, "%016" PRIx64, res->expected);
            set(pg, v, "expected", json_string(hex));
            snprintf(hex, sizeof hex, "%016" PRIx64, res->actual);
            set(pg, v, "actual", json_string(hex));
        }
        *start = json_array_size(pg->steps) - 1;
    } else if (res->winner >= 0) {
        const char *rule = replay_outcome_rule(res->outcome);
        snprintf(line, sizeof line, "Verified: %zu step%s, %u Day%s; P%d wins by %s%s%s.", res->steps,
                 res->steps == 1 ? "" : "s", res->days, res->days == 1 ? "" : "s", res->winner, rule, *rule ? ": " : "",
                 replay_outcome_words(res->outcome));
    } else {
        snprintf(line, sizeof line, "Every step verified (%zu step%s, %u Day%s), %s.", res->steps,
                 res->steps == 1 ? "" : "s", res->days, res->days == 1 ? "" : "s",
                 res->outcome == ALT_OUTCOME_NONE ? "with no winner: the log stops before the game ends"
                                                  : replay_outcome_words(res->outcome));
    }
    set(pg, v, "fail", json_boolean(failed));
    set(pg, v, "text", text(line));
    return v;
}

/* The steps of one game, its failure as the last step when it fails. */
static int build(page *pg, const alt_cards *db, const Altered__GameLog *log, replay_result *res)
{
    pg->before = replay_state_before(db, log, 1);
    if (!pg->before) {
        replay_game(db, log, 0, NULL, NULL, res, NULL);
        return res->code != REPLAY_EXIT_OK ? res->code : REPLAY_EXIT_INTERNAL;
    }
    push(pg, pg->steps, step_entry(pg, pg->before, NULL));
    replay_game(db, log, 1, add_step, pg, res, NULL);
    if (pg->oom)
        return REPLAY_EXIT_INTERNAL;
    if (res->code == REPLAY_EXIT_OK || res->fail_step == 0) {
        /* The last state's legal answers, unless the game is over. */
        json_t *lastp = json_array_get(pg->steps, json_array_size(pg->steps) - 1);
        if (alt_game_decision(pg->before).kind != ALT_DEC_NONE)
            set(pg, lastp, "answers", answers_of(pg, pg->before, NULL));
        if (res->code != REPLAY_EXIT_OK)
            set(pg, lastp, "fail", json_true());   /* the initial state itself differs */
        return pg->oom ? REPLAY_EXIT_INTERNAL : REPLAY_EXIT_OK;
    }
    /* The failing step, shown on the state before it (pg->before), as
     * verify's report shows it. */
    json_t *s = json_object();
    if (!s)
        return REPLAY_EXIT_INTERNAL;
    push(pg, pg->steps, s);
    alt_action a;
    const Altered__Step *st = res->fail_step <= log->n_steps ? log->steps[res->fail_step - 1] : NULL;
    if (st && replay_action_from_log(st->action, &a) == 0) {
        char line[TEXT_MAX];
        alt_decision d = alt_game_decision(pg->before);
        alt_action_describe(pg->before, &a, line, sizeof line);
        set(pg, s, "a", text(line));
        set(pg, s, "by", json_integer(a.player));
        set(pg, s, "day", json_integer(d.day));
        set(pg, s, "phase", json_string(alt_phase_name(d.phase)));
    } else {
        set(pg, s, "a", json_string("(no action can be read from this step)"));
        set(pg, s, "by", json_integer(alt_game_decision(pg->before).player));
    }
    set(pg, s, "fail", json_true());
    set(pg, s, "p", next_position(pg, pg->before));
    engine_words(pg, pg->before, s);
    size_t n = 0;
    set(pg, s, "answers", answers_of(pg, pg->before, &n));
    set(pg, s, "n", json_integer((json_int_t)n));
    return pg->oom ? REPLAY_EXIT_INTERNAL : REPLAY_EXIT_OK;
}

static void put_lines(FILE *f, const char *const *lines)
{
    for (; *lines; lines++) {
        fputs(*lines, f);
        fputc('\n', f);
    }
}

static void put_escaped(FILE *f, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        default: fputc(*s, f);
        }
    }
}

/* JSON inside <script>: no '<', '>' or '&' at all, so that nothing in a
 * name can close the element or open a comment. They only occur inside
 * JSON strings, where \u escapes mean the same. */
static void put_json(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '<' || *s == '>' || *s == '&')
            fprintf(f, "\\u%04x", (unsigned char)*s);
        else
            fputc(*s, f);
    }
}

static void put_page(FILE *f, const char *title, const char *subtitle, const char *data)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
          "script-src 'unsafe-inline'\">\n<title>",
          f);
    put_escaped(f, title);
    fputs("</title>\n<style>\n", f);
    put_lines(f, page_css);
    fputs("</style>\n</head>\n<body>\n<header><h1>", f);
    put_escaped(f, title);
    fputs("</h1><p>", f);
    put_escaped(f, subtitle);
    fputs("</p></header>\n<p id=\"verdict\"></p>\n"
          "<nav id=\"controls\"><div class=\"row\">"
          "<button id=\"first\" title=\"first step (Home)\" aria-label=\"first step\">|&#x25C0;</button>"
          "<button id=\"prev\" title=\"previous step (left arrow)\" aria-label=\"previous step\">&#x25C0;</button>"
          "<input id=\"slider\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"step\">"
          "<button id=\"next\" title=\"next step (right arrow)\" aria-label=\"next step\">&#x25B6;</button>"
          "<button id=\"last\" title=\"last step (End)\" aria-label=\"last step\">&#x25B6;|</button>"
          "<span id=\"steplabel\"></span></div><p id=\"action\"></p></nav>\n"
          "<main id=\"view\">\n<section class=\"box\" id=\"failure\" hidden></section>\n"
          "<section class=\"box\" id=\"adventure\"></section>\n<section class=\"box\" id=\"shared\"></section>\n"
          "<section class=\"box pl0\" id=\"player0\"></section>\n<section class=\"box pl1\" id=\"player1\"></section>\n"
          "<section class=\"box\" id=\"log\"><details><summary>Every step in words</summary>"
          "<ol id=\"steps\" start=\"0\"></ol></details>"
          "<p class=\"hint\">Keys: left and right arrows step, Home and End go to either end; the address "
          "ends in #step=K to open at step K.</p></section>\n</main>\n"
          "<noscript><p>This page draws the game with its own script; allow scripts for this file.</p></noscript>\n"
          "<script type=\"application/json\" id=\"game-data\">",
          f);
    put_json(f, data);
    fputs("</script>\n<script>\n", f);
    put_lines(f, page_js);
    fputs("</script>\n</body>\n</html>\n", f);
}

int replay_html_write(const char *cmd, const alt_cards *db, const Altered__GameLog *log, const char *file,
                      size_t index, const char *out_path, const char *const *inputs, size_t n_inputs)
{
    page pg = {db, json_array(), json_object(), json_array(), NULL, NULL, NULL, 0};
    json_t *root = json_object();
    replay_result res;
    int rc = REPLAY_EXIT_INTERNAL;
    char *data = NULL;
    if (pg.cards && pg.card_index && pg.steps && root) {
        rc = build(&pg, db, log, &res);
        if (rc == REPLAY_EXIT_OK) {
            size_t start = 0;
            set(&pg, root, "header", header_of(&pg, log, file, index));
            set(&pg, root, "verdict", verdict_of(&pg, &res, &start));
            set(&pg, root, "start", json_integer((json_int_t)start));
            set(&pg, root, "cards", json_incref(pg.cards));
            set(&pg, root, "outcomes", outcomes_of(&pg));
            set(&pg, root, "steps", json_incref(pg.steps));
            data = pg.oom ? NULL : json_dumps(root, JSON_COMPACT);
            rc = data ? REPLAY_EXIT_OK : REPLAY_EXIT_INTERNAL;
        } else if (rc != REPLAY_EXIT_INTERNAL) {
            fprintf(stderr, "altered-replay %s: %s: game %zu: %s\n", cmd, file, index, res.msg);
        }
    }
    if (rc == REPLAY_EXIT_INTERNAL)
        fprintf(stderr, "altered-replay %s: out of memory\n", cmd);
    if (data) {
        char title[TEXT_MAX], sub[TEXT_MAX];
        const Altered__Header *h = log->header;
        const Altered__Event *ev = h ? h->event : NULL;
        snprintf(title, sizeof title, "%s, game %zu", file, index);
        int n = snprintf(sub, sizeof sub, "seed %" PRIu64 ", ruleset %s, %s", h ? h->seed : 0,
                         h && h->versions && h->versions->ruleset ? h->versions->ruleset : "?",
                         h && h->format == ALTERED__FORMAT__FORMAT_LIMITED ? "Limited" : "Constructed");
        char event[TEXT_MAX / 4], p0[TEXT_MAX / 4], p1[TEXT_MAX / 4];
        replay_shown_text(ev && ev->name ? ev->name : "", 120, 0, event, sizeof event);
        replay_shown_text(ev && ev->n_players >= 2 ? ev->players[0] : "", 60, 0, p0, sizeof p0);
        replay_shown_text(ev && ev->n_players >= 2 ? ev->players[1] : "", 60, 0, p1, sizeof p1);
        if (ev && ev->name && ev->name[0] && n > 0 && (size_t)n < sizeof sub)
            snprintf(sub + n, sizeof sub - (size_t)n, "; %s, round %u, table %u%s%s%s%s", event, ev->round,
                     ev->table, ev->n_players >= 2 ? ": " : "", p0, ev->n_players >= 2 ? " v " : "", p1);
        replay_outfile *out = replay_outfile_open(cmd, out_path, inputs, n_inputs, 0, &rc);
        if (out) {
            put_page(replay_outfile_stream(out), title, sub, data);
            rc = replay_outfile_commit(&out);
        }
    }
    free(data);
    json_decref(root);
    json_decref(pg.cards);
    json_decref(pg.card_index);
    json_decref(pg.steps);
    json_decref(pg.last);
    json_decref(pg.last_totals);
    alt_game_destroy(&pg.before);
    return rc;
}

static const char usage_text[] =
    "usage: altered-replay html [--game N] --out PAGE.html [--] FILE\n"
    "Writes game N (default 1) of the archive FILE (- for standard input) as one\n"
    "self-contained HTML page (no network, no other file): the Adventure, every zone\n"
    "of both players with statuses, boosts, counters and Characters' statistics,\n"
    "each Expedition's totals at Dusk, Limbo, the ability resolving and the pending\n"
    "decision at every step, stepped with buttons, arrow keys and a slider, each\n"
    "step's action in words. A game that fails verification opens at the first\n"
    "divergent or illegal step, with the rule and the legal answers there. The page\n"
    "opens at step K when its address ends in #step=K. --out - writes to standard\n"
    "output; a PAGE file is written whole or not at all, and never over FILE.\n"
    "Exit: 0 the page is written (whatever the game's verdict), 3 malformed or\n"
    "unreadable input or a page that cannot be written, 4 unsupported card or\n"
    "ruleset, 64 bad command line (PAGE is FILE) or no game N, 70 internal error.\n";

int replay_cmd_html(int argc, char **argv)
{
    const char *file = NULL, *out = NULL;
    size_t game = 1;
    static const replay_opt opts[] = {{"--game", 1}, {"--out", 1}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "html", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0)
            return rc;
        if (got == 0 && replay_parse_game("html", a.value, &game) != 0)
            return REPLAY_EXIT_USAGE;
        if (got == 1)
            out = a.value;
        if (got == REPLAY_ARG_OPERAND && file)
            return replay_usage_error("html", "one FILE only; also given '%s'", a.value);
        if (got == REPLAY_ARG_OPERAND)
            file = a.value;
    }
    if (!file)
        return replay_usage_error("html", "no FILE given");
    if (!out)
        return replay_usage_error("html", "no --out PAGE.html given");
    if (replay_outfile_is_input("html", out, &file, 1))
        return REPLAY_EXIT_USAGE;
    alt_cards *db = NULL;
    int rc = replay_cards_open("html", &db);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    char err[256];
    replay_reader *r = replay_reader_open(file, err, sizeof err);
    if (!r) {
        fprintf(stderr, "altered-replay html: %s\n", err);
        alt_cards_destroy(&db);
        return REPLAY_EXIT_MALFORMED;
    }
    size_t index = 0;
    rc = REPLAY_EXIT_USAGE;
    for (;;) {
        Altered__GameLog *log = NULL;
        int got = replay_reader_next(r, &log, err, sizeof err);
        if (got < 0) {
            fprintf(stderr, "altered-replay html: %s: %s\n", file, err);
            rc = REPLAY_EXIT_MALFORMED;
            break;
        }
        if (got == 0) {
            fprintf(stderr, "altered-replay html: %s has no game %zu\n", file, game);
            break;
        }
        if (++index == game) {
            rc = replay_html_write("html", db, log, file, index, out, &file, 1);
            break;
        }
    }
    replay_reader_close(&r);
    alt_cards_destroy(&db);
    return rc;
}
