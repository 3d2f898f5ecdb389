/*
 * ability_words.c: a card's abilities in words, from their encoding.
 *
 * What a card did on the day of an event is an organizer's question
 * (`altered-replay cards show`): the encoding is the project's, and its
 * words are too, never the printed text. Each effect's words are its
 * effects.def row's; this file fills in the arguments and says the trigger,
 * the "you may" and the condition around them.
 */
#include "ability.h"
#include "cards.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const effect_words[ALT_FX__COUNT] = {
#define EFFECT(id, name, args, flags, perform, meaning, words) [ALT_FX_##id] = words,
#include "effects.def"
#undef EFFECT
};

static const char *const trigger_words[ALT_TRIG__COUNT] = {
    [ALT_TRIG_HAND] = "(h) When played from Hand", [ALT_TRIG_RESERVE] = "(r) When played from Reserve",
    [ALT_TRIG_JOIN] = "(j) When it joins the Expedition or Landmark zone", [ALT_TRIG_NOON] = "At Noon",
    [ALT_TRIG_SPELL] = "As it resolves", [ALT_TRIG_SUPPORT] = "(d) Support, discarding it from Reserve",
    [ALT_TRIG_AFTERNOON] = "As each Afternoon begins", [ALT_TRIG_PLAY_SPELL] = "When you play a Spell",
    [ALT_TRIG_STATIC] = "Always", [ALT_TRIG_REQUIRE] = "To play it",
    [ALT_TRIG_LEAVE] = "When it leaves the Expedition zone",
    [ALT_TRIG_FAIL] = "When its Expedition fails to move forward at Dusk",
    [ALT_TRIG_LEAVE_TO_RESERVE] = "When it goes from the Expedition zone to Reserve",
    [ALT_TRIG_LEAVE_LANDMARK] = "When it leaves your Landmark zone", [ALT_TRIG_THEN] = "Then",
    [ALT_TRIG_EXHAUST] = "(t) Exhaust it", [ALT_TRIG_DUSK] = "At Dusk",
    [ALT_TRIG_ALLY_JOINS] = "When a Character joins your Expeditions", [ALT_TRIG_PLAY_CHAR] = "When you play a Character",
    [ALT_TRIG_ROLL] = "When you roll a die", [ALT_TRIG_SACRIFICED] = "When it is sacrificed",
    [ALT_TRIG_PLAY_PERM] = "When you play a Permanent",
    [ALT_TRIG_BOOSTED] = "When a Character you control gains boosts", [ALT_TRIG_TOKEN_MADE] = "When you create a token",
    [ALT_TRIG_YOU_SACRIFICE] = "When you sacrifice a Character",
    [ALT_TRIG_FOREST_MOVE] = "When one of your Expeditions moves forward with Forest",
    [ALT_TRIG_OPP_DRAWS] = "When an opponent draws cards or Resupplies",
    [ALT_TRIG_FAIL_REST] = "When its Expedition fails to move forward at Dusk, after Rest",
    [ALT_TRIG_NIGHT_REST] = "At Night, after Rest",
    [ALT_TRIG_START] = "As the game begins", [ALT_TRIG_RESERVE_LEFT] = "When a card leaves your Reserve during the Afternoon",
    [ALT_TRIG_HAND_TO_RESERVE] = "When it goes from your Hand to your Reserve",
    [ALT_TRIG_INSTEAD_LEAVE] = "If it would leave the Expedition zone",
    [ALT_TRIG_ATTEMPT_ASCEND] = "If one of your Ascended Expeditions would attempt to Ascend again",
    [ALT_TRIG_ASCEND_MOVE] = "When one of your Expeditions moves forward due to Ascend",
    [ALT_TRIG_TO_RESERVE_ANY] = "When it goes to Reserve from anywhere",
    [ALT_TRIG_SELF_BOOSTED] = "When it gains 1 or more boosts", [ALT_TRIG_GAIN_FLEETING] = "When it gains Fleeting",
    [ALT_TRIG_GAIN_ASLEEP] = "When it gains Asleep",
    [ALT_TRIG_ALLY_FLEETING] = "When a Character you control gains Fleeting",
    [ALT_TRIG_JOINS_MY_EXP] = "When another Character joins its Expedition",
    [ALT_TRIG_JOINS_EXP] = "When a Character joins one of your Expeditions",
    [ALT_TRIG_MY_EXP_FORWARD] = "When its Expedition moves forward",
    [ALT_TRIG_MY_EXP_FOREST] = "When its Expedition moves forward due to Forest",
    [ALT_TRIG_CARD_TO_RESERVE] = "When a card goes from your Deck or Hand to your Reserve",
    [ALT_TRIG_YOU_EXHAUST] = "When you exhaust a card in Reserve",
    [ALT_TRIG_THIRD_COUNTER] = "When it gains its third counter", [ALT_TRIG_MODE] = "  mode",
    /* Skybound Odyssey */
    [ALT_TRIG_PASS_FIRST] = "When you pass first",
    [ALT_TRIG_JOINS_FACING] = "When a Character joins the Expedition facing it",
    [ALT_TRIG_ASCENDED_FORWARD] = "When one or more of your Ascended Expeditions moves forward",
    /* Whispers from the Maze */
    [ALT_TRIG_ALLY_ANCHORED] = "When a Character you control gains Anchored",
    [ALT_TRIG_ALLY_LEAVES] = "When a Character leaves your Expeditions",
    [ALT_TRIG_OPP_PLAY_CHAR] = "When an opponent plays a Character",
    [ALT_TRIG_LEAVE_PER_BOOST] = "When it leaves the Expedition zone, for each of its boosts",
    [ALT_TRIG_OPP_PLAYS_RESERVE] = "When an opponent plays a card from Reserve",
    [ALT_TRIG_PLAYS_RESERVE] = "When you play another card from Reserve",
    [ALT_TRIG_PERM_JOINS] = "When another Permanent joins your Expeditions or Landmarks",
    /* Skybound Odyssey, Eris */
    [ALT_TRIG_WOULD_FORWARD] = "If its Expedition would move forward during Dusk",
    [ALT_TRIG_ROLLED] = "When you roll one or more dice",
    [ALT_TRIG_ROLL_REVEAL] = "If you would roll one or more dice, also reveal the top card of your Deck; when you reveal it this way",
    /* Whispers from the Maze, BLISS Fan */
    [ALT_TRIG_RESERVE_BOOSTED] = "When a Character in your Reserve gains 1 or more boosts",
    /* Whispers from the Maze, Fiore dei Liberi */
    [ALT_TRIG_NIGHT] = "At Night",
    /* Whispers from the Maze, The Hunger */
    [ALT_TRIG_DISCARD_JOINS] = "When a card joins the discard pile",
    /* Unique parts: triggers */
    [ALT_TRIG_NEWLY_BOOSTED] = "When a non-Boosted Character you control gains 1 or more boosts",
    [ALT_TRIG_PASS] = "When you pass", [ALT_TRIG_RESUPPLIED] = "When you Resupply",
    [ALT_TRIG_OPP_DRAWS_CARDS] = "When an opponent draws one or more cards",
    [ALT_TRIG_HAND_DISCARDED] = "When you discard a card from your Hand",
    [ALT_TRIG_HAND_TO_RESERVE_ANY] = "When you put a card from your Hand in Reserve",
    [ALT_TRIG_HAND_OR_RESERVE_DISCARDED] = "When you discard a card from your Hand or your Reserve",
    [ALT_TRIG_MY_EXP_ASCEND] = "When its Expedition moves forward due to Ascend",
    [ALT_TRIG_SUPPORT_USED] = "When a (d) ability is activated on your turn",
    [ALT_TRIG_TOKENS_MADE] = "When you create one or more tokens",
    [ALT_TRIG_GIFT] = "When an opponent receives a Gift (on your turn, they draw cards, Resupply or receive tokens)",
    /* Unique parts: tail */
    [ALT_TRIG_ANY_PASS] = "When any player passes",
    [ALT_TRIG_LEAVE_ASCENDED] = "When it leaves an Ascended Expedition",
};

