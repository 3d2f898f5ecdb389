/*
 * game.c: the replay loop. It never keeps more than the live game: when a
 * step fails, the state before it is rebuilt by replaying again, so the
 * common path pays for no copies.
 */
#include "game.h"
#include "bundled_cards.h"
#include "recorded.h"
#include "position_diff.h"
#include "position_json.h"
#include "replay.h"
#include "shown_text.h"
#include "utf8.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

enum { MAX_ANSWERS = ALT_ANSWERS_MAX };

static int setup_game(const alt_cards *db, const Altered__GameLog *log, alt_game **g, replay_result *res)
{
    db = replay_log_cards(db, log);   /* the card database the log names, when this build bundles it */
    alt_setup setup;
    int rc = replay_log_setup(db, log, &setup, res->msg, sizeof res->msg);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    char why[256];
    alt_err err = alt_game_new(db, &setup, g, why, sizeof why);
    if (err == ALT_OK) {
        /* A recorded game's setup: its chance outcomes from the header. */
        const Altered__Header *h = log->header;
        rc = replay_chance_feed(*g, h->setup_chance, h->n_setup_chance, why, sizeof why);
        if (rc == REPLAY_EXIT_OK)
            return REPLAY_EXIT_OK;
        snprintf(res->msg, sizeof res->msg, "the setup: %s", why);
        alt_game_destroy(g);
        return rc;
    }
    snprintf(res->msg, sizeof res->msg, "%s: %s", alt_strerror(err), why);
    switch (err) {
    case ALT_E_UNSUPPORTED_CARD:
    case ALT_E_UNKNOWN_CARD:
    case ALT_E_RULESET: return REPLAY_EXIT_UNSUPPORTED;
    case ALT_E_DECK_INVALID: return REPLAY_EXIT_ILLEGAL;
    default: return REPLAY_EXIT_MALFORMED;
    }
}

/* Step k (from 0) of a log on g: its action, then the chance outcomes it
 * records (a recorded game; a seeded log records none). Returns a
 * REPLAY_EXIT_* code, describing a failure in msg; *a is the action. */
static int apply_step(alt_game *g, const Altered__Step *st, size_t k, alt_action *a, char *msg, size_t msg_size)
{
    if (!st || replay_action_from_log(st->action, a) != 0) {
        snprintf(msg, msg_size, "step %zu holds no action, or a field out of range", k + 1);
        return REPLAY_EXIT_MALFORMED;
    }
    const char *reason = NULL;
    alt_err err = alt_game_apply(g, a, &reason);
    if (err != ALT_OK) {
        snprintf(msg, msg_size, "%s: %s", alt_strerror(err), reason ? reason : "");
        return REPLAY_EXIT_ILLEGAL;
    }
    if (alt_game_setup(g)->chance != ALT_CHANCE_RECORDED) {
        if (st->n_chance == 0)
            return REPLAY_EXIT_OK;
        snprintf(msg, msg_size, "a seeded log records no chance outcomes (the step holds %zu)", st->n_chance);
        return REPLAY_EXIT_MALFORMED;
    }
    return replay_chance_feed(g, st->chance, st->n_chance, msg, msg_size);
}

/* src into dst, cut at a character boundary with "..." when it does not
 * fit: a value in a report, where the field's path says what it was. */
static void copy_cut(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n < size) {
        memcpy(dst, src, n + 1);
        return;
    }
    n = size - 4;
    while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
        n--;
    memcpy(dst, src, n);
    memcpy(dst + n, "...", 4);
}

static void keep_diff(void *ctx, const replay_field_diff *d)
{
    replay_result *res = ctx;
    if (res->n_differs < REPLAY_DIFFS_MAX) {
        replay_diff_line *l = &res->differs[res->n_differs];
        copy_cut(l->path, sizeof l->path, d->path);
        copy_cut(l->ours, sizeof l->ours, d->a);
        copy_cut(l->theirs, sizeof l->theirs, d->b);
        l->elements = d->elements;
    }
    res->n_differs++;
}

/* The same binary position means the same state (docs/position.md: both
 * forms are exact), so most steps of a log compared through its positions
 * need no JSON at all, which costs far more than the replay. */
static int same_binary(const alt_game *a, const alt_game *b)
{
    uint8_t *buf = malloc(2 * (size_t)ALT_POS_ENCODED_MAX);
    if (!buf)
        return 0;
    size_t na = alt_position_encode(a, buf, ALT_POS_ENCODED_MAX);
    size_t nb = alt_position_encode(b, buf + ALT_POS_ENCODED_MAX, ALT_POS_ENCODED_MAX);
    int same = na <= ALT_POS_ENCODED_MAX && na == nb && memcmp(buf, buf + ALT_POS_ENCODED_MAX, na) == 0;
    free(buf);
    return same;
}

/* Compares the position step st records with ours, g, into res
 * (res->position and the differing fields). Returns 0, or -1 when the
 * positions could not be written out as JSON (memory), with why. */
