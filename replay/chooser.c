/*
 * chooser.c: splitmix64, salted so that a game's seed and its chooser's seed
 * never produce the same stream.
 */
#include "chooser.h"

void replay_chooser_seed(replay_chooser *c, uint64_t seed)
{
    c->state = seed ^ 0xA17E2ED0C4005E11ull;
}

size_t replay_chooser_pick(replay_chooser *c, size_t n)
{
    uint64_t z = (c->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (size_t)(z % n);
}
