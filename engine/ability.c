/*
 * ability.c: the parser of the abilities column.
 *
 * Grammar (docs/card-database.md):
 *   abilities := ability (';' ability)*
 *   ability   := TRIGGER ':' ['may '] EFFECT ['(' ARGS ')'] [(' if(' | ' step_if(') COND ')']
 *   TRIGGER   := H | R | J | NOON | SPELL | D
 * The parser is strict: anything it does not know makes the whole column
 * invalid, so a typo can never become a card that silently does nothing.
 */
#include "ability.h"
#include "ability_cursor.h"
#include "cards.h"

#include <string.h>

static const char *const trigger_names[ALT_TRIG__COUNT] = {
    [ALT_TRIG_HAND] = "H", [ALT_TRIG_RESERVE] = "R", [ALT_TRIG_JOIN] = "J",
    [ALT_TRIG_NOON] = "NOON", [ALT_TRIG_SPELL] = "SPELL", [ALT_TRIG_SUPPORT] = "D",
    [ALT_TRIG_AFTERNOON] = "AFTERNOON", [ALT_TRIG_PLAY_SPELL] = "PLAYSPELL", [ALT_TRIG_STATIC] = "STATIC",
    [ALT_TRIG_REQUIRE] = "REQUIRE", [ALT_TRIG_LEAVE] = "LEAVE", [ALT_TRIG_FAIL] = "FAIL",
    [ALT_TRIG_LEAVE_TO_RESERVE] = "TORESERVE", [ALT_TRIG_LEAVE_LANDMARK] = "LEAVELANDMARK", [ALT_TRIG_THEN] = "THEN",
    [ALT_TRIG_DUSK] = "DUSK", [ALT_TRIG_ALLY_JOINS] = "ALLYJOINS", [ALT_TRIG_PLAY_CHAR] = "PLAYCHAR", [ALT_TRIG_ROLL] = "ROLL",
    [ALT_TRIG_SACRIFICED] = "SACRIFICED", [ALT_TRIG_PLAY_PERM] = "PLAYPERM", [ALT_TRIG_BOOSTED] = "BOOSTED",
    [ALT_TRIG_TOKEN_MADE] = "TOKENMADE", [ALT_TRIG_YOU_SACRIFICE] = "YOUSACRIFICE",
    [ALT_TRIG_FOREST_MOVE] = "FORESTMOVE", [ALT_TRIG_OPP_DRAWS] = "OPPDRAWS", [ALT_TRIG_FAIL_REST] = "FAILREST",
    [ALT_TRIG_NIGHT_REST] = "NIGHTREST",
    [ALT_TRIG_START] = "START", [ALT_TRIG_RESERVE_LEFT] = "RESERVELEFT", [ALT_TRIG_HAND_TO_RESERVE] = "HANDTORESERVE",
    [ALT_TRIG_INSTEAD_LEAVE] = "INSTEAD_LEAVE", [ALT_TRIG_ATTEMPT_ASCEND] = "ATTEMPT_ASCEND",
    [ALT_TRIG_ASCEND_MOVE] = "ASCENDMOVE",
    [ALT_TRIG_TO_RESERVE_ANY] = "TORESERVEANY", [ALT_TRIG_SELF_BOOSTED] = "IBOOSTED",
    [ALT_TRIG_GAIN_FLEETING] = "GAINFLEETING", [ALT_TRIG_GAIN_ASLEEP] = "GAINASLEEP",
    [ALT_TRIG_ALLY_FLEETING] = "ALLYFLEETING", [ALT_TRIG_JOINS_MY_EXP] = "JOINSMYEXP",
    [ALT_TRIG_JOINS_EXP] = "JOINSEXP", [ALT_TRIG_MY_EXP_FORWARD] = "MYEXPFORWARD",
    [ALT_TRIG_MY_EXP_FOREST] = "MYEXPFOREST", [ALT_TRIG_CARD_TO_RESERVE] = "CARDTORESERVE",
    [ALT_TRIG_YOU_EXHAUST] = "YOUEXHAUST", [ALT_TRIG_THIRD_COUNTER] = "THIRDCOUNTER", [ALT_TRIG_MODE] = "MODE",
    /* Skybound Odyssey */
    [ALT_TRIG_PASS_FIRST] = "PASSFIRST", [ALT_TRIG_JOINS_FACING] = "JOINSFACING",
    [ALT_TRIG_ASCENDED_FORWARD] = "ASCENDEDFORWARD",
    /* Whispers from the Maze */
    [ALT_TRIG_ALLY_ANCHORED] = "ALLYANCHORED", [ALT_TRIG_ALLY_LEAVES] = "ALLYLEAVES",
    [ALT_TRIG_OPP_PLAY_CHAR] = "OPPPLAYCHAR", [ALT_TRIG_LEAVE_PER_BOOST] = "LEAVEPERBOOST",
    [ALT_TRIG_OPP_PLAYS_RESERVE] = "OPPPLAYRESERVE", [ALT_TRIG_PLAYS_RESERVE] = "PLAYRESERVE",
    /* Whispers from the Maze, its later designs */
    [ALT_TRIG_PERM_JOINS] = "PERMJOINS",
    /* Skybound Odyssey, Eris */
    [ALT_TRIG_WOULD_FORWARD] = "WOULDFORWARD", [ALT_TRIG_ROLLED] = "ROLLED", [ALT_TRIG_ROLL_REVEAL] = "ROLLREVEAL",
    /* Whispers from the Maze, BLISS Fan */
    [ALT_TRIG_RESERVE_BOOSTED] = "RESERVEBOOSTED",
    /* Whispers from the Maze, Fiore dei Liberi */
    [ALT_TRIG_NIGHT] = "NIGHT",
    /* Whispers from the Maze, The Hunger */
    [ALT_TRIG_DISCARD_JOINS] = "DISCARDJOINS",
    /* Unique parts: triggers */
    [ALT_TRIG_NEWLY_BOOSTED] = "NEWLYBOOSTED", [ALT_TRIG_PASS] = "PASS", [ALT_TRIG_RESUPPLIED] = "RESUPPLIED",
    [ALT_TRIG_OPP_DRAWS_CARDS] = "OPPDRAWSCARDS", [ALT_TRIG_HAND_DISCARDED] = "HANDDISCARDED",
    [ALT_TRIG_HAND_TO_RESERVE_ANY] = "HANDTORESERVEANY", [ALT_TRIG_SUPPORT_USED] = "SUPPORTUSED",
    [ALT_TRIG_HAND_OR_RESERVE_DISCARDED] = "HANDRESERVEDISCARDED", [ALT_TRIG_MY_EXP_ASCEND] = "MYEXPASCEND",
    [ALT_TRIG_TOKENS_MADE] = "TOKENSMADE",
    /* Unique parts: Seeds of Unity's Gift */
    [ALT_TRIG_GIFT] = "GIFT",
    /* Unique parts: tail */
    [ALT_TRIG_ANY_PASS] = "ANYPASS", [ALT_TRIG_LEAVE_ASCENDED] = "LEAVEASCENDED",
};

