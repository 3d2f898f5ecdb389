/*
 * logging.c: leveled log lines on stderr with a UTC timestamp. The level is
 * one atomic integer, so every thread may log and the level may change at
 * any time without a lock.
 */
#include "logging.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static atomic_int log_level = JUDGED_LOG_INFO;

static const char *const level_names[] = {"error", "warn", "info", "debug"};

int judged_log_parse_level(const char *name)
{
    for (int i = 0; name && i < 4; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

void judged_log_set_level(judged_level level)
{
    atomic_store(&log_level, (int)level);
}

int judged_log_enabled(judged_level level)
{
    return (int)level <= atomic_load(&log_level);
}

void judged_log(judged_level level, const char *fmt, ...)
{
    if (!judged_log_enabled(level))
        return;
    char line[1024];
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm tm;
    gmtime_r(&ts.tv_sec, &tm);
    int n = snprintf(line, sizeof line, "%04d-%02d-%02dT%02d:%02d:%02d.%03ldZ altered-judged %s: ", tm.tm_year + 1900,
                     tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, ts.tv_nsec / 1000000,
                     level_names[level]);
    if (n < 0 || (size_t)n >= sizeof line)
        n = 0;
    va_list ap;
    va_start(ap, fmt);
    int m = vsnprintf(line + n, sizeof line - (size_t)n - 1, fmt, ap);
    va_end(ap);
    size_t len = (size_t)n + (m < 0 ? 0 : (size_t)m);
    if (len > sizeof line - 2)
        len = sizeof line - 2;
    line[len++] = '\n';
    line[len] = '\0';
    fputs(line, stderr);
}
