/*
 * game.c: creating a game (its setup checked here, run by setup.c, or by
 * answer.c for a recorded game), copying it, and the read-only views that
 * reports and clients use.
 */
#include "setup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(ALT_ZONE_DECK == (int)ALT_Z_DECK && ALT_ZONE_EXP_COMPANION == (int)ALT_Z_EXP_COMPANION &&
                   ALT_ZONE_RESERVE == (int)ALT_Z_RESERVE && ALT_ZONE_DISCARD == (int)ALT_Z_DISCARD,
               "public and internal zone numbers agree");

static alt_err check_deck_values(const alt_cards *db, const alt_deck *d)
{
    if (d->count > ALT_DECK_MAX)
        return ALT_E_CAPACITY;
    size_t n = alt_cards_count(db);
    if (d->hero != ALT_CARD_NONE && d->hero >= n)
        return ALT_E_UNKNOWN_CARD;
    for (int i = 0; i < d->count; i++)
        if (d->cards[i] >= n)
            return ALT_E_UNKNOWN_CARD;
    return ALT_OK;
}

/* Each card of the decks as the version of its text in force on the
 * setup's date (CR: a card's text as of the day it is played). */
static void versions_on(const alt_cards *db, alt_setup *s)
{
    size_t n = db->count;
    for (int p = 0; p < 2; p++) {
        alt_deck *d = &s->deck[p];
        if (d->hero != ALT_CARD_NONE && d->hero < n && !alt_cards_single_version(db, d->hero))
            d->hero = alt_cards_on(db, d->hero, s->date);
        for (int i = 0; i < d->count && i < ALT_DECK_MAX; i++)
            if (d->cards[i] < n && !alt_cards_single_version(db, d->cards[i]))   /* most cards: one version */
                d->cards[i] = alt_cards_on(db, d->cards[i], s->date);
    }
}

const char *alt_game_card_past_edition(const alt_cards *db, const alt_deck *d, int edition)
{
    uint16_t last = ALT_CARD_NONE;
    if (edition >= db->max_edition)
        return NULL;                              /* no card of the database needs later words */
    for (int i = -1; i < d->count && i < ALT_DECK_MAX; i++) {
        uint16_t card = i < 0 ? d->hero : d->cards[i];
        if (card == ALT_CARD_NONE || card == last || card >= alt_cards_count(db))
            continue;                             /* a list's copies of a card are side by side: one look */
        last = card;
        if (db->edition[card] > edition)
            return alt_cards_get(db, card)->ref;
    }
    return NULL;
}

long alt_game_unheld_unique(const alt_cards *db, const alt_setup *setup)
{
    size_t base = alt_cards_count(alt_cards_base(db)), n = alt_cards_unique_count(db);
    for (size_t k = 0; k < n; k++) {
        int held = 0;
        for (int p = 0; p < 2 && !held; p++)
            for (int i = 0; i < setup->deck[p].count && i < ALT_DECK_MAX && !held; i++)
                held = setup->deck[p].cards[i] == base + k;
        if (!held)
            return (long)k;
    }
    return -1;
}

/* The first card of deck d with an ability that gains subtypes, or NULL. */
static const char *gains_subtypes(const alt_cards *db, const alt_deck *d)
{
    for (int i = 0; i < d->count && i < ALT_DECK_MAX; i++)
        if (d->cards[i] < alt_cards_count(db) && alt_cards_has_static(db, d->cards[i], ALT_FX_GAIN_SUBTYPES))
            return alt_cards_get(db, d->cards[i])->ref;   /* cards.c notes the effect as it notes passives */
    return NULL;
}

/* The first card of deck d (its Hero first) with an ability that reads
 * what happened this turn, or NULL. */
static const char *reads_turn(const alt_cards *db, const alt_deck *d)
{
    if (!db->reads_turn)
        return NULL;                        /* no record of the database has one: nothing to read */
    for (int i = -1; i < d->count && i < ALT_DECK_MAX; i++) {
        uint16_t card = i < 0 ? d->hero : d->cards[i];
        if (card >= alt_cards_count(db))
            continue;                       /* no Hero (ALT_CARD_NONE), or the deck check's to refuse */
        int n;
        const alt_ability *list = alt_cards_abilities(db, card, &n);
        for (int k = 0; k < n; k++)
            if (alt_ability_reads_turn(&list[k]))
                return alt_cards_get(db, card)->ref;
    }
    return NULL;
}

