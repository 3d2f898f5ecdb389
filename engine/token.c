/*
 * token.c: the effects that create tokens in Expeditions (token(REF,N,
 * WHERE), CR 7.3.5, 4.0 7.3.5): where its words put them, the card's own
 * Expedition, each or the other, one the player picks per token or once
 * for all, the one it left, the opponent's (facing it, their choice, one
 * it is not in). Token Landmarks are landmark_token.c's. Kept apart from
 * effect.c, whose other effects create no object.
 */
#include "play.h"
#include "fx.h"
#include "count.h"

#include <string.h>

/* n tokens in Expedition e, and m more in Expedition f: one step. */
static void create_tokens_in(alt_game *g, int p, uint16_t card, int n, alt_expedition e, int m, alt_expedition f)
{
    uint8_t where[8] = {0};   /* all of it, though only k are read: the compiler cannot tell */
    int k = 0;
    for (int i = 0; i < n && k < 8; i++)
        where[k++] = (uint8_t)e;
    for (int i = 0; i < m && k < 8; i++)
        where[k++] = (uint8_t)f;
    alt_event_create_tokens(g, p, card, where, k);
}

/* Trial by Frost's token effects: N one per Bureaucrat you control, all
 * of them in one target Expedition (where target), or in the Expedition
 * the source left (where left: before level 3 its LEAVE Reaction's
 * from_reserve says which, event.c; from level 3 what the Reaction
 * remembers, CR 2.1.h); the token made becomes "it" for the steps after. */
static int frost_token(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int n = a->amount == ALT_AMOUNT_BUREAUCRATS ? alt_cond_count_chars(g, fx->p, -2 /* Bureaucrats */, ALT_NO_OBJECT)
                                                : a->amount;
    alt_expedition e;
    if (a->where == ALT_WHERE_TARGET) {
        if (fx->res->step != ALT_RES_PICK_ASKED) {
            alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);   /* which Expedition, once for all */
            return 0;
        }
        e = (alt_expedition)fx->res->pick_expedition;
    } else if (a->where == ALT_WHERE_LEFT && alt_state_rules(g) < 3) {
        e = (fx->r->from_reserve & ALT_R_FROM_RESERVE) ? ALT_EXP_COMPANION : ALT_EXP_HERO;
    } else if (a->where == ALT_WHERE_LEFT) {
        int at = alt_passive_source_expedition(g, fx->r);
        if (at < 0)
            return 1;
        e = (alt_expedition)at;
    } else {
        int at = alt_passive_source_expeditions(g, fx->r);   /* ALT_WHERE_MINE, N per Bureaucrat */
        if (at == 0)
            return 1;
        e = at == 2 ? ALT_EXP_COMPANION : ALT_EXP_HERO;
    }
    uint8_t where[64];
    if (n > (int)sizeof where)
        n = (int)sizeof where;
    memset(where, e, sizeof where);
    uint8_t id = alt_event_create_tokens(g, fx->p, a->card, where, n);
    if (id != ALT_NO_OBJECT && a->where != ALT_WHERE_MINE) {
        fx->r->subject = id;
        fx->r->subject_owner = (uint8_t)fx->p;
    }
    return 1;
}

/* Skybound Odyssey's: in the opponent's Companion Expedition, or in the
 * one of the owner of "it" (Pan: the card its Sabotage discarded); the
 * token, that player's, becomes "it" for the steps after. */
static int skybound_token(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int q = 1 - fx->p;
    if (a->where == ALT_WHERE_ALL) {              /* each Expedition, the tokens its player's, first player first */
        for (int k = 0; k < 2; k++)
            create_tokens_in(g, (alt_state_initiative(g) + k) & 1, a->card, a->amount, ALT_EXP_HERO, a->amount, ALT_EXP_COMPANION);
        return 1;
    }
    if (a->where == ALT_WHERE_ITS_COMPANION) {
        if (fx->r->subject == ALT_NO_OBJECT)
            return 1;
        q = fx->r->subject_owner;
    }
    uint8_t where[4] = {ALT_EXP_COMPANION, ALT_EXP_COMPANION, ALT_EXP_COMPANION, ALT_EXP_COMPANION};
    uint8_t id = alt_event_create_tokens(g, q, a->card, where, a->amount < 4 ? a->amount : 4);
    if (id != ALT_NO_OBJECT) {
        fx->r->subject = id;
        fx->r->subject_owner = (uint8_t)q;
    }
    return 1;
}

/* "Create a [Mana Moth] token in an opponent's Expedition": which of
 * theirs, its controller's choice (no target), asked once for all; the
 * tokens are that player's (CR 4.0 7.3.5) and the last becomes "it". */
