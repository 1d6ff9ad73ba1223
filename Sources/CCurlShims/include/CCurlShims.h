// Wrappers for what Swift cannot call of libcurl: its variadic setopt/getinfo, the multi
// interface's message union and macros, and the library itself, opened on first use. Imported
// by NearbyHTTP alone, the one home of HTTP. Every symbol is prefixed `nb_`.
#ifndef NEARBY_CCURLSHIMS_H
#define NEARBY_CCURLSHIMS_H

#include <stdint.h>
#include <stddef.h>

// MARK: curl
// libcurl is not linked: nb_curl_load opens it (dlopen) on first use, and every other nb_curl_*
// shim may be called only after it succeeded.

/// Opens the library `name` ("libcurl.so.4") and resolves the libcurl functions the shims call;
/// the first success also runs curl_global_init(CURL_GLOBAL_DEFAULT) and makes the shims usable.
/// Thread-safe. Returns 0, or -1 with the reason (the loader's message) in `error`.
int nb_curl_load(const char *name, char *error, size_t size);
/// curl_version(): "libcurl/7.88.1 OpenSSL/3.0.x ...".
const char *nb_curl_version(void);
void *nb_curl_init(void);
void nb_curl_cleanup(void *curl);
int nb_curl_perform(void *curl);
const char *nb_curl_strerror(int code);
/// curl_slist_append / curl_slist_free_all on an opaque list (NULL starts one).
void *nb_curl_slist_append(void *list, const char *line);
void nb_curl_slist_free_all(void *list);
int nb_curl_setopt_long(void *curl, int option, long value);
int nb_curl_setopt_string(void *curl, int option, const char *value);
int nb_curl_setopt_pointer(void *curl, int option, void *value);
int nb_curl_setopt_write(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata);
int nb_curl_setopt_header(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata);
int nb_curl_setopt_progress(void *curl, int (*fn)(void *, int64_t, int64_t, int64_t, int64_t), void *userdata);
int nb_curl_getinfo_long(void *curl, int info, long *value);
/// A string info (CURLINFO_REDIRECT_URL…) copied into `buffer`: 1 when it fitted, 2 when it was
/// cut to `size` - 1 bytes, 0 when curl had none (NULL) or failed.
int nb_curl_getinfo_string(void *curl, int info, char *buffer, size_t size);

// MARK: curl multi

void *nb_curl_multi_init(void);
int nb_curl_multi_cleanup(void *multi);
int nb_curl_multi_add(void *multi, void *easy);
int nb_curl_multi_remove(void *multi, void *easy);
int nb_curl_multi_setopt_long(void *multi, int option, long value);
int nb_curl_multi_perform(void *multi, int *running);
/// Waits up to `timeout_ms` for activity on any transfer (curl_multi_poll, no extra fds).
int nb_curl_multi_poll(void *multi, int timeout_ms);
/// The next finished transfer: 1 with its easy handle and CURLcode, 0 when none is waiting.
int nb_curl_multi_next_done(void *multi, void **easy, int *result);
/// CURLPIPE_MULTIPLEX (a macro): HTTP/2 multiplexing for CURLMOPT_PIPELINING.
long nb_curl_pipe_multiplex(void);

#endif
