/*
 * test_uniques.c: Unique cards read from their records and played
 * (docs/uniques.md). The part table itself (every id once, of its type,
 * every row composing), the compact form and its refusals, each example
 * record's abilities played as its text says (a test per ability, staged
 * through JSON positions over all-1 and played through the public API),
 * the parts this build lacks refused by id, and a game with Uniques kept
 * whole through positions and the setup digest.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <xxhash.h>

#include "altered.h"
#include "bundled.h"
#include "position_json.h"

#define FILLER TB_FILLER                   /* Ordis Trooper: Hand Cost 1, 1/1/1, no ability */
#define SKALD "ALT_CORE_B_LY_08_C"         /* Lyra Skald: Hand Cost 2, 3/0/2, no ability */
#define SHENLONG "ALT_CORE_B_BR_22_C"      /* Shenlong: 8/8/8, no ability */
#define HYDRA_C "ALT_CORE_B_MU_22_C"       /* Hydracaena's Common: {J} I gain 4 boosts */
#define RECRUIT "ALT_CORE_B_OR_31_C"       /* the Ordis Recruit token */
#define DECK4 "\"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \"" FILLER "\""
#define OPP4 "\"" SKALD "\", \"" SKALD "\", \"" SKALD "\", \"" SKALD "\""
#define DECK8 DECK4 ", " DECK4
#define OPP8 OPP4 ", " OPP4

/* The example records of ../shared/reference/uniques/examples/, in their
 * compact form: what test_the_example_records_read_as_written reads them as. */
#define HYDRA_REF "ALT_COREKS_B_MU_22_U_3140"
#define HYDRA HYDRA_REF " faction=MU cost=7/8 power=5/5/0 main=23:181:142,20:191:146 support=192:191:245"
#define ATTORNEY_REF "ALT_COREKS_B_OR_16_U_6"
#define ATTORNEY ATTORNEY_REF " faction=YZ cost=3/3 power=3/3/3 main=236:191:90 support=192:191:59"
#define GANESHA_REF "ALT_CORE_B_AX_19_U_1120"
#define GANESHA GANESHA_REF " faction=MU cost=6/7 power=7/7/6 main=24:187:127 support=192:191:39"
#define KAPPA_REF "ALT_COREKS_B_BR_13_U_1106"
#define KAPPA KAPPA_REF " faction=BR cost=3/5 power=5/4/3 main=1:186:151"
#define NAVIGATOR_REF "ALT_COREKS_B_LY_12_U_1998"
#define NAVIGATOR NAVIGATOR_REF " faction=BR cost=3/4 power=0/1/4 main=24:191:90,1:186:151"
#define GRANBWA_REF "ALT_BISE_B_MU_56_U_11243"
#define GRANBWA GRANBWA_REF " faction=OR cost=4/4 power=2/4/4 main=22:511:110,12:361:465"
#define NISSE_REF "ALT_ALIZE_B_LY_36_U_10307"
#define NISSE NISSE_REF " faction=LY cost=3/4 power=1/4/4 main=22:177:264,12:186:90"
#define SNOWQ_REF "ALT_ALIZE_B_YZ_38_U_10366"
#define SNOWQ SNOWQ_REF " faction=OR cost=8/7 power=2/3/3 main=23:191:142,24:189:314,22:188:65"
#define QORGAN_REF "ALT_BISE_B_YZ_53_U_11302"
#define QORGAN QORGAN_REF " faction=YZ cost=4/3 power=4/5/0 main=22:355:80,1:191:481 support=192:191:408"
#define ALTRUN_REF "ALT_CYCLONE_B_BR_67_U_4031"
#define ALTRUN ALTRUN_REF " faction=BR cost=3/3 power=3/1/1 main=24:635:97,545:663:56 support=192:191:412"
#define MONKEY_REF "ALT_CYCLONE_B_YZ_67_U_4541"
#define MONKEY MONKEY_REF " faction=AX cost=3/2 power=0/3/3 main=22:176:402,1:370:562"

enum { STEP_MAY_ASKED = 1 };

/* ------------------------------------------------------------ helpers */

static alt_unique parsed(const char *text)
{
    alt_unique u;
    char msg[256];
    alt_err err = alt_unique_parse(text, strlen(text), &u, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("%s: %s", text, msg);
    return u;
}

/* A game staged from a JSON position over all-1 with these records. */
static alt_game *staged(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static alt_game *staged(const char *fmt, ...)
{
    char json[8192];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(json, sizeof json, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && (size_t)n < sizeof json);
    return ts_position_in(tb_db_all(), json);
}

/* The object of player p whose card has this reference (first found). */
static uint8_t object_of(const alt_game *g, int p, const char *ref)
{
    const alt_cards *db = alt_game_cards(g);
    alt_position *pos = ts_position_of(g);
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pos->p[p].zone_n[z]; i++) {
            const alt_pos_object *o = &pos->p[p].zone[z][i];
            if (strcmp(alt_cards_get(db, o->card)->ref, ref) == 0) {
                uint8_t id = o->id;
                free(pos);
                return id;
            }
        }
    free(pos);
    fail_msg("player %d has no %s", p, ref);
    return 0;
}

static int step_of(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int step = pos->res.active ? pos->res.step : -1;
    free(pos);
    return step;
}

/* The listed answer of the pending choice with this choice number, or
 * this object (object ALT_NO_OBJECT: any). */
static alt_action listed(alt_game *g, uint8_t object, int choice)
{
    alt_action list[256];
    size_t n = alt_game_list(g, list, 256);
    for (size_t i = 0; i < n && i < 256; i++)
        if ((object == ALT_NO_OBJECT || list[i].object == object) && (choice < 0 || list[i].choice == choice))
            return list[i];
    fail_msg("no answer with object %u and choice %d is listed", object, choice);
    return list[0];
}

/* Both pass on until the game waits past Dusk (Dusk's Reactions answered
 * with the first listed). */
static void to_night(alt_game *g)
{
    for (int steps = 0; steps < 200; steps++) {
        alt_decision d = alt_game_decision(g);
        if (d.phase != ALT_PHASE_AFTERNOON && d.phase != ALT_PHASE_DUSK)
            return;
        alt_action first;
        if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (alt_game_list(g, &first, 1) > 0)
            ts_apply(g, first);
    }
    fail_msg("the game never reached the Night");
}

/* How many objects of player p in zone z have this card (by reference,
 * in the game's own database). */
static int count_ref(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    const alt_cards *db = alt_game_cards(g);
    alt_position *pos = ts_position_of(g);
    int n = 0;
    for (int i = 0; i < pos->p[p].zone_n[z]; i++)
        n += strcmp(alt_cards_get(db, pos->p[p].zone[z][i].card)->ref, ref) == 0;
    free(pos);
    return n;
}

static alt_pos_player player_of(const alt_game *g, int p)
{
    return ts_player(g, p);
}

/* A game waiting on chance or on a pick, through JSON and back, and
 * through the binary position and back: the same state. */
static void assert_position_round_trips(const alt_game *g)
{
    char *json = replay_position_to_json(g), msg[256];
    alt_game *back = NULL;
    if (replay_position_from_json(tb_db_all(), json, strlen(json), &back, msg, sizeof msg) != ALT_OK)
        fail_msg("%s", msg);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = alt_position_encode(back, buf, sizeof buf);
    alt_game_destroy(&back);
    if (replay_position_load(tb_db_all(), buf, n, &back, msg, sizeof msg) != ALT_OK)
        fail_msg("%s", msg);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    free(json);
}

/* ------------------------------------------------------ the part table */

static void test_the_grammar_has_883_parts_each_once_by_type(void **state)
{
    (void)state;
    size_t per[4] = {0, 0, 0, 0}, implemented = 0;
    unsigned last = 0;
    for (size_t i = 0; i < alt_part_count(); i++) {
        unsigned id = alt_part_id(i);
        assert_true(id > last);                       /* sorted, each once: the lookup's search needs it */
        last = id;
        alt_part_type t = alt_part_type_of(id);
        assert_true(t >= ALT_PART_TRIGGER && t <= ALT_PART_OUTPUT);
        per[t]++;
        if (alt_part_encoding(id) != NULL) {
            implemented++;
            assert_null(alt_part_mechanic(id));
        } else {
            assert_non_null(alt_part_mechanic(id));   /* what a missing part waits for */
            assert_true(strlen(alt_part_mechanic(id)) > 0);
        }
    }
    assert_int_equal(alt_part_count(), 883);
    assert_int_equal(per[ALT_PART_TRIGGER], 89);
    assert_int_equal(per[ALT_PART_CONDITION], 164);
    assert_int_equal(per[ALT_PART_OUTPUT], 630);
    assert_true(implemented > 400);
    assert_int_equal(alt_part_type_of(9999), ALT_PART_NONE);
    assert_int_equal(alt_part_type_of(3), ALT_PART_NONE);   /* the numbering has gaps */
}

/* A record of these main abilities on a family (Hydracaena's in the
 * tests below), without a support ability. */
static alt_unique record_of(const alt_unique_triple *main, int n, const char *family, int character)
{
    alt_unique u;
    memset(&u, 0, sizeof u);
    snprintf(u.ref, sizeof u.ref, "%s_1", family);
    u.faction = ALT_FACTION_MU;
    u.hand_cost = u.reserve_cost = 3;
    u.forest = u.mountain = u.water = character ? 2 : -1;
    u.main_count = (uint8_t)n;
    memcpy(u.main, main, (size_t)n * sizeof main[0]);
    return u;
}

/* Whether this build plays a record, and why not. */
static int record_plays(const alt_unique *u, char *why, size_t size)
{
    alt_cards *db = NULL;
    alt_err err = alt_cards_with_uniques(tb_db_all(), u, 1, &db, why, size);
    if (err != ALT_OK)
        fail_msg("%s", why);
    uint16_t i = alt_cards_find(db, u->ref);
    unsigned part;
    int slot;
    const char *no = alt_cards_unique_refusal(db, i, &part, &slot);
    if (no != NULL)
        snprintf(why, size, "%s", no);
    int plays = alt_cards_get(db, i)->supported;
    alt_cards_destroy(&db);
    return plays;
}

/* The record of one ability (the support ability for trigger 192) on
 * Hydracaena's family, and whether this build plays it. */
static int one_ability_plays(unsigned t, unsigned c, unsigned o, const char *family, int character, char *why,
                             size_t size)
{
    alt_unique_triple main = {(uint16_t)(t == 192 ? 24 : t), (uint16_t)c, (uint16_t)(t == 192 ? 90 : o)};
    alt_unique u = record_of(&main, 1, family, character);
    if (t == 192) {
        u.has_support = 1;
        u.support = (alt_unique_triple){192, (uint16_t)c, (uint16_t)o};
    }
    return record_plays(&u, why, size);
}

/* The parts that compose only after an ability whose condition opens
 * modes ("depending:", 520): the bullet (BULLET, 519) and the ranges
 * that go with it (range:, 521 and 522). */
static int in_a_group(const char *encoding)
{
    return strcmp(encoding, "BULLET") == 0 || strncmp(encoding, "range:", 6) == 0;
}

/* The first implemented part whose encoding starts with prefix. */
static unsigned part_encoded(const char *prefix)
{
    for (size_t i = 0; i < alt_part_count(); i++) {
        const char *e = alt_part_encoding(alt_part_id(i));
        if (e != NULL && strncmp(e, prefix, strlen(prefix)) == 0)
            return alt_part_id(i);
    }
    fail_msg("no implemented part is encoded %s...", prefix);
    return 0;
}

/* Every implemented part composes in a triple with neutral partners
 * ("[]", "Draw a card", a {J} trigger, or no trigger for a passive) and
 * its ability is read by the card database's parser; a part that goes in
 * a group composes in one, after "{J} Remove all boosts ... 1+: Draw a
 * card", as the second ability, with a bullet or a range and "Draw a card". */
static void test_every_implemented_part_composes(void **state)
{
    (void)state;
    for (size_t i = 0; i < alt_part_count(); i++) {
        unsigned id = alt_part_id(i);
        const char *e = alt_part_encoding(id);
        if (e == NULL)
            continue;
        char why[256] = "";
        int ok;
        if (in_a_group(e)) {
            int trigger = alt_part_type_of(id) == ALT_PART_TRIGGER;
            const alt_unique_triple main[2] = {
                {24, (uint16_t)part_encoded("depending:"), 90},
                {(uint16_t)(trigger ? id : part_encoded("BULLET")), (uint16_t)(trigger ? part_encoded("range:") : id),
                 90}};
            alt_unique u = record_of(main, 2, "ALT_CORE_B_MU_22_U", 1);
            if (!record_plays(&u, why, sizeof why))
                fail_msg("part %u (%s), in a group: %s", id, e, why);
            continue;
        }
        switch (alt_part_type_of(id)) {
        case ALT_PART_TRIGGER:
            ok = one_ability_plays(id, 191, strcmp(e, "STATIC") == 0 ? 142 : strcmp(e, "I.STATIC") == 0 ? 346 : 90,
                                   "ALT_CORE_B_MU_22_U", 1, why, sizeof why);
            break;
        case ALT_PART_CONDITION:
            ok = one_ability_plays(24, id, 90, "ALT_CORE_B_MU_22_U", 1, why, sizeof why);
            break;
        default: {
            int passive = !strncmp(e, "KW:", 3) || !strncmp(e, "STATIC:", 7) || !strncmp(e, "REQUIRE:", 8) ||
                          !strncmp(e, "ABILITY:", 8);
            int in_reserve = !strcmp(e, "STATIC:reserve_uncounted");   /* said of the Reserve: {I} (432) */
            /* "its abilities" first: a trigger that names a card (21, "When
             * another Character joins your Expeditions"). */
            int its = !strncmp(e, "it_activate_one_join", 20) || !strncmp(e, "it_reserve_as_mine", 18);
            ok = one_ability_plays(in_reserve ? 432 : passive ? 23 : !strncmp(e, "after_rest:", 11) ? 543 : its ? 21 : 24,
                                   191, id, "ALT_CORE_B_MU_22_U", 1, why, sizeof why);
            break;
        }
        }
        if (!ok)
            fail_msg("part %u (%s): %s", id, e, why);
    }
}

/* "{H} Remove all boosts from Characters in play and in Reserve. Then,
 * depending on the number of boosts removed this way: • 1+: I gain 2
 * boosts. • 4+: Draw a card. • 9+: Target opponent draws a card." (22:520:97,
 * 519:521:90, 519:522:30; CR 4.0 2.5.g, 2.5.1, 6.5.g): every boost of every
 * Character goes, both players', in the Expeditions and in the Reserves,
 * and the number, counted once, chooses the modes: each range it reaches
 * ("+"), in their printed order, after the removal (the Unique keeps the
 * two boosts its first mode gives). Without the 4+ bullet (22:520:97,
 * 519:522:30) a count of 4 reaches the first range only. A Spell's own
 * effect opens the modes as a trigger does. */
#define BULLETS_U "ALT_CORE_B_MU_22_U_7"
#define BULLETS_SPELL "ALT_CORE_B_MU_27_U_7"   /* Nurture's family: a Spell */
static void test_bullets_are_modes_chosen_by_the_number_of_boosts_removed(void **state)
{
    (void)state;
    static const struct {
        const char *main;
        int mine, theirs, in_reserve;   /* boosts on my Trooper, their Skald, the Skald in their Reserve */
        int boosts, drawn, opp_drawn;
    } cases[] = {
        {"22:520:97,519:521:90,519:522:30", 0, 0, 0, 0, 0, 0},   /* none removed: no mode */
        {"22:520:97,519:521:90,519:522:30", 1, 2, 0, 2, 0, 0},   /* 3: 1+ */
        {"22:520:97,519:521:90,519:522:30", 2, 1, 1, 2, 1, 0},   /* 4: 1+ and 4+ */
        {"22:520:97,519:521:90,519:522:30", 3, 3, 2, 2, 1, 0},   /* 8 */
        {"22:520:97,519:521:90,519:522:30", 3, 3, 3, 2, 1, 1},   /* 9: all three */
        {"22:520:97,519:522:30", 2, 1, 1, 2, 0, 0},               /* 4: 1+ only */
        {"22:520:97,519:522:30", 3, 3, 3, 2, 0, 1},               /* 9: 1+ and 9+ */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" BULLETS_U " faction=MU cost=1/1 power=1/1/1 main=%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" BULLETS_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"hero_expedition\": [{\"card\": \"" FILLER "\", "
                             "\"boosts\": %d}]}}, {\"zones\": {\"deck\": [" OPP4 "], \"companion_expedition\": "
                             "[{\"card\": \"" SKALD "\", \"boosts\": %d}], \"reserve\": [{\"card\": \"" SKALD "\", "
                             "\"boosts\": %d}]}}]}",
                             cases[k].main, cases[k].mine, cases[k].theirs, cases[k].in_reserve);
        uint8_t u = object_of(g, 0, BULLETS_U), trooper = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0),
                skald = ts_id_at(g, 1, ALT_ZONE_EXP_COMPANION, 0), in_reserve = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(ts_boosts(g, 0, trooper), 0);
        assert_int_equal(ts_boosts(g, 1, skald), 0);
        assert_int_equal(ts_boosts(g, 1, in_reserve), 0);
        assert_int_equal(ts_boosts(g, 0, u), cases[k].boosts);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), cases[k].drawn);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), cases[k].opp_drawn);
        alt_game_destroy(&g);
    }
    /* A Spell's own effect (no trigger, 23) opens them alike: 9 removed,
     * 1+ (Draw a card) and 9+ (target opponent draws a card). */
    alt_game *g = staged("{\"uniques\": [\"" BULLETS_SPELL " faction=MU cost=1/1 main=23:520:90,519:522:30\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" BULLETS_SPELL "\"], "
                         "\"mana\": [\"" FILLER "\"], \"hero_expedition\": [{\"card\": \"" FILLER "\", "
                         "\"boosts\": 9}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, BULLETS_SPELL), ALT_EXP_HERO, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(g, 0, trooper), 0);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), 1);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), 1);
    alt_game_destroy(&g);
}

/* The bullet (519) continues the modes the ability just before it opened
 * ("Then, depending on the number ...", 520, or another bullet), with its
 * range (521, 522) among the step's, in rising order (CR 4.0 6.5.g: the
 * modes are a series of lines after the step that chooses); anything else
 * is refused, naming the part and its ability. A mode's steps may read
 * "its controller" (351), not a die (68, 140: the modes wait where a die
 * is kept). */
static void test_a_bullet_goes_only_after_modes_opened_before_it(void **state)
{
    (void)state;
    static const struct {
        const char *main;
        int slot;
        unsigned part;
        const char *says;
    } cases[] = {
        {"519:521:90", 1, 519, "no ability before it opens any"},
        {"22:520:97,24:191:90,519:521:90", 3, 519, "no ability before it opens any"},
        {"22:520:97,519:191:90", 2, 191, "goes with the range of its mode"},
        {"22:521:90", 1, 521, "after the bullet (part 519) only"},
        {"22:520:97,519:522:90,519:521:30", 3, 521, "the ranges of the modes rise"},
        {"22:520:97,519:521:90,519:521:30", 3, 521, "the ranges of the modes rise"},
        {"22:520:32", 1, 32, "outputs that act"},                 /* I am [Defender] */
        {"22:520:97,519:521:68", 2, 68, "with a die"},            /* a mode that rolls a die */
        {"22:520:140,519:521:90", 1, 140, "with a die"},          /* I gain 1 boost per the die's result */
        {"22:520:97,519:521:351", 0, 0, NULL},                    /* ... its controller draws a card: played */
        {"22:520:97,519:521:90,519:522:30", 0, 0, NULL},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char record[256];
        snprintf(record, sizeof record, BULLETS_U " faction=MU cost=1/1 power=1/1/1 main=%s", cases[k].main);
        alt_unique u = parsed(record);
        alt_cards *db = NULL;
        char msg[256];
        assert_int_equal(alt_cards_with_uniques(tb_db_all(), &u, 1, &db, msg, sizeof msg), ALT_OK);
        unsigned part = 0;
        int slot = 0;
        const char *why = alt_cards_unique_refusal(db, alt_cards_find(db, u.ref), &part, &slot);
        if (cases[k].says == NULL ? why != NULL
                                  : why == NULL || part != cases[k].part || slot != cases[k].slot ||
                                        strstr(why, cases[k].says) == NULL)
            fail_msg("%s: refused at part %u of ability %d, \"%s\"; expected part %u of ability %d, \"%s\"", record,
                     part, slot, why ? why : "(played)", cases[k].part, cases[k].slot,
                     cases[k].says ? cases[k].says : "(played)");
        alt_cards_destroy(&db);
    }
}

/* A Spell's abilities with no trigger are its own effects. */
static void test_a_unique_spell_resolves_its_parts(void **state)
{
    (void)state;
    char why[256];
    assert_true(one_ability_plays(23, 191, 90, "ALT_CORE_B_MU_27_U", 0, why, sizeof why));   /* Nurture */
    /* A Character's needs a trigger. */
    assert_false(one_ability_plays(23, 191, 90, "ALT_CORE_B_MU_22_U", 1, why, sizeof why));
    assert_non_null(strstr(why, "needs a trigger"));
}

/* ------------------------------------------------------- compact form */

static void test_the_compact_form_reads_and_writes_back(void **state)
{
    (void)state;
    static const char *const records[] = {HYDRA, ATTORNEY, GANESHA, KAPPA, NAVIGATOR, GRANBWA,
                                          NISSE, SNOWQ,    QORGAN,  ALTRUN, MONKEY};
    for (size_t i = 0; i < sizeof records / sizeof records[0]; i++) {
        alt_unique u = parsed(records[i]);
        char back[ALT_UNIQUE_TEXT_MAX + 1];
        alt_unique_format(&u, back, sizeof back);
        assert_string_equal(back, records[i]);
    }
    /* Fields in any order and spaces are read; the canonical form is one. */
    alt_unique u = parsed("  ALT_COREKS_B_MU_22_U_3140  support=192:191:245 main=23:181:142,20:191:146 "
                          "power=5/5/0  cost=7/8 faction=MU ");
    char back[ALT_UNIQUE_TEXT_MAX + 1];
    alt_unique_format(&u, back, sizeof back);
    assert_string_equal(back, HYDRA);
    /* A Spell's record has no statistics. */
    u = parsed("ALT_CORE_B_MU_27_U_5 faction=MU cost=2/2 main=23:191:90");
    assert_int_equal(u.forest, -1);
}

static void refused(const char *text, const char *says)
{
    alt_unique u;
    char msg[256] = "";
    assert_int_equal(alt_unique_parse(text, strlen(text), &u, msg, sizeof msg), ALT_E_PARSE);
    if (strstr(msg, says) == NULL)
        fail_msg("\"%s\" refused with \"%s\", not \"%s\"", text, msg, says);
}

static void test_a_bad_record_is_refused_saying_why(void **state)
{
    (void)state;
    refused("", "an empty record");
    refused("ALT_CORE_B_MU_22_C faction=MU cost=1/1 main=24:191:90", "not a Unique card's reference");
    refused("ALT_CORE_B_MU_22_U_1 cost=1/1 main=24:191:90", "faction=, cost= and main=");
    refused("ALT_CORE_B_MU_22_U_1 faction=QQ cost=1/1 main=24:191:90", "faction=");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1 main=24:191:90", "cost=");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/100 main=24:191:90", "cost=");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=01/1 main=24:191:90", "cost=");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 power=1/1 main=24:191:90", "power=");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:9999", "part 9999 is not a part id");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:3", "part 3 is not a part id");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=181:191:90", "part 181 is a CONDITION, where a TRIGGER goes");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:90:90", "part 90 is an OUTPUT, where a CONDITION goes");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:24", "part 24 is a TRIGGER, where an OUTPUT goes");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191", "three part ids");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:90:90", "three part ids");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:90,24:191:90,24:191:90,24:191:90",
            "more than 3 main abilities");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=192:191:90", "the support ability's trigger only");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:90 support=24:191:90", "not part 24");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:90 support=192:191:90 support=192:191:90",
            "given twice");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU faction=MU cost=1/1 main=24:191:90", "given twice");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:90 colour=red", "unknown field");
    refused("ALT_CORE_B_MU_22_U_1 faction=MU cost=1/1 main=24:191:90 stray", "is not a field");
    refused("ALT_CORE_B_MU_22_U_1\x01 faction=MU cost=1/1 main=24:191:90", "the reference holds a byte");
    char longer[600];
    memset(longer, 'A', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    memcpy(longer, "ALT_CORE_B_MU_22_U_1 ", 21);
    refused(longer, "more than 255 bytes");
}

/* A game's database refuses what a record alone cannot say is wrong. */
static void test_a_games_database_refuses_records_it_cannot_hold(void **state)
{
    (void)state;
    alt_unique u[2] = {parsed(HYDRA), parsed(HYDRA)};
    alt_cards *db = NULL;
    char msg[256];
    u[1].hand_cost = 1;
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), u, 2, &db, msg, sizeof msg), ALT_E_PARSE);
    assert_non_null(strstr(msg, "two records of one Unique"));
    alt_unique family = parsed("ALT_CORE_B_MU_99_U_1 faction=MU cost=1/1 power=1/1/1 main=24:191:90");
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &family, 1, &db, msg, sizeof msg), ALT_E_UNKNOWN_CARD);
    assert_non_null(strstr(msg, "no card of its family"));
    alt_unique spell = parsed("ALT_CORE_B_MU_27_U_1 faction=MU cost=1/1 power=1/1/1 main=23:191:90");
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &spell, 1, &db, msg, sizeof msg), ALT_E_PARSE);
    assert_non_null(strstr(msg, "no Character"));
    alt_unique many[ALT_UNIQUES_MAX + 1];
    for (int i = 0; i <= ALT_UNIQUES_MAX; i++) {
        many[i] = parsed(HYDRA);
        snprintf(many[i].ref, sizeof many[i].ref, "ALT_CORE_B_MU_22_U_%d", i + 1);
    }
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), many, ALT_UNIQUES_MAX + 1, &db, msg, sizeof msg),
                     ALT_E_CAPACITY);
    assert_null(db);
}

/* A Unique read from its record is a card of its family's name, type and
 * sub-types, with the record's own faction, costs and statistics. */
static void test_a_record_makes_a_card_of_its_family(void **state)
{
    (void)state;
    alt_unique u = parsed(NAVIGATOR);
    alt_cards *db = NULL;
    char msg[256];
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &u, 1, &db, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_cards_count(db), alt_cards_count(tb_db_all()) + 1);
    uint16_t i = alt_cards_find(db, NAVIGATOR_REF);
    assert_int_equal(i, alt_cards_count(tb_db_all()));
    const alt_card_info *c = alt_cards_get(db, i);
    assert_string_equal(c->name, "Lyra Navigator");
    assert_int_equal(c->type, ALT_TYPE_CHARACTER);
    assert_int_equal(c->rarity, ALT_RARITY_UNIQUE);
    assert_int_equal(c->faction, ALT_FACTION_BR);           /* its own, not the family's LY */
    assert_int_equal(c->hand_cost, 3);
    assert_int_equal(c->reserve_cost, 4);
    assert_int_equal(c->water, 4);
    assert_true(c->supported);
    assert_int_equal(alt_cards_digest(db), alt_cards_digest(tb_db_all()));   /* logs name the base */
    assert_string_equal(alt_cards_unique_texts(db)[0], NAVIGATOR);
    assert_ptr_equal(alt_cards_base(db), tb_db_all());
    /* An unconditional keyword output is a keyword of the card. */
    alt_unique snow = parsed(SNOWQ_REF " faction=OR cost=8/7 power=2/3/3 main=23:191:142");
    alt_cards *sdb = NULL;
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &snow, 1, &sdb, msg, sizeof msg), ALT_OK);
    assert_true(alt_cards_get(sdb, alt_cards_find(sdb, SNOWQ_REF))->keywords & ALT_KW_ETERNAL);
    alt_cards_destroy(&sdb);
    alt_cards_destroy(&db);
}

/* ------------------------------------------- the parts this build lacks */

static void assert_refused_at(const char *record, int slot, unsigned part, const char *mechanic)
{
    alt_unique u = parsed(record);
    alt_cards *db = NULL;
    char msg[256];
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &u, 1, &db, msg, sizeof msg), ALT_OK);
    uint16_t i = alt_cards_find(db, u.ref);
    unsigned got;
    int at;
    const char *why = alt_cards_unique_refusal(db, i, &got, &at);
    assert_non_null(why);
    assert_false(alt_cards_get(db, i)->supported);
    assert_int_equal(got, part);
    assert_int_equal(at, slot);
    assert_non_null(strstr(why, mechanic));
    /* A deck holding it is refused for play, naming the Unique and the part. */
    alt_deck d;
    memset(&d, 0, sizeof d);
    d.hero = ALT_CARD_NONE;
    d.cards[d.count++] = i;
    char text[512];
    assert_int_equal(alt_deck_playable(db, &d, text, sizeof text), ALT_E_UNSUPPORTED_CARD);
    char part_words[32];
    snprintf(part_words, sizeof part_words, "part %u", part);
    assert_non_null(strstr(text, u.ref));
    assert_non_null(strstr(text, part_words));
    alt_cards_destroy(&db);
}

/* A record every part of which this build has: no refusal, supported. */
static void assert_played_whole(const char *record)
{
    alt_unique u = parsed(record);
    alt_cards *db = NULL;
    char msg[256];
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &u, 1, &db, msg, sizeof msg), ALT_OK);
    uint16_t i = alt_cards_find(db, u.ref);
    unsigned part;
    int slot;
    assert_null(alt_cards_unique_refusal(db, i, &part, &slot));
    assert_true(alt_cards_get(db, i)->supported);
    alt_cards_destroy(&db);
}

/* Altrun, once refused for its Rush and its "when you pass first", is
 * played: every part of its record is one this build has. */
static void test_altrun_is_played_now_its_mechanics_are(void **state)
{
    (void)state;
    assert_played_whole(ALTRUN);
}

/* The Qorgan Informant example (355, 80; 481; 408) is played now that
 * counters are removed from a card in play or in a Reserve (CR 4.0 2.5.g). */
static void test_qorgan_is_played_now_its_mechanics_are(void **state)
{
    (void)state;
    assert_played_whole(QORGAN);
}

static void test_the_examples_with_later_mechanics_are_refused_by_their_part(void **state)
{
    (void)state;
    assert_refused_at(QORGAN_REF " faction=YZ cost=4/3 power=4/5/0 main=24:889:56", 1, 889,
                      "Feats");                                   /* "If you control a Feat:" (Seeds of Unity) */
    assert_refused_at(ALTRUN_REF " faction=BR cost=3/3 power=3/1/1 main=24:902:56", 1, 902,
                      "Feats");                                  /* "If you control no Feats:" */
}

/* A condition part on passives that carry conditions of their own ("[]
 * If I'm facing only one Character: Play me for {1} less if you control
 * an exhausted Permanent, and also {1} less if ...", 23, 628, 707) would
 * be a second condition on the last of them only: the record is refused,
 * naming the condition and the output, never as an encoding left unread. */
static void test_a_condition_on_passives_with_their_own_is_refused_by_its_parts(void **state)
{
    (void)state;
    alt_unique u = parsed("ALT_CORE_B_AX_29_U_6 faction=YZ cost=0/9 main=23:628:707");
    alt_cards *db = NULL;
    char msg[256];
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &u, 1, &db, msg, sizeof msg), ALT_OK);
    unsigned part;
    int slot;
    const char *why = alt_cards_unique_refusal(db, alt_cards_find(db, u.ref), &part, &slot);
    assert_non_null(why);
    assert_int_equal(part, 628);
    assert_int_equal(slot, 1);
    assert_string_equal(why, "parts 628 and 707 do not go together in this build: a condition on that passive");
    alt_cards_destroy(&db);
}