static int compare_position(const alt_cards *db, const alt_game *g, const Altered__Step *st, replay_result *res,
                            char *why, size_t why_size)
{
    res->n_differs = 0;
    res->position_error[0] = '\0';
    alt_game *theirs = NULL;
    char load_why[256] = "";
    alt_err err = replay_position_load(db, st->position.data, st->position.len, &theirs, load_why, sizeof load_why);
    if (err != ALT_OK || !theirs) {
        alt_game_destroy(&theirs);
        snprintf(res->position_error, sizeof res->position_error, "%s%s%s",
                 alt_strerror(err != ALT_OK ? err : ALT_E_POSITION), load_why[0] ? ": " : "", load_why);
        res->position = REPLAY_POSITION_UNDECODABLE;
        return 0;
    }
    if (same_binary(g, theirs)) {
        alt_game_destroy(&theirs);
        res->position = REPLAY_POSITION_EQUAL;
        return 0;
    }
    json_t *a = replay_position_canonical(g, why, why_size);
    json_t *b = a ? replay_position_canonical(theirs, why, why_size) : NULL;
    alt_game_destroy(&theirs);
    int rc = 0;
    if (a && b) {
        /* The encoding a writer hashes over is the log's to say, not a
         * field of the game: a position that leaves it out (the ruleset's
         * newest) is the same state in a log of an older one. */
        json_object_del(a, "hash_encoding");
        json_object_del(b, "hash_encoding");
        res->position = replay_position_diff(a, b, keep_diff, res) ? REPLAY_POSITION_DIFFERS : REPLAY_POSITION_EQUAL;
    }
    else {
        res->position = REPLAY_POSITION_NONE;
        rc = -1;
    }
    json_decref(a);
    json_decref(b);
    return rc;
}

void replay_game(const alt_cards *db, const Altered__GameLog *log, int check_hashes, replay_step_fn fn, void *ctx,
                 replay_result *res, alt_game **final)
{
    /* The fields before the differing lines; those are written as they are
     * found (n_differs says how many) and the texts are empty until written:
     * some 10 KB a game not cleared. */
    _Static_assert(offsetof(replay_result, position_error) ==
                           offsetof(replay_result, differs) + sizeof res->differs &&
                       offsetof(replay_result, msg) ==
                           offsetof(replay_result, position_error) + sizeof res->position_error,
                   "the differing lines and the two texts end the result");
    memset(res, 0, offsetof(replay_result, differs));
    res->position_error[0] = res->msg[0] = '\0';
    res->winner = -1;
    if (final)
        *final = NULL;
    alt_game *g = NULL;
    res->code = setup_game(db, log, &g, res);
    if (res->code != REPLAY_EXIT_OK)
        return;
    uint64_t h = alt_game_hash(g);
    /* A recorded hash of 0 is absent (an engine that hashes nothing): the
     * state is checked for legality only, and the verdict says so. */
    if (check_hashes && log->initial_hash == 0)
        res->unhashed++;
    else if (check_hashes && log->initial_hash != h) {
        res->code = REPLAY_EXIT_DIVERGED;
        res->expected = log->initial_hash;
        res->actual = h;
        snprintf(res->msg, sizeof res->msg, "the initial state differs from the recorded one");
    }
    for (size_t k = 0; res->code == REPLAY_EXIT_OK && k < log->n_steps; k++) {
        const Altered__Step *st = log->steps[k];
        alt_action a;
        int rc = apply_step(g, st, k, &a, res->msg, sizeof res->msg);
        if (rc != REPLAY_EXIT_OK) {
            res->code = rc;
            res->fail_step = k + 1;
            break;
        }
        h = alt_game_hash(g);
        int has_position = st->position.len > 0;
        if (check_hashes && st->hash == 0 && has_position) {
            /* No hash, but the writer's own state: compare the states
             * themselves (docs/log-format.md, "Positions in a log"). */
            char why[256] = "";
            if (compare_position(alt_game_cards(g), g, st, res, why, sizeof why) != 0) {
                res->code = REPLAY_EXIT_INTERNAL;
                res->fail_step = k + 1;
                snprintf(res->msg, sizeof res->msg, "the positions could not be compared: %s", why);
                break;
            }
            if (res->position == REPLAY_POSITION_UNDECODABLE) {
                res->code = REPLAY_EXIT_MALFORMED;
                res->fail_step = k + 1;
                snprintf(res->msg, sizeof res->msg, "the position the step records does not decode: %s",
                         res->position_error);
                break;
            }
            if (res->position == REPLAY_POSITION_DIFFERS) {
                res->code = REPLAY_EXIT_DIVERGED;
                res->fail_step = k + 1;
                res->expected = 0;
                res->actual = h;
                snprintf(res->msg, sizeof res->msg,
                         "the state after the step differs from the position the log records (it records no hash)");
                break;
            }
            res->position = REPLAY_POSITION_NONE;
            res->by_position++;
        } else if (check_hashes && st->hash == 0)
            res->unhashed++;
        else if (check_hashes && st->hash != h) {
            res->code = REPLAY_EXIT_DIVERGED;
            res->fail_step = k + 1;
            res->expected = st->hash;
            res->actual = h;
            snprintf(res->msg, sizeof res->msg, "the state after the step differs from the recorded one");
            /* Memory failing here leaves the verdict as it is, with the
             * hashes alone to show. */
            char why[256];
            if (has_position)
                (void)compare_position(alt_game_cards(g), g, st, res, why, sizeof why);
            break;
        }
        res->steps = k + 1;
        if (fn && fn(ctx, g, k + 1, &a, h))
            break;
    }
    alt_decision d = alt_game_decision(g);
    res->days = d.day;
    res->winner = alt_game_winner(g);
    res->outcome = alt_game_outcome(g);
    for (int p = 0; p < 2; p++)
        res->total[p] = (unsigned)(alt_game_distance(g, p, ALT_EXP_HERO) + alt_game_distance(g, p, ALT_EXP_COMPANION));
    res->arena = alt_game_in_arena(g);
    if (final)
        *final = g;
    else
        alt_game_destroy(&g);
}

