/*
 * curve.h: CURVE security for the daemon's front socket: key files, key
 * generation (--gen-keys), and a ZAP handler that admits only the client
 * public keys of an allow list.
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

/* Writes a new key pair: PREFIX.key (the secret key, mode 0600) and
 * PREFIX.pub (the public key). 0, or -1 with the reason in err. */
int judged_gen_keys(const char *prefix, char *err, size_t err_size);

/* The public key of a secret key, both z85; 0 or -1. */
int judged_key_public(const char *secret_z85, char public_z85[JUDGED_Z85_KEY + 1]);

/* The ZAP handler: binds inproc://zeromq.zap.01 on the context and answers
 * on a thread of its own until stopped. It must start before any CURVE
 * server socket binds, and stop after they close. */
typedef struct judged_zap judged_zap;

/* allow_path: a file or a folder (see above); NULL admits every client that
 * knows the server's public key. NULL on failure, with the reason in err. */
judged_zap *judged_zap_start(void *zmq_ctx, const char *allow_path, char *err, size_t err_size);
/* How many client keys the allow list holds (-1: no list, all admitted). */
int judged_zap_keys(const judged_zap *z);
void judged_zap_stop(judged_zap **z);

#endif