/* ----------------------------------------------- the examples, played */

/* Hydracaena, main ability 1: "[] If I have 1 or more boosts: I am
 * [Eternal]." At Rest it stays, Boosted; unboosted it rests in Reserve. */
static void test_hydracaena_is_eternal_while_boosted(void **state)
{
    (void)state;
    for (int boosts = 0; boosts <= 1; boosts++) {
        alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"hero_expedition\": [{\"card\": \"%s\", \"boosts\": %d}]}}, "
                             "{\"passed\": true, \"zones\": {\"deck\": [" OPP4 "]}}]}",
                             HYDRA, HYDRA_REF, boosts);
        to_night(g);
        assert_int_equal(ts_zone(g, 0, 4), boosts ? ALT_ZONE_EXP_HERO : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* Hydracaena, main ability 2: "At Noon — [] Target Character gains 3
 * boosts." */
static void test_hydracaena_gives_three_boosts_at_noon(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK8 "], "
                         "\"hero_expedition\": [{\"card\": \"%s\", \"statuses\": [\"anchored\"]}]}}, "
                         "{\"passed\": true, \"zones\": {\"deck\": [" OPP8 "], \"hero_expedition\": [{\"card\": \"" SKALD
                         "\", \"statuses\": [\"anchored\"]}]}}]}",
                         HYDRA, HYDRA_REF);
    tb_run_until(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
    uint8_t skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    alt_action target = listed(g, skald, 1);                 /* player 1's Skald: its owner in choice */
    ts_apply(g, target);
    assert_int_equal(ts_boosts(g, 1, skald), 3);
    alt_game_destroy(&g);
}

/* Hydracaena's support ability: "{D} : [] Draw a card." */
static void test_hydracaena_support_draws_a_card(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"reserve\": "
                         "[\"%s\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                         HYDRA, HYDRA_REF);
    uint8_t hydra = object_of(g, 0, HYDRA_REF);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, hydra, 0, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), 1);
    assert_int_equal(ts_zone(g, 0, hydra), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* Ordis Attorney, main ability: "When my Expedition fails to move forward
 * during Dusk — After Rest: [] Draw a card." Against Shenlong it fails
 * and draws once Rest is over; alone it moves forward and does not. */
static void test_ordis_attorney_draws_after_rest_when_its_expedition_fails(void **state)
{
    (void)state;
    int hand[2];
    for (int facing = 0; facing <= 1; facing++) {
        alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK8 "], "
                             "\"hero_expedition\": [\"%s\"]}}, {\"passed\": true, \"zones\": {\"deck\": [" OPP8
                             "], \"hero_expedition\": [%s]}}]}",
                             ATTORNEY, ATTORNEY_REF, facing ? "\"" SHENLONG "\"" : "");
        to_night(g);
        tb_run_until(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        hand[facing] = ts_count(g, 0, ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }
    assert_int_equal(hand[1], hand[0] + 1);
}

/* The span of the modifier a quick action leaves: "this Afternoon"
 * (until_afternoon_ends) or "this turn". */
static void assert_support_modifier(const char *record, const char *ref, int filter, int afternoon)
{
    alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"reserve\": "
                         "[\"%s\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                         record, ref);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, object_of(g, 0, ref), 0, 0));
    alt_pos_player pl = player_of(g, 0);
    assert_int_equal(pl.mods_n, 1);
    assert_int_equal(pl.mods[0].kind, 1 /* ALT_MOD_COST */);
    assert_int_equal(pl.mods[0].amount, 1);
    assert_int_equal(pl.mods[0].filter, filter);
    assert_int_equal(pl.mods[0].until_afternoon_ends, afternoon);
    alt_game_destroy(&g);
}

/* Ordis Attorney's support: "{D} : [] Pay {1} less for the next Spell you
 * play this Afternoon.": the Afternoon's span though a quick action's. */
static void test_ordis_attorney_support_lasts_the_afternoon(void **state)
{
    (void)state;
    assert_support_modifier(ATTORNEY, ATTORNEY_REF, 2 /* spell */, 1);
}

/* Qorgan Informant's support: "{D} : [] The next card you play this turn
 * costs {1} less."; Altrun Teammate's: "... the next Character you play
 * this turn". */
static void test_qorgan_and_altrun_supports_last_the_turn(void **state)
{
    (void)state;
    assert_support_modifier(QORGAN_REF " faction=YZ cost=4/3 power=4/5/0 main=22:355:80 support=192:191:408",
                            QORGAN_REF, 0 /* any */, 0);
    assert_support_modifier(ALTRUN_REF " faction=BR cost=3/3 power=3/1/1 main=24:191:97 support=192:191:412",
                            ALTRUN_REF, 1 /* character */, 0);
}

/* Ganesha, main ability: "{J} You may discard a card from your Reserve. If
 * you do: For each Character you control other than me, you may activate
 * its {j} abilities." Yes: the Reserve's card is discarded, and Hydracaena's
 * Common ({J} I gain 4 boosts) activates again; no: neither. */
static void test_ganesha_reactivates_joins_when_a_reserve_card_is_discarded(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"hand\": [\"%s\"], \"mana\": [" DECK4 ", " DECK4 "], \"reserve\": [\"" FILLER "\"], "
                             "\"hero_expedition\": [{\"card\": \"" HYDRA_C "\", \"boosts\": 4}]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             GANESHA, GANESHA_REF);
        uint8_t ganesha = object_of(g, 0, GANESHA_REF), common = object_of(g, 0, HYDRA_C);
        uint8_t kept = ts_top(g, 0, ALT_ZONE_RESERVE);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ganesha, ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        if (yes) {
            ts_apply(g, listed(g, kept, -1));               /* the card to discard */
            ts_apply(g, listed(g, common, 1));              /* yes: its {J} */
            assert_int_equal(ts_zone(g, 0, kept), ALT_ZONE_DISCARD);
        }
        assert_int_equal(ts_boosts(g, 0, common), yes ? 8 : 4);
        assert_int_equal(ts_limbo_count(g), 0);
        alt_game_destroy(&g);
    }
}

/* Ganesha's support: "{D} : [] Each player draws a card." */
static void test_ganesha_support_has_each_player_draw(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"reserve\": "
                         "[\"%s\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                         GANESHA, GANESHA_REF);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, object_of(g, 0, GANESHA_REF), 0, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), 1);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), 1);
    alt_game_destroy(&g);
}

/* Kappa (and Lyra Navigator's second ability): "{R} You may pay {1}. If
 * you do: Up to two target Characters each gain 2 boosts." Paid: two
 * targets, 2 boosts each, one Mana Orb more exhausted; declined: nothing
 * more is asked. */
static void test_kappa_pays_one_for_two_targets_to_gain_two_boosts(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"mana\": [" DECK4 ", \"" FILLER "\", \"" FILLER "\"], \"reserve\": [\"%s\"], "
                             "\"hero_expedition\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"hero_expedition\": [\"" SKALD "\"]}}]}",
                             KAPPA, KAPPA_REF);
        uint8_t kappa = object_of(g, 0, KAPPA_REF), trooper = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0),
                skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, kappa, ALT_EXP_HERO, 0));   /* Reserve Cost 5 */
        assert_int_equal(ts_ready_mana(g, 0), 1);
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        if (yes) {
            assert_int_equal(ts_ready_mana(g, 0), 0);
            ts_apply(g, listed(g, trooper, 0));
            ts_apply(g, listed(g, skald, 1));
        }
        assert_int_equal(ts_boosts(g, 0, trooper), yes ? 2 : 0);
        assert_int_equal(ts_boosts(g, 1, skald), yes ? 2 : 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* nothing more waits */
        alt_game_destroy(&g);
    }
}

/* Lyra Navigator, main ability 1: "{J} [] Draw a card." */
static void test_lyra_navigator_draws_as_it_joins(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                         "[\"%s\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                         NAVIGATOR, NAVIGATOR_REF);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, NAVIGATOR_REF), ALT_EXP_COMPANION, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), 1);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* Gran Bwa, main ability 1: "{H} You may have target opponent draw a
 * card. If you do: I gain [[Anchored]]." */
static void test_gran_bwa_is_anchored_when_its_opponent_draws(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                             "[\"%s\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             GRANBWA, GRANBWA_REF);
        uint8_t bwa = object_of(g, 0, GRANBWA_REF);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, bwa, ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), yes);
        assert_int_equal((ts_status(g, 0, bwa) & ALT_STATUS_ANCHORED) != 0, yes);
        alt_game_destroy(&g);
    }
}

/* Gran Bwa, main ability 2: "When I leave the Expedition zone — If your
 * Companion Expedition is behind: Create two [Ordis Recruit 1/1/1]
 * Soldier tokens distributed among any Expeditions." It leaves at Rest;
 * with the Companion Expedition behind, two Recruits, each where its
 * controller says; not behind, none. */
static void test_gran_bwa_leaves_two_recruits_when_its_companion_is_behind(void **state)
{
    (void)state;
    for (int behind = 0; behind <= 1; behind++) {
        alt_game *g = staged("{\"uniques\": [\"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK8 "], "
                             "\"hero_expedition\": [\"%s\"]}}, {\"passed\": true, \"expeditions\": {\"companion\": "
                             "{\"distance\": %d}}, \"zones\": {\"deck\": [" OPP8 "]}}]}",
                             GRANBWA, GRANBWA_REF, behind ? 2 : 0);
        to_night(g);
        for (int k = 0; behind && k < 2; k++) {
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            ts_apply(g, listed(g, ALT_NO_OBJECT, 0));       /* the first Expedition listed */
        }
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, RECRUIT) + count_ref(g, 0, ALT_ZONE_EXP_COMPANION, RECRUIT),
                         behind ? 2 : 0);
        alt_game_destroy(&g);
    }
}

/* Nisse, main ability 2 (alone; its first is played below):
 * "When I leave the Expedition zone — You may pay {1}. If you do: Draw a
 * card." */
static void test_nisse_pays_one_to_draw_as_it_leaves(void **state)
{
    (void)state;
    int hand[2];
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" NISSE_REF " faction=LY cost=3/4 power=1/4/4 main=12:186:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK8 "], \"mana\": [\"" FILLER "\"], "
                             "\"hero_expedition\": [\"" NISSE_REF "\"]}}, {\"passed\": true, \"zones\": {\"deck\": ["
                             OPP8 "]}}]}");
        to_night(g);
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        assert_int_equal(ts_zone(g, 0, 9), ALT_ZONE_RESERVE);   /* it left at Rest */
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        hand[yes] = ts_count(g, 0, ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }
    assert_int_equal(hand[1], hand[0] + 1);
}

/* The Snow Queen, main ability 1: "[][] I am [Eternal]."; main ability 3:
 * "{H} If you control a token: Create an [Ordis Recruit 1/1/1] Soldier
 * token in your Companion Expedition." (ability 2 is played below). */
static void test_the_snow_queen_is_eternal(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" SNOWQ_REF " faction=OR cost=8/7 power=2/3/3 main=23:191:142\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hero_expedition\": [\"" SNOWQ_REF
                         "\"]}}, {\"passed\": true, \"zones\": {\"deck\": [" OPP4 "]}}]}");
    to_night(g);
    assert_int_equal(ts_zone(g, 0, 4), ALT_ZONE_EXP_HERO);
    alt_game_destroy(&g);
}

static void test_the_snow_queen_makes_a_recruit_when_you_control_a_token(void **state)
{
    (void)state;
    for (int token = 0; token <= 1; token++) {
        alt_game *g = staged("{\"uniques\": [\"" SNOWQ_REF " faction=OR cost=8/7 power=2/3/3 main=22:188:65\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" SNOWQ_REF "\"], "
                             "\"mana\": [" DECK4 ", " DECK4 "], \"hero_expedition\": [%s]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             token ? "\"ALT_CORE_B_AX_31_C\"" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, SNOWQ_REF), ALT_EXP_HERO, 0));
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, RECRUIT), token);
        alt_game_destroy(&g);
    }
}

/* Qorgan Informant, main ability 1: "{H} If my Expedition is behind:
 * [Sabotage]." (ability 2 waits for counters on cards). */
static void test_qorgan_sabotages_when_its_expedition_is_behind(void **state)
{
    (void)state;
    for (int behind = 0; behind <= 1; behind++) {
        alt_game *g = staged("{\"uniques\": [\"" QORGAN_REF " faction=YZ cost=4/3 power=4/5/0 main=22:355:80\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" QORGAN_REF "\"], "
                             "\"mana\": [" DECK4 "]}}, {\"expeditions\": {\"hero\": {\"distance\": %d}}, "
                             "\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\"]}}]}",
                             behind);
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, QORGAN_REF), ALT_EXP_HERO, 0));
        if (behind)
            ts_apply(g, listed(g, skald, 1));              /* up to one target card in a Reserve */
        assert_int_equal(ts_zone(g, 1, skald), behind ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* Nisse, main ability 1: "{H} Roll a die. On a 4+: [Exhausted
 * Resupply]." On a 4 the top card of the Deck goes to Reserve,
 * exhausted; on a 3 nothing. */
static void test_nisse_does_exhausted_resupply_on_a_four(void **state)
{
    (void)state;
    for (int face = 3; face <= 4; face++) {
        alt_game *g = staged("{\"chance_mode\": \"recorded\", \"uniques\": [\"" NISSE_REF " faction=LY cost=3/4 "
                             "power=1/4/4 main=22:177:264\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"hand\": [\"" NISSE_REF "\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": ["
                             OPP4 "]}}]}");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, NISSE_REF), ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHANCE);
        ts_apply(g, tb_chance((uint16_t)face));
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), face >= 4 ? 1 : 0);
        if (face >= 4)
            assert_true(ts_status(g, 0, ts_id_at(g, 0, ALT_ZONE_RESERVE, 0)) & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
}

/* The Snow Queen, main ability 2: "{J} If there's a card in your
 * Landmarks: You may send target Character to Reserve, then exhaust it."
 * The Skald goes to its owner's Reserve and is exhausted there. */
static void test_the_snow_queen_sends_a_character_to_reserve_exhausted(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" SNOWQ_REF " faction=OR cost=1/1 power=2/3/3 main=24:189:314\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" SNOWQ_REF "\"], "
                         "\"mana\": [" DECK4 "], \"landmarks\": [\"" TB_LANDMARK "\"]}}, {\"zones\": {\"deck\": ["
                         OPP4 "], \"hero_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, SNOWQ_REF), ALT_EXP_HERO, 0));
    assert_int_equal(step_of(g), STEP_MAY_ASKED);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    ts_apply(g, listed(g, skald, 1));                            /* the opponent's Skald */
    assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_RESERVE);
    assert_true(ts_status(g, 1, skald) & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

/* Monkey, main ability 1: "{H} If there are two or more cards in your
 * Landmarks: [Sabotage], otherwise you may exhaust target card in
 * Reserve." With no Landmark the "otherwise" step exhausts the Skald in
 * its owner's Reserve; with two it is sabotaged. */
static void test_monkey_exhausts_a_reserve_card_otherwise(void **state)
{
    (void)state;
    for (int two = 0; two <= 1; two++) {
        alt_game *g = staged("{\"uniques\": [\"" MONKEY_REF " faction=AX cost=1/1 power=0/3/3 main=22:176:402\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" MONKEY_REF "\"], "
                             "\"mana\": [" DECK4 "], \"landmarks\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"reserve\": [\"" SKALD "\"]}}]}",
                             two ? "\"" TB_LANDMARK "\", \"" TB_LANDMARK "\"" : "");
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, MONKEY_REF), ALT_EXP_HERO, 0));
        if (!two) {
            assert_int_equal(step_of(g), STEP_MAY_ASKED);
            ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        }
        ts_apply(g, listed(g, skald, 1));                        /* the card in the opponent's Reserve */
        assert_int_equal(ts_zone(g, 1, skald), two ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        if (!two)
            assert_true(ts_status(g, 1, skald) & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
}

/* The Monkey's second ability, once refused: "{R} You may sacrifice
 * another Robot or Permanent. If you do: Create an [Aerolith] token in
 * your Landmarks." (1, 370, 562; CR 4.0 7.3.31): played from the Reserve,
 * the Landmark it sacrifices gives way to an Aerolith; declined, nothing. */
static void test_monkey_sacrifices_a_permanent_for_an_aerolith(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" MONKEY "\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"reserve\": [\"" MONKEY_REF "\"], \"mana\": [" DECK4 "], \"landmarks\": [\"" TB_LANDMARK "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t landmark = ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, MONKEY_REF), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        if (yes)
            ts_apply(g, listed(g, landmark, -1));
        assert_int_equal(ts_zone(g, 0, landmark), yes ? ALT_ZONE_DISCARD : ALT_ZONE_LANDMARK);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, "ALT_CYCLONE_B_NE_03_C"), yes);
        alt_game_destroy(&g);
    }
}

/* "{J} If there are two or more exhausted cards in Reserve: Draw a card."
 * (356, 90): the exhausted cards of both Reserves count. */
static void test_exhausted_cards_in_every_reserve_are_counted(void **state)
{
    (void)state;
    for (int second = 0; second <= 1; second++) {
        alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 "
                             "main=24:356:90\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                             "[\"ALT_CORE_B_MU_22_U_7\"], \"mana\": [\"" FILLER "\"], \"reserve\": [{\"card\": \""
                             FILLER "\", \"statuses\": [\"exhausted\"]}]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"reserve\": [{\"card\": \"" SKALD "\", \"statuses\": [%s]}]}}]}",
                             second ? "\"exhausted\"" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_HERO, 0));
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), second);
        alt_game_destroy(&g);
    }
}

/* "{J} Create a [Mana Moth] Illusion token in my Expedition." (271) */
static void test_a_mana_moth_is_made_in_my_expedition(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 main=24:191:271\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"ALT_CORE_B_MU_22_U_7\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_COMPANION, 0));
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, "ALT_ALIZE_B_YZ_47_C"), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, "ALT_ALIZE_B_YZ_47_C"), 0);
    alt_game_destroy(&g);
}

/* "{J} You may immediately play a Character for {3} less. It gains 1
 * boost." (344): the Skald (Hand Cost 2) is played for free, and is the
 * "it" that gains the boost. */
static void test_a_character_played_now_gains_its_boost(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 main=24:191:344\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"ALT_CORE_B_MU_22_U_7\", \""
                         SKALD "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t skald = object_of(g, 0, SKALD);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_HERO, 0));
    assert_int_equal(step_of(g), STEP_MAY_ASKED);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    ts_apply(g, listed(g, skald, -1));
    assert_int_equal(ts_zone(g, 0, skald), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_boosts(g, 0, skald), 1);
    assert_int_equal(ts_ready_mana(g, 0), 0);                      /* only the Unique's own cost was paid */
    alt_game_destroy(&g);
}

/* "{J} Exchange target Character in your Reserve with a card from your
 * Hand." (286) */
static void test_a_reserve_character_is_exchanged_with_a_hand_card(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 main=24:191:286\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"ALT_CORE_B_MU_22_U_7\", \""
                         FILLER "\"], \"mana\": [\"" FILLER "\"], \"reserve\": [\"" SKALD "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t skald = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), trooper = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, skald, -1));
    ts_apply(g, listed(g, trooper, -1));
    assert_int_equal(ts_zone(g, 0, skald), ALT_ZONE_HAND);
    assert_int_equal(ts_zone(g, 0, trooper), ALT_ZONE_RESERVE);
    alt_game_destroy(&g);
}

/* "[] If I would gain [Asleep], I gain [Anchored] instead." (297) beside
 * "{H} I gain [Asleep]." (33) */
static void test_asleep_becomes_anchored_on_a_unique(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 "
                         "main=23:191:297,22:191:33\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                         "[\"ALT_CORE_B_MU_22_U_7\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4
                         "]}}]}");
    uint8_t u = object_of(g, 0, "ALT_CORE_B_MU_22_U_7");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    assert_false(ts_status(g, 0, u) & ALT_STATUS_ASLEEP);
    assert_true(ts_status(g, 0, u) & ALT_STATUS_ANCHORED);
    alt_game_destroy(&g);
}

/* "When I gain [Fleeting] — I gain 1 boost." (257, 56) beside "{H} I gain
 * [Fleeting]." (34) */
static void test_a_unique_reacts_to_gaining_fleeting(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 "
                         "main=257:191:56,22:191:34\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                         "[\"ALT_CORE_B_MU_22_U_7\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4
                         "]}}]}");
    uint8_t u = object_of(g, 0, "ALT_CORE_B_MU_22_U_7");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    assert_true(ts_status(g, 0, u) & ALT_STATUS_FLEETING);
    assert_int_equal(ts_boosts(g, 0, u), 1);
    alt_game_destroy(&g);
}

/* ------------------------------- Unique parts: triggers and conditions */

#define TC_U "ALT_CORE_B_MU_22_U_7"
#define TC_V "ALT_CORE_B_MU_22_U_8"
#define TC_ANIMAL "ALT_CORE_B_MU_06_C"   /* Spindle Harvesters: an Animal (and Plant), Hand Cost 1 */
#define TC_LANDMARK "ALT_CORE_B_AX_25_C" /* Axiom Reprocessor: a Landmark Permanent */
#define TC_MOTH "ALT_ALIZE_B_YZ_47_C"    /* the Mana Moth Illusion token */
static int listed_object(alt_game *g, uint8_t object);
static int lists_target(alt_game *g, int p, uint8_t object);
static void assert_refused_at(const char *record, int slot, unsigned part, const char *mechanic);

/* Every pending Reaction and choice answered with the first listed, until
 * a player takes a turn. */
static void tc_settle(alt_game *g)
{
    for (int steps = 0; steps < 100; steps++) {
        alt_decision d = alt_game_decision(g);
        alt_action first;
        if (d.kind == ALT_DEC_TURN || d.kind == ALT_DEC_NONE || alt_game_list(g, &first, 1) == 0)
            return;
        ts_apply(g, first);
    }
    fail_msg("the Reactions never settled");
}

/* "When a non-Token Character you control gains 1 or more boosts — Draw a
 * card." (675, 90; CR 4.0 7.3.14): the Unique's {H} "Target Character
 * gains 1 boost" (77) on the Trooper draws; on the Recruit token, no. */
static void test_a_unique_hears_a_non_token_character_gain_boosts(void **state)
{
    (void)state;
    for (int token = 0; token <= 1; token++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=675:191:90,22:191:77\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"%s\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", token ? RECRUIT : FILLER);
        uint8_t it = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, it, -1));
        assert_int_equal(ts_boosts(g, 0, it), 1);
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), token ? 4 : 3);
        alt_game_destroy(&g);
    }
}

/* "When a non-[Boosted] Character you control gains 1 or more boosts —
 * Draw a card." (9, 90; CR 4.0 2.4.5.a, Boosted is one boost or more, and
 * 6.3.l, the state before the event): the Trooper's first boost draws; a
 * boost on a Trooper that had one already does not. */
static void test_a_unique_hears_a_character_gain_its_first_boost(void **state)
{
    (void)state;
    for (int had = 0; had <= 1; had++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=9:191:90,22:191:77\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [{\"card\": \"" FILLER "\", "
                             "\"boosts\": %d}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}", had);
        uint8_t it = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, it, -1));
        assert_int_equal(ts_boosts(g, 0, it), had + 1);
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), had ? 4 : 3);
        alt_game_destroy(&g);
    }
}

/* "When another Character you control gains [Fleeting] — Draw a card."
 * (254, 90; CR 4.0 7.3.14): "{H} You may have up to one target Character
 * gain Fleeting" (70) on the Trooper draws; on the Unique itself, no. */
static void test_a_unique_hears_another_character_gain_fleeting(void **state)
{
    (void)state;
    for (int self = 0; self <= 1; self++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=254:191:90,22:191:70\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, TC_U), it = self ? u : ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, it, -1));
        assert_true(ts_status(g, 0, it) & ALT_STATUS_FLEETING);
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), self ? 4 : 3);
        alt_game_destroy(&g);
    }
}

/* "When you play another Character in {V} — I gain 1 boost." (261, 56;
 * CR 4.0 7.5.8.b, 3.2.1.d): the Trooper played into the Hero Expedition on
 * region 1 ({V}, the Tumult's first card) counts; on region 3 ({M} only),
 * it does not. */
static void test_a_unique_hears_a_character_played_in_forest(void **state)
{
    (void)state;
    for (int forest = 0; forest <= 1; forest++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=261:191:56\"], "
                             "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": %d}}, \"zones\": {\"deck\": ["
                             DECK4 "], \"hand\": [\"" FILLER "\"], \"mana\": [\"" FILLER "\"], "
                             "\"companion_expedition\": [\"" TC_U "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             forest ? 1 : 3);
        uint8_t u = object_of(g, 0, TC_U);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_boosts(g, 0, u), forest);
        alt_game_destroy(&g);
    }
}

/* "{I} When an opponent draws one or more cards — Draw a card." (434, 90;
 * CR 4.0 2.2.12.e, i-j): from its player's Reserve, ready, the Unique
 * draws when the other Unique's {H} has the opponent draw (30), not when
 * it has them Resupply (537), nor while it is exhausted. */
static void test_a_unique_support_hears_an_opponent_draw(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        int resupply = k == 1, exhausted = k == 2;
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=434:191:90\", \"" TC_V
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:%d\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_V "\"], "
                             "\"mana\": [\"" FILLER "\"], \"reserve\": [{\"card\": \"" TC_U "\", \"statuses\": [%s]}]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", resupply ? 537 : 30, exhausted ? "\"exhausted\"" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_V), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_DECK), 3);          /* the opponent drew, or resupplied */
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), k == 0 ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "When you [Resupply] — I gain 1 boost." (781, 56; CR 4.0 7.3.26): the
 * other Unique's {H} "Resupply" (51) boosts it; "Draw a card" (90) does
 * not. */
static void test_a_unique_hears_its_player_resupply(void **state)
{
    (void)state;
    for (int draw = 0; draw <= 1; draw++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=781:191:56\", \"" TC_V
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:%d\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_V "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"" TC_U "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", draw ? 90 : 51);
        uint8_t u = object_of(g, 0, TC_U);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_V), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
        assert_int_equal(ts_boosts(g, 0, u), draw ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* "When you pass — I gain 1 boost." (794, 56; CR 4.0 4.2.3.d): its
 * player's pass boosts it, whether the opponent passed before or not (the
 * Anchored Unique keeps its boost through Rest, 4.2.5.b); the opponent's
 * own pass does not. */
static void test_a_unique_hears_its_player_pass(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        int opp_passed = k == 1, opp_passes = k == 2;
        alt_game *g = staged("{\"decision\": {\"kind\": \"turn\", \"player\": %d}, "
                             "\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=794:191:56\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK8 "], \"hero_expedition\": [{\"card\": \"" TC_U
                             "\", \"statuses\": [\"anchored\"]}]}}, "
                             "{\"passed\": %s, \"zones\": {\"deck\": [" OPP8 "]}}]}", opp_passes, opp_passed ? "true" : "false");
        uint8_t u = object_of(g, 0, TC_U);
        ts_apply(g, ts_act(ALT_ACT_PASS, opp_passes, ALT_NO_OBJECT, 0, 0));
        tc_settle(g);
        assert_int_equal(alt_game_object_zone(g, 0, u), ALT_ZONE_EXP_HERO);
        assert_int_equal(ts_boosts(g, 0, u), opp_passes ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* "When you discard a card from your hand — I gain 1 boost." (798, 56; CR
 * 4.0 7.3.8, 6.3.g): the other Unique's {H} "Discard a card from your
 * hand" (826) boosts it once; a card put from the Hand in Reserve (41) does
 * not. "When you put a card from your hand in Reserve — I gain 1 boost."
 * (804, 56): the other way round. */
static void test_a_unique_hears_a_hand_card_discarded_or_put_in_reserve(void **state)
{
    (void)state;
    for (int k = 0; k < 4; k++) {
        int hears_reserve = k >= 2, to_reserve = k & 1;
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=%d:191:56\", \"" TC_V
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:%d\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_V "\", \"" FILLER "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"" TC_U "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", hears_reserve ? 804 : 798, to_reserve ? 41 : 826);
        uint8_t u = object_of(g, 0, TC_U), card = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_V), ALT_EXP_HERO, 0));
        if (to_reserve)
            ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                /* "you may": yes */
        ts_apply(g, listed(g, card, -1));
        tc_settle(g);
        assert_int_equal(ts_zone(g, 0, card), to_reserve ? ALT_ZONE_RESERVE : ALT_ZONE_DISCARD);
        assert_int_equal(ts_boosts(g, 0, u), hears_reserve == to_reserve);
        alt_game_destroy(&g);
    }
}

/* "When an Animal other than me joins your Expeditions — Draw a card."
 * (801, 90; CR 4.0 7.5.9.a): Spindle Harvesters (an Animal) played draws;
 * the Trooper does not. */
static void test_a_unique_hears_an_animal_join(void **state)
{
    (void)state;
    for (int animal = 0; animal <= 1; animal++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=801:191:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"%s\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"" TC_U "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", animal ? TC_ANIMAL : FILLER);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), animal ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} You may spend 1 counter from a card you control or in your
 * Reserve. If you do: Draw a card." (514, 90; CR 4.0 6.5.f, 7.3.33): the
 * Trooper's boost is spent and a card drawn; with none to spend, nothing.
 * After a trigger that narrows "it" ("When another non-token Character
 * joins ..."), the step composes too, and 910's alike. */
static void test_a_unique_spends_a_counter_of_a_card_to_draw(void **state)
{
    (void)state;
    assert_played_whole(TC_U " faction=MU cost=1/1 power=1/1/1 main=263:514:90,263:910:90");
    for (int boosts = 0; boosts <= 1; boosts++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:514:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [{\"card\": \"" FILLER "\", "
                             "\"boosts\": %d}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}", boosts);
        uint8_t it = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        if (boosts) {
            ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                /* yes */
            ts_apply(g, listed(g, it, -1));
        }
        tc_settle(g);
        assert_int_equal(ts_boosts(g, 0, it), 0);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), boosts ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} You may have target Character facing me gain [Anchored]. If you
 * do: Draw a card." (637, 90; CR 4.0 7.3.2, 6.5.f): the Skald in the
 * Expedition facing the Unique's is anchored and a card drawn; the one in
 * the other Expedition is no target. */
static void test_a_unique_anchors_a_facing_character_to_draw(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:637:90\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\""
                         SKALD "\"], \"companion_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t facing = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), other = ts_id_at(g, 1, ALT_ZONE_EXP_COMPANION, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                        /* yes */
    assert_false(listed_object(g, other));
    ts_apply(g, listed(g, facing, -1));
    tc_settle(g);
    assert_true(ts_status(g, 1, facing) & ALT_STATUS_ANCHORED);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    alt_game_destroy(&g);
}

/* "{H} If a card other than me in your Expeditions or your Reserve has a
 * {D} ability: Draw a card." (885, 90; CR 4.0 2.2.12.d, j): the other
 * Unique's {D} counts in the Reserve, ready, or in an Expedition; exhausted
 * in the Reserve it has none; the Unique's own does not count, nor one in
 * the opponent's Reserve. */
static void test_a_unique_draws_if_another_card_has_a_support_ability(void **state)
{
    (void)state;
    static const struct {
        const char *zone, *status;
        int draws;
    } cases[] = {{"reserve", "", 1}, {"reserve", "\"exhausted\"", 0}, {"companion_expedition", "", 1}, {NULL, "", 0}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char other[256] = "";
        snprintf(other, sizeof other, ", \"%s\": [{\"card\": \"" TC_V "\", \"statuses\": [%s]}]",
                 cases[k].zone ? cases[k].zone : "reserve", cases[k].status);
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:885:90 "
                             "support=192:191:90\", \"" TC_V " faction=MU cost=1/1 power=1/1/1 main=22:191:56 "
                             "support=192:191:90\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U
                             "\"], \"mana\": [\"" FILLER "\"]%s}}, {\"zones\": {\"deck\": [" OPP4 "]%s}}]}",
                             cases[k].zone ? other : "", cases[k].zone ? "" : other);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), cases[k].draws ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} If there's a card with no {D} ability in your Reserve: Draw a
 * card." (941, 90; CR 4.0 2.2.12.j): the Trooper has none; the other
 * Unique, ready, has one; exhausted, none; an empty Reserve has no card,
 * the Trooper in the opponent's being none of yours. */
static void test_a_unique_draws_if_a_reserve_card_has_no_support_ability(void **state)
{
    (void)state;
    static const struct {
        const char *reserve;
        int draws;
    } cases[] = {{"\"" FILLER "\"", 1}, {"\"" TC_V "\"", 0}, {"{\"card\": \"" TC_V "\", \"statuses\": [\"exhausted\"]}", 1},
                 {"", 0}};
    const char *theirs[] = {"", "", "", "\"" FILLER "\""};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:941:90\", \"" TC_V
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:56 support=192:191:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"reserve\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"reserve\": [%s], \"hand\": [%s]}}]}", cases[k].reserve, theirs[k],
                             strstr(cases[k].reserve, TC_V) ? "" : "\"" TC_V "\"");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), cases[k].draws ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} If I'm facing only one Character: Draw a card." (628, 90; CR 4.0
 * 7.4.4.g): one Skald in the Expedition facing the Unique's draws; none,
 * or two, do not. */
