/* uniques_random.c: random Unique cards over every part this build
 * implements, in Constructed decks ready for `altered-replay gen`.
 *
 *   uniques_random SEED OUTDIR
 *
 * Every implemented part is placed in at least one ability: a part at a
 * time, in a random order, each with random partners of the other two
 * types (parts not yet placed first), kept when the composer takes the
 * triple and drawn again when it refuses it. A part that composes only in
 * a group (the bullet, 519, and its ranges, 521 and 522: modes that
 * continue those an ability before them opened) is placed in one: an
 * ability that opens modes (520), then one or two bullets with rising
 * ranges, kept together as one entry. The abilities are then dealt
 * out as records of the bundled database's Beyond the Gates families
 * (Characters, Spells, Landmarks; none ever banned or suspended): one to three main abilities and, for
 * half of them, a support ability; costs and powers drawn within what the
 * printed cards show (costs 1 to 9, powers 0 to 9). Three records go into
 * each deck: a copy of a bundled Constructed deck (corpora/decks/) of the
 * records' faction, with three cards fewer and no Unique sharing a name
 * with its other cards.
 *
 * Writes OUTDIR/uniques.txt (the records, compact form, docs/uniques.md)
 * and OUTDIR/deck_NN.txt; prints what it made and, last, one line per
 * implemented part no triple could hold (then exits 1): such a part is
 * implemented in name only. Exit 2 for a bad command line or a file that
 * does not open. Run from the source root (corpora/decks/ is read). */
#include "altered.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    PARTS_MAX = 1000,
    TRIPLES_MAX = 4000,
    RECORDS_MAX = 2000,
    FAMILIES_MAX = 400,
    BATCH = ALT_UNIQUES_MAX,    /* candidates checked in one database */
    ROUNDS = 40,                /* batches tried for one part */
};

static uint64_t rng_state;

static uint64_t rnd(void)
{
    /* xorshift64*: reproducible from SEED on every platform. */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}

static unsigned below(unsigned n)
{
    return (unsigned)(rnd() % n);
}

/* Card types a random Unique takes, and the base cards that give them. */
typedef enum { KIND_CHARACTER, KIND_SPELL, KIND_LANDMARK, KIND__COUNT } kind;
static const char *const kind_names[KIND__COUNT] = {"Character", "Spell", "Landmark"};

typedef struct family {
    char ref[32];          /* ALT_CORE_B_FF_NN_U */
    const char *name;
    alt_faction faction;
    kind k;
} family;

/* An entry: one ability, or a group of abilities that go together and
 * in this order (n of them). */
typedef struct triple {
    alt_unique_triple t[ALT_UNIQUE_MAIN_MAX];
    int n;
    kind k;
    int support;           /* trigger 192: a support ability */
    int used;
} triple;

static family families[FAMILIES_MAX];
static size_t nfamilies;
static unsigned impl[3][PARTS_MAX];
static size_t nimpl[3];
/* The parts of a group: the conditions that open modes, the bullets, the
 * ranges (the ranges by rising count). */
static unsigned openers[8], bullets[8], ranges[8];
static int range_least[8];
static size_t nopeners, nbullets, nranges;
static triple triples[TRIPLES_MAX];
static size_t ntriples;
static alt_unique records[RECORDS_MAX];
static kind record_kind[RECORDS_MAX];
static size_t nrecords;
static unsigned serial = 1;

static const char *const faction_decks[] = {"axiom", "bravos", "lyra", "muna", "ordis", "yzmir"};

/* Whether a ban or suspension has ever named family ref's Uniques
 * ("CORE_YZ_05" for ALT_CORE_B_YZ_05_U): left out, so that a deck is
 * legal whatever day it is played. */
static int ever_restricted(const alt_cards *db, const char *ref)
{
    char fam[24];
    snprintf(fam, sizeof fam, "CORE_%.5s", ref + 11);
    for (size_t i = 0; i < alt_cards_legal_count(db); i++) {
        const alt_legal_info *l = alt_cards_legal(db, i);
        if (l->family != NULL && strcmp(l->family, fam) == 0)
            return 1;
    }
    return 0;
}

/* Beyond the Gates' Unique families, by faction and type, but those a
 * ban or suspension ever named. */
