/*
 * archive.h: sealed archives. A trailer after the last game records how
 * many games there were, where each began, a digest of each and a SHA-256
 * of all of them (docs/log-format.md, "Archive trailer"), so that a judge
 * asked whether an archive verifies can say "all of it" or "not all of it":
 * the varint framing alone cannot tell an archive cut between two games, or
 * missing a round, from a whole one.
 *
 * Two nouns: the tally, which a reader feeds with each frame as it reads it
 * and which gives the verdict at the end; and the writer, which frames the
 * games it is given and seals the archive with their trailer.
 */
#ifndef REPLAY_ARCHIVE_H
#define REPLAY_ARCHIVE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "altered.pb-c.h"
#include "sha256.h"

enum { REPLAY_TRAILER_VERSION = 1 };

/* The verdicts, in the exit codes of `altered-replay archive check`. */
typedef enum replay_archive_verdict {
    REPLAY_ARCHIVE_COMPLETE = 0,    /* every sealed game, in order, unaltered */
    REPLAY_ARCHIVE_TRUNCATED = 1,   /* games missing: cut after game K, inside a game, or from the middle */
    REPLAY_ARCHIVE_ALTERED = 2,     /* a game's bytes are not what was sealed */
    REPLAY_ARCHIVE_MALFORMED = 3,   /* unreadable: framing, a bad trailer, bytes after the trailer */
    REPLAY_ARCHIVE_REORDERED = 4,   /* the sealed games, duplicated or in another order */
    REPLAY_ARCHIVE_UNSEALED = 5     /* no trailer: completeness cannot be checked */
} replay_archive_verdict;

typedef struct replay_archive_report {
    replay_archive_verdict verdict;
    uint64_t games_read;        /* games before the trailer (or the break) */
    uint64_t games_sealed;      /* games the trailer names (0 without one) */
    uint64_t first_bad;         /* 1-based game the verdict is about; 0 when none */
    uint8_t sha256[32];         /* of the bytes read before the trailer */
    char msg[256];              /* the verdict in words */
} replay_archive_report;

const char *replay_archive_verdict_name(replay_archive_verdict v);  /* "complete", ... */

/* A game's digest in the trailer: the SHA-256 of its framed bytes (prefix,
 * then message), the first eight bytes read little-endian. */
uint64_t replay_archive_game_digest(const uint8_t *prefix, size_t prefix_len, const uint8_t *msg, size_t msg_len);

/* ---- the tally: what a reader has read so far */
typedef struct replay_archive_tally replay_archive_tally;

replay_archive_tally *replay_archive_tally_new(void);   /* NULL when out of memory */
void replay_archive_tally_destroy(replay_archive_tally **t);
/* One game's frame, as read, in order: its digest
 * (replay_archive_game_digest), the offset of its first byte (what the
 * trailer's offsets must say) and the SHA-256 state of every byte of the
 * archive up to the frame's end. Frames are contiguous from the first
 * byte, so that state is the digest of every game frame so far: the
 * reader's one stream over the file serves both. Returns -1 when out of
 * memory. */
int replay_archive_tally_game(replay_archive_tally *t, uint64_t digest, uint64_t offset, const replay_sha256 *upto);
/* The trailer, found at offset; the tally keeps a copy. -1 out of memory. */
int replay_archive_tally_trailer(replay_archive_tally *t, const Altered__ArchiveTrailer *tr, uint64_t offset);
/* Reading stopped on an error: truncated says the input ended inside a
 * frame, which is evidence of a cut whether or not a trailer was seen. */
void replay_archive_tally_broken(replay_archive_tally *t, int truncated, const char *why);
/* The verdict on what was read (call once reading has ended). */
void replay_archive_tally_verdict(const replay_archive_tally *t, replay_archive_report *out);

/* ---- the writer */
typedef struct replay_archive_writer replay_archive_writer;

/* Writes to f (borrowed: the caller closes it). NULL when out of memory. */
replay_archive_writer *replay_archive_writer_new(FILE *f);
/* Frames and writes one game. Returns 0, or -1 on a write error. */
int replay_archive_writer_game(replay_archive_writer *w, const Altered__GameLog *log);
/* The same for a game already packed (msg: a GameLog's bytes). */
int replay_archive_writer_packed(replay_archive_writer *w, const uint8_t *msg, size_t len);
/* Writes the trailer of every game written so far; then nothing more may
 * be written. Returns 0 or -1. */
int replay_archive_writer_seal(replay_archive_writer *w);
void replay_archive_writer_destroy(replay_archive_writer **w);

/* A varint length prefix for len; returns its size (at most 10 bytes). */
size_t replay_archive_prefix(uint64_t len, uint8_t out[10]);

#endif