alt_trigger alt_ability_trigger_of(const char *word)
{
    int t = lookup(word, trigger_names, ALT_TRIG__COUNT);
    return t < 0 ? ALT_TRIG__COUNT : (alt_trigger)t;
}

static const char *const effect_names[ALT_FX__COUNT] = {
#define EFFECT(id, name, args, flags, perform, meaning, words) [ALT_FX_##id] = name,
#include "effects.def"
#undef EFFECT
};

static const uint8_t effect_args[ALT_FX__COUNT] = {
#define EFFECT(id, name, args, flags, perform, meaning, words) [ALT_FX_##id] = args,
#include "effects.def"
#undef EFFECT
};

const uint32_t alt_ability_effect_flag_table[ALT_FX__COUNT] = {
#define EFFECT(id, name, args, flags, perform, meaning, words) [ALT_FX_##id] = flags,
#include "effects.def"
#undef EFFECT
};

int alt_ability_edition(const alt_ability *a)
{
    int four = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_ED4) ||
               a->trigger == ALT_TRIG_ATTEMPT_ASCEND || a->trigger == ALT_TRIG_ASCEND_MOVE ||
               a->trigger == ALT_TRIG_ASCENDED_FORWARD || a->trigger == ALT_TRIG_MY_EXP_ASCEND ||
               a->trigger == ALT_TRIG_LEAVE_ASCENDED ||
               /* Whispers from the Maze: a card played from Reserve is told only by 4.0's Limbo (play.c) */
               a->trigger == ALT_TRIG_OPP_PLAYS_RESERVE || a->trigger == ALT_TRIG_PLAYS_RESERVE ||
               a->cond == ALT_COND_ASCENDED_GE || a->cond == ALT_COND_MY_EXP_ASCENDED ||
               a->cond == ALT_COND_SINGLE_TERRAIN_GE || (a->flags & (ALT_ABILITY_HAVE | ALT_ABILITY_BASE_COST | ALT_ABILITY_ANY_MOVE)) ||
               /* its Reaction asks a question, which needs the modifiers' Reactions of level 3 */
               (a->effect == ALT_FX_NEXT && (a->arg == ALT_MOD_MAY_ASLEEP || a->arg == ALT_MOD_HAND_R_ONE));
    return four ? 4 : 3;
}

const char *alt_ability_effect_name(alt_effect e)
{
    return (unsigned)e < ALT_FX__COUNT ? effect_names[e] : NULL;
}

static const char *const group_names[ALT_GROUP__COUNT] = {"all", "robot", "plant", "other_all", "other_robot",
                                                          "other_plant", "other_animal", "other_artist"};
static const char *const per_names[] = {"my_reserve", "all_reserves", "roll"};
static const char *const scope_names[] = {"expedition", "player", "ahead"};

static const char *const target_names[] = {"char", "mychar", "other_char", "char_or_perm", "myperm",
                                           "status_char", "status_char_or_perm", "plant", "my_other_exp_char",
                                           "other_fleeting_char", "char_in_my_exp", "facing_char",
                                           "other_forest_char", "small_stats_char", "char_or_gear", "forest_char",
                                           "perm", "fleeting_char", "my_other_char", "reserve_char",
                                           "char_play_or_reserve", "other_char_play_or_reserve", "boosted_char",
                                           "nonfleeting_char", "ascended_char", "token_char" /* Skybound Odyssey */,
                                           "single_terrain_char", "water_char",
                                           "fleeting_or_asleep_char", "fleeting_or_boosted_char", "my_other_reserve_char" /* Whispers from the Maze */,
                                           "other_char_forest_at_most_mine", "noncompanion_token", "token_perm",
                                           "support_char_play_or_reserve" /* Unique parts */};
enum { TARGETS = sizeof target_names / sizeof target_names[0] };

/* ",base<=C" or ",base>=C" (nothing: none): a bound on the Base Cost
 * (CR 4.0 2.2.9); 0 when the text is neither and not the closing
 * parenthesis either. */
static int parse_base(cursor *c, alt_ability *a)
{
    int n;
    int most = eat(c, ",base<=");
    if (!most && !eat(c, ",base>="))
        return *c->p == ')';
    if (most && alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_TARGET && eat(c, "roll")) {
        a->flags |= ALT_ABILITY_BASE_COST;        /* "Base Cost X or less, where X is the result" */
        a->cost_max = ALT_COST_ROLL;
        return 1;
    }
    if (!number(c, &n) || n > 99)
        return 0;
    a->flags |= ALT_ABILITY_BASE_COST;
    if (most)
        a->cost_max = (int8_t)n;
    else
        a->it_cost_min = (uint8_t)n;
    return 1;
}