static void read_families(const alt_cards *db)
{
    for (size_t i = 0; i < alt_cards_count(db) && nfamilies < FAMILIES_MAX; i++) {
        const alt_card_info *c = alt_cards_get(db, (uint16_t)i);
        size_t n = strlen(c->ref);
        if (c->rarity != ALT_RARITY_UNIQUE || strncmp(c->ref, "ALT_CORE_B_", 11) != 0 || n >= sizeof families[0].ref ||
            strcmp(c->ref + n - 2, "_U") != 0 || c->faction >= ALT_FACTION_NE)
            continue;
        kind k = c->type == ALT_TYPE_CHARACTER ? KIND_CHARACTER
                 : c->type == ALT_TYPE_SPELL   ? KIND_SPELL
                 : c->type == ALT_TYPE_PERMANENT && strcmp(c->type_name ? c->type_name : "", "LANDMARK_PERMANENT") == 0
                     ? KIND_LANDMARK
                     : KIND__COUNT;
        if (k == KIND__COUNT || ever_restricted(db, c->ref))
            continue;
        family *f = &families[nfamilies++];
        memcpy(f->ref, c->ref, n + 1);
        f->name = c->name;
        f->faction = c->faction;
        f->k = k;
    }
}

/* A family of kind k (and faction f, or any when f is NE). */
static const family *pick_family(kind k, alt_faction f)
{
    size_t n = 0;
    for (size_t i = 0; i < nfamilies; i++)
        n += families[i].k == k && (f == ALT_FACTION_NE || families[i].faction == f);
    if (n == 0)
        return NULL;
    size_t want = below((unsigned)n);
    for (size_t i = 0; i < nfamilies; i++)
        if (families[i].k == k && (f == ALT_FACTION_NE || families[i].faction == f) && want-- == 0)
            return &families[i];
    return NULL;
}

/* A record of family fam with the given abilities, fresh serial,
 * statistics drawn within the printed ranges. */
static void make_record(alt_unique *u, const family *fam, alt_faction faction)
{
    memset(u, 0, sizeof *u);
    snprintf(u->ref, sizeof u->ref, "%s_%u", fam->ref, serial++);
    u->faction = faction;
    u->hand_cost = (int8_t)(1 + below(9));
    u->reserve_cost = (int8_t)(1 + below(9));
    if (fam->k == KIND_CHARACTER) {
        u->forest = (int8_t)below(10);
        u->mountain = (int8_t)below(10);
        u->water = (int8_t)below(10);
    } else {
        u->forest = u->mountain = u->water = -1;
    }
}

/* Whether each record of u[0..n) composes: ok[i] set to 1 or 0. */
static int check_records(const alt_cards *base, const alt_unique *u, size_t n, int *ok)
{
    alt_cards *db = NULL;
    char msg[300];
    if (alt_cards_with_uniques(base, u, n, &db, msg, sizeof msg) != ALT_OK) {
        fprintf(stderr, "uniques_random: %s\n", msg);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned part = 0;
        int slot = 0;
        ok[i] = alt_cards_unique_refusal(db, alt_cards_find(db, u[i].ref), &part, &slot) == NULL;
    }
    alt_cards_destroy(&db);
    return 0;
}

/* A part of type t: the empty one, or one not yet placed half the time
 * while any is left, or any. */
static unsigned partner(int t, const unsigned char *placed)
{
    /* The empty trigger and condition (23, 191) a quarter of the time:
     * the passive outputs take no other trigger. */
    if (t < 2 && below(4) == 0)
        return t == 0 ? 23 : 191;
    if (below(2) == 0) {
        size_t left = 0;
        for (size_t i = 0; i < nimpl[t]; i++)
            left += !placed[impl[t][i]];
        if (left > 0) {
            size_t want = below((unsigned)left);
            for (size_t i = 0; i < nimpl[t]; i++)
                if (!placed[impl[t][i]] && want-- == 0)
                    return impl[t][i];
        }
    }
    return impl[t][below((unsigned)nimpl[t])];
}

/* Whether part id composes only in a group, after an ability whose
 * condition opens modes (unique_parts.def: BULLET, range:). */
static int grouped(unsigned id)
{
    const char *e = alt_part_encoding(id);
    return e != NULL && (strcmp(e, "BULLET") == 0 || strncmp(e, "range:", 6) == 0);
}

/* A trigger or an output that takes no group part, for a group's
 * partners and a single ability's: partner()'s, drawn again. */
static unsigned plain_partner(int t, const unsigned char *placed)
{
    for (;;) {
        unsigned p = partner(t, placed);
        if (!grouped(p))
            return p;
    }
}