static const char *const target_words[] = {
    "target Character", "target Character you control", "another target Character",
    "target Character or Permanent", "target Permanent you control", "target Fleeting, Anchored or Asleep Character",
    "target Fleeting, Anchored or Asleep Character, or Permanent", "target Plant",
    "target Character of yours in its other Expedition", "another target Fleeting Character",
    "target Character in its Expedition", "target Character in the Expedition facing it",
    "another target Character in Forest", "target Character with no statistic over 3",
    "target Character or Expedition Permanent", "target Character in Forest", "target Permanent",
    "target Fleeting Character", "another target Character you control", "target Character in a Reserve",
    "target Character in play or in a Reserve", "another target Character in play or in a Reserve",
    "target Boosted Character",
    "target non-Fleeting Character",
    "target Character in an Ascended Expedition", "target token Character",
    "target Character in a single-terrain region", "target Character in Water",
    "target Fleeting or Asleep Character", "target Fleeting or Boosted Character",
    "another target Character in your Reserve",
    "another target Character with Forest no higher than its own", "target non-Companion token",
    "target token Permanent", "target Character in play or in a Reserve with a {D} ability"};
static const char *const filter_words[] = {"card", "Character", "Spell", "Permanent", "Plant", "Bureaucrat",
                                           "Character with Hand Cost 3 or less", "Character played from Reserve",
                                           "card with Hand Cost 3 or less", "Character with Hand Cost 4 or more",
                                           "Spell with Hand Cost 4 or more", "Animal", "Animal or Adventurer",
                                           "Character with a base statistic of 0", "Robot or Permanent", "Artist or Song",
                                           "Artist", "Robot" /* Whispers from the Maze */,
                                           "Character with Hand Cost 3 or more" /* Skybound Odyssey */,
                                           "Character played in Forest" /* Whispers from the Maze */};
