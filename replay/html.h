/*
 * html.h: one game as a self-contained HTML page a judge can show both
 * players (`altered-replay html`, `verify --html`).
 */
#ifndef REPLAY_HTML_H
#define REPLAY_HTML_H

#include <stddef.h>

#include "log.h"

/* Replays game number index of file (for the page's title) and writes the
 * page to out_path ("-": standard output; never one of the n_inputs files
 * the command reads, outfile.h): every step's position and action, the
 * verdict, and for a failing game the failing step, where the page opens.
 * cmd names the command in messages. Returns a REPLAY_EXIT_* code:
 * REPLAY_EXIT_OK when the page is written, whatever the game's verdict. */
int replay_html_write(const char *cmd, const alt_cards *db, const Altered__GameLog *log, const char *file,
                      size_t index, const char *out_path, const char *const *inputs, size_t n_inputs);

int replay_cmd_html(int argc, char **argv);

#endif