/* A group holding part id (a bullet or a range) in u's main abilities:
 * T:opener:O, then one or two bullets, their ranges rising (id's among
 * them), each with an output. */
static void make_group(alt_unique *u, unsigned id, const unsigned char *placed)
{
    unsigned trig = plain_partner(0, placed);
    while (trig == 192)
        trig = plain_partner(0, placed);
    u->main[0] = (alt_unique_triple){(uint16_t)trig, (uint16_t)openers[below((unsigned)nopeners)],
                                     (uint16_t)plain_partner(2, placed)};
    /* The ranges taken: id's, or a random one, and each other half the time. */
    int take[8] = {0};
    for (size_t r = 0; r < nranges; r++)
        take[r] = ranges[r] == id || below(2) == 0;
    int any = 0;
    for (size_t r = 0; r < nranges; r++)
        any |= take[r];
    if (!any)
        take[below((unsigned)nranges)] = 1;
    int m = 1;
    for (size_t r = 0; r < nranges && m < ALT_UNIQUE_MAIN_MAX; r++)
        if (take[r]) {
            unsigned b = bullets[below((unsigned)nbullets)];
            for (size_t k = 0; k < nbullets; k++)
                if (bullets[k] == id)
                    b = id;
            u->main[m++] = (alt_unique_triple){(uint16_t)b, (uint16_t)ranges[r], (uint16_t)plain_partner(2, placed)};
        }
    u->main_count = (uint8_t)m;
}

/* A main ability every kind takes, beside a support ability on trial:
 * {J} Draw a card for a card in play, a Spell's own Draw a card. */
static alt_unique_triple plain_main(kind k)
{
    return k == KIND_SPELL ? (alt_unique_triple){23, 191, 90} : (alt_unique_triple){24, 191, 90};
}

/* Places part id (of type t, 0 to 2): a triple holding it, found by
 * batches of random candidates. 1 placed, 0 none found, -1 error. */
static int place(const alt_cards *base, unsigned id, int t, unsigned char *placed)
{
    alt_unique cand[BATCH];
    kind kinds[BATCH];
    int ok[BATCH];
    if (grouped(id) && (nopeners == 0 || nbullets == 0 || nranges == 0))
        return 0;   /* no group holds it in this build */
    /* A part few partners take ({I} alone, 432, and the support passives)
     * may miss them all at random: then, past ROUNDS, each part of the
     * slot it pairs with in turn, the third slot's empty part ({J} for a
     * condition). */
    int other = t == 2 ? 0 : 2, third = 3 - t - other;
    int sweep = grouped(id) ? 0 : (int)((nimpl[other] + BATCH - 1) / BATCH);
    for (int round = 0; round < ROUNDS + sweep; round++) {
        int nb = BATCH;
        for (int b = 0; b < BATCH; b++) {
            /* Characters most, as the grammar's abilities are mostly theirs. */
            unsigned r = below(10);
            kind k = r < 6 ? KIND_CHARACTER : r < 8 ? KIND_SPELL : KIND_LANDMARK;
            unsigned p[3];
            for (int s = 0; s < 3; s++)
                p[s] = s == t ? id : plain_partner(s, placed);
            if (round >= ROUNDS) {
                size_t at = (size_t)(round - ROUNDS) * BATCH + (size_t)b;
                if (at >= nimpl[other]) {
                    nb = b;
                    break;
                }
                p[other] = impl[other][at];
                p[third] = third == 1 ? 191 : 24;
            }
            /* A support trigger (192) only in the support slot. */
            const family *fam = pick_family(k, ALT_FACTION_NE);
            make_record(&cand[b], fam, fam->faction);
            kinds[b] = k;
            alt_unique_triple tr = {p[0], p[1], p[2]};
            if (grouped(id)) {
                make_group(&cand[b], id, placed);
            } else if (p[0] == 192) {
                cand[b].main[0] = plain_main(k);
                cand[b].main_count = 1;
                cand[b].support = tr;
                cand[b].has_support = 1;
            } else {
                cand[b].main[0] = tr;
                cand[b].main_count = 1;
            }
        }
        if (check_records(base, cand, (size_t)nb, ok) != 0)
            return -1;
        for (int b = 0; b < nb; b++)
            if (ok[b] && ntriples < TRIPLES_MAX) {
                triple *x = &triples[ntriples++];
                x->support = cand[b].has_support;
                x->n = x->support ? 1 : cand[b].main_count;
                for (int m = 0; m < x->n; m++) {
                    x->t[m] = x->support ? cand[b].support : cand[b].main[m];
                    placed[x->t[m].trigger] = placed[x->t[m].condition] = placed[x->t[m].output] = 1;
                }
                x->k = kinds[b];
                x->used = 0;
                if (placed[id])
                    return 1;
            }
    }
    return 0;
}

