/*
 * sha256.c: replay_sha256_* over OpenSSL's SHA256_* (sha256.h says why).
 * The one-context functions are the ones OpenSSL 3 marks deprecated in
 * favour of EVP; EVP's context lives on the heap and copies through a
 * call, where this state is a value the callers copy to read a digest
 * midway. Both run the same assembly.
 */
#define OPENSSL_SUPPRESS_DEPRECATED
#include "sha256.h"

#include <openssl/sha.h>

_Static_assert(sizeof(SHA256_CTX) <= sizeof(((replay_sha256 *)0)->state), "replay_sha256 holds a SHA256_CTX");
_Static_assert(_Alignof(SHA256_CTX) <= 16, "replay_sha256 is aligned for a SHA256_CTX");

void replay_sha256_init(replay_sha256 *s)
{
    SHA256_Init((SHA256_CTX *)(void *)s->state);
}

void replay_sha256_update(replay_sha256 *s, const void *p, size_t n)
{
    if (n)
        SHA256_Update((SHA256_CTX *)(void *)s->state, p, n);
}

void replay_sha256_final(replay_sha256 *s, uint8_t out[32])
{
    SHA256_Final(out, (SHA256_CTX *)(void *)s->state);
}

void replay_sha256_of(uint8_t out[32], const void *p, size_t n)
{
    SHA256((const unsigned char *)p, n, out);
}
