/*
 * outfile.c: outputs that never destroy an input and never leave half a
 * file in place of a whole one (outfile.h). The temporary file is made in
 * the output's own directory, so that the rename that puts it in place is
 * atomic (one file system); until then the old file is untouched, and a
 * signal that ends the run (Ctrl-C, a kill, a file size limit) removes
 * the temporary file on its way out.
 */
#include "outfile.h"
#include "replay.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct replay_outfile {
    const char *cmd;
    char *path;     /* where the file lands; NULL: standard output */
    char *tmp;      /* the temporary file beside it; NULL when written directly */
    FILE *f;
    int slot;       /* its place in the signal handler's list; -1 for none */
};

/* ---------------------------------------------- cleanup on a fatal signal */

enum { SLOTS = 4 };
static char slot_path[SLOTS][4096];
static volatile sig_atomic_t slot_used[SLOTS];
static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGXFSZ};

static void on_fatal_signal(int sig)
{
    for (int i = 0; i < SLOTS; i++)
        if (slot_used[i])
            unlink(slot_path[i]);   /* async-signal-safe */
    signal(sig, SIG_DFL);
    raise(sig);
}

static void handlers_once(void)
{
    static int installed;
    if (installed)
        return;
    installed = 1;
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        struct sigaction old, sa;
        /* A signal the caller ignores stays ignored (nohup, a shell's &). */
        if (sigaction(fatal_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_fatal_signal;
        sigemptyset(&sa.sa_mask);
        sigaction(fatal_signals[i], &sa, NULL);
    }
}

static int slot_take(const char *path)
{
    if (strlen(path) >= sizeof slot_path[0])
        return -1;
    for (int i = 0; i < SLOTS; i++) {
        if (!slot_used[i]) {
            memcpy(slot_path[i], path, strlen(path) + 1);
            slot_used[i] = 1;
            handlers_once();
            return i;
        }
    }
    return -1;
}

static void slot_drop(int i)
{
    if (i >= 0 && i < SLOTS)
        slot_used[i] = 0;
}

/* ------------------------------------------------------ inputs and outputs */

static int same_file(const struct stat *a, const struct stat *b)
{
    return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/* The file an input names as it is open or as its path leads: standard
 * input for "-", else the path, links followed. 0 when it exists. */
static int input_stat(const char *input, struct stat *st)
{
    if (strcmp(input, "-") == 0)
        return fstat(STDIN_FILENO, st);
    return stat(input, st);
}

int replay_outfile_is_input(const char *cmd, const char *path, const char *const *inputs, size_t n)
{
    int to_stdout = !path || strcmp(path, "-") == 0;
    struct stat out;
    if (to_stdout ? fstat(STDOUT_FILENO, &out) != 0 || !S_ISREG(out.st_mode) : stat(path, &out) != 0)
        return 0;   /* nothing there yet, or standard output is a terminal or a pipe */
    for (size_t i = 0; i < n; i++) {
        struct stat in;
        if (!inputs[i] || input_stat(inputs[i], &in) != 0 || !same_file(&in, &out))
            continue;
        int in_stdin = strcmp(inputs[i], "-") == 0;
        fprintf(stderr, "altered-replay %s: %s%s%s is %s%s%s, which this command reads: refusing to write over it\n",
                cmd, to_stdout ? "standard output" : "the output '", to_stdout ? "" : path, to_stdout ? "" : "'",
                in_stdin ? "standard input" : "the input '", in_stdin ? "" : inputs[i], in_stdin ? "" : "'");
        return 1;
    }
    return 0;
}

static replay_outfile *fail(replay_outfile *o, int *rc, int code)
{
    if (o) {
        free(o->path);
        free(o->tmp);
        free(o);
    }
    *rc = code;
    return NULL;
}

/* A temporary file beside path, with the mode the file will have: the
 * old file's, or what a new file gets under the umask. */
static FILE *open_beside(replay_outfile *o, const struct stat *old)
{
    const char *slash = strrchr(o->path, '/');
    size_t dir = slash ? (size_t)(slash - o->path) + 1 : 0;
    const char *base = o->path + dir;
    o->tmp = malloc(dir + strlen(base) + 10);
    if (!o->tmp) {
        errno = ENOMEM;
        return NULL;
    }
    memcpy(o->tmp, o->path, dir);
    strcpy(o->tmp + dir, ".");
    strcat(o->tmp + dir, base);
    strcat(o->tmp + dir, ".XXXXXX");
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        free(o->tmp);
        o->tmp = NULL;
        return NULL;
    }
    mode_t mode;
    if (old) {
        mode = old->st_mode & 07777;
    } else {
        mode_t mask = umask(0);
        umask(mask);
        mode = 0666 & ~mask;
    }
    FILE *f = fchmod(fd, mode) == 0 ? fdopen(fd, "wb") : NULL;
    if (!f) {
        int saved = errno;
        close(fd);
        unlink(o->tmp);
        free(o->tmp);
        o->tmp = NULL;
        errno = saved;
        return NULL;
    }
    o->slot = slot_take(o->tmp);
    return f;
}

replay_outfile *replay_outfile_open(const char *cmd, const char *path, const char *const *inputs, size_t n,
                                    int flags, int *rc)
{
    *rc = REPLAY_EXIT_OK;
    if (replay_outfile_is_input(cmd, path, inputs, n))
        return fail(NULL, rc, REPLAY_EXIT_USAGE);
    replay_outfile *o = calloc(1, sizeof *o);
    if (!o) {
        fprintf(stderr, "altered-replay %s: out of memory\n", cmd);
        return fail(NULL, rc, REPLAY_EXIT_INTERNAL);
    }
    o->cmd = cmd;
    o->slot = -1;
    if (!path || strcmp(path, "-") == 0) {
        if ((flags & REPLAY_OUTFILE_BINARY) && isatty(STDOUT_FILENO)) {
            fprintf(stderr, "altered-replay %s: will not write binary output to a terminal "
                            "(redirect it, or name a file)\n", cmd);
            return fail(o, rc, REPLAY_EXIT_USAGE);
        }
        o->f = stdout;
        return o;
    }
    o->path = strdup(path);
    if (!o->path) {
        fprintf(stderr, "altered-replay %s: out of memory\n", cmd);
        return fail(o, rc, REPLAY_EXIT_INTERNAL);
    }
    struct stat st;
    int exists = stat(path, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        fprintf(stderr, "altered-replay %s: %s: %s\n", cmd, path, strerror(EISDIR));
        return fail(o, rc, REPLAY_EXIT_MALFORMED);
    }
    if (exists && !S_ISREG(st.st_mode)) {
        /* A device or a pipe (/dev/null, /dev/stdout): written through,
         * never replaced. */
        o->f = fopen(path, "wb");
        if (!o->f) {
            fprintf(stderr, "altered-replay %s: %s: %s\n", cmd, path, strerror(errno));
            return fail(o, rc, REPLAY_EXIT_MALFORMED);
        }
        return o;
    }
    /* A regular file, or none: a new file renamed over the path. A
     * symbolic link there is replaced, never written through. */
    struct stat lst;
    int is_link = lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode);
    o->f = open_beside(o, exists && !is_link ? &st : NULL);
    if (!o->f) {
        fprintf(stderr, "altered-replay %s: %s: cannot write a file beside it: %s\n", cmd, path, strerror(errno));
        return fail(o, rc, REPLAY_EXIT_MALFORMED);
    }
    return o;
}

