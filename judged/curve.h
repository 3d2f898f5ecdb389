/*
 * curve.h: CURVE security for the daemon's sockets: key files, key
 * generation (--gen-keys), and a ZAP handler that admits only the public
 * keys of an allow list, one list per ZAP domain (the clients of the front
 * socket, the workers of a broker's back socket).
 *
 * Key files are text: one 40-character z85 key on a line; blank lines and
 * lines starting with '#' are skipped. An allow list is one such file of
 * any number of keys, or a folder whose every *.pub file is one.
 */
#ifndef JUDGED_CURVE_H
#define JUDGED_CURVE_H

#include <stddef.h>

enum { JUDGED_Z85_KEY = 40 };   /* z85 characters of a 32-byte key */

/* 1 when this libzmq was built with CURVE. */
int judged_curve_available(void);

/* Reads the first key of a key file into z85 (NUL-terminated); 0, or -1
 * with the reason in err. */
int judged_key_read(const char *path, char z85[JUDGED_Z85_KEY + 1], char *err, size_t err_size);

/* Reads a secret key file as judged_key_read does, and refuses (-1, the
 * reason in err) a file that others than its owner may read, a file named
 * *.pub, and a key that is the public key of the PREFIX.pub beside a
 * PREFIX.key, or not the secret key of it: each a sign that the wrong file
 * was given, which would leave the socket open or fail only at handshake. */
int judged_key_read_secret(const char *path, char z85[JUDGED_Z85_KEY + 1], char *err, size_t err_size);

/* Writes a new key pair: PREFIX.key (the secret key, mode 0600) and
 * PREFIX.pub (the public key). Never overwrites a file and never writes
 * through a symbolic link (a link planted there would take the secret key
 * elsewhere). 0, or -1 with the reason in err. */
int judged_gen_keys(const char *prefix, char *err, size_t err_size);

/* The public key of a secret key, both z85; 0 or -1. */
int judged_key_public(const char *secret_z85, char public_z85[JUDGED_Z85_KEY + 1]);

/* The ZAP handler: binds inproc://zeromq.zap.01 on the context and answers
 * on a thread of its own until stopped. It must start before any CURVE
 * server socket binds, and stop after they close. Refusals are logged at a
 * bounded rate (JUDGED_ZAP_LOG_BURST lines per JUDGED_ZAP_LOG_WINDOW_MS,
 * then one line counting those left out), so that a peer retrying bad
 * handshakes cannot grow the log without bound. */
typedef struct judged_zap judged_zap;

enum {
    JUDGED_ZAP_DOMAINS = 2,
    JUDGED_ZAP_LOG_BURST = 10,
    JUDGED_ZAP_LOG_WINDOW_MS = 10000
};

/* One ZAP domain (ZMQ_ZAP_DOMAIN of the sockets it guards) and its allow
 * list: a file or a folder (see above); NULL admits every peer that knows
 * the server's public key. A handshake in a domain not listed is refused. */
typedef struct judged_zap_domain {
    const char *name;
    const char *allow_path;
    const char *peers;          /* what the log calls them: "client", "worker" */
} judged_zap_domain;

/* NULL on failure, with the reason in err. */
judged_zap *judged_zap_start(void *zmq_ctx, const judged_zap_domain *domains, int n, char *err, size_t err_size);
/* How many keys domain i's allow list holds (-1: no list, all admitted). */
int judged_zap_keys(const judged_zap *z, int i);
void judged_zap_stop(judged_zap **z);

#endif
