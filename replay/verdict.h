/*
 * verdict.h: signed verdicts (docs/verdict.md). A verdict says what was
 * verified (a SHA-256 of the bytes, every game's whole header), what came
 * of it (each game's verdict, the archive's) and which build said so (its
 * versions); signed with Ed25519, it holds beyond the connection or the
 * machine that made it. altered-replay verify --sign makes one per file,
 * altered-judged one per Verify request, and altered-replay verify-verdict
 * checks either.
 */
#ifndef REPLAY_VERDICT_H
#define REPLAY_VERDICT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "altered.pb-c.h"
#include "archive.h"
#include "game.h"
#include "sign_key.h"

/* What the signature covers: this prefix, its terminating zero byte, then
 * the packed Verdict (SignedVerdict.verdict). The prefix keeps a signature
 * made for anything else with the same key from passing as a verdict. */
#define REPLAY_VERDICT_CONTEXT "altered-verdict-1"
enum { REPLAY_VERDICT_VERSION = 1, REPLAY_VERDICT_MAX_BYTES = 256 << 20, REPLAY_VERDICT_MALFORMED = -2 };

typedef struct replay_verdict replay_verdict;

/* A verdict being built, about a file or one game; program names the
 * signer ("altered-replay"). NULL when out of memory. */
replay_verdict *replay_verdict_new(Altered__VerdictScope scope, const char *program, const char *file,
                                   const alt_cards *db);
void replay_verdict_destroy(replay_verdict **v);

/* One game: its message bytes (for its SHA-256; NULL when unreadable), its
 * log (for its header; NULL when unreadable) and the replay's result.
 * Returns 0, or -1 when out of memory. */
int replay_verdict_add_game(replay_verdict *v, size_t index, const uint8_t *msg, size_t msg_len,
                            const Altered__GameLog *log, const replay_result *res);
/* The same in two halves, for verify -j: one game's part of a verdict,
 * made on any thread (the caller owns it; NULL when out of memory), then
 * added in the file's order, which takes it over (-1 when g is NULL or
 * out of memory, g freed). */
Altered__GameVerdict *replay_verdict_game_new(size_t index, const uint8_t *msg, size_t msg_len,
                                              const Altered__GameLog *log, const replay_result *res);
int replay_verdict_add(replay_verdict *v, Altered__GameVerdict *g);
void replay_verdict_game_free(Altered__GameVerdict *g);

/* What was read: the SHA-256 and size of every byte, the overall exit code
 * and, for a file, the archive's report (NULL for a game). */
void replay_verdict_finish(replay_verdict *v, const uint8_t sha256[32], uint64_t size, int exit_code,
                           const replay_archive_report *archive);

/* Packs and signs: *out (malloc'd) holds a packed SignedVerdict. 0, or -1
 * when out of memory. */
int replay_verdict_sign(replay_verdict *v, const replay_sign_key *key, uint64_t signed_at, uint8_t **out,
                        size_t *out_len);

/* Checks a packed SignedVerdict against the public key the caller trusts:
 * one reading of the file (wire_strict.h), the signature over the exact
 * verdict bytes, then one reading of those, their strings and version.
 * 0 with *out the Verdict (free it with altered__verdict__free_unpacked);
 * -1 with why when the signature fails (forged, altered, another key);
 * REPLAY_VERDICT_MALFORMED with why when the bytes are not a signed
 * verdict with one reading. */
int replay_verdict_check(const uint8_t *data, size_t len, const uint8_t public_key[REPLAY_SIGN_PUBLIC_BYTES],
                         Altered__Verdict **out, char *why, size_t why_size);

/* A verdict in words, one line per game. */
void replay_verdict_print(FILE *f, const Altered__Verdict *v);

/* SHA-256 of a whole file's bytes ("-": standard input) and its size; 0,
 * or -1 with why. */
int replay_file_sha256(const char *path, uint8_t out[32], uint64_t *size, char *why, size_t why_size);

#endif
