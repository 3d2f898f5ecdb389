/*
 * secret_file.c: a secret key file's privacy (secret_file.h).
 */
#define _XOPEN_SOURCE 700   /* realpath, beside the build's POSIX level */
#include "secret_file.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Whether path's folder is dir, both resolved. */
static int in_folder(const char *path, const char *dir)
{
    char file[PATH_MAX], want[PATH_MAX];
    if (!realpath(path, file) || !realpath(dir, want))
        return 0;
    char *slash = strrchr(file, '/');
    if (!slash)
        return 0;
    *slash = '\0';
    return strcmp(file[0] ? file : "/", want) == 0;
}

int replay_secret_file_private(const char *path, const struct stat *st)
{
    if (!(st->st_mode & (S_IRWXG | S_IRWXO)))
        return 1;
    /* A systemd credential: read-only, in the service's own folder. */
    const char *creds = getenv("CREDENTIALS_DIRECTORY");
    struct stat ds;
    if (!creds || !creds[0] || stat(creds, &ds) != 0 || !S_ISDIR(ds.st_mode))
        return 0;
    if ((ds.st_mode & (S_IWGRP | S_IWOTH)) || (st->st_mode & (S_IWGRP | S_IWOTH | S_IXGRP | S_IXOTH)))
        return 0;
    return in_folder(path, creds);
}
