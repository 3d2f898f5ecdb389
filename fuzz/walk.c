/*
 * walk.c: the fuzz_walk input layout (fuzz/walk.h), its deck pairs, and a
 * walked game packed as a GameLog.
 */
#include "walk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "decks.h"
#include "log.h"

/* The default decks (replay/decks.c) with one card fewer each. */
static const char deck_odd0[] =
    "# replay's default deck 0 less one Cernunnos: 35 cards\n"
    "3 ALT_CORE_B_OR_05_C\n3 ALT_CORE_B_OR_07_C\n3 ALT_CORE_B_OR_09_C\n3 ALT_CORE_B_OR_10_C\n"
    "3 ALT_CORE_B_BR_08_C\n3 ALT_CORE_B_BR_10_C\n3 ALT_CORE_B_BR_13_C\n3 ALT_CORE_B_BR_17_C\n"
    "3 ALT_CORE_B_BR_20_C\n3 ALT_CORE_B_BR_22_C\n3 ALT_CORE_B_MU_07_C\n2 ALT_CORE_B_MU_14_C\n";
static const char deck_odd1[] =
    "# replay's default deck 1 less one Shenlong: 35 cards\n"
    "3 ALT_CORE_B_LY_08_C\n3 ALT_CORE_B_LY_12_C\n3 ALT_CORE_B_LY_16_C\n3 ALT_CORE_B_YZ_08_C\n"
    "3 ALT_CORE_B_YZ_09_C\n3 ALT_CORE_B_MU_07_C\n3 ALT_CORE_B_MU_11_C\n3 ALT_CORE_B_MU_14_C\n"
    "3 ALT_CORE_B_MU_21_C\n3 ALT_CORE_B_BR_08_R2\n3 ALT_CORE_B_BR_13_R2\n2 ALT_CORE_B_BR_22_R2\n";
/* Cheap decks: short games, many Defenders and Gigantics; 30 cards, the
 * fewest a Limited deck holds (CR 4.0 1.1.5.b; 3.0 took 29). */
static const char deck_small0[] =
    "# Ordis, Bravos, Muna: 30 cards\n"
    "3 ALT_CORE_B_OR_05_C\n3 ALT_CORE_B_OR_07_C\n3 ALT_CORE_B_OR_09_C\n3 ALT_CORE_B_OR_10_C\n"
    "3 ALT_CORE_B_BR_08_C\n3 ALT_CORE_B_BR_10_C\n3 ALT_CORE_B_BR_20_C\n3 ALT_CORE_B_MU_07_C\n"
    "3 ALT_CORE_B_MU_11_C\n3 ALT_CORE_B_MU_21_C\n";
static const char deck_small1[] =
    "# Lyra, Yzmir, Muna: 30 cards\n"
    "3 ALT_CORE_B_LY_08_C\n3 ALT_CORE_B_LY_12_C\n3 ALT_CORE_B_YZ_08_C\n3 ALT_CORE_B_YZ_09_C\n"
    "3 ALT_CORE_B_MU_07_C\n3 ALT_CORE_B_MU_14_C\n3 ALT_CORE_B_MU_21_C\n3 ALT_CORE_B_OR_10_R2\n"
    "3 ALT_CORE_B_BR_10_R2\n3 ALT_CORE_B_LY_16_C\n";

/* Abilities: tokens and Landmarks (Ordis, Axiom). */
static const char deck_tokens[] =
    "3 ALT_CORE_B_OR_04_C\n3 ALT_CORE_B_OR_06_C\n3 ALT_CORE_B_OR_13_C\n2 ALT_CORE_B_OR_30_C\n"
    "2 ALT_CORE_B_OR_26_C\n3 ALT_CORE_B_AX_16_C\n2 ALT_CORE_B_AX_25_C\n2 ALT_CORE_B_AX_30_C\n"
    "3 ALT_CORE_B_AX_12_C\n3 ALT_CORE_B_AX_05_C\n2 ALT_CORE_B_AX_18_C\n3 ALT_CORE_B_BR_04_R2\n"
    "3 ALT_CORE_B_OR_05_C\n";
