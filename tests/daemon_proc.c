/*
 * daemon_proc.c: altered-judged as a child process of a test
 * (daemon_proc.h).
 */
#include "daemon_proc.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char log_dir[200] = "/tmp";
static int child_nofile;
static pid_t pids[64];
static int npids;

int64_t tclock_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void tclock_sleep(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

void tdaemon_dir(const char *dir)
{
    snprintf(log_dir, sizeof log_dir, "%s", dir);
}

void tdaemon_nofile(int n)
{
    child_nofile = n;
}

void tdaemon_remember(pid_t pid)
{
    if (npids < 64)
        pids[npids++] = pid;
}

void tdaemon_forget(pid_t pid)
{
    for (int i = 0; i < npids; i++)
        if (pids[i] == pid)
            pids[i] = pids[--npids];
}

void tdaemon_kill_all(void)
{
    for (int i = 0; i < npids; i++)
        if (pids[i] > 0 && kill(pids[i], SIGKILL) == 0)
            waitpid(pids[i], NULL, 0);
    npids = 0;
}

/* Reads one line from fd within the deadline; 0 or -1. */
static int read_line(int fd, char *buf, size_t cap, int64_t deadline)
{
    size_t n = 0;
    while (n + 1 < cap) {
        int left = (int)(deadline - tclock_ms());
        struct pollfd p = {fd, POLLIN, 0};
        if (left <= 0 || poll(&p, 1, left) <= 0)
            return -1;
        char c;
        ssize_t got = read(fd, &c, 1);
        if (got <= 0)
            return -1;
        if (c == '\n')
            break;
        buf[n++] = c;
    }
    buf[n] = '\0';
    return 0;
}

void tdaemon_show_log(const daemon_proc *d)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "tail -n 20 '%s' >&2", d->log);
    if (system(cmd) != 0)
        fprintf(stderr, "(no daemon log)\n");
}

void tdaemon_vstart(daemon_proc *d, int lines, va_list ap)
{
    static int serial;
    memset(d, 0, sizeof *d);
    snprintf(d->log, sizeof d->log, "%s/daemon%d.log", log_dir, serial++);
    const char *argv[40];
    int argc = 0;
    static char path[256];
    snprintf(path, sizeof path, "%s/altered-judged", ALT_BIN_DIR);
    argv[argc++] = path;
    const char *a;
    while (argc < 38 && (a = va_arg(ap, const char *)) != NULL)
        argv[argc++] = a;
    argv[argc] = NULL;
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fds[1], 1);
        int err = open(d->log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (err >= 0)
            dup2(err, 2);
        close(fds[0]);
        close(fds[1]);
        if (child_nofile > 0) {
            struct rlimit rl = {(rlim_t)child_nofile, (rlim_t)child_nofile};
            if (setrlimit(RLIMIT_NOFILE, &rl) != 0)
                _exit(126);
        }
        execv(path, (char *const *)argv);
        _exit(127);
    }
    close(fds[1]);
    d->pid = pid;
    tdaemon_remember(pid);
    d->out = fds[0];
    int64_t deadline = tclock_ms() + TDAEMON_START_MS;
    if (read_line(d->out, d->endpoint, sizeof d->endpoint, deadline) != 0 ||
        (lines > 1 && read_line(d->out, d->second, sizeof d->second, deadline) != 0)) {
        tdaemon_show_log(d);
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        tdaemon_forget(pid);
        fail_msg("altered-judged printed no endpoint within %d ms", TDAEMON_START_MS);
    }
    assert_true(strncmp(d->endpoint, "tcp://127.0.0.1:", 16) == 0);
}

void tdaemon_start(daemon_proc *d, int lines, ...)
{
    va_list ap;
    va_start(ap, lines);
    tdaemon_vstart(d, lines, ap);
    va_end(ap);
}

int tdaemon_stop(daemon_proc *d, int sig)
{
    if (d->pid <= 0)
        return -1;
    kill(d->pid, sig);
    int64_t deadline = tclock_ms() + TDAEMON_STOP_MS;
    int status = 0;
    for (;;) {
        pid_t got = waitpid(d->pid, &status, WNOHANG);
        if (got == d->pid)
            break;
        if (tclock_ms() > deadline) {
            tdaemon_show_log(d);
            kill(d->pid, SIGKILL);
            waitpid(d->pid, &status, 0);
            tdaemon_forget(d->pid);
            d->pid = 0;
            close(d->out);
            return -1;
        }
        tclock_sleep(10);
    }
    tdaemon_forget(d->pid);
    d->pid = 0;
    close(d->out);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        tdaemon_show_log(d);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int tdaemon_log_number(const daemon_proc *d, const char *pattern, long *out)
{
    char cmd[600], line[128] = "";
    snprintf(cmd, sizeof cmd, "grep -o '%s' '%s' | head -1 | grep -o '[0-9][0-9]*' | head -1", pattern, d->log);
    FILE *p = popen(cmd, "r");
    if (!p)
        return -1;
    int ok = fgets(line, sizeof line, p) != NULL;
    pclose(p);
    if (ok)
        *out = strtol(line, NULL, 10);
    return ok ? 0 : -1;
}

int tdaemon_log_has(const daemon_proc *d, const char *pattern)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "grep -q -- '%s' '%s'", pattern, d->log);
    return system(cmd) == 0;
}

long tproc_mib(pid_t pid, const char *field)
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