static void test_a_unique_draws_facing_only_one_character(void **state)
{
    (void)state;
    static const char *const facing[] = {"", "\"" SKALD "\"", "\"" SKALD "\", \"" SKALD "\""};
    for (int n = 0; n < 3; n++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:628:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [%s], "
                             "\"companion_expedition\": [\"" SKALD "\"]}}]}", facing[n]);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), n == 1 ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} You may spend 1 boost from a Character you control. If you do:
 * Draw a card." (910, 90; CR 4.0 7.3.33, 6.5.f): the Trooper in play gives
 * its boost and a card is drawn; the boosted Character of the Reserve is
 * not offered (no one controls it, CR 4.0 2.2.12.g), nor the Hero's
 * counters. */
static void test_a_unique_spends_a_boost_of_a_character_to_draw(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:910:90\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                         "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [{\"card\": \"" FILLER "\", \"boosts\": 1}], "
                         "\"reserve\": [{\"card\": \"" FILLER "\", \"boosts\": 1}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t it = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0), kept = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                        /* yes */
    assert_false(listed_object(g, kept));
    ts_apply(g, listed(g, it, -1));
    tc_settle(g);
    assert_int_equal(ts_boosts(g, 0, it), 0);
    assert_int_equal(ts_boosts(g, 0, kept), 1);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    alt_game_destroy(&g);
}

/* "{H} You may exhaust a Permanent you control. If you do: Draw a card."
 * (773, 90; CR 4.0 7.3.12, 6.5.f): its Landmark is exhausted and a card
 * drawn; a card of its Reserve and the opponent's Landmark are not
 * offered. With no ready Permanent, nothing is done and nothing drawn. */
static void test_a_unique_exhausts_a_permanent_it_controls_to_draw(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:773:90\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                         "\"mana\": [\"" FILLER "\"], \"landmarks\": [\"" TC_LANDMARK "\"], \"reserve\": [\"" FILLER "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"landmarks\": [\"" TC_LANDMARK "\"]}}]}");
    uint8_t mine = ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0), kept = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
    uint8_t theirs = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                        /* yes */
    assert_false(listed_object(g, kept));
    assert_false(lists_target(g, 1, theirs));
    ts_apply(g, listed(g, mine, -1));
    tc_settle(g);
    assert_true(ts_status(g, 0, mine) & ALT_STATUS_EXHAUSTED);
    assert_false(ts_status(g, 0, kept) & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    alt_game_destroy(&g);

    g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:773:90\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], \"mana\": [\"" FILLER "\"], "
               "\"landmarks\": [{\"card\": \"" TC_LANDMARK "\", \"statuses\": [\"exhausted\"]}]}}, "
               "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
    if (step_of(g) == STEP_MAY_ASKED)
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                    /* yes, with nothing to exhaust */
    tc_settle(g);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 4);
    alt_game_destroy(&g);
}

/* "When a {D} ability is activated on your turn — I gain 1 boost." (797,
 * 56; CR 4.0 5.3.b, 5.1.1.b): the other Unique's support ability played
 * from its player's Reserve boosts it, as the card draws; the opponent's,
 * on their turn, does not. */
static void test_a_unique_hears_a_support_ability_on_its_turn(void **state)
{
    (void)state;
    for (int theirs = 0; theirs <= 1; theirs++) {
        const char *mine = ", \"reserve\": [\"" TC_V "\"]";
        alt_game *g = staged("{\"decision\": {\"kind\": \"turn\", \"player\": %d}, "
                             "\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=797:191:56\", \"" TC_V
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:56 support=192:191:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"companion_expedition\": [\"" TC_U "\"]%s}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]%s}}]}", theirs, theirs ? "" : mine, theirs ? mine : "");
        uint8_t u = object_of(g, 0, TC_U), v = object_of(g, theirs, TC_V);
        ts_apply(g, ts_act(ALT_ACT_QUICK, theirs, v, 0, 0));
        tc_settle(g);
        assert_int_equal(ts_count(g, theirs, ALT_ZONE_HAND), 1);    /* the support ability drew */
        assert_int_equal(ts_boosts(g, 0, u), theirs ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* "When you create one or more tokens — I gain 1 boost." (656, 56; CR 4.0
 * 6.3.h, 7.3.5): the other Unique's "Create two Ordis Recruits in each of
 * your Expeditions" (157), four tokens in one step, boosts it once; a
 * second step, its {J} "Create a Recruit in my other Expedition" (75),
 * once more. */
static void test_a_unique_hears_a_step_create_tokens_once(void **state)
{
    (void)state;
    for (int again = 0; again <= 1; again++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=656:191:56\", \"" TC_V
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:157%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_V "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"" TC_U "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", again ? ",24:191:75" : "");
        uint8_t u = object_of(g, 0, TC_U);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_V), ALT_EXP_HERO, 0));
        tc_settle(g);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, RECRUIT) + count_ref(g, 0, ALT_ZONE_EXP_COMPANION, RECRUIT),
                         again ? 5 : 4);
        assert_int_equal(ts_boosts(g, 0, u), again ? 2 : 1);
        alt_game_destroy(&g);
    }
}

/* "{H} You may [Rush]. Unless you played a Character this way: Draw a
 * card." (767, 90; CR 4.0 7.3.29, 6.5.d): the Trooper rushed draws nothing;
 * a Landmark rushed, or no Rush, draws. */
static void test_a_unique_draws_unless_it_rushed_a_character(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        int rush = k > 0, character = k == 1;
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:767:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\", \"" FILLER "\", \""
                             TC_LANDMARK "\"], \"mana\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t card = ts_id_at(g, 0, ALT_ZONE_HAND, character ? 1 : 2);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, rush));
        if (rush)
            ts_apply(g, listed(g, card, -1));
        tc_settle(g);
        if (rush)
            assert_int_equal(ts_zone(g, 0, card), character ? ALT_ZONE_EXP_HERO : ALT_ZONE_LANDMARK);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), character ? 4 : 3);
        alt_game_destroy(&g);
    }
}

/* "{H} [Sabotage]. If you discarded a Character this way: Draw a card."
 * (757, 90; CR 7.3.24, CR 4.0 6.5.f): the opponent's Skald discarded from
 * their Reserve draws; their Landmark discarded, or none, does not. */
static void test_a_unique_draws_if_its_sabotage_discarded_a_character(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:757:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD
                             "\", \"" TC_LANDMARK "\"]}}]}");
        uint8_t picked = k == 2 ? ALT_NO_OBJECT : ts_id_at(g, 1, ALT_ZONE_RESERVE, k);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        ts_apply(g, picked == ALT_NO_OBJECT ? listed(g, ALT_NO_OBJECT, -1) : listed(g, picked, 1));
        tc_settle(g);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_RESERVE), k == 2 ? 2 : 1);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), k == 0 ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} You may create a [Mana Moth] Illusion token in an opponent's
 * Expedition. If you do: Draw a card." (768, 90; CR 4.0 7.3.5, 6.5.f):
 * yes puts the Mana Moth, the opponent's, in the Expedition of theirs
 * chosen (their Companion one here), and a card is drawn; no, neither. */
static void test_a_unique_creates_a_mana_moth_for_its_opponent_to_draw(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:768:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        if (yes) {
            alt_action list[8];
            size_t n = alt_game_list(g, list, 8);
            size_t k = 0;
            while (k < n && list[k].expedition != ALT_EXP_COMPANION)
                k++;
            assert_true(k < n);
            ts_apply(g, list[k]);
        }
        tc_settle(g);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_COMPANION, TC_MOTH), yes);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, TC_MOTH) + count_ref(g, 0, ALT_ZONE_EXP_COMPANION, TC_MOTH), 0);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), yes ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} You may discard a card from your hand or sacrifice a Character. If
 * you do: Draw a card." (907, 90; CR 4.0 7.3.7, 7.3.31, 6.5.f): the Trooper
 * of the Hand discarded, or the Skald in play sacrificed, one pick among
 * both, draws; no, neither. */
static void test_a_unique_discards_or_sacrifices_to_draw(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=22:907:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TC_U "\", \"" FILLER "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"" SKALD "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_HAND, 1), skald = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TC_U), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, k < 2));
        if (k < 2) {
            assert_true(listed_object(g, trooper));
            assert_true(listed_object(g, skald));
            ts_apply(g, listed(g, k == 0 ? trooper : skald, -1));
        }
        tc_settle(g);
        assert_int_equal(ts_zone(g, 0, trooper), k == 0 ? ALT_ZONE_DISCARD : ALT_ZONE_HAND);
        assert_int_equal(ts_zone(g, 0, skald), k == 1 ? ALT_ZONE_DISCARD : ALT_ZONE_EXP_COMPANION);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), k < 2 ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{I} You may play exhausted cards from your Reserve." (432, 346; CR 4.0
 * 2.2.12.e, i-j): "{I}" alone makes a support passive, read from the
 * Unique's Reserve while it is ready there: the exhausted Trooper beside it
 * can be played; with the Unique exhausted, or in play, not. A passive
 * read in play only is refused with it, naming the parts. */
static void test_a_unique_support_passive_plays_exhausted_cards(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        char unique[96];
        snprintf(unique, sizeof unique, "{\"card\": \"" TC_U "\", \"statuses\": [%s]}", k == 1 ? "\"exhausted\"" : "");
        alt_game *g = staged("{\"uniques\": [\"" TC_U " faction=MU cost=1/1 power=1/1/1 main=432:191:346\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"mana\": [\"" FILLER "\", \"" FILLER "\"], "
                             "\"reserve\": [{\"card\": \"" FILLER "\", \"statuses\": [\"exhausted\"]}%s%s], "
                             "\"companion_expedition\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             k < 2 ? ", " : "", k < 2 ? unique : "", k < 2 ? "" : unique);
        uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
        assert_int_equal(listed_object(g, trooper), k == 0);
        alt_game_destroy(&g);
    }
    assert_refused_at(TC_U " faction=MU cost=1/1 power=1/1/1 main=432:191:71", 1, 71, "read in play");
}

/* "[] Cards other than me cost {1} more to play from Reserve." (268): the
 * Trooper from Reserve costs 2 (Reserve Cost 1, and 1 more). */
static void test_reserve_plays_cost_more_beside_a_unique(void **state)
{
    (void)state;
    for (int in_play = 0; in_play <= 1; in_play++) {
        alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 "
                             "main=23:191:268\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"reserve\": [\""
                             FILLER "\"], \"mana\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER "\"], "
                             "\"%s\": [\"ALT_CORE_B_MU_22_U_7\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             in_play ? "hero_expedition" : "hand");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), ALT_EXP_HERO, 0));
        assert_int_equal(ts_ready_mana(g, 0), in_play ? 1 : 2);
        alt_game_destroy(&g);
    }
}

/* "{J} Each player may put a card from their Hand in Reserve." (284):
 * you, then your opponent, each pick a card or none. */
static void test_each_player_may_put_a_hand_card_in_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 main=24:191:284\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"ALT_CORE_B_MU_22_U_7\", \""
                         FILLER "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hand\": [\""
                         SKALD "\"]}}]}");
    uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_HAND, 1), skald = ts_id_at(g, 1, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, trooper, -1));
    ts_apply(g, listed(g, skald, -1));
    assert_int_equal(ts_zone(g, 0, trooper), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_RESERVE);
    alt_game_destroy(&g);
}

/* "When another non-token Character joins one of your Expeditions that is
 * behind — I gain 1 boost." (263, 56): the Trooper joining the Hero
 * Expedition counts only while that Expedition is behind. */
static void test_a_unique_reacts_to_a_character_joining_behind(void **state)
{
    (void)state;
    for (int behind = 0; behind <= 1; behind++) {
        alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 "
                             "main=263:191:56\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\""
                             FILLER "\"], \"mana\": [\"" FILLER "\"], \"companion_expedition\": "
                             "[\"ALT_CORE_B_MU_22_U_7\"]}}, {\"expeditions\": {\"hero\": {\"distance\": %d}}, "
                             "\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             behind);
        uint8_t u = object_of(g, 0, "ALT_CORE_B_MU_22_U_7");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0));
        assert_int_equal(ts_boosts(g, 0, u), behind);
        alt_game_destroy(&g);
    }
}

/* --------------------------------------------- how the parts compose */

/* "{H} If your hand is empty: Draw a card, otherwise [Resupply]." (362,
 * 399): the condition is read as the step resolves, and "otherwise" is
 * what happens when it does not hold. */
static void test_otherwise_is_the_step_when_the_condition_fails(void **state)
{
    (void)state;
    for (int empty = 0; empty <= 1; empty++) {
        alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 "
                             "main=22:362:399\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                             "[\"ALT_CORE_B_MU_22_U_7\"%s], \"mana\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             empty ? "" : ", \"" SKALD "\"");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_HERO, 0));
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), empty ? 1 : 1);    /* drew one, or kept the Skald */
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), empty ? 0 : 1); /* or Resupplied */
        alt_game_destroy(&g);
    }
}

/* ------------------------------------- parts of the Complete Rules 4.0 */

#define U7 "ALT_CORE_B_MU_22_U_7"
#define SCRAMBLER "ALT_CORE_B_AX_15_C"   /* Axiom Scrambler: Hand Cost 4, Reserve Cost 3 */
#define KAPPA_C "ALT_CORE_B_BR_13_C"     /* Kappa: Hand Cost 4, Reserve Cost 4 */
#define U8 "ALT_CORE_B_MU_22_U_8"
#define HAVEN_R "ALT_ALIZE_B_BR_34_R1"  /* Haven Seiringar's rare: Hand Cost 2, {R} I gain 1 boost */
#define MANASEED "ALT_DUSTER_B_NE_04_C"  /* Seeds of Unity's Landmark token */
#define WOOLLYBACK "ALT_CYCLONE_B_MU_83_C" /* Skybound Odyssey's Animal token */
#define SKALD_U "ALT_CORE_B_LY_08_U_9"
#define REPROCESSOR "ALT_CORE_B_AX_25_C" /* Axiom Reprocessor: a Landmark Permanent */
#define HARVESTERS "ALT_CORE_B_MU_06_C"  /* Spindle Harvesters: an Animal and Plant */

/* Whether the pending choice lists any answer with this object. */
static int listed_object(alt_game *g, uint8_t object)
{
    alt_action list[256];
    size_t n = alt_game_list(g, list, 256);
    for (size_t i = 0; i < n && i < 256; i++)
        if (list[i].object == object)
            return 1;
    return 0;
}

/* Whether the pending pick lists player p's object as a target (a
 * target's answer names its owner as the choice). */
static int lists_target(alt_game *g, int p, uint8_t object)
{
    alt_action list[256];
    size_t n = alt_game_list(g, list, 256);
    for (size_t i = 0; i < n && i < 256; i++)
        if (list[i].object == object && list[i].choice == p)
            return 1;
    return 0;
}

/* "{H} If one or more of your Expeditions is Ascended: I gain 1 boost,
 * otherwise my Expedition [Ascends]." (619, 569; CR 4.0 2.4.3, 7.3.3):
 * with no Ascended Expedition the card's own Ascends; with one, it gains
 * the boost and nothing Ascends. */
static void test_a_unique_ascends_its_expedition_otherwise(void **state)
{
    (void)state;
    for (int already = 0; already <= 1; already++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:619:569\"], "
                             "\"players\": [{%s \"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             already ? "\"ascended\": [\"companion\"]," : "");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(ts_boosts(g, 0, u), already ? 1 : 0);
        assert_int_equal(player_of(g, 0).ascended, already ? 1u << ALT_EXP_COMPANION : 1u << ALT_EXP_HERO);
        alt_game_destroy(&g);
    }
}

/* "{H} The Expedition facing me [Ascends]." (22, 933; CR 4.0 7.3.3,
 * 7.4.4.g): played into the Companion Expedition, the opponent's
 * Companion Expedition Ascends, and none of its player's. */
static void test_a_unique_makes_the_expedition_facing_it_ascend(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:933\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
    assert_int_equal(player_of(g, 1).ascended, 1u << ALT_EXP_COMPANION);
    assert_int_equal(player_of(g, 0).ascended, 0);
    alt_game_destroy(&g);
}

/* "I am [ETERNAL]. At Night — I lose 1 boost." (23, 191, 477; CR 4.2.b):
 * Eternal, it stays through Rest, and loses a boost as Night begins. */
static void test_a_unique_eternal_loses_a_boost_at_night(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:477\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hero_expedition\": [{\"card\": \"" U7 "\", "
                         "\"boosts\": 2}]}}, {\"passed\": true, \"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t u = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0));
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(alt_game_object_zone(g, 0, u), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_boosts(g, 0, u), 1);
    alt_game_destroy(&g);
}

/* "When a Character in your Reserve gains 1 or more boosts — I gain 1
 * boost" (441, 191, 56): a part played as its set's BLISS Fan is; and
 * "Cards in your opponent's Reserve can't gain counters" (23, 191, 461)
 * on the opponent's side keeps the Reserve from gaining, so the first
 * hears nothing. */
static void test_a_unique_hears_a_reserve_character_gain_boosts(void **state)
{
    (void)state;
    for (int inspected = 0; inspected <= 1; inspected++) {
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=441:191:56\", "
                             "%s\"ALT_CORE_B_MU_22_U_9 faction=MU cost=1/1 power=1/1/1 main=22:191:462\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hero_expedition\": [\"" U7 "\"], "
                             "\"hand\": [\"ALT_CORE_B_MU_22_U_9\"], \"reserve\": [\"" SKALD "\"], \"mana\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [%s]}}]}",
                             inspected ? "\"ALT_CORE_B_MU_22_U_8 faction=MU cost=1/1 power=1/1/1 main=23:191:461\", " : "",
                             inspected ? "\"ALT_CORE_B_MU_22_U_8\"" : "");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_9"), ALT_EXP_COMPANION, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, object_of(g, 0, SKALD)), inspected ? 0 : 1);
        assert_int_equal(ts_boosts(g, 0, u), inspected ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* "{H} Create an [Ordis Recruit] Soldier token in each of your
 * [Ascended] Expeditions." (22, 823; CR 4.0 2.4.3): one in the Ascended
 * Companion Expedition, none in the Hero Expedition it is played into. */
static void test_a_unique_creates_a_token_in_each_ascended_expedition(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:823\"], "
                         "\"players\": [{\"ascended\": [\"companion\"], \"zones\": {\"deck\": [" DECK4 "], "
                         "\"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, RECRUIT), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, RECRUIT), 0);
    alt_game_destroy(&g);
}

/* "{J} You may send to Reserve target Character with Base Cost {3} or
 * less." (718; CR 4.0 2.2.9): a Fleeting Character's Base Cost is its
 * Reserve Cost, another's its Hand Cost: the Fleeting Scrambler (4/3)
 * and the Skald (2) are targets, Kappa (4/4) is not. */
static void test_a_unique_targets_by_base_cost(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:718\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                         "[{\"card\": \"" SCRAMBLER "\", \"statuses\": [\"fleeting\"]}, \"" KAPPA_C "\", \"" SKALD
                         "\"]}}]}");
    uint8_t scrambler = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), kappa = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1),
            skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 2);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(step_of(g), STEP_MAY_ASKED);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    assert_true(lists_target(g, 1, scrambler));
    assert_true(lists_target(g, 1, skald));
    assert_false(lists_target(g, 1, kappa));
    ts_apply(g, listed(g, scrambler, 1));
    assert_int_equal(ts_zone(g, 1, scrambler), ALT_ZONE_DISCARD);   /* Fleeting: to the Discard pile (2.4.7.d) */
    alt_game_destroy(&g);
}

/* "{J} Target Character with Hand Cost {1} or less defects." (583; CR 4.0
 * 7.3.6): the opponent's Trooper (1) moves to the Expedition facing it,
 * which the Unique's player controls; the Skald (2) is no target. */
static void test_a_unique_makes_a_cheap_character_defect(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:583\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                         "[\"" FILLER "\", \"" SKALD "\"]}}]}");
    uint8_t trooper = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_false(lists_target(g, 1, skald));
    ts_apply(g, listed(g, trooper, 1));
    assert_int_equal(ts_count(g, 1, ALT_ZONE_EXP_HERO), 1);           /* the Skald stays */
    assert_int_equal(ts_count(g, 0, ALT_ZONE_EXP_HERO), 2);           /* the Unique and the Trooper */
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, FILLER), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------- Unique parts: targets */

#define MOTH "ALT_ALIZE_B_YZ_47_C"       /* Mana Moth: Alize's Illusion token */

/* "{J} You may discard target Character. If you do, create a [Mana Moth]
 * Illusion token (784) / a [Woollyback] Animal token (793) in its
 * Expedition." (CR 4.0 7.3.7, 7.3.5, 6.5.f): the opponent's Skald in
 * their Companion Expedition is discarded and the token is made there,
 * theirs; declined, nothing is discarded and no token made. */
static void test_a_unique_discards_a_character_for_a_token_in_its_expedition(void **state)
{
    (void)state;
    static const struct {
        unsigned part;
        const char *token;
    } parts[] = {{784, MOTH}, {793, WOOLLYBACK}};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++)
        for (int yes = 0; yes <= 1; yes++) {
            alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                                 "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                                 "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                                 "\"companion_expedition\": [\"" SKALD "\"]}}]}",
                                 parts[k].part);
            uint8_t skald = ts_id_at(g, 1, ALT_ZONE_EXP_COMPANION, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
            assert_int_equal(step_of(g), STEP_MAY_ASKED);
            ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
            if (yes)
                ts_apply(g, listed(g, skald, 1));
            assert_int_equal(ts_zone(g, 1, skald), yes ? ALT_ZONE_DISCARD : ALT_ZONE_EXP_COMPANION);
            assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_COMPANION, parts[k].token), yes);
            assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, parts[k].token), 0);
            assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, parts[k].token), 0);
            alt_game_destroy(&g);
        }
}

/* "{J} You may discard target Character with Base Cost {2} or less. If
 * you do, create an [Ordis Recruit] Soldier token (870) / a [Woollyback]
 * Animal token (871) in its Expedition", and "... with Hand Cost {5} or
 * less ... a [Mana Moth] Illusion token" (498) (CR 4.0 2.2.9, 7.3.7,
 * 7.3.5): the Skald (2) is a target of each; the Fleeting Scrambler (Base
 * Cost 3, its Reserve Cost; Hand Cost 4) only of 498; Shenlong (6) of
 * none. The token comes in the Hero Expedition the target was in. */
static void test_a_unique_discards_a_cheap_character_for_a_token(void **state)
{
    (void)state;
    static const struct {
        unsigned part;
        const char *token;
        int scrambler;    /* the Fleeting Scrambler is a target */
    } parts[] = {{870, RECRUIT, 0}, {871, WOOLLYBACK, 0}, {498, MOTH, 1}};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                             "[{\"card\": \"" SCRAMBLER "\", \"statuses\": [\"fleeting\"]}, \"" SHENLONG "\", \"" SKALD
                             "\"]}}]}",
                             parts[k].part);
        uint8_t scrambler = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), shenlong = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1),
                skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 2);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        assert_true(lists_target(g, 1, skald));
        assert_int_equal(lists_target(g, 1, scrambler), parts[k].scrambler);
        assert_false(lists_target(g, 1, shenlong));
        ts_apply(g, listed(g, skald, 1));
        assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_DISCARD);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, parts[k].token), 1);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, parts[k].token), 0);
        alt_game_destroy(&g);
    }
}

#define EARHART "ALT_CORE_B_AX_11_C"    /* Amelia Earhart: Hand Cost 3, Reserve Cost 1, no ability */

/* "{J} You may discard target Character (737) / Character or Permanent
 * (736). If its Base Cost was {3} or more, its controller draws a card."
 * (CR 4.0 2.2.9, 7.3.7, 6.5.d): the Base Cost it had in play, before it
 * moved: Amelia Earhart's 3 (Hand Cost), or 1 (Reserve Cost) while she
 * was Fleeting; the Reprocessor's 4. Its controller, the opponent, draws;
 * the Unique's player never does. 737 does not target the Permanent. */
static void test_a_unique_discards_a_target_and_its_controller_draws_if_it_cost_three(void **state)
{
    (void)state;
    static const struct {
        unsigned part;
        int fleeting, landmark, draws;
    } cases[] = {{737, 0, 0, 1}, {737, 1, 0, 0}, {736, 1, 1, 1}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                             "[{\"card\": \"" EARHART "\", \"statuses\": [%s]}], \"landmarks\": [\"" REPROCESSOR "\"]}}]}",
                             cases[k].part, cases[k].fleeting ? "\"fleeting\"" : "");
        uint8_t amelia = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), reprocessor = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0);
        uint8_t target = cases[k].landmark ? reprocessor : amelia;
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        assert_true(lists_target(g, 1, amelia));
        assert_int_equal(lists_target(g, 1, reprocessor), cases[k].part == 736);
        ts_apply(g, listed(g, target, 1));
        assert_int_equal(ts_zone(g, 1, target), ALT_ZONE_DISCARD);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), cases[k].draws);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_DECK), 4 - cases[k].draws);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 4);
        alt_game_destroy(&g);
    }
}

/* "{J} Roll a die. Then, you may send to Reserve target Character with
 * Base Cost {X} or less, where X is the result." (862; CR 4.0 7.3.28,
 * 2.2.9, 7.3.32): with the game's die read from the resolution, the
 * targets listed are exactly the Characters whose Base Cost is at most
 * the roll: the Skald (2), Kappa (4), the Fleeting Scrambler (3, its
 * Reserve Cost); the one chosen goes to its owner's Reserve (Fleeting:
 * the Discard pile). Seeds are tried until both a low and a high roll
 * have been seen. */
static void test_a_unique_sends_to_reserve_a_target_costing_at_most_its_roll(void **state)
{
    (void)state;
    int seen_low = 0, seen_high = 0;
    for (int seed = 1; seed <= 40 && !(seen_low && seen_high); seed++) {
        alt_game *g = staged("{\"seed\": %d, \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:862\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                             "[{\"card\": \"" SCRAMBLER "\", \"statuses\": [\"fleeting\"]}, \"" KAPPA_C "\", \"" SKALD
                             "\"]}}]}",
                             seed);
        uint8_t scrambler = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), kappa = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1),
                skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 2);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        alt_position *pos = ts_position_of(g);
        int roll = pos->res.roll;
        free(pos);
        assert_true(roll >= 1 && roll <= 6);
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        if (roll < 2) {                                  /* no target: the step does nothing (CR 6.5.b) */
            assert_int_equal(ts_count(g, 1, ALT_ZONE_EXP_HERO), 3);
            alt_game_destroy(&g);
            continue;
        }
        assert_true(lists_target(g, 1, skald));
        assert_int_equal(lists_target(g, 1, scrambler), roll >= 3);
        assert_int_equal(lists_target(g, 1, kappa), roll >= 4);
        seen_low |= roll < 4;
        seen_high |= roll >= 4;
        uint8_t target = roll >= 4 ? kappa : skald;
        ts_apply(g, listed(g, target, 1));
        assert_int_equal(ts_zone(g, 1, target), ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
    assert_true(seen_low && seen_high);
}

#define BOODA "ALT_CORE_B_BR_31_C"      /* Booda: a Companion token */

/* "{J} You may discard target non-Companion token." (872; CR 4.0 2.2.2,
 * 7.3.7, 2.1.e): a token Character (the Recruit) and a token Landmark
 * (the Manaseed) are targets; Booda, a Companion token, and the Skald, no
 * token, are not. The Manaseed discarded ceases to exist. */
static void test_a_unique_discards_a_token_that_is_no_companion(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:872\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                         "[\"" BOODA "\", \"" RECRUIT "\", \"" SKALD "\"], \"landmarks\": [\"" MANASEED "\"]}}]}");
    uint8_t booda = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), recruit = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1),
            skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 2), seed = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(step_of(g), STEP_MAY_ASKED);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    assert_true(lists_target(g, 1, recruit));
    assert_true(lists_target(g, 1, seed));
    assert_false(lists_target(g, 1, booda));
    assert_false(lists_target(g, 1, skald));
    ts_apply(g, listed(g, seed, 1));
    assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, MANASEED), 0);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_DISCARD, MANASEED), 0);   /* a token ceases to exist */
    assert_int_equal(ts_count(g, 1, ALT_ZONE_EXP_HERO), 3);
    alt_game_destroy(&g);
}

#define BLADEDANCER "ALT_CORE_B_BR_16_C" /* Bravos Bladedancer: Hand Cost 1, "{J} I gain 1 boost" */

/* "{J} You may target a Character with Base Cost {3} or less other than
 * me, it activates one of its {j} abilities." (880; CR 4.0 7.3.1.b,
 * 4.0 7.3.1.d, 4.0 6.1.g): the Bladedancer's one {J} activates, and it gains its boost;
 * a Unique with two {J} abilities (I gain 1 boost; draw a card) is asked
 * which, and only the one chosen resolves. Neither the Unique itself nor
 * Shenlong (6) is a target. Facing a Unique that silences the {J} of
 * the Characters facing it, the Bladedancer's cannot activate
 * (CR 4.0 7.3.1.e): no boost. */
