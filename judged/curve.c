/*
 * curve.c: key files and the ZAP handler (RFC 27). The allow lists are read
 * once at start, one per ZAP domain; the handler thread answers each ZAP
 * request with 200 when the peer's CURVE public key is on its domain's list
 * and 400 otherwise, and logs both (refusals at a bounded rate).
 */
#include "curve.h"
#include "secret_file.h"

#include "logging.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

int judged_curve_available(void)
{
    return zmq_has("curve") ? 1 : 0;
}

static int is_z85_key(const char *s)
{
    uint8_t bin[32];
    return strlen(s) == JUDGED_Z85_KEY && zmq_z85_decode(bin, s) != NULL;
}

/* Calls fn for every key line of a file; returns the number of keys, or -1
 * when the file cannot be read or holds a line that is not a key. */
static int each_key_of(FILE *f, const char *path, int (*fn)(void *ctx, const char *z85), void *ctx, char *err,
                       size_t err_size)
{
    char line[256];
    int n = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        char *s = line;
        while (*s == ' ' || *s == '\t')
            s++;
        size_t len = strlen(s);
        while (len && (s[len - 1] == '\n' || s[len - 1] == '\r' || s[len - 1] == ' ' || s[len - 1] == '\t'))
            s[--len] = '\0';
        if (len == 0 || s[0] == '#')
            continue;
        if (!is_z85_key(s)) {
            snprintf(err, err_size, "%s:%d: not a z85 CURVE key (40 characters)", path, lineno);
            fclose(f);
            return -1;
        }
        n++;
        if (fn && fn(ctx, s) != 0)
            break;
    }
    fclose(f);
    return n;
}

static int each_key(const char *path, int (*fn)(void *ctx, const char *z85), void *ctx, char *err,
                    size_t err_size)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    return each_key_of(f, path, fn, ctx, err, err_size);
}

static int keep_first(void *ctx, const char *z85)
{
    memcpy(ctx, z85, JUDGED_Z85_KEY + 1);
    return 1;
}

int judged_key_read(const char *path, char z85[JUDGED_Z85_KEY + 1], char *err, size_t err_size)
{
    z85[0] = '\0';
    int n = each_key(path, keep_first, z85, err, err_size);
    if (n < 0)
        return -1;
    if (n == 0 || !z85[0]) {
        snprintf(err, err_size, "%s: holds no key", path);
        return -1;
    }
    return 0;
}

int judged_key_public(const char *secret_z85, char public_z85[JUDGED_Z85_KEY + 1])
{
    return zmq_curve_public(public_z85, secret_z85) == 0 ? 0 : -1;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

int judged_key_read_secret(const char *path, char z85[JUDGED_Z85_KEY + 1], char *err, size_t err_size)
{
    z85[0] = '\0';
    if (ends_with(path, ".pub")) {
        snprintf(err, err_size, "%s: a public key file (*.pub) given as the secret key", path);
        return -1;
    }
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    /* The mode of the file opened, not of whatever the path names later. */
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, err_size, "%s: not a regular file", path);
        fclose(f);
        return -1;
    }
    if (!replay_secret_file_private(path, &st)) {
        snprintf(err, err_size,
                 "%s: group or others may read this secret key (mode %04o): chmod 600 it (under systemd, hand it "
                 "over with LoadCredential=)",
                 path, (unsigned)(st.st_mode & 07777));
        fclose(f);
        return -1;
    }
    int n = each_key_of(f, path, keep_first, z85, err, err_size);
    if (n < 0)
        return -1;
    if (n == 0 || !z85[0]) {
        snprintf(err, err_size, "%s: holds no key", path);
        return -1;
    }
    /* PREFIX.key beside PREFIX.pub (as --gen-keys writes them): the pair
     * must match, which also catches the public key copied into the .key. */
    if (ends_with(path, ".key")) {
        size_t len = strlen(path);
        char *pub_path = malloc(len + 1);
        if (!pub_path) {
            snprintf(err, err_size, "out of memory");
            return -1;
        }
        memcpy(pub_path, path, len - 4);
        memcpy(pub_path + len - 4, ".pub", 5);
        char listed[JUDGED_Z85_KEY + 1], derived[JUDGED_Z85_KEY + 1], ignored[256];
        int rc = 0;
        if (access(pub_path, F_OK) == 0 && judged_key_read(pub_path, listed, ignored, sizeof ignored) == 0) {
            if (strcmp(listed, z85) == 0) {
                snprintf(err, err_size, "%s: holds the public key of %s, not the secret key", path, pub_path);
                rc = -1;
            } else if (judged_key_public(z85, derived) != 0 || strcmp(derived, listed) != 0) {
                snprintf(err, err_size, "%s: not the secret key of %s beside it", path, pub_path);
                rc = -1;
            }
        }
        free(pub_path);
        if (rc != 0) {
            memset(z85, 0, JUDGED_Z85_KEY + 1);
            return -1;
        }
    }
    return 0;
}