/* The abilities dealt out as records: for each kind and each main
 * ability not yet used, a record of one to three of them (a group
 * whole, in its order) and, half the time, a support ability of its
 * kind. A record the composer refuses whole (too many steps together) is
 * dealt again one entry smaller. */
static int deal_records(const alt_cards *base)
{
    for (size_t i = 0; i < ntriples; i++) {
        if (triples[i].used || triples[i].support)
            continue;
        kind k = triples[i].k;
        if (nrecords == RECORDS_MAX)
            break;
        alt_faction f = (alt_faction)below(6);
        const family *fam = pick_family(k, f);
        if (fam == NULL)
            continue;
        alt_unique *u = &records[nrecords];
        make_record(u, fam, f);
        size_t take[ALT_UNIQUE_MAIN_MAX + 1];
        int nt = 0, slots = 0, want = 1 + (int)below(ALT_UNIQUE_MAIN_MAX);
        if (want < triples[i].n)
            want = triples[i].n;
        for (size_t j = i; j < ntriples && slots < want; j++)
            if (!triples[j].used && !triples[j].support && triples[j].k == k && slots + triples[j].n <= want) {
                take[nt++] = j;
                slots += triples[j].n;
            }
        long sup = -1;
        int any_support = 0;
        for (size_t j = 0; j < ntriples; j++)
            any_support |= triples[j].support && triples[j].k == k && !triples[j].used;
        if (below(2) == 0 || any_support) {
            for (size_t j = 0; j < ntriples && sup < 0; j++)
                if (triples[j].support && triples[j].k == k && !triples[j].used)
                    sup = (long)j;
            for (size_t j = 0; j < ntriples && sup < 0 && below(2) == 0; j++)
                if (triples[j].support && triples[j].k == k)
                    sup = (long)j;
        }
        for (;;) {
            u->main_count = 0;
            for (int m = 0; m < nt; m++)
                for (int a = 0; a < triples[take[m]].n; a++)
                    u->main[u->main_count++] = triples[take[m]].t[a];
            u->has_support = sup >= 0;
            if (sup >= 0)
                u->support = triples[sup].t[0];
            int ok = 0;
            if (check_records(base, u, 1, &ok) != 0)
                return -1;
            if (ok)
                break;
            if (nt == 1 && sup < 0) {
                fprintf(stderr, "uniques_random: an ability that composed alone no longer does\n");
                return -1;
            }
            if (nt > 1)
                nt--;
            else
                sup = -1;
        }
        for (int m = 0; m < nt; m++)
            triples[take[m]].used = 1;
        if (sup >= 0)
            triples[sup].used = 1;
        record_kind[nrecords++] = k;
    }
    /* Support abilities no main one took along. */
    for (size_t j = 0; j < ntriples && nrecords < RECORDS_MAX; j++) {
        if (!triples[j].support || triples[j].used)
            continue;
        alt_faction f = (alt_faction)below(6);
        const family *fam = pick_family(triples[j].k, f);
        alt_unique *u = &records[nrecords];
        make_record(u, fam, f);
        u->main[0] = plain_main(triples[j].k);
        u->main_count = 1;
        u->support = triples[j].t[0];
        u->has_support = 1;
        triples[j].used = 1;
        record_kind[nrecords++] = triples[j].k;
    }
    return 0;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (int c; (c = fgetc(f)) != EOF;) {
        if (len + 2 > cap) {
            cap = cap ? cap * 2 : 4096;
            char *nb = realloc(buf, cap);
            if (nb == NULL) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        buf[len++] = (char)c;
    }
    fclose(f);
    if (buf != NULL)
        buf[len] = '\0';
    return buf;
}

/* Writes deck n: the bundled deck of the faction, its card lines read
 * "COUNT REF", three copies fewer (from its last lines), then the three
 * records' lines. A record whose name the deck's other cards have is
 * traded with a later record of the same faction first. */
static int write_deck(const alt_cards *db, const char *dir, int n, alt_faction f, const alt_unique *const u[3])
{
    char path[512];
    snprintf(path, sizeof path, "corpora/decks/constructed_%s.txt", faction_decks[f]);
    char *text = slurp(path);
    if (text == NULL) {
        fprintf(stderr, "uniques_random: %s does not open (run from the source root)\n", path);
        return -1;
    }
    int counts[64];
    char refs[64][40];
    int nl = 0;
    for (char *line = strtok(text, "\n"); line != NULL && nl < 64; line = strtok(NULL, "\n")) {
        int c;
        char ref[40];
        if (line[0] == '#' || sscanf(line, "%d %39s", &c, ref) != 2)
            continue;
        counts[nl] = c;
        memcpy(refs[nl], ref, sizeof ref);
        nl++;
    }
    free(text);
    for (int drop = 3, i = nl - 1; drop > 0 && i > 0; i--)
        while (drop > 0 && counts[i] > 0) {
            counts[i]--;
            drop--;
        }
    snprintf(path, sizeof path, "%s/deck_%02d.txt", dir, n);
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        fprintf(stderr, "uniques_random: %s does not open for writing\n", path);
        return -1;
    }
    fprintf(out, "# %s, three random Uniques\n", faction_decks[f]);
    for (int i = 0; i < nl; i++)
        if (counts[i] > 0)
            fprintf(out, "%d %s\n", counts[i], refs[i]);
    for (int k = 0; k < 3; k++)
        fprintf(out, "1 %s\n", u[k]->ref);
    (void)db;
    return fclose(out) == 0 ? 0 : -1;
}