/* ",KIND[,cost<=N])": what a target may be, then the closing parenthesis. */
static int parse_target(cursor *c, alt_ability *a)
{
    char w[32];
    int n;
    if (!eat(c, ",") && !eat(c, "("))
        return 0;
    if (!word(c, w, sizeof w))
        return 0;
    int k = lookup(w, target_names, TARGETS);
    if (k < 0)
        return 0;
    int in_reserve = a->effect == ALT_FX_CARD_BOOST || a->effect == ALT_FX_CARD_LOSE_BOOSTS ||
                     a->effect == ALT_FX_CARD_DISCARD || a->effect == ALT_FX_EXCHANGE_BOOSTS ||
                     a->effect == ALT_FX_TARGET_CARD || a->effect == ALT_FX_IT_EXCHANGE_BOOSTS;   /* ALT_PICKS_PLAY_OR_RESERVE */
    int boosted_anywhere = a->effect == ALT_FX_EXCHANGE_BOOSTS && k == ALT_TARGET_BOOSTED_CHAR;   /* Sap Duende */
    if (((k >= ALT_TARGET_RESERVE_CHAR && k <= ALT_TARGET_OTHER_CHAR_PLAY_OR_RESERVE) ||
         k == ALT_TARGET_MY_OTHER_RESERVE_CHAR || k == ALT_TARGET_SUPPORT_CHAR_PLAY_OR_RESERVE || boosted_anywhere) !=
        in_reserve)
        return 0;                                 /* a Reserve's kinds are those effects', and their only ones */
    a->where = (uint8_t)k;
    if (eat(c, ",cost<=chars")) {
        a->cost_max = ALT_COST_MY_CHARS;
    } else if (eat(c, ",cost<=my_char_cost")) {
        a->cost_max = ALT_COST_MY_CHAR_COST;
    } else if (alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_TARGET && eat(c, ",cost<=it")) {
        a->cost_max = ALT_COST_IT;                /* Unique parts: "equal or lower Hand Cost" than "it" */
    } else if (alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_TARGET && eat(c, ",cost<=counters+")) {
        if (!number(c, &n) || n > 9)                  /* Whispers from the Maze: X+K, X the card's counters */
            return 0;
        a->cost_max = (int8_t)(ALT_AMOUNT_MY_COUNTERS - n);
    } else if (eat(c, ",cost<=")) {
        if (!number(c, &n) || n > 99)
            return 0;
        a->cost_max = (int8_t)n;
    } else if (eat(c, ",cost>=")) {
        if (!number(c, &n) || n > 99)
            return 0;
        a->it_cost_min = (uint8_t)n;
    } else if (!parse_base(c, a)) {
        return 0;
    }
    return eat(c, ")");
}

static const char *const where_names[] = {"mine", "each", "other", "hero", "companion", "choice", "target", "left",
                                          "opp_companion", "its_companion" /* Skybound Odyssey */, "all",
                                          "behind_or_tied" /* Whispers from the Maze */, "ascended" /* Unique parts */,
                                          "opp_choice", "facing", "not_mine"};
enum { WHERES = sizeof where_names / sizeof where_names[0] };
static const char *const filter_names[] = {"any", "character", "spell", "permanent", "plant", "bureaucrat",
                                           "small_character", "reserve_character", "cost3",
                                           "big_character", "big_spell", "animal", "animal_adventurer" /* Skybound Odyssey */,
                                           "zero_stat_character", "robot_or_permanent", "artist_or_song" /* Unique parts */,
                                           "artist", "robot" /* Whispers from the Maze */,
                                           "mid_character" /* Skybound Odyssey */, "forest_character" /* Whispers */};
static const char *const terrain_names[] = {"forest", "mountain", "water"};
enum { FILTERS = sizeof filter_names / sizeof filter_names[0] };
/* A filter's name: forest_character only for a "next card" modifier, which
 * reads it as the card joins its Expedition (modifier.c). */
static int filter_of(const char *w, int next)
{
    int k = lookup(w, filter_names, FILTERS);
    return k == ALT_FILTER_FOREST_CHARACTER && !next ? -1 : k;
}
static const char *const mod_names[] = {NULL, "cost", "boost", "lose_fleeting", "free", "anchored",
                                        "free_hand_unfleeting", "hand_r_triggers", "cost_min1",
                                        NULL /* ALT_MOD_TOUGH: no "next" */, "may_asleep", "hand_r_one"};
enum { MODS = sizeof mod_names / sizeof mod_names[0] };
static const char *const status_names[] = {"exhausted", "fleeting", "anchored", "asleep"};
/* The keywords a static `keyword(...)` gives, by their bit's index in
 * ALT_KW_* (altered.h); tough takes its N. */
static const struct {
    const char *name;
    uint32_t bit;
} keyword_names[] = {
    {"eternal", ALT_KW_ETERNAL}, {"defender", ALT_KW_DEFENDER}, {"seasoned", ALT_KW_SEASONED},
    {"gigantic", ALT_KW_GIGANTIC}, {"tough", ALT_KW_TOUGH},
};

static int bit_index(uint32_t bit)
{
    int i = 0;
    while (bit > 1u) {
        bit >>= 1;
        i++;
    }
    return i;
}