static void test_a_unique_has_a_cheap_character_activate_one_of_its_joins(void **state)
{
    (void)state;
    enum { ONE, TWO, SILENCED };
    for (int k = ONE; k <= SILENCED; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:880\"%s], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"], \"companion_expedition\": [\"%s\", \"" SHENLONG "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"companion_expedition\": [%s]}}]}",
                             k == TWO ? ", \"" U8 " faction=MU cost=3/3 power=1/1/1 main=24:191:56,24:191:90\""
                             : k == SILENCED ? ", \"" U8 " faction=MU cost=3/3 power=1/1/1 main=23:191:45\"" : "",
                             k == TWO ? U8 : BLADEDANCER, k == SILENCED ? "\"" U8 "\"" : "");
        uint8_t u = object_of(g, 0, U7), target = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0),
                shenlong = ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        assert_true(lists_target(g, 0, target));
        assert_false(lists_target(g, 0, shenlong));
        assert_false(lists_target(g, 0, u));
        ts_apply(g, listed(g, target, 0));
        if (k == TWO) {
            alt_action list[8];
            assert_int_equal(alt_game_list(g, list, 8), 2);   /* which {J}: its first or its second ability */
            ts_apply(g, listed(g, target, 1));                 /* the second: draw a card */
        }
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, target), k == ONE ? 1 : 0);   /* silenced: it could not activate */
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), k == TWO ? 3 : 4);
        alt_game_destroy(&g);
    }
}

#define ARMORY "ALT_ALIZE_B_OR_45_C"    /* Mobile Armory: an Expedition Permanent, Hand Cost 1 */
#define JAMMER "ALT_CORE_B_AX_28_C"     /* Armored Jammer: a Landmark Permanent, Hand Cost 2 */

/* "{J} Take control of target Permanent with Base Cost {1} (720) / {2}
 * (721) or less. If it's an Expedition Permanent, it joins my
 * Expedition." (CR 4.0 7.5.5.a, 4.0 1.1.3.d, 4.0 2.2.9): the opponent's Mobile
 * Armory (1), in their Hero Expedition, joins the Unique's Companion
 * Expedition; the Armored Jammer (2), a Landmark, goes to the Unique's
 * player's Landmarks, and only 721 targets it; the Reprocessor (4) is no
 * target of either. The card keeps its owner: it leaves play to theirs. */
static void test_a_unique_takes_control_of_a_cheap_permanent(void **state)
{
    (void)state;
    for (unsigned part = 720; part <= 721; part++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                             "[\"" ARMORY "\"], \"landmarks\": [\"" JAMMER "\", \"" REPROCESSOR "\"]}}]}",
                             part);
        uint8_t armory = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), jammer = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0),
                reprocessor = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
        assert_true(lists_target(g, 1, armory));
        assert_int_equal(lists_target(g, 1, jammer), part == 721);
        assert_false(lists_target(g, 1, reprocessor));
        ts_apply(g, listed(g, part == 721 ? jammer : armory, 1));
        if (part == 720) {
            assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, ARMORY), 1);
            assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, ARMORY), 0);
            assert_int_equal(ts_count(g, 1, ALT_ZONE_EXP_HERO), 0);
        } else {
            assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, JAMMER), 1);
            assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, JAMMER), 0);
        }
        assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, REPROCESSOR), 1);
        ts_restage(g, ts_position_of(g));          /* a position holds the Permanent controlled away */
        assert_int_equal(count_ref(g, 0, part == 720 ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_LANDMARK, part == 720 ? ARMORY : JAMMER), 1);
        alt_game_destroy(&g);
    }
}

/* "{J} Take control of target token Permanent. If it's an Expedition
 * Permanent, it joins my Expedition." (722; CR 4.0 7.5.5.a): the
 * opponent's Manaseed, a token Landmark, becomes the Unique's player's, in
 * their Landmarks; the Recruit, a token Character, is no target. */
static void test_a_unique_takes_control_of_a_token_permanent(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:722\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                         "[\"" RECRUIT "\"], \"landmarks\": [\"" MANASEED "\", \"" REPROCESSOR "\"]}}]}");
    uint8_t recruit = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), seed = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0),
            reprocessor = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 1);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_false(lists_target(g, 1, recruit));
    assert_false(lists_target(g, 1, reprocessor));
    ts_apply(g, listed(g, seed, 1));
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, MANASEED), 1);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, MANASEED), 0);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, RECRUIT), 1);
    ts_restage(g, ts_position_of(g));              /* a position holds a Landmark controlled away */
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, MANASEED), 1);
    alt_game_destroy(&g);
}

/* "{J} Create a [Manaseed] token in target opponent's Landmarks." (693)
 * and "Target opponent draws a card. Then, create a [Manaseed] token in
 * their Landmarks." (725) (CR 4.0 7.3.5, 7.3.9): the one opponent's
 * Landmarks get it, the Unique's player's none; with 725 the opponent
 * draws too. */
static void test_a_unique_creates_a_manaseed_in_its_opponents_landmarks(void **state)
{
    (void)state;
    static const unsigned parts[] = {693, 725};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        unsigned part = parts[k];
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             part);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, MANASEED), 1);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, MANASEED), 0);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), part == 725);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 4);
        alt_game_destroy(&g);
    }
}

/* "{J} You may create a [Manaseed] token in target opponent's Landmarks.
 * If you do: Draw a card." (769, 90; CR 4.0 6.5.f): yes, the opponent
 * has the Manaseed and the Unique's player draws; no, neither. */
static void test_a_unique_draws_if_it_gave_its_opponent_a_manaseed(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:769:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, MANASEED), yes);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 4 - yes);
        alt_game_destroy(&g);
    }
}

/* "{J} You may exhaust target card in any player's Reserve. If you do,
 * create a [Manaseed] token in their Landmarks." (740; CR 4.0 7.3.12):
 * the Manaseed goes to the Landmarks of the player whose Reserve held the
 * card exhausted, the opponent's or the Unique's player's own. */
static void test_a_unique_exhausts_a_reserve_card_for_a_manaseed_there(void **state)
{
    (void)state;
    for (int whose = 0; whose <= 1; whose++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:740\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"reserve\": [\"" FILLER "\"], \"mana\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\"]}}]}");
        uint8_t card = ts_id_at(g, whose, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        ts_apply(g, listed(g, card, whose));
        ts_run_until(g, ALT_DEC_TURN);
        assert_true(ts_status(g, whose, card) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(count_ref(g, whose, ALT_ZONE_LANDMARK, MANASEED), 1);
        assert_int_equal(count_ref(g, 1 - whose, ALT_ZONE_LANDMARK, MANASEED), 0);
        alt_game_destroy(&g);
    }
}

/* "{J} You may exhaust target card in Reserve. If it's in your Reserve,
 * [Resupply]." (741; CR 4.0 7.3.12, 7.3.26): the Unique's player's own
 * card exhausted, they Resupply; the opponent's, they do not. */
static void test_a_unique_resupplies_if_it_exhausted_a_card_of_its_reserve(void **state)
{
    (void)state;
    for (int whose = 0; whose <= 1; whose++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:741\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"reserve\": [\"" FILLER "\"], \"mana\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\"]}}]}");
        uint8_t card = ts_id_at(g, whose, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        ts_apply(g, listed(g, card, whose));
        ts_run_until(g, ALT_DEC_TURN);
        assert_true(ts_status(g, whose, card) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), whose == 0 ? 3 : 4);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), whose == 0 ? 2 : 1);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_DECK), 4);
        alt_game_destroy(&g);
    }
}

/* "{J} You may target a Character, it gains [Asleep]. If you control it,
 * create a [Manaseed] token in your Landmarks." (746; CR 4.0 7.5.5.a):
 * the Unique's player's Harvesters asleep, a Manaseed; the opponent's
 * Skald asleep, none; declined, nothing. */
static void test_a_unique_puts_a_character_to_sleep_and_seeds_if_it_is_yours(void **state)
{
    (void)state;
    enum { MINE, THEIRS, DECLINED };
    for (int k = MINE; k <= DECLINED; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:746\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"companion_expedition\": [\"" SKALD "\"], \"mana\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\"]}}]}");
        int owner = k == THEIRS ? 1 : 0;
        uint8_t target = ts_id_at(g, owner, owner ? ALT_ZONE_EXP_HERO : ALT_ZONE_EXP_COMPANION, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, k != DECLINED));
        if (k != DECLINED)
            ts_apply(g, listed(g, target, owner));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal((ts_status(g, owner, target) & ALT_STATUS_ASLEEP) != 0, k != DECLINED);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, MANASEED), k == MINE);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, MANASEED), 0);
        alt_game_destroy(&g);
    }
}

/* "{J} Target player sacrifices the Character or Permanent they control
 * with the highest Base Cost." (727; CR 4.0 7.3.31, 2.2.9, 6.1.h): the
 * opponent targeted, only Shenlong (6) is theirs to sacrifice; with Kappa
 * and the Reprocessor tied at 4 over the Skald, the opponent chooses
 * between the two, and the Landmark they choose is sacrificed. */
static void test_a_unique_makes_a_player_sacrifice_their_costliest(void **state)
{
    (void)state;
    for (int tied = 0; tied <= 1; tied++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:727\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                             "[\"" KAPPA_C "\", \"%s\"], \"landmarks\": [\"" REPROCESSOR "\"]}}]}",
                             tied ? SKALD : SHENLONG);
        uint8_t kappa = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), other = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1),
                reprocessor = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                  /* target player: the opponent */
        assert_int_equal(alt_game_decision(g).player, 1);          /* who sacrifices chooses */
        assert_int_equal(listed_object(g, kappa), tied);
        assert_int_equal(listed_object(g, reprocessor), tied);
        assert_int_equal(listed_object(g, other), !tied);
        uint8_t gone = tied ? reprocessor : other;
        ts_apply(g, listed(g, gone, 1));
        assert_int_equal(ts_zone(g, 1, gone), ALT_ZONE_DISCARD);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_EXP_HERO) + ts_count(g, 1, ALT_ZONE_LANDMARK), 2);
        alt_game_destroy(&g);
    }
}

/* "{J} You may discard target Character, otherwise send it to Reserve."
 * (530) and "You may send target Character to Reserve, otherwise you may
 * return it to its owner's hand." (668) (CR 4.0 6.5.c, 6.5.e, 7.3.7,
 * 7.3.32, 7.3.27): the target is chosen first, then where it goes; each
 * way listed is played: the opponent's Skald discarded or in Reserve
 * (530), in Reserve, in Hand or left where it is (668). */
static void test_a_unique_sends_its_target_one_way_otherwise_another(void **state)
{
    (void)state;
    static const struct {
        unsigned part;
        int ways;
        alt_zone_id where[3];
    } parts[] = {{530, 2, {ALT_ZONE_DISCARD, ALT_ZONE_RESERVE, ALT_ZONE_RESERVE}},
                 {668, 3, {ALT_ZONE_RESERVE, ALT_ZONE_HAND, ALT_ZONE_EXP_HERO}}};
    for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++)
        for (int way = 0; way < parts[k].ways; way++) {
            alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                                 "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                                 "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                                 "\"hero_expedition\": [\"" SKALD "\"]}}]}",
                                 parts[k].part);
            uint8_t skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
            ts_apply(g, listed(g, skald, 1));                         /* the target */
            ts_restage(g, ts_position_of(g));                          /* a position waits on the way */
            alt_action list[8];
            assert_int_equal(alt_game_list(g, list, 8), parts[k].ways);
            ts_apply(g, list[way]);                                    /* where it goes */
            ts_run_until(g, ALT_DEC_TURN);
            assert_int_equal(ts_zone(g, 1, skald), parts[k].where[way]);
            alt_game_destroy(&g);
        }
}

/* "{J} You may discard a card from your hand to discard target card in
 * play with equal or lower Hand Cost." (868; CR 4.0 7.3.7, 1.1.7.b,
 * 2.2.7.c): Kappa (4) discarded from the Hand, the opponent's Kappa and
 * Reprocessor (4) are targets, and the Recruit, a token, for rules
 * purposes a card of Hand Cost 0; Shenlong (6) is not. The Reprocessor
 * chosen is discarded. Declined, nothing is discarded. */
static void test_a_unique_discards_a_hand_card_to_discard_a_card_as_cheap(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:868\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"" KAPPA_C "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                             "[\"" KAPPA_C "\", \"" SHENLONG "\", \"" RECRUIT "\"], \"landmarks\": [\"" REPROCESSOR "\"]}}]}");
        uint8_t mine = ts_id_at(g, 0, ALT_ZONE_HAND, 1), kappa = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0),
                shenlong = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1), recruit = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 2),
                reprocessor = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        if (yes) {
            ts_apply(g, listed(g, mine, -1));                    /* Kappa from the Hand */
            assert_int_equal(ts_zone(g, 0, mine), ALT_ZONE_DISCARD);
            assert_true(lists_target(g, 1, kappa));
            assert_true(lists_target(g, 1, reprocessor));
            assert_false(lists_target(g, 1, shenlong));
            assert_true(lists_target(g, 1, recruit));
            ts_apply(g, listed(g, reprocessor, 1));
        }
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 1, reprocessor), yes ? ALT_ZONE_DISCARD : ALT_ZONE_LANDMARK);
        assert_int_equal(ts_zone(g, 0, mine), yes ? ALT_ZONE_DISCARD : ALT_ZONE_HAND);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_EXP_HERO), 3);
        alt_game_destroy(&g);
    }
}

/* "{J} Target player [Exhausted Resupplies]." (726; CR 4.0 7.3.13,
 * 6.1.g): the Unique's player chooses the player; that player puts the
 * top card of their Deck in their Reserve, exhausted. An opponent whose
 * Resupply reveals two cards (a Unique of theirs: "When you Resupply,
 * reveal two...") chooses which of the two, and the other is discarded. */
static void test_a_unique_makes_a_target_player_do_exhausted_resupply(void **state)
{
    (void)state;
    enum { ME, OPPONENT, OPPONENT_OF_TWO };
    for (int k = ME; k <= OPPONENT_OF_TWO; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:726\"%s], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [%s]}}]}",
                             k == OPPONENT_OF_TWO ? ", \"" U8 " faction=MU cost=1/1 power=1/1/1 main=23:191:72\"" : "",
                             k == OPPONENT_OF_TWO ? "\"" U8 "\"" : "");
        int who = k == ME ? 0 : 1;
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).player, 0);          /* the Unique's player targets */
        ts_restage(g, ts_position_of(g));                            /* a position waits on the player */
        ts_apply(g, listed(g, ALT_NO_OBJECT, who));
        if (k == OPPONENT_OF_TWO) {
            assert_int_equal(alt_game_decision(g).player, 1);      /* which of their two: theirs */
            ts_restage(g, ts_position_of(g));
            alt_action list[4];
            assert_int_equal(alt_game_list(g, list, 4), 2);
            for (int i = 0; i < 2; i++) {                            /* the top two of their Deck */
                assert_int_equal(list[i].player, 1);
                assert_int_equal(ts_zone(g, 1, list[i].object), ALT_ZONE_DECK);
            }
            ts_apply(g, list[1]);
        }
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_count(g, who, ALT_ZONE_RESERVE), 1);
        assert_true(ts_status(g, who, ts_id_at(g, who, ALT_ZONE_RESERVE, 0)) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(ts_count(g, who, ALT_ZONE_DECK), k == OPPONENT_OF_TWO ? 2 : 3);
        assert_int_equal(ts_count(g, who, ALT_ZONE_DISCARD), k == OPPONENT_OF_TWO);
        assert_int_equal(ts_count(g, 1 - who, ALT_ZONE_RESERVE), 0);
        assert_int_equal(ts_count(g, 1 - who, ALT_ZONE_DECK), 4);
        alt_game_destroy(&g);
    }
}

/* "{J} You may choose both, otherwise choose one: • [Sabotage]. • Create
 * a [Manaseed] token in target player's Landmarks." (735; CR 4.0 6.5.g,
 * 7.3.30): one mode, then "no more" is an answer; or both, in the order
 * chosen: the opponent's Reserve card discarded and a Manaseed in the
 * player's targeted Landmarks. */
static void test_a_unique_chooses_one_mode_or_both(void **state)
{
    (void)state;
    for (int both = 0; both <= 1; both++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:735\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"reserve\": [\"" SKALD "\"]}}]}");
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 2));                 /* the Manaseed first */
        alt_action list[8];
        size_t n = alt_game_list(g, list, 8);
        assert_int_equal(n, 2);                                    /* no more, or the Sabotage too */
        ts_apply(g, listed(g, ALT_NO_OBJECT, both ? 1 : 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                 /* target player: the opponent */
        if (both)
            ts_apply(g, listed(g, skald, 1));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, MANASEED), 1);
        assert_int_equal(ts_zone(g, 1, skald), both ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* "{H} You may [Rush]. If you do: Draw a card." (635, 90; CR 4.0 7.3.29):
 * the card drawn needs a card played by the Rush. */
static void test_a_unique_draws_only_if_it_rushed(void **state)
{
    (void)state;
    for (int rush = 0; rush <= 1; rush++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:635:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"" FILLER
                             "\"], \"mana\": [\"" FILLER "\", \"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, rush));
        if (rush)
            ts_apply(g, listed(g, trooper, -1));
        assert_int_equal(ts_zone(g, 0, trooper), rush ? ALT_ZONE_EXP_HERO : ALT_ZONE_HAND);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), rush ? 3 : 4);   /* drew one, or none */
        alt_game_destroy(&g);
    }
}

/* "{J} You may immediately play a Character with Base Cost {3} or less
 * for free." (602; CR 4.0 2.2.9, 7.3.23): the Skald (2) is offered and
 * joins without a Mana Orb spent, Kappa (4) is not offered. */
static void test_a_unique_plays_a_cheap_character_for_free(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:602\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"" SKALD "\", \""
                         KAPPA_C "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t skald = ts_id_at(g, 0, ALT_ZONE_HAND, 1), kappa = ts_id_at(g, 0, ALT_ZONE_HAND, 2);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_false(listed_object(g, kappa));
    ts_apply(g, listed(g, skald, -1));
    assert_int_equal(ts_zone(g, 0, skald), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_zone(g, 0, kappa), ALT_ZONE_HAND);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_MANA), 1);
    assert_true(ts_status(g, 0, ts_id_at(g, 0, ALT_ZONE_MANA, 0)) & ALT_STATUS_EXHAUSTED);   /* the Unique's cost only */
    alt_game_destroy(&g);
}

/* "{J} Create an [Aerolith] token in your Landmarks." (562): a token
 * Permanent in its player's Landmark zone. */
static void test_a_unique_creates_an_aerolith(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:562\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, "ALT_CYCLONE_B_NE_03_C"), 1);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_LANDMARK), 0);
    alt_game_destroy(&g);
}

/* "{J} If there's a card in your Landmarks: Create two [Aerolith] tokens
 * in your Landmarks, otherwise create only one." (189, 563; CR 6.5.c):
 * the condition read as the step resolves picks two or one. */
static void test_a_unique_creates_two_aeroliths_otherwise_one(void **state)
{
    (void)state;
    for (int landmark = 0; landmark <= 1; landmark++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:189:563\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"], \"landmarks\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             landmark ? "\"ALT_CYCLONE_B_NE_03_C\"" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, "ALT_CYCLONE_B_NE_03_C"), landmark ? 3 : 1);
        alt_game_destroy(&g);
    }
}

/* "{H} You may reveal a Character with Hand Cost {4} or more from your
 * hand. If you do: Draw a card." (642, 90; CR 4.0 7.3.9): Kappa (4) can be
 * revealed and stays in the Hand; with only the Skald (2), nothing is
 * revealed and nothing drawn. */
static void test_a_unique_draws_after_revealing_a_big_character(void **state)
{
    (void)state;
    for (int big = 0; big <= 1; big++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:642:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"%s\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             big ? KAPPA_C : SKALD);
        uint8_t other = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        if (big) {
            assert_int_equal(step_of(g), STEP_MAY_ASKED);
            ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
            ts_apply(g, listed(g, other, -1));
        }
        assert_int_equal(ts_zone(g, 0, other), ALT_ZONE_HAND);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), big ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{J} Target player becomes first player." (589; CR 1.4.5): the
 * opponent chosen, the first-player marker is theirs. */
static void test_a_unique_makes_a_target_player_first(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:589\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_first_player(g), 0);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    assert_int_equal(alt_game_first_player(g), 1);
    alt_game_destroy(&g);
}

/* Answers the first listed until the player may act again. */
static void settle(alt_game *g)
{
    for (int steps = 0; steps < 20; steps++) {
        alt_action first;
        if (alt_game_decision(g).kind == ALT_DEC_TURN || alt_game_list(g, &first, 1) == 0)
            return;
        ts_apply(g, first);
    }
    fail_msg("the game kept asking");
}

/* "{I} When you roll one or more dice —" and "{I} When you sacrifice a
 * Character —" (438, 439, with "Draw a card."; CR 4.0 7.1.5.a, 2.2.12.i):
 * support Reactions heard from the Reserve while the card is ready, not
 * while it is exhausted. The die is rolled, and the Character sacrificed,
 * by a second Unique played from the Hand. */
static void test_a_unique_supports_from_reserve_a_roll_and_a_sacrifice(void **state)
{
    (void)state;
    static const struct {
        const char *support, *played;
    } cases[] = {{"438:191:90", "22:191:140"}, {"439:191:90", "22:191:196"}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        for (int exhausted = 0; exhausted <= 1; exhausted++) {
            alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=%s\", \"" U8
                                 " faction=MU cost=1/1 power=1/1/1 main=%s\"], \"players\": [{\"zones\": {\"deck\": ["
                                 DECK4 "], \"hand\": [\"" U8 "\"], \"mana\": [\"" FILLER "\"], \"reserve\": "
                                 "[{\"card\": \"" U7 "\"%s}], \"hero_expedition\": [\"" FILLER "\"]}}, "
                                 "{\"zones\": {\"deck\": [" OPP4 "]}}]}",
                                 cases[k].support, cases[k].played, exhausted ? ", \"statuses\": [\"exhausted\"]" : "");
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U8), ALT_EXP_HERO, 0));
            settle(g);
            assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), exhausted ? 4 : 3);
            if (k == 1)
                assert_int_equal(ts_count(g, 0, ALT_ZONE_EXP_HERO), 1);   /* one of the two sacrificed */
            alt_game_destroy(&g);
        }
}

static int exhausted_mana(const alt_game *g, int p)
{
    int n = 0;
    for (int i = 0; i < ts_count(g, p, ALT_ZONE_MANA); i++)
        n += (ts_status(g, p, ts_id_at(g, p, ALT_ZONE_MANA, i)) & ALT_STATUS_EXHAUSTED) != 0;
    return n;
}

/* A support "{D} : Pay {1} less for the next Character you play this
 * turn, down to a minimum of {1}." (730; CR 5.1.2.e, 6.2.h), used as a
 * quick action before playing in the same turn: the Skald (2) then costs
 * 1, the Trooper (1) still 1; without the minimum (79) the Trooper is free. */
static void test_a_unique_makes_the_next_character_cheaper_down_to_one(void **state)
{
    (void)state;
    static const struct {
        const char *output, *next;
        int paid;
    } cases[] = {{"730", SKALD, 1}, {"730", FILLER, 1}, {"79", FILLER, 0}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:33 support=192:191:%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"%s\"], "
                             "\"reserve\": [\"" U7 "\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             cases[k].output, cases[k].next);
        uint8_t next = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, object_of(g, 0, U7), 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, next, ALT_EXP_HERO, 0));
        assert_int_equal(ts_zone(g, 0, next), ALT_ZONE_EXP_HERO);
        assert_int_equal(exhausted_mana(g, 0), cases[k].paid);
        alt_game_destroy(&g);
    }
}

/* "{H} I gain 1 boost per Animal other than me in your Expeditions."
 * (844) and "{H} If there's an Animal in your Reserve: I gain [Asleep]."
 * (661, 33): two Spindle Harvesters (Animal, Plant) and a Trooper in play
 * give two boosts; a Harvester in the Reserve, not a Trooper, makes the
 * second asleep. */
static void test_a_unique_counts_animals_in_play_and_in_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:844\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"hero_expedition\": [\"" HARVESTERS "\", \"" FILLER "\"], "
                         "\"companion_expedition\": [\"" HARVESTERS "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t u = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    assert_int_equal(ts_boosts(g, 0, u), 2);
    alt_game_destroy(&g);
    for (int animal = 0; animal <= 1; animal++) {
        g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:661:33\"], "
                   "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                   "\"mana\": [\"" FILLER "\"], \"reserve\": [\"%s\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                   animal ? HARVESTERS : FILLER);
        u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal((ts_status(g, 0, u) & ALT_STATUS_ASLEEP) != 0, animal);
        alt_game_destroy(&g);
    }
}

/* "When a Character joins your Expeditions — You may spend 1 of my
 * boosts. If you do: Draw a card." (21, 512, 90; CR 4.0 7.3.33, boosts
 * being counters, 2.5): yes
 * spends the boost and draws; no keeps both. */
static void test_a_unique_spends_its_boost_to_draw(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=21:512:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" FILLER "\"], "
                             "\"mana\": [\"" FILLER "\"], \"hero_expedition\": [{\"card\": \"" U7 "\", \"boosts\": 2}]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        assert_int_equal(ts_boosts(g, 0, u), yes ? 1 : 2);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), yes ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* "{H} Up to two target Characters in play or in Reserve each gain 1
 * boost." (494; CR 4.0 2.4.5.b, 6.1.g): one in the Reserve and one in
 * play, each once. */
static void test_a_unique_boosts_two_targets_in_play_or_in_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:494\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"reserve\": [\"" FILLER "\"], \"hero_expedition\": [\"" SKALD "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t kept = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), skald = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, kept, -1));
    assert_false(listed_object(g, kept));                           /* a second, different target */
    ts_apply(g, listed(g, skald, -1));
    assert_int_equal(ts_boosts(g, 0, kept), 1);
    assert_int_equal(ts_boosts(g, 0, skald), 1);
    alt_game_destroy(&g);
}

/* "{H} You may exhaust a Character in your Reserve. If you do: Draw a
 * card." (771, 90; CR 4.0 7.3.12): only a ready Character of its own
 * Reserve is offered, not a Permanent there nor the opponent's. */
static void test_a_unique_exhausts_a_character_of_its_own_reserve_to_draw(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:771:90\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"reserve\": [\"" REPROCESSOR "\", \"" FILLER "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\"]}}]}");
    uint8_t landmark = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), trooper = ts_id_at(g, 0, ALT_ZONE_RESERVE, 1);
    uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    assert_false(listed_object(g, landmark));
    assert_false(listed_object(g, skald));
    ts_apply(g, listed(g, trooper, -1));
    assert_true(ts_status(g, 0, trooper) & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    alt_game_destroy(&g);
}

/* "{H} You may put a card from your Reserve in your Mana zone as a ready
 * Mana Orb." (528; CR 3.2.9.b): the Trooper leaves the Reserve for a
 * ready Mana Orb beside the one the Unique exhausted. */
static void test_a_unique_puts_a_reserve_card_in_mana_ready(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:528\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"reserve\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
    ts_apply(g, listed(g, trooper, -1));
    assert_int_equal(ts_zone(g, 0, trooper), ALT_ZONE_MANA);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_MANA), 2);
    assert_int_equal(exhausted_mana(g, 0), 1);
    alt_game_destroy(&g);
}

/* "{H} Target opponent [Resupplies]." (537; CR 4.0 7.3.26) and "{H}
 * Target opponent [Exhausted Resupplies]." (724; 7.3.13): the top card of
 * the opponent's Deck goes to their Reserve, exhausted by the second. */
static void test_a_unique_has_its_opponent_resupply(void **state)
{
    (void)state;
    for (int exhausted = 0; exhausted <= 1; exhausted++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             exhausted ? "724" : "537");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(ts_count(g, 1, ALT_ZONE_DECK), 3);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_RESERVE), 1);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), 0);
        assert_int_equal((ts_status(g, 1, ts_id_at(g, 1, ALT_ZONE_RESERVE, 0)) & ALT_STATUS_EXHAUSTED) != 0, exhausted);
        alt_game_destroy(&g);
    }
}

/* "Play me for {1} less if you control an exhausted Permanent, and also
 * {1} less if there's an exhausted card in your Reserve." (707; CR
 * 5.1.2.e): a Unique of Hand Cost 3 costs 3, 2 or 1 as neither, one or
 * both hold; a ready Landmark and a ready Reserve card count for nothing. */
static void test_a_unique_costs_less_for_exhausted_cards_of_its_player(void **state)
{
    (void)state;
    for (int k = 0; k < 4; k++) {
        int perm = k & 1, reserve = k >> 1;
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=3/3 power=1/1/1 main=23:191:707\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [" DECK4 "], \"landmarks\": [{\"card\": \"" REPROCESSOR "\"%s}], "
                             "\"reserve\": [{\"card\": \"" FILLER "\"%s}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             perm ? ", \"statuses\": [\"exhausted\"]" : "",
                             reserve ? ", \"statuses\": [\"exhausted\"]" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(exhausted_mana(g, 0), 3 - perm - reserve);
        alt_game_destroy(&g);
    }
}

/* "{H} Reveal the top card of your deck. If it's a Spell, draw it. If
 * it's a Permanent, put it in Reserve." (578; CR 4.0 7.3.9 draw, 7.3.24
 * put): a Spell on top is drawn, a Permanent goes to the
 * Reserve, a Character stays on top; "Reveal ... If it's a Character,
 * draw it; if not, Resupply it." (812) puts a Spell in the Reserve. */
static void test_a_unique_reveals_its_top_card_and_sends_it_by_its_kind(void **state)
{
    (void)state;
    static const struct {
        const char *output, *top;
        int hand, reserve, deck;
    } cases[] = {{"578", "ALT_CORE_B_AX_21_C", 1, 0, 4}, {"578", REPROCESSOR, 0, 1, 4}, {"578", SKALD, 0, 0, 5},
                 {"812", "ALT_CORE_B_AX_21_C", 0, 1, 4}, {"812", SKALD, 1, 0, 4}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 ", \"%s\"], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             cases[k].output, cases[k].top);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), cases[k].hand);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), cases[k].reserve);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), cases[k].deck);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_DECK, cases[k].top), cases[k].deck == 5);
        alt_game_destroy(&g);
    }
}

/* "{H} Each player discards their Reserve, then [Resupplies]." (838; CR
 * 4.0 7.3.7, 7.3.26): both Reserves go to the Discard piles, and each holds
 * the one card its Resupply brought. */
static void test_a_unique_has_each_player_discard_their_reserve_then_resupply(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:838\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"reserve\": [\"" SKALD "\", \"" SKALD "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" FILLER "\"]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DISCARD), 2);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_DISCARD), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_RESERVE, FILLER), 1);   /* the top of its Deck */
    assert_int_equal(count_ref(g, 1, ALT_ZONE_RESERVE, SKALD), 1);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE) + ts_count(g, 1, ALT_ZONE_RESERVE), 2);
    alt_game_destroy(&g);
}

/* "{J} If there's a card in your Landmarks: I gain 1 boost, otherwise
 * discard the top two cards of your deck." (189, 847; CR 6.5.c, 4.0
 * 7.3.7): a boost with a Landmark, two cards milled without. */
static void test_a_unique_gains_a_boost_otherwise_discards_its_top_cards(void **state)
{
    (void)state;
    for (int landmark = 0; landmark <= 1; landmark++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:189:847\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"], \"landmarks\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             landmark ? "\"" REPROCESSOR "\"" : "");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(ts_boosts(g, 0, u), landmark);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), landmark ? 4 : 2);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DISCARD), landmark ? 0 : 2);
        alt_game_destroy(&g);
    }
}