static const char *const where_words[] = {"in its Expedition", "in each of your Expeditions", "in your other Expedition",
                                          "in your Hero Expedition", "in your Companion Expedition",
                                          "in the Expedition of your choice", "in one target Expedition of yours",
                                          "in the Expedition it left", "in your opponent's Companion Expedition",
                                          "in the Companion Expedition of its owner", "in each Expedition, each player's",
                                          "in each of your Expeditions that is behind or tied",
                                          "in each of your Ascended Expeditions",
                                          "in an Expedition of your opponent's of your choice",
                                          "in the Expedition facing it", "in one target Expedition it is not in"};
static const char *const group_words[] = {"Characters you control", "Robots you control", "Plants you control",
                                          "the other Characters you control", "the other Robots you control",
                                          "the other Plants you control", "the other Animals you control",
                                          "the other Artists you control"};
static const char *const sacrifice_words[] = {"a Character you control", "a Character of yours in its Expedition",
                                              "a Character or Permanent you control",
                                              "another Robot or a Permanent you control",
                                              "a Plant or a Permanent you control", "a Permanent you control"};
static const char *const terrain_words[] = {"Forest", "Mountain", "Water"};

typedef struct out {
    char *buf;
    size_t cap, n;
} out;

static void say(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(o->n < o->cap ? o->buf + o->n : NULL, o->n < o->cap ? o->cap - o->n : 0, fmt, ap);
    va_end(ap);
    if (k > 0)
        o->n += (size_t)k;
}

static const char *status_word(unsigned bit)
{
    return bit == ALT_STATUS_FLEETING ? "Fleeting" : bit == ALT_STATUS_ANCHORED ? "Anchored" : bit == ALT_STATUS_ASLEEP ? "Asleep"
                                                                                                          : "a status";
}

static const char *pick(const char *const *table, size_t n, unsigned i)
{
    return i < n ? table[i] : "?";
}
#define PICK(table, i) pick(table, sizeof table / sizeof table[0], (i))