static int write_key(const char *path, const char *z85, mode_t mode, char *err, size_t err_size)
{
    /* O_EXCL: never an existing file, nor a symbolic link (even one to
     * nowhere), which would send the key where the link points. */
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode);
    if (fd < 0) {
        struct stat st;
        if (errno == EEXIST && lstat(path, &st) == 0 && S_ISLNK(st.st_mode))
            snprintf(err, err_size, "%s: a symbolic link: not written through", path);
        else if (errno == EEXIST)
            snprintf(err, err_size, "%s: exists: not overwritten (remove it first)", path);
        else
            snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    fchmod(fd, mode);
    char line[JUDGED_Z85_KEY + 2];
    snprintf(line, sizeof line, "%s\n", z85);
    ssize_t len = (ssize_t)strlen(line);
    int ok = write(fd, line, (size_t)len) == len;
    ok = close(fd) == 0 && ok;
    if (!ok)
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
    return ok ? 0 : -1;
}

int judged_gen_keys(const char *prefix, char *err, size_t err_size)
{
    if (!judged_curve_available()) {
        snprintf(err, err_size, "this libzmq has no CURVE support");
        return -1;
    }
    char pub[JUDGED_Z85_KEY + 1], sec[JUDGED_Z85_KEY + 1];
    if (zmq_curve_keypair(pub, sec) != 0) {
        snprintf(err, err_size, "zmq_curve_keypair: %s", zmq_strerror(zmq_errno()));
        return -1;
    }
    size_t n = strlen(prefix) + 8;
    char *path = malloc(n);
    if (!path) {
        snprintf(err, err_size, "out of memory");
        return -1;
    }
    snprintf(path, n, "%s.pub", prefix);
    struct stat st;
    int rc = 0;
    if (lstat(path, &st) == 0) {    /* checked first: no lone .key left behind */
        snprintf(err, err_size, "%s: %s", path,
                 S_ISLNK(st.st_mode) ? "a symbolic link: not written through" : "exists: not overwritten (remove it first)");
        rc = -1;
    }
    if (rc == 0) {
        snprintf(path, n, "%s.key", prefix);
        rc = write_key(path, sec, 0600, err, err_size);
    }
    if (rc == 0) {
        snprintf(path, n, "%s.pub", prefix);
        rc = write_key(path, pub, 0644, err, err_size);
    }
    free(path);
    memset(sec, 0, sizeof sec);
    return rc;
}

/* ------------------------------------------------------------ ZAP handler */

typedef struct zap_list {
    char name[64];              /* the ZAP domain */
    char peers[16];
    int any;                    /* no allow list: every peer is admitted */
    uint8_t (*keys)[32];
    size_t nkeys, cap;
} zap_list;

struct judged_zap {
    void *sock;
    pthread_t thread;
    atomic_int stop;
    zap_list lists[JUDGED_ZAP_DOMAINS];
    int nlists;
    int64_t window_start;       /* the refusal log's rate limit */
    int logged, suppressed;
};

static int add_key(void *ctx, const char *z85)
{
    zap_list *z = ctx;
    if (z->nkeys == z->cap) {
        size_t cap = z->cap ? z->cap * 2 : 16;
        uint8_t(*nk)[32] = realloc(z->keys, cap * sizeof *nk);
        if (!nk)
            return 1;
        z->keys = nk;
        z->cap = cap;
    }
    if (zmq_z85_decode(z->keys[z->nkeys], z85))
        z->nkeys++;
    return 0;
}