/* "{H} Sacrifice a Plant or Permanent. If you can't: Draw a card." (368,
 * 90; CR 4.0 7.3.31), on a Unique of the Skald's family (no Plant):
 * with a Landmark it is sacrificed and nothing drawn; with none, a card is
 * drawn. (A Plant Unique would sacrifice itself.) */
static void test_a_unique_draws_when_it_cannot_sacrifice(void **state)
{
    (void)state;
    for (int landmark = 0; landmark <= 1; landmark++) {
        alt_game *g = staged("{\"uniques\": [\"" SKALD_U " faction=LY cost=1/1 power=1/1/1 main=22:368:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" SKALD_U "\"], "
                             "\"mana\": [\"" FILLER "\"], \"landmarks\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             landmark ? "\"" REPROCESSOR "\"" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, SKALD_U), ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_LANDMARK), 0);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_EXP_HERO), 1);   /* a Skald is no Plant: it stays */
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), landmark ? 4 : 3);
        alt_game_destroy(&g);
    }
}

/* "When a Character joins your Expeditions — It switches Expeditions."
 * (21, 855; CR 4.0 7.3.34) and "— Put it into its owner's Mana zone (as an
 * exhausted Mana Orb)." (859): the Trooper played to the Hero Expedition
 * ends in the Companion one, or as an exhausted Mana Orb. */
static void test_a_unique_moves_the_character_that_joined(void **state)
{
    (void)state;
    for (int mana = 0; mana <= 1; mana++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=21:191:%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" FILLER "\"], "
                             "\"mana\": [\"" FILLER "\"], \"hero_expedition\": [\"" U7 "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             mana ? "859" : "855");
        uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, trooper, ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(ts_zone(g, 0, trooper), mana ? ALT_ZONE_MANA : ALT_ZONE_EXP_COMPANION);
        if (mana)
            assert_true(ts_status(g, 0, trooper) & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
}

/* The listed answer that picks this Expedition. */
static alt_action listed_expedition(alt_game *g, int expedition)
{
    alt_action list[64];
    size_t n = alt_game_list(g, list, 64);
    for (size_t i = 0; i < n && i < 64; i++)
        if (list[i].object == ALT_NO_OBJECT && list[i].expedition == expedition)
            return list[i];
    fail_msg("no answer picks Expedition %d", expedition);
    return list[0];
}

/* "{H} Create a [Woollyback] Animal token in target Expedition, it gains
 * [Anchored]." (821; CR 7.3.5) and "{H} Create a [Woollyback] Animal token
 * in target opponent's Companion Expedition, then draw a card." (559):
 * Skybound Odyssey's Woollyback, made where the text says. */
static void test_a_unique_creates_woollybacks(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:821\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed_expedition(g, ALT_EXP_COMPANION));
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, WOOLLYBACK), 1);
    assert_true(ts_status(g, 0, ts_id_at(g, 0, ALT_ZONE_EXP_COMPANION, 0)) & ALT_STATUS_ANCHORED);
    alt_game_destroy(&g);
    g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:559\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
               "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_COMPANION, WOOLLYBACK), 1);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    alt_game_destroy(&g);
}

/* "{H} Draw a card, then create two [Manaseed] tokens in your Landmarks."
 * (698): Seeds of Unity's Manaseed, whose "{T}, sacrifice me: ready a Mana
 * Orb" then readies the Orb the Unique's cost exhausted. */
static void test_a_unique_creates_manaseeds_that_ready_a_mana_orb(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:698\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, MANASEED), 2);
    assert_int_equal(exhausted_mana(g, 0), 1);
    ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0), 0, 0));
    settle(g);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LANDMARK, MANASEED), 1);
    assert_int_equal(exhausted_mana(g, 0), 0);
    alt_game_destroy(&g);
}

/* "{H} Target opponent may immediately play a card with Base Cost {4} or
 * more for free." (587; CR 4.0 7.3.23, 6.1.h): the opponent decides, and
 * every answer listed, "none" too, is theirs; Kappa (4) is offered. */
static void test_a_unique_lets_its_opponent_play_for_free_or_not(void **state)
{
    (void)state;
    for (int play = 0; play <= 1; play++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:587\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hand\": [\"" KAPPA_C "\"]}}]}");
        uint8_t kappa = ts_id_at(g, 1, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).player, 1);
        alt_action list[32];
        size_t n = alt_game_list(g, list, 32);
        assert_true(n >= 2);
        for (size_t i = 0; i < n && i < 32; i++)
            assert_int_equal(list[i].player, 1);
        ts_apply(g, listed(g, play ? kappa : ALT_NO_OBJECT, -1));
        assert_int_equal(ts_zone(g, 1, kappa), play ? ALT_ZONE_EXP_HERO : ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }
}

/* "{H} Ready up to two targets, Permanents or cards in Reserve." (791;
 * CR 4.0 7.3.25) readies an exhausted Landmark and an exhausted Reserve
 * card; "{H} Exhaust a Permanent you control or a card in your Reserve."
 * (704; 7.3.12) offers only its player's, and exhausts a Landmark in play. */
static void test_a_unique_exhausts_and_readies_permanents_and_reserve_cards(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:791\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"landmarks\": [{\"card\": \"" REPROCESSOR "\", \"statuses\": "
                         "[\"exhausted\"]}], \"reserve\": [{\"card\": \"" FILLER "\", \"statuses\": [\"exhausted\"]}]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t landmark = ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0), kept = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, landmark, -1));
    assert_false(listed_object(g, landmark));                       /* a second, different one */
    ts_apply(g, listed(g, kept, -1));
    assert_false(ts_status(g, 0, landmark) & ALT_STATUS_EXHAUSTED);
    assert_false(ts_status(g, 0, kept) & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
    g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:704\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
               "\"mana\": [\"" FILLER "\"], \"landmarks\": [\"" REPROCESSOR "\"]}}, "
               "{\"zones\": {\"deck\": [" OPP4 "], \"landmarks\": [\"" REPROCESSOR "\"], \"reserve\": [\"" SKALD "\"]}}]}");
    landmark = ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0);
    uint8_t theirs = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0), skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_false(lists_target(g, 1, theirs));
    assert_false(lists_target(g, 1, skald));
    ts_apply(g, listed(g, landmark, -1));
    assert_true(ts_status(g, 0, landmark) & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

/* "{H} You may put a card from your hand in Reserve. If it's a Permanent:
 * Draw a card." (171, 90): a Landmark put there draws, the Skald does not;
 * "{H} You may put a Permanent from your hand in Reserve. If you don't:
 * Draw a card." (640; CR 6.1.g): with no Permanent in the Hand, only "no"
 * is offered, and the card is drawn. */
static void test_a_unique_asks_a_card_of_a_kind_from_the_hand_to_reserve(void **state)
{
    (void)state;
    for (int perm = 0; perm <= 1; perm++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:171:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"%s\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             perm ? REPROCESSOR : SKALD);
        uint8_t card = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        ts_apply(g, listed(g, card, -1));
        assert_int_equal(ts_zone(g, 0, card), ALT_ZONE_RESERVE);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), perm ? 3 : 4);
        alt_game_destroy(&g);
    }
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:640:90\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"" SKALD "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    alt_action only[8];
    assert_int_equal(alt_game_list(g, only, 8), 1);                 /* "no" alone */
    assert_int_equal(only[0].choice, 0);
    settle(g);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_DECK), 3);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

/* "You may play Spells for {1} less if their Base Cost is {4} or more."
 * (605; CR 4.0 2.2.9, 5.1.2.e), the Unique in play: Open the Gates (5)
 * costs 4; beside a Unique without it, 5. */
static void test_a_unique_makes_its_players_costly_spells_cheaper(void **state)
{
    (void)state;
    for (int less = 0; less <= 1; less++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"ALT_CORE_B_OR_26_C\"], "
                             "\"mana\": [" DECK4 ", \"" FILLER "\", \"" FILLER "\"], \"hero_expedition\": [\"" U7 "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             less ? "23:191:605" : "22:191:33");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(exhausted_mana(g, 0), less ? 4 : 5);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, RECRUIT) + count_ref(g, 0, ALT_ZONE_EXP_COMPANION, RECRUIT), 4);
        alt_game_destroy(&g);
    }
}

/* "[Gigantic]. {J} I gain 1 boost per Character in the Expeditions facing
 * me." (23, 568; CR 7.4.4): one part, a keyword and an ability: the
 * Unique is Gigantic, and gains a boost per Character facing it in either
 * Expedition. */
static void test_a_unique_part_gives_a_keyword_and_an_ability(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:568\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                         "[\"" SKALD "\"], \"companion_expedition\": [\"" SKALD "\", \"" SKALD "\"]}}]}");
    uint8_t u = object_of(g, 0, U7);
    alt_position *pos = ts_position_of(g);
    uint16_t card = pos->p[0].zone[ALT_ZONE_HAND][0].card;
    free(pos);
    assert_true(alt_cards_get(alt_game_cards(g), card)->keywords & ALT_KW_GIGANTIC);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    settle(g);
    assert_int_equal(ts_boosts(g, 0, u), 3);
    alt_game_destroy(&g);
}

/* "[Gigantic]. I'm also considered a Spell, even when not in play." (23,
 * 570; Skybound Odyssey's Alelo): Gigantic, played as a Character, and
 * heard by "When you play a Spell" (Kadigiran Mage-Dancer's boost). */
static void test_a_unique_is_also_considered_a_spell(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:570\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"hero_expedition\": [\"ALT_CORE_B_YZ_07_C\"], \"mana\": [\"" FILLER "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t u = object_of(g, 0, U7);
    alt_position *pos = ts_position_of(g);
    uint16_t card = pos->p[0].zone[ALT_ZONE_HAND][0].card;
    free(pos);
    const alt_card_info *c = alt_cards_get(alt_game_cards(g), card);
    assert_true(c->keywords & ALT_KW_GIGANTIC);
    assert_true(c->also & (1u << ALT_TYPE_SPELL));
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    settle(g);
    assert_int_equal(ts_zone(g, 0, u), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_boosts(g, 0, object_of(g, 0, "ALT_CORE_B_YZ_07_C")), 1);
    alt_game_destroy(&g);
}

/* "{H} Target opponent [Resupplies]." (537) when the opponent's Resupply
 * reveals two cards (the Ouroboros's rare, LY_30_R2): the opponent picks
 * which goes to Reserve, every answer theirs, and the position waiting on
 * that pick is one the engine takes back. */
static void test_a_unique_has_its_opponent_choose_for_their_resupply_of_two(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:537\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 ", \"" FILLER "\"], "
                         "\"landmarks\": [\"ALT_CORE_B_LY_30_R2\"]}}]}");
    uint8_t top = ts_id_at(g, 1, ALT_ZONE_DECK, 4);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_decision(g).player, 1);
    alt_action list[8];
    size_t n = alt_game_list(g, list, 8);
    assert_int_equal(n, 2);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(list[i].player, 1);
    ts_restage(g, ts_position_of(g));                               /* checked and taken back */
    ts_apply(g, listed(g, top, -1));
    assert_int_equal(ts_zone(g, 1, top), ALT_ZONE_RESERVE);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_DISCARD), 1);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_DECK), 3);
    alt_game_destroy(&g);
}

/* "{H} Target Character gains 1 boost per card in your Reserve." (581):
 * two cards in the Reserve, two boosts on the opponent's Skald. */
static void test_a_unique_boosts_a_target_per_card_in_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:581\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"reserve\": [\"" FILLER "\", \"" FILLER "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, skald, 1));                               /* the opponent's (choice: its owner) */
    assert_int_equal(ts_boosts(g, 1, skald), 2);
    alt_game_destroy(&g);
}

/* "{H} Double the number of boosts on each Character you control and in
 * your Reserve." (470; CR 4.0 7.3.8): 2 become 4 in play, 1 becomes 2 in
 * the Reserve, the opponent's stay. */
static void test_a_unique_doubles_boosts_in_play_and_in_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:470\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"hero_expedition\": [{\"card\": \"" FILLER "\", \"boosts\": 2}], "
                         "\"reserve\": [{\"card\": \"" SKALD "\", \"boosts\": 1}]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"boosts\": 1}]}}]}");
    uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0), kept = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0),
            theirs = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    settle(g);
    assert_int_equal(ts_boosts(g, 0, trooper), 4);
    assert_int_equal(ts_boosts(g, 0, kept), 2);
    assert_int_equal(ts_boosts(g, 1, theirs), 1);
    alt_game_destroy(&g);
}

/* "{J} Target Character in Reserve gains 2 boosts." (490): a card in a
 * Reserve keeps boosts (CR 4.0 2.4.5.b); a Character in play is no target. */
static void test_a_unique_boosts_a_character_in_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:490\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"], \"reserve\": [\"" SKALD "\"], \"hero_expedition\": [\"" SKALD
                         "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t kept = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), out = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_false(lists_target(g, 0, out));
    ts_apply(g, listed(g, kept, 0));
    assert_int_equal(ts_boosts(g, 0, kept), 2);
    alt_game_destroy(&g);
}

/* "{J} Place a {V} Terrain Marker on target visible region." (576; CR 4.0
 * 3.2.1.d-e): the region chosen holds a forest marker. */
static void test_a_unique_places_a_forest_marker(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:576\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], "
                         "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 7));                       /* the Companion region */
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 1);
    assert_int_equal(pos->markers[0].where, 7);
    assert_int_equal(pos->markers[0].terrains, 1);                  /* forest */
    free(pos);
    alt_game_destroy(&g);
}

/* "{J} Roll a die. On a 4+: I gain 2 boosts." (177, 97): the output is
 * the die's under its condition; recorded chance gives the die. */
static void test_a_die_condition_gates_the_output(void **state)
{
    (void)state;
    for (int face = 3; face <= 4; face++) {
        alt_game *g = staged("{\"chance_mode\": \"recorded\", \"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU "
                             "cost=1/1 power=1/1/1 main=24:177:97\"], \"players\": [{\"zones\": {\"deck\": [" DECK4
                             "], \"hand\": [\"ALT_CORE_B_MU_22_U_7\"], \"mana\": [\"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, "ALT_CORE_B_MU_22_U_7");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHANCE);
        ts_apply(g, tb_chance((uint16_t)face));
        assert_int_equal(ts_boosts(g, 0, u), face >= 4 ? 2 : 0);
        alt_game_destroy(&g);
    }
}

/* "[] If you control a token: Reduce my cost by {1}." (188, 71): the cost
 * reads the board as the card is played. */
static void test_a_cost_static_reads_the_board_as_it_is_played(void **state)
{
    (void)state;
    for (int token = 0; token <= 1; token++) {
        alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=2/2 power=1/1/1 "
                             "main=23:188:71\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": "
                             "[\"ALT_CORE_B_MU_22_U_7\"], \"mana\": [\"" FILLER "\", \"" FILLER "\"], "
                             "\"hero_expedition\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             token ? "\"ALT_CORE_B_AX_31_C\"" : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, "ALT_CORE_B_MU_22_U_7"), ALT_EXP_HERO, 0));
        assert_int_equal(ts_ready_mana(g, 0), token ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* "When you play a Permanent —" (16) is a Reaction of the Unique in play,
 * never of the card played itself. */
static void test_a_unique_in_play_reacts_to_a_permanent_played(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"ALT_CORE_B_MU_22_U_7 faction=MU cost=1/1 power=1/1/1 main=16:191:90\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" TB_LANDMARK "\"], "
                         "\"mana\": [" DECK4 "], \"hero_expedition\": [\"ALT_CORE_B_MU_22_U_7\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, TB_LANDMARK), ALT_EXP_HERO, 0));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------- whole: positions, digest */

static alt_game *hydra_game(void)
{
    return staged("{\"uniques\": [\"%s\", \"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                  "\"hero_expedition\": [\"%s\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"%s\"]}}]}",
                  HYDRA, KAPPA, HYDRA_REF, KAPPA_REF);
}

/* A game with Uniques goes through its binary position (format 3) and its
 * JSON position, records and all, and comes back the same game. */
static void test_a_game_with_uniques_goes_through_its_positions(void **state)
{
    (void)state;
    alt_game *g = hydra_game();
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = alt_position_encode(g, buf, sizeof buf);
    assert_true(n > 5 && n <= sizeof buf);
    assert_int_equal(buf[4], ALT_POS_VERSION_UNIQUES);
    alt_unique recs[ALT_UNIQUES_MAX];
    size_t count = 0;
    char msg[256];
    assert_int_equal(alt_position_uniques(buf, n, recs, ALT_UNIQUES_MAX, &count, msg, sizeof msg), ALT_OK);
    assert_int_equal(count, 2);
    assert_string_equal(recs[0].ref, HYDRA_REF);
    assert_string_equal(recs[1].ref, KAPPA_REF);
    alt_game *back = NULL;
    assert_int_equal(replay_position_load(tb_db_all(), buf, n, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    /* The base database alone does not read it: its cards are the records'. */
    assert_int_not_equal(alt_game_decode(tb_db_all(), buf, n, &back, msg, sizeof msg), ALT_OK);
    assert_null(back);
    char *json = replay_position_to_json(g);
    assert_non_null(strstr(json, "\"uniques\""));
    /* Its keys in the order docs/position.schema.json lists them. */
    json_t *schema = json_load_file("docs/position.schema.json", JSON_PRESERVE_ORDER, NULL);
    json_t *doc = json_loads(json, JSON_PRESERVE_ORDER, NULL);
    assert_non_null(schema);
    assert_non_null(doc);
    json_t *props = json_object_get(schema, "properties");
    const char *key;
    json_t *value;
    const char *last = NULL;
    json_object_foreach(doc, key, value) {
        assert_non_null(json_object_get(props, key));
        const char *k2;
        json_t *v2;
        int before = 0;   /* the previous key comes before this one in the schema */
        json_object_foreach(props, k2, v2) {
            if (last != NULL && strcmp(k2, last) == 0)
                before = 1;
            if (strcmp(k2, key) == 0)
                break;
        }
        assert_true(last == NULL || before);
        last = key;
    }
    json_decref(doc);
    json_decref(schema);
    assert_int_equal(replay_position_from_json(tb_db_all(), json, strlen(json), &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    free(json);
    alt_game_destroy(&back);
    alt_game_destroy(&g);
}

/* The setup digest names each record: a record that differs in one value
 * is another game, hashed apart, and a position of one is no position of
 * the other. */
static void test_the_setup_digest_covers_the_records(void **state)
{
    (void)state;
    alt_game *a = hydra_game();
    alt_game *b = staged("{\"uniques\": [\"%s\", \"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                         "\"hero_expedition\": [\"%s\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"%s\"]}}]}",
                         HYDRA_REF " faction=MU cost=7/8 power=5/5/0 main=23:181:142,20:191:146 support=192:191:90",
                         KAPPA, HYDRA_REF, KAPPA_REF);
    assert_int_not_equal(alt_game_hash(a), alt_game_hash(b));
    alt_game_destroy(&a);
    alt_game_destroy(&b);
}

/* A record's database holds it as its compact form says it: values in
 * the slots it does not use (a support it says it lacks, a fourth main
 * ability) are not kept, so a position of its game reads back. */
static void test_a_records_unused_slots_are_not_kept(void **state)
{
    (void)state;
    alt_unique u;
    char msg[256];
    const char *text = HYDRA_REF " faction=MU cost=7/8 power=5/5/0 main=23:181:142";
    assert_int_equal(alt_unique_parse(text, strlen(text), &u, msg, sizeof msg), ALT_OK);
    u.support = (alt_unique_triple){192, 191, 245};   /* has_support stays 0 */
    u.main[2] = (alt_unique_triple){20, 191, 146};    /* past main_count */
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_with_uniques(tb_db_all(), &u, 1, &db, msg, sizeof msg), ALT_OK);
    const alt_unique *kept = alt_cards_unique(db, 0);
    assert_int_equal(kept->has_support, 0);
    assert_int_equal(kept->support.trigger, 0);
    assert_int_equal(kept->main[2].output, 0);
    assert_string_equal(alt_cards_unique_texts(db)[0], text);
    alt_cards_destroy(&db);
}

/* The setup digest as docs/state-hash.md defines it for a game with
 * Unique records, computed here from the references and the records'
 * compact forms: what another implementation derives from a log's header. */
static void test_the_setup_digest_is_the_documented_text(void **state)
{
    (void)state;
    alt_game *g = hydra_game();
    const alt_setup *setup = alt_game_setup(g);
    const alt_cards *db = alt_game_cards(g);
    static char text[2 * (ALT_DECK_MAX + 2) * 64 + ALT_UNIQUES_MAX * (ALT_UNIQUE_TEXT_MAX + 9) + 32];
    size_t n = 0;
    if (setup->date != 0) {
        char day[11];
        alt_date_format(setup->date, day);
        n += (size_t)snprintf(text + n, sizeof text - n, "date %s\n", day);
    }
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &setup->deck[p];
        if (d->hero != ALT_CARD_NONE)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s", alt_cards_get(db, d->hero)->ref);
        text[n++] = '\n';
        for (int i = 0; i < d->count; i++)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s\n", alt_cards_get(db, d->cards[i])->ref);
        text[n++] = '\n';
    }
    assert_int_equal(alt_cards_unique_count(db), 2);
    n += (size_t)snprintf(text + n, sizeof text - n, "unique %s\nunique %s\n", HYDRA, KAPPA);
    uint8_t enc[ALT_ENCODE_MAX];
    size_t len = alt_game_encode(g, enc, sizeof enc);
    assert_true(len > 59);
    /* Offset 51, or 19 from version 5 on, which leaves the generator out
     * (6 under seeds-3, the default). */
    size_t at = enc[0] >= 5 ? 19 : 51;
    uint64_t digest = 0;
    for (int i = 7; i >= 0; i--)
        digest = digest << 8 | enc[at + (size_t)i];
    assert_true(digest == XXH3_64bits(text, n));
    alt_game_destroy(&g);
}

/* A record in a position must be of a card a deck list holds: the
 * database made for a game holds its Uniques and no other. */
static void test_a_record_no_deck_holds_is_refused(void **state)
{
    (void)state;
    char json[2048];
    snprintf(json, sizeof json,
             "{\"uniques\": [\"%s\", \"%s\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "]}}, "
             "{\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"%s\"]}}]}",
             HYDRA, KAPPA, KAPPA_REF);
    alt_game *g = NULL;
    char msg[256];
    assert_int_equal(replay_position_from_json(tb_db_all(), json, strlen(json), &g, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, HYDRA_REF));
    assert_null(g);
}

/* "{H} Play a card with Hand Cost {3} or less for free." (22, 191, 479;
 * CR 4.0 7.3.23): with no "you may", a card is played when one can be
 * ("none" is not an answer), by its Hand Cost: the Skald (2) is offered,
 * Kappa (4) is not. */
static void test_a_unique_must_play_a_card_of_hand_cost_3_or_less(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:479\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"" SKALD "\", \""
                         KAPPA_C "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    alt_action list[16];
    size_t n = alt_game_list(g, list, 16);
    assert_int_equal(n, 2);                              /* the Skald, into either Expedition */
    for (size_t i = 0; i < n; i++)
        assert_int_equal(list[i].object, object_of(g, 0, SKALD));
    ts_apply(g, list[0]);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_HAND, SKALD), 0);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_HAND, KAPPA_C), 1);
    alt_game_destroy(&g);
}

/* "{H} Discard all other cards in play and in Reserve." (22, 191, 468;
 * CR 4.0 7.3.7) and "When a card goes to the discard pile — I gain 1
 * boost" (440, 191, 56; 6.3.g), the Unique's two abilities: the Skald of
 * its Reserve and the opponent's in play go, a boost for each; the
 * other Unique in play goes too, a third. "I gain 1 boost per Character
 * other than me in my Expedition, then send them to Reserve." (22, 191,
 * 473): two boosts, and the Skald and the Trooper beside it go to Reserve. */
static void test_a_unique_discards_all_other_cards_and_hears_the_discard_pile(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                         "main=22:191:468,440:191:56\", \"" U8 " faction=MU cost=1/1 power=1/1/1 main=22:191:56\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"hero_expedition\": [\""
                         U8 "\"], \"reserve\": [\"" SKALD "\"], \"mana\": [\"" FILLER "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t u = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_COMPANION, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_DISCARD, SKALD), 1);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_DISCARD, SKALD), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_DISCARD, U8), 1);
    assert_int_equal(alt_game_object_zone(g, 0, u), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(ts_boosts(g, 0, u), 3);
    alt_game_destroy(&g);

    g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:473\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"hero_expedition\": [\"" SKALD
               "\", \"" FILLER "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    u = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(g, 0, u), 2);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_RESERVE, SKALD), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, SKALD), 0);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_RESERVE, FILLER), 1);
    alt_game_destroy(&g);
}

/* "When you play a Spell with Base Cost {4} or more — I gain 1 boost."
 * (547, 191, 56; CR 4.0 2.2.9.b): Banishing Gate (4) is heard, Conjuring
 * Seal (3) is not. */
static void test_a_unique_hears_a_spell_of_base_cost_4_or_more(void **state)
{
    (void)state;
    const char *spells[2] = {"ALT_CORE_B_YZ_24_C", "ALT_CORE_B_YZ_23_C"};
    for (int i = 0; i < 2; i++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=547:191:56\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"%s\"], "
                             "\"mana\": [" DECK4 "], \"hero_expedition\": [\"" U7 "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\"]}}]}", spells[i]);
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, spells[i]), ALT_EXP_HERO, 0));
        if (i == 0)
            ts_apply(g, listed(g, ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), -1));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, u), i == 0 ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* "My Expedition moves backwards one region. If it does, your other
 * Expedition moves forward one region." (24, 191, 706; CR 4.0 7.3.21):
 * the Hero Expedition at 2 goes back to 1 and the Companion goes to 1; at
 * 0 it cannot move back, so the other stays. "An Expedition facing mine
 * moves backwards ... its controller moves their other Expedition
 * forward" (710): the opponent's Hero Expedition, the one facing, is the
 * only Expedition offered. */
static void test_a_unique_moves_an_expedition_back_and_the_other_forward(void **state)
{
    (void)state;
    for (int d = 2; d >= 0; d -= 2) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:706\"], "
                             "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": %d}}, \"zones\": {\"deck\": ["
                             DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": ["
                             OPP4 "]}}]}", d);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), d ? d - 1 : 0);
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_COMPANION), d ? 1 : 0);
        alt_game_destroy(&g);
    }
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:710\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"]}}, {\"expeditions\": {\"hero\": {\"distance\": 3}, \"companion\": {\"distance\": 3}}, "
                         "\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
    alt_action list[8];
    size_t n = alt_game_list(g, list, 8);
    assert_int_equal(n, 1);
    assert_int_equal(list[0].expedition, ALT_EXP_COMPANION);
    ts_apply(g, list[0]);
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(alt_game_distance(g, 1, ALT_EXP_COMPANION), 2);
    assert_int_equal(alt_game_distance(g, 1, ALT_EXP_HERO), 4);
    assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), 0);
    alt_game_destroy(&g);
}

/* P0's Hero Expedition's distance once Dusk is over, the Unique U7 there
 * facing these cards, a die at Progress showing face (recorded chance);
 * the other decisions answered with the first listed, the turns passed. */
static int hero_distance_after_dusk_facing(const char *record, const char *facing, int face)
{
    alt_game *g = staged("{\"chance_mode\": \"recorded\", \"uniques\": [\"%s\"], \"players\": [{\"zones\": "
                         "{\"deck\": [" DECK8 "], \"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP8
                         "], \"hero_expedition\": [%s]}}]}", record, facing);
    for (int steps = 0; steps < 200; steps++) {
        alt_decision d = alt_game_decision(g);
        if (d.phase != ALT_PHASE_AFTERNOON && d.phase != ALT_PHASE_DUSK)
            break;
        alt_action first;
        if (d.kind == ALT_DEC_CHANCE)
            ts_apply(g, tb_chance((uint16_t)face));
        else if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (alt_game_list(g, &first, 1) > 0)
            ts_apply(g, first);
    }
    int distance = alt_game_distance(g, 0, ALT_EXP_HERO);
    alt_game_destroy(&g);
    return distance;
}

static int hero_distance_after_dusk(const char *record, int face)
{
    return hero_distance_after_dusk_facing(record, "", face);
}

/* "If my Expedition would move forward during Dusk, roll a die. On a 4+:
 * it moves forward one more region instead." (23, 191, 571; CR 6.2.b,
 * 4.2.4) and its rare's form with "On a 1: it doesn't move instead"
 * (572): the Unique's Expedition, ahead, moves as the die says. */
static void test_a_unique_rolls_as_its_expedition_would_move_forward(void **state)
{
    (void)state;
    const char *common = U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:571";
    const char *rare = U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:572";
    assert_int_equal(hero_distance_after_dusk(common, 4), 2);
    assert_int_equal(hero_distance_after_dusk(common, 3), 1);
    assert_int_equal(hero_distance_after_dusk(common, 1), 1);
    assert_int_equal(hero_distance_after_dusk(rare, 6), 2);
    assert_int_equal(hero_distance_after_dusk(rare, 2), 1);
    assert_int_equal(hero_distance_after_dusk(rare, 1), 0);
}

/* "{H} Discard all other cards from play and Reserve. When a card goes to
 * the discard pile — I gain 1 boost." (23, 191, 529; CR 4.0 7.3.7,
 * 6.3.g): one part, two abilities: played, the Unique discards the
 * opponent's Skald and its own Reserve's, and gains a boost for each. */
static void test_a_unique_part_holds_a_hand_effect_and_a_reaction(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                         "main=23:191:529\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7
                         "\"], \"reserve\": [\"" SKALD "\"], \"mana\": [\"" FILLER "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t u = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_DISCARD, SKALD), 1);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_DISCARD, SKALD), 1);
    assert_int_equal(ts_boosts(g, 0, u), 2);
    alt_game_destroy(&g);
}

/* "Any number of target Characters other than me lose [Fleeting]." (24,
 * 191, 557; CR 6.1.e-g): two of the three Fleeting Characters picked, then
 * "no more"; those two lose it, the third keeps it. */
static void test_a_unique_has_any_number_of_targets_lose_fleeting(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                         "main=24:191:557\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7
                         "\"], \"mana\": [\"" FILLER "\"], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"statuses\": "
                         "[\"fleeting\"]}]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [{\"card\": \""
                         SKALD "\", \"statuses\": [\"fleeting\"]}, {\"card\": \"" FILLER "\", \"statuses\": "
                         "[\"fleeting\"]}]}}]}");
    uint8_t mine = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0), skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0),
            trooper = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1);
    uint8_t u = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_COMPANION, 0));
    assert_false(lists_target(g, 0, u));                              /* other than me */
    ts_apply(g, listed(g, mine, -1));
    ts_apply(g, listed(g, skald, -1));
    ts_apply(g, listed(g, ALT_NO_OBJECT, -1));
    ts_run_until(g, ALT_DEC_TURN);
    assert_false(ts_status(g, 0, mine) & ALT_STATUS_FLEETING);
    assert_false(ts_status(g, 1, skald) & ALT_STATUS_FLEETING);
    assert_true(ts_status(g, 1, trooper) & ALT_STATUS_FLEETING);
    alt_game_destroy(&g);
}

/* "Target a Character other than me in play or in Reserve. Then, roll a
 * die: On a 4+, we both gain 1 boost. On a 1-3, it gains 1 boost." (24,
 * 191, 486; CR 4.0 2.5.k): the Skald of the Reserve, targeted, gains its
 * boost there on either face; the Unique gains one on a 4 only. */