/* Abilities: boosts, statuses, Eternal, Spells (Bravos, Muna). */
static const char deck_boosts[] =
    "3 ALT_CORE_B_BR_04_C\n2 ALT_CORE_B_BR_05_C\n3 ALT_CORE_B_BR_07_C\n2 ALT_CORE_B_BR_12_C\n"
    "3 ALT_CORE_B_BR_16_C\n2 ALT_CORE_B_BR_20_R1\n3 ALT_CORE_B_MU_06_C\n2 ALT_CORE_B_MU_08_R1\n"
    "3 ALT_CORE_B_MU_09_C\n2 ALT_CORE_B_MU_22_C\n2 ALT_CORE_B_MU_05_C\n2 ALT_CORE_B_MU_17_C\n"
    "2 ALT_CORE_B_BR_27_C\n2 ALT_CORE_B_MU_29_C\n";
/* Abilities: support, modifiers, Reserve and Hand effects (Lyra, Yzmir, Axiom). */
static const char deck_support[] =
    "3 ALT_CORE_B_LY_04_C\n3 ALT_CORE_B_LY_11_C\n2 ALT_CORE_B_LY_11_R1\n2 ALT_CORE_B_LY_12_R1\n"
    "2 ALT_CORE_B_LY_16_R1\n3 ALT_CORE_B_YZ_04_C\n2 ALT_CORE_B_YZ_04_R1\n3 ALT_CORE_B_YZ_10_C\n"
    "3 ALT_CORE_B_AX_04_C\n3 ALT_CORE_B_AX_04_R1\n3 ALT_CORE_B_AX_07_C\n3 ALT_CORE_B_AX_08_C\n"
    "2 ALT_CORE_B_AX_11_R1\n2 ALT_CORE_B_MU_29_R2\n1 ALT_CORE_B_OR_26_R2\n";

/* Constructed, with a Hero: 13 designs of the Hero's faction, 3 of each. */
#define HERO_DECK(hero, a, b, c, d, e, f, g, h, i, j, k, l, m)                                                      \
    "1 ALT_CORE_B_" hero "\n3 ALT_CORE_B_" a "\n3 ALT_CORE_B_" b "\n3 ALT_CORE_B_" c "\n3 ALT_CORE_B_" d           \
    "\n3 ALT_CORE_B_" e "\n3 ALT_CORE_B_" f "\n3 ALT_CORE_B_" g "\n3 ALT_CORE_B_" h "\n3 ALT_CORE_B_" i             \
    "\n3 ALT_CORE_B_" j "\n3 ALT_CORE_B_" k "\n3 ALT_CORE_B_" l "\n3 ALT_CORE_B_" m "\n"
static const char deck_hero_or[] = HERO_DECK("OR_01_C", "OR_04_C", "OR_05_C", "OR_06_C", "OR_07_C", "OR_09_C",
                                             "OR_10_C", "OR_11_C", "OR_13_C", "OR_14_C", "OR_15_C", "OR_21_C",
                                             "OR_23_C", "OR_29_C");
static const char deck_hero_br[] = HERO_DECK("BR_01_C", "BR_04_C", "BR_05_C", "BR_07_C", "BR_09_C", "BR_11_C",
                                             "BR_12_C", "BR_15_C", "BR_16_C", "BR_18_C", "BR_20_C", "BR_25_C",
                                             "BR_26_C", "BR_28_C");
static const char deck_hero_mu[] = HERO_DECK("MU_01_C", "MU_04_C", "MU_05_C", "MU_06_C", "MU_09_C", "MU_10_C",
                                             "MU_12_C", "MU_13_C", "MU_15_C", "MU_16_C", "MU_17_C", "MU_18_C",
                                             "MU_26_C", "MU_28_C");
static const char deck_hero_yz[] = HERO_DECK("YZ_03_C", "YZ_04_C", "YZ_06_C", "YZ_07_C", "YZ_10_C", "YZ_11_C",
                                             "YZ_12_C", "YZ_14_C", "YZ_16_C", "YZ_18_C", "YZ_21_C", "YZ_22_C",
                                             "YZ_24_C", "YZ_25_C");

