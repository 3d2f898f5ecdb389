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
#include "archive.h"

enum {
    REPLAY_LOG_FORMAT_VERSION = 1,
    REPLAY_MAX_GAME_BYTES = 64 << 20   /* one GameLog; larger is refused as malformed */
};

typedef struct replay_reader replay_reader;

/* path "-" reads standard input. */
replay_reader *replay_reader_open(const char *path, char *err, size_t err_size);
/* 1: *out holds the next game, owned by the reader and valid until the next
 * call or replay_reader_close; 0: end of the archive (its end of file, or
 * its trailer); -1: malformed or truncated input, described in err, after
 * which the reader reads nothing more. */
int replay_reader_next(replay_reader *r, Altered__GameLog **out, char *err, size_t err_size);
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
 * static or db-owned text; decks must outlive the header. */
void replay_log_header(const alt_cards *db, const alt_setup *setup, Altered__Header *h, Altered__Versions *v,
                       Altered__Deck decks[2], const char **refs[2]);

/* A logged action as an engine action; -1 when a field cannot be one. */
int replay_action_from_log(const Altered__Action *in, alt_action *out);
void replay_action_to_log(const alt_action *in, Altered__Action *out);

#endif
