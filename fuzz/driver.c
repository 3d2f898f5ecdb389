/*
 * driver.c: the regression driver. Linked with one harness instead of
 * libFuzzer, it runs LLVMFuzzerTestOneInput once on every file named on the
 * command line and on every regular file of every directory named (sorted by
 * name, not recursive). A directory that does not exist is skipped with a
 * note (corpora/crashes/<harness>/ exists only once a crash was saved).
 * A broken oracle aborts, so ctest sees the failure and the input's name is
 * the last line printed with -v. Harnesses run all their checks here
 * (fuzz_thorough), where libFuzzer runs sample some.
 *
 *   fuzz_walk_regress [-v] PATH...
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "common.h"

static int verbose;

static int run_file(const char *path)
{
    size_t len = 0;
    uint8_t *data = fuzz_read_file(path, &len);   /* exactly len bytes: ASan sees a read past the end */
    if (!data) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        return -1;
    }
    if (verbose)
        fprintf(stderr, "running %s (%zu bytes)\n", path, len);
    LLVMFuzzerTestOneInput(data, len);
    free(data);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Returns the number of files run, or -1 on an error. */
static long run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "%s: %s\n", dir, strerror(errno));
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;   /* ., .., and hidden files such as .gitkeep */
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *nn);
            if (!nn)
                break;
            names = nn;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n])
            break;
        snprintf(names[n], len, "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    if (n > 1)
        qsort(names, n, sizeof *names, by_name);
    long ran = 0;
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            if (run_file(names[i]) != 0)
                ran = -1;
            else if (ran >= 0)
                ran++;
        }
        free(names[i]);
    }
    free(names);
    return ran;
}

int main(int argc, char **argv)
{
    long total = 0;
    int failed = 0;
    fuzz_thorough = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) {
            verbose = 1;
            continue;
        }
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            if (errno == ENOENT) {
                printf("%s: not present, skipped\n", argv[i]);
                continue;
            }
            fprintf(stderr, "%s: %s\n", argv[i], strerror(errno));
            failed = 1;
            continue;
        }
        long ran;
        if (S_ISDIR(st.st_mode)) {
            ran = run_dir(argv[i]);
        } else {
            ran = run_file(argv[i]) == 0 ? 1 : -1;
        }
        if (ran < 0) {
            failed = 1;
            continue;
        }
        printf("%s: %ld inputs\n", argv[i], ran);
        total += ran;
    }
    if (failed) {
        fprintf(stderr, "%ld inputs run; some paths could not be read\n", total);
        return 1;
    }
    printf("%ld inputs, every oracle held\n", total);
    return 0;
}