FILE *replay_outfile_stream(const replay_outfile *o)
{
    return o ? o->f : NULL;
}

static void destroy(replay_outfile **o)
{
    slot_drop((*o)->slot);
    free((*o)->path);
    free((*o)->tmp);
    free(*o);
    *o = NULL;
}

int replay_outfile_commit(replay_outfile **op)
{
    if (!op || !*op)
        return REPLAY_EXIT_MALFORMED;
    replay_outfile *o = *op;
    int bad = fflush(o->f) != 0 || ferror(o->f);
    int saved = errno;
    if (o->f != stdout) {
        if (o->tmp && !bad && fsync(fileno(o->f)) != 0) {
            bad = 1;
            saved = errno;
        }
        if (fclose(o->f) != 0 && !bad) {
            bad = 1;
            saved = errno;
        }
    }
    if (!bad && o->tmp && rename(o->tmp, o->path) != 0) {
        bad = 1;
        saved = errno;
    }
    if (bad) {
        if (o->tmp)
            unlink(o->tmp);
        fprintf(stderr, "altered-replay %s: writing %s failed: %s%s\n", o->cmd, o->path ? o->path : "standard output",
                strerror(saved), o->tmp ? " (the file there, if any, is left as it was)" : "");
    }
    destroy(op);
    return bad ? REPLAY_EXIT_MALFORMED : REPLAY_EXIT_OK;
}

void replay_outfile_abort(replay_outfile **op)
{
    if (!op || !*op)
        return;
    replay_outfile *o = *op;
    if (o->f == stdout)
        fflush(stdout);
    else
        fclose(o->f);
    if (o->tmp)
        unlink(o->tmp);
    destroy(op);
}
