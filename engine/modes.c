/*
 * modes.c: modal effects (fx.h; CR 6.5.g): a "choose N" step, written
 * choose(N) and followed by its modes, each a MODE ability and the THEN
 * steps after it. The controller chooses the N modes first, in the order
 * they like (each once, unless the card lets one be chosen again); the
 * chosen modes then resolve in that order. The modes still to resolve are
 * kept in the resolution's dice, one mode number each (a "choose X+K":
 * packed, ability.h), which Limbo carries from step to step as it carries
 * the die (limbo.c); no mode rolls a die.
 * The modes a step may choose are ALT_PICKS_MODE's answers (picks.c).
 * A step that counts something may choose them instead, by the ranges the
 * count falls in ("depending on the number of boosts removed this way",
 * effect_maze.c): the same dice carry them.
 */
#include "fx.h"

#include <string.h>

/* The index of the step that chose the modes a modal step belongs to (the
 * step itself, a MODE, or a THEN after one): a choose, or a step whose
 * count chooses them (ALT_FXF_MODES); -1 for none. */
static int chooser_of(const alt_game *g, uint16_t card, int index)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    return alt_ability_chooser(list, n, index);
}

ALT_FX_PERFORM(alt_fx_choose)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int c = res->r.ability, modes = alt_cond_modes_after(g, res->r.card, c, 0, NULL);
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->pick_choice == 0)
            return 1;                                  /* no further mode: the ones chosen follow */
        alt_ability_mode_add(res->dice, alt_ability_modes_packed(a), res->done++, res->pick_choice);
    } else {
        memset(res->dice, 0, sizeof res->dice);
    }
    int optional_from, most = alt_cond_modes_choosable(g, a, &optional_from);
    if (res->done >= most || modes == 0)
        return 1;
    if (a->arg != ALT_CHOOSE_REPEAT && res->done >= modes)
        return 1;                                      /* every mode chosen once */
    alt_state_ask(g, res->r.player, ALT_RES_PICK_ASKED);
    return 0;
}

int alt_fx_next_mode(const alt_game *g, alt_resolution *done)
{
    if (done->dice[0] == 0 || alt_state_granted(done->r.ability))
        return -1;                                /* no mode left: nearly every step */
    int c = chooser_of(g, done->r.card, done->r.ability);
    if (c < 0)
        return -1;
    int at = -1;
    int m = alt_ability_mode_take(done->dice, alt_ability_modes_packed(alt_state_ability(g, done->r.card, c)));
    alt_cond_modes_after(g, done->r.card, c, m, &at);
    return at;
}
