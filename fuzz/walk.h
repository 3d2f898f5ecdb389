/*
 * walk.h: how fuzz_walk reads its input, shared with fuzz_walk_cases (the
 * tool that searches for and checks the named corpus cases), so that both
 * read every byte the same way.
 *
 * Input layout:
 *   bytes 0..7  the game's seed, little-endian
 *   byte  8     bit 0: ruleset (0 the seeds' latest, seeds-3; 1 the Complete
 *               Rules' latest, cr4-1); bits 1-5: deck pair (below);
 *               bit 6: the first revision instead (seeds-1, cr3-1);
 *               bit 7: recorded chance (docs/log-format.md, "Chance"; the
 *               latest revision only): chance's decisions are answered
 *               from the input's bytes like the players;
 *               bits 6 and 7 both: a pair of the later sets (Trial by
 *               Frost, Skybound Odyssey, Whispers from the Maze), 32 +
 *               (bits 1-5 modulo 28), the latest revision, seeded chance
 *   bytes 9..   one byte per decision: the answer at index byte % count of
 *               alt_game_list's answers
 * The walk stops when the game ends or the bytes run out.
 *
 * Deck pairs (0-7 Limited without a Hero, 8-15 Constructed):
 *   0  replay's default decks (36 and 36 cards, Characters without abilities)
 *   1  the same, swapped between the players
 *   2  the default decks less one card each (35 and 35: an odd Deck, so an
 *      empty Deck can be met in the middle of a two-card draw)
 *   3  two 30-card decks of cheap Characters, Defender and Gigantic included
 *   4  abilities: tokens and Landmarks (Ordis, Axiom) against boosts,
 *      statuses, Eternal and Spells (Bravos, Muna)
 *   5  the same, swapped
 *   6  abilities: support quick actions, next-card modifiers, Reserve and
 *      Hand effects (Lyra, Yzmir, Axiom) against tokens and Landmarks
 *   7  abilities: boosts and statuses against support and modifiers
 *   8-15  Constructed, a Hero each (40 cards: the Hero and 13 designs of its
 *      faction, 3 of each): Ordis against Bravos, Bravos against Ordis,
 *      Muna against Yzmir, Yzmir against Muna, Bravos against Muna, Muna
 *      against Bravos, Yzmir against Ordis, Ordis against Yzmir
 *   16-21 gen's default Constructed decks with Heroes (replay/decks.c):
 *      faction f against faction f + 1, Axiom, Bravos, Lyra, Muna, Ordis,
 *      Yzmir, Axiom
 *   22-31 the ability decks of corpora/decks (compiled in): Reactions after
 *      Rest and to draws, the Council, the Kraken against the Foundry and
 *      Kadigir (22, and swapped 23); a granted {R}, Ganesha, Paint Prison
 *      against Fen & Crowbar (24); revealed cards, Lyra Festival, The
 *      Ouroboros, Kraken's Wrath, Coppelia against the granted deck (25);
 *      Auraq & Kibble and Resupply replaced against the reveal deck (26);
 *      counters (Treyst & Rossum, Kelon, Brassbug Hub) against Atsadi &
 *      Surge, Constructed (27, and swapped 30); dice and sacrifices against
 *      Reserve and Mana (28, and swapped 29); the Foundry deck against the
 *      reveal deck (31)
 *   32-40 Trial by Frost with Beyond the Gates, the decks
 *      tools/make_decks.py drew from the records (corpora/decks/frost_*.txt,
 *      compiled in): each Constructed deck against the next faction's
 *      (Axiom, Bravos, Lyra, Muna, Ordis, Yzmir, Axiom: 32-37), each
 *      Limited deck against the next (38-40)
 *   41 Skybound Odyssey's Axiom deck (corpora/decks/sky_axiom.txt) against
 *      Trial by Frost's Axiom deck, in the 4.0 revisions the header's bit 0
 *      picks, as are 42-50
 *   42-50 Skybound Odyssey with Beyond the Gates, the decks
 *      tools/make_decks.py drew from the records (corpora/decks/sky_*.txt,
 *      compiled in): each Constructed deck against the next faction's
 *      (Axiom, Bravos, Lyra, Muna, Ordis, Yzmir, Axiom: 42-47), each
 *      Limited deck against the next (48-50)
 *   51-59 Whispers from the Maze with Beyond the Gates, the decks
 *      tools/make_decks.py drew from the records (corpora/decks/maze_*.txt,
 *      compiled in), in the 4.0 revisions: each Constructed deck against
 *      the next faction's (51-56), each Limited deck against the next
 *      (57-59)
 * A pair whose cards this build's database does not support (the database
 * changed) is unusable: fuzz_walk_setup says so and the walker skips it.
 */
#ifndef FUZZ_WALK_H
#define FUZZ_WALK_H

#include <stddef.h>
#include <stdint.h>

#include "altered.h"

/* FUZZ_WALK_SET_FIRST: the first pair of the later sets, over all-1. */
enum { FUZZ_WALK_HEADER = 9, FUZZ_WALK_SET_FIRST = 32, FUZZ_WALK_SET_PAIRS = 28,
       FUZZ_WALK_PAIRS = FUZZ_WALK_SET_FIRST + FUZZ_WALK_SET_PAIRS, FUZZ_WALK_LIST_CAP = 1024 };

typedef struct fuzz_walk_input {
    uint64_t seed;
    alt_ruleset ruleset;
    unsigned pair;
    int recorded;               /* recorded chance: the bytes answer chance too */
    const uint8_t *choices;
    size_t n_choices;
} fuzz_walk_input;

/* 0 when the input is too short to name a game. */
int fuzz_walk_decode(const uint8_t *data, size_t size, fuzz_walk_input *out);
/* Writes the 9 header bytes for a seed, ruleset and deck pair. */
void fuzz_walk_encode_header(uint64_t seed, alt_ruleset r, unsigned pair, uint8_t out[FUZZ_WALK_HEADER]);
/* The card database the input's deck pair plays over: btg-4 (the corpora's
 * inputs were made for it), all-1 for the later sets' pairs (32 on). */
const alt_cards *fuzz_walk_db(const fuzz_walk_input *in);
/* The setup the input names. Returns 0 when that pair's decks do not parse
 * or validate under db (why, in msg). */
int fuzz_walk_setup(const alt_cards *db, const fuzz_walk_input *in, alt_setup *out, char *msg, size_t msg_size);

/* A game as a packed GameLog message (proto/altered.proto) with this build's
 * header: hashes[0] is the initial state's, hashes[k] the state's after
 * acts[k-1]. Chance's answers (a recorded game) go where a log records
 * them: those before the first player's answer into the header's
 * setup_chance, the others into the step of the answer they follow.
 * Returns malloc'd bytes (caller frees) and their length; *steps, when
 * not NULL, the log's steps (the players' answers). */
uint8_t *fuzz_walk_pack_log(const alt_cards *db, const alt_setup *setup, const alt_action *acts,
                            const uint64_t *hashes, size_t n, size_t *len, size_t *steps);

#endif
