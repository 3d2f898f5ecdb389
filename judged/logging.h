/*
 * logging.h: the daemon's log, one line per event on stderr, filtered by
 * level (--log-level). Lines are written with one stdio call each, so lines
 * from different threads never interleave.
 */
#ifndef JUDGED_LOGGING_H
#define JUDGED_LOGGING_H

typedef enum judged_level {
    JUDGED_LOG_ERROR, JUDGED_LOG_WARN, JUDGED_LOG_INFO, JUDGED_LOG_DEBUG
} judged_level;

/* "error", "warn", "info" or "debug"; -1 for anything else. */
int judged_log_parse_level(const char *name);
void judged_log_set_level(judged_level level);
int judged_log_enabled(judged_level level);
void judged_log(judged_level level, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
