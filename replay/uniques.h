/*
 * uniques.h: Unique records as players and sites hand them over
 * (docs/uniques.md): the official card API's JSON (with part ids, or with
 * the printed text only, matched against the grammar's part texts), the
 * project's compact form, and records inline in deck lists; and the card
 * database a game with Uniques is played with, for deck lists and logs.
 */
#ifndef REPLAY_UNIQUES_H
#define REPLAY_UNIQUES_H

#include <stddef.h>

#include "altered.h"
#include "altered.pb-c.h"

/* The grammar's part texts (parts.tsv: id, type, text, sources, bga,
 * notes with the wording variants), for matching records that carry only
 * their printed text and for naming parts in words. The project holds the
 * part ids, never their texts: this file is read where the user has it. */
typedef struct replay_parts replay_parts;

/* Reads parts.tsv; NULL with msg saying why. The caller owns it. */
replay_parts *replay_parts_read(const char *path, char *msg, size_t msg_size);
void replay_parts_free(replay_parts **p);
/* The path of parts.tsv to read when none is given: $ALTERED_UNIQUE_PARTS,
 * else ../shared/reference/uniques/parts.tsv from the working directory
 * when it exists; NULL otherwise. */
const char *replay_parts_default_path(void);
/* A part's text (its newest wording), NULL when parts.tsv lacks it. */
const char *replay_parts_text(const replay_parts *p, unsigned id);
/* 1 when parts.tsv's notes say the part is new in Roots of Corruption
 * (the grammar's one split by set); 0 otherwise, or without parts.tsv. */
int replay_parts_roc(const replay_parts *p, unsigned id);
/* The wordings parts.tsv gives (each part's text and its variants), as
 * the matcher compares them: the i-th one's part id, type and normalised
 * text; 0 past the last. */
int replay_parts_wording(const replay_parts *p, size_t i, unsigned *id, alt_part_type *type, const char **norm);
/* The part a printed text of this type reads as: the lowest id with that
 * wording once normalised, 0 for none. Ids that share a wording mean the
 * same (tests/test_uniques_records.c holds engine/unique_parts.def to it). */
unsigned replay_parts_match(const replay_parts *p, alt_part_type type, const char *text);

/* A set of records, each Unique once, with the text each record gave a
 * part (for messages). */
typedef struct replay_uniques replay_uniques;

replay_uniques *replay_uniques_new(void);
void replay_uniques_free(replay_uniques **u);
/* Adds the records of a file's text: JSON (one record, or an array of
 * them, in the official API's shape) or compact lines (one record a line,
 * '#' comments). parts (may be NULL) matches the records that carry only
 * their printed text. Returns REPLAY_EXIT_OK, or REPLAY_EXIT_MALFORMED
 * (a malformed record, an unknown part id, a part of the wrong type, two
 * different records of one Unique) or REPLAY_EXIT_UNSUPPORTED (a text no
 * part matches, or no parts.tsv to match it with), msg naming the record. */
int replay_uniques_add_text(replay_uniques *u, const replay_parts *parts, const char *name, const char *text,
                            size_t len, char *msg, size_t msg_size);
/* The same, of a file (- for standard input). */
int replay_uniques_add_file(replay_uniques *u, const replay_parts *parts, const char *path, char *msg,
                            size_t msg_size);
/* The records a deck list gives inline (alt_deck_list_uniques). */
int replay_uniques_add_deck(replay_uniques *u, const char *name, const char *text, size_t len, char *msg,
                            size_t msg_size);
size_t replay_uniques_count(const replay_uniques *u);
const alt_unique *replay_uniques_at(const replay_uniques *u, size_t i);
/* The text a record gave part id, NULL when none did. */
const char *replay_uniques_part_text(const replay_uniques *u, unsigned id);

/* The database a game of these deck lists is played with: base's
 * records, then the records u holds of the Uniques the lists name, in the
 * order the lists first name them (player 0's first). *out is base itself
 * (not to be freed: *owned NULL) when the lists name none u holds; else a
 * new database the caller owns (*owned). REPLAY_EXIT_* and msg. */
int replay_uniques_cards(const replay_uniques *u, const alt_cards *base, const char *const *lists,
                         const size_t *lens, int nlists, const alt_cards **out, alt_cards **owned, char *msg,
                         size_t msg_size);

/* The database of base and these records (alt_cards_with_uniques), kept
 * for the thread with the few latest ones so that the caller does not own
 * it: what a game read from a log or a position is played with. base
 * itself for n 0; NULL and msg when the records do not make one. */
const alt_cards *replay_uniques_kept(const alt_cards *base, const alt_unique *records, size_t n, char *msg,
                                     size_t msg_size);

/* The database a log is replayed with: replay_log_cards's, with the
 * Unique records its header carries after it (and, for the Uniques its
 * decks name that the header does not carry, the records of
 * replay_uniques_set_extra's set). A database made so is kept for the
 * thread (the few latest ones), so the caller does not own it; NULL and
 * msg for a header whose records are malformed. */
const alt_cards *replay_uniques_log_cards(const alt_cards *db, const Altered__GameLog *log, char *msg,
                                          size_t msg_size);
/* Records to read logs with, for Uniques their headers do not carry
 * (verify --uniques); NULL for none. Not owned; set before any thread
 * replays. */
void replay_uniques_set_extra(const replay_uniques *u);

/* Why this build does not play a deck (alt_deck_playable's sentence), with
 * the text of each part it names after it where the records or parts.tsv
 * give one; 0 when it plays every card. */
int replay_uniques_not_played(const replay_uniques *u, const replay_parts *parts, const alt_cards *db,
                              const alt_deck *deck, char *out, size_t size);

/* A deck check's or a refusal's words for a part: "part 181 (CONDITION)
 * \"If I have 1 or more boosts:\"", the text from the record (or parts.tsv)
 * when one is known. */
void replay_uniques_part_words(const replay_uniques *u, const replay_parts *parts, unsigned id, char *out,
                               size_t size);

#endif
