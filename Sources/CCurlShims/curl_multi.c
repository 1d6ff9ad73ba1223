#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include "CCurlShims.h"
#include "curl_library.h"

// libcurl's multi interface: CURLMsg holds a union Swift cannot read, and multi_setopt is variadic.
// Calls go through the table nb_curl_load filled (see curl_library.c).

void *nb_curl_multi_init(void) { return nb_curl.multi_init(); }
int nb_curl_multi_cleanup(void *multi) { return (int)nb_curl.multi_cleanup((CURLM *)multi); }
int nb_curl_multi_add(void *multi, void *easy) { return (int)nb_curl.multi_add_handle((CURLM *)multi, (CURL *)easy); }
int nb_curl_multi_remove(void *multi, void *easy) { return (int)nb_curl.multi_remove_handle((CURLM *)multi, (CURL *)easy); }
int nb_curl_multi_setopt_long(void *multi, int option, long value) {
    return (int)nb_curl.multi_setopt((CURLM *)multi, (CURLMoption)option, value);
}
int nb_curl_multi_perform(void *multi, int *running) { return (int)nb_curl.multi_perform((CURLM *)multi, running); }
int nb_curl_multi_poll(void *multi, int timeout_ms) {
    int ready = 0;
    return (int)nb_curl.multi_poll((CURLM *)multi, NULL, 0, timeout_ms, &ready);
}
int nb_curl_multi_next_done(void *multi, void **easy, int *result) {
    int queued = 0;
    CURLMsg *message;
    while ((message = nb_curl.multi_info_read((CURLM *)multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *easy = message->easy_handle;
            *result = (int)message->data.result;
            return 1;
        }
    }
    return 0;
}
long nb_curl_pipe_multiplex(void) { return CURLPIPE_MULTIPLEX; }