alt_game *replay_state_before(const alt_cards *db, const Altered__GameLog *log, size_t k)
{
    replay_result res;
    alt_game *g = NULL;
    if (setup_game(db, log, &g, &res) != REPLAY_EXIT_OK)
        return NULL;
    for (size_t i = 0; i + 1 < k && i < log->n_steps; i++) {
        alt_action a;
        if (apply_step(g, log->steps[i], i, &a, res.msg, sizeof res.msg) != REPLAY_EXIT_OK)
            break;
    }
    return g;
}

const char *replay_verdict_name(int code)
{
    switch (code) {
    case REPLAY_EXIT_OK: return "verified";
    case REPLAY_EXIT_DIVERGED: return "diverged";
    case REPLAY_EXIT_ILLEGAL: return "illegal";
    case REPLAY_EXIT_MALFORMED: return "malformed";
    case REPLAY_EXIT_UNSUPPORTED: return "unsupported";
    case REPLAY_EXIT_UNFINISHED: return "unfinished";
    default: return "error";
    }
}

void replay_judge_finished(const alt_cards *db, const Altered__GameLog *log, replay_result *res)
{
    (void)db;
    if (res->code != REPLAY_EXIT_OK || res->outcome != ALT_OUTCOME_NONE)
        return;
    /* Every step checked, but no outcome: the log stops before the game
     * ends. Exit 0 would tell a caller that trusts it that a game whose
     * ending was cut off (or never recorded) is a verified result. */
    res->code = REPLAY_EXIT_UNFINISHED;
    res->fail_step = 0;
    if (!log || log->n_steps == 0)
        snprintf(res->msg, sizeof res->msg, "the log holds no step: the game was never played");
    else
        snprintf(res->msg, sizeof res->msg, "the log stops after step %zu, on Day %u, before the game ends",
                 res->steps, res->days);
}

void replay_judge_hashes(const Altered__GameLog *log, replay_result *res)
{
    if ((res->code != REPLAY_EXIT_OK && res->code != REPLAY_EXIT_UNFINISHED) || res->unhashed == 0 || !log)
        return;
    /* The first state compared neither by a hash nor by a position: a bit
     * flipped in a hash can make it "absent", and then nothing at all was
     * compared there. */
    size_t at = 0;
    if (log->initial_hash != 0)
        for (at = 1; at <= log->n_steps; at++) {
            const Altered__Step *st = log->steps[at - 1];
            if (st && st->hash == 0 && st->position.len == 0)
                break;
        }
    size_t total = res->steps + 1, absent = res->unhashed;
    res->code = REPLAY_EXIT_MALFORMED;
    res->fail_step = at;
    if (at == 0)
        snprintf(res->msg, sizeof res->msg,
                 "the log records no hash of the initial state: --require-hashes fails a state not compared "
                 "(%zu of %zu states have no hash)", absent, total);
    else
        snprintf(res->msg, sizeof res->msg,
                 "the log records no hash of the state after step %zu, nor a position: --require-hashes fails a "
                 "state not compared (%zu of %zu states have no hash)", at, absent, total);
}

/* The rule numbers a part of a message starts with: "4.2.3.b" or, after
 * "CR ", a list ("4.1.i, 3.2.2.d"); 0 when the part starts with none. */
static size_t rule_at(const char *p, char *out, size_t cap)
{
    if (strncmp(p, "CR ", 3) == 0)
        p += 3;
    size_t n = 0;
    for (;;) {
        if (p[n] < '0' || p[n] > '9')
            return 0;
        while ((p[n] >= '0' && p[n] <= '9') || (p[n] >= 'a' && p[n] <= 'z') || p[n] == '.')
            n++;
        if (p[n] == ':')
            break;
        if (p[n] != ',' || p[n + 1] != ' ')
            return 0;
        n += 2;
    }
    if (n >= cap)
        return 0;
    memcpy(out, p, n);
    out[n] = '\0';
    return n;
}

void replay_rule_in_message(const char *msg, char *out, size_t cap)
{
    if (!out || cap == 0)
        return;
    out[0] = '\0';
    for (const char *p = msg; p && *p; p = strstr(p, ": "), p = p ? p + 2 : NULL)
        if (rule_at(p, out, cap))
            return;
}

