/*
 * judged_child.h: altered-judged as a child process, for the benchmarks
 * that talk to it over loopback (bench_judged, soak_judged). The daemon is
 * started on `--bind tcp://127.0.0.1:*`, its first line (the endpoint it
 * got) read within 30 s; stopped with SIGTERM and reaped. Header-only: each
 * file of bench/ is a program of its own (CMakeLists.txt), and these few
 * functions are all the two share. The tests have their own, which assert
 * with cmocka (tests/daemon_proc.c).
 */
#ifndef BENCH_JUDGED_CHILD_H
#define BENCH_JUDGED_CHILD_H

#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct judged_child {
    pid_t pid;             /* 0: none running */
    int out;               /* its standard output */
    char endpoint[256];    /* the first line it printed */
} judged_child;

static inline int64_t judged_child_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* One line of fd into buf (its newline dropped), within 30 s; -1 on a
 * timeout, an error or the end of the stream. */
static inline int judged_child_read_line(int fd, char *buf, size_t cap)
{
    size_t n = 0;
    int64_t deadline = judged_child_now_ms() + 30000;
    while (n + 1 < cap) {
        struct pollfd p = {fd, POLLIN, 0};
        int left = (int)(deadline - judged_child_now_ms());
        if (left <= 0 || poll(&p, 1, left) <= 0)
            return -1;
        char c;
        if (read(fd, &c, 1) != 1)
            return -1;
        if (c == '\n')
            break;
        buf[n++] = c;
    }
    buf[n] = '\0';
    return 0;
}

/* Starts the daemon at path with `workers` workers, logging at log_level;
 * 0 once it has printed its endpoint, -1 otherwise. */
static inline int judged_child_start(judged_child *c, const char *path, int workers, const char *log_level)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    char w[16];
    snprintf(w, sizeof w, "%d", workers);
    c->pid = fork();
    if (c->pid < 0)
        return -1;
    if (c->pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execl(path, path, "--bind", "tcp://127.0.0.1:*", "--workers", w, "--log-level", log_level, (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    c->out = fds[0];
    return judged_child_read_line(c->out, c->endpoint, sizeof c->endpoint);
}

/* Stops a child with SIGTERM and reaps it: its exit code, or 128 plus the
 * signal that ended it; 0 when none was running. */
static inline int judged_child_stop(judged_child *c)
{
    if (c->pid <= 0)
        return 0;
    kill(c->pid, SIGTERM);
    int status = 0;
    waitpid(c->pid, &status, 0);
    close(c->out);
    c->pid = 0;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* A /proc/PID/status field in kB, as MiB (VmRSS, VmHWM); -1 when unread. */
static inline long judged_child_mib(pid_t pid, const char *field)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%ld/status", (long)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    long kb = -1;
    size_t n = strlen(field);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, field, n) == 0 && line[n] == ':')
            kb = strtol(line + n + 1, NULL, 10);
    fclose(f);
    return kb < 0 ? -1 : kb / 1024;
}

#endif