/* Whether the name of family ref (a Unique's reference) is one of the
 * deck's other cards' or of the Uniques already in it. */
static int name_taken(const alt_cards *db, alt_faction f, const alt_unique *u, const alt_unique *const in[], int nin)
{
    char fam[32];
    const char *last = strrchr(u->ref, '_');
    size_t n = (size_t)(last - u->ref);
    memcpy(fam, u->ref, n);
    fam[n] = '\0';
    const alt_card_info *c = alt_cards_get(db, alt_cards_find(db, fam));
    for (int i = 0; i < nin; i++) {
        const char *l = strrchr(in[i]->ref, '_');
        char other[32];
        memcpy(other, in[i]->ref, (size_t)(l - in[i]->ref));
        other[l - in[i]->ref] = '\0';
        if (strcmp(alt_cards_get(db, alt_cards_find(db, other))->name, c->name) == 0)
            return 1;
    }
    char path[512];
    snprintf(path, sizeof path, "corpora/decks/constructed_%s.txt", faction_decks[f]);
    char *text = slurp(path);
    if (text == NULL)
        return 1;
    int taken = 0;
    for (char *line = strtok(text, "\n"); line != NULL && !taken; line = strtok(NULL, "\n")) {
        int count;
        char ref[40];
        if (line[0] == '#' || sscanf(line, "%d %39s", &count, ref) != 2)
            continue;
        uint16_t i = alt_cards_find(db, ref);
        taken = i != ALT_CARD_NONE && strcmp(alt_cards_get(db, i)->name, c->name) == 0;
    }
    free(text);
    return taken;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: uniques_random SEED OUTDIR\n");
        return 2;
    }
    rng_state = strtoull(argv[1], NULL, 10) * 0x9E3779B97F4A7C15ull + 1;
    const char *dir = argv[2];
    alt_cards *base = NULL;
    if (alt_cards_bundled(&base) != ALT_OK) {
        fprintf(stderr, "uniques_random: the bundled card database does not load\n");
        return 2;
    }
    read_families(base);
    static unsigned char placed[10000];
    size_t total = 0;
    for (size_t i = 0; i < alt_part_count(); i++) {
        unsigned id = alt_part_id(i);
        if (alt_part_encoding(id) == NULL)
            continue;
        int t = (int)alt_part_type_of(id) - 1;
        impl[t][nimpl[t]++] = id;
        total++;
        const char *e = alt_part_encoding(id);
        int least = 0;
        if (strncmp(e, "depending:", 10) == 0 && nopeners < 8)
            openers[nopeners++] = id;
        else if (strcmp(e, "BULLET") == 0 && nbullets < 8)
            bullets[nbullets++] = id;
        else if (sscanf(e, "range:%d+", &least) == 1 && nranges < 8) {
            size_t r = nranges++;
            for (; r > 0 && range_least[r - 1] > least; r--) {   /* by rising count */
                ranges[r] = ranges[r - 1];
                range_least[r] = range_least[r - 1];
            }
            ranges[r] = id;
            range_least[r] = least;
        }
    }
    /* Every implemented part, in a random order. */
    unsigned order[3 * PARTS_MAX];
    int order_type[3 * PARTS_MAX];
    size_t no = 0;
    for (int t = 0; t < 3; t++)
        for (size_t i = 0; i < nimpl[t]; i++) {
            order[no] = impl[t][i];
            order_type[no++] = t;
        }
    for (size_t i = no; i > 1; i--) {
        size_t j = below((unsigned)i);
        unsigned a = order[i - 1];
        int b = order_type[i - 1];
        order[i - 1] = order[j];
        order_type[i - 1] = order_type[j];
        order[j] = a;
        order_type[j] = b;
    }
    int unplaced = 0;
    for (size_t i = 0; i < no; i++) {
        if (placed[order[i]])
            continue;
        int r = place(base, order[i], order_type[i], placed);
        if (r < 0)
            return 2;
        if (r == 0) {
            printf("unplaced: part %u (%s): no triple of this build holds it\n", order[i],
                   alt_part_type_name(alt_part_type_of(order[i])));
            unplaced++;
        }
    }
    if (deal_records(base) != 0)
        return 2;

    /* Decks: each faction's records three at a time, the last three
     * made up with records of a plain ability; a record whose family's
     * name the deck has already is given another family of its kind. */
    char path[512];
    snprintf(path, sizeof path, "%s/uniques.txt", dir);
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        fprintf(stderr, "uniques_random: %s does not open for writing\n", path);
        return 2;
    }
    fprintf(out, "# random Uniques of uniques_random %s\n", argv[1]);
    int decks = 0;
    size_t in_decks = 0, fillers = 0;
    for (int f = 0; f < 6; f++) {
        size_t mine[RECORDS_MAX], nm = 0;
        for (size_t i = 0; i < nrecords; i++)
            if (records[i].faction == (alt_faction)f)
                mine[nm++] = i;
        while (nm % 3 != 0 && nrecords < RECORDS_MAX) {
            alt_unique *u = &records[nrecords];
            make_record(u, pick_family(KIND_CHARACTER, (alt_faction)f), (alt_faction)f);
            u->main[0] = plain_main(KIND_CHARACTER);
            u->main_count = 1;
            record_kind[nrecords] = KIND_CHARACTER;
            mine[nm++] = nrecords++;
            fillers++;
        }
        for (size_t g = 0; g + 3 <= nm; g += 3) {
            const alt_unique *three[3];
            for (int k = 0; k < 3; k++) {
                alt_unique *u = &records[mine[g + k]];
                for (int tries = 0; name_taken(base, (alt_faction)f, u, three, k); tries++) {
                    if (tries == 200) {
                        fprintf(stderr, "uniques_random: no free name for %s\n", u->ref);
                        return 2;
                    }
                    const family *fam = pick_family(record_kind[mine[g + k]], ALT_FACTION_NE);
                    snprintf(u->ref, sizeof u->ref, "%s_%u", fam->ref, serial++);
                }
                three[k] = u;
            }
            if (write_deck(base, dir, decks, (alt_faction)f, three) != 0)
                return 2;
            for (int k = 0; k < 3; k++) {
                char line[ALT_UNIQUE_TEXT_MAX + 1];
                alt_unique_format(three[k], line, sizeof line);
                fprintf(out, "%s\n", line);
            }
            decks++;
            in_decks += 3;
        }
    }
    if (fclose(out) != 0)
        return 2;
    size_t per_kind[KIND__COUNT] = {0};
    for (size_t i = 0; i < nrecords; i++)
        per_kind[record_kind[i]]++;
    printf("parts: %zu implemented, %zu in the records\n", total, total - (size_t)unplaced);
    printf("records: %zu in %d decks (%zu %s, %zu %s, %zu %s; %zu of them a plain {J} Draw a card)\n", in_decks,
           decks, per_kind[KIND_CHARACTER], kind_names[KIND_CHARACTER], per_kind[KIND_SPELL], kind_names[KIND_SPELL],
           per_kind[KIND_LANDMARK], kind_names[KIND_LANDMARK], fillers);
    alt_cards_destroy(&base);
    return unplaced ? 1 : 0;
}
