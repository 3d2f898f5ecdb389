/*
 * rng.c: xoshiro256** (Blackman and Vigna) with splitmix64 seeding.
 *
 * Chosen because it is small, fast, well studied and trivially ported: a
 * verifier written in any language can reproduce a game from its seed.
 * Bounded draws use plain rejection rather than multiply-shift so that the
 * arithmetic is the same in languages without 128-bit integers.
 */
#include "rng.h"

#include <assert.h>

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void alt_rng_seed(uint64_t s[4], uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        s[i] = splitmix64(&x);
}

uint64_t alt_rng_next(uint64_t s[4])
{
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* Inline in the shuffle, whatever the build's inlining across files:
 * every setup shuffles both decks, a draw per card. */
static inline uint64_t below(uint64_t s[4], uint64_t n)
{
    assert(n >= 1);
    /* Largest multiple of n that fits: draws at or above it are rejected.
     * It is at least 2^64 - n, so a draw at or below that is accepted
     * without computing it: one division a draw instead of two (a setup
     * shuffles both decks, a division per card). */
    uint64_t r;
    for (;;) {
        r = alt_rng_next(s);
        if (r <= UINT64_MAX - (n - 1) || r <= UINT64_MAX - (UINT64_MAX % n + 1) % n)
            break;
    }
    return r % n;
}

uint64_t alt_rng_below(uint64_t s[4], uint64_t n)
{
    return below(s, n);
}

void alt_rng_shuffle(uint64_t s[4], uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)below(s, (uint64_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
