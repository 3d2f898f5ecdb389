/*
 * outfile.h: every file an altered-replay command writes goes through
 * here, so that no command can lose what it was given. An output that is
 * one of the command's inputs (the same file by device and inode, through
 * a symbolic or a hard link too) is refused before anything is written;
 * a file is written to a temporary file beside it and renamed into place
 * only once it is whole, so a run that fails or is interrupted leaves the
 * old file as it was. An output that is not a regular file (a terminal, a
 * pipe, /dev/null) is written directly: there is nothing to replace.
 */
#ifndef REPLAY_OUTFILE_H
#define REPLAY_OUTFILE_H

#include <stddef.h>
#include <stdio.h>

typedef struct replay_outfile replay_outfile;

enum {
    /* Refuse standard output when it is a terminal (REPLAY_EXIT_USAGE):
     * binary bytes there would only scramble the screen. */
    REPLAY_OUTFILE_BINARY = 1
};

/* 1 when path names the same file as one of the n inputs ("-": standard
 * input, as it is open), or when path is "-" and standard output is one
 * of them; then "altered-replay CMD: ..." is printed on stderr, naming
 * the input. 0 otherwise (a path that does not exist yet is no input). */
int replay_outfile_is_input(const char *cmd, const char *path, const char *const *inputs, size_t n);

/* Opens path ("-" or NULL: standard output) for writing, after
 * replay_outfile_is_input. Returns NULL after printing why, with *rc
 * REPLAY_EXIT_USAGE (an input, or binary to a terminal) or
 * REPLAY_EXIT_MALFORMED (the file cannot be made); the caller owns the
 * result and ends it with commit or abort. */
replay_outfile *replay_outfile_open(const char *cmd, const char *path, const char *const *inputs, size_t n,
                                    int flags, int *rc);
/* Where to write (valid until commit or abort). */
FILE *replay_outfile_stream(const replay_outfile *o);
/* Flushes, syncs and renames the whole file into place, then frees *o.
 * REPLAY_EXIT_OK, or REPLAY_EXIT_MALFORMED (printed; the old file stays). */
int replay_outfile_commit(replay_outfile **o);
/* Throws what was written away: the old file, if any, stays as it was. */
void replay_outfile_abort(replay_outfile **o);

#endif