static int load_allow(zap_list *z, const char *path, char *err, size_t err_size)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    if (!S_ISDIR(st.st_mode))
        return each_key(path, add_key, z, err, err_size) < 0 ? -1 : 0;
    DIR *d = opendir(path);
    if (!d) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    int rc = 0;
    struct dirent *de;
    while (rc == 0 && (de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (len < 5 || strcmp(de->d_name + len - 4, ".pub") != 0 || de->d_name[0] == '.')
            continue;
        size_t n = strlen(path) + len + 2;
        char *file = malloc(n);
        if (!file) {
            snprintf(err, err_size, "out of memory");
            rc = -1;
            break;
        }
        snprintf(file, n, "%s/%s", path, de->d_name);
        if (each_key(file, add_key, z, err, err_size) < 0)
            rc = -1;
        free(file);
    }
    closedir(d);
    return rc;
}

static int allowed(const zap_list *z, const uint8_t *key)
{
    if (z->any)
        return 1;
    for (size_t i = 0; i < z->nkeys; i++)
        if (memcmp(z->keys[i], key, 32) == 0)
            return 1;
    return 0;
}

/* Receives one multipart ZAP request into frames (at most cap); returns the
 * number of frames, or -1. Extra frames are read and dropped. */
static int recv_frames(void *sock, zmq_msg_t *frames, int cap)
{
    int n = 0, more = 1;
    while (more) {
        zmq_msg_t m;
        zmq_msg_init(&m);
        if (zmq_msg_recv(&m, sock, 0) < 0) {
            zmq_msg_close(&m);
            for (int i = 0; i < n; i++)
                zmq_msg_close(&frames[i]);
            return -1;
        }
        more = zmq_msg_more(&m);
        if (n < cap)
            frames[n++] = m;
        else
            zmq_msg_close(&m);
    }
    return n;
}

static void send_str(void *sock, const void *data, size_t len, int more)
{
    zmq_send(sock, data, len, more ? ZMQ_SNDMORE : 0);
}

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Ends a rate-limit window that has passed, saying how many refusals it
 * left out. */
static void refusals_window(judged_zap *z, int64_t t)
{
    if (t - z->window_start < JUDGED_ZAP_LOG_WINDOW_MS)
        return;
    if (z->suppressed)
        judged_log(JUDGED_LOG_WARN, "ZAP: %d more refusal(s) in the last %d s not logged one by one", z->suppressed,
                   JUDGED_ZAP_LOG_WINDOW_MS / 1000);
    z->window_start = t;
    z->logged = 0;
    z->suppressed = 0;
}

static const zap_list *find_list(const judged_zap *z, const zmq_msg_t *domain)
{
    size_t len = zmq_msg_size((zmq_msg_t *)domain);
    for (int i = 0; i < z->nlists; i++)
        if (strlen(z->lists[i].name) == len && memcmp(z->lists[i].name, zmq_msg_data((zmq_msg_t *)domain), len) == 0)
            return &z->lists[i];
    return NULL;
}

