/*
 * cache.c: the state cache: two chained hash tables (entries by full key,
 * header records by header hash), one LRU list over all entries, and per
 * header a short list of its entries, newest first. Entries are allocated
 * once each and reused on eviction when the cache is full.
 */
#include "cache.h"

#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

typedef struct header_rec header_rec;

typedef struct entry {
    uint64_t header, prefix;
    size_t len;                  /* bytes of the actions: with header and prefix, the key */
    size_t n;                    /* the actions */
    struct entry *prev, *next;   /* LRU: most recent at head */
    struct entry *chain;         /* bucket of the key table */
    struct entry *sib;           /* the header's entries, newest first */
    header_rec *h;
    max_align_t state[];         /* alt_game_size() bytes */
} entry;

struct header_rec {
    uint64_t header;
    header_rec *chain;
    entry *first;
    unsigned count;
};

struct judged_cache {
    pthread_mutex_t lock;
    size_t state_size, capacity, count, bytes;
    size_t nbuckets;             /* a power of two, for both tables */
    entry **keys;
    header_rec **headers;
    entry *head, *tail;
    uint64_t hits, partial_hits, misses, evictions;
};

/* The key's hash of the first len bytes of g's actions. */
static uint64_t prefix_hash(const judged_cache_game *g, size_t len)
{
    return XXH3_64bits_withSeed(g->bytes, len, g->header);
}

static size_t key_bucket(const judged_cache *c, uint64_t header, size_t len, uint64_t prefix)
{
    uint64_t k = header ^ (prefix * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)len * 0xC2B2AE3D27D4EB4Full);
    k ^= k >> 29;
    return (size_t)(k & (c->nbuckets - 1));
}

static size_t header_bucket(const judged_cache *c, uint64_t header)
{
    uint64_t k = header * 0x9E3779B97F4A7C15ull;
    return (size_t)((k ^ (k >> 32)) & (c->nbuckets - 1));
}

judged_cache *judged_cache_new(size_t bytes)
{
    size_t state_size = alt_game_size();
    size_t per = sizeof(entry) + state_size + sizeof(header_rec) + 2 * sizeof(void *);
    size_t capacity = bytes / per;
    if (capacity == 0)
        return NULL;
    judged_cache *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->state_size = state_size;
    c->capacity = capacity;
    c->bytes = bytes;
    c->nbuckets = 1;
    while (c->nbuckets < capacity)
        c->nbuckets <<= 1;
    c->keys = calloc(c->nbuckets, sizeof *c->keys);
    c->headers = calloc(c->nbuckets, sizeof *c->headers);
    if (!c->keys || !c->headers || pthread_mutex_init(&c->lock, NULL) != 0) {
        free(c->keys);
        free(c->headers);
        free(c);
        return NULL;
    }
    return c;
}

void judged_cache_destroy(judged_cache **cp)
{
    if (!cp || !*cp)
        return;
    judged_cache *c = *cp;
    for (entry *e = c->head, *next; e; e = next) {
        next = e->next;
        free(e);
    }
    for (size_t i = 0; i < c->nbuckets; i++)
        for (header_rec *h = c->headers[i], *next; h; h = next) {
            next = h->chain;
            free(h);
        }
    free(c->keys);
    free(c->headers);
    pthread_mutex_destroy(&c->lock);
    free(c);
    *cp = NULL;
}

static entry *lookup(const judged_cache *c, uint64_t header, size_t len, uint64_t prefix)
{
    for (entry *e = c->keys[key_bucket(c, header, len, prefix)]; e; e = e->chain)
        if (e->header == header && e->len == len && e->prefix == prefix)
            return e;
    return NULL;
}

static header_rec *find_header(const judged_cache *c, uint64_t header)
{
    for (header_rec *h = c->headers[header_bucket(c, header)]; h; h = h->chain)
        if (h->header == header)
            return h;
    return NULL;
}

static void lru_unlink(judged_cache *c, entry *e)
{
    if (e->prev)
        e->prev->next = e->next;
    else
        c->head = e->next;
    if (e->next)
        e->next->prev = e->prev;
    else
        c->tail = e->prev;
    e->prev = e->next = NULL;
}

static void lru_push(judged_cache *c, entry *e)
{
    e->prev = NULL;
    e->next = c->head;
    if (c->head)
        c->head->prev = e;
    c->head = e;
    if (!c->tail)
        c->tail = e;
}

static void touch(judged_cache *c, entry *e)
{
    if (c->head != e) {
        lru_unlink(c, e);
        lru_push(c, e);
    }
}

/* Takes an entry out of every structure (and frees its header record when
 * it was the last); the entry's memory is the caller's. */
static void detach(judged_cache *c, entry *e)
{
    lru_unlink(c, e);
    entry **pp = &c->keys[key_bucket(c, e->header, e->len, e->prefix)];
    while (*pp && *pp != e)
        pp = &(*pp)->chain;
    if (*pp)
        *pp = e->chain;
    header_rec *h = e->h;
    entry **sp = &h->first;
    while (*sp && *sp != e)
        sp = &(*sp)->sib;
    if (*sp)
        *sp = e->sib;
    if (--h->count == 0) {
        header_rec **hp = &c->headers[header_bucket(c, h->header)];
        while (*hp && *hp != h)
            hp = &(*hp)->chain;
        if (*hp)
            *hp = h->chain;
        free(h);
    }
    c->count--;
    c->evictions++;
}

