/*
 * test_reader_refill.c: the archive reader reads its input into a buffer
 * of its own (REPLAY_READ_BUFFER bytes at first) and refills it as frames
 * run past its end. Frames that cross a refill, wherever the boundary
 * falls (in a length prefix, at a message's first or last byte), frames
 * longer than the buffer, and the same archives through a pipe all read
 * as they were written: the same frames at the same offsets, the same
 * bytes, digests, verdicts and errors.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "archive.h"
#include "arena.h"
#include "log.h"
#include "sha256.h"

enum {
    BUF = REPLAY_READ_BUFFER,
    MAX_FRAMES = 4096,
    FILLER_FIELD = 1000   /* a field GameLog does not have: its bytes are kept, unread */
};

typedef struct layout {
    uint8_t *bytes;
    size_t len, cap;
    size_t n;                       /* frames */
    size_t at[MAX_FRAMES], end[MAX_FRAMES], msg_len[MAX_FRAMES];
} layout;

static void put(layout *a, const void *p, size_t n)
{
    if (a->len + n > a->cap) {
        size_t cap = a->cap ? a->cap : 1 << 16;
        while (cap < a->len + n)
            cap *= 2;
        a->bytes = realloc(a->bytes, cap);
        assert_non_null(a->bytes);
        a->cap = cap;
    }
    memcpy(a->bytes + a->len, p, n);
    a->len += n;
}

static size_t varint_len(uint64_t v)
{
    size_t n = 1;
    while (v >= 0x80) {
        v >>= 7;
        n++;
    }
    return n;
}

/* A varint, as the archive writes a frame's length prefix. */
static void put_varint(layout *a, uint64_t v)
{
    uint8_t b[10];
    put(a, b, replay_archive_prefix(v, b));
}

/* A GameLog message of exactly len bytes (len >= 3): an unknown field of
 * filler that differs from frame to frame, so a frame read from the wrong
 * place shows, and an empty one after it where the filler's length prefix
 * would skip len. */
static uint8_t *message_of(size_t len, size_t seed)
{
    const uint64_t tag = (uint64_t)FILLER_FIELD << 3 | 2;
    const size_t empty = varint_len(tag) + 1;
    size_t extra = 0, k = len - empty;
    while (varint_len(tag) + varint_len(k) + k > len)
        k--;
    if (varint_len(tag) + varint_len(k) + k != len) {
        extra = empty;
        k = len - 2 * empty;
        while (varint_len(tag) + varint_len(k) + k + extra > len)
            k--;
    }
    layout m = {0};
    put_varint(&m, tag);
    put_varint(&m, k);
    for (size_t i = 0; i < k; i++) {
        uint8_t b = (uint8_t)(i * 131 + seed * 7 + (i >> 9));
        put(&m, &b, 1);
    }
    if (extra) {
        put_varint(&m, tag);
        put_varint(&m, 0);
    }
    assert_int_equal(m.len, len);
    return m.bytes;
}

/* Appends a frame whose prefix and message take total bytes. */
static void add_frame(layout *a, size_t total)
{
    size_t len = total - 1;
    while (varint_len(len) + len > total)
        len--;
    assert_int_equal(varint_len(len) + len, total);
    assert_true(a->n < MAX_FRAMES);
    uint8_t *msg = message_of(len, a->n);
    a->at[a->n] = a->len;
    a->msg_len[a->n] = len;
    put_varint(a, len);
    put(a, msg, len);
    a->end[a->n++] = a->len;
    free(msg);
}

/* Sizes that hit every prefix length and several refills. */
static void add_mixed(layout *a, size_t upto)
{
    static const size_t sizes[] = {4, 5, 130, 131, 132, 133, 16385, 16387, 16388, 16390, 70001, 300000, 999999, 7, 2049};
    for (size_t i = 0; a->len < upto; i++)
        add_frame(a, sizes[i % (sizeof sizes / sizeof sizes[0])]);
}

static char *write_file(const layout *a)
{
    char *path = strdup("/tmp/test_reader_refill_XXXXXX");
    assert_non_null(path);
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    size_t off = 0;
    while (off < a->len) {
        ssize_t n = write(fd, a->bytes + off, a->len - off);
        assert_true(n > 0);
        off += (size_t)n;
    }
    assert_int_equal(close(fd), 0);
    return path;
}