int fuzz_walk_decode(const uint8_t *data, size_t size, fuzz_walk_input *out)
{
    memset(out, 0, sizeof *out);
    if (size < FUZZ_WALK_HEADER)
        return 0;
    uint64_t seed = 0;
    for (int i = 0; i < 8; i++)
        seed |= (uint64_t)data[i] << (8 * i);
    out->seed = seed;
    /* Bit 0: the seeds or the Complete Rules (their newest edition, cr4);
     * bit 6: the first revision instead (seeds-1, cr3-1); bits 6 and 7
     * together: a pair of the later sets, the latest revision. */
    int later = (data[8] >> 6) == 3;
    int old = !later && ((data[8] >> 6) & 1);
    out->ruleset = (data[8] & 1) ? (old ? ALT_RULESET_CR3_1 : ALT_RULESET_CR4)
                                 : (old ? ALT_RULESET_SEEDS_1 : ALT_RULESET_SEEDS);
    out->pair = later ? FUZZ_WALK_SET_FIRST + ((data[8] >> 1) & 31u) % FUZZ_WALK_SET_PAIRS : (data[8] >> 1) & 31u;
    out->recorded = !old && !later && ((data[8] >> 7) & 1);
    out->choices = data + FUZZ_WALK_HEADER;
    out->n_choices = size - FUZZ_WALK_HEADER;
    return 1;
}

void fuzz_walk_encode_header(uint64_t seed, alt_ruleset r, unsigned pair, uint8_t out[FUZZ_WALK_HEADER])
{
    for (int i = 0; i < 8; i++)
        out[i] = (uint8_t)(seed >> (8 * i));
    if (pair >= FUZZ_WALK_SET_FIRST) {
        out[8] = (uint8_t)((alt_ruleset_is_cr(r) ? 1u : 0u) | (((pair - FUZZ_WALK_SET_FIRST) & 31u) << 1) | 3u << 6);
        return;
    }
    out[8] = (uint8_t)((alt_ruleset_is_cr(r) ? 1u : 0u) | ((pair & 31u) << 1) |
                       (alt_ruleset_level(r) == 1 ? 1u << 6 : 0u));
}

/* 1 when a parsed deck validates under db in format f (why in msg otherwise). */
static int playable(const alt_cards *db, alt_format f, const alt_deck *deck, char *msg, size_t msg_size)
{
    alt_violation v[1];
    if (alt_deck_validate(db, f, deck, v, 1) > 0) {
        snprintf(msg, msg_size, "%.12s: %.180s", v[0].rule, v[0].text);
        return 0;
    }
    return 1;
}

/* 1 when the deck parses and is playable under db in format f. */
static int load_deck(const alt_cards *db, const char *text, alt_format f, alt_deck *out, char *msg, size_t msg_size)
{
    char why[256];
    alt_err err = alt_deck_parse(db, text, strlen(text), out, why, sizeof why);
    if (err != ALT_OK) {
        snprintf(msg, msg_size, "%s: %.200s", alt_strerror(err), why);
        return 0;
    }
    return playable(db, f, out, msg, msg_size);
}

/* 1 when replay's Hero deck of that faction is playable under db. */
static int hero_deck(const alt_cards *db, int faction, alt_deck *out, char *msg, size_t msg_size)
{
    char why[256];
    if (replay_hero_deck(db, faction, out, why, sizeof why) != ALT_OK) {
        snprintf(msg, msg_size, "%.200s", why);
        return 0;
    }
    return playable(db, ALT_FORMAT_CONSTRUCTED, out, msg, msg_size);
}