void replay_json_string(FILE *f, const char *s)
{
    /* Valid UTF-8 whatever s holds (a file name, a message quoting input
     * cut in the middle of a character): strict JSON decoders in other
     * languages refuse a document that is not. A byte that starts no
     * well-formed sequence becomes U+FFFD. */
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    fputc('"', f);
    for (size_t i = 0; i < n;) {
        unsigned char c = p[i];
        if (c == '"' || c == '\\') {
            fprintf(f, "\\%c", c);
            i++;
        } else if (c < 0x20) {
            fprintf(f, "\\u%04x", c);
            i++;
        } else if (c < 0x80) {
            fputc(c, f);
            i++;
        } else {
            size_t k = replay_utf8_char(p + i, n - i);
            if (k == 0) {
                fputs("\\ufffd", f);
                i++;
            } else {
                fwrite(p + i, 1, k, f);
                i += k;
            }
        }
    }
    fputc('"', f);
}

/* The halves of each Tumult card, by alt_position.tumult_card: the card
 * by its first half (docs/position.md, adventure.tumult). */
static const char *const tumult_halves[3][2] = {
    {"Forest", "Mountain and Water"}, {"Mountain", "Forest and Water"}, {"Water", "Forest and Mountain"}};

size_t replay_describe_game(const alt_game *g, char *buf, size_t cap)
{
    if (!cap)
        return 0;
    buf[0] = '\0';
    char *text = malloc(1 << 16);
    alt_position *pos = malloc(sizeof *pos);
    if (!text || !pos) {
        free(text);
        free(pos);
        return 0;
    }
    alt_game_describe(g, text, 1 << 16);
    alt_game_position(g, pos);
    size_t n = 0;
#define PUT(...)                                                                                                    \
    do {                                                                                                            \
        int k_ = snprintf(buf + n, n < cap ? cap - n : 0, __VA_ARGS__);                                            \
        n += k_ > 0 ? (size_t)k_ : 0;                                                                               \
    } while (0)
    /* The engine's first two lines say the ruleset by its family and the
     * regions by their terrain symbols; a person at the table reads the
     * ruleset as the log names it and each region by its terrains. */
    char *line = text;
    for (int i = 0; *line; i++) {
        char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        char *rs = i == 0 ? strstr(line, "; ruleset ") : NULL;
        if (rs && (size_t)(rs - line) < len) {
            PUT("%.*s; ruleset %s\n", (int)(rs - line), line, alt_ruleset_version(pos->ruleset));
        } else if (strncmp(line, "Adventure:", 10) == 0) {
            PUT("Adventure, from the Hero region: Hero region");
            for (int sl = 0; sl < 3; sl++) {
                int card = pos->tumult_card[sl] < 3 ? pos->tumult_card[sl] : 0, flip = pos->tumult_flip[sl] != 0;
                PUT(" | %d %s, %d %s%s", 1 + 2 * sl, tumult_halves[card][flip], 2 + 2 * sl, tumult_halves[card][!flip],
                    (pos->tumult_up >> sl) & 1 ? "" : " (face down)");
            }
            PUT(" | Companion region%s\n", pos->arena ? "; tiebreakers: the Arena (Forest, Mountain and Water)" : "");
        } else {
            PUT("%.*s\n", (int)len, line);
        }
        if (!end)
            break;
        line = end + 1;
    }
#undef PUT
    free(text);
    free(pos);
    return n;
}

/* What the failing step's recorded position says, under the hashes. */
static void report_position(FILE *f, const replay_result *res)
{
    switch (res->position) {
    case REPLAY_POSITION_EQUAL:
        fprintf(f, "  the position the log records after the step equals ours: the states agree, only the hashes "
                   "differ (docs/state-hash.md)\n");
        break;
    case REPLAY_POSITION_UNDECODABLE:
        fprintf(f, "  the position the log records after the step does not decode: %s\n", res->position_error);
        break;
    case REPLAY_POSITION_DIFFERS:
        fprintf(f, "  the position the log records after the step differs from ours in %zu field%s (ours vs theirs):\n",
                res->n_differs, res->n_differs == 1 ? "" : "s");
        for (size_t i = 0; i < res->n_differs && i < REPLAY_DIFFS_MAX; i++) {
            const replay_diff_line *l = &res->differs[i];
            replay_field_diff d = {l->path, l->ours, l->theirs, l->elements};
            fputs("    ", f);
            replay_field_diff_print(f, &d);
        }
        if (res->n_differs > REPLAY_DIFFS_MAX)
            fprintf(f, "    and %zu more\n", res->n_differs - REPLAY_DIFFS_MAX);
        break;
    default: break;
    }
}