static void say_mod(out *o, const alt_ability *a)
{
    switch (a->arg) {
    case ALT_MOD_COST: say(o, "costs %d less", a->amount); break;
    case ALT_MOD_BOOST: say(o, "gains %d boost%s", a->amount, a->amount == 1 ? "" : "s"); break;
    case ALT_MOD_LOSE_FLEETING: say(o, "loses Fleeting"); break;
    case ALT_MOD_FREE: say(o, "is free"); break;
    case ALT_MOD_ANCHORED: say(o, "gains Anchored"); break;
    case ALT_MOD_FREE_HAND_UNFLEETING: say(o, "is free and, played from Hand, loses Fleeting"); break;
    case ALT_MOD_HAND_R_TRIGGERS: say(o, "activates its (r) abilities too, played from Hand"); break;
    case ALT_MOD_COST_MIN1: say(o, "costs %d less, down to a minimum of 1", a->amount); break;
    case ALT_MOD_MAY_ASLEEP: say(o, "may gain Asleep, as you choose"); break;
    case ALT_MOD_HAND_R_ONE: say(o, "activates one of its (r) abilities, played from Hand"); break;
    default: say(o, "?"); break;
    }
}

/* The effect's words, its arguments filled in. */
static void say_effect(out *o, const alt_cards *db, const alt_ability *a);

size_t alt_ability_words(const alt_cards *db, const alt_ability *a, char *buf, size_t cap)
{
    out o = {buf, cap, 0};
    if (buf != NULL && cap > 0)
        buf[0] = '\0';
    say_effect(&o, db, a);
    return o.n;
}