static long find(judged_cache *c, const judged_cache_game *g, alt_game *out, size_t *k_len, int count)
{
    if (!c || !g || !out || (g->len && !g->bytes))
        return -1;
    uint64_t header = g->header;
    size_t len = g->len;
    uint64_t full = prefix_hash(g, len);
    long found = -1;
    pthread_mutex_lock(&c->lock);
    entry *e = lookup(c, header, len, full);
    if (e) {
        c->hits += count;
    } else {
        header_rec *h = find_header(c, header);
        /* The header's entries shorter than the game, longest first. An
         * entry whose bytes are the game's first ones ends where an action
         * of the game ends: both are whole actions from the same start. */
        entry *cand[JUDGED_CACHE_PER_HEADER];
        size_t nc = 0;
        for (entry *s = h ? h->first : NULL; s && nc < JUDGED_CACHE_PER_HEADER; s = s->sib) {
            if (s->len >= len)
                continue;
            size_t i = nc++;
            while (i > 0 && cand[i - 1]->len < s->len) {
                cand[i] = cand[i - 1];
                i--;
            }
            cand[i] = s;
        }
        for (size_t i = 0; i < nc && !e; i++)
            if (prefix_hash(g, cand[i]->len) == cand[i]->prefix)
                e = cand[i];
        if (e)
            c->partial_hits += count;
        else
            c->misses += count;
    }
    if (e) {
        touch(c, e);
        memcpy(out, e->state, c->state_size);
        found = (long)e->n;
        if (k_len)
            *k_len = e->len;
    }
    pthread_mutex_unlock(&c->lock);
    return found;
}

long judged_cache_find(judged_cache *c, const judged_cache_game *g, alt_game *out, size_t *k_len)
{
    return find(c, g, out, k_len, 1);
}

long judged_cache_probe(judged_cache *c, const judged_cache_game *g, alt_game *out, size_t *k_len)
{
    return find(c, g, out, k_len, 0);
}

void judged_cache_count_hit(judged_cache *c, int whole)
{
    if (!c)
        return;
    pthread_mutex_lock(&c->lock);
    if (whole)
        c->hits++;
    else
        c->partial_hits++;
    pthread_mutex_unlock(&c->lock);
}

void judged_cache_put(judged_cache *c, const judged_cache_game *game, size_t n, size_t len, const alt_game *g)
{
    if (!c || !game || !g || len > game->len || (len && !game->bytes))
        return;
    uint64_t header = game->header;
    uint64_t prefix = prefix_hash(game, len);
    pthread_mutex_lock(&c->lock);
    entry *e = lookup(c, header, len, prefix);
    if (e) {
        touch(c, e);
        pthread_mutex_unlock(&c->lock);
        return;
    }
    entry *spare = NULL;
    header_rec *h = find_header(c, header);
    if (h && h->count >= JUDGED_CACHE_PER_HEADER) {
        entry *old = h->first;
        while (old->sib)
            old = old->sib;
        int last = h->count == 1;
        detach(c, old);
        spare = old;
        if (last)
            h = NULL;
    }
    if (!spare && c->count >= c->capacity && c->tail) {
        spare = c->tail;
        if (spare->h == h && h->count == 1)
            h = NULL;
        detach(c, spare);
    }
    if (!h) {
        h = calloc(1, sizeof *h);
        if (!h) {
            free(spare);
            pthread_mutex_unlock(&c->lock);
            return;
        }
        h->header = header;
        size_t b = header_bucket(c, header);
        h->chain = c->headers[b];
        c->headers[b] = h;
    }
    e = spare ? spare : malloc(sizeof *e + c->state_size);
    if (!e) {
        if (h->count == 0) {
            header_rec **hp = &c->headers[header_bucket(c, header)];
            while (*hp && *hp != h)
                hp = &(*hp)->chain;
            if (*hp)
                *hp = h->chain;
            free(h);
        }
        pthread_mutex_unlock(&c->lock);
        return;
    }
    e->header = header;
    e->prefix = prefix;
    e->n = n;
    e->len = len;
    memcpy(e->state, g, c->state_size);
    size_t b = key_bucket(c, header, len, prefix);
    e->chain = c->keys[b];
    c->keys[b] = e;
    e->h = h;
    e->sib = h->first;
    h->first = e;
    h->count++;
    lru_push(c, e);
    c->count++;
    pthread_mutex_unlock(&c->lock);
}

void judged_cache_get_stats(judged_cache *c, judged_cache_stats *out)
{
    memset(out, 0, sizeof *out);
    if (!c)
        return;
    pthread_mutex_lock(&c->lock);
    out->hits = c->hits;
    out->partial_hits = c->partial_hits;
    out->misses = c->misses;
    out->evictions = c->evictions;
    out->entries = c->count;
    out->capacity = c->capacity;
    out->bytes = c->bytes;
    pthread_mutex_unlock(&c->lock);
}