void replay_report_failure(FILE *f, const alt_cards *db, const Altered__GameLog *log, const replay_result *res)
{
    alt_game *g = replay_state_before(db, log, res->fail_step);
    if (!g)
        return;
    alt_decision d = alt_game_decision(g);
    char *text = malloc(1 << 16);
    alt_action *answers = malloc(sizeof *answers * MAX_ANSWERS);
    if (text && answers) {
        alt_action a;
        if (res->fail_step > 0 && replay_action_from_log(log->steps[res->fail_step - 1]->action, &a) == 0) {
            alt_action_describe(g, &a, text, 1 << 16);
            fprintf(f, "  at step %zu, Day %u, %s: %s\n", res->fail_step, d.day, alt_phase_name(d.phase), text);
        }
        if (res->code == REPLAY_EXIT_DIVERGED && res->expected == 0 && res->position != REPLAY_POSITION_NONE)
            fprintf(f, "  no hash recorded; ours %016" PRIx64 "\n", res->actual);
        else if (res->code == REPLAY_EXIT_DIVERGED)
            fprintf(f, "  expected hash %016" PRIx64 ", actual %016" PRIx64 "\n", res->expected, res->actual);
        report_position(f, res);
        fprintf(f, "  state before the step:\n");
        replay_describe_game(g, text, 1 << 16);
        for (char *line = text, *end; *line; line = end + (*end != '\0')) {
            end = strchr(line, '\n');
            if (!end)
                end = line + strlen(line);
            fprintf(f, "    %.*s\n", (int)(end - line), line);
        }
        size_t n = alt_game_list(g, answers, MAX_ANSWERS);
        fprintf(f, "  legal answers there (%zu):\n", n);
        for (size_t i = 0; i < n && i < MAX_ANSWERS; i++) {
            alt_action_describe(g, &answers[i], text, 1 << 16);
            fprintf(f, "    %s\n", text);
        }
    }
    free(text);
    free(answers);
    alt_game_destroy(&g);
}

const char *replay_outcome_rule(alt_outcome o)
{
    switch (o) {
    case ALT_OUTCOME_SUM: return "4.2.5.d";
    case ALT_OUTCOME_ARENA: return "4.3.e";
    case ALT_OUTCOME_TIEBREAK: return "seed 003";
    default: return "";
    }
}

/* The Complete Rules v3.0's words, shortened (4.2.5.d, 4.3.c and 4.3.e);
 * seed 003 is the seeds' reading where both totals reach 7 (README, "The
 * rules and the cards"); the engine's own endings say they are no rule. */
const char *replay_outcome_words(alt_outcome o)
{
    switch (o) {
    case ALT_OUTCOME_SUM: return "the greater total distance, 7 or more, wins";
    case ALT_OUTCOME_ARENA:
        return "in the Arena, more of its terrains (Forest, Mountain, Water) with a greater statistic wins";
    case ALT_OUTCOME_TIEBREAK: return "both totals 7 or more: the player whose Expeditions went further loses";
    case ALT_OUTCOME_CARD: return "a card's effect says its player wins the game";
    case ALT_OUTCOME_DAY_LIMIT: return "no winner: the engine stops a game still going when Day 1000 ends";
    case ALT_OUTCOME_ENGINE_LIMIT: return "no winner: a table of the engine was full";
    default: return "no result";
    }
}

const char *replay_outcome_name(alt_outcome o)
{
    switch (o) {
    case ALT_OUTCOME_SUM: return "sum";
    case ALT_OUTCOME_ARENA: return "arena";
    case ALT_OUTCOME_TIEBREAK: return "tiebreak";
    case ALT_OUTCOME_CARD: return "card";
    case ALT_OUTCOME_DAY_LIMIT: return "day_limit";
    case ALT_OUTCOME_ENGINE_LIMIT: return "engine_limit";
    default: return "none";
    }
}

const char *replay_format_name(int format)
{
    return format == ALTERED__FORMAT__FORMAT_LIMITED ? "Limited" : "Constructed";
}

/* A header string as a person reads it on a terminal: valid UTF-8, with no
 * control byte that could move the cursor or hide the rest of the line,
 * and no bidirectional control or invisible character that could make the
 * line read otherwise than it holds (shown_text.h). */
void replay_put_text(FILE *f, const char *s, size_t max)
{
    replay_shown_put(f, s, max, 0);
}

static const char *player_name(const Altered__GameLog *log, int p)
{
    const Altered__Event *e = log && log->header ? log->header->event : NULL;
    return e && (size_t)p < e->n_players && e->players[p] && e->players[p][0] ? e->players[p] : NULL;
}

void replay_print_context(FILE *f, const Altered__GameLog *log)
{
    const Altered__Header *h = log ? log->header : NULL;
    if (!h)
        return;
    const Altered__Event *e = h->event;
    const char *sep = "";
    if (e && e->name && e->name[0]) {
        replay_put_text(f, e->name, 120);
        sep = ", ";
    }
    if (e && e->round)
        fprintf(f, "%sround %u", sep, e->round), sep = ", ";
    if (e && e->table)
        fprintf(f, "%stable %u", sep, e->table), sep = ", ";
    if (*sep)
        sep = "; ";
    if (player_name(log, 0) || player_name(log, 1)) {
        for (int p = 0; p < 2; p++) {
            fprintf(f, "%sP%d ", p ? " v " : sep, p);
            replay_put_text(f, player_name(log, p) ? player_name(log, p) : "(unnamed)", 60);
        }
        sep = "; ";
    }
    fprintf(f, "%s%s, ruleset ", sep, replay_format_name(h->format));
    replay_put_text(f, h->versions && h->versions->ruleset ? h->versions->ruleset : "?", 40);
    if (h->chance == ALTERED__CHANCE_MODE__CHANCE_RECORDED)
        fprintf(f, ", recorded chance");
    else
        fprintf(f, ", seed %" PRIu64, h->seed);
}