static void say_effect(out *o, const alt_cards *db, const alt_ability *a)
{
    unsigned e = a->effect;                /* a byte: every effect fits (ability.h) */
    const char *w = e < ALT_FX__COUNT ? effect_words[e] : NULL;
    if (w == NULL) {
        say(o, "?");
        return;
    }
    int n = a->amount, upto = (a->flags & ALT_ABILITY_UPTO) != 0;
    for (const char *p = w; *p;) {
        if (*p != '{') {
            const char *brace = strchr(p, '{');
            size_t len = brace ? (size_t)(brace - p) : strlen(p);
            say(o, "%.*s", (int)len, p);
            p += len;
            continue;
        }
        const char *end = strchr(p, '}');
        if (end == NULL)
            break;
        char key[16];
        size_t klen = (size_t)(end - p - 1) < sizeof key - 1 ? (size_t)(end - p - 1) : sizeof key - 1;
        memcpy(key, p + 1, klen);
        key[klen] = '\0';
        p = end + 1;
        if (strcmp(key, "n") == 0) {
            if (n == ALT_AMOUNT_ROLL)
                say(o, "X (the die's result)");
            else if (n == ALT_AMOUNT_BUREAUCRATS)
                say(o, "one per Bureaucrat you control:");
            else if (alt_ability_counters_plus(n) >= 0)      /* Whispers from the Maze */
                say(o, "X+%d (X its counters)", alt_ability_counters_plus(n));
            else
                say(o, "%d", n);
        } else if (strcmp(key, "s") == 0) {
            say(o, "%s", n == 1 ? "" : "s");
        } else if (strcmp(key, "less") == 0) {
            if (n != 0)
                say(o, " for %d less", n);                  /* 0: its cost in full */
        } else if (strcmp(key, "m") == 0) {
            say(o, "%d", a->effect == ALT_FX_TARGETS_TO_RESERVE ? a->cost_max : a->arg);
        } else if (strcmp(key, "status") == 0) {
            say(o, "%s", status_word(a->arg));
        } else if (strcmp(key, "target") == 0) {
            if (a->flags & ALT_ABILITY_TWO)
                say(o, "%s", upto ? "up to two of " : "two of ");
            else if (upto)
                say(o, "up to one ");
            say(o, "%s", PICK(target_words, a->where));
            const char *cost = (a->flags & ALT_ABILITY_BASE_COST) ? "Base Cost" : "Hand Cost";
            if (a->cost_max == ALT_COST_MY_CHARS)
                say(o, " with Hand Cost up to the Characters you control");
            else if (a->cost_max == ALT_COST_MY_CHAR_COST)
                say(o, " with Hand Cost up to the Hand Cost of a Character you control");
            else if (a->cost_max == ALT_COST_IT)
                say(o, " with Hand Cost equal to that card's or lower");
            else if (a->cost_max == ALT_COST_ROLL)
                say(o, " with %s X or less (X the die's result)", cost);
            else if (alt_ability_counters_plus(a->cost_max) >= 0)
                say(o, " with Hand Cost X+%d or less (X its counters)", alt_ability_counters_plus(a->cost_max));
            else if (a->cost_max >= 0)
                say(o, " with %s %d or less", cost, a->cost_max);
            else if (a->it_cost_min > 0 && !alt_ability_about_play(a))   /* else the card played's */
                say(o, " with %s %u or more", cost, a->it_cost_min);
        } else if (strcmp(key, "filter") == 0) {
            say(o, "%s", PICK(filter_words, a->where));
        } else if (strcmp(key, "whose") == 0) {          /* day_tough: (N,FILTER,mine|player) */
            say(o, "every %s %s", PICK(filter_words, a->arg), a->where ? "target player controls" : "you control");
        } else if (strcmp(key, "then") == 0 || strcmp(key, "else") == 0) {   /* reveal_top */
            static const char *const dest[] = {"stays on top", "is drawn", "is discarded", "goes to your Reserve",
                                               "goes to your Reserve as a Resupply"};
            say(o, "%s", PICK(dest, key[0] == 't' ? a->arg : a->amount));
        } else if (strcmp(key, "a_token") == 0) {       /* "an Aerolith", "a Manaseed" */
            const alt_card_info *t = alt_cards_get(db, a->card);
            const char *name = t ? t->name : "?";
            say(o, "%s %s", strchr("AEIOU", name[0]) ? "an" : "a", name);
        } else if (strcmp(key, "token") == 0) {
            const alt_card_info *t = alt_cards_get(db, a->card);
            say(o, "%s", t ? t->name : "?");
        } else if (strcmp(key, "landmarks") == 0) {   /* Skybound Odyssey: landmark_token */
            static const char *const whose[] = {"your Landmarks", "the Landmarks of its controller",
                                                "each player's Landmarks", "your opponent's Landmarks"};
            say(o, "%s", a->where == 1 ? "target player's Landmarks" : PICK(whose, a->arg));
        } else if (strcmp(key, "tokwhere") == 0) {
            say(o, "%s", PICK(where_words, a->where));
        } else if (strcmp(key, "mod") == 0) {
            say_mod(o, a);
        } else if (strcmp(key, "upto") == 0) {
            say(o, "%s", (a->flags & ALT_ABILITY_TWO) ? "up to two of " : upto ? "up to one " : "");
        } else if (strcmp(key, "per") == 0) {
            if (a->arg == ALT_PER_MY_RESERVE || a->arg == ALT_PER_ALL_RESERVES)
                say(o, "%s", a->arg ? "card in every Reserve" : "card in your Reserve");
            else if (a->arg == ALT_PER_ROLL)
                say(o, "point of the die's result");
            else
                say(o, "one of %s", alt_ability_count_words((alt_condition)(ALT_COND_FIRST_COUNT + a->arg - ALT_PER_COUNT)));
        } else if (strcmp(key, "terrain") == 0) {
            say(o, "%s", PICK(terrain_words, a->arg));
        } else if (strcmp(key, "choose") == 0) {
            say(o, "%s", a->arg == ALT_CHOOSE_REPEAT ? " (the same one more than once if you like)"
                         : a->arg == ALT_CHOOSE_BOTH_UNLESS_AHEAD ? " (both, if none of your Expeditions is ahead)"
                         : a->arg == ALT_CHOOSE_OR_BOTH          ? " (or both, if you like)"
                                                                  : "");
            if (upto)
                say(o, " (or none)");             /* "choose up to N" */
        } else if (strcmp(key, "keyword") == 0) {
            static const char *const kw[] = {"Defender", "Eternal", "Gigantic", "Seasoned", "Cooldown", "Fleeting",
                                             "Tough"};
            say(o, "%s", a->arg < sizeof kw / sizeof kw[0] ? kw[a->arg] : "?");
            if (a->arg == 6)
                say(o, " %d", n);
        } else if (strcmp(key, "group") == 0) {
            say(o, "%s", PICK(group_words, a->where));
        } else if (strcmp(key, "scope") == 0) {
            if (a->effect == ALT_FX_GROUP_SWITCH)
                say(o, "%s", a->where ? "of target player" : "you control");
            else
                say(o, "%s", a->where == 2 ? "in target Expedition that is ahead"
                             : a->where ? "of target player" : "in target Expedition");
        } else if (strcmp(key, "sac") == 0) {
            say(o, "%s", PICK(sacrifice_words, a->where));
        } else if (strcmp(key, "join") == 0) {
            say(o, "%s", a->where ? "other Character" : "Permanent");
        } else if (strcmp(key, "refresh") == 0) {
            say(o, "%s", a->arg ? " and Reserve" : "");
        } else if (strcmp(key, "ascend") == 0) {
            static const char *const ascend_words[] = {"its Expedition Ascends", "each of your Expeditions Ascends",
                                                       "your Hero Expedition Ascends",
                                                       "your Companion Expedition Ascends",
                                                       "the Expedition facing it Ascends"};
            say(o, "%s", PICK(ascend_words, a->where));
        } else if (strcmp(key, "terrains") == 0) {
            static const char *const t[] = {"Forest", "Mountain", "Water"};
            int said = 0;
            for (int k = 0; k < 3; k++)
                if (a->arg & (1u << k))
                    say(o, "%s%s", said++ ? "/" : "", t[k]);
        } else if (strcmp(key, "rush") == 0) {
            if (a->where != ALT_FILTER_ANY)
                say(o, " a %s", PICK(filter_words, a->where));
            say(o, " (you play it at once, paying for it)");
        } else if (strcmp(key, "base") == 0) {
            if ((a->effect == ALT_FX_PLAY_LESS_MIN1 || a->effect == ALT_FX_PLAYS_COST_LESS) && a->arg)
                say(o, " from your Reserve");
            const char *cost = (a->flags & ALT_ABILITY_BASE_COST) ? "Base Cost" : "Hand Cost";   /* hand>= */
            if (a->cost_max >= 0)
                say(o, " with %s %d or less", cost, a->cost_max);
            if (a->it_cost_min > 0)
                say(o, " with %s %u or more", cost, a->it_cost_min);
        } else if (strcmp(key, "depending") == 0) {   /* remove_all_boosts's ranges */
            const int least[3] = {a->amount, a->arg, a->cost_max};
            for (int k = 0; k < 3 && least[k] > 0; k++) {
                int next = k < 2 && least[k + 1] > 0 ? least[k + 1] : 0;
                if ((a->flags & ALT_ABILITY_CUMULATIVE) || next == 0)
                    say(o, "%s%d+", k ? ", " : "", least[k]);
                else
                    say(o, "%s%d-%d", k ? ", " : "", least[k], next - 1);
            }
        } else if (strcmp(key, "limits") == 0) {
            say(o, "%s", a->arg ? "every player's" : "your");
        } else if (strcmp(key, "signed") == 0) {
            say(o, "%s %d", a->amount < 0 ? "is reduced by" : "is increased by", a->amount < 0 ? -a->amount : a->amount);
        } else {
            say(o, "{%s}", key);
        }
    }
}