/* The ability decks of corpora/decks, compiled in by the build. */
#define DECK_FILE(name) extern const char fuzz_deck_##name##_text[];
DECK_FILE(abilities_events_silence)
DECK_FILE(abilities_events_landmarks)
DECK_FILE(abilities_granted_cheaper)
DECK_FILE(abilities_fen_lyra)
DECK_FILE(abilities_reveal_festival)
DECK_FILE(abilities_auraq_resupply)
DECK_FILE(abilities_dice_sacrifice)
DECK_FILE(abilities_reserve_mana)
DECK_FILE(constructed_axiom_counters)
DECK_FILE(constructed_bravos_counters)
DECK_FILE(frost_axiom)
DECK_FILE(frost_bravos)
DECK_FILE(frost_lyra)
DECK_FILE(frost_muna)
DECK_FILE(frost_ordis)
DECK_FILE(frost_yzmir)
DECK_FILE(frost_limited_axiom_muna)
DECK_FILE(frost_limited_bravos_ordis)
DECK_FILE(frost_limited_lyra_yzmir)
DECK_FILE(sky_axiom)
DECK_FILE(sky_bravos)
DECK_FILE(sky_lyra)
DECK_FILE(sky_muna)
DECK_FILE(sky_ordis)
DECK_FILE(sky_yzmir)
DECK_FILE(sky_limited_axiom_muna)
DECK_FILE(sky_limited_bravos_ordis)
DECK_FILE(sky_limited_lyra_yzmir)
DECK_FILE(maze_axiom)
DECK_FILE(maze_bravos)
DECK_FILE(maze_lyra)
DECK_FILE(maze_muna)
DECK_FILE(maze_ordis)
DECK_FILE(maze_yzmir)
DECK_FILE(maze_limited_axiom_muna)
DECK_FILE(maze_limited_bravos_ordis)
DECK_FILE(maze_limited_lyra_yzmir)
#undef DECK_FILE

const alt_cards *fuzz_walk_db(const fuzz_walk_input *in)
{
    if (in->pair % FUZZ_WALK_PAIRS < FUZZ_WALK_SET_FIRST)
        return fuzz_bundled_db();
    static alt_cards *all;
    if (!all) {
        alt_err err = alt_cards_bundled_named("all-1", &all);
        FUZZ_CHECK(err == ALT_OK, "the bundled card database all-1 does not parse: %s", alt_strerror(err));
    }
    return all;
}