static int opponent_token(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    /* "In the Expedition facing me": the opponent's of the source's kind,
     * asked only of a Gigantic source, which both face (CR 4.0 7.4.4.h). */
    int at = a->where == ALT_WHERE_FACING ? alt_passive_source_expeditions(g, fx->r) : 3;
    if (at == 0)
        return 1;
    if (at == 3 && fx->res->step != ALT_RES_PICK_ASKED) {
        alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
        return 0;
    }
    /* "In target Expedition I'm not in": the pick names its player. */
    int q = a->where == ALT_WHERE_NOT_MINE ? fx->res->pick_choice & 1 : 1 - fx->p, n = a->amount < 4 ? a->amount : 4;
    uint8_t where[4];
    memset(where, at == 3 ? fx->res->pick_expedition : at == 1 ? ALT_EXP_HERO : ALT_EXP_COMPANION, sizeof where);
    uint8_t id = alt_event_create_tokens(g, q, a->card, where, n);
    if (id != ALT_NO_OBJECT) {
        fx->r->subject = id;
        fx->r->subject_owner = (uint8_t)q;
    }
    return 1;
}

int alt_fx_token(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_resolution *res = fx->res;
    if (a->where == ALT_WHERE_BEHIND_OR_TIED || a->where == ALT_WHERE_ASCENDED) {   /* CR 4.0 7.5.2: all made at once */
        uint8_t where[8];
        int n = 0;
        for (int e = 0; e < 2; e++)
            for (int k = 0; k < a->amount && n < 8 &&
                            (a->where == ALT_WHERE_ASCENDED ? (g->p[fx->p].ascended >> e) & 1
                                                            : alt_terrain_standing(g, fx->p, (alt_expedition)e) <= 0); k++)
                where[n++] = (uint8_t)e;
        if (n)
            alt_event_create_tokens(g, fx->p, a->card, where, n);
        return 1;
    }
    if (a->where >= ALT_WHERE_OPP_CHOICE)         /* a Unique's "in an opponent's Expedition" and kin */
        return opponent_token(g, a, fx);
    if (a->where >= ALT_WHERE_OPP_COMPANION)      /* Skybound Odyssey's */
        return skybound_token(g, a, fx);
    if (a->where == ALT_WHERE_TARGET || a->where == ALT_WHERE_LEFT || a->amount == ALT_AMOUNT_BUREAUCRATS)
        return frost_token(g, a, fx);
    switch (a->where) {
    case ALT_WHERE_MINE: {
        int at = alt_passive_source_expeditions(g, fx->r);
        if (at == 3)
            goto each_token_asks;                 /* CR 7.4.4.h: a Gigantic source's, one pick per token */
        if (at)
            create_tokens_in(g, fx->p, a->card, a->amount, at == 1 ? ALT_EXP_HERO : ALT_EXP_COMPANION, 0, 0);
        return 1;
    }
    case ALT_WHERE_OTHER: {
        int at = alt_passive_source_expeditions(g, fx->r);
        if (at == 1 || at == 2)                 /* none for a Gigantic source (CR 7.4.4.k; 4.0 7.4.4.l) */
            create_tokens_in(g, fx->p, a->card, a->amount, at == 1 ? ALT_EXP_COMPANION : ALT_EXP_HERO, 0, 0);
        return 1;
    }
    case ALT_WHERE_EACH:
        create_tokens_in(g, fx->p, a->card, a->amount, ALT_EXP_HERO, a->amount, ALT_EXP_COMPANION);
        return 1;
    case ALT_WHERE_HERO:
    case ALT_WHERE_COMPANION:
        create_tokens_in(g, fx->p, a->card, a->amount,
                         a->where == ALT_WHERE_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION, 0, 0);
        return 1;
    default:                                      /* ALT_WHERE_CHOICE: one Expedition per token */
    each_token_asks:
        if (res->step == ALT_RES_PICK_ASKED) {
            if (alt_state_rules(g) >= 3 && res->held_n < ALT_HELD_MAX) {
                res->held[res->held_n][0] = ALT_NO_OBJECT;   /* from level 3, chosen first (CR 6.1.g) */
                res->held[res->held_n][1] = (uint8_t)res->pick_expedition;
                res->held[res->held_n][2] = (uint8_t)fx->p;
                res->held_n++;
            } else {
                create_tokens_in(g, fx->p, a->card, 1, (alt_expedition)res->pick_expedition, 0, 0);
            }
            res->done++;
        }
        if (res->done < a->amount) {
            alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
            return 0;
        }
        if (res->held_n) {                         /* then created together */
            uint8_t where[ALT_HELD_MAX];
            for (int i = 0; i < res->held_n; i++)
                where[i] = res->held[i][1];
            alt_event_create_tokens(g, fx->p, a->card, where, res->held_n);
            res->held_n = 0;
            memset(res->held, 0, sizeof res->held);
        }
        return 1;
    }
}
