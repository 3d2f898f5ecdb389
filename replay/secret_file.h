/*
 * secret_file.h: whether a file may hold a secret key: readable by no one
 * but the one meant to read it.
 *
 * The tools refuse a secret key file its group or others may read (a key
 * others can read is no secret). One such file is private all the same: a
 * credential systemd hands a service (LoadCredential=), which it writes
 * into the service's own $CREDENTIALS_DIRECTORY with mode 0400 and, where
 * the file system has them, an ACL that lets the service's user read it;
 * an ACL's mask shows in the group bits, so the mode reads 0440 though
 * nobody but that user and root may read the file.
 */
#ifndef REPLAY_SECRET_FILE_H
#define REPLAY_SECRET_FILE_H

#include <sys/stat.h>

/* 1 when the file at path (st: the fstat of the file opened there) may
 * hold a secret: no permission for its group or others, or it lies
 * directly in $CREDENTIALS_DIRECTORY (a folder that no group or other may
 * write), written by no one but its owner; 0 otherwise. */
int replay_secret_file_private(const char *path, const struct stat *st);

#endif
