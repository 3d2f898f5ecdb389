/*
 * action_text.h: an answer to the pending decision written as text, the
 * ACTION argument of `position apply` and of altered-judge-client's
 * --action, and the second column of `position legal` (and of the
 * client's `actions`), so that a line of the list can be pasted back.
 *
 *   ACTION := INDEX | FIELD[,FIELD]... | KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]]
 *   INDEX  := a number: the answer at that place in `position legal`'s list
 *   FIELD  := kind=KIND | player=0|1 | object=N|hero|none
 *           | expedition=hero|companion|0|1 | choice=N
 *   KIND   := mana_pick | expand | expand_skip | play | quick | pass | keep
 *           | choose (or the number, 1..8)
 *
 * kind is required. Fields left out take defaults: player the deciding
 * player, object none, expedition hero, choice 0. When no legal answer has
 * exactly those fields but exactly one agrees with every field given, that
 * one is meant (`kind=play,object=12` is the one play of object 12 there is).
 * The positional form (`pass,0`, `play,0,12,1`: the client's older way,
 * KIND also as ACTION_PASS in any case) gives every field, those left out
 * at their defaults: it means exactly that answer.
 */
#ifndef REPLAY_ACTION_TEXT_H
#define REPLAY_ACTION_TEXT_H

#include <stddef.h>

#include "altered.h"

/* Long enough for every answer replay_action_format writes. */
enum { REPLAY_ACTION_TEXT_MAX = 96 };

/* Which fields the text gave (replay_action_text.given). */
enum {
    REPLAY_FIELD_KIND = 1u << 0, REPLAY_FIELD_PLAYER = 1u << 1, REPLAY_FIELD_OBJECT = 1u << 2,
    REPLAY_FIELD_EXPEDITION = 1u << 3, REPLAY_FIELD_CHOICE = 1u << 4
};

typedef struct replay_action_text {
    int is_index;       /* 1: INDEX, 0: fields */
    size_t index;
    unsigned given;     /* REPLAY_FIELD_* */
    alt_action action;  /* the fields, defaults filled in (player: see replay_action_resolve) */
} replay_action_text;

/* Parses ACTION. Returns 0, or -1 with the problem in msg. */
int replay_action_parse(const char *text, replay_action_text *out, char *msg, size_t msg_size);

/* The answer the text means among the legal answers list[0..n): its index,
 * or -1 when none is listed (*out then holds the fields with their defaults,
 * for the engine to say which rule refuses it), or -2 when the fields fit
 * several (ambiguous) or an index is out of range (msg says which). */
long replay_action_resolve(const replay_action_text *t, const alt_game *g, const alt_action *list, size_t n,
                           alt_action *out, char *msg, size_t msg_size);

/* The same with the deciding player given, for a caller with the legal
 * answers but no game (altered-judge-client, from a LegalActions reply). */
long replay_action_resolve_for(const replay_action_text *t, unsigned player, const alt_action *list, size_t n,
                               alt_action *out, char *msg, size_t msg_size);

/* Writes an answer in the FIELD form: kind and player always, the others
 * when not their default, so that it parses back to the same answer. */
void replay_action_format(const alt_action *a, char *buf, size_t cap);

#endif