static void *zap_main(void *arg)
{
    judged_zap *z = arg;
    z->window_start = mono_ms();
    while (!atomic_load(&z->stop)) {
        zmq_pollitem_t it = {z->sock, 0, ZMQ_POLLIN, 0};
        int rc = zmq_poll(&it, 1, 100);
        refusals_window(z, mono_ms());
        if (rc < 0 && zmq_errno() == ETERM)
            break;
        if (rc <= 0)
            continue;
        zmq_msg_t f[8];
        int n = recv_frames(z->sock, f, 8);
        if (n < 0)
            continue;
        /* version, request id, domain, address, identity, mechanism, credentials... */
        const char *status = "400", *text = "malformed ZAP request", *peers = "peer";
        char who[64] = "?", key[JUDGED_Z85_KEY + 1] = "";
        if (n >= 6 && zmq_msg_size(&f[0]) == 3 && memcmp(zmq_msg_data(&f[0]), "1.0", 3) == 0) {
            size_t al = zmq_msg_size(&f[3]);
            snprintf(who, sizeof who, "%.*s", (int)(al < 60 ? al : 60), (const char *)zmq_msg_data(&f[3]));
            const zap_list *list = find_list(z, &f[2]);
            size_t ml = zmq_msg_size(&f[5]);
            if (!list) {
                text = "unknown ZAP domain";
            } else if (ml == 5 && memcmp(zmq_msg_data(&f[5]), "CURVE", 5) == 0 && n >= 7 &&
                       zmq_msg_size(&f[6]) == 32) {
                const uint8_t *k = zmq_msg_data(&f[6]);
                zmq_z85_encode(key, k, 32);
                peers = list->peers;
                if (allowed(list, k)) {
                    status = "200";
                    text = "OK";
                } else {
                    text = "key not allowed";
                }
            } else {
                peers = list->peers;
                text = "only CURVE peers are admitted";
            }
        }
        if (status[0] == '2') {
            judged_log(JUDGED_LOG_DEBUG, "ZAP: admitted %s %s (key %s)", peers, who, key);
        } else if (z->logged < JUDGED_ZAP_LOG_BURST) {
            z->logged++;
            judged_log(JUDGED_LOG_WARN, "ZAP: refused %s %s (key %s): %s", peers, who, key[0] ? key : "none", text);
        } else {
            z->suppressed++;
        }
        send_str(z->sock, "1.0", 3, 1);
        if (n >= 2)
            zmq_send(z->sock, zmq_msg_data(&f[1]), zmq_msg_size(&f[1]), ZMQ_SNDMORE);
        else
            send_str(z->sock, "", 0, 1);
        send_str(z->sock, status, 3, 1);
        send_str(z->sock, text, strlen(text), 1);
        send_str(z->sock, status[0] == '2' ? key : "", status[0] == '2' ? strlen(key) : 0, 1);
        send_str(z->sock, "", 0, 0);
        for (int i = 0; i < n; i++)
            zmq_msg_close(&f[i]);
    }
    return NULL;
}

static void zap_free(judged_zap *z)
{
    for (int i = 0; i < z->nlists; i++)
        free(z->lists[i].keys);
    free(z);
}

judged_zap *judged_zap_start(void *zmq_ctx, const judged_zap_domain *domains, int n, char *err, size_t err_size)
{
    if (n < 1 || n > JUDGED_ZAP_DOMAINS) {
        snprintf(err, err_size, "ZAP handler: %d domains", n);
        return NULL;
    }
    judged_zap *z = calloc(1, sizeof *z);
    if (!z) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        zap_list *l = &z->lists[z->nlists++];
        snprintf(l->name, sizeof l->name, "%s", domains[i].name);
        snprintf(l->peers, sizeof l->peers, "%s", domains[i].peers ? domains[i].peers : "peer");
        l->any = domains[i].allow_path == NULL;
        if (domains[i].allow_path && load_allow(l, domains[i].allow_path, err, err_size) != 0) {
            zap_free(z);
            return NULL;
        }
    }
    z->sock = zmq_socket(zmq_ctx, ZMQ_REP);
    int linger = 0;
    if (!z->sock || zmq_setsockopt(z->sock, ZMQ_LINGER, &linger, sizeof linger) != 0 ||
        zmq_bind(z->sock, "inproc://zeromq.zap.01") != 0) {
        snprintf(err, err_size, "ZAP handler: %s", zmq_strerror(zmq_errno()));
        if (z->sock)
            zmq_close(z->sock);
        zap_free(z);
        return NULL;
    }
    if (pthread_create(&z->thread, NULL, zap_main, z) != 0) {
        snprintf(err, err_size, "ZAP handler: cannot start its thread");
        zmq_close(z->sock);
        zap_free(z);
        return NULL;
    }
    return z;
}

int judged_zap_keys(const judged_zap *z, int i)
{
    return !z || i < 0 || i >= z->nlists || z->lists[i].any ? -1 : (int)z->lists[i].nkeys;
}

void judged_zap_stop(judged_zap **zp)
{
    if (!zp || !*zp)
        return;
    judged_zap *z = *zp;
    atomic_store(&z->stop, 1);
    pthread_join(z->thread, NULL);
    refusals_window(z, z->window_start + JUDGED_ZAP_LOG_WINDOW_MS);
    zmq_close(z->sock);
    zap_free(z);
    *zp = NULL;
}
