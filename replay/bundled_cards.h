/*
 * bundled_cards.h: the card databases compiled into the engine, one parsed
 * copy each per process, so that a log is replayed with the database it
 * names (docs/card-database.md, "Versions"): release 1.0.0's logs name
 * btg-4, new ones all-1, and one verify run may read both.
 */
#ifndef REPLAY_BUNDLED_CARDS_H
#define REPLAY_BUNDLED_CARDS_H

#include "altered.h"
#include "altered.pb-c.h"

/* The bundled database of this version, parsed on first use and kept for
 * the process (never freed: the caller does not own it); NULL when no
 * bundled database has that version. Safe from several threads. */
const alt_cards *replay_cards_bundled(const char *version);

/* The database a log is replayed with: db itself when the log names db's
 * version (or names none), else the bundled database of the version it
 * names, else db (whose version replay_log_setup then refuses, naming
 * both); with the Unique records the log's header carries after its own
 * (uniques.h, replay_uniques_log_cards: kept for the thread, not owned). */
const alt_cards *replay_log_cards(const alt_cards *db, const Altered__GameLog *log);

#endif