/* What one reading of an archive saw. */
typedef struct seen {
    size_t frames;                  /* frames read whole */
    size_t at[MAX_FRAMES], end[MAX_FRAMES], len[MAX_FRAMES];
    uint8_t msg_sha[MAX_FRAMES][32], upto[MAX_FRAMES][32];
    int last;                       /* the last answer: 0 the end, -1 a break */
    char err[256];
    replay_archive_report report;
    uint8_t sha[32];
    uint64_t size;
    int digest_rc;
    long long done;
} seen;

/* Reads the archive as verify -j 1 does (replay_reader_frame, then take):
 * each frame's bytes are checked against the layout while they are valid. */
static void read_frames(const char *path, const layout *a, seen *s)
{
    memset(s, 0, sizeof *s);
    char err[256];
    replay_reader *r = replay_reader_open(path, err, sizeof err);
    assert_non_null(r);
    replay_arena arena;
    replay_arena_init(&arena, 0);
    for (;;) {
        replay_frame f;
        err[0] = '\0';
        int got = replay_reader_frame(r, &f, err, sizeof err);
        if (got == 1) {
            size_t i = s->frames;
            assert_true(i < MAX_FRAMES);
            assert_true((size_t)f.end <= a->len);
            assert_memory_equal(f.msg, a->bytes + f.end - (long long)f.len, f.len);
            assert_memory_equal(f.prefix, a->bytes + f.at, f.prefix_len);
            s->at[i] = (size_t)f.at;
            s->end[i] = (size_t)f.end;
            s->len[i] = f.len;
            replay_sha256_of(s->msg_sha[i], f.msg, f.len);
            replay_sha256 upto = f.upto;
            replay_sha256_final(&upto, s->upto[i]);
        }
        Altered__GameLog *log = NULL;
        replay_arena_reset(&arena);
        got = replay_reader_take(r, &f, got, &arena, &log, err, sizeof err);
        if (got <= 0) {
            s->last = got;
            snprintf(s->err, sizeof s->err, "%s", got < 0 ? err : "");
            break;
        }
        assert_non_null(log);
        s->frames++;
    }
    replay_arena_destroy(&arena);
    replay_reader_completeness(r, &s->report);
    s->digest_rc = replay_reader_digest(r, s->sha, &s->size);
    long long total;
    replay_reader_progress(r, &s->done, &total);
    replay_reader_close(&r);
}

/* Reads it as the other commands do (replay_reader_next): each game's
 * packed bytes are the layout's. */
static size_t read_games(const char *path, const layout *a)
{
    char err[256];
    replay_reader *r = replay_reader_open(path, err, sizeof err);
    assert_non_null(r);
    size_t games = 0;
    Altered__GameLog *log = NULL;
    while (replay_reader_next(r, &log, err, sizeof err) == 1) {
        size_t len = 0;
        const uint8_t *msg = replay_reader_packed(r, &len);
        assert_true(games < a->n);
        assert_int_equal(len, a->msg_len[games]);
        assert_memory_equal(msg, a->bytes + a->end[games] - len, len);
        games++;
    }
    replay_reader_close(&r);
    return games;
}

/* The layout's own account of its frames, as the reader must give it. */
static void check_against_layout(const seen *s, const layout *a)
{
    assert_int_equal(s->frames, a->n);
    for (size_t i = 0; i < a->n; i++) {
        assert_int_equal(s->at[i], a->at[i]);
        assert_int_equal(s->end[i], a->end[i]);
        uint8_t want[32];
        replay_sha256_of(want, a->bytes, a->end[i]);
        assert_memory_equal(s->upto[i], want, 32);
    }
    uint8_t all[32];
    replay_sha256_of(all, a->bytes, a->len);
    assert_memory_equal(s->sha, all, 32);
    assert_int_equal(s->size, a->len);
    assert_int_equal(s->digest_rc, 0);
}