static void json_header(FILE *f, const Altered__GameLog *log)
{
    const Altered__Header *h = log ? log->header : NULL;
    if (!h)
        return;
    const Altered__Event *e = h->event;
    fprintf(f, ",\"format\":\"%s\",\"ruleset\":", h->format == ALTERED__FORMAT__FORMAT_LIMITED ? "limited" : "constructed");
    replay_json_string(f, h->versions && h->versions->ruleset ? h->versions->ruleset : "");
    fprintf(f, ",\"seed\":%" PRIu64 ",\"chance\":\"%s\"", h->seed,
            h->chance == ALTERED__CHANCE_MODE__CHANCE_RECORDED ? "recorded" : "seeded");
    if (e) {
        fprintf(f, ",\"event\":");
        replay_json_string(f, e->name ? e->name : "");
        fprintf(f, ",\"round\":%u,\"table\":%u,\"players\":[", e->round, e->table);
        for (size_t p = 0; p < e->n_players; p++) {
            fprintf(f, "%s", p ? "," : "");
            replay_json_string(f, e->players[p] ? e->players[p] : "");
        }
        fprintf(f, "]");
    }
}

alt_outcome replay_outcome_from_rule(const char *engine_rule)
{
    for (int o = ALT_OUTCOME_SUM; o <= ALT_OUTCOME_ENGINE_LIMIT; o++)
        if (engine_rule && strcmp(engine_rule, alt_outcome_rule((alt_outcome)o)) == 0)
            return (alt_outcome)o;
    return ALT_OUTCOME_NONE;
}

void replay_print_problem(const char *who, const char *file, const char *problem, size_t game, const char *msg,
                          int json)
{
    if (json) {
        printf("{\"type\":\"problem\",\"file\":");
        replay_json_string(stdout, file);
        printf(",\"problem\":\"%s\",\"game\":%zu,\"verdict\":\"%s\",\"message\":", problem, game,
               strcmp(problem, "no_such_game") == 0 ? "usage" : "malformed");
        replay_json_string(stdout, msg);
        printf("}\n");
    }
    if (strcmp(problem, "unreadable") == 0)
        fprintf(stderr, "%s: %s\n", who, msg);
    else if (json)
        return;
    else if (strcmp(problem, "malformed_framing") == 0)
        printf("%s game %zu: malformed: %s\n", file, game, msg);
    else
        printf("%s: %s\n", file, msg);
}

/* The failing step's recorded position in a verify --json line. */
static void json_position(FILE *f, const replay_result *res)
{
    static const char *const names[] = {"none", "equal", "differs", "undecodable"};
    if (res->position <= REPLAY_POSITION_NONE || res->position > REPLAY_POSITION_UNDECODABLE)
        return;
    fprintf(f, ",\"position\":\"%s\"", names[res->position]);
    if (res->position == REPLAY_POSITION_UNDECODABLE) {
        fprintf(f, ",\"position_error\":");
        replay_json_string(f, res->position_error);
        return;
    }
    fprintf(f, ",\"differs_total\":%zu,\"differs\":[", res->n_differs);
    for (size_t i = 0; i < res->n_differs && i < REPLAY_DIFFS_MAX; i++) {
        const replay_diff_line *l = &res->differs[i];
        fprintf(f, "%s{\"path\":", i ? "," : "");
        replay_json_string(f, l->path);
        fprintf(f, ",\"ours\":");
        replay_json_string(f, l->ours);
        fprintf(f, ",\"theirs\":");
        replay_json_string(f, l->theirs);
        fprintf(f, "%s}", l->elements ? ",\"elements\":true" : "");
    }
    fprintf(f, "]");
}

