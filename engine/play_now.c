/*
 * play_now.c: a card played as an effect resolves (fx.h): "you may
 * immediately play a Character for {3} less", "starting with you, each
 * player may immediately play a card with Hand Cost {3} or less for
 * free". The card is played from Hand or Reserve as a turn plays it
 * (decision.c): its cost paid, Limbo, Fleeting from Reserve, then it joins
 * and its {J}, {H} or {R} Reactions and the "when you play" ones
 * activate; only the turn goes on. A Spell waits in Limbo and resolves
 * once the effect that played it is done (docs/rules-choices.md, "Cards
 * played by an effect"). What may be played is ALT_PICKS_PLAY_NOW's
 * answers (picks.c); The Wayfarer's rare plays the card a roll revealed
 * from the top of the Deck.
 */
#include "fx.h"

#include "chance.h"
#include "play.h"

/* Player p plays object id of `owner` (p, or the opponent: Brainwash's card
 * of their Reserve) into Expedition e (when it joins one), as a turn plays
 * it: the one sequence (play.c), through Limbo. */
static void play(alt_game *g, const alt_ability *a, int p, int owner, uint8_t id, int e)
{
    int free = (alt_ability_effect_flags((alt_effect)a->effect) &
                (ALT_FXF_YOU_FIRST | ALT_FXF_PLAYS | ALT_FXF_ANY_RESERVE | ALT_FXF_DECK)) != 0;   /* CR 7.3.20: for free */
    alt_play how = {(uint8_t)p, (uint8_t)owner, id, (uint8_t)e, ALT_COST_NORMAL, ALT_PLAY_EFFECT, (uint8_t)free, 0,
                    (uint8_t)(free ? 0 : a->amount), 1};
    alt_play_card(g, &how);
}

/* play_now: the controller picks one card (when there is one); each_may_
 * play_free: each player in turn picks one or none (done 0, then 1). */
ALT_FX_PERFORM(alt_fx_play_now)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int each = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_YOU_FIRST) != 0;
    if (res->step == ALT_RES_PICK_ASKED) {
        int who = alt_cond_picker(g);
        if (res->pick_object != ALT_NO_OBJECT) {
            play(g, a, who, res->pick_choice & 1, res->pick_object, res->pick_expedition);
            res->did = 1;
        }
        res->done++;
        if (!each)
            return 1;                                  /* still "a pick asked": the card played is "it" (limbo.c) */
        res->step = ALT_RES_RUN;
    }
    for (; res->done < (each ? 2 : 1); res->done++) {
        int who = alt_cond_picker(g);
        if (alt_cond_list_targets(g, NULL, 0) > (size_t)each) {   /* a card to play besides "none" */
            alt_state_ask(g, who, ALT_RES_PICK_ASKED);
            return 0;
        }
    }
    return 1;
}

/* Skybound Odyssey (Joining Fates' rare): target player (done 0, held in
 * first_owner), then that player picks a card to play for free, or none;
 * the card played is "it" for the steps after (limbo.c). */
ALT_FX_PERFORM(alt_fx_player_may_play_free)
{
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        if (res->done != 0) {
            if (res->pick_object != ALT_NO_OBJECT) {
                play(g, a, res->first_owner & 1, res->first_owner & 1, res->pick_object, res->pick_expedition);
                res->did = 1;
            }
            return 1;                                  /* still "a pick asked": the card played is "it" */
        }
        res->first_owner = (uint8_t)(res->pick_choice & 1);   /* the target player */
        res->done = 1;
        res->step = ALT_RES_RUN;
    }
    if (alt_cond_list_targets(g, NULL, 0) > (size_t)res->done) {   /* a card to play besides "none" */
        alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
        return 0;
    }
    return 1;
}

/* Unique parts: "Target opponent reveals the top four cards of their
 * deck. You may play a Character from these cards for free and it gains
 * [Fleeting], then discard the rest." The opponent's top N stay on top
 * of their Deck, revealed (res.tally), while the controller picks one of
 * their Characters and its Expedition, or none (limbo.c lists them). The
 * one picked is played by the controller, under their control and its
 * owner's still, as Brainwash's card is (CR 4.0 7.5.5), for free, and
 * gains Fleeting as it joins; then the others go to their owner's
 * Discard pile. */
