/*
 * sign_key.h: Ed25519 key files for signed verdicts (docs/verdict.md).
 *
 * A public key file is the key's 32 bytes as 64 lowercase hex digits and a
 * newline; a secret key file is 128 hex digits and a newline: the 32-byte
 * seed, then the public key (libsodium's and Go's 64-byte secret key; the
 * seed alone is what PyNaCl's SigningKey and OpenSSL's raw private keys
 * take). Hex, not z85 as the daemon's CURVE keys are, so that one kind
 * cannot be taken for the other, and so that any language reads them.
 */
#ifndef REPLAY_SIGN_KEY_H
#define REPLAY_SIGN_KEY_H

#include <stddef.h>
#include <stdint.h>

enum { REPLAY_SIGN_PUBLIC_BYTES = 32, REPLAY_SIGN_SECRET_BYTES = 64, REPLAY_SIGNATURE_BYTES = 64 };

typedef struct replay_sign_key {
    uint8_t secret[REPLAY_SIGN_SECRET_BYTES];   /* seed, then public key */
    uint8_t public_key[REPLAY_SIGN_PUBLIC_BYTES];
} replay_sign_key;

/* Writes PREFIX.key (mode 0600) and PREFIX.pub (0644) holding a new key
 * pair. Refuses when either exists, a symlink included (O_EXCL): a key is
 * never written through a link someone else planted. 0, or -1 with why. */
int replay_sign_keygen(const char *prefix, char *why, size_t why_size);

/* Reads a secret key file. Refuses a file that group or others may read
 * (its secret is no longer the signer's alone), anything but a regular
 * file, a public key file given in its place, and a key whose public half
 * does not match its seed. 0, or -1 with why. */
int replay_sign_key_load(const char *path, replay_sign_key *out, char *why, size_t why_size);

/* Reads a public key file. 0, or -1 with why. */
int replay_sign_public_load(const char *path, uint8_t out[REPLAY_SIGN_PUBLIC_BYTES], char *why, size_t why_size);

/* The key as 64 hex digits (out: at least 65 bytes). */
void replay_sign_hex(const uint8_t *bytes, size_t n, char *out);

/* Wipes a secret key from memory. */
void replay_sign_key_wipe(replay_sign_key *k);

#endif
