/*
 * daemon_proc.h: altered-judged as a child process, for the tests that
 * talk to it over loopback (test_judged_daemon, test_judged_hostile).
 *
 * A daemon is started with `--bind tcp://127.0.0.1:*` or the like; its
 * first line (the endpoint it got) is read within a deadline, its stderr
 * goes to a log file the test can grep, and its memory is read from
 * /proc. Every daemon started is remembered until it is reaped, so that a
 * test that fails half-way leaves none running (tdaemon_kill_all at the
 * end). The helpers assert with cmocka: one that cannot do its job fails
 * the test that called it.
 */
#ifndef TESTS_DAEMON_PROC_H
#define TESTS_DAEMON_PROC_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <sys/types.h>

typedef struct daemon_proc {
    pid_t pid;
    int out;                  /* its stdout */
    char endpoint[256];       /* the first line it printed */
    char second[256];         /* the second (a broker's back endpoint) */
    char log[300];            /* its stderr */
} daemon_proc;

enum {
    TDAEMON_START_MS = 30000, /* a daemon prints its endpoint within this */
    TDAEMON_STOP_MS = 30000   /* and exits within this after a signal */
};

int64_t tclock_ms(void);      /* CLOCK_MONOTONIC, in ms */
void tclock_sleep(int ms);

/* The folder the daemons' logs go to (the test's scratch folder). */
void tdaemon_dir(const char *dir);
/* The descriptor limit of the next daemons started (0: the test's own). */
void tdaemon_nofile(int n);

/* Starts ALT_BIN_DIR/altered-judged with the given arguments
 * (NULL-terminated) and reads its endpoint line, and a second line when
 * lines == 2. */
void tdaemon_start(daemon_proc *d, int lines, ...);
void tdaemon_vstart(daemon_proc *d, int lines, va_list ap);
/* Sends sig and waits for the exit; the exit status (128 + signal when a
 * signal ended it), or -1 when it had to be killed. */
int tdaemon_stop(daemon_proc *d, int sig);
/* A daemon (or any child) reaped elsewhere: never to be killed at the end. */
void tdaemon_forget(pid_t pid);
/* Remembers a child started elsewhere, to kill at the end. */
void tdaemon_remember(pid_t pid);
/* SIGKILL to every daemon still remembered. */
void tdaemon_kill_all(void);

/* The last 20 lines of its log, on stderr. */
void tdaemon_show_log(const daemon_proc *d);
/* Whether its log holds a line matching a grep pattern. */
int tdaemon_log_has(const daemon_proc *d, const char *pattern);
/* The first number of the first match of a grep pattern in its log; 0,
 * or -1 when nothing matches. */
int tdaemon_log_number(const daemon_proc *d, const char *pattern, long *out);

/* A field of /proc/PID/status (VmRSS, VmHWM) in MiB; -1 when unreadable. */
long tproc_mib(pid_t pid, const char *field);

#endif