/* Arguments each effect takes: N, a word, or a token's (REF,N,WHERE). */
static int parse_args(cursor *c, alt_ability *a, uint16_t (*find)(void *, const char *), void *ctx)
{
    char w[ALT_CARDS_REF_MAX + 1];
    int n;
    switch ((alt_effect_args)effect_args[a->effect]) {
    case ALT_ARGS_N:
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 9 || !eat(c, ")"))
            return 0;
        a->amount = (int8_t)n;
        return 1;
    case ALT_ARGS_STATUS: {
        if (!eat(c, "(") || !word(c, w, sizeof w) || !eat(c, ")"))
            return 0;
        int s = lookup(w, status_names, 4);
        if (s <= 0)                                   /* not "exhausted": no card asks it */
            return 0;
        a->arg = (uint8_t)(1u << s);
        return 1;
    }
    case ALT_ARGS_TOKEN: {
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        a->card = find(ctx, w);
        if (a->card == ALT_CARD_NONE || !eat(c, ","))
            return 0;
        if (eat(c, "bureaucrats"))
            n = ALT_AMOUNT_BUREAUCRATS;         /* "one per Bureaucrat you control" */
        else if (!number(c, &n) || n < 1 || n > 4)
            return 0;
        if (!eat(c, ","))
            return 0;
        a->amount = (int8_t)n;
        char where[16];
        if (!word(c, where, sizeof where) || !eat(c, ")"))
            return 0;
        int k = lookup(where, where_names, WHERES);
        if (k < 0)
            return 0;
        a->where = (uint8_t)k;
        return 1;
    }
    case ALT_ARGS_TOKEN_TARGET:               /* Whispers from the Maze: (REF,TARGET...) */
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        a->card = find(ctx, w);
        a->amount = 1;
        return a->card != ALT_CARD_NONE && parse_target(c, a);
    case ALT_ARGS_LANDMARK_TOKEN: {           /* Skybound Odyssey: (REF,mine|player|its|each) */
        static const char *const whose[] = {"mine", "its", "each", "opp"};
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        a->card = find(ctx, w);
        char where[16];
        if (a->card == ALT_CARD_NONE || !eat(c, ",") || !word(c, where, sizeof where) || !eat(c, ")"))
            return 0;
        if (strcmp(where, "player") == 0) {
            a->where = 1;                       /* target player's */
            return 1;
        }
        int k = lookup(where, whose, 4);
        if (k < 0)
            return 0;
        a->arg = (uint8_t)k;                    /* ALT_LANDMARK_*: no player targeted */
        return 1;
    }
    case ALT_ARGS_NEXT: {
        char f[24], m[24];
        if (!eat(c, "(") || !word(c, f, sizeof f) || !eat(c, ",") || !word(c, m, sizeof m))
            return 0;
        int fi = filter_of(f, 1), mi = lookup(m, mod_names, MODS);
        if (fi < 0 || mi < 1 || (fi == ALT_FILTER_FOREST_CHARACTER && mi != ALT_MOD_BOOST))
            return 0;
        a->where = (uint8_t)fi;
        a->arg = (uint8_t)mi;
        if (mi == ALT_MOD_COST || mi == ALT_MOD_BOOST || mi == ALT_MOD_COST_MIN1) {
            if (!eat(c, ",") || !number(c, &n) || n < 1 || n > 9)
                return 0;
            a->amount = (int8_t)n;
        }
        /* Its span, when the words give it: "this Afternoon", "this turn". */
        if (eat(c, ",afternoon"))
            a->extra = ALT_EXTRA_AFTERNOON;
        else if (eat(c, ",turn"))
            a->extra = ALT_EXTRA_TURN;
        return eat(c, ")");
    }
    case ALT_ARGS_N_OR_ROLL_TARGET:
        if (!eat(c, "("))
            return 0;
        if (eat(c, "roll")) {
            a->amount = ALT_AMOUNT_ROLL;
        } else if (a->effect == ALT_FX_TARGET_BOOST && eat(c, "counters+")) {   /* Whispers from the Maze: X+K */
            if (!number(c, &n) || n > 9)
                return 0;
            a->amount = (int8_t)(ALT_AMOUNT_MY_COUNTERS - n);
        } else {
            if (!number(c, &n) || n < 1 || n > 9)
                return 0;
            a->amount = (int8_t)n;
        }
        return parse_target(c, a);
    case ALT_ARGS_STATUS_TARGET: {
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        int s = lookup(w, status_names, 4);
        if (s <= 0)
            return 0;
        a->arg = (uint8_t)(1u << s);
        return parse_target(c, a);
    }
    case ALT_ARGS_UPTO_ONE:
        a->flags |= ALT_ABILITY_UPTO;       /* CR 7.3.24.a; 4.0 7.3.30.a: up to one */
        a->amount = 1;
        return 1;
    case ALT_ARGS_PER: {
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        if (a->effect == ALT_FX_BOOST_SELF_PER_MAX) {   /* (COUNT,M): "up to a max of M boosts on me" */
            if (!eat(c, ",") || !number(c, &n) || n < 1 || n > 99)
                return 0;
            a->amount = (int8_t)n;
        }
        if (!eat(c, ")"))
            return 0;
        int k = lookup(w, per_names, 3);
        if (k < 0) {                                  /* a count (counts.def) */
            int cnd = alt_ability_lookup_count(w);
            if (cnd < 0)
                return 0;
            k = ALT_PER_COUNT + (cnd - ALT_COND_FIRST_COUNT);
        }
        a->arg = (uint8_t)k;
        return 1;
    }
    case ALT_ARGS_GROUP: {
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 9 || !eat(c, ",") || !word(c, w, sizeof w) ||
            !eat(c, ")"))
            return 0;
        int k = lookup(w, group_names, ALT_GROUP__COUNT);
        if (k < 0)
            return 0;
        a->amount = (int8_t)n;
        a->where = (uint8_t)k;
        return 1;
    }
    case ALT_ARGS_SCOPE: {
        if (!eat(c, "("))
            return 0;
        if (a->effect == ALT_FX_GROUP_STATUS) {
            int st;
            if (!word(c, w, sizeof w) || (st = lookup(w, status_names, 4)) <= 0 || !eat(c, ","))
                return 0;
            a->arg = (uint8_t)(1u << st);
        }
        if (!word(c, w, sizeof w) || !eat(c, ")"))
            return 0;
        int mine_ok = a->effect == ALT_FX_GROUP_SWITCH || a->effect == ALT_FX_SET_FIRST_PLAYER;   /* "you" or target player */
        int k = mine_ok && strcmp(w, "mine") == 0 ? 0 : lookup(w, scope_names, 3);
        if (k < 0 || (mine_ok && k == 0 && strcmp(w, "mine") != 0))
            return 0;
        if (k == 2 && a->effect != ALT_FX_GROUP_STATUS)
            return 0;                                 /* "an Expedition that's ahead": a status's scope only */
        a->where = (uint8_t)k;
        return 1;
    }
    case ALT_ARGS_TARGET:
        a->amount = 1;
        return parse_target(c, a);
    case ALT_ARGS_N_M: {
        int m;                                        /* (N,M): N targets within a total M; N cards, M kept */
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 9 || !eat(c, ",") || !number(c, &m) || m < 1 ||
            m > 99 || !eat(c, ")"))
            return 0;
        a->amount = (int8_t)n;
        if (a->effect == ALT_FX_TARGETS_TO_RESERVE) {
            a->cost_max = (int8_t)m;
            a->flags |= ALT_ABILITY_UPTO;
        } else {
            a->arg = (uint8_t)m;
        }
        return 1;
    }
    case ALT_ARGS_JOIN: {
        if (!eat(c, "(") || !word(c, w, sizeof w) || !eat(c, ")"))
            return 0;
        static const char *const join_names[] = {"perm", "other_char"};
        int k = lookup(w, join_names, 2);
        if (k < 0)
            return 0;
        a->where = (uint8_t)k;
        a->amount = 1;
        return 1;
    }
    case ALT_ARGS_REFRESH:
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 9)
            return 0;
        a->amount = (int8_t)n;
        if (eat(c, ",reserve"))
            a->arg = 1;
        return eat(c, ")");
    case ALT_ARGS_N_FILTER_SCOPE: {
        char f[24];
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 9 || !eat(c, ",") || !word(c, f, sizeof f) ||
            !eat(c, ",") || !word(c, w, sizeof w) || !eat(c, ")"))
            return 0;
        int fi = lookup(f, filter_names, FILTERS);
        int scope = strcmp(w, "mine") == 0 ? 0 : strcmp(w, "player") == 0 ? 1 : -1;
        if (fi < 0 || scope < 0)
            return 0;
        a->amount = (int8_t)n;
        a->arg = (uint8_t)fi;
        a->where = (uint8_t)scope;
        return 1;
    }
    case ALT_ARGS_FILTER:
    case ALT_ARGS_FILTER_N: {
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        int k = filter_of(w, 0);
        if (k < 0 || (a->effect == ALT_FX_ALSO_TYPE && k != ALT_FILTER_SPELL && k != ALT_FILTER_PERMANENT))
            return 0;
        a->where = (uint8_t)k;
        a->amount = 1;
        int counted = effect_args[a->effect] == ALT_ARGS_FILTER_N;
        /* play_now(FILTER,0): "you may play a card", its cost in full */
        if (counted && (!eat(c, ",") || !number(c, &n) || n < (a->effect == ALT_FX_PLAY_NOW ? 0 : 1) || n > 9))
            return 0;
        if (counted)
            a->amount = (int8_t)n;
        return eat(c, ")");
    }
    case ALT_ARGS_N99:
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 99 || !eat(c, ")"))
            return 0;
        a->amount = (int8_t)n;
        return 1;
    case ALT_ARGS_SACRIFICE: {
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        static const char *const sacrifice_names[] = {"mine", "my_expedition", "mine_or_perm", "other_robot_or_perm",
                                                      "plant_or_perm", "perm"};
        int k = lookup(w, sacrifice_names, 6);
        if (k < 0)
            return 0;
        a->where = (uint8_t)k;                  /* 0 a Character, 1 in my Expedition, 2 or a Permanent, 3 4, 5 a Permanent */
        a->amount = 1;
        if (a->effect == ALT_FX_SACRIFICE_FOR_LESS) {   /* Skybound Odyssey: (KIND,N), N less */
            if (!eat(c, ",") || !number(c, &n) || n < 1 || n > 9 || !eat(c, ")"))
                return 0;
            a->amount = (int8_t)n;
            return 1;
        }
        return eat(c, ")");
    }
    case ALT_ARGS_CHOOSE: {
        if (!eat(c, "("))
            return 0;
        if (eat(c, "counters+")) {            /* Whispers from the Maze: "choose X+K", X its counters */
            if (!number(c, &n) || n > 9)
                return 0;
            a->amount = (int8_t)(ALT_AMOUNT_MY_COUNTERS - n);
            if (eat(c, ",repeat"))
                a->arg = ALT_CHOOSE_REPEAT;
            return eat(c, ")");
        }
        if (!number(c, &n) || n < 1 || n > 3)
            return 0;
        a->amount = (int8_t)n;
        if (eat(c, ",repeat"))
            a->arg = ALT_CHOOSE_REPEAT;
        else if (eat(c, ",both_unless_ahead"))
            a->arg = ALT_CHOOSE_BOTH_UNLESS_AHEAD;
        else if (eat(c, ",or_both"))
            a->arg = ALT_CHOOSE_OR_BOTH;
        return eat(c, ")");
    }
    case ALT_ARGS_TERRAIN: {
        if (!eat(c, "(") || !word(c, w, sizeof w) || !eat(c, ")"))
            return 0;
        int k = lookup(w, terrain_names, 3);
        if (k < 0)
            return 0;
        a->arg = (uint8_t)k;
        return 1;
    }
    case ALT_ARGS_KEYWORD: {
        if (!eat(c, "(") || !word(c, w, sizeof w))
            return 0;
        size_t k = 0;
        while (k < sizeof keyword_names / sizeof keyword_names[0] && strcmp(w, keyword_names[k].name) != 0)
            k++;
        if (k == sizeof keyword_names / sizeof keyword_names[0])
            return 0;
        a->arg = (uint8_t)bit_index(keyword_names[k].bit);
        a->amount = 1;
        if (keyword_names[k].bit == ALT_KW_TOUGH) {
            if (!eat(c, "=") || !number(c, &n) || n < 1 || n > 9)
                return 0;
            a->amount = (int8_t)n;
        }
        return eat(c, ")");
    }
    case ALT_ARGS_REVEAL: {
        static const char *const dest_names[] = {"stay", "draw", "discard", "reserve", "resupply"};
        char d[2][16];
        if (!eat(c, "(") || !word(c, w, sizeof w) || !eat(c, ",") || !word(c, d[0], sizeof d[0]) || !eat(c, ",") ||
            !word(c, d[1], sizeof d[1]) || !eat(c, ")"))
            return 0;
        int fi = filter_of(w, 0), t = lookup(d[0], dest_names, 5), e = lookup(d[1], dest_names, 5);
        if (fi < 0 || t < 0 || e < 0)
            return 0;
        a->where = (uint8_t)fi;
        a->arg = (uint8_t)t;
        a->amount = (int8_t)e;
        return 1;
    }
    case ALT_ARGS_NONE:
        a->amount = 1;
        return 1;
    case ALT_ARGS_OPT_N:
        a->amount = 1;
        if (!eat(c, "("))
            return 1;
        if (!number(c, &n) || n < 1 || n > 9 || !eat(c, ")"))
            return 0;
        a->amount = (int8_t)n;
        return 1;
    case ALT_ARGS_ASCEND: {
        static const char *const ascend_names[] = {"mine", "each", "hero", "companion", "facing" /* a Unique's */};
        if (!eat(c, "(") || !word(c, w, sizeof w) || !eat(c, ")"))
            return 0;
        int k = lookup(w, ascend_names, 5);
        if (k < 0)
            return 0;
        a->where = (uint8_t)k;
        a->amount = 1;
        return 1;
    }
    case ALT_ARGS_TERRAINS: {
        if (!eat(c, "("))
            return 0;
        do {
            int k;
            if (!word(c, w, sizeof w) || (k = lookup(w, terrain_names, 3)) < 0 || (a->arg & (1u << k)))
                return 0;
            a->arg |= (uint8_t)(1u << k);
        } while (eat(c, ","));
        a->amount = 1;
        return eat(c, ")");
    }
    case ALT_ARGS_OPT_FILTER: {
        a->amount = 1;
        if (!eat(c, "("))
            return 1;
        int k;
        if (!word(c, w, sizeof w) || (k = filter_of(w, 0)) < 0 || !eat(c, ")"))
            return 0;
        a->where = (uint8_t)k;
        return 1;
    }
    case ALT_ARGS_PLAY: {
        int k;
        if (!eat(c, "(") || !number(c, &n) || n < 1 || n > 3 || !eat(c, ",") || !word(c, w, sizeof w) ||
            (k = filter_of(w, 0)) < 0)
            return 0;
        a->arg = eat(c, ",reserve") ? 1 : 0;          /* Whispers from the Maze: "from your Reserve" */
        int hand;
        if (eat(c, ",hand>=")) {                      /* "with Hand Cost M or more": a characteristic, wherever played */
            if (!number(c, &hand) || hand > 99)
                return 0;
            a->it_cost_min = (uint8_t)hand;           /* no ALT_ABILITY_BASE_COST: a Hand Cost bound */
        } else if (eat(c, ",hand<=")) {               /* "with Hand Cost {M} or less" */
            if (!number(c, &hand) || hand > 99)
                return 0;
            a->cost_max = (int8_t)hand;
        } else if (strncmp(c->p, ",must)", 6) != 0 && !parse_base(c, a))
            return 0;
        a->amount = (int8_t)n;
        a->where = (uint8_t)k;
        if (!eat(c, ",must"))                         /* "Play a card ...": one there is must be played */
            a->flags |= ALT_ABILITY_UPTO;
        return eat(c, ")");
    }
    case ALT_ARGS_DEPENDING: {   /* Whispers from the Maze: (1-4,5-8,9+) or (1+,5+,9+) */
        int least[3] = {0, 0, 0}, k = 0, ranges = 0, pluses = 0, most = 0;
        if (!eat(c, "("))
            return 0;
        do {
            if (k == 3 || !number(c, &least[k]) || least[k] < 1 || least[k] > 99)
                return 0;
            if (k && (ranges == k ? least[k] != most + 1 : least[k] <= least[k - 1]))
                return 0;                             /* ranges meet; "A+" counts rise */
            if (eat(c, "+"))
                pluses++;
            else if (pluses || !eat(c, "-") || !number(c, &most) || most < least[k] || most > 98)
                return 0;                             /* nothing after an "A+" range but another */
            else
                ranges++;
            k++;
        } while (eat(c, ","));
        if (!eat(c, ")") || pluses == 0 || (ranges && pluses != 1))
            return 0;                                 /* "A-B" ranges end with an "A+" one */
        if (!ranges && k > 1)
            a->flags |= ALT_ABILITY_CUMULATIVE;
        a->amount = (int8_t)least[0];
        a->arg = (uint8_t)least[1];
        a->cost_max = (int8_t)least[2];
        return 1;
    }
    case ALT_ARGS_LIMIT: {
        int minus = eat(c, "(-");
        if (!minus && !eat(c, "(+"))
            return 0;
        if (!number(c, &n) || n < 1 || n > 9)
            return 0;
        a->amount = (int8_t)(minus ? -n : n);
        if (eat(c, ",all"))
            a->arg = 1;
        return eat(c, ")");
    }
    default:
        return 0;
    }
}

