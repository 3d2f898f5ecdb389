/*
 * xxh.h: XXH3-64 as fast as this processor computes it, for the engine's
 * hashes (a state's, the setup digest, the card database's digest).
 *
 * Plain XXH3_64bits is compiled for the architecture's baseline (SSE2 on
 * x86-64). xxHash's own x86 dispatcher (xxh_x86dispatch.h, which Debian's
 * libxxhash exports on x86) runs its AVX2 or AVX-512 code where the
 * processor has it, for inputs over 240 bytes: most states encode to more,
 * and there it halves XXH3's time. The XXH3 format fixes every value, so
 * the choice changes speed, never a hash (the tests compare the two).
 * CMake defines ALT_XXH3_DISPATCH where the library has the dispatcher;
 * elsewhere this is XXH3_64bits.
 *
 * libxxhash 0.8.1's AVX2 code returns with the upper halves of the vector
 * registers still in use (no vzeroupper): the SSE code compiled for the
 * baseline that runs next, the encoder's first, then paid for the switch
 * on every state (encode and hash took 173 to 223 ns instead of 96 to 105
 * here, slower than without the dispatcher). So the call is followed by a
 * vzeroupper, where the processor has AVX (without it the dispatcher never
 * ran AVX code, and the instruction does not exist). A tree compiled for AVX
 * itself (-mavx) has no such switch, and there the compiler may keep
 * values in those upper halves: no vzeroupper then.
 *
 * The dispatcher keeps its choice in a pointer of its own, set by its first
 * long input. alt_cards_parse (and so alt_cards_bundled) hashes the card
 * text, longer than that for any real database, so the choice is made
 * before a game is played and before a caller's threads share the
 * database; threads that each make a database at once all store the same
 * pointer.
 */
#ifndef ALT_XXH_H
#define ALT_XXH_H

#include <stddef.h>
#include <stdint.h>
#include <xxhash.h>
#if defined(ALT_XXH3_DISPATCH) && ALT_XXH3_DISPATCH
#define XXH_DISPATCH_DISABLE_REPLACE   /* no macro renames XXH3_64bits behind a reader's back */
#include <xxh_x86dispatch.h>
#endif

static inline uint64_t alt_xxh_64(const void *data, size_t len)
{
#if defined(ALT_XXH3_DISPATCH) && ALT_XXH3_DISPATCH
    uint64_t h = XXH3_64bits_dispatch(data, len);
#if !defined(__AVX__)
    if (__builtin_cpu_supports("avx"))
        __asm__ volatile("vzeroupper");
#endif
    return h;
#else
    return XXH3_64bits(data, len);
#endif
}

#endif