void replay_print_result(FILE *f, const alt_cards *db, const Altered__GameLog *log, const char *file, size_t index,
                         const replay_result *res, int json)
{
    int ended = res->code == REPLAY_EXIT_OK &&
                (res->winner >= 0 || res->outcome == ALT_OUTCOME_DAY_LIMIT || res->outcome == ALT_OUTCOME_ENGINE_LIMIT);
    if (json) {
        /* No totals here: altered-judge-client writes the same objects
         * from the daemon's reply, which carries none. */
        fprintf(f, "{\"type\":\"game\",\"file\":");
        replay_json_string(f, file);
        fprintf(f, ",\"game\":%zu,\"verdict\":\"%s\",\"steps\":%zu,\"days\":%u", index, replay_verdict_name(res->code),
                res->steps, res->days);
        if (res->unhashed)
            fprintf(f, ",\"hashes_absent\":%zu", res->unhashed);
        if (res->by_position)
            fprintf(f, ",\"positions_compared\":%zu", res->by_position);
        json_header(f, log);
        if (res->code == REPLAY_EXIT_OK) {
            fprintf(f, ",\"winner\":%d,\"outcome\":\"%s\",\"rule\":", res->winner,
                    ended ? replay_outcome_name(res->outcome) : "none");
            replay_json_string(f, ended ? replay_outcome_rule(res->outcome) : "");
            fprintf(f, ",\"how\":");
            replay_json_string(f, ended ? replay_outcome_words(res->outcome) : "unfinished");
        } else {
            fprintf(f, ",\"step\":%zu,\"reason\":", res->fail_step);
            replay_json_string(f, res->msg);
            if (res->code == REPLAY_EXIT_ILLEGAL) {
                /* The rule alone, as README says, so a tool need not
                 * take it out of the words. */
                char rule[64];
                replay_rule_in_message(res->msg, rule, sizeof rule);
                fprintf(f, ",\"rule\":");
                replay_json_string(f, rule);
            }
            if (res->code == REPLAY_EXIT_DIVERGED)
                fprintf(f, ",\"expected\":\"%016" PRIx64 "\",\"actual\":\"%016" PRIx64 "\"", res->expected, res->actual);
            json_position(f, res);
        }
        fprintf(f, "}\n");
        return;
    }
    /* One line a game, the header's context first: who played, where and
     * under which rules, so that a verdict read alone names its game. */
    fprintf(f, "%s game %zu", file, index);
    if (log && log->header) {
        fprintf(f, " (");
        replay_print_context(f, log);
        fprintf(f, ")");
    }
    fprintf(f, ": ");
    if (res->code == REPLAY_EXIT_OK) {
        /* States that were not compared come first: a reader who stops
         * at "verified" must not take them for checked ones. */
        size_t states = res->steps + 1;
        if (res->unhashed >= states)
            fprintf(f, "verified for legality only, the log records no state hash: ");
        else if (res->unhashed || res->by_position) {
            fprintf(f, "verified, ");
            if (res->by_position)
                fprintf(f, "%zu of %zu states compared through the positions the log records%s", res->by_position,
                        states, res->unhashed ? ", " : "");
            if (res->unhashed)
                fprintf(f, "%zu of %zu %sfor legality only", res->unhashed, states, res->by_position ? "" : "states ");
            fprintf(f, " (their hashes are absent): ");
        } else
            fprintf(f, "verified ");
        fprintf(f, "%zu step%s, %u day%s, ", res->steps, res->steps == 1 ? "" : "s", res->days,
                res->days == 1 ? "" : "s");
        if (res->winner < 0) {
            fprintf(f, "%s\n", ended ? replay_outcome_words(res->outcome) : "unfinished");
            return;
        }
        fprintf(f, "winner P%d", res->winner);
        if (player_name(log, res->winner)) {
            fputs(" (", f);
            replay_put_text(f, player_name(log, res->winner), 60);
            fputs(")", f);
        }
        const char *rule = replay_outcome_rule(res->outcome);
        fprintf(f, " by %s%s%s", rule, *rule ? ": " : "", replay_outcome_words(res->outcome));
        if (res->arena)
            fprintf(f, " (in the Arena, both totals %u)\n", res->total[0]);
        else
            fprintf(f, " (total distances: P0 %u, P1 %u)\n", res->total[0], res->total[1]);
        return;
    }
    if (res->code == REPLAY_EXIT_UNFINISHED) {
        fprintf(f, "unfinished: %zu step%s verified, %u day%s, no result: %s\n", res->steps, res->steps == 1 ? "" : "s",
                res->days, res->days == 1 ? "" : "s", res->msg);
        return;
    }
    fprintf(f, "%s at step %zu: %s\n", replay_verdict_name(res->code), res->fail_step, res->msg);
    if (log && (res->code == REPLAY_EXIT_DIVERGED || res->code == REPLAY_EXIT_ILLEGAL))
        replay_report_failure(f, db, log, res);
}

int replay_print_archive(FILE *f, const char *file, const replay_archive_report *rep, int json, int require_sealed)
{
    if (json) {
        fprintf(f, "{\"type\":\"archive\",\"file\":");
        replay_json_string(f, file);
        fprintf(f, ",\"archive\":\"%s\",\"games\":%" PRIu64 ",\"sealed_games\":%" PRIu64 ",\"game\":%" PRIu64
                   ",\"message\":",
                replay_archive_verdict_name(rep->verdict), rep->games_read, rep->games_sealed, rep->first_bad);
        replay_json_string(f, rep->msg);
        fprintf(f, "}\n");
    } else {
        fprintf(f, "%s: archive %s: %s\n", file, replay_archive_verdict_name(rep->verdict), rep->msg);
    }
    return rep->verdict != REPLAY_ARCHIVE_COMPLETE && (rep->verdict != REPLAY_ARCHIVE_UNSEALED || require_sealed);
}

void replay_summary_game(replay_summary *s, int code, int allow_unfinished)
{
    if (code < 0 || code > REPLAY_EXIT_UNFINISHED)
        return;
    s->games++;
    if (code == REPLAY_EXIT_UNFINISHED && allow_unfinished)
        s->unfinished_allowed++;
    else
        s->verdicts[code]++;
}

static const char *plural_s(size_t n)
{
    return n == 1 ? "" : "s";
}

