/*
 * bundled_cards.c: one parsed copy of each bundled card database per
 * process (bundled_cards.h). A verify run reads thousands of games: each
 * database is parsed once, when a log first names it, and shared by every
 * thread that replays (verify -j) from then on.
 */
#include "bundled_cards.h"
#include "uniques.h"

#include <pthread.h>
#include <string.h>

enum { BUNDLED_MAX = 8 };

/* Each version is parsed when a log first names it, not all of them at
 * once: a run over release 1.0.0's logs then parses btg-4 alone beside the
 * default the command loaded (parsing all-1 costs as much as replaying
 * some hundred games). */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static const alt_cards *bundled[BUNDLED_MAX];
static int tried[BUNDLED_MAX];

const alt_cards *replay_cards_bundled(const char *version)
{
    if (version == NULL)
        return NULL;
    for (size_t i = 0; i < BUNDLED_MAX && alt_cards_bundled_version(i) != NULL; i++) {
        if (strcmp(alt_cards_bundled_version(i), version) != 0)
            continue;
        pthread_mutex_lock(&lock);
        if (!tried[i]) {
            alt_cards *db = NULL;
            if (alt_cards_bundled_named(version, &db) == ALT_OK)
                bundled[i] = db;
            tried[i] = 1;
        }
        const alt_cards *db = bundled[i];
        pthread_mutex_unlock(&lock);
        return db;
    }
    return NULL;
}

const alt_cards *replay_log_cards(const alt_cards *db, const Altered__GameLog *log)
{
    const Altered__Versions *v = log != NULL && log->header != NULL ? log->header->versions : NULL;
    if (v != NULL && v->card_db != NULL && db != NULL && strcmp(v->card_db, alt_cards_version(db)) != 0) {
        const alt_cards *other = replay_cards_bundled(v->card_db);
        if (other != NULL)
            db = other;
    }
    /* With the Unique records its header carries after the database's own;
     * records that do not read leave the database as it is, and
     * replay_log_setup says what is wrong with them. */
    const alt_cards *game = db != NULL ? replay_uniques_log_cards(db, log, NULL, 0) : NULL;
    return game != NULL ? game : db;
}