/* A "choose X+K" step keeps its picks packed, two bits a mode (ability.h):
 * four modes at most. */
static int packed_modes_fit(const alt_ability *list, int n)
{
    for (int i = 0, modes = 0; i < n; i++, modes = 0) {
        for (int j = i + 1; alt_ability_modes_packed(&list[i]) && j < n && alt_ability_chooser(list, n, j) == i; j++)
            modes += list[j].trigger == ALT_TRIG_MODE;
        if (modes > ALT_MODES_PACKED_MODES)
            return 0;
    }
    return 1;
}

int alt_ability_parse(const char *text, alt_ability *out, uint16_t (*find)(void *ctx, const char *ref), void *ctx)
{
    cursor c = {text};
    int count = 0;
    for (;;) {
        if (count == ALT_ABILITIES_MAX)
            return -1;
        alt_ability *a = &out[count];
        memset(a, 0, sizeof *a);
        a->card = ALT_CARD_NONE;
        a->cost_max = -1;
        char w[40];                              /* the longest trigger or effect name, with room */
        int support = eat(&c, "I.");             /* {I}: a support Reaction (CR 4.0 7.1.5.a) */
        if (!word(&c, w, sizeof w) || !eat(&c, ":"))
            return -1;
        int t = lookup(w, trigger_names, ALT_TRIG__COUNT);
        /* The Reactions a card's Reserve can hear: at Noon, when you play a
         * Character or a Spell, when a Character joins your Expeditions,
         * when you roll dice, when you sacrifice, when an opponent draws;
         * and the passives read from it (STATIC, its effect checked below). */
        if (support && t != ALT_TRIG_NOON && t != ALT_TRIG_PLAY_CHAR && t != ALT_TRIG_PLAY_SPELL &&
            t != ALT_TRIG_ALLY_JOINS && t != ALT_TRIG_ROLL && t != ALT_TRIG_YOU_SACRIFICE && t != ALT_TRIG_STATIC &&
            t != ALT_TRIG_OPP_DRAWS_CARDS)
            return -1;
        if (support)
            a->flags |= ALT_ABILITY_SUPPORT;
        if (t <= 0 && w[0] == 'T' && (w[1] == '\0' || (w[1] >= '0' && w[1] <= '9' && w[2] == '\0'))) {
            t = ALT_TRIG_EXHAUST;                /* T, or T2 for "{2}, {T}" */
            a->mana = w[1] ? (uint8_t)(w[1] - '0') : 0;
        }
        if (t <= 0)
            return -1;
        a->trigger = (uint8_t)t;
        if (eat(&c, "may pay")) {              /* "you may pay N to ...": may, and a cost */
            int n;
            if (!number(&c, &n) || n < 1 || n > 9 || !eat(&c, " "))
                return -1;
            a->flags |= ALT_ABILITY_MAY;
            a->mana = (uint8_t)n;
        } else if (eat(&c, "may exhaust ")) {   /* "you may exhaust me to ..." */
            a->flags |= ALT_ABILITY_MAY | ALT_ABILITY_EXHAUST_ME;
        } else if (eat(&c, "may "))
            a->flags |= ALT_ABILITY_MAY;
        else if (eat(&c, "have "))             /* "you may have target ... do" (CR 4.0 7.3.17) */
            a->flags |= ALT_ABILITY_MAY | ALT_ABILITY_HAVE;
        else if (eat(&c, "upto "))
            a->flags |= ALT_ABILITY_UPTO;
        else if (eat(&c, "two "))
            a->flags |= ALT_ABILITY_TWO | ALT_ABILITY_UPTO;   /* "up to two targets" */
        if (!word(&c, w, sizeof w))
            return -1;
        if (strcmp(w, "exchange_boosts") == 0)
            a->flags |= ALT_ABILITY_TWO;                     /* "target two": both, not "up to" */
        int e = lookup(w, effect_names, ALT_FX__COUNT);
        if (e <= 0)
            return -1;
        a->effect = (uint16_t)e;
        if (!parse_args(&c, a, find, ctx))
            return -1;
        if (eat(&c, " +lose_fleeting"))
            a->flags |= ALT_ABILITY_LOSE_FLEETING;
        if (eat(&c, " times(counters+")) {     /* "do the following X+K times" (CR 4.0 6.5.i) */
            int n;
            unsigned fl = alt_ability_effect_flags((alt_effect)a->effect);
            if (!number(&c, &n) || n > 9 || !eat(&c, ")") || alt_ability_picks((alt_effect)a->effect) != ALT_PICKS_TARGET ||
                (fl & (ALT_FXF_UP_TO_N | ALT_FXF_ANY_NUMBER | ALT_FXF_EACH_PLAYER)) ||
                (a->flags & (ALT_ABILITY_MAY | ALT_ABILITY_UPTO | ALT_ABILITY_TWO)))
                return -1;                       /* one target a time, each instance acted on as picked */
            a->times = (uint8_t)(n + 1);
        }
        int about_it = a->trigger == ALT_TRIG_ALLY_JOINS || a->trigger == ALT_TRIG_PLAY_CHAR ||
                       a->trigger == ALT_TRIG_JOINS_EXP || a->trigger == ALT_TRIG_JOINS_MY_EXP ||
                       a->trigger == ALT_TRIG_ALLY_LEAVES;
        if (a->trigger == ALT_TRIG_YOU_SACRIFICE && eat(&c, " nonillusion"))
            a->flags |= ALT_ABILITY_NONILLUSION;
        else if (a->trigger == ALT_TRIG_YOU_SACRIFICE && eat(&c, " perm"))
            a->flags |= ALT_ABILITY_SAC_PERM;     /* Skybound Odyssey: "a Permanent" */
        else if (a->trigger == ALT_TRIG_YOU_SACRIFICE && eat(&c, " char_or_perm"))
            a->flags |= ALT_ABILITY_SAC_ANY;      /* "a Character or Permanent" */
        else if (about_it && eat(&c, " nontoken"))
            a->flags |= ALT_ABILITY_NONTOKEN;
        else if (a->trigger == ALT_TRIG_ROLL_REVEAL && eat(&c, " own"))
            a->flags |= ALT_ABILITY_OWN_ROLL;         /* The Wayfarer's rare: "roll a die and reveal ..." */
        else if (a->trigger == ALT_TRIG_WOULD_FORWARD && eat(&c, " any"))
            a->flags |= ALT_ABILITY_ANY_MOVE;         /* Rune's Testament: not only Progress's move */
        else if (a->trigger == ALT_TRIG_FAIL && eat(&c, " both"))
            a->flags |= ALT_ABILITY_BOTH_FAILED;      /* Skybound Odyssey: "if both of your Expeditions failed" */
        else if (a->trigger == ALT_TRIG_FAIL && eat(&c, " alone"))
            a->flags |= ALT_ABILITY_ONE_FAILED;
        else if (about_it && eat(&c, " robot_or_token"))
            a->flags |= ALT_ABILITY_ROBOT_OR_TOKEN;   /* Skybound Odyssey: "a Robot or a token" */
        else if (about_it && eat(&c, " robot"))
            a->flags |= ALT_ABILITY_ROBOT;
        else if (about_it && eat(&c, " bureaucrat"))
            a->flags |= ALT_ABILITY_BUREAUCRAT;
        else if (a->trigger == ALT_TRIG_ALLY_JOINS && eat(&c, " animal"))
            a->flags |= ALT_ABILITY_ANIMAL;            /* Unique parts: "When an Animal other than me joins ..." */
        else if ((a->trigger == ALT_TRIG_BOOSTED || a->trigger == ALT_TRIG_NEWLY_BOOSTED) && eat(&c, " nontoken"))
            a->flags |= ALT_ABILITY_NONTOKEN;          /* "a non-Token Character you control gains ... boosts" */
        else if ((a->trigger == ALT_TRIG_ALLY_FLEETING || a->trigger == ALT_TRIG_BOOSTED ||
                  a->trigger == ALT_TRIG_NEWLY_BOOSTED) && eat(&c, " other"))
            a->flags |= ALT_ABILITY_OTHER;             /* "another Character you control gains ..." */
        else if (a->trigger == ALT_TRIG_PLAY_CHAR && eat(&c, " zero_stat"))
            a->flags |= ALT_ABILITY_ZERO_STAT;
        else if (a->trigger == ALT_TRIG_PLAY_CHAR && !(a->flags & ALT_ABILITY_SUPPORT) && eat(&c, " artist_or_song"))
            a->flags |= ALT_ABILITY_ARTIST_OR_SONG;   /* Whispers from the Maze: one Reaction, two kinds */
        int about_play = a->trigger == ALT_TRIG_PLAY_PERM || a->trigger == ALT_TRIG_PLAY_CHAR ||
                         a->trigger == ALT_TRIG_PLAY_SPELL;   /* Skybound Odyssey: a Spell's Base Cost */
        int base = 0;
        if (about_play && eat(&c, " cost>=counters")) {
            a->it_cost_min = ALT_COST_MY_COUNTERS;
        } else if (about_play && (eat(&c, " cost>=") || (base = eat(&c, " base>=")) != 0)) {
            int n;
            if (!number(&c, &n) || n < 1 || n > 99)
                return -1;
            a->it_cost_min = (uint8_t)n;
            if (base)
                a->flags |= ALT_ABILITY_BASE_COST;   /* the Base Cost of the card played (CR 4.0 2.2.9.b) */
            if (base && eat(&c, " base<=")) {        /* Skybound Odyssey: "with Base Cost M to N" */
                if (!number(&c, &n) || n < a->it_cost_min || n > 99)
                    return -1;
                a->played_max = (uint8_t)n;
            }
        }
        int boosts = 0;
        if (eat(&c, " spend(") || (boosts = eat(&c, " spend_boosts(")) != 0) {   /* "spend N of my counters (boosts)" */
            int n;
            if (!number(&c, &n) || n < 1 || n > 9 || !eat(&c, ")"))
                return -1;
            a->spend = (uint8_t)n;
            if (boosts && !(a->flags & ALT_ABILITY_MAY))
                return -1;                       /* boosts are spent on a "you may" only */
            if (boosts)
                a->flags |= ALT_ABILITY_SPEND_BOOSTS;
        }
        if (a->trigger == ALT_TRIG_EXHAUST && eat(&c, " +1_unless_first"))
            a->extra = ALT_EXTRA_UNLESS_FIRST;
        if (*c.p == ' ' && strncmp(c.p, " each(", 6) == 0 &&
            (a->trigger == ALT_TRIG_THEN || a->trigger == ALT_TRIG_MODE || a->times || !alt_ability_parse_each(&c, a)))
            return -1;                           /* "once for each": a chain's head, which counts it once */
        if (*c.p == ' ' && (strncmp(c.p, " if(", 4) == 0 || strncmp(c.p, " step_if(", 9) == 0) &&
            ((a->flags & ALT_ABILITY_EACH) || !alt_ability_parse_condition(&c, a)))
            return -1;
        /* How the step goes with the others (ability.h, ALT_ABILITY_GATED). */
        if (eat(&c, " ifyes"))
            a->flags |= ALT_ABILITY_IFYES;
        else if (eat(&c, " ifdone"))
            a->flags |= ALT_ABILITY_IFDONE;
        if (a->trigger == ALT_TRIG_THEN && eat(&c, " gated"))
            a->flags |= ALT_ABILITY_GATED;
        else if (a->trigger == ALT_TRIG_THEN && eat(&c, " otherwise"))
            a->flags |= ALT_ABILITY_OTHERWISE;
        if (a->trigger == ALT_TRIG_NIGHT_REST && a->cond != ALT_COND_NONE &&
            ((a->flags & ALT_ABILITY_STEP_COND) ||
             (a->cond != ALT_COND_SELF_BOOSTS_GE && a->cond != ALT_COND_SELF_BOOSTS_LE &&
              a->cond != ALT_COND_SELF_FLEETING_GE && a->cond != ALT_COND_SELF_FLEETING_LE)))
            return -1;                           /* read as Night begins: a condition on the card itself only */
        if (a->effect == ALT_FX_KEYWORD && (1u << a->arg) == ALT_KW_GIGANTIC && a->cond != ALT_COND_NONE &&
            ((a->flags & ALT_ABILITY_STEP_COND) ||
             (a->cond != ALT_COND_SELF_BOOSTS_GE && a->cond != ALT_COND_SELF_BOOSTS_LE &&
              a->cond != ALT_COND_SELF_FLEETING_GE && a->cond != ALT_COND_SELF_FLEETING_LE)))
            return -1;                           /* Gigantic is read everywhere (passive.c): on the card itself only */
        if ((a->effect == ALT_FX_PLAY_LESS_MIN1 || a->effect == ALT_FX_PLAYS_COST_LESS || a->effect == ALT_FX_OTHERS_MAX_STATS) &&
            a->cond != ALT_COND_NONE &&
            ((a->flags & ALT_ABILITY_STEP_COND) || a->cond != ALT_COND_SELF_BOOSTS_GE))
            return -1;                           /* their one condition: "If I'm Boosted" (passive.c, statics.c) */
        /* A support passive is one the count of passives reads from the
         * Reserve (passive.c): playing exhausted cards, a Reserve limit
         * changed, a card that doesn't count towards it (night.c; the
         * limits a Morning reads may then differ from Clean-up's, which
         * alt_night_limits_may_be_passed says). */
        if ((a->flags & ALT_ABILITY_SUPPORT) && a->trigger == ALT_TRIG_STATIC && a->effect != ALT_FX_PLAY_EXHAUSTED &&
            a->effect != ALT_FX_RESERVE_LIMIT && a->effect != ALT_FX_RESERVE_UNCOUNTED)
            return -1;
        if (a->effect == ALT_FX_RESERVE_UNCOUNTED && !(a->flags & ALT_ABILITY_SUPPORT))
            return -1;                           /* "I don't count towards your Reserve limit" is said of the Reserve */
        if ((a->flags & ALT_ABILITY_SUPPORT) && a->it_cost_min)
            return -1;                           /* a support Reaction narrows "it" by kind only */
        /* A sacrifice paid as an exhaust ability's cost is checked when the
         * ability is activated (decision.c), for "a Character you control"
         * and "a Permanent you control" only. */
        if (a->trigger == ALT_TRIG_EXHAUST && a->effect == ALT_FX_SACRIFICE && a->where != 0 &&
            a->where != ALT_SACRIFICE_PERM)
            return -1;
        count++;
        if (*c.p == '\0')
            return packed_modes_fit(out, count) ? count : -1;
        if (!eat(&c, ";"))
            return -1;
    }
}

static int is_turn_count(int c)
{
    return c == ALT_COND_PLAYED_TURN || c == ALT_COND_SUPPORT_USED_TURN || c == ALT_COND_EXHAUST_USED_TURN ||
           c == ALT_COND_DISCARDED_HAND_TURN || c == ALT_COND_DISCARDED_TURN;
}

int alt_ability_reads_turn(const alt_ability *a)
{
    if (is_turn_count(a->cond))
        return 1;
    return effect_args[a->effect] == ALT_ARGS_PER && a->arg >= ALT_PER_COUNT &&
           is_turn_count(ALT_COND_FIRST_COUNT + a->arg - ALT_PER_COUNT);
}