static void check_same(const seen *x, const seen *y)
{
    assert_int_equal(x->frames, y->frames);
    for (size_t i = 0; i < x->frames; i++) {
        assert_int_equal(x->at[i], y->at[i]);
        assert_int_equal(x->end[i], y->end[i]);
        assert_int_equal(x->len[i], y->len[i]);
        assert_memory_equal(x->msg_sha[i], y->msg_sha[i], 32);
        assert_memory_equal(x->upto[i], y->upto[i], 32);
    }
    assert_int_equal(x->last, y->last);
    assert_string_equal(x->err, y->err);
    assert_int_equal(x->report.verdict, y->report.verdict);
    assert_int_equal(x->report.games_read, y->report.games_read);
    assert_int_equal(x->report.games_sealed, y->report.games_sealed);
    assert_int_equal(x->report.first_bad, y->report.first_bad);
    assert_memory_equal(x->report.sha256, y->report.sha256, 32);
    assert_string_equal(x->report.msg, y->report.msg);
    assert_memory_equal(x->sha, y->sha, 32);
    assert_int_equal(x->size, y->size);
    assert_int_equal(x->digest_rc, y->digest_rc);
    assert_int_equal(x->done, y->done);
}

/* Reads the archive from standard input ("-"), a pipe fed by a child in
 * uneven writes, so that reads come back short and at odd offsets. */