/* "if you control 2 Landmarks or more": the condition's words. */
static void say_condition(out *o, const alt_ability *a)
{
    int n = a->cond_arg;
    if (a->cond >= ALT_COND_FIRST_COUNT) {
        const char *w = alt_ability_count_words((alt_condition)a->cond);
        int le = (a->flags & ALT_ABILITY_COND_LE) != 0;
        if (w != NULL && strncmp(w, "1 when ", 7) == 0 && n == (le ? 0 : 1))
            say(o, "%s%s", le ? "not: " : "", w + 7);      /* a count that is 0 or 1: a yes or no */
        else
            say(o, "%s: %d or %s", w ? w : "?", n, le ? "fewer" : "more");
        return;
    }
    if (a->flags & ALT_ABILITY_COND_LE) {            /* "at most N": not N + 1 or more */
        alt_ability more = *a;
        more.flags &= ~(uint32_t)ALT_ABILITY_COND_LE;
        more.cond_arg = (int8_t)(n + 1);
        say(o, "not (");
        say_condition(o, &more);
        say(o, ")");
        return;
    }
    switch ((alt_condition)a->cond) {
    case ALT_COND_LANDMARKS_GE: say(o, "you control %d Landmarks or more", n); break;
    case ALT_COND_OTHER_CHARS_GE: say(o, "you control %d other Characters or more", n); break;
    case ALT_COND_FIRST_PLAYER: say(o, "you are the first player"); break;
    case ALT_COND_PLANTS_GE: say(o, "you control %d Plants or more", n); break;
    case ALT_COND_BOOSTED_GE: say(o, "you control %d Boosted Characters or more", n); break;
    case ALT_COND_OTHER_BOOSTED_GE: say(o, "you control %d other Boosted Characters or more", n); break;
    case ALT_COND_ZERO_STATS_GE: say(o, "your Characters have %d base statistics of 0 or more", n); break;
    case ALT_COND_TOKENS_GE: say(o, "you control %d tokens or more", n); break;
    case ALT_COND_ROLL_GE: say(o, "the die shows %d or more", n); break;
    case ALT_COND_ROLL_LE: say(o, "the die shows %d or less", n); break;
    case ALT_COND_DID: say(o, "you do"); break;
    case ALT_COND_DID_LE: say(o, "you don't"); break;
    case ALT_COND_SELF_BOOSTS_GE: say(o, "it has %d boost%s or more", n, n == 1 ? "" : "s"); break;
    case ALT_COND_SELF_BOOSTS_LE: say(o, "it has %d boost%s or fewer", n, n == 1 ? "" : "s"); break;
    case ALT_COND_BUREAUCRATS_GE: say(o, "you control %d Bureaucrats or more", n); break;
    case ALT_COND_SELF_FLEETING_GE: say(o, "it is Fleeting"); break;
    case ALT_COND_SELF_FLEETING_LE: say(o, "it is not Fleeting"); break;
    case ALT_COND_SELF_COUNTERS_GE: say(o, "it has %d counters or more", n); break;
    case ALT_COND_SELF_COUNTERS_LE: say(o, "it has %d counters or fewer", n); break;
    case ALT_COND_DAY_GE: say(o, "it is Day %d or later", n); break;
    case ALT_COND_FESTIVAL: say(o, "you control a Fleeting, an Anchored and an Asleep Character"); break;
    case ALT_COND_ASCENDED_GE: say(o, "%d or more of your Expeditions are Ascended", n); break;
    case ALT_COND_MY_EXP_ASCENDED: say(o, "its Expedition is Ascended"); break;
    case ALT_COND_SINGLE_TERRAIN_GE: say(o, "%d or more visible regions have a single terrain", n); break;
    case ALT_COND_IT_COST_GE: say(o, "that card's Hand Cost is %d or more", n); break;
    case ALT_COND_IT_ZERO_TERRAIN: say(o, "that Character is in a terrain where its base statistic is 0"); break;
    case ALT_COND_IT_IN_FOREST_GE: say(o, "that Character is in Forest"); break;
    case ALT_COND_IT_IN_FOREST_LE: say(o, "that Character is not in Forest"); break;
    case ALT_COND_IT_BEHIND: say(o, "that Character's Expedition is behind"); break;
    case ALT_COND_IT_ASLEEP: say(o, "that Character is Asleep"); break;
    default: say(o, "?"); break;
    }
}

