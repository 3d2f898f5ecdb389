/*
 * log.h: game logs and archives on disk, and their meaning to the engine.
 *
 * An archive is a sequence of GameLog messages (proto/altered.proto), each
 * preceded by its length as a base-128 varint, so that a whole tournament is
 * one file that is read one game at a time in constant memory.
 */
#ifndef REPLAY_LOG_H
#define REPLAY_LOG_H

#include <stdio.h>

#include "altered.h"
#include "altered.pb-c.h"
#include "arena.h"
#include "archive.h"
#include "sha256.h"

enum {
    REPLAY_LOG_FORMAT_VERSION = 1,
    REPLAY_MAX_GAME_BYTES = 64 << 20,  /* one GameLog; larger is refused as malformed */
    /* What one GameLog may take unpacked (wire_size.h), counted before it
     * is: some two million steps; more is refused as malformed, so that
     * a frame of empty steps cannot take gigabytes. */
    REPLAY_MAX_UNPACKED_BYTES = 256 << 20,
    /* The reader's buffer; a longer frame grows it. Sizes from 64 KB to
     * 1 MB read alike (archive check); the smaller, the smaller verify's
     * peak RSS (some 5 MB at this size). */
    REPLAY_READ_BUFFER = 1 << 18
};

typedef struct replay_reader replay_reader;

/* path "-" reads standard input. */
replay_reader *replay_reader_open(const char *path, char *err, size_t err_size);
/* 1: *out holds the next game, owned by the reader and valid until the next
 * call or replay_reader_close; 0: end of the archive (its end of file, or
 * its trailer); -1: malformed or truncated input, described in err, after
 * which the reader reads nothing more. */
int replay_reader_next(replay_reader *r, Altered__GameLog **out, char *err, size_t err_size);
/* ---- reading in two halves, for verify -j: this thread frames and
 * digests, in order; any thread checks and unpacks a frame; this thread
 * then settles each frame, in order, as replay_reader_next would have.
 * replay_reader_next is the three in one. */

/* One frame as read, not yet checked nor counted toward the archive. */
typedef struct replay_frame {
    long long at, end;          /* the offsets of its first byte and of the byte after it */
    uint8_t prefix[10];         /* its length prefix, as read */
    size_t prefix_len;
    /* Its message, where the reader read it into its own buffer: valid
     * until the reader reads another frame (replay_reader_frame or
     * replay_reader_next) or is closed; settling and the digest leave it. */
    const uint8_t *msg;
    size_t len;
    /* It holds an archive trailer, or its top level does not even parse:
     * it may end the archive, so check and settle it before reading on. */
    int may_end;
    int truncated;              /* after -1: the input ends inside the frame */
    replay_sha256 upto;         /* every byte of the file up to its end, digested */
} replay_frame;

/* 1: *f holds the next frame; 0: the end of the input; -1: the framing is
 * broken (described in err, f->truncated set), and nothing more is read
 * as frames. Either way settle it next, or after the frames before it. */
int replay_reader_frame(replay_reader *r, replay_frame *f, char *err, size_t err_size);
/* Checks one frame as replay_reader_next does, unpacking it into arena
 * (its caller resets it). 1: *out is a game; 0: *out is the archive
 * trailer; -1: not a GameLog, or a string in it is not NUL-free UTF-8 (err).
 * Touches no reader: any thread may call it. */
int replay_frame_check(const replay_frame *f, replay_arena *arena, Altered__GameLog **out, char *err,
                       size_t err_size);
/* Settles a frame, in the input's order, given what replay_reader_frame
 * (got -1 or 0) or replay_frame_check (got) said of it: log is the trailer
 * when got is 0 from the check, digest the game's
 * (replay_archive_game_digest) when got is 1. Returns what
 * replay_reader_next would: 1 a game, 0 the end, -1 an error (err: the
 * check's, or one of its own), after which nothing more is read. */
int replay_reader_settle(replay_reader *r, const replay_frame *f, int got, const Altered__GameLog *log,
                         uint64_t digest, char *err, size_t err_size);

/* The check and the settling at once, on this thread: what
 * replay_reader_next does with the frame it has read (got:
 * replay_reader_frame's answer), *out a game in arena when it returns 1. */
int replay_reader_take(replay_reader *r, const replay_frame *f, int got, replay_arena *arena, Altered__GameLog **out,
                       char *err, size_t err_size);

/* The last game's message bytes as read (owned by the reader, valid as
 * *out is); NULL with *len 0 when none. */
const uint8_t *replay_reader_packed(const replay_reader *r, size_t *len);
/* Once reading has ended: is this the whole archive (archive.h)? */
void replay_reader_completeness(const replay_reader *r, replay_archive_report *out);
/* Once reading has ended: the SHA-256 and the count of every byte of the
 * input, what reading left (after a malformed frame) read now. -1 on a
 * read error. */
int replay_reader_digest(replay_reader *r, uint8_t out[32], uint64_t *size);
/* Bytes consumed so far and the file's size (0 when unknown). */
void replay_reader_progress(const replay_reader *r, long long *done, long long *total);
void replay_reader_close(replay_reader **r);

/* Appends one game, length-delimited. Returns 0 or -1 (errno set). */
int replay_write_game(FILE *f, const Altered__GameLog *log);

/* The state hash encoding this build hashes a game of the header's
 * ruleset over (alt_hash_version); the newest for a ruleset it does not
 * know, which the ruleset's own check then refuses. */
unsigned replay_log_hash_encoding(const Altered__Versions *v);
/* 1 when the header's hash encoding is one its ruleset holds for its
 * chance mode (alt_hash_version_holds): a log this build verifies. */
int replay_log_hash_encoding_held(const Altered__Header *h);
/* Turns a log's header into a setup, checking every version it names.
 * Returns a REPLAY_EXIT_* code and describes a refusal in msg. */
int replay_log_setup(const alt_cards *db, const Altered__GameLog *log, alt_setup *out, char *msg, size_t msg_size);
/* Fills a header for a game the engine is about to play. Strings point at
 * static or db-owned text, or into date (the setup's date, written there);
 * decks and date must outlive the header. */
void replay_log_header(const alt_cards *db, const alt_setup *setup, Altered__Header *h, Altered__Versions *v,
                       Altered__Deck decks[2], const char **refs[2], char date[11]);

/* A logged action as an engine action; -1 when a field cannot be one. */
int replay_action_from_log(const Altered__Action *in, alt_action *out);
void replay_action_to_log(const alt_action *in, Altered__Action *out);

#endif