int fuzz_walk_setup(const alt_cards *db, const fuzz_walk_input *in, alt_setup *out, char *msg, size_t msg_size)
{
    static const struct {
        const char *deck[2];
        alt_format format;
    } pairs[FUZZ_WALK_PAIRS] = {
        {{NULL, NULL}, ALT_FORMAT_LIMITED},   /* replay's default decks, filled in below */
        {{NULL, NULL}, ALT_FORMAT_LIMITED},
        {{deck_odd0, deck_odd1}, ALT_FORMAT_LIMITED},
        {{deck_small0, deck_small1}, ALT_FORMAT_LIMITED},
        {{deck_tokens, deck_boosts}, ALT_FORMAT_LIMITED},
        {{deck_boosts, deck_tokens}, ALT_FORMAT_LIMITED},
        {{deck_support, deck_tokens}, ALT_FORMAT_LIMITED},
        {{deck_boosts, deck_support}, ALT_FORMAT_LIMITED},
        {{deck_hero_or, deck_hero_br}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_br, deck_hero_or}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_mu, deck_hero_yz}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_yz, deck_hero_mu}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_br, deck_hero_mu}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_mu, deck_hero_br}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_yz, deck_hero_or}, ALT_FORMAT_CONSTRUCTED},
        {{deck_hero_or, deck_hero_yz}, ALT_FORMAT_CONSTRUCTED},
        /* 16-21: replay's Hero decks, filled in below */
        {{NULL, NULL}, ALT_FORMAT_CONSTRUCTED}, {{NULL, NULL}, ALT_FORMAT_CONSTRUCTED},
        {{NULL, NULL}, ALT_FORMAT_CONSTRUCTED}, {{NULL, NULL}, ALT_FORMAT_CONSTRUCTED},
        {{NULL, NULL}, ALT_FORMAT_CONSTRUCTED}, {{NULL, NULL}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_abilities_events_silence_text, fuzz_deck_abilities_events_landmarks_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_abilities_events_landmarks_text, fuzz_deck_abilities_events_silence_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_abilities_granted_cheaper_text, fuzz_deck_abilities_fen_lyra_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_abilities_reveal_festival_text, fuzz_deck_abilities_granted_cheaper_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_abilities_auraq_resupply_text, fuzz_deck_abilities_reveal_festival_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_constructed_axiom_counters_text, fuzz_deck_constructed_bravos_counters_text},
         ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_abilities_dice_sacrifice_text, fuzz_deck_abilities_reserve_mana_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_abilities_reserve_mana_text, fuzz_deck_abilities_dice_sacrifice_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_constructed_bravos_counters_text, fuzz_deck_constructed_axiom_counters_text},
         ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_abilities_events_landmarks_text, fuzz_deck_abilities_reveal_festival_text}, ALT_FORMAT_LIMITED},
        /* 32-40: Trial by Frost with Beyond the Gates (corpora/decks/frost_*.txt) */
        {{fuzz_deck_frost_axiom_text, fuzz_deck_frost_bravos_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_frost_bravos_text, fuzz_deck_frost_lyra_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_frost_lyra_text, fuzz_deck_frost_muna_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_frost_muna_text, fuzz_deck_frost_ordis_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_frost_ordis_text, fuzz_deck_frost_yzmir_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_frost_yzmir_text, fuzz_deck_frost_axiom_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_frost_limited_axiom_muna_text, fuzz_deck_frost_limited_bravos_ordis_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_frost_limited_bravos_ordis_text, fuzz_deck_frost_limited_lyra_yzmir_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_frost_limited_lyra_yzmir_text, fuzz_deck_frost_limited_axiom_muna_text}, ALT_FORMAT_LIMITED},
        /* 41: Skybound Odyssey's Axiom deck against Trial by Frost's */
        {{fuzz_deck_sky_axiom_text, fuzz_deck_frost_axiom_text}, ALT_FORMAT_CONSTRUCTED},
        /* 42-50: Skybound Odyssey with Beyond the Gates (corpora/decks/sky_*.txt) */
        {{fuzz_deck_sky_axiom_text, fuzz_deck_sky_bravos_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_sky_bravos_text, fuzz_deck_sky_lyra_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_sky_lyra_text, fuzz_deck_sky_muna_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_sky_muna_text, fuzz_deck_sky_ordis_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_sky_ordis_text, fuzz_deck_sky_yzmir_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_sky_yzmir_text, fuzz_deck_sky_axiom_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_sky_limited_axiom_muna_text, fuzz_deck_sky_limited_bravos_ordis_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_sky_limited_bravos_ordis_text, fuzz_deck_sky_limited_lyra_yzmir_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_sky_limited_lyra_yzmir_text, fuzz_deck_sky_limited_axiom_muna_text}, ALT_FORMAT_LIMITED},
        /* 51-59: Whispers from the Maze with Beyond the Gates (corpora/decks/maze_*.txt) */
        {{fuzz_deck_maze_axiom_text, fuzz_deck_maze_bravos_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_maze_bravos_text, fuzz_deck_maze_lyra_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_maze_lyra_text, fuzz_deck_maze_muna_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_maze_muna_text, fuzz_deck_maze_ordis_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_maze_ordis_text, fuzz_deck_maze_yzmir_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_maze_yzmir_text, fuzz_deck_maze_axiom_text}, ALT_FORMAT_CONSTRUCTED},
        {{fuzz_deck_maze_limited_axiom_muna_text, fuzz_deck_maze_limited_bravos_ordis_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_maze_limited_bravos_ordis_text, fuzz_deck_maze_limited_lyra_yzmir_text}, ALT_FORMAT_LIMITED},
        {{fuzz_deck_maze_limited_lyra_yzmir_text, fuzz_deck_maze_limited_axiom_muna_text}, ALT_FORMAT_LIMITED},
    };
    _Static_assert(sizeof pairs / sizeof pairs[0] == FUZZ_WALK_PAIRS, "one entry per deck pair");
    static const alt_cards *cached_db[FUZZ_WALK_PAIRS];
    static alt_deck decks[FUZZ_WALK_PAIRS][2];
    static int usable[FUZZ_WALK_PAIRS];
    static char why[FUZZ_WALK_PAIRS][300];
    unsigned k = in->pair % FUZZ_WALK_PAIRS;
    if (cached_db[k] != db) {
        {
            usable[k] = 1;
            for (int p = 0; p < 2 && usable[k]; p++) {
                const char *text = pairs[k].deck[p];
                if (k < 2)
                    text = replay_limited_decks[p ^ k];
                char m[256];
                int loaded = k >= 16 && k < 22
                                 ? hero_deck(db, (k - 16 + p) % REPLAY_HERO_DECKS, &decks[k][p], m, sizeof m)
                                 : load_deck(db, text, pairs[k].format, &decks[k][p], m, sizeof m);
                if (!loaded) {
                    usable[k] = 0;
                    snprintf(why[k], sizeof why[k], "deck pair %u, player %d: %.240s", k, p, m);
                }
            }
        }
        cached_db[k] = db;
    }
    memset(out, 0, sizeof *out);
    if (!usable[k]) {
        if (msg && msg_size)
            snprintf(msg, msg_size, "%s", why[k]);
        return 0;
    }
    out->seed = in->seed;
    out->ruleset = in->ruleset;
    out->format = pairs[k].format;
    out->deck[0] = decks[k][0];
    out->deck[1] = decks[k][1];
    out->chance = in->recorded ? ALT_CHANCE_RECORDED : ALT_CHANCE_SEEDED;
    return 1;
}