ALT_FX_PERFORM(alt_fx_opp_reveal_play_char)
{
    alt_resolution *res = fx->res;
    int q = 1 - fx->p;
    const alt_player *opp = &g->p[q];
    if (res->step != ALT_RES_PICK_ASKED) {
        alt_state_deck_at_least(g, q, a->amount);    /* CR 3.2.2.d: the top N must exist */
        res->tally = (uint8_t)(opp->zone_n[ALT_Z_DECK] < a->amount ? opp->zone_n[ALT_Z_DECK] : a->amount);
        for (int i = 0; i < res->tally; i++)
            if (alt_state_card(g, q, alt_state_zone(opp, ALT_Z_DECK)[opp->zone_n[ALT_Z_DECK] - 1 - i])->type ==
                ALT_TYPE_CHARACTER) {
                alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
                return 0;
            }
    } else {
        res->step = ALT_RES_RUN;
        if (res->pick_object != ALT_NO_OBJECT) {    /* one of those listed */
            res->tally--;
            alt_play how = {(uint8_t)fx->p, (uint8_t)q, res->pick_object, res->pick_expedition, ALT_COST_NORMAL,
                            ALT_PLAY_EFFECT, 1, ALT_ST_FLEETING, 0, 1};
            alt_play_card(g, &how);
            res->did = 1;
        }
    }
    for (; res->tally > 0 && opp->zone_n[ALT_Z_DECK] > 0; res->tally--)   /* the rest */
        alt_event_move(g, q, alt_state_zone(opp, ALT_Z_DECK)[opp->zone_n[ALT_Z_DECK] - 1], ALT_Z_DISCARD);
    res->tally = 0;
    return 1;
}

/* Unique parts: "Target opponent reveals a random card from their hand.
 * You may immediately play it for free or discard it." The card is the
 * Hand's at random (CR 4.0 3.2.5.c: chance.c, which a recorded game
 * answers with its object id), held in res.first_object while the
 * controller picks: play it for free, under their control and its
 * owner's still (CR 4.0 7.5.5), into the Expedition picked when it joins
 * one; or discard it (CR 4.0 7.3.7.a). A card its controller could not
 * play (a passive forbids it) is discarded without a question. */
ALT_FX_PERFORM(alt_fx_opp_random_hand_play)
{
    (void)a;
    alt_resolution *res = fx->res;
    int q = 1 - fx->p;
    const alt_player *opp = &g->p[q];
    if (res->step != ALT_RES_PICK_ASKED) {
        int n = opp->zone_n[ALT_Z_HAND] < ALT_DECK_MAX ? opp->zone_n[ALT_Z_HAND] : ALT_DECK_MAX;
        if (n == 0)
            return 1;                                   /* nothing to reveal */
        uint8_t it = alt_chance_card(g, ALT_CHANCE_HAND_CARD, q, alt_state_zone(opp, ALT_Z_HAND), n);
        if (alt_fx_random_hand_playable(g, fx->p, q, it)) {
            res->first_object = it;
            alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
            return 0;
        }
        alt_event_move(g, q, it, ALT_Z_DISCARD);
        return 1;
    }
    uint8_t it = res->first_object;
    res->step = ALT_RES_RUN;
    res->first_object = ALT_NO_OBJECT;
    if (res->pick_object == ALT_NO_OBJECT) {
        alt_event_move(g, q, it, ALT_Z_DISCARD);        /* "or discard it" */
        return 1;
    }
    alt_play how = {(uint8_t)fx->p, (uint8_t)q, it, res->pick_expedition, ALT_COST_NORMAL, ALT_PLAY_EFFECT, 1, 0, 0, 1};
    alt_play_card(g, &how);
    res->did = 1;
    return 1;
}

int alt_fx_random_hand_playable(const alt_game *g, int p, int owner, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, owner, id);
    return c->supported && c->type != ALT_TYPE_TOKEN_MANA && c->type != ALT_TYPE_HERO &&
           !alt_passive_play_refused(g, p, g->p[owner].obj[id].card);   /* "for free" is still played (CR 1.4.1) */
}