static void read_frames_piped(const layout *a, seen *s)
{
    int p[2];
    assert_int_equal(pipe(p), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        static const size_t chunks[] = {1, 4093, 65536, 7, 100003, 3, 2, 200000};
        close(p[0]);
        size_t off = 0;
        for (size_t i = 0; off < a->len; i++) {
            size_t n = chunks[i % (sizeof chunks / sizeof chunks[0])];
            if (n > a->len - off)
                n = a->len - off;
            ssize_t w = write(p[1], a->bytes + off, n);
            if (w <= 0)
                _exit(1);
            off += (size_t)w;
        }
        _exit(0);
    }
    close(p[1]);
    int saved = dup(STDIN_FILENO);
    assert_true(saved >= 0);
    assert_int_equal(dup2(p[0], STDIN_FILENO), STDIN_FILENO);
    close(p[0]);
    read_frames("-", a, s);
    assert_int_equal(dup2(saved, STDIN_FILENO), STDIN_FILENO);
    close(saved);
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* From a file and from a pipe, the same, and the digest of all of it. */
static void check_read(const layout *a)
{
    seen *file = malloc(sizeof *file), *piped = malloc(sizeof *piped);
    assert_non_null(file);
    assert_non_null(piped);
    char *path = write_file(a);
    read_frames(path, a, file);
    read_frames_piped(a, piped);
    check_same(file, piped);
    /* Whatever stopped the frames, the digest is of every byte, once. */
    uint8_t all[32];
    replay_sha256_of(all, a->bytes, a->len);
    assert_memory_equal(file->sha, all, 32);
    assert_int_equal(file->size, a->len);
    assert_int_equal(file->digest_rc, 0);
    if (file->last == 0)
        assert_int_equal(read_games(path, a), a->n);
    assert_int_equal(unlink(path), 0);
    free(path);
    free(file);
    free(piped);
}

/* From a file: every frame of the layout, as written, and no error: an
 * archive of games alone, unsealed. */
static void check_every_frame(const layout *a)
{
    seen *s = malloc(sizeof *s);
    assert_non_null(s);
    char *path = write_file(a);
    read_frames(path, a, s);
    assert_int_equal(s->last, 0);
    assert_int_equal(s->report.verdict, REPLAY_ARCHIVE_UNSEALED);
    check_against_layout(s, a);
    assert_int_equal(unlink(path), 0);
    free(path);
    free(s);
}

static void free_layout(layout *a)
{
    free(a->bytes);
    memset(a, 0, sizeof *a);
}

static void test_log_format_a_frame_across_the_first_refill_reads_as_written(void **state)
{
    (void)state;
    layout *a = calloc(1, sizeof *a);
    assert_non_null(a);
    /* The second frame starts d bytes before the buffer's end: d 0 puts
     * its prefix just after it, 1 splits its two-byte prefix, 2 starts
     * its message after it, more put the boundary inside the message. */
    for (size_t d = 0; d <= 6; d++) {
        add_frame(a, BUF - d);
        add_frame(a, 5000);
        add_mixed(a, 3 * (size_t)BUF + BUF / 2);
        check_every_frame(a);
        check_read(a);
        free_layout(a);
    }
    /* A message whose last byte is the buffer's last, or the first after it. */
    for (size_t e = BUF - 1; e <= (size_t)BUF + 1; e++) {
        add_frame(a, e - 5000);
        add_frame(a, 5000);
        add_mixed(a, 2 * (size_t)BUF);
        check_read(a);
        free_layout(a);
    }
    free(a);
}

static void test_log_format_frames_longer_than_the_buffer_read_whole(void **state)
{
    (void)state;
    layout *a = calloc(1, sizeof *a);
    assert_non_null(a);
    add_frame(a, 100);
    add_frame(a, 2 * (size_t)BUF + 17);     /* grows the buffer, from partway through it */
    add_frame(a, 4);
    add_frame(a, (size_t)BUF + 1);
    add_frame(a, (size_t)BUF + 3);          /* a message of exactly the first buffer's size */
    add_frame(a, 50);
    add_frame(a, 3 * (size_t)BUF + 5);      /* grows it again */
    add_mixed(a, a->len + 2 * (size_t)BUF); /* and smaller ones after, in the grown buffer */
    check_every_frame(a);
    check_read(a);
    free_layout(a);
    free(a);
}

static void test_log_format_a_pipe_reads_as_the_file_does(void **state)
{
    (void)state;
    layout *a = calloc(1, sizeof *a);
    assert_non_null(a);
    /* Cut inside a frame that crosses a refill: the same error, at the
     * same byte, with the same count, and the same digest of all of it. */
    add_mixed(a, (size_t)BUF + 1000);
    size_t whole = a->len;
    add_frame(a, 300000);
    a->len -= 1234;
    a->n--;
    seen *s = malloc(sizeof *s);
    assert_non_null(s);
    char *path = write_file(a);
    read_frames(path, a, s);
    char want[256];
    snprintf(want, sizeof want, "truncated game at byte %zu: %zu of %zu bytes", whole,
             a->len - whole - varint_len(300000 - 3), (size_t)(300000 - 3));
    assert_int_equal(s->last, -1);
    assert_string_equal(s->err, want);
    assert_int_equal(s->report.verdict, REPLAY_ARCHIVE_TRUNCATED);
    unlink(path);
    free(path);
    free(s);
    check_read(a);
    /* Cut inside a length prefix. */
    a->len = whole;
    uint8_t half = 0x80;
    put(a, &half, 1);
    check_read(a);
    free_layout(a);

    /* Sealed, its trailer past the first refill; then with bytes after it. */
    char *sealed = NULL;
    size_t sealed_len = 0;
    FILE *mem = open_memstream(&sealed, &sealed_len);
    assert_non_null(mem);
    replay_archive_writer *w = replay_archive_writer_new(mem);
    assert_non_null(w);
    add_mixed(a, (size_t)BUF + BUF / 3);
    for (size_t i = 0; i < a->n; i++)
        assert_int_equal(replay_archive_writer_packed(w, a->bytes + a->end[i] - a->msg_len[i], a->msg_len[i]), 0);
    assert_int_equal(replay_archive_writer_seal(w), 0);
    replay_archive_writer_destroy(&w);
    assert_int_equal(fclose(mem), 0);
    size_t games = a->n;
    layout *b = calloc(1, sizeof *b);
    assert_non_null(b);
    put(b, sealed, sealed_len);
    memcpy(b->at, a->at, sizeof a->at);
    memcpy(b->end, a->end, sizeof a->end);
    memcpy(b->msg_len, a->msg_len, sizeof a->msg_len);
    b->n = games;
    free(sealed);
    assert_memory_equal(b->bytes, a->bytes, a->len);   /* the writer frames as add_frame does */
    check_read(b);
    put(b, "QQ", 2);
    check_read(b);
    free_layout(b);
    free(b);
    free_layout(a);

    /* Nothing at all. */
    check_read(a);
    free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_format_a_frame_across_the_first_refill_reads_as_written),
        cmocka_unit_test(test_log_format_frames_longer_than_the_buffer_read_whole),
        cmocka_unit_test(test_log_format_a_pipe_reads_as_the_file_does),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