uint8_t *fuzz_walk_pack_log(const alt_cards *db, const alt_setup *setup, const alt_action *acts,
                            const uint64_t *hashes, size_t n, size_t *len, size_t *steps_out)
{
    Altered__GameLog log = ALTERED__GAME_LOG__INIT;
    Altered__Header h;
    Altered__Versions v;
    Altered__Deck decks[2];
    const char *refs0[ALT_DECK_MAX], *refs1[ALT_DECK_MAX];
    char date_text[11];
    const char **refs[2] = {refs0, refs1};
    replay_log_header(db, setup, &h, &v, decks, refs, date_text);
    Altered__Deck *deck_ptrs[2] = {&decks[0], &decks[1]};
    h.n_decks = 2;
    h.decks = deck_ptrs;
    log.header = &h;
    Altered__Step *steps = calloc(n ? n : 1, sizeof *steps);
    Altered__Action *actions = calloc(n ? n : 1, sizeof *actions);
    Altered__Step **step_ptrs = calloc(n ? n : 1, sizeof *step_ptrs);
    uint32_t *outcomes = calloc(n ? n : 1, sizeof *outcomes);
    uint8_t *buf = NULL;
    *len = 0;
    if (steps && actions && step_ptrs && outcomes) {
        size_t m = 0, k = 0, o = 0;
        /* The setup's outcomes: chance's answers before any player's. */
        while (k < n && acts[k].kind == ALT_ACT_CHANCE)
            outcomes[o++] = acts[k++].choice;
        h.n_setup_chance = o;
        h.setup_chance = o ? outcomes : NULL;
        log.initial_hash = hashes[k];
        while (k < n) {
            altered__step__init(&steps[m]);
            replay_action_to_log(&acts[k], &actions[m]);
            steps[m].action = &actions[m];
            k++;
            steps[m].chance = outcomes + o;
            while (k < n && acts[k].kind == ALT_ACT_CHANCE)
                outcomes[o++] = acts[k++].choice;
            steps[m].n_chance = (size_t)(outcomes + o - steps[m].chance);
            if (!steps[m].n_chance)
                steps[m].chance = NULL;
            steps[m].hash = hashes[k];
            step_ptrs[m] = &steps[m];
            m++;
        }
        if (steps_out)
            *steps_out = m;
        log.n_steps = m;
        log.steps = step_ptrs;
        *len = altered__game_log__get_packed_size(&log);
        buf = malloc(*len ? *len : 1);
        if (buf && altered__game_log__pack(&log, buf) != *len) {
            free(buf);
            buf = NULL;
        }
    }
    free(outcomes);
    free(step_ptrs);
    free(actions);
    free(steps);
    return buf;
}