static void test_a_unique_and_a_reserve_character_both_gain_a_boost_on_a_4(void **state)
{
    (void)state;
    for (int face = 3; face <= 4; face++) {
        alt_game *g = staged("{\"chance_mode\": \"recorded\", \"ruleset\": \"seeds-3\", \"uniques\": [\"" U7
                             " faction=MU cost=1/1 power=1/1/1 main=24:191:486\"], \"players\": [{\"zones\": {\"deck\": ["
                             DECK4 "], \"hand\": [\"" U7 "\"], \"reserve\": [\"" SKALD "\"], \"mana\": [\"" FILLER
                             "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, U7), skald = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_false(lists_target(g, 0, u));                       /* other than me */
        ts_apply(g, listed(g, skald, -1));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHANCE);
        ts_apply(g, tb_chance((uint16_t)face));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, skald), 1);
        assert_int_equal(ts_boosts(g, 0, u), face >= 4 ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* "When another Character joins your Expeditions — We both gain 1
 * boost." (21, 191, 867; CR 4.0 7.2.2): the Unique and the Skald that
 * joined. */
static void test_a_unique_and_the_character_that_joined_both_gain_a_boost(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=21:191:867\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" SKALD "\"], \"mana\": ["
                         DECK4 "], \"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t u = object_of(g, 0, U7), skald = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, skald, ALT_EXP_COMPANION, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(g, 0, u), 1);
    assert_int_equal(ts_boosts(g, 0, skald), 1);
    alt_game_destroy(&g);
}

/* "I gain 1 boost per card in your Landmarks, up to a max of 3 boosts on
 * me." (24, 191, 713): two Landmarks give two; four give three, not
 * four. */
static void test_a_unique_gains_boosts_per_landmark_up_to_three(void **state)
{
    (void)state;
    const char *landmarks[2] = {"\"" TB_LANDMARK "\", \"" TB_LANDMARK "\"",
                                "\"" TB_LANDMARK "\", \"" TB_LANDMARK "\", \"" TB_LANDMARK "\", \"" TB_LANDMARK "\""};
    for (int i = 0; i < 2; i++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:713\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"], \"landmarks\": [%s]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}", landmarks[i]);
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, u), i == 0 ? 2 : 3);
        alt_game_destroy(&g);
    }
}

/* "Characters you control lose their boosts." (24, 191, 918): the
 * Skald of the Unique's player loses its two; the opponent's keeps its
 * own. "Characters you control other than me can't gain boosts." (23,
 * 191, 919): beside the Unique, Hydracaena's Common gains none of its
 * four as it joins; the Unique itself still gains its boost as the
 * Common joins (21, 191, 56). */
static void test_a_unique_makes_its_players_characters_lose_and_not_gain_boosts(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:918\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"boosts\": 2}]}}, {\"zones\": {\"deck\": ["
                         OPP4 "], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"boosts\": 1}]}}]}");
    uint8_t mine = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0), theirs = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(g, 0, mine), 0);
    assert_int_equal(ts_boosts(g, 1, theirs), 1);
    alt_game_destroy(&g);

    g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:919,21:191:56\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" HYDRA_C "\"], \"mana\": [" DECK4
               ", " DECK4 "], \"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t hydra = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, hydra, ALT_EXP_COMPANION, 0));
    for (alt_action first; alt_game_decision(g).kind != ALT_DEC_TURN && alt_game_list(g, &first, 1) > 0;)
        ts_apply(g, first);                                 /* the two Reactions, in either order */
    assert_int_equal(ts_boosts(g, 0, hydra), 0);
    assert_int_equal(ts_boosts(g, 0, object_of(g, 0, U7)), 1);
    alt_game_destroy(&g);
}

/* Whether player 0's turn lists playing this object. */
static int lists_play_of(alt_game *g, uint8_t object)
{
    alt_action list[256];
    size_t n = alt_game_list(g, list, 256);
    for (size_t i = 0; i < n && i < 256; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].object == object)
            return 1;
    return 0;
}

/* "You may play exhausted Characters from your Reserve." (23, 191, 347;
 * CR 2.4.5.d): beside the Unique, the exhausted Skald of the Reserve may
 * be played, the exhausted Spell may not; without it, neither. */
static void test_a_unique_lets_exhausted_characters_be_played_from_reserve(void **state)
{
    (void)state;
    for (int with = 0; with <= 1; with++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:347\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 ", \"" U7 "\"], \"mana\": [" DECK4 "], \"reserve\": ["
                             "{\"card\": \"" SKALD "\", \"statuses\": [\"exhausted\"]}, {\"card\": \"ALT_CORE_B_MU_29_C\", "
                             "\"statuses\": [\"exhausted\"]}], \"hero_expedition\": [\"%s\"]}}, {\"zones\": {\"deck\": ["
                             OPP4 "]}}]}", with ? U7 : FILLER);
        uint8_t skald = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), harvest = ts_id_at(g, 0, ALT_ZONE_RESERVE, 1);
        assert_int_equal(lists_play_of(g, skald), with);
        assert_false(lists_play_of(g, harvest));
        alt_game_destroy(&g);
    }
}

/* "Each player exhausts a card in their Reserve." (24, 191, 377; CR 4.0
 * 7.3.12, 6.1.h): the first player picks among their own, then the other
 * among theirs. "... a Permanent they control or a card in their
 * Reserve" (703): a Landmark will do; a player with neither is passed. */
static void test_each_player_exhausts_a_card_of_their_own_reserve(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:377\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"], \"reserve\": [\"" SKALD "\", \"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                         "\"reserve\": [\"" SKALD "\"]}}]}");
    uint8_t trooper = ts_id_at(g, 0, ALT_ZONE_RESERVE, 1), theirs = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_decision(g).player, 0);
    assert_false(lists_target(g, 1, theirs));                          /* their own only */
    ts_apply(g, listed(g, trooper, -1));
    assert_int_equal(alt_game_decision(g).player, 1);
    ts_apply(g, listed(g, theirs, -1));
    assert_true(ts_status(g, 0, trooper) & ALT_STATUS_EXHAUSTED);
    assert_false(ts_status(g, 0, ts_id_at(g, 0, ALT_ZONE_RESERVE, 0)) & ALT_STATUS_EXHAUSTED);
    assert_true(ts_status(g, 1, theirs) & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);

    g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:703\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
               "\"], \"landmarks\": [\"" TB_LANDMARK "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t landmark = ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, landmark, -1));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);            /* the opponent has none */
    assert_true(ts_status(g, 0, landmark) & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

/* "Exhaust one of your Mana Orbs." (24, 191, 924): of three ready Orbs,
 * the Unique's cost exhausts one and the part another: one is left. */
static void test_a_unique_exhausts_one_of_your_mana_orbs(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:924\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\", \"" FILLER "\", \"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_run_until(g, ALT_DEC_TURN);
    int ready = 0;
    for (int i = 0; i < 3; i++)
        ready += !(ts_status(g, 0, ts_id_at(g, 0, ALT_ZONE_MANA, i)) & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ready, 1);
    alt_game_destroy(&g);
}

/* "Put a card from your hand on top of your deck." (24, 191, 926): the
 * Skald picked goes on top of the Deck; the Kappa stays in the Hand. */
static void test_a_unique_puts_a_hand_card_on_top_of_the_deck(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:926\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\", \"" SKALD "\", \""
                         KAPPA_C "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t skald = object_of(g, 0, SKALD);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, skald, -1));
    assert_int_equal(ts_zone(g, 0, skald), ALT_ZONE_DECK);
    assert_int_equal(ts_id_at(g, 0, ALT_ZONE_DECK, ts_count(g, 0, ALT_ZONE_DECK) - 1), skald);   /* the top */
    assert_int_equal(count_ref(g, 0, ALT_ZONE_HAND, KAPPA_C), 1);
    alt_game_destroy(&g);
}

/* "When another Character joins your Expeditions — Exchange its boosts
 * with target Character in play or in Reserve." (21, 191, 839; CR 4.0
 * 7.3.10): the Skald that joined, with none, and the Trooper of the
 * Reserve, with two, exchange them. */
static void test_a_unique_exchanges_the_boosts_of_the_character_that_joined(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                         "main=21:191:839\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" SKALD
                         "\"], \"mana\": [" DECK4 "], \"hero_expedition\": [\"" U7 "\"], \"reserve\": [{\"card\": \""
                         FILLER "\", \"boosts\": 2}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t skald = ts_id_at(g, 0, ALT_ZONE_HAND, 0), trooper = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, skald, ALT_EXP_COMPANION, 0));
    ts_apply(g, listed(g, trooper, -1));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(g, 0, skald), 2);
    assert_int_equal(ts_boosts(g, 0, trooper), 0);
    alt_game_destroy(&g);
}

/* "My {V}, {M}, and {O} are equal to my highest statistic." (23, 191,
 * 573): a 3/0/2 Unique facing a 3/0/2 Skald ties everywhere and stays;
 * as 3/3/3 it wins {M} and {O} and moves forward (CR 4.2.4). */
static void test_a_unique_has_each_statistic_equal_to_its_highest(void **state)
{
    (void)state;
    assert_int_equal(hero_distance_after_dusk_facing(U7 " faction=MU cost=1/1 power=3/0/2 main=23:191:573",
                                                     "\"" SKALD "\"", 1), 1);
    assert_int_equal(hero_distance_after_dusk_facing(U7 " faction=MU cost=1/1 power=3/0/2 main=23:191:47",
                                                     "\"" SKALD "\"", 1), 0);   /* Tough 1 instead: no such static */
}

/* "You may move a {V}, {M} or {O} Terrain Marker from any region to my
 * region." (24, 191, 603; CR 4.0 7.3.20): the Marker of the opponent's
 * Hero region moves to the Unique's, the Companion region. */
static void test_a_unique_moves_a_terrain_marker_to_its_region(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                         "main=24:191:603\"], \"terrain_markers\": [{\"region\": 0, \"terrains\": [\"mountain\"]}], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                        /* yes */
    ts_apply(g, listed(g, ALT_NO_OBJECT, -1));                       /* the one Marker */
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 1);
    assert_int_equal(pos->markers[0].where, 7);                     /* the Companion region */
    assert_int_equal(pos->markers[0].terrains, 2);                  /* mountain */
    free(pos);
    alt_game_destroy(&g);
}

/* "Choose one: • I gain 1 boost, up to a max of 3. • {T} : I gain 2
 * boosts, up to a max of 3." (24, 191, 464; CR 6.5.g): the first mode
 * gives one boost; the second exhausts the Unique and gives two. */
static void test_a_unique_chooses_one_of_two_modes(void **state)
{
    (void)state;
    for (int mode = 1; mode <= 2; mode++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:464\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, mode));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, u), mode);
        assert_int_equal((ts_status(g, 0, u) & ALT_STATUS_EXHAUSTED) != 0, mode == 2);
        alt_game_destroy(&g);
    }
}

/* "You may exhaust target Permanent, then you may exhaust target card in
 * Reserve." (24, 191, 743; CR 4.0 7.3.12): the opponent's Landmark, then
 * the Skald of the Unique's Reserve; declining the first still offers
 * the second. */
static void test_a_unique_may_exhaust_a_permanent_then_a_reserve_card(void **state)
{
    (void)state;
    for (int first = 0; first <= 1; first++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:743\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"], \"reserve\": [\"" SKALD "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"landmarks\": [\"" TB_LANDMARK "\"]}}]}");
        uint8_t landmark = ts_id_at(g, 1, ALT_ZONE_LANDMARK, 0), skald = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, first));                 /* you may: yes, or no */
        if (first)
            ts_apply(g, listed(g, landmark, -1));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                     /* then you may: yes */
        ts_apply(g, listed(g, skald, -1));
        assert_int_equal((ts_status(g, 1, landmark) & ALT_STATUS_EXHAUSTED) != 0, first);
        assert_true(ts_status(g, 0, skald) & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
}

/* "Target opponent may have me switch Expeditions." (24, 191, 929): the
 * opponent is asked; yes, the Unique goes to the Companion Expedition;
 * no, it stays. */
static void test_a_unique_switches_if_its_opponent_says_so(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:929\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).player, 1);
        /* Waiting on the opponent's answer, the game goes through its JSON
         * position and comes back the same. */
        char *json = replay_position_to_json(g), msg[256];
        alt_game *back = NULL;
        assert_int_equal(replay_position_from_json(tb_db_all(), json, strlen(json), &back, msg, sizeof msg), ALT_OK);
        assert_int_equal(alt_game_hash(back), alt_game_hash(g));
        free(json);
        alt_game_destroy(&back);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        assert_int_equal(ts_zone(g, 0, u), yes ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO);
        alt_game_destroy(&g);
    }
}

/* "Characters facing me are [Seasoned]." (23, 191, 916; CR 7.4.6.b):
 * at Rest the opponent's Skald facing the Unique keeps its two boosts in
 * Reserve; the one in the other Expedition loses them. */
static void test_a_unique_makes_the_characters_facing_it_seasoned(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:916\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK8 "], \"hero_expedition\": [\"" U7 "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP8 "], \"hero_expedition\": [{\"card\": \"" SKALD "\", "
                         "\"boosts\": 2}], \"companion_expedition\": [{\"card\": \"" SKALD "\", \"boosts\": 2}]}}]}");
    uint8_t facing = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0), other = ts_id_at(g, 1, ALT_ZONE_EXP_COMPANION, 0);
    to_night(g);
    assert_int_equal(ts_zone(g, 1, facing), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, 1, other), ALT_ZONE_RESERVE);
    assert_int_equal(ts_boosts(g, 1, facing), 2);
    assert_int_equal(ts_boosts(g, 1, other), 0);
    alt_game_destroy(&g);
}

/* "Characters in your other Expedition (the one I'm not in) are
 * [Defender]." (23, 191, 934; CR 7.4.2): the Skald of the Companion
 * Expedition, alone there, is Defender and it stays; the Unique's own
 * Expedition moves forward. */
static void test_a_unique_makes_its_other_expedition_defender(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:934\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK8 "], \"hero_expedition\": [\"" U7 "\"], "
                         "\"companion_expedition\": [\"" SKALD "\"]}}, {\"zones\": {\"deck\": [" OPP8 "]}}]}");
    to_night(g);
    assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, 0, ALT_EXP_COMPANION), 0);
    alt_game_destroy(&g);
}

/* "[Resupply]. If you put a Character in Reserve this way, it gains 1
 * boost." (24, 191, 811; CR 4.0 7.3.26): the Skald on top of the Deck
 * goes to Reserve with a boost; a Spell on top goes with none. */
static void test_a_unique_boosts_the_character_it_resupplies(void **state)
{
    (void)state;
    const char *tops[2] = {SKALD, "ALT_CORE_B_MU_29_C"};
    for (int i = 0; i < 2; i++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:811\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 ", \"%s\"], \"hand\": [\"" U7 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}", tops[i]);
        uint8_t top = ts_id_at(g, 0, ALT_ZONE_DECK, 4);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 0, top), ALT_ZONE_RESERVE);
        assert_int_equal(ts_boosts(g, 0, top), i == 0 ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* "[Sabotage] a Character with {V} less than or equal to mine." (24,
 * 191, 814; CR 4.0 7.3.30): with {V} 3 the Unique may discard the Skald
 * ({V} 3) of a Reserve, not Shenlong (8) nor a Spell; "none" is offered. */
static void test_a_unique_sabotages_a_character_no_stronger_than_it(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=3/1/1 main=24:191:814\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\", \"" SHENLONG "\", "
                         "\"ALT_CORE_B_MU_29_C\"]}}]}");
    uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    alt_action list[8];
    size_t n = alt_game_list(g, list, 8);
    assert_int_equal(n, 2);                                         /* none, the Skald */
    assert_int_equal(list[0].object, ALT_NO_OBJECT);
    assert_int_equal(list[1].object, skald);
    ts_apply(g, list[1]);
    assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* "You may play me for {2} less in an Expedition facing two or more
 * Characters. {J} Pass." (23, 191, 754; CR 5.1.2.e, 4.0 4.2.3.d): with
 * one Mana Orb the 3-cost Unique may be played only into the Hero
 * Expedition, which the opponent's two Skalds face; played, its player
 * passes. */
static void test_a_unique_costs_less_facing_two_characters_then_passes(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=3/3 power=1/1/1 main=23:191:754\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\", \"" SKALD "\"], "
                         "\"companion_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t u = object_of(g, 0, U7);
    alt_action list[64];
    size_t n = alt_game_list(g, list, 64);
    int hero = 0, companion = 0;
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].object == u) {
            hero += list[i].expedition == ALT_EXP_HERO;
            companion += list[i].expedition == ALT_EXP_COMPANION;
        }
    assert_true(hero > 0);
    assert_int_equal(companion, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_true(ts_player(g, 0).passed);
    alt_game_destroy(&g);
}

/* ------------------------- what happened this turn (state encoding 8) */

/* "Play me for {1} less per other card you played this turn. {J} Pass."
 * (23, 191, 752; CR 4.0 2.2.15.a, 4.2.3.d, 5.1.2.e): U8's {H} "You may
 * immediately play a Character for {3} less" (342) plays U7, Hand Cost
 * 5, in the turn U8 was played: U7 costs 5 - 3 - 1 = 1, so two of the
 * four Mana Orbs are spent, one more had U8 not been counted. Played, its
 * player passes, and as the turn ends the count is cleared. */
static void test_4_2_3_d_a_unique_costs_less_per_card_played_this_turn(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=5/5 power=1/1/1 main=23:191:752\", \"" U8
                         " faction=MU cost=1/1 power=1/1/1 main=22:191:342\"], \"players\": [{\"zones\": {\"deck\": ["
                         DECK4 "], \"hand\": [\"" U8 "\", \"" U7 "\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": ["
                         OPP4 "]}}]}");
    uint8_t u7 = object_of(g, 0, U7);
    assert_int_equal(ts_player(g, 0).turn_played, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U8), ALT_EXP_HERO, 0));
    assert_int_equal(ts_player(g, 0).turn_played, 1);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                        /* yes */
    ts_apply(g, listed(g, u7, -1));
    assert_int_equal(ts_zone(g, 0, u7), ALT_ZONE_EXP_HERO);
    assert_int_equal(exhausted_mana(g, 0), 2);
    ts_run_until(g, ALT_DEC_TURN);
    assert_true(ts_player(g, 0).passed);                             /* {J} Pass */
    assert_int_equal(alt_game_decision(g).player, 1);
    assert_int_equal(ts_player(g, 0).turn_played, 0);                /* a new turn */
    alt_game_destroy(&g);
}

/* "Play me for {2} less if you played another card this turn." (23, 191,
 * 753; CR 4.0 2.2.15.a): staged in a turn where its player has played one
 * card, U7 (Hand Cost 3) can be played with one Mana Orb; in a turn with
 * none, not. A position of encoding 7 cannot say a card was played. */
static void test_4_2_3_d_a_unique_costs_less_if_another_card_was_played(void **state)
{
    (void)state;
    for (int played = 0; played <= 1; played++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=3/3 power=1/1/1 main=23:191:753\"], "
                             "\"players\": [{%s\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             played ? "\"this_turn\": {\"cards_played\": 1}, " : "");
        assert_int_equal(listed_object(g, object_of(g, 0, U7)), played);
        alt_game_destroy(&g);
    }
    alt_game *g = NULL;
    const char *json = "{\"hash_encoding\": 7, \"players\": [{\"this_turn\": {\"cards_played\": 1}, \"zones\": {\"deck\": ["
                       DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}";
    char msg[256];
    assert_int_equal(replay_position_from_json(tb_db_all(), json, strlen(json), &g, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "encoding 8 can"));
    assert_null(g);
}

/* "{H} If a {D} ability was activated this turn: I gain 1 boost." (22,
 * 890, 56), "... If no {D} abilities were activated this turn: ..." (893)
 * and "Unless you discarded a card from your hand or your Reserve this
 * turn: ..." (903) beside "... from your hand ..." (904) (CR 4.0 2.2.15.a,
 * 5.3): a Unique played after a {D} quick action of the same turn, whose
 * cost discards the card from Reserve, or played in a turn without one. */
static void test_4_2_3_d_a_unique_reads_a_support_ability_used_this_turn(void **state)
{
    (void)state;
    static const struct {
        const char *condition;
        int boost_after_support, boost_without;
    } cases[] = {{"890", 1, 0}, {"893", 0, 1}, {"903", 0, 1}, {"904", 1, 1}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        for (int support = 0; support <= 1; support++) {
            alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:33 "
                                 "support=192:191:730\", \"" U8 " faction=MU cost=1/1 power=1/1/1 main=22:%s:56\"], "
                                 "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U8 "\"], "
                                 "\"reserve\": [\"" U7 "\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4
                                 "]}}]}", cases[k].condition);
            uint8_t u8 = object_of(g, 0, U8);
            if (support) {
                ts_apply(g, ts_act(ALT_ACT_QUICK, 0, object_of(g, 0, U7), 0, 0));
                alt_pos_player pl = ts_player(g, 0);
                assert_int_equal(pl.turn_did, ALT_POS_TURN_SUPPORT | ALT_POS_TURN_DISCARDED_RESERVE);
            }
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u8, ALT_EXP_HERO, 0));
            settle(g);
            assert_int_equal(ts_boosts(g, 0, u8), support ? cases[k].boost_after_support : cases[k].boost_without);
            assert_int_equal(ts_player(g, 0).turn_did, 0);               /* the turn ended */
            alt_game_destroy(&g);
        }
}

/* "{H} If a {T} ability was activated this turn: I gain 1 boost." (22,
 * 891, 56) and "Unless you discarded a card from your hand this turn"
 * (904; CR 4.0 2.2.15.a, 5.3.d): a Manaseed's {T} used before the Unique
 * is played in the same turn gives the boost; a card the position says
 * was discarded from the Hand this turn takes 904's away. */
static void test_4_2_3_d_a_unique_reads_an_exhaust_ability_or_a_discard_this_turn(void **state)
{
    (void)state;
    for (int used = 0; used <= 1; used++) {
        alt_game *g = staged("{\"uniques\": [\"" U8 " faction=MU cost=1/1 power=1/1/1 main=22:891:56\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U8 "\"], "
                             "\"landmarks\": [\"" MANASEED "\"], \"mana\": [{\"card\": \"" FILLER "\", \"statuses\": "
                             "[\"exhausted\"]}, \"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u8 = object_of(g, 0, U8);
        if (used) {
            ts_apply(g, ts_act(ALT_ACT_QUICK, 0, ts_id_at(g, 0, ALT_ZONE_LANDMARK, 0), 0, 0));
            settle(g);
            assert_int_equal(ts_player(g, 0).turn_did & ALT_POS_TURN_EXHAUST, ALT_POS_TURN_EXHAUST);
        }
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u8, ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(ts_boosts(g, 0, u8), used);
        alt_game_destroy(&g);
    }
    for (int discarded = 0; discarded <= 1; discarded++) {
        alt_game *g = staged("{\"uniques\": [\"" U8 " faction=MU cost=1/1 power=1/1/1 main=22:904:56\"], "
                             "\"players\": [{%s\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U8 "\"], "
                             "\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             discarded ? "\"this_turn\": {\"discarded_from_hand\": true}, " : "");
        uint8_t u8 = object_of(g, 0, U8);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u8, ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(ts_boosts(g, 0, u8), !discarded);
        alt_game_destroy(&g);
    }
}

/* A game hashed over encoding 7 cannot record what happened this turn:
 * alt_game_new refuses a deck holding a Unique that reads it, naming
 * encoding 8, and takes the same deck over 8. */
static void test_a_unique_reading_this_turn_needs_encoding_8(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U8 " faction=MU cost=1/1 power=1/1/1 main=22:890:56\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U8 "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    alt_position *pos = ts_position_of(g);
    char msg[256];
    alt_game *h = NULL;
    pos->hash_encoding = 7;
    assert_int_equal(alt_game_from_position(alt_game_cards(g), pos, &h, msg, sizeof msg), ALT_E_VERSION);
    assert_non_null(strstr(msg, "encoding 8"));
    pos->hash_encoding = 8;
    assert_int_equal(alt_game_from_position(alt_game_cards(g), pos, &h, msg, sizeof msg), ALT_OK);
    alt_game_destroy(&h);
    free(pos);
    alt_game_destroy(&g);
}

/* "{H} You may have me activate my {D} ability." (22, 191, 840; CR 4.0
 * 7.3.1.b, 7.3.1.d): said yes, its support ability ({D} Draw a card,
 * 192, 191, 90) is a Reaction it creates, and its player draws while the
 * card stays in the Expedition, nothing discarded; said no, nothing. */
static void test_a_unique_activates_its_own_support_ability_from_play(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:840 "
                             "support=192:191:90\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\""
                             U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        assert_int_equal(step_of(g), STEP_MAY_ASKED);
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), yes);
        assert_int_equal(ts_zone(g, 0, u), ALT_ZONE_EXP_HERO);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_DISCARD), 0);
        alt_game_destroy(&g);
    }
}

/* "{D} The next Character played from your hand this turn activates one
 * of its {r} abilities." (192, 191, 729; CR 4.0 5.2.c, 7.3.1.b, 6.1.g):
 * after the support ability, a Character played from the Hand with two
 * {R} Reactions ("I gain 1 boost", "I gain [Asleep]") has its player pick
 * one, which activates: the boost, and no Asleep. With one {R} Reaction
 * nothing is asked; without the support ability, nothing activates. */
static void test_a_unique_has_the_next_character_activate_one_of_its_r_abilities(void **state)
{
    (void)state;
    static const struct {
        const char *main;
        int support, boosts;
    } cases[] = {{"1:191:56,1:191:33", 1, 1}, {"1:191:56", 1, 1}, {"1:191:56,1:191:33", 0, 0}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:33 "
                             "support=192:191:729\", \"" U8 " faction=MU cost=1/1 power=1/1/1 main=%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U8 "\"], \"reserve\": [\""
                             U7 "\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}", cases[k].main);
        uint8_t u8 = object_of(g, 0, U8);
        if (cases[k].support)
            ts_apply(g, ts_act(ALT_ACT_QUICK, 0, object_of(g, 0, U7), 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u8, ALT_EXP_HERO, 0));
        if (k == 0) {
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            assert_true(listed_object(g, u8));
            char *json = replay_position_to_json(g);             /* waiting on the pick */
            assert_non_null(strstr(json, "\"next_one_reserve_reaction\""));
            free(json);
            assert_position_round_trips(g);
            ts_apply(g, listed(g, u8, 0));                          /* its first {R}: the boost */
        }
        settle(g);
        assert_int_equal(ts_boosts(g, 0, u8), cases[k].boosts);
        assert_int_equal(ts_status(g, 0, u8) & ALT_STATUS_ASLEEP, 0);
        alt_game_destroy(&g);
    }
}

/* "{H} Target opponent reveals the top four cards of their deck. You may
 * play a Character from these cards for free and it gains [Fleeting],
 * then discard the rest." (22, 191, 717; CR 4.0 7.5.5, 7.3.20): the
 * opponent's top card, a Skald, is played into the Hero Expedition under
 * player 0's control, Fleeting, for nothing; the three other cards
 * revealed (a Landmark among them) go to the opponent's Discard pile. At
 * Rest the Skald, Fleeting, is discarded to its owner's pile. Declined,
 * all four are discarded. */
static void test_a_unique_plays_a_character_from_the_top_of_the_opponents_deck(void **state)
{
    (void)state;
    for (int play = 0; play <= 1; play++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:717\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [\"" SKALD "\", \"" SKALD "\", \"" REPROCESSOR "\", \""
                             SKALD "\", \"" SKALD "\"]}}]}");
        uint8_t top = ts_top(g, 1, ALT_ZONE_DECK);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).player, 0);
        assert_true(lists_target(g, 1, top));
        if (play)
            ts_apply(g, listed(g, top, 1));                        /* into the Hero Expedition */
        else
            ts_apply(g, listed(g, ALT_NO_OBJECT, 0));              /* none */
        settle(g);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, SKALD), play);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_DECK), 1);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_DISCARD), play ? 3 : 4);
        assert_int_equal(ts_ready_mana(g, 0), 0);                  /* only the Unique's own cost */
        if (play) {
            uint8_t taken = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 1);
            assert_true(ts_status(g, 0, taken) & ALT_STATUS_FLEETING);
            to_night(g);                                           /* Rest, and the next Morning's draws */
            int home = 0;
            for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++) {
                home += count_ref(g, 1, (alt_zone_id)z, SKALD);
                assert_int_equal(count_ref(g, 0, (alt_zone_id)z, SKALD), 0);
            }
            assert_int_equal(home, 4);                             /* back among its owner's cards */
            assert_int_equal(ts_count(g, 0, ALT_ZONE_DISCARD), 0);
        }
        alt_game_destroy(&g);
    }
}

#define MANA_SPELL "ALT_CORE_B_BR_27_C"    /* Mana Channeling, Fleeting: the top card of your Deck to Mana */
#define BOOST_SPELL "ALT_CORE_B_BR_26_C"   /* a Spell: target Character gains 3 boosts */

/* "{H} Target opponent reveals a random card from their hand. You may
 * immediately play it for free or discard it." (22, 191, 716; CR 4.0
 * 3.2.5.c, 7.5.5, 7.3.7.a): in a recorded game the card is chance's
 * answer, one of the opponent's three cards, by object id; a card not in
 * that Hand is refused citing the rule. The Skald answered, player 0
 * plays it into their Hero Expedition for nothing, or discards it to its
 * owner's Discard pile. Both waits (chance's, the pick's) survive a
 * position. */
static void test_3_2_5_c_a_unique_plays_or_discards_a_random_card_of_the_opponents_hand(void **state)
{
    (void)state;
    for (int play = 0; play <= 1; play++) {
        alt_game *g = staged("{\"chance_mode\": \"recorded\", \"uniques\": [\"" U7 " faction=MU cost=1/1 "
                             "power=1/1/1 main=22:191:716\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"hand\": [\"" FILLER "\", \"" SKALD "\", \"" FILLER "\"]}}]}");
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_HAND, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHANCE);
        alt_chance_event e = alt_game_chance(g);
        assert_int_equal(e.kind, ALT_CHANCE_HAND_CARD);
        assert_int_equal(e.player, 1);
        assert_int_equal(e.count, 3);
        assert_string_equal(e.rule, "4.0 3.2.5.c");
        alt_action answers[8];
        assert_int_equal(alt_game_list(g, answers, 8), 3);      /* the Hand's three cards */
        const char *why = NULL;
        assert_int_equal(alt_game_legal(g, &(alt_action){ALT_ACT_CHANCE, ALT_CHANCE_PLAYER, ALT_NO_OBJECT, 0,
                                                         ts_id_at(g, 1, ALT_ZONE_DECK, 0), 0}, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, "3.2.5.c"));
        assert_position_round_trips(g);
        ts_apply(g, tb_chance(skald));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_decision(g).player, 0);
        assert_int_equal(alt_game_list(g, answers, 8), 3);      /* discard, or play it into either Expedition */
        assert_position_round_trips(g);
        ts_apply(g, play ? listed(g, skald, 1) : listed(g, ALT_NO_OBJECT, 0));
        settle(g);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_HERO, SKALD), play);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_DISCARD, SKALD), !play);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_HAND, SKALD), 0);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), 2);
        assert_int_equal(ts_ready_mana(g, 0), 0);                  /* only the Unique's own cost */
        alt_game_destroy(&g);
    }
}

