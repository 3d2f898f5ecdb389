/*
 * unique.c: Unique records (altered.h, "Unique cards"): the part table
 * (unique_parts.def), and a record's parts composed into the card
 * database's ability encoding (unique_record.c reads and writes the
 * records themselves).
 *
 * A part is implemented once, by id, as a row of the table: its trigger,
 * its condition, its steps. Composing is the one place that knows how a
 * trigger, a condition and an output go together, so that a part behaves
 * the same in every Unique it appears on, and a combination the engine
 * cannot play exactly is refused with the parts named rather than played
 * some other way.
 */
#include "unique.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ the parts */

typedef struct part_row {
    uint16_t id;
    uint8_t type;          /* alt_part_type */
    const char *encoding;  /* NULL: not in this build */
    const char *mechanic;
} part_row;

static const part_row parts[] = {
#define PART(id, type, encoding, mechanic) {id, ALT_PART_##type, encoding, mechanic},
#include "unique_parts.def"
#undef PART
};
enum { PARTS = sizeof parts / sizeof parts[0] };

/* The row of an id (the table is sorted by id: tests/test_uniques.c). */
static const part_row *row_of(unsigned id)
{
    size_t lo = 0, hi = PARTS;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (parts[mid].id == id)
            return &parts[mid];
        if (parts[mid].id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

size_t alt_part_count(void)
{
    return PARTS;
}

unsigned alt_part_id(size_t i)
{
    return i < PARTS ? parts[i].id : 0;
}

alt_part_type alt_part_type_of(unsigned id)
{
    const part_row *r = row_of(id);
    return r ? (alt_part_type)r->type : ALT_PART_NONE;
}

const char *alt_part_type_name(alt_part_type t)
{
    switch (t) {
    case ALT_PART_TRIGGER: return "TRIGGER";
    case ALT_PART_CONDITION: return "CONDITION";
    case ALT_PART_OUTPUT: return "OUTPUT";
    default: return "?";
    }
}

const char *alt_part_encoding(unsigned id)
{
    const part_row *r = row_of(id);
    return r ? r->encoding : NULL;
}

const char *alt_part_mechanic(unsigned id)
{
    const part_row *r = row_of(id);
    return r && !r->encoding ? r->mechanic : NULL;
}

/* ------------------------------------------------------------ composing */

typedef struct text {
    char *buf;
    size_t cap, n;
    int over;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(t->n < t->cap ? t->buf + t->n : NULL, t->n < t->cap ? t->cap - t->n : 0, fmt, ap);
    va_end(ap);
    if (k < 0 || t->n + (size_t)k >= t->cap)
        t->over = 1;
    else
        t->n += (size_t)k;
}

enum { STEPS_MAX = 6, STEP_TEXT = 128 };

/* One step of an output: its body (effect and arguments, with "may",
 * "upto" and "+lose_fleeting"), its own condition (" if(...)"), whether it
 * heads a chain of its own (" ifyes"), and whether it is an "otherwise"
 * step. */
typedef struct step {
    char body[STEP_TEXT];
    char cond[48];
    char chain[12];
    int otherwise;
    int mode;      /* "mode:STEP": a mode of the choose step before (CR 6.5.g) */
} step;

/* The effect a step's text names ("it_activate_one_join", "may draw(1)":
 * its first word after "may "), or ALT_FX_NONE. */
static alt_effect effect_of_step(const char *body)
{
    if (strncmp(body, "may ", 4) == 0)
        body += 4;
    size_t n = strspn(body, "abcdefghijklmnopqrstuvwxyz0123456789_");
    for (int e = 1; e < ALT_FX__COUNT; e++) {
        const char *name = alt_ability_effect_name((alt_effect)e);
        if (name && strlen(name) == n && strncmp(name, body, n) == 0)
            return (alt_effect)e;
    }
    return ALT_FX_NONE;
}

/* Whether a trigger's event names a card, "it", that the first step of
 * its Reaction may act on (alt_trigger's comments in ability.h say which
 * names what). */
static int names_card(alt_trigger t)
{
    static const uint8_t card[ALT_TRIG__COUNT] = {
        [ALT_TRIG_ALLY_JOINS] = 1, [ALT_TRIG_PLAY_CHAR] = 1, [ALT_TRIG_PLAY_PERM] = 1, [ALT_TRIG_BOOSTED] = 1,
        [ALT_TRIG_TOKEN_MADE] = 1, [ALT_TRIG_ALLY_FLEETING] = 1, [ALT_TRIG_JOINS_MY_EXP] = 1, [ALT_TRIG_JOINS_EXP] = 1,
        [ALT_TRIG_ALLY_ANCHORED] = 1, [ALT_TRIG_OPP_PLAY_CHAR] = 1, [ALT_TRIG_PERM_JOINS] = 1,
        [ALT_TRIG_RESERVE_BOOSTED] = 1, [ALT_TRIG_ROLL_REVEAL] = 1, [ALT_TRIG_NEWLY_BOOSTED] = 1,
    };
    return (unsigned)t < ALT_TRIG__COUNT && card[t];
}

/* Splits an output row's steps. Returns their count, or -1. */
static int split_steps(const char *enc, step *out)
{
    int n = 0;
    const char *s = enc;
    for (;;) {
        const char *semi = strchr(s, ';');
        size_t len = semi ? (size_t)(semi - s) : strlen(s);
        if (n == STEPS_MAX || len >= STEP_TEXT)
            return -1;
        step *st = &out[n++];
        memset(st, 0, sizeof *st);
        if (len > 5 && memcmp(s, "else:", 5) == 0) {
            st->otherwise = 1;
            s += 5;
            len -= 5;
        } else if (len > 5 && memcmp(s, "mode:", 5) == 0) {
            st->mode = 1;
            s += 5;
            len -= 5;
        }
        char one[STEP_TEXT];
        memcpy(one, s, len);
        one[len] = '\0';
        char *sp = strstr(one, " ifyes");
        if (sp == NULL)
            sp = strstr(one, " ifdone");
        if (sp != NULL) {
            snprintf(st->chain, sizeof st->chain, "%s", sp);
            *sp = '\0';
        }
        char *c = strstr(one, " if(");
        if (c != NULL) {
            snprintf(st->cond, sizeof st->cond, "%s", c + 4);   /* "name>=N)" */
            st->cond[strlen(st->cond) - 1] = '\0';
            *c = '\0';
        }
        snprintf(st->body, sizeof st->body, "%s", one);
        if (!semi)
            return n;
        s = semi + 1;
    }
}

/* A trigger row: WORD[~][ FLAGS][ |if(COND)]. */
typedef struct trig {
    char word[24];
    int dash;
    char flags[24];
    char cond[40];
} trig;

static void split_trigger(const char *enc, trig *t)
{
    memset(t, 0, sizeof *t);
    size_t w = strcspn(enc, "~ ");
    snprintf(t->word, sizeof t->word, "%.*s", (int)w, enc);
    const char *s = enc + w;
    if (*s == '~') {
        t->dash = 1;
        s++;
    }
    const char *bar = strstr(s, " |if(");
    size_t flen = bar ? (size_t)(bar - s) : strlen(s);
    snprintf(t->flags, sizeof t->flags, "%.*s", (int)flen, s);
    if (bar) {
        snprintf(t->cond, sizeof t->cond, "%s", bar + 5);
        t->cond[strlen(t->cond) - 1] = '\0';
    }
}

/* What composing keeps from one ability to the next of a record: the
 * modes a "depending on the number" step opened (part 520), which the
 * bullets after it (519) continue, one mode each. */
typedef struct composing {
    alt_unique_build *out;
    text abilities;
    int slot;
    size_t depending_at;   /* where the open step's next range goes (its ")"), 0: none open */
    int depending_least;   /* the open step's last range, "N+" */
    int depending_ranges;  /* and how many it has */
} composing;

static int refuse(composing *c, unsigned part, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int refuse(composing *c, unsigned part, const char *fmt, ...)
{
    if (c->out->part == 0) {
        c->out->part = part;
        c->out->slot = c->slot;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->out->why, sizeof c->out->why, fmt, ap);
        va_end(ap);
    }
    return 0;
}

/* The keywords of a KW: output, into the build; with a condition, as
 * keyword statics, which the engine reads for Eternal, Defender and
 * Tough only. Returns 1, or 0 refused. */
static int keywords(composing *c, const alt_unique_triple *t, const char *list, const char *cond)
{
    const char *s = list;
    while (*s) {
        size_t len = strcspn(s, ",");
        char kw[24];
        snprintf(kw, sizeof kw, "%.*s", (int)len, s);
        int n = 0;
        if (cond[0] != '\0') {
            if (strcmp(kw, "eternal") != 0 && strcmp(kw, "defender") != 0 && strncmp(kw, "tough=", 6) != 0)
                return refuse(c, t->output, "parts %u and %u do not go together in this build: a condition on "
                                            "that keyword", t->condition, t->output);
            put(&c->abilities, "%sSTATIC:keyword(%s) if(%s)", c->abilities.n ? ";" : "", kw, cond);
        } else if (strcmp(kw, "eternal") == 0) {
            c->out->keywords |= ALT_KW_ETERNAL;
        } else if (strcmp(kw, "defender") == 0) {
            c->out->keywords |= ALT_KW_DEFENDER;
        } else if (strcmp(kw, "seasoned") == 0) {
            c->out->keywords |= ALT_KW_SEASONED;
        } else if (strcmp(kw, "gigantic") == 0) {
            c->out->keywords |= ALT_KW_GIGANTIC;
        } else if (sscanf(kw, "tough=%d", &n) == 1) {
            c->out->keywords |= ALT_KW_TOUGH;
            c->out->tough = (uint8_t)(c->out->tough + n);   /* each Tough is paid (CR 7.4.7) */
        } else if (sscanf(kw, "scout=%d", &n) == 1) {
            c->out->keywords |= ALT_KW_SCOUT;
            c->out->scout = (uint8_t)n;
        }
        s += len;
        if (*s == ',')
            s++;
    }
    return 1;
}

/* The condition (without "if(" ")") of a row "if:COND" or "roll:COND". */
static const char *after_colon(const char *enc)
{
    const char *c = strchr(enc, ':');
    return c ? c + 1 : "";
}

/* "roll>=4" and "roll<=3", each the other's complement. */
static void complement(const char *cond, char *out, size_t size)
{
    int n = 0;
    if (sscanf(cond, "roll>=%d", &n) == 1)
        snprintf(out, size, "roll<=%d", n - 1);
    else if (sscanf(cond, "roll<=%d", &n) == 1)
        snprintf(out, size, "roll>=%d", n + 1);
    else
        out[0] = '\0';
}

/* Whether a step's text reads a die: "roll" as a word of its own or at
 * a word's end ("roll", "roll>=4", "it_cost_is_roll"), not inside one
 * ("it_controller_draw"). */
static int reads_a_die(const char *s)
{
    for (const char *r = strstr(s, "roll"); r != NULL; r = strstr(r + 4, "roll"))
        if (r == s || !((r[-1] >= 'a' && r[-1] <= 'z') || (r[-1] >= 'A' && r[-1] <= 'Z')))
            return 1;
    return 0;
}

/* An output's steps as one mode of the step before (CR 6.5.g): a MODE
 * line, its later steps THEN steps of its chain, gated as they are alone.
 * A die is no mode's (the modes wait where a die is kept, modes.c), nor
 * a choice of modes, nor an "otherwise" with no condition to fall from.
 * Returns 1, or 0 refused. */
static int as_mode(composing *c, const alt_unique_triple *t, const char *oe)
{
    step steps[STEPS_MAX];
    int n = split_steps(oe, steps);
    if (n <= 0)
        return refuse(c, t->output, "part %u cannot be read by this build's composer", t->output);
    for (int i = 0; i < n; i++)
        if (steps[i].otherwise || steps[i].mode || reads_a_die(steps[i].body) || reads_a_die(steps[i].cond) ||
            strstr(steps[i].body, "choose(") != NULL)
            return refuse(c, t->output, "parts %u and %u do not go together in this build: a mode chosen by the "
                                        "number of boosts removed with a die, a choice of modes or an \"otherwise\"",
                          t->condition, t->output);
    for (int i = 0; i < n; i++) {
        put(&c->abilities, ";%s:%s", i ? "THEN" : "MODE", steps[i].body);
        if (steps[i].cond[0] != '\0')
            put(&c->abilities, " if(%s)", steps[i].cond);
        put(&c->abilities, "%s%s", steps[i].chain, i ? " gated" : "");
    }
    return 1;
}

/* Whether an output acts (is no passive, no after_rest:): what a mode is. */
static int acts(const char *oe)
{
    return strncmp(oe, "KW:", 3) != 0 && strncmp(oe, "STATIC:", 7) != 0 && strncmp(oe, "REQUIRE:", 8) != 0 &&
           strncmp(oe, "ABILITY:", 8) != 0 && strncmp(oe, "after_rest:", 11) != 0;
}

/* "depending:STEP(N+)" (520): the step heads the ability, the output is
 * its first mode, and the ability's ranges stay open for the bullets
 * after it. */
static int compose_depending(composing *c, const alt_unique_triple *t, const trig *tr, const char *word,
                             const char *head, const char *oe)
{
    if (!acts(oe))
        return refuse(c, t->output, "parts %u and %u do not go together: part %u's modes are outputs that act",
                      t->condition, t->output, t->condition);
    size_t start = c->abilities.n + (c->abilities.n ? 1 : 0), len = strlen(head);
    const char *last = strrchr(head, ',') ? strrchr(head, ',') : strchr(head, '(');
    put(&c->abilities, "%s%s:%s%s", c->abilities.n ? ";" : "", word, head, tr->flags);
    if (tr->cond[0] != '\0')
        put(&c->abilities, " if(%s)", tr->cond);
    c->depending_at = c->abilities.over ? 0 : start + strlen(word) + 1 + len - 1;
    c->depending_least = 0;
    if (last != NULL)
        sscanf(last + 1, "%d", &c->depending_least);
    c->depending_ranges = 1;
    for (const char *k = head; *k; k++)
        c->depending_ranges += *k == ',';
    return as_mode(c, t, oe);
}

/* "•" (519) with "N+:" (521, 522): one more mode of the step the ability
 * before opened, its range N+ put among the step's. */
static int compose_bullet(composing *c, const alt_unique_triple *t, const char *te, const char *ce, const char *oe)
{
    int n = 0;
    if (strcmp(te, "BULLET") != 0)
        return refuse(c, t->condition, "parts %u and %u do not go together: part %u is a range of the modes a "
                                       "bullet continues, after the bullet (part 519) only", t->trigger, t->condition,
                      t->condition);
    if (sscanf(ce, "range:%d+", &n) != 1)
        return refuse(c, t->condition, "parts %u and %u do not go together: a bullet (part 519) goes with the "
                                       "range of its mode (parts 521, 522)", t->trigger, t->condition);
    if (c->abilities.over)
        return 1;   /* refused whole, as too long */
    if (c->depending_at == 0)
        return refuse(c, t->trigger, "part %u (a bullet) continues the modes of the ability before it, and no "
                                     "ability before it opens any: a bullet follows part 520 or another bullet",
                      t->trigger);
    if (n <= c->depending_least)
        return refuse(c, t->condition, "part %u (%d+) comes after a range of %d+: the ranges of the modes rise, in "
                                       "order", t->condition, n, c->depending_least);
    if (c->depending_ranges == 3)
        return refuse(c, t->condition, "part %u would be a fourth mode: a step chooses among three at most",
                      t->condition);
    if (!acts(oe))
        return refuse(c, t->output, "parts %u and %u do not go together: a bullet's mode is an output that acts",
                      t->trigger, t->output);
    char range[8];
    size_t k = (size_t)snprintf(range, sizeof range, ",%d+", n);
    text *a = &c->abilities;
    if (a->over || a->n + k >= a->cap) {
        a->over = 1;
        return 1;
    }
    memmove(a->buf + c->depending_at + k, a->buf + c->depending_at, a->n - c->depending_at + 1);
    memcpy(a->buf + c->depending_at, range, k);
    a->n += k;
    c->depending_at += k;
    c->depending_least = n;
    c->depending_ranges++;
    return as_mode(c, t, oe);
}

/* One ability: trigger, condition and output rows composed. */
static int compose_one(composing *c, const alt_unique_triple *t, alt_card_type type)
{
    const char *te = alt_part_encoding(t->trigger), *ce = alt_part_encoding(t->condition),
               *oe = alt_part_encoding(t->output);
    const unsigned ids[3] = {t->trigger, t->condition, t->output};
    const char *encs[3] = {te, ce, oe};
    for (int i = 0; i < 3; i++)
        if (encs[i] == NULL)
            return refuse(c, ids[i], "part %u (%s) is not implemented by this build: it waits for %s", ids[i],
                          alt_part_type_name(alt_part_type_of(ids[i])), alt_part_mechanic(ids[i]) ? alt_part_mechanic(ids[i]) : "?");
    if (strcmp(te, "BULLET") == 0 || strncmp(ce, "range:", 6) == 0)
        return compose_bullet(c, t, te, ce, oe);
    c->depending_at = 0;   /* an ability of its own: the modes before it are closed */
    trig tr;
    split_trigger(te, &tr);
    int passive = strncmp(oe, "KW:", 3) == 0 || strncmp(oe, "STATIC:", 7) == 0 || strncmp(oe, "REQUIRE:", 8) == 0 ||
                  strncmp(oe, "ABILITY:", 8) == 0;
    int none = strcmp(ce, "none") == 0, pred = strncmp(ce, "if:", 3) == 0;
    /* "{I}" alone (part 432): a support passive (CR 4.0 2.2.12.e), read
     * from its card's Reserve, ready (2.2.12.i-j). */
    int support = strcmp(tr.word, "I.STATIC") == 0;
    int is_static = strcmp(tr.word, "STATIC") == 0 || support;
    if (support && !passive)
        return refuse(c, t->output, "parts %u and %u do not go together: part %u is a support passive's, and part "
                                    "%u is no passive", t->trigger, t->output, t->trigger, t->output);
    if (support && strcmp(oe, "STATIC:play_exhausted") != 0 && strncmp(oe, "STATIC:reserve_limit(", 21) != 0 &&
        strcmp(oe, "STATIC:reserve_uncounted") != 0)
        return refuse(c, t->output, "parts %u and %u do not go together in this build: part %u is a passive read in "
                                    "play, not from the Reserve", t->trigger, t->output, t->output);
    if (!support && strcmp(oe, "STATIC:reserve_uncounted") == 0)
        return refuse(c, t->output, "parts %u and %u do not go together: part %u is said of the card in its Reserve, "
                                    "a support passive's ({I}, part 432)", t->trigger, t->output, t->output);
    if (passive && strncmp(ce, "depending:", 10) == 0)
        return refuse(c, t->output, "parts %u and %u do not go together: part %u's modes are outputs that act",
                      t->condition, t->output, t->condition);
    if (passive) {
        if (!is_static)
            return refuse(c, t->trigger, "parts %u and %u do not go together: a passive output has no trigger "
                                         "(part 23)", t->trigger, t->output);
        if (!none && !pred)
            return refuse(c, t->condition, "parts %u and %u do not go together: a passive's condition is one that "
                                           "holds or not, never a cost or a die", t->condition, t->output);
        const char *cond = pred ? after_colon(ce) : "";
        if (strncmp(oe, "KW:", 3) == 0 && strchr(oe, '|') == NULL)
            return keywords(c, t, oe + 3, cond);
        if (strncmp(oe, "ABILITY:", 8) == 0) {
            /* ABILITY:LINES: abilities with triggers of their own (a
             * replacing modifier, a cost static and a {J}), one part. */
            if (cond[0] != '\0')
                return refuse(c, t->condition, "parts %u and %u do not go together in this build: a condition on "
                                               "abilities with their own triggers", t->condition, t->output);
            put(&c->abilities, "%s%s", c->abilities.n ? ";" : "", oe + 8);
            return 1;
        }
        if (strncmp(oe, "KW:", 3) == 0) {
            /* KW:LIST|ABILITY: keywords, then an ability with a trigger of
             * its own ("[Gigantic]. {J} ..."), one part. */
            const char *bar = strchr(oe, '|');
            if (cond[0] != '\0')
                return refuse(c, t->condition, "parts %u and %u do not go together in this build: a condition on "
                                               "keywords that come with an ability", t->condition, t->output);
            char list[48];
            snprintf(list, sizeof list, "%.*s", (int)(bar - oe - 3), oe + 3);
            if (!keywords(c, t, list, ""))
                return 0;
            put(&c->abilities, "%s%s", c->abilities.n ? ";" : "", bar + 1);
            return 1;
        }
        /* A condition reads on one passive that has none of its own: one
         * after several (707's two), or on one conditioned already, would
         * be a second condition the encoding cannot hold. */
        if (pred && (strncmp(oe, "STATIC:cost_less(", 17) != 0 || strchr(oe, ';') != NULL || strstr(oe, " if(") != NULL))
            return refuse(c, t->condition, "parts %u and %u do not go together in this build: a condition on that "
                                           "passive", t->condition, t->output);
        put(&c->abilities, "%s%s%s%s%s%s", c->abilities.n ? ";" : "", support ? "I." : "", oe, pred ? " if(" : "",
            cond, pred ? ")" : "");
        return 1;
    }
    /* An output that acts. */
    const char *word = tr.word;
    if (is_static) {
        if (type != ALT_TYPE_SPELL)
            return refuse(c, t->output, "parts %u and %u do not go together: an output that acts needs a trigger, "
                                        "and part %u gives none (only a Spell's own effects have none)",
                          t->trigger, t->output, t->trigger);
        word = "SPELL";
    }
    if (strncmp(ce, "depending:", 10) == 0)
        return compose_depending(c, t, &tr, word, ce + 10, oe);
    if (strncmp(oe, "after_rest:", 11) == 0) {
        if (strcmp(word, "FAIL") != 0 && strcmp(word, "FAILREST") != 0)
            return refuse(c, t->output, "parts %u and %u do not go together: part %u acts after Rest, for an "
                                        "Expedition that failed to move forward", t->trigger, t->output, t->output);
        word = "FAILREST";
        oe += 11;
    }
    step steps[STEPS_MAX];
    int n = split_steps(oe, steps);
    if (n <= 0)
        return refuse(c, t->output, "part %u cannot be read by this build's composer", t->output);
    /* "its abilities" first: "it" is the card the trigger's event names,
     * and an event that names none leaves the words about nothing. */
    if ((alt_ability_effect_flags(effect_of_step(steps[0].body)) & ALT_FXF_ITS_ABILITIES) &&
        !names_card(alt_ability_trigger_of(word)))
        return refuse(c, t->output, "parts %u and %u do not go together: part %u acts on the abilities of \"it\", a "
                                    "card, and the event of part %u names none",
                      t->trigger, t->output, t->output, t->trigger);
    int any_otherwise = 0;
    for (int i = 0; i < n; i++)
        any_otherwise |= steps[i].otherwise;
    /* The condition of the head: a trigger's own (|if), the condition
     * part's, or a cost step of its own. */
    const char *head_cond = tr.cond;
    int head_step_if = 0;
    char head[STEP_TEXT + 64] = "";
    const char *head_chain = "";
    const char *gate = " gated", *other_gate = " otherwise";
    char roll_cond[24] = "", roll_else[24] = "";
    const char *each = strncmp(ce, "each:", 5) == 0 ? after_colon(ce) : NULL;
    if (each) {
        /* "Do this once for each ...": the whole output, its head counting
         * the instances (CR 6.5.i); nothing to fall to otherwise. */
        if (tr.cond[0] != '\0' || steps[0].cond[0] != '\0' || any_otherwise)
            return refuse(c, t->condition, "parts %u and %u do not go together in this build: a repeated output "
                                           "with a condition of its own", t->condition, t->output);
    } else if (pred) {
        if (tr.cond[0] != '\0')
            return refuse(c, t->condition, "parts %u and %u do not go together: the trigger carries a condition "
                                           "of its own", t->trigger, t->condition);
        head_cond = after_colon(ce);
        /* After the dash, or with an "otherwise" step to fall to: the
         * step's (CR 6.5.c), read as it resolves. */
        head_step_if = tr.dash || any_otherwise;
    } else if (strncmp(ce, "roll:", 5) == 0) {
        snprintf(roll_cond, sizeof roll_cond, "%s", after_colon(ce));
        complement(roll_cond, roll_else, sizeof roll_else);
        snprintf(head, sizeof head, "roll");
    } else if (!none) {
        /* yes:STEP, done:STEP, not:STEP: a "you may ... if you do
         * (don't)" step heads the output. */
        if (steps[0].chain[0] != '\0')
            return refuse(c, t->condition, "parts %u and %u do not go together: both ask \"you may ... if you do\"",
                          t->condition, t->output);
        snprintf(head, sizeof head, "%s", after_colon(ce));
        head_chain = strncmp(ce, "yes:", 4) == 0 ? " ifyes" : " ifdone";
        if (strncmp(ce, "not:", 4) == 0) {
            gate = " otherwise";
            other_gate = " gated";
        }
    }
    /* The first line: the trigger, the head step, the trigger's flags, the
     * head's condition. */
    int first = 0;
    if (head[0] == '\0') {
        if ((steps[0].cond[0] != '\0' || strstr(steps[0].body, " step_if(") != NULL) && head_cond[0] != '\0')
            return refuse(c, t->output, "parts %u and %u do not go together: both give the first step a condition",
                          pred ? t->condition : t->trigger, t->output);
        if (steps[0].otherwise)
            return refuse(c, t->output, "part %u cannot be read by this build's composer", t->output);
        snprintf(head, sizeof head, "%s", steps[0].body);
        if (head_cond[0] == '\0')
            head_cond = steps[0].cond;
        head_chain = steps[0].chain;
        first = 1;
    }
    /* A support Reaction ({I}) narrows "it" by kind only: a head step's
     * target bounded by its cost would read as a bound on "it". */
    if (strncmp(word, "I.", 2) == 0 && (strstr(head, "cost>=") != NULL || strstr(head, "base>=") != NULL))
        return refuse(c, t->output, "parts %u and %u do not go together in this build: a support Reaction's "
                                    "first step with a card bounded by its cost", t->trigger, t->output);
    /* The trigger's flags come before a cost the head step pays (" spend"
     * or " spend_boosts", docs/card-database.md's order). */
    char *spend = strstr(head, " spend(");
    if (spend == NULL)
        spend = strstr(head, " spend_boosts(");   /* not the effects spend_counter, spend_boost_char */
    char paid[STEP_TEXT] = "";
    if (spend != NULL) {
        snprintf(paid, sizeof paid, "%s", spend);
        *spend = '\0';
    }
    put(&c->abilities, "%s%s:%s%s%s", c->abilities.n ? ";" : "", word, head, tr.flags, paid);
    if (each)
        put(&c->abilities, " each(%s)", each);
    else if (head_cond[0] != '\0')
        put(&c->abilities, " %s(%s)", head_step_if ? "step_if" : "if", head_cond);
    put(&c->abilities, "%s", head_chain);
    /* The modes of a choice are lines of their own (MODE), each with its
     * THEN steps after it; their choice is the head's. */
    int modes = 0;
    for (int i = first; i < n; i++)
        modes |= steps[i].mode;
    if (modes && (roll_cond[0] != '\0' || !first || any_otherwise))
        return refuse(c, t->output, "parts %u and %u do not go together in this build: a choice of modes under a "
                                    "cost, a die or an \"otherwise\"", t->condition, t->output);
    for (int i = first, in_mode = 0; i < n; i++) {
        const char *cond = steps[i].cond;
        in_mode |= steps[i].mode;
        if (in_mode) {
            put(&c->abilities, ";%s:%s", steps[i].mode ? "MODE" : "THEN", steps[i].body);
            if (cond[0] != '\0')
                put(&c->abilities, " if(%s)", cond);
            put(&c->abilities, "%s", steps[i].chain);
            continue;
        }
        if (roll_cond[0] != '\0') {
            if (cond[0] != '\0')
                return refuse(c, t->output, "parts %u and %u do not go together: the die's result and the output "
                                            "each give a step a condition", t->condition, t->output);
            cond = steps[i].otherwise ? roll_else : roll_cond;
        }
        put(&c->abilities, ";THEN:%s", steps[i].body);
        if (cond[0] != '\0')
            put(&c->abilities, " if(%s)", cond);
        /* Under a die, each step has its own result to read: gated all. */
        put(&c->abilities, "%s%s", steps[i].chain,
            roll_cond[0] != '\0' ? " gated" : steps[i].otherwise ? other_gate : gate);
    }
    return 1;
}

int alt_unique_compose(const alt_unique *u, alt_card_type type, alt_unique_build *out)
{
    memset(out, 0, sizeof *out);
    composing c = {out, {out->abilities, sizeof out->abilities, 0, 0}, 0, 0, 0, 0};
    int ok = 1;
    for (int i = 0; i < u->main_count && i < ALT_UNIQUE_MAIN_MAX && ok; i++) {
        c.slot = i + 1;
        ok = compose_one(&c, &u->main[i], type);
    }
    if (ok && u->has_support) {
        c.slot = 4;
        c.depending_at = 0;   /* the support ability continues no main one's modes */
        ok = compose_one(&c, &u->support, type);
    }
    if (ok && c.abilities.over) {
        c.slot = 1;
        ok = refuse(&c, 0, "its abilities compose to more text than this build holds");
    }
    int steps = c.abilities.n > 0;
    for (size_t i = 0; i < c.abilities.n; i++)
        steps += out->abilities[i] == ';';
    if (ok && steps > ALT_ABILITIES_MAX) {
        c.slot = 1;
        ok = refuse(&c, 0, "its abilities take %d steps; a card holds at most %d", steps, (int)ALT_ABILITIES_MAX);
    }
    out->supported = ok;
    if (!ok)
        out->abilities[0] = '\0';
    return ok;
}