const char *alt_game_card_past_encoding(const alt_cards *db, const alt_deck *d, unsigned enc, unsigned *needs)
{
    const char *ref = NULL;
    *needs = 0;
    if (enc < 7 && (ref = gains_subtypes(db, d)) != NULL)
        *needs = 7;
    else if (enc < 8 && (ref = reads_turn(db, d)) != NULL)
        *needs = 8;
    return ref;
}

static alt_err validate(const alt_cards *db, const alt_setup *s, char *msg, size_t msg_size)
{
    if ((unsigned)s->ruleset >= ALT_RULESET__COUNT)
        return ALT_E_RULESET;
    if ((unsigned)s->format >= ALT_FORMAT__COUNT)
        return ALT_E_ARG;
    char day[11];
    alt_date_format(s->date, day);
    alt_date check;
    if (s->date != 0 && alt_date_parse(day, &check) != ALT_OK) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "date %u is not a day (YYYYMMDD, 2000 to 2099)", (unsigned)s->date);
        return ALT_E_ARG;
    }
    if (s->chance > ALT_CHANCE_RECORDED)
        return ALT_E_ARG;
    if (s->hash_encoding != 0 && !alt_hash_version_holds(s->ruleset, s->hash_encoding, s->chance)) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "state hash encoding %u is not one ruleset %s holds%s", s->hash_encoding,
                     alt_ruleset_version(s->ruleset), s->chance ? " for recorded chance" : "");
        return ALT_E_VERSION;
    }
    if (s->hash_encoding == 0 && !alt_hash_version_holds(s->ruleset, alt_hash_version(s->ruleset), s->chance)) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "ruleset %s has no state encoding for recorded chance (level 2 on)",
                     alt_ruleset_version(s->ruleset));
        return ALT_E_VERSION;
    }
    long unheld = alt_game_unheld_unique(db, s);
    if (unheld >= 0) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "the card database holds the record of %s, which neither deck holds",
                     alt_cards_unique(db, (size_t)unheld)->ref);
        return ALT_E_ARG;
    }
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = s->format;
    rules.ruleset = s->ruleset;
    for (int p = 0; p < 2; p++) {
        /* A deck the checker passes holds only cards the database has, at
         * most ALT_DECK_MAX of them: the values need a pass of their own
         * only to say which error a failing deck is. Notes (what a deck
         * check cannot know) do not stop a game; the cards it cannot play do,
         * below. */
        enum { FINDINGS = 8 };
        alt_violation v[FINDINGS];
        size_t n = alt_deck_check(db, &rules, &s->deck[p], v, FINDINGS);
        if (alt_deck_violations(v, n, FINDINGS) == 0)
            continue;
        alt_err err = check_deck_values(db, &s->deck[p]);
        if (err != ALT_OK) {
            if (msg && msg_size)
                snprintf(msg, msg_size, "player %d: %s", p, alt_strerror(err));
            return err;
        }
        size_t first = 0;
        while (first + 1 < n && first + 1 < FINDINGS && v[first].note)
            first++;
        if (msg && msg_size)
            snprintf(msg, msg_size, "player %d: %s: %s", p, v[first].rule, v[first].text);
        return ALT_E_DECK_INVALID;
    }
    for (int p = 0; p < 2; p++) {
        const char *ref = alt_game_card_past_edition(db, &s->deck[p], alt_ruleset_edition(s->ruleset));
        if (ref) {
            if (msg && msg_size)
                snprintf(msg, msg_size, "player %d: %s plays by the words of the Complete Rules 4.0 (Ascend, Defect, "
                         "Terrain Markers, Rush, Base Cost...): ruleset %s follows 3.0; seeds-3 or cr4-1 plays it",
                         p, ref, alt_ruleset_version(s->ruleset));
            return ALT_E_UNSUPPORTED_CARD;
        }
    }
    /* Encoding 7 holds the subtypes Characters gain, 8 what each player
     * did this turn: a game hashed over an older one cannot have a card
     * that needs them. */
    unsigned enc = s->hash_encoding ? s->hash_encoding : alt_hash_version(s->ruleset);
    for (int p = 0; p < 2; p++) {
        unsigned needs;
        const char *ref = alt_game_card_past_encoding(db, &s->deck[p], enc, &needs);
        if (ref) {
            if (msg && msg_size)
                snprintf(msg, msg_size, "player %d: %s %s, which state hash encoding %u cannot record: encoding %u "
                         "(and later; 8 is a level-3 ruleset's default) can", p, ref,
                         needs == 7 ? "gains subtypes" : "reads what happened this turn", enc, needs);
            return ALT_E_VERSION;
        }
    }
    for (int p = 0; p < 2; p++) {
        char why[200];
        if (alt_deck_playable(db, &s->deck[p], why, sizeof why) != ALT_OK) {
            if (msg && msg_size)
                snprintf(msg, msg_size, "player %d: not implemented: %s", p, why);
            return ALT_E_UNSUPPORTED_CARD;
        }
    }
    return ALT_OK;
}