/* 716 in a seeded game, the opponent's one card a Spell: the generator
 * picks it, player 0 plays it for free and it resolves as theirs (the
 * top card of their Deck goes to their Mana zone); then, Fleeting (its
 * own passive), it goes to its owner's Discard pile (CR 1.4.3), not
 * player 0's. An empty Hand reveals nothing and asks nothing. */
static void test_a_random_card_of_the_opponents_hand_is_a_spell_played_as_yours(void **state)
{
    (void)state;
    for (int empty = 0; empty <= 1; empty++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:716\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hand\": [%s]}}]}",
                             empty ? "" : "\"" MANA_SPELL "\"");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        if (!empty) {
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            alt_action answers[8];
            assert_int_equal(alt_game_list(g, answers, 8), 2);  /* discard, or play it (no Expedition) */
            ts_apply(g, listed(g, object_of(g, 1, MANA_SPELL), 1));
        }
        settle(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_MANA), empty ? 1 : 2);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_DISCARD, MANA_SPELL), !empty);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE) + ts_count(g, 0, ALT_ZONE_DISCARD), 0);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), 0);
        alt_game_destroy(&g);
    }
}

/* 716, the opponent's card a Spell that targets: it waits in player 0's
 * Limbo, theirs to play and its owner's still (CR 4.0 7.5.5), while its
 * target is asked; a position taken there comes back the same. Player 0
 * targets their own Unique, which gains 3 boosts; the Spell goes to its
 * owner's Reserve. */
static void test_7_5_5_a_spell_of_the_opponents_hand_waits_in_your_limbo_for_its_target(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:191:716\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                         FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hand\": [\"" BOOST_SPELL "\"]}}]}");
    uint8_t u7 = object_of(g, 0, U7);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u7, ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, object_of(g, 1, BOOST_SPELL), 1));      /* played */
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LIMBO, BOOST_SPELL), 1);   /* under player 0's control */
    ts_check(g);
    assert_position_round_trips(g);
    ts_apply(g, listed(g, u7, -1));
    settle(g);
    assert_int_equal(ts_boosts(g, 0, u7), 3);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_RESERVE, BOOST_SPELL), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_LIMBO, BOOST_SPELL) + ts_count(g, 0, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

#define RATATOSKR "ALT_CORE_B_BR_04_C"     /* Ratatoskr: {R} I gain 2 boosts; Reserve Cost 3 */

/* "When another Character joins your Expeditions — I activate its {r}
 * abilities as if they were mine." (21, 191, 705; CR 4.0 7.3.1.b,
 * 7.3.1.d): Ratatoskr played from the Reserve gains its 2 boosts, and
 * the Unique activates Ratatoskr's {R} as its own, so "I" is the Unique:
 * it gains 2 boosts too. Waiting in Limbo, that Reaction is the Unique's
 * with Ratatoskr's ability, and a position taken then comes back the
 * same. With another output (90: draw a card) the Unique gains none. An
 * event that names no card ("When you play a card other than me from
 * Reserve", 447) leaves "its" about nothing: the record is refused. */
static void test_7_3_1_b_a_unique_activates_another_cards_reserve_ability_as_its_own(void **state)
{
    (void)state;
    for (int part = 0; part <= 1; part++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=21:191:%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hero_expedition\": [\"" U7 "\"], "
                             "\"reserve\": [\"" RATATOSKR "\"], \"mana\": [" DECK4 "]}}, {\"zones\": {\"deck\": [" OPP4
                             "]}}]}", part ? "705" : "90");
        uint8_t u7 = object_of(g, 0, U7), rat = object_of(g, 0, RATATOSKR);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, rat, ALT_EXP_COMPANION, 0));
        int positions = 0;
        for (int steps = 0; steps < 20 && alt_game_decision(g).kind != ALT_DEC_TURN; steps++) {
            alt_position *pos = ts_position_of(g);
            for (int i = 0; i < pos->limbo_n; i++)
                if (pos->limbo[i].source == u7 && pos->limbo[i].card != pos->res.r.card &&
                    strcmp(alt_cards_get(alt_game_cards(g), pos->limbo[i].card)->ref, RATATOSKR) == 0) {
                    assert_position_round_trips(g);      /* the Unique's Reaction, Ratatoskr's ability */
                    positions++;
                }
            free(pos);
            alt_action first;
            assert_true(alt_game_list(g, &first, 1) > 0);
            ts_apply(g, first);
        }
        assert_int_equal(ts_boosts(g, 0, rat), 2);
        assert_int_equal(ts_boosts(g, 0, u7), part ? 2 : 0);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), part ? 0 : 1);
        if (part)
            assert_true(positions > 0);
        alt_game_destroy(&g);
    }
    char why[256] = "";
    assert_false(one_ability_plays(447, 191, 705, "ALT_CORE_B_MU_22_U", 1, why, sizeof why));
    assert_non_null(strstr(why, "part 705 acts on the abilities of \"it\", a card, and the event of part 447 names none"));
}

/* "If I would go to Reserve from the Expedition zone, I gain [Fleeting]
 * and defect instead." (23, 191, 714; CR 4.0 7.3.6, 4.2.5.b): at Rest the
 * Unique does not go to its Reserve; it joins the opponent's Hero
 * Expedition under their control, Fleeting. At the next Rest, Fleeting,
 * it goes to its owner's Discard pile, as any Fleeting card, and defects
 * no more. Without the part it rests in the Reserve. */
static void test_a_unique_defects_instead_of_going_to_reserve(void **state)
{
    (void)state;
    for (int part = 0; part <= 1; part++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=%s\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK8 "], \"hero_expedition\": [\"" U7 "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP8 "]}}]}", part ? "23:191:714" : "24:191:90");
        to_night(g);
        assert_int_equal(count_ref(g, 0, ALT_ZONE_RESERVE, U7), !part);
        assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, U7), part);
        if (part) {
            uint8_t away = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
            assert_true(ts_status(g, 1, away) & ALT_STATUS_FLEETING);
            ts_run_until(g, ALT_DEC_TURN);
            to_night(g);                                           /* the next Rest */
            assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, U7), 0);
            assert_int_equal(count_ref(g, 0, ALT_ZONE_DISCARD, U7), 1);
        }
        alt_game_destroy(&g);
    }
}

/* ------------------ Seeds of Unity's In Contact and Gift (reminder texts) */

/* "{H} If I'm [In Contact]: I gain 1 boost." (22, 759, 56) and "Unless
 * I'm [In Contact]: ..." (765): In Contact is "another player's
 * Expedition is in my region" (the set's reminder text, docs/rules-
 * choices.md). The Hero Expedition, 3 regions along, shares region 3
 * with the opponent's Companion Expedition 4 regions along from its own
 * side; 2 along, it stands in region 5, and no one is In Contact. */
static void test_in_contact_is_an_opponents_expedition_in_my_region(void **state)
{
    (void)state;
    static const struct {
        const char *condition;
        int contact, boosts;
    } cases[] = {{"759", 1, 1}, {"759", 0, 0}, {"765", 1, 0}, {"765", 0, 1}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=22:%s:56\"], "
                             "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"deck\": ["
                             DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"expeditions\": "
                             "{\"hero\": {\"distance\": 1}, \"companion\": {\"distance\": %d}}, \"zones\": {\"deck\": ["
                             OPP4 "]}}]}", cases[k].condition, cases[k].contact ? 4 : 2);
        uint8_t u = object_of(g, 0, U7);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(ts_boosts(g, 0, u), cases[k].boosts);
        alt_game_destroy(&g);
    }
}

/* "You may play me for {2} less in an Expedition that's [In Contact]."
 * (23, 191, 709; the reminder text; CR 5.1.2.e): with one Mana Orb the
 * 3-cost Unique is played only into the Hero Expedition, in region 3
 * beside the opponent's Companion Expedition; its own Companion
 * Expedition, in region 7, has no one beside it. With {1} less (708) it
 * cannot be played at all. */
static void test_a_unique_costs_less_in_an_expedition_in_contact(void **state)
{
    (void)state;
    for (int two = 0; two <= 1; two++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=3/3 power=1/1/1 main=23:191:%s\"], "
                             "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"deck\": ["
                             DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"expeditions\": "
                             "{\"hero\": {\"distance\": 1}, \"companion\": {\"distance\": 4}}, \"zones\": {\"deck\": ["
                             OPP4 "]}}]}", two ? "709" : "708");
        uint8_t u = object_of(g, 0, U7);
        alt_action list[64];
        size_t n = alt_game_list(g, list, 64);
        int hero = 0, companion = 0;
        for (size_t i = 0; i < n; i++)
            if (list[i].kind == ALT_ACT_PLAY && list[i].object == u) {
                hero += list[i].expedition == ALT_EXP_HERO;
                companion += list[i].expedition == ALT_EXP_COMPANION;
            }
        assert_int_equal(hero > 0, two);
        assert_int_equal(companion, 0);
        alt_game_destroy(&g);
    }
}

/* "When an opponent receives a [Gift] — I gain 1 boost." (688, 191, 56):
 * a Gift is "when on your turn, an opponent draws a card, Resupplies or
 * receives a token" (the set's reminder text). On player 0's turn, the
 * opponent drawing (30) is one Gift, receiving a Manaseed (693) one,
 * both in one ability (725) two; the opponent drawing on their own turn
 * (90, played by them) is none. */
static void test_a_gift_is_a_draw_a_resupply_or_a_token_on_your_turn(void **state)
{
    (void)state;
    static const struct {
        const char *output;
        int player, boosts;
    } cases[] = {{"30", 0, 1}, {"693", 0, 1}, {"725", 0, 2}, {"90", 1, 0}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int p = cases[k].player;
        alt_game *g = staged("{\"uniques\": [\"" U8 " faction=MU cost=1/1 power=1/1/1 main=688:191:56\", \"" U7
                             " faction=MU cost=1/1 power=1/1/1 main=22:191:%s\"], \"decision\": {\"kind\": \"turn\", "
                             "\"player\": %d}, \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hero_expedition\": [\""
                             U8 "\"], %s\"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], %s\"mana\": [\""
                             SKALD "\"]}}]}", cases[k].output, p, p == 0 ? "\"hand\": [\"" U7 "\"], " : "",
                             p == 1 ? "\"hand\": [\"" U7 "\"], " : "");
        uint8_t u8 = object_of(g, 0, U8);
        ts_apply(g, ts_act(ALT_ACT_PLAY, p, object_of(g, p, U7), ALT_EXP_HERO, 0));
        settle(g);
        assert_int_equal(ts_boosts(g, 0, u8), cases[k].boosts);
        alt_game_destroy(&g);
    }
}

/* "Target opponent may ready a Mana Orb." (24, 191, 931; CR 7.3.18): the
 * opponent, asked, readies their exhausted Orb; with none exhausted,
 * nothing is asked (CR 6.1.g). */
static void test_a_unique_lets_its_opponent_ready_a_mana_orb(void **state)
{
    (void)state;
    for (int exhausted = 0; exhausted <= 1; exhausted++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:931\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"mana\": [{\"card\": \"" SKALD "\", "
                             "\"statuses\": [%s]}]}}]}", exhausted ? "\"exhausted\"" : "");
        uint8_t orb = ts_id_at(g, 1, ALT_ZONE_MANA, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        if (exhausted) {
            assert_int_equal(alt_game_decision(g).player, 1);
            ts_apply(g, listed(g, ALT_NO_OBJECT, 1));
        }
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
        assert_false(ts_status(g, 1, orb) & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
}

/* "You may target a Character other than me with {V} less than or equal
 * to mine. If you do: I gain 1 boost." (24, 911, 56): with {V} 3 the
 * Skald ({V} 3) may be targeted, not Shenlong (8) nor the Unique itself;
 * targeted, the boost follows; declined, it does not. */
static void test_a_unique_targets_a_character_no_stronger_than_it(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=3/1/1 main=24:911:56\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": [\"" SKALD "\", \""
                             SHENLONG "\"]}}]}");
        uint8_t u = object_of(g, 0, U7), skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0),
                shenlong = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
        if (yes) {
            assert_true(lists_target(g, 1, skald));
            assert_false(lists_target(g, 1, shenlong));
            assert_false(lists_target(g, 0, u));
            ts_apply(g, listed(g, skald, -1));
        }
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_boosts(g, 0, u), yes);
        alt_game_destroy(&g);
    }
}

/* A support Reaction ({I}) narrows "it" by kind only, so a first step
 * that bounds a card by its Base Cost ("Target opponent may immediately
 * play a card with Base Cost {4} or more for free", 587) is refused with
 * an {I} trigger (532), naming both parts, and played with {J}. */
static void test_a_support_reaction_refuses_a_base_cost_bound(void **state)
{
    (void)state;
    char why[256] = "";
    assert_false(one_ability_plays(532, 191, 587, "ALT_CORE_B_MU_22_U", 1, why, sizeof why));
    assert_non_null(strstr(why, "parts 532 and 587 do not go together"));
    assert_true(one_ability_plays(24, 191, 587, "ALT_CORE_B_MU_22_U", 1, why, sizeof why));
}

/* "{I} I don't count towards your Reserve limit." (432, 191, 471; CR
 * 4.0 4.2.5.c): at Clean-up the Unique, ready in a Reserve of three
 * (limit 2), is kept beside the two others without a pick; the same
 * part as a main ability is refused, naming it. */
static void test_a_unique_in_reserve_does_not_count_towards_the_limit(void **state)
{
    (void)state;
    char why[256] = "";
    assert_false(one_ability_plays(23, 191, 471, "ALT_CORE_B_MU_22_U", 1, why, sizeof why));
    assert_non_null(strstr(why, "parts 23 and 471 do not go together"));
    /* {I} heads only passives read from the Reserve: a cost passive with a
     * condition (892, 71) is refused too, naming its part. */
    assert_false(one_ability_plays(432, 892, 71, "ALT_CORE_B_MU_22_U", 1, why, sizeof why));
    assert_non_null(strstr(why, "parts 432 and 71 do not go together"));
    for (int uncounted = 0; uncounted <= 1; uncounted++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=%s\"], \"players\": "
                             "[{\"zones\": {\"deck\": [" DECK8 "], \"reserve\": [\"" U7 "\", \"" SKALD "\", \"" SKALD
                             "\"]}}, {\"zones\": {\"deck\": [" OPP8 "]}}]}", uncounted ? "432:191:471" : "24:191:90");
        to_night(g);
        ts_run_until(g, ALT_DEC_EXPAND);                             /* Clean-up answered with its first pick */
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), uncounted ? 3 : 2);
        alt_game_destroy(&g);
    }
}

/* "I am [Gigantic]. When you discard a card from your hand or your
 * Reserve — I gain 1 boost." (23, 191, 799; CR 4.0 7.3.30, 6.3.g): the
 * Unique is Gigantic, and Spy Craft's Sabotage of its player's own
 * Reserve Skald gives it a boost; of the opponent's, none. */
static void test_a_unique_hears_its_player_discard_from_the_reserve(void **state)
{
    (void)state;
    for (int own = 0; own <= 1; own++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:799\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"ALT_CORE_B_YZ_22_C\"], "
                             "\"mana\": [" DECK4 "], \"hero_expedition\": [\"" U7 "\"], \"reserve\": [\"" SKALD "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\"]}}]}");
        uint8_t u = object_of(g, 0, U7);
        assert_true(alt_cards_get(alt_game_cards(g), alt_cards_find(alt_game_cards(g), U7))->keywords & ALT_KW_GIGANTIC);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ts_id_at(g, 0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0));
        int p = own ? 0 : 1;
        ts_apply(g, listed(g, ts_id_at(g, p, ALT_ZONE_RESERVE, 0), p));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(count_ref(g, p, ALT_ZONE_DISCARD, SKALD), 1);
        assert_int_equal(ts_boosts(g, 0, u), own);
        alt_game_destroy(&g);
    }
}

/* "Each Character you control gains [Fleeting]." (24, 191, 923): the
 * Unique and its player's Skald do, the opponent's Skald does not. */
static void test_a_unique_makes_each_of_its_players_characters_fleeting(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:923\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"], \"hero_expedition\": [\"" SKALD "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                         "\"hero_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t u = object_of(g, 0, U7), mine = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0), theirs = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_COMPANION, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_true(ts_status(g, 0, u) & ALT_STATUS_FLEETING);
    assert_true(ts_status(g, 0, mine) & ALT_STATUS_FLEETING);
    assert_false(ts_status(g, 1, theirs) & ALT_STATUS_FLEETING);
    alt_game_destroy(&g);
}

/* "You may send target Character to Reserve. Unless it was in {V}, its
 * controller draws a card." (24, 191, 351; CR 7.5.7.b): Terrain Markers
 * make the Hero region Mountain and the Companion region Forest; the
 * opponent's Skald sent from the Hero region gives them a card, the one
 * from the Companion region none. */
static void test_a_unique_sends_to_reserve_and_draws_unless_in_forest(void **state)
{
    (void)state;
    for (int e = 0; e < 2; e++) {
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                             "main=24:191:351\"], \"terrain_markers\": [{\"region\": 0, \"terrains\": [\"mountain\"]}, "
                             "{\"region\": 7, \"terrains\": [\"forest\"]}], \"players\": [{\"zones\": {\"deck\": [" DECK4
                             "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"%s\": [\"" SKALD "\"]}}]}", e ? "companion_expedition" : "hero_expedition");
        uint8_t skald = ts_id_at(g, 1, e ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO, 0);
        int hand = ts_count(g, 1, ALT_ZONE_HAND);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                    /* you may: yes */
        ts_apply(g, listed(g, skald, 1));                              /* the opponent's */
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_RESERVE);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_HAND), hand + (e ? 0 : 1));
        alt_game_destroy(&g);
    }
}

/* "Create an [Aerolith] token in target opponent's Landmarks." (24, 191,
 * 936): the opponent's Landmarks get it, the Unique's player's none. */
static void test_a_unique_creates_an_aerolith_for_its_opponent(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:936\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_LANDMARK, "ALT_CYCLONE_B_NE_03_C"), 1);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_LANDMARK), 0);
    alt_game_destroy(&g);
}

/* "When another Character joins your Expeditions — It activates one of
 * its {j} abilities." (21, 191, 849; CR 4.0 7.3.1): Hydracaena's Common
 * gains its four boosts, then four more. */
static void test_a_unique_has_the_character_that_joined_activate_its_join(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=21:191:849\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" HYDRA_C "\"], \"mana\": ["
                         DECK4 ", " DECK4 "], \"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t hydra = ts_id_at(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, hydra, ALT_EXP_COMPANION, 0));
    for (alt_action first; alt_game_decision(g).kind != ALT_DEC_TURN && alt_game_list(g, &first, 1) > 0;)
        ts_apply(g, first);                                 /* the two Reactions, in either order */
    assert_int_equal(ts_boosts(g, 0, hydra), 8);
    alt_game_destroy(&g);
}

/* "[Sabotage]. If you discarded a card this way, create an [Ordis
 * Recruit] Soldier (a [Woollyback] Animal) token in target Expedition
 * controlled by an opponent." (24, 191, 816, 817; CR 4.0 7.3.30): the
 * opponent's Skald discarded, the token joins the opponent's Expedition
 * picked; with "none" sabotaged, no token. */
static void test_a_unique_sabotages_then_gives_its_opponent_a_token(void **state)
{
    (void)state;
    static const struct { unsigned part; const char *token; } parts[] = {{816, RECRUIT}, {817, WOOLLYBACK}};
    for (size_t k = 0; k < 2; k++)
        for (int discard = 0; discard <= 1; discard++) {
            alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                                 "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                                 FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\"]}}]}",
                                 parts[k].part);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
            ts_apply(g, listed(g, discard ? ts_id_at(g, 1, ALT_ZONE_RESERVE, 0) : ALT_NO_OBJECT, discard ? 1 : -1));
            if (discard)
                ts_apply(g, listed(g, ALT_NO_OBJECT, -1));          /* the opponent's Expedition: the first listed */
            ts_run_until(g, ALT_DEC_TURN);
            int tokens = count_ref(g, 1, ALT_ZONE_EXP_HERO, parts[k].token) + count_ref(g, 1, ALT_ZONE_EXP_COMPANION, parts[k].token);
            assert_int_equal(tokens, discard);
            assert_int_equal(count_ref(g, 1, ALT_ZONE_DISCARD, SKALD), discard);
            alt_game_destroy(&g);
        }
}

/* "You may have target Character gain [Asleep]. If it's facing me,
 * [Sabotage]." (24, 191, 646): the opponent's Skald facing the Unique
 * falls asleep and a Sabotage is asked; the one in the other Expedition
 * falls asleep and none is. */
static void test_a_unique_puts_a_character_to_sleep_and_sabotages_if_it_faces_it(void **state)
{
    (void)state;
    for (int facing = 0; facing <= 1; facing++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:646\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"%s\": [\"" SKALD "\"], \"reserve\": [\""
                             FILLER "\"]}}]}", facing ? "hero_expedition" : "companion_expedition");
        uint8_t skald = ts_id_at(g, 1, facing ? ALT_ZONE_EXP_HERO : ALT_ZONE_EXP_COMPANION, 0),
                trooper = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                     /* you may: yes */
        ts_apply(g, listed(g, skald, 1));
        if (facing)
            ts_apply(g, listed(g, trooper, 1));                        /* the Sabotage */
        ts_run_until(g, ALT_DEC_TURN);
        assert_true(ts_status(g, 1, skald) & ALT_STATUS_ASLEEP);
        assert_int_equal(ts_zone(g, 1, trooper), facing ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* "You may target a Character in play or in Reserve with a {D} ability,
 * it gains 2 boosts." (24, 191, 877; CR 4.0 2.2.12.j): the Foundry
 * Mechanic of the Reserve (a {D} ability) may be targeted, the Skald (none)
 * may not, nor an exhausted Mechanic, whose abilities are off there. */
static void test_a_unique_boosts_a_character_with_a_support_ability(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:877\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"], \"reserve\": [\"ALT_CORE_B_AX_07_C\", \"" SKALD "\", {\"card\": \"ALT_CORE_B_AX_07_C\", "
                         "\"statuses\": [\"exhausted\"]}]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t mechanic = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0), skald = ts_id_at(g, 0, ALT_ZONE_RESERVE, 1),
            tired = ts_id_at(g, 0, ALT_ZONE_RESERVE, 2);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                         /* you may: yes */
    assert_true(lists_target(g, 0, mechanic));
    assert_false(lists_target(g, 0, skald));
    assert_false(lists_target(g, 0, tired));
    ts_apply(g, listed(g, mechanic, 0));
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(g, 0, mechanic), 2);
    alt_game_destroy(&g);
}

/* "Create a [Woollyback] Animal token in the Expedition facing me." (24,
 * 191, 822; CR 4.0 7.3.5): played into the Companion Expedition, the
 * token is the opponent's, in theirs, with nothing asked. "Create an
 * [Ordis Recruit] Soldier token in target Expedition I'm not in." (825):
 * the three Expeditions but the Unique's own are offered; the opponent's
 * Hero Expedition taken, the Recruit is theirs there. */
static void test_a_unique_creates_a_token_facing_it_or_where_it_is_not(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:822\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
                         "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_COMPANION, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_COMPANION, WOOLLYBACK), 1);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, WOOLLYBACK), 0);
    alt_game_destroy(&g);

    g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:825\"], "
               "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\"" FILLER
               "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    char *json = replay_position_to_json(g), msg[256];           /* waiting on the pick, restaged */
    alt_game *back = NULL;
    assert_int_equal(replay_position_from_json(tb_db_all(), json, strlen(json), &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    free(json);
    alt_game_destroy(&back);
    alt_action list[8];
    size_t n = alt_game_list(g, list, 8);
    assert_int_equal(n, 3);
    for (size_t i = 0; i < n; i++)
        assert_false(list[i].choice == 0 && list[i].expedition == ALT_EXP_HERO);   /* not its own */
    for (size_t i = 0; i < n; i++)
        if (list[i].choice == 1 && list[i].expedition == ALT_EXP_HERO)
            ts_apply(g, list[i]);
    assert_int_equal(count_ref(g, 1, ALT_ZONE_EXP_HERO, RECRUIT), 1);
    assert_int_equal(count_ref(g, 0, ALT_ZONE_EXP_COMPANION, RECRUIT), 0);
    alt_game_destroy(&g);
}

/* "Target opponent may put a card from their Reserve in their Mana zone
 * (as an exhausted Mana Orb)." (24, 191, 930) and "... may return a card
 * from their Reserve to their hand." (932): the opponent is asked, among
 * their own Reserve's cards (not the Unique's player's) or "none"; the
 * Skald they pick goes where the part says. */
static void test_a_unique_lets_its_opponent_move_a_card_of_their_reserve(void **state)
{
    (void)state;
    static const unsigned parts[] = {930, 932};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:191:%u\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"], \"reserve\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], "
                             "\"reserve\": [\"" SKALD "\"]}}]}", parts[k]);
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0), mine = ts_id_at(g, 0, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).player, 1);
        alt_action list[8];
        assert_int_equal(alt_game_list(g, list, 8), 2);                /* none, the Skald */
        assert_false(lists_target(g, 0, mine));
        ts_apply(g, listed(g, skald, 1));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 1, skald), k == 0 ? ALT_ZONE_MANA : ALT_ZONE_HAND);
        if (k == 0)
            assert_true(ts_status(g, 1, skald) & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
}

/* "When my Expedition moves forward due to Ascend — Draw a card." (808,
 * 191, 90; CR 4.0 4.2.4.k): the Unique's Ascended Hero Expedition, tied at
 * 3/0/2 with the Skald facing it, moves forward on the tie, and its player
 * draws one card more than when a 4/1/3 Unique, not Ascended, moves it
 * forward by greater statistics alone. */
static void test_a_unique_hears_its_expedition_move_forward_due_to_ascend(void **state)
{
    (void)state;
    int hand[2];
    for (int ascended = 0; ascended <= 1; ascended++) {
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=%s "
                             "main=808:191:90\"], \"players\": [{%s\"zones\": {\"deck\": [" DECK8 "], "
                             "\"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP8 "], "
                             "\"hero_expedition\": [\"" SKALD "\"]}}]}", ascended ? "3/0/2" : "4/1/3",
                             ascended ? "\"ascended\": [\"hero\"], " : "");
        to_night(g);
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), 1);
        hand[ascended] = ts_count(g, 0, ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }
    assert_int_equal(hand[1], hand[0] + 1);
}

/* "Distribute 2 boosts among any target Characters in play." (24, 191,
 * 697; CR 7.4.7.f, 6.1.e-g): two picks of one boost, no "none"; the
 * opponent's Tough 1 Unique picked twice gains both boosts for one Mana
 * (its Tough paid once), or the Unique itself and the Skald gain one
 * each; under seeds-2 each boost as it is picked (in increasing order of
 * player, then object), under seeds-3 together once both are picked. */
static void test_a_unique_distributes_two_boosts_among_targets(void **state)
{
    (void)state;
    static const char *const rulesets[] = {"seeds-2", "seeds-3"};
    for (int r = 0; r < 2; r++)
        for (int split = 0; split <= 1; split++) {
            alt_game *g = staged("{\"ruleset\": \"%s\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                                 "main=24:191:697\", \"" U8 " faction=MU cost=1/1 power=1/1/1 main=23:191:47\"], "
                                 "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                                 FILLER "\", \"" FILLER "\", \"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"hero_expedition\": "
                                 "[\"" U8 "\", \"" SKALD "\"]}}]}", rulesets[r]);
            uint8_t u = object_of(g, 0, U7), tough = object_of(g, 1, U8), skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 1);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
            assert_false(listed_object(g, ALT_NO_OBJECT));            /* both boosts go somewhere */
            assert_true(lists_target(g, 1, tough));
            if (split) {
                ts_apply(g, listed(g, u, 0));
                assert_int_equal(ts_boosts(g, 0, u), r == 0 ? 1 : 0); /* seeds-2: gained as picked */
                assert_true(lists_target(g, 0, u));                   /* the same one again */
                ts_apply(g, listed(g, skald, 1));
            } else {
                ts_apply(g, listed(g, tough, 1));
                assert_int_equal(ts_boosts(g, 1, tough), r == 0 ? 1 : 0);
                assert_true(lists_target(g, 1, tough));               /* its Tough already paid */
                ts_apply(g, listed(g, tough, 1));
            }
            ts_run_until(g, ALT_DEC_TURN);
            assert_int_equal(ts_boosts(g, 1, tough), split ? 0 : 2);
            assert_int_equal(ts_boosts(g, 1, skald), split ? 1 : 0);
            assert_int_equal(ts_boosts(g, 0, u), split ? 1 : 0);
            assert_int_equal(ts_ready_mana(g, 0), split ? 2 : 1);   /* one Tough 1, paid once */
            alt_game_destroy(&g);
        }
}

/* "I am [Tough 1].  When any player passes — You may play a card." (23,
 * 191, 818; CR 7.4.7, 4.0 4.2.3.d, 5.2): the Unique is Tough 1; when its
 * player passes, they may play a Hand card paying its cost; when the
 * opponent passes after, they may again, and decline. */
static void test_a_unique_lets_its_player_play_a_card_when_any_player_passes(void **state)
{
    (void)state;
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=23:191:818\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" FILLER "\", \"" FILLER "\"], "
                         "\"mana\": [\"" FILLER "\", \"" FILLER "\"], \"hero_expedition\": [\"" U7 "\"]}}, "
                         "{\"zones\": {\"deck\": [" OPP4 "]}}]}");
    const alt_card_info *c = alt_cards_get(alt_game_cards(g), alt_game_object_card(g, 0, object_of(g, 0, U7)));
    assert_true((c->keywords & ALT_KW_TOUGH) && c->tough == 1);
    uint8_t first = ts_id_at(g, 0, ALT_ZONE_HAND, 0), second = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
    ts_apply(g, ts_act(ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(alt_game_decision(g).player, 0);
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                       /* yes, a card */
    ts_apply(g, listed(g, first, -1));
    assert_int_equal(ts_zone(g, 0, first), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_ready_mana(g, 0), 1);                       /* its cost paid */
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(alt_game_decision(g).player, 1);
    ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(alt_game_decision(g).player, 0);               /* the opponent's pass is heard too */
    ts_apply(g, listed(g, ALT_NO_OBJECT, 0));                       /* no */
    assert_int_equal(ts_zone(g, 0, second), ALT_ZONE_HAND);
    alt_game_destroy(&g);
}

/* "If your hand is empty: [Sabotage], otherwise [Sabotage] a card with
 * Reserve Cost {2} or less." (24, 362, 813; CR 4.0 7.3.30, 6.5.e): with
 * the Hand empty once the Unique is played, Shenlong (Reserve Cost 6) may
 * be discarded; with a card left in Hand, only the Skald (Reserve Cost 2)
 * or none is offered, and the Skald is discarded. */
static void test_a_unique_sabotages_otherwise_a_card_of_reserve_cost_two_or_less(void **state)
{
    (void)state;
    for (int empty = 0; empty <= 1; empty++) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:362:813\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"%s], \"mana\": [\""
                             FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\"" SKALD "\", \"" SHENLONG
                             "\"]}}]}", empty ? "" : ", \"" FILLER "\"");
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0), shenlong = ts_id_at(g, 1, ALT_ZONE_RESERVE, 1);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_true(lists_target(g, 1, skald));
        assert_true(listed_object(g, ALT_NO_OBJECT));                 /* up to one */
        if (empty) {
            assert_true(lists_target(g, 1, shenlong));
            ts_apply(g, listed(g, shenlong, 1));
            assert_int_equal(ts_zone(g, 1, shenlong), ALT_ZONE_DISCARD);
        } else {
            assert_false(lists_target(g, 1, shenlong));
            ts_apply(g, listed(g, skald, 1));
            assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_DISCARD);
            assert_int_equal(ts_zone(g, 1, shenlong), ALT_ZONE_RESERVE);
        }
        alt_game_destroy(&g);
    }
}

