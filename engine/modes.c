/*
 * modes.c: modal effects (fx.h; CR 6.5.g): a "choose N" step, written
 * choose(N) and followed by its modes, each a MODE ability and the THEN
 * steps after it. The controller chooses the N modes first, in the order
 * they like (each once, unless the card lets one be chosen again); the
 * chosen modes then resolve in that order. The modes still to resolve are
 * kept in the resolution's dice, one mode number each, which Limbo carries
 * from step to step as it carries the die (limbo.c); no mode rolls a die.
 */
#include "fx.h"

#include <stdio.h>
#include <string.h>

/* The index of the choose step a modal step belongs to (the step itself,
 * a MODE, or a THEN after one), or -1. */
static int chooser_of(const alt_game *g, uint16_t card, int index)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = index; i >= 0 && i < n; i--) {
        if (list[i].effect == ALT_FX_CHOOSE)
            return i;
        if (list[i].trigger != ALT_TRIG_MODE && list[i].trigger != ALT_TRIG_THEN)
            return -1;
    }
    return -1;
}

/* How many modes follow the choose step at index c, and the index of the
 * k-th (1-based) in *at (when not NULL). */
static int modes_after(const alt_game *g, uint16_t card, int c, int k, int *at)
{
    int n, count = 0;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = c + 1; i < n && (list[i].trigger == ALT_TRIG_MODE || list[i].trigger == ALT_TRIG_THEN); i++)
        if (list[i].trigger == ALT_TRIG_MODE && ++count == k && at)
            *at = i;
    return count;
}

/* Whether each of player p's Expeditions is behind or tied (CR 7.5.2). */
static int none_ahead(const alt_game *g, int p)
{
    return alt_terrain_standing(g, p, ALT_EXP_HERO) <= 0 && alt_terrain_standing(g, p, ALT_EXP_COMPANION) <= 0;
}

/* How many modes the step chooses now: N, or with "you may choose both",
 * N + 1 when the condition holds (the second an answer, not a must). */
static int choosable(const alt_game *g, const alt_ability *a, int *optional_from)
{
    int most = a->amount;
    *optional_from = most;
    if (a->arg == ALT_CHOOSE_BOTH_UNLESS_AHEAD && none_ahead(g, g->res.r.player))
        most++;
    if (most > 3)
        most = 3;
    return most;
}

static int chosen(const alt_resolution *res, int mode)
{
    for (int i = 0; i < 3; i++)
        if (res->dice[i] == mode)
            return 1;
    return 0;
}

ALT_FX_PERFORM(alt_fx_choose)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int c = res->r.ability, modes = modes_after(g, res->r.card, c, 0, NULL);
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->pick_choice == 0)
            return 1;                                  /* no further mode: the ones chosen follow */
        res->dice[res->done++] = (uint8_t)res->pick_choice;
    } else {
        memset(res->dice, 0, sizeof res->dice);
    }
    int optional_from, most = choosable(g, a, &optional_from);
    if (res->done >= most || modes == 0)
        return 1;
    if (a->arg != ALT_CHOOSE_REPEAT && res->done >= modes)
        return 1;                                      /* every mode chosen once */
    alt_state_ask(g, res->r.player, ALT_RES_PICK_ASKED);
    return 0;
}

size_t alt_fx_mode_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap)
{
    if (a->effect != ALT_FX_CHOOSE)
        return ALT_FX_NOT_MINE;
    const alt_resolution *res = &g->res;
    int p = res->r.player, optional_from;
    choosable(g, a, &optional_from);
    size_t n = 0;
    if (res->done >= optional_from)
        alt_fx_add(out, cap, &n, alt_fx_option(p, ALT_NO_OBJECT, 0, 0));   /* no more */
    int modes = modes_after(g, res->r.card, res->r.ability, 0, NULL);
    for (int k = 1; k <= modes; k++)
        if (a->arg == ALT_CHOOSE_REPEAT || !chosen(res, k))
            alt_fx_add(out, cap, &n, alt_fx_option(p, ALT_NO_OBJECT, 0, k));
    return n;
}

size_t alt_fx_mode_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap)
{
    if (a->effect != ALT_FX_CHOOSE)
        return ALT_FX_NOT_MINE;
    if (x->choice == 0)
        return (size_t)snprintf(buf, cap, "chooses no more mode");
    int at = -1;
    modes_after(g, g->res.r.card, g->res.r.ability, x->choice, &at);
    const char *what = "";
    char words[160] = "";
    if (at >= 0) {
        /* The mode's words as cards show are its card's line for it. */
        char all[1024];
        alt_cards_ability_words(g->db, g->res.r.card, all, sizeof all);
        const char *line = all;
        for (int i = 0; i < at && line; i++) {
            line = strchr(line, '\n');
            line = line ? line + 1 : NULL;
        }
        if (line) {
            const char *colon = strstr(line, ": ");
            const char *end = strchr(line, '\n');
            if (colon && end && colon < end) {
                snprintf(words, sizeof words, ": %.*s", (int)(end - colon - 2), colon + 2);
                what = words;
            }
        }
    }
    return (size_t)snprintf(buf, cap, "chooses mode %u%s", x->choice, what);
}

int alt_fx_next_mode(const alt_game *g, alt_resolution *done)
{
    if (done->dice[0] == 0 || alt_state_granted(done->r.ability))
        return -1;                                /* no mode left: nearly every step */
    int c = chooser_of(g, done->r.card, done->r.ability);
    if (c < 0)
        return -1;
    int at = -1;
    modes_after(g, done->r.card, c, done->dice[0], &at);
    done->dice[0] = done->dice[1];
    done->dice[1] = done->dice[2];
    done->dice[2] = 0;
    return at;
}