alt_err alt_game_new(const alt_cards *db, const alt_setup *setup, alt_game **out,
                     char *msg, size_t msg_size)
{
    if (msg && msg_size)
        msg[0] = '\0';
    if (!db || !setup || !out)
        return ALT_E_ARG;
    *out = NULL;
    alt_setup dated = *setup;
    versions_on(db, &dated);
    alt_err err = validate(db, &dated, msg, msg_size);
    if (err != ALT_OK)
        return err;
    alt_game *g = calloc(1, sizeof *g);
    if (!g)
        return ALT_E_NOMEM;
    alt_game_lay_out(g, db, &dated);
    if (setup->chance == ALT_CHANCE_RECORDED)
        alt_game_run_recorded(g);       /* stops at the first chance decision */
    else
        alt_game_run_setup(g);
    *out = g;
    return ALT_OK;
}

void alt_game_destroy(alt_game **g)
{
    if (g && *g) {
        free(*g);
        *g = NULL;
    }
}

size_t alt_game_size(void)
{
    return sizeof(alt_game);
}

void alt_game_copy(alt_game *dst, const alt_game *src)
{
    memcpy(dst, src, sizeof *dst);
}

alt_game *alt_game_clone(const alt_game *src)
{
    alt_game *g = src ? malloc(sizeof *g) : NULL;
    if (g)
        alt_game_copy(g, src);
    return g;
}

int alt_game_winner(const alt_game *g)
{
    return g->winner == ALT_NO_WINNER ? -1 : g->winner;
}

alt_outcome alt_game_outcome(const alt_game *g)
{
    return (alt_outcome)g->outcome;
}

const char *alt_outcome_rule(alt_outcome o)
{
    switch (o) {
    case ALT_OUTCOME_SUM: return "4.2.5.d";
    case ALT_OUTCOME_TIEBREAK: return "seed 003 tiebreaker";
    case ALT_OUTCOME_ARENA: return "4.3.e";
    case ALT_OUTCOME_DAY_LIMIT: return "engine day limit";
    case ALT_OUTCOME_CARD: return "a card's effect";
    case ALT_OUTCOME_ENGINE_LIMIT: return "engine capacity";
    default: return "none";
    }
}

int alt_game_first_player(const alt_game *g)
{
    return g->first_player;
}

int alt_game_in_arena(const alt_game *g)
{
    return g->arena;
}

int alt_game_distance(const alt_game *g, int player, alt_expedition e)
{
    if (player < 0 || player > 1 || (e != ALT_EXP_HERO && e != ALT_EXP_COMPANION))
        return -1;
    return g->p[player].distance[e];
}

const alt_setup *alt_game_setup(const alt_game *g)
{
    return &g->setup;
}

unsigned alt_game_hash_version(const alt_game *g)
{
    return g->setup.hash_encoding;
}

const alt_cards *alt_game_cards(const alt_game *g)
{
    return g->db;
}

uint16_t alt_game_object_card(const alt_game *g, int player, uint8_t object)
{
    if (player < 0 || player > 1 || (object >= ALT_OBJ_MAX && object != ALT_HERO_OBJECT))
        return ALT_CARD_NONE;
    return alt_state_obj_c(g, player, object)->card;
}

int alt_game_zone_count(const alt_game *g, int player, alt_zone_id zone)
{
    if (player < 0 || player > 1 || zone < ALT_ZONE_DECK || zone > ALT_ZONE_EXP_COMPANION)
        return -1;
    return g->p[player].zone_n[zone];
}

int alt_game_object_zone(const alt_game *g, int player, uint8_t object)
{
    if (player < 0 || player > 1 || object >= ALT_OBJ_MAX)
        return 0;
    return g->p[player].obj[object].zone;
}
