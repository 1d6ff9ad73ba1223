// The libcurl functions the shims call, resolved by nb_curl_load from the library it opened.
// Private to CCurlShims: Swift reaches libcurl only through the nb_curl_* shims.
#ifndef NEARBY_CURL_LIBRARY_H
#define NEARBY_CURL_LIBRARY_H

#include <curl/curl.h>

struct nb_curl_api {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_version) *version;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_perform) *easy_perform;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
    __typeof__(curl_multi_init) *multi_init;
    __typeof__(curl_multi_cleanup) *multi_cleanup;
    __typeof__(curl_multi_add_handle) *multi_add_handle;
    __typeof__(curl_multi_remove_handle) *multi_remove_handle;
    __typeof__(curl_multi_setopt) *multi_setopt;
    __typeof__(curl_multi_perform) *multi_perform;
    __typeof__(curl_multi_poll) *multi_poll;
    __typeof__(curl_multi_info_read) *multi_info_read;
};

/// Filled once by a successful nb_curl_load; read-only afterwards.
extern struct nb_curl_api nb_curl;

#endif