void replay_summary_print(FILE *f, const replay_summary *s, int json)
{
    static const int failing[] = {REPLAY_EXIT_DIVERGED, REPLAY_EXIT_ILLEGAL, REPLAY_EXIT_MALFORMED,
                                  REPLAY_EXIT_UNSUPPORTED, REPLAY_EXIT_UNFINISHED};
    size_t failed = 0;
    for (size_t i = 0; i < sizeof failing / sizeof failing[0]; i++)
        failed += s->verdicts[failing[i]];
    if (json) {
        fprintf(f, "{\"type\":\"summary\",\"files\":%zu,\"games\":%zu,\"verified\":%zu,\"failed\":%zu,\"verdicts\":{",
                s->files, s->games, s->verdicts[REPLAY_EXIT_OK], failed);
        const char *sep = "";
        for (int c = 0; c <= REPLAY_EXIT_UNFINISHED; c++) {
            if (c != REPLAY_EXIT_INCOMPLETE && s->verdicts[c]) {
                fprintf(f, "%s\"%s\":%zu", sep, replay_verdict_name(c), s->verdicts[c]);
                sep = ",";
            }
        }
        fprintf(f, "},\"unfinished_allowed\":%zu,\"archives\":{", s->unfinished_allowed);
        sep = "";
        for (int v = 0; v <= REPLAY_ARCHIVE_UNSEALED; v++) {
            if (s->archives[v]) {
                fprintf(f, "%s\"%s\":%zu", sep, replay_archive_verdict_name((replay_archive_verdict)v), s->archives[v]);
                sep = ",";
            }
        }
        fprintf(f, "},\"unreadable\":%zu,\"no_games\":%zu}\n", s->unreadable, s->empty);
        return;
    }
    fprintf(f, "altered-replay verify: %zu game%s in %zu file%s: %zu verified", s->games, plural_s(s->games), s->files,
            plural_s(s->files), s->verdicts[REPLAY_EXIT_OK]);
    if (s->unfinished_allowed)
        fprintf(f, ", %zu unfinished (allowed)", s->unfinished_allowed);
    if (failed) {
        fprintf(f, ", %zu failed (", failed);
        const char *sep = "";
        for (size_t i = 0; i < sizeof failing / sizeof failing[0]; i++) {
            if (s->verdicts[failing[i]]) {
                fprintf(f, "%s%zu %s", sep, s->verdicts[failing[i]], replay_verdict_name(failing[i]));
                sep = ", ";
            }
        }
        fputc(')', f);
    }
    size_t archives = 0;
    for (int v = 0; v <= REPLAY_ARCHIVE_UNSEALED; v++)
        archives += s->archives[v];
    if (archives) {
        fprintf(f, "; archive%s: ", plural_s(archives));
        const char *sep = "";
        for (int v = 0; v <= REPLAY_ARCHIVE_UNSEALED; v++) {
            if (s->archives[v]) {
                fprintf(f, "%s%zu %s", sep, s->archives[v], replay_archive_verdict_name((replay_archive_verdict)v));
                sep = ", ";
            }
        }
    }
    if (s->unreadable)
        fprintf(f, "; %zu file%s unreadable", s->unreadable, plural_s(s->unreadable));
    if (s->empty)
        fprintf(f, "; %zu file%s with no game", s->empty, plural_s(s->empty));
    fputc('\n', f);
}

/* The header's parts that no state hash covers: they do not change how
 * the game plays, so replaying cannot check them (docs/verdict.md). */
static const char *const outside_hashes[] = {"event.name", "event.round", "event.table", "event.players",
                                             "versions.engine"};

/* After a file's archive line: what its hashes leave out, and what binds it. */
void replay_print_coverage(FILE *f, const char *file, const uint8_t sha[32], uint64_t size, const char *verdict_path,
                           int json)
{
    char hex[65];
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 32; i++) {
        hex[2 * i] = digits[sha[i] >> 4];
        hex[2 * i + 1] = digits[sha[i] & 15];
    }
    hex[64] = '\0';
    size_t n = sizeof outside_hashes / sizeof outside_hashes[0];
    if (json) {
        fprintf(f, "{\"type\":\"coverage\",\"file\":");
        replay_json_string(f, file);
        fprintf(f, ",\"outside_hashes\":[");
        for (size_t i = 0; i < n; i++)
            fprintf(f, "%s\"%s\"", i ? "," : "", outside_hashes[i]);
        fprintf(f, "],\"sha256\":\"%s\",\"bytes\":%" PRIu64 ",\"signed_verdict\":", hex, size);
        replay_json_string(f, verdict_path ? verdict_path : "");
        fprintf(f, "}\n");
        return;
    }
    /* The note is the same for every file: said once, with the first. */
    static int noted;
    fprintf(f, "%s: SHA-256 %s of all %" PRIu64 " byte%s", file, hex, size, size == 1 ? "" : "s");
    if (verdict_path)
        fprintf(f, ", in signed verdict %s", verdict_path);
    if (!noted)
        fprintf(f, "; the state hashes do not cover the header's event name, round, table, player names or engine "
                   "version: %s",
                verdict_path ? "a signed verdict binds them" : "only a signed verdict binds them (verify --sign KEY)");
    noted = 1;
    fputc('\n', f);
}
