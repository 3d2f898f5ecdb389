/*
 * sign_key.c: generating, writing and reading Ed25519 key files
 * (sign_key.h). libsodium makes and checks the keys: an audited library
 * already under libzmq, rather than hand-written curve arithmetic.
 */
#include "sign_key.h"
#include "secret_file.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void replay_sign_hex(const uint8_t *bytes, size_t n, char *out)
{
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 15];
    }
    out[2 * n] = '\0';
}

void replay_sign_key_wipe(replay_sign_key *k)
{
    sodium_memzero(k, sizeof *k);
}

static int write_new(const char *path, mode_t mode, const char *text, char *why, size_t why_size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (fd < 0) {
        snprintf(why, why_size, "%s: %s%s", path, strerror(errno),
                 errno == EEXIST ? " (a key file is never overwritten)" : "");
        return -1;
    }
    size_t n = strlen(text);
    /* The mode asked for, whatever the umask. */
    int ok = fchmod(fd, mode) == 0 && write(fd, text, n) == (ssize_t)n && fsync(fd) == 0;
    int saved = errno;
    if (close(fd) != 0)
        ok = 0;
    if (!ok) {
        snprintf(why, why_size, "%s: %s", path, strerror(saved));
        unlink(path);
        return -1;
    }
    return 0;
}

int replay_sign_keygen(const char *prefix, char *why, size_t why_size)
{
    if (sodium_init() < 0) {
        snprintf(why, why_size, "libsodium does not start");
        return -1;
    }
    char key_path[4096], pub_path[4096];
    if ((size_t)snprintf(key_path, sizeof key_path, "%s.key", prefix) >= sizeof key_path ||
        (size_t)snprintf(pub_path, sizeof pub_path, "%s.pub", prefix) >= sizeof pub_path) {
        snprintf(why, why_size, "the prefix is too long");
        return -1;
    }
    struct stat st;
    if (lstat(pub_path, &st) == 0) {
        snprintf(why, why_size, "%s: exists (a key file is never overwritten)", pub_path);
        return -1;
    }
    replay_sign_key k;
    crypto_sign_keypair(k.public_key, k.secret);
    char text[2 * REPLAY_SIGN_SECRET_BYTES + 2];
    replay_sign_hex(k.secret, REPLAY_SIGN_SECRET_BYTES, text);
    strcat(text, "\n");
    int rc = write_new(key_path, 0600, text, why, why_size);
    sodium_memzero(text, sizeof text);
    if (rc == 0) {
        replay_sign_hex(k.public_key, REPLAY_SIGN_PUBLIC_BYTES, text);
        strcat(text, "\n");
        rc = write_new(pub_path, 0644, text, why, why_size);
        if (rc != 0)
            unlink(key_path);
    }
    replay_sign_key_wipe(&k);
    return rc;
}

static int hex_value(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The file's hex digits (one line, a final newline allowed) into out;
 * returns how many bytes they make, or -1. */
static long read_hex(int fd, uint8_t *out, size_t cap, const char *path, char *why, size_t why_size)
{
    char text[2 * 64 + 8];
    size_t n = 0;
    for (;;) {
        ssize_t k = read(fd, text + n, sizeof text - n);
        if (k < 0) {
            snprintf(why, why_size, "%s: %s", path, strerror(errno));
            return -1;
        }
        if (k == 0)
            break;
        n += (size_t)k;
        if (n == sizeof text) {
            snprintf(why, why_size, "%s: not an Ed25519 key file (too long)", path);
            return -1;
        }
    }
    if (n > 0 && text[n - 1] == '\n')
        n--;
    if (n > 0 && text[n - 1] == '\r')
        n--;
    if (n % 2 != 0 || n / 2 > cap) {
        sodium_memzero(text, sizeof text);
        snprintf(why, why_size, "%s: not an Ed25519 key file (hex digits expected: 64 public, 128 secret)", path);
        return -1;
    }
    for (size_t i = 0; i < n; i += 2) {
        int hi = hex_value((unsigned char)text[i]), lo = hex_value((unsigned char)text[i + 1]);
        if (hi < 0 || lo < 0) {
            sodium_memzero(text, sizeof text);
            snprintf(why, why_size, "%s: not an Ed25519 key file (hex digits expected: 64 public, 128 secret)", path);
            return -1;
        }
        out[i / 2] = (uint8_t)(hi << 4 | lo);
    }
    sodium_memzero(text, sizeof text);
    return (long)(n / 2);
}

int replay_sign_key_load(const char *path, replay_sign_key *out, char *why, size_t why_size)
{
    memset(out, 0, sizeof *out);
    if (sodium_init() < 0) {
        snprintf(why, why_size, "libsodium does not start");
        return -1;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(why, why_size, "%s: not a regular file", path);
        close(fd);
        return -1;
    }
    if (!replay_secret_file_private(path, &st)) {
        snprintf(why, why_size, "%s: group or others may read or write it (mode %04o): chmod 600 it, or make a new key",
                 path, (unsigned)(st.st_mode & 07777));
        close(fd);
        return -1;
    }
    uint8_t raw[REPLAY_SIGN_SECRET_BYTES];
    long n = read_hex(fd, raw, sizeof raw, path, why, why_size);
    close(fd);
    if (n < 0)
        return -1;
    if (n == REPLAY_SIGN_PUBLIC_BYTES) {
        snprintf(why, why_size, "%s: a public key, not a secret one (a secret key file holds 128 hex digits)", path);
        return -1;
    }
    if (n != REPLAY_SIGN_SECRET_BYTES) {
        snprintf(why, why_size, "%s: not an Ed25519 secret key (128 hex digits expected)", path);
        return -1;
    }
    uint8_t pk[REPLAY_SIGN_PUBLIC_BYTES], sk[REPLAY_SIGN_SECRET_BYTES];
    crypto_sign_seed_keypair(pk, sk, raw);
    int same = sodium_memcmp(pk, raw + 32, 32) == 0;
    if (same) {
        memcpy(out->secret, sk, sizeof sk);
        memcpy(out->public_key, pk, sizeof pk);
    }
    sodium_memzero(raw, sizeof raw);
    sodium_memzero(sk, sizeof sk);
    if (!same) {
        snprintf(why, why_size, "%s: the public half does not match the seed (a damaged key file)", path);
        return -1;
    }
    return 0;
}

int replay_sign_public_load(const char *path, uint8_t out[REPLAY_SIGN_PUBLIC_BYTES], char *why, size_t why_size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    uint8_t raw[REPLAY_SIGN_SECRET_BYTES];
    long n = read_hex(fd, raw, sizeof raw, path, why, why_size);
    close(fd);
    if (n < 0)
        return -1;
    if (n != REPLAY_SIGN_PUBLIC_BYTES) {
        sodium_memzero(raw, sizeof raw);
        snprintf(why, why_size, "%s: not an Ed25519 public key (64 hex digits expected)%s", path,
                 n == REPLAY_SIGN_SECRET_BYTES ? "; this is a secret key file" : "");
        return -1;
    }
    memcpy(out, raw, REPLAY_SIGN_PUBLIC_BYTES);
    return 0;
}
