/*
 * sha256.h: SHA-256, for the archive digests and the signed verdicts.
 *
 * Through OpenSSL's libcrypto, whose SHA-256 uses the processor's SHA
 * instructions where it has them: libsodium's (kept for Ed25519) is
 * portable C, and hashing every byte of an archive twice with it took 40%
 * of `verify`'s time. The state is a plain value: copying it and
 * finishing the copy gives the digest of what was fed so far, which the
 * archive tally and the reader both need.
 */
#ifndef REPLAY_SHA256_H
#define REPLAY_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct replay_sha256 {
    _Alignas(16) unsigned char state[128];   /* OpenSSL's SHA256_CTX (checked in sha256.c) */
} replay_sha256;

void replay_sha256_init(replay_sha256 *s);
void replay_sha256_update(replay_sha256 *s, const void *p, size_t n);
/* Writes the digest; s must be initialised again before further use. */
void replay_sha256_final(replay_sha256 *s, uint8_t out[32]);
/* The digest of one buffer (libsodium's argument order). */
void replay_sha256_of(uint8_t out[32], const void *p, size_t n);

#endif