/* "When I leave an [Ascended] Expedition — Draw a card." (805, 191, 90;
 * CR 4.0 2.4.3, 4.2.5.b, 7.5.9): the Unique's Ascended Hero Expedition,
 * tied 3/0/2 with the Skald, moves forward on the tie; at Rest the Unique
 * goes to Reserve before Ascended is lost, and its player draws one card
 * more than when a 4/1/3 Unique, not Ascended, goes to Reserve the same
 * way. */
static void test_a_unique_draws_as_it_leaves_an_ascended_expedition(void **state)
{
    (void)state;
    int hand[2];
    for (int ascended = 0; ascended <= 1; ascended++) {
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=%s "
                             "main=805:191:90\"], \"players\": [{%s\"zones\": {\"deck\": [" DECK8 "], "
                             "\"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP8 "], "
                             "\"hero_expedition\": [\"" SKALD "\"]}}]}", ascended ? "3/0/2" : "4/1/3",
                             ascended ? "\"ascended\": [\"hero\"], " : "");
        uint8_t u = object_of(g, 0, U7);
        to_night(g);
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 0, u), ALT_ZONE_RESERVE);
        hand[ascended] = ts_count(g, 0, ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }
    assert_int_equal(hand[1], hand[0] + 1);
}

/* "If my Expedition would move forward [due to Ascend], it moves forward
 * one more region instead." (23, 191, 939; CR 4.0 4.2.4.k, 6.2): the
 * Unique's Ascended Hero Expedition, tied 3/0/2 with the Skald, moves
 * forward two regions; a 4/1/3 Unique's Ascended Expedition, moving
 * forward by greater statistics alone, moves one. */
static void test_a_unique_moves_one_more_region_due_to_ascend(void **state)
{
    (void)state;
    for (int tied = 0; tied <= 1; tied++) {
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=%s "
                             "main=23:191:939\"], \"players\": [{\"ascended\": [\"hero\"], \"zones\": {\"deck\": ["
                             DECK8 "], \"hero_expedition\": [\"" U7 "\"]}}, {\"zones\": {\"deck\": [" OPP8 "], "
                             "\"hero_expedition\": [\"" SKALD "\"]}}]}", tied ? "3/0/2" : "4/1/3");
        to_night(g);
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), tied ? 2 : 1);
        alt_game_destroy(&g);
    }
}

/* "[Sabotage] any number of Characters with total {V} less than or equal
 * to my {V} stat." (24, 191, 796; CR 4.0 7.3.30, 6.1.e-g): with {V} 5
 * the Unique may discard the Skald ({V} 3), then the Trooper (1), not
 * Shenlong (8); once a Skald is picked only the Trooper fits what is
 * left, not the other Skald; under seeds-3 both go together once the
 * picks are over. */
static void test_a_unique_sabotages_characters_within_its_forest(void **state)
{
    (void)state;
    static const char *const rulesets[] = {"seeds-2", "seeds-3"};
    for (int r = 0; r < 2; r++) {
        alt_game *g = staged("{\"ruleset\": \"%s\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=5/1/1 "
                             "main=24:191:796\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7
                             "\"], \"mana\": [\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "], \"reserve\": [\""
                             SKALD "\", \"" FILLER "\", \"" SHENLONG "\", \"" SKALD "\"]}}]}", rulesets[r]);
        uint8_t skald = ts_id_at(g, 1, ALT_ZONE_RESERVE, 0), trooper = ts_id_at(g, 1, ALT_ZONE_RESERVE, 1),
                shenlong = ts_id_at(g, 1, ALT_ZONE_RESERVE, 2), skald2 = ts_id_at(g, 1, ALT_ZONE_RESERVE, 3);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        assert_true(listed_object(g, ALT_NO_OBJECT));                 /* any number: none too */
        assert_true(lists_target(g, 1, skald));
        assert_true(lists_target(g, 1, trooper));
        assert_false(lists_target(g, 1, shenlong));
        ts_apply(g, listed(g, skald, 1));
        assert_int_equal(ts_zone(g, 1, skald), r == 0 ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        assert_false(lists_target(g, 1, skald));
        assert_false(lists_target(g, 1, skald2));                     /* 3 more would total 6 */
        assert_true(lists_target(g, 1, trooper));                     /* 1 fits the 2 left */
        ts_apply(g, listed(g, trooper, 1));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 1, skald), ALT_ZONE_DISCARD);
        assert_int_equal(ts_zone(g, 1, trooper), ALT_ZONE_DISCARD);
        assert_int_equal(ts_zone(g, 1, shenlong), ALT_ZONE_RESERVE);
        assert_int_equal(ts_zone(g, 1, skald2), ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* "The next Character you play this turn gains 1 boost and you may have
 * it gain [Asleep]." (192, 191, 866: the support ability, a quick action
 * that leaves the turn going; CR 4.0 5.2.c, 6.5.c): the Trooper played
 * next gains its boost, and its player, asked as the modifier's Reaction
 * resolves, has it gain Asleep or not; the card played after it gains
 * neither. */
static void test_a_unique_boosts_the_next_character_which_may_fall_asleep(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                             "main=23:191:47 support=192:191:866\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], "
                             "\"hand\": [\"" FILLER "\", \"" FILLER "\"], \"reserve\": [\"" U7 "\"], \"mana\": [\"" FILLER
                             "\", \"" FILLER "\"]}}, {\"passed\": true, \"zones\": {\"deck\": [" OPP4 "]}}]}");
        uint8_t first = ts_id_at(g, 0, ALT_ZONE_HAND, 0), second = ts_id_at(g, 0, ALT_ZONE_HAND, 1);
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, object_of(g, 0, U7), 0, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(alt_game_decision(g).player, 0);              /* a quick action: the turn goes on */
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, first, ALT_EXP_HERO, 0));
        int asked = 0;
        while (alt_game_decision(g).kind != ALT_DEC_TURN) {
            alt_action list[8];
            size_t n = alt_game_list(g, list, 8);
            assert_true(n > 0);
            if (alt_game_decision(g).kind == ALT_DEC_CHOICE) {
                assert_int_equal(n, 2);                               /* no, yes */
                asked++;
                /* The question is kept whole by a position, either form. */
                char *json = replay_position_to_json(g);
                assert_non_null(strstr(json, "\"next_may_asleep\""));
                char msg[256];
                alt_game *back = NULL;
                alt_err err = replay_position_from_json(tb_db_all(), json, strlen(json), &back, msg, sizeof msg);
                if (err != ALT_OK)
                    fail_msg("%s", msg);
                assert_int_equal(alt_game_hash(back), alt_game_hash(g));
                alt_game_destroy(&back);
                free(json);
                uint8_t buf[ALT_POS_ENCODED_MAX];
                size_t len = alt_position_encode(g, buf, sizeof buf);
                assert_int_equal(replay_position_load(tb_db_all(), buf, len, &back, msg, sizeof msg), ALT_OK);
                assert_int_equal(alt_game_hash(back), alt_game_hash(g));
                alt_game_destroy(&back);
                ts_apply(g, listed(g, ALT_NO_OBJECT, yes));
            } else {
                ts_apply(g, list[0]);                                 /* the Reactions in Limbo, in any order */
            }
        }
        assert_int_equal(asked, 1);
        assert_int_equal(ts_boosts(g, 0, first), 1);
        assert_int_equal((ts_status(g, 0, first) & ALT_STATUS_ASLEEP) != 0, yes);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, second, ALT_EXP_HERO, 0));   /* the opponent has passed */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);      /* nothing is asked */
        assert_int_equal(ts_boosts(g, 0, second), 0);
        assert_false(ts_status(g, 0, second) & ALT_STATUS_ASLEEP);
        alt_game_destroy(&g);
    }
}

/* "Do this once for each card with my name in your discard pile: Draw a
 * card." (24, 882, 90; CR 4.0 6.5.i, 2.2.4): two Hydracaena commons and a
 * Trooper in the Discard pile draw two cards; none, no card. With
 * "Target Character gains 1 boost." (77) each instance picks its own
 * target, one after the other, and a position taken between them keeps
 * the instance still to come. */
static void test_a_unique_does_its_output_once_per_card_with_its_name_discarded(void **state)
{
    (void)state;
    for (int named = 0; named <= 2; named += 2) {
        alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:882:90\"], "
                             "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                             FILLER "\"], \"discard\": [%s\"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}",
                             named ? "\"" HYDRA_C "\", \"" HYDRA_C "\", " : "");
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), named);
        alt_game_destroy(&g);
    }
    alt_game *g = staged("{\"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 main=24:882:77\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"mana\": [\""
                         FILLER "\"], \"discard\": [\"" HYDRA_C "\", \"" HYDRA_C "\"]}}, {\"zones\": {\"deck\": [" OPP4
                         "], \"hero_expedition\": [\"" SKALD "\"]}}]}");
    uint8_t u = object_of(g, 0, U7), skald = ts_id_at(g, 1, ALT_ZONE_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, u, ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, skald, 1));
    assert_int_equal(ts_boosts(g, 1, skald), 1);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);     /* the second instance asks its own */
    char *json = replay_position_to_json(g);
    char msg[256];
    alt_game *back = NULL;
    if (replay_position_from_json(tb_db_all(), json, strlen(json), &back, msg, sizeof msg) != ALT_OK)
        fail_msg("%s", msg);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    free(json);
    ts_apply(back, listed(back, u, 0));
    ts_run_until(back, ALT_DEC_TURN);
    assert_int_equal(ts_boosts(back, 0, u), 1);
    assert_int_equal(ts_boosts(back, 1, skald), 1);
    alt_game_destroy(&back);
    alt_game_destroy(&g);
}

/* "You may [Rush] a Character. If played from your hand, it activates one
 * of its {r} abilities." (24, 191, 733; CR 4.0 7.3.29, 7.3.1.b, 7.5.1):
 * Haven Seiringar's rare ("{R} I gain 1 boost") Rushed from the Hand
 * gains its boost; from the Reserve its own {R} gives it one, and no
 * more; declined, nothing is played. */
static void test_a_unique_rushes_a_character_whose_r_activates_from_hand(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {                      /* from Hand, from Reserve, declined */
        alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                             "main=24:191:733\"], \"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7
                             "\"%s], \"reserve\": [%s], \"mana\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER "\"]}}, "
                             "{\"zones\": {\"deck\": [" OPP4 "]}}]}", k == 1 ? "" : ", \"" HAVEN_R "\"",
                             k == 1 ? "\"" HAVEN_R "\"" : "");
        uint8_t haven = object_of(g, 0, HAVEN_R);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
        ts_apply(g, listed(g, ALT_NO_OBJECT, k < 2));                   /* you may */
        if (k < 2)
            ts_apply(g, listed(g, haven, 0));                           /* paid for, from where it is */
        ts_run_until(g, ALT_DEC_TURN);
        assert_int_equal(ts_zone(g, 0, haven), k < 2 ? ALT_ZONE_EXP_HERO : ALT_ZONE_HAND);
        assert_int_equal(ts_boosts(g, 0, haven), k < 2 ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* "You may [Rush]. If you would play a card from Reserve this way, you may
 * pay its Hand Cost instead of its Reserve Cost." (24, 191, 734; CR 4.0
 * 7.3.29): with one Mana Orb left, a Unique of Hand Cost 1 and Reserve
 * Cost 5 in Reserve is offered for its Hand Cost only, and played so, from
 * Reserve (Fleeting). */
static void test_a_unique_rushes_a_reserve_card_for_its_hand_cost(void **state)
{
    (void)state;
    alt_game *g = staged("{\"ruleset\": \"seeds-3\", \"uniques\": [\"" U7 " faction=MU cost=1/1 power=1/1/1 "
                         "main=24:191:734\", \"" U8 " faction=MU cost=1/5 power=1/1/1 main=23:191:47\"], "
                         "\"players\": [{\"zones\": {\"deck\": [" DECK4 "], \"hand\": [\"" U7 "\"], \"reserve\": [\"" U8
                         "\"], \"mana\": [\"" FILLER "\", \"" FILLER "\"]}}, {\"zones\": {\"deck\": [" OPP4 "]}}]}");
    uint8_t u8 = object_of(g, 0, U8);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, object_of(g, 0, U7), ALT_EXP_HERO, 0));
    ts_apply(g, listed(g, ALT_NO_OBJECT, 1));                           /* you may */
    alt_action list[16];
    size_t n = alt_game_list(g, list, 16);
    int normal = 0, hand = 0;
    for (size_t i = 0; i < n; i++)
        if (list[i].object == u8) {
            normal += (list[i].choice >> 1) == 0;
            hand += (list[i].choice >> 1) == 3;
        }
    assert_int_equal(normal, 0);                                        /* 5 is more than the 1 left */
    assert_int_equal(hand, 2);                                          /* either Expedition */
    ts_apply(g, listed(g, u8, 6));                                      /* the player, paid its Hand Cost */
    ts_run_until(g, ALT_DEC_TURN);
    assert_int_equal(ts_zone(g, 0, u8), ALT_ZONE_EXP_HERO);
    assert_true(ts_status(g, 0, u8) & ALT_STATUS_FLEETING);
    assert_int_equal(ts_ready_mana(g, 0), 0);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_grammar_has_883_parts_each_once_by_type),
        cmocka_unit_test(test_every_implemented_part_composes),
        cmocka_unit_test(test_bullets_are_modes_chosen_by_the_number_of_boosts_removed),
        cmocka_unit_test(test_a_bullet_goes_only_after_modes_opened_before_it),
        cmocka_unit_test(test_a_unique_spell_resolves_its_parts),
        cmocka_unit_test(test_the_compact_form_reads_and_writes_back),
        cmocka_unit_test(test_a_bad_record_is_refused_saying_why),
        cmocka_unit_test(test_a_games_database_refuses_records_it_cannot_hold),
        cmocka_unit_test(test_a_record_makes_a_card_of_its_family),
        cmocka_unit_test(test_qorgan_is_played_now_its_mechanics_are),
        cmocka_unit_test(test_the_examples_with_later_mechanics_are_refused_by_their_part),
        cmocka_unit_test(test_a_condition_on_passives_with_their_own_is_refused_by_its_parts),
        cmocka_unit_test(test_altrun_is_played_now_its_mechanics_are),
        cmocka_unit_test(test_hydracaena_is_eternal_while_boosted),
        cmocka_unit_test(test_hydracaena_gives_three_boosts_at_noon),
        cmocka_unit_test(test_hydracaena_support_draws_a_card),
        cmocka_unit_test(test_ordis_attorney_draws_after_rest_when_its_expedition_fails),
        cmocka_unit_test(test_ordis_attorney_support_lasts_the_afternoon),
        cmocka_unit_test(test_qorgan_and_altrun_supports_last_the_turn),
        cmocka_unit_test(test_ganesha_reactivates_joins_when_a_reserve_card_is_discarded),
        cmocka_unit_test(test_ganesha_support_has_each_player_draw),
        cmocka_unit_test(test_kappa_pays_one_for_two_targets_to_gain_two_boosts),
        cmocka_unit_test(test_lyra_navigator_draws_as_it_joins),
        cmocka_unit_test(test_gran_bwa_is_anchored_when_its_opponent_draws),
        cmocka_unit_test(test_gran_bwa_leaves_two_recruits_when_its_companion_is_behind),
        cmocka_unit_test(test_nisse_pays_one_to_draw_as_it_leaves),
        cmocka_unit_test(test_the_snow_queen_is_eternal),
        cmocka_unit_test(test_the_snow_queen_makes_a_recruit_when_you_control_a_token),
        cmocka_unit_test(test_qorgan_sabotages_when_its_expedition_is_behind),
        cmocka_unit_test(test_nisse_does_exhausted_resupply_on_a_four),
        cmocka_unit_test(test_the_snow_queen_sends_a_character_to_reserve_exhausted),
        cmocka_unit_test(test_monkey_exhausts_a_reserve_card_otherwise),
        cmocka_unit_test(test_monkey_sacrifices_a_permanent_for_an_aerolith),
        cmocka_unit_test(test_exhausted_cards_in_every_reserve_are_counted),
        cmocka_unit_test(test_a_mana_moth_is_made_in_my_expedition),
        cmocka_unit_test(test_a_character_played_now_gains_its_boost),
        cmocka_unit_test(test_a_reserve_character_is_exchanged_with_a_hand_card),
        cmocka_unit_test(test_asleep_becomes_anchored_on_a_unique),
        cmocka_unit_test(test_a_unique_reacts_to_gaining_fleeting),
        cmocka_unit_test(test_a_unique_hears_a_non_token_character_gain_boosts),
        cmocka_unit_test(test_a_unique_hears_a_character_gain_its_first_boost),
        cmocka_unit_test(test_a_unique_hears_another_character_gain_fleeting),
        cmocka_unit_test(test_a_unique_hears_a_character_played_in_forest),
        cmocka_unit_test(test_a_unique_support_hears_an_opponent_draw),
        cmocka_unit_test(test_a_unique_hears_its_player_resupply),
        cmocka_unit_test(test_a_unique_hears_its_player_pass),
        cmocka_unit_test(test_a_unique_hears_a_hand_card_discarded_or_put_in_reserve),
        cmocka_unit_test(test_a_unique_hears_an_animal_join),
        cmocka_unit_test(test_a_unique_spends_a_counter_of_a_card_to_draw),
        cmocka_unit_test(test_a_unique_anchors_a_facing_character_to_draw),
        cmocka_unit_test(test_a_unique_draws_if_another_card_has_a_support_ability),
        cmocka_unit_test(test_a_unique_draws_if_a_reserve_card_has_no_support_ability),
        cmocka_unit_test(test_a_unique_draws_facing_only_one_character),
        cmocka_unit_test(test_a_unique_spends_a_boost_of_a_character_to_draw),
        cmocka_unit_test(test_a_unique_exhausts_a_permanent_it_controls_to_draw),
        cmocka_unit_test(test_a_unique_hears_a_support_ability_on_its_turn),
        cmocka_unit_test(test_a_unique_hears_a_step_create_tokens_once),
        cmocka_unit_test(test_a_unique_draws_unless_it_rushed_a_character),
        cmocka_unit_test(test_a_unique_draws_if_its_sabotage_discarded_a_character),
        cmocka_unit_test(test_a_unique_creates_a_mana_moth_for_its_opponent_to_draw),
        cmocka_unit_test(test_a_unique_discards_or_sacrifices_to_draw),
        cmocka_unit_test(test_a_unique_support_passive_plays_exhausted_cards),
        cmocka_unit_test(test_reserve_plays_cost_more_beside_a_unique),
        cmocka_unit_test(test_each_player_may_put_a_hand_card_in_reserve),
        cmocka_unit_test(test_a_unique_reacts_to_a_character_joining_behind),
        cmocka_unit_test(test_otherwise_is_the_step_when_the_condition_fails),
        cmocka_unit_test(test_a_unique_ascends_its_expedition_otherwise),
        cmocka_unit_test(test_a_unique_eternal_loses_a_boost_at_night),
        cmocka_unit_test(test_a_unique_must_play_a_card_of_hand_cost_3_or_less),
        cmocka_unit_test(test_a_unique_discards_all_other_cards_and_hears_the_discard_pile),
        cmocka_unit_test(test_a_unique_hears_a_spell_of_base_cost_4_or_more),
        cmocka_unit_test(test_a_unique_moves_an_expedition_back_and_the_other_forward),
        cmocka_unit_test(test_a_unique_rolls_as_its_expedition_would_move_forward),
        cmocka_unit_test(test_a_unique_part_holds_a_hand_effect_and_a_reaction),
        cmocka_unit_test(test_a_unique_has_any_number_of_targets_lose_fleeting),
        cmocka_unit_test(test_a_unique_and_a_reserve_character_both_gain_a_boost_on_a_4),
        cmocka_unit_test(test_a_unique_and_the_character_that_joined_both_gain_a_boost),
        cmocka_unit_test(test_a_unique_gains_boosts_per_landmark_up_to_three),
        cmocka_unit_test(test_a_unique_makes_its_players_characters_lose_and_not_gain_boosts),
        cmocka_unit_test(test_a_unique_lets_exhausted_characters_be_played_from_reserve),
        cmocka_unit_test(test_each_player_exhausts_a_card_of_their_own_reserve),
        cmocka_unit_test(test_a_unique_exhausts_one_of_your_mana_orbs),
        cmocka_unit_test(test_a_unique_puts_a_hand_card_on_top_of_the_deck),
        cmocka_unit_test(test_a_unique_exchanges_the_boosts_of_the_character_that_joined),
        cmocka_unit_test(test_a_unique_has_each_statistic_equal_to_its_highest),
        cmocka_unit_test(test_a_unique_moves_a_terrain_marker_to_its_region),
        cmocka_unit_test(test_a_unique_chooses_one_of_two_modes),
        cmocka_unit_test(test_a_unique_may_exhaust_a_permanent_then_a_reserve_card),
        cmocka_unit_test(test_a_unique_switches_if_its_opponent_says_so),
        cmocka_unit_test(test_a_unique_makes_the_characters_facing_it_seasoned),
        cmocka_unit_test(test_a_unique_makes_its_other_expedition_defender),
        cmocka_unit_test(test_a_unique_boosts_the_character_it_resupplies),
        cmocka_unit_test(test_a_unique_sabotages_a_character_no_stronger_than_it),
        cmocka_unit_test(test_a_unique_costs_less_facing_two_characters_then_passes),
        cmocka_unit_test(test_4_2_3_d_a_unique_costs_less_per_card_played_this_turn),
        cmocka_unit_test(test_4_2_3_d_a_unique_costs_less_if_another_card_was_played),
        cmocka_unit_test(test_4_2_3_d_a_unique_reads_a_support_ability_used_this_turn),
        cmocka_unit_test(test_4_2_3_d_a_unique_reads_an_exhaust_ability_or_a_discard_this_turn),
        cmocka_unit_test(test_a_unique_reading_this_turn_needs_encoding_8),
        cmocka_unit_test(test_a_unique_activates_its_own_support_ability_from_play),
        cmocka_unit_test(test_a_unique_has_the_next_character_activate_one_of_its_r_abilities),
        cmocka_unit_test(test_a_unique_plays_a_character_from_the_top_of_the_opponents_deck),
        cmocka_unit_test(test_3_2_5_c_a_unique_plays_or_discards_a_random_card_of_the_opponents_hand),
        cmocka_unit_test(test_a_random_card_of_the_opponents_hand_is_a_spell_played_as_yours),
        cmocka_unit_test(test_7_5_5_a_spell_of_the_opponents_hand_waits_in_your_limbo_for_its_target),
        cmocka_unit_test(test_7_3_1_b_a_unique_activates_another_cards_reserve_ability_as_its_own),
        cmocka_unit_test(test_a_unique_defects_instead_of_going_to_reserve),
        cmocka_unit_test(test_in_contact_is_an_opponents_expedition_in_my_region),
        cmocka_unit_test(test_a_unique_costs_less_in_an_expedition_in_contact),
        cmocka_unit_test(test_a_gift_is_a_draw_a_resupply_or_a_token_on_your_turn),
        cmocka_unit_test(test_a_unique_lets_its_opponent_ready_a_mana_orb),
        cmocka_unit_test(test_a_unique_targets_a_character_no_stronger_than_it),
        cmocka_unit_test(test_a_support_reaction_refuses_a_base_cost_bound),
        cmocka_unit_test(test_a_unique_in_reserve_does_not_count_towards_the_limit),
        cmocka_unit_test(test_a_unique_hears_its_player_discard_from_the_reserve),
        cmocka_unit_test(test_a_unique_makes_each_of_its_players_characters_fleeting),
        cmocka_unit_test(test_a_unique_sends_to_reserve_and_draws_unless_in_forest),
        cmocka_unit_test(test_a_unique_creates_an_aerolith_for_its_opponent),
        cmocka_unit_test(test_a_unique_has_the_character_that_joined_activate_its_join),
        cmocka_unit_test(test_a_unique_sabotages_then_gives_its_opponent_a_token),
        cmocka_unit_test(test_a_unique_puts_a_character_to_sleep_and_sabotages_if_it_faces_it),
        cmocka_unit_test(test_a_unique_boosts_a_character_with_a_support_ability),
        cmocka_unit_test(test_a_unique_creates_a_token_facing_it_or_where_it_is_not),
        cmocka_unit_test(test_a_unique_lets_its_opponent_move_a_card_of_their_reserve),
        cmocka_unit_test(test_a_unique_hears_its_expedition_move_forward_due_to_ascend),
        cmocka_unit_test(test_a_unique_hears_a_reserve_character_gain_boosts),
        cmocka_unit_test(test_a_unique_targets_by_base_cost),
        cmocka_unit_test(test_a_unique_makes_a_cheap_character_defect),
        cmocka_unit_test(test_a_unique_discards_a_character_for_a_token_in_its_expedition),
        cmocka_unit_test(test_a_unique_discards_a_cheap_character_for_a_token),
        cmocka_unit_test(test_a_unique_discards_a_target_and_its_controller_draws_if_it_cost_three),
        cmocka_unit_test(test_a_unique_sends_to_reserve_a_target_costing_at_most_its_roll),
        cmocka_unit_test(test_a_unique_discards_a_token_that_is_no_companion),
        cmocka_unit_test(test_a_unique_has_a_cheap_character_activate_one_of_its_joins),
        cmocka_unit_test(test_a_unique_takes_control_of_a_cheap_permanent),
        cmocka_unit_test(test_a_unique_takes_control_of_a_token_permanent),
        cmocka_unit_test(test_a_unique_creates_a_manaseed_in_its_opponents_landmarks),
        cmocka_unit_test(test_a_unique_draws_if_it_gave_its_opponent_a_manaseed),
        cmocka_unit_test(test_a_unique_exhausts_a_reserve_card_for_a_manaseed_there),
        cmocka_unit_test(test_a_unique_resupplies_if_it_exhausted_a_card_of_its_reserve),
        cmocka_unit_test(test_a_unique_puts_a_character_to_sleep_and_seeds_if_it_is_yours),
        cmocka_unit_test(test_a_unique_makes_a_player_sacrifice_their_costliest),
        cmocka_unit_test(test_a_unique_sends_its_target_one_way_otherwise_another),
        cmocka_unit_test(test_a_unique_discards_a_hand_card_to_discard_a_card_as_cheap),
        cmocka_unit_test(test_a_unique_makes_a_target_player_do_exhausted_resupply),
        cmocka_unit_test(test_a_unique_chooses_one_mode_or_both),
        cmocka_unit_test(test_a_unique_draws_only_if_it_rushed),
        cmocka_unit_test(test_a_unique_places_a_forest_marker),
        cmocka_unit_test(test_a_unique_creates_an_aerolith),
        cmocka_unit_test(test_a_unique_creates_two_aeroliths_otherwise_one),
        cmocka_unit_test(test_a_unique_draws_after_revealing_a_big_character),
        cmocka_unit_test(test_a_unique_makes_a_target_player_first),
        cmocka_unit_test(test_a_unique_doubles_boosts_in_play_and_in_reserve),
        cmocka_unit_test(test_a_unique_boosts_a_target_per_card_in_reserve),
        cmocka_unit_test(test_a_unique_has_its_opponent_choose_for_their_resupply_of_two),
        cmocka_unit_test(test_a_unique_part_gives_a_keyword_and_an_ability),
        cmocka_unit_test(test_a_unique_is_also_considered_a_spell),
        cmocka_unit_test(test_a_unique_makes_the_expedition_facing_it_ascend),
        cmocka_unit_test(test_a_unique_creates_a_token_in_each_ascended_expedition),
        cmocka_unit_test(test_a_unique_makes_its_players_costly_spells_cheaper),
        cmocka_unit_test(test_a_unique_asks_a_card_of_a_kind_from_the_hand_to_reserve),
        cmocka_unit_test(test_a_unique_exhausts_and_readies_permanents_and_reserve_cards),
        cmocka_unit_test(test_a_unique_lets_its_opponent_play_for_free_or_not),
        cmocka_unit_test(test_a_unique_creates_manaseeds_that_ready_a_mana_orb),
        cmocka_unit_test(test_a_unique_creates_woollybacks),
        cmocka_unit_test(test_a_unique_moves_the_character_that_joined),
        cmocka_unit_test(test_a_unique_draws_when_it_cannot_sacrifice),
        cmocka_unit_test(test_a_unique_has_each_player_discard_their_reserve_then_resupply),
        cmocka_unit_test(test_a_unique_gains_a_boost_otherwise_discards_its_top_cards),
        cmocka_unit_test(test_a_unique_reveals_its_top_card_and_sends_it_by_its_kind),
        cmocka_unit_test(test_a_unique_costs_less_for_exhausted_cards_of_its_player),
        cmocka_unit_test(test_a_unique_has_its_opponent_resupply),
        cmocka_unit_test(test_a_unique_exhausts_a_character_of_its_own_reserve_to_draw),
        cmocka_unit_test(test_a_unique_puts_a_reserve_card_in_mana_ready),
        cmocka_unit_test(test_a_unique_boosts_two_targets_in_play_or_in_reserve),
        cmocka_unit_test(test_a_unique_spends_its_boost_to_draw),
        cmocka_unit_test(test_a_unique_counts_animals_in_play_and_in_reserve),
        cmocka_unit_test(test_a_unique_makes_the_next_character_cheaper_down_to_one),
        cmocka_unit_test(test_a_unique_supports_from_reserve_a_roll_and_a_sacrifice),
        cmocka_unit_test(test_a_unique_boosts_a_character_in_reserve),
        cmocka_unit_test(test_a_unique_plays_a_cheap_character_for_free),
        cmocka_unit_test(test_a_die_condition_gates_the_output),
        cmocka_unit_test(test_a_cost_static_reads_the_board_as_it_is_played),
        cmocka_unit_test(test_a_unique_in_play_reacts_to_a_permanent_played),
        cmocka_unit_test(test_a_game_with_uniques_goes_through_its_positions),
        cmocka_unit_test(test_the_setup_digest_covers_the_records),
        cmocka_unit_test(test_a_record_no_deck_holds_is_refused),
        cmocka_unit_test(test_a_records_unused_slots_are_not_kept),
        cmocka_unit_test(test_the_setup_digest_is_the_documented_text),
        cmocka_unit_test(test_a_unique_distributes_two_boosts_among_targets),
        cmocka_unit_test(test_a_unique_lets_its_player_play_a_card_when_any_player_passes),
        cmocka_unit_test(test_a_unique_sabotages_otherwise_a_card_of_reserve_cost_two_or_less),
        cmocka_unit_test(test_a_unique_draws_as_it_leaves_an_ascended_expedition),
        cmocka_unit_test(test_a_unique_moves_one_more_region_due_to_ascend),
        cmocka_unit_test(test_a_unique_sabotages_characters_within_its_forest),
        cmocka_unit_test(test_a_unique_boosts_the_next_character_which_may_fall_asleep),
        cmocka_unit_test(test_a_unique_does_its_output_once_per_card_with_its_name_discarded),
        cmocka_unit_test(test_a_unique_rushes_a_character_whose_r_activates_from_hand),
        cmocka_unit_test(test_a_unique_rushes_a_reserve_card_for_its_hand_cost),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