size_t alt_cards_ability_words(const alt_cards *db, uint16_t index, char *buf, size_t cap)
{
    out o = {buf, cap, 0};
    if (buf != NULL && cap > 0)
        buf[0] = '\0';
    const alt_card_info *c = alt_cards_get(db, index);
    if (c == NULL)
        return 0;
    if (!c->supported) {
        unsigned part;
        int slot;
        const char *why = alt_cards_unique_refusal(db, index, &part, &slot);
        if (why != NULL)
            say(&o, "not implemented by this build: %s\n", why);
        else
            say(&o, "not implemented by this build (its abilities are not yet in the project's encoding)\n");
        return o.n;
    }
    int count;
    const alt_ability *list = alt_cards_abilities(db, index, &count);
    for (int i = 0; i < count; i++) {
        const alt_ability *a = &list[i];
        int alternative = a->trigger == ALT_TRIG_THEN && i > 0 && list[i - 1].trigger == ALT_TRIG_INSTEAD_LEAVE;
        if (a->flags & ALT_ABILITY_SUPPORT)
            say(&o, "(I) In Reserve and ready: ");
        const char *when = PICK(trigger_words, a->trigger);
        if (a->trigger == ALT_TRIG_YOU_SACRIFICE && (a->flags & (ALT_ABILITY_SAC_PERM | ALT_ABILITY_SAC_ANY)))
            when = (a->flags & ALT_ABILITY_SAC_PERM) ? "When you sacrifice a Permanent"
                                                     : "When you sacrifice a Character or Permanent";
        if (a->trigger == ALT_TRIG_PLAY_CHAR && (a->flags & ALT_ABILITY_ARTIST_OR_SONG))
            when = "When you play a Song or Artist";   /* Whispers from the Maze */
        if (a->trigger == ALT_TRIG_WOULD_FORWARD && (a->flags & ALT_ABILITY_ANY_MOVE))
            when = "If its Expedition would move forward (at Dusk or by an effect)";   /* Rune's Testament */
        say(&o, "%s", alternative || (a->flags & ALT_ABILITY_OTHERWISE) ? "  if not"
                      : a->trigger == ALT_TRIG_THEN ? "  then" : when);
        if (a->trigger == ALT_TRIG_EXHAUST && a->mana)
            say(&o, ", pay %u", a->mana);
        if (alt_ability_about_play(a) && a->it_cost_min && a->it_cost_min != ALT_COST_MY_COUNTERS) {
            const char *cost = (a->flags & ALT_ABILITY_BASE_COST) ? "Base Cost" : "Hand Cost";   /* the card played's */
            if (a->played_max)
                say(&o, " with %s %u to %u", cost, a->it_cost_min, a->played_max);
            else
                say(&o, " with %s %u or more", cost, a->it_cost_min);
        }
        if (a->spend)
            say(&o, ", spend %u of its %s", a->spend, (a->flags & ALT_ABILITY_SPEND_BOOSTS) ? "boosts" : "counters");
        int in_trigger = a->cond != ALT_COND_NONE && !(a->flags & ALT_ABILITY_STEP_COND) &&
                         a->trigger != ALT_TRIG_THEN && a->trigger != ALT_TRIG_STATIC;
        if (in_trigger) {
            say(&o, ", if ");
            say_condition(&o, a);
        }
        say(&o, ": ");
        if (a->flags & ALT_ABILITY_EACH) {             /* Unique parts (CR 6.5.i) */
            say(&o, "once per one of %s, one after the other: ", alt_ability_count_words((alt_condition)a->cond));
        } else if (a->cond != ALT_COND_NONE && !in_trigger) {
            say(&o, "if ");
            say_condition(&o, a);
            say(&o, ", ");
        }
        if ((a->flags & ALT_ABILITY_MAY) && (a->flags & ALT_ABILITY_EXHAUST_ME))
            say(&o, "you may exhaust it so that ");
        else if ((a->flags & ALT_ABILITY_MAY) && a->mana && a->trigger != ALT_TRIG_EXHAUST)
            say(&o, "you may pay %u so that ", a->mana);
        else if (a->flags & ALT_ABILITY_HAVE)
            say(&o, "you may have it so that ");
        else if (a->flags & ALT_ABILITY_MAY)
            say(&o, "you may choose that ");
        say_effect(&o, db, a);
        if (a->times)                             /* Whispers from the Maze (CR 4.0 6.5.i) */
            say(&o, ", X+%d times (X its counters), one after the other", a->times - 1);
        if (a->trigger == ALT_TRIG_INSTEAD_LEAVE || a->trigger == ALT_TRIG_ATTEMPT_ASCEND)
            say(&o, " instead");
        if (a->flags & (ALT_ABILITY_IFYES | ALT_ABILITY_IFDONE))
            say(&o, " (the steps that follow need it done)");
        say(&o, "\n");
    }
    if (count == 0)
        say(&o, "no ability beyond its keywords\n");
    return o.n;
}
