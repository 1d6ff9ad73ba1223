#include <curl/curl.h>
#include "CShims.h"

void *nb_curl_init(void) { return curl_easy_init(); }

int nb_curl_setopt_long(void *curl, int option, long value) {
    return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, value);
}
int nb_curl_setopt_string(void *curl, int option, const char *value) {
    return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, value);
}
int nb_curl_setopt_pointer(void *curl, int option, void *value) {
    return (int)curl_easy_setopt((CURL *)curl, (CURLoption)option, value);
}
int nb_curl_setopt_write(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata) {
    CURLcode rc = curl_easy_setopt((CURL *)curl, CURLOPT_WRITEFUNCTION, fn);
    if (rc != CURLE_OK) return (int)rc;
    return (int)curl_easy_setopt((CURL *)curl, CURLOPT_WRITEDATA, userdata);
}
int nb_curl_setopt_header(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata) {
    CURLcode rc = curl_easy_setopt((CURL *)curl, CURLOPT_HEADERFUNCTION, fn);
    if (rc != CURLE_OK) return (int)rc;
    return (int)curl_easy_setopt((CURL *)curl, CURLOPT_HEADERDATA, userdata);
}
int nb_curl_setopt_progress(void *curl, int (*fn)(void *, int64_t, int64_t, int64_t, int64_t), void *userdata) {
    CURLcode rc = curl_easy_setopt((CURL *)curl, CURLOPT_XFERINFOFUNCTION, (curl_xferinfo_callback)fn);
    if (rc != CURLE_OK) return (int)rc;
    rc = curl_easy_setopt((CURL *)curl, CURLOPT_XFERINFODATA, userdata);
    if (rc != CURLE_OK) return (int)rc;
    return (int)curl_easy_setopt((CURL *)curl, CURLOPT_NOPROGRESS, 0L);
}
int nb_curl_getinfo_long(void *curl, int info, long *value) {
    return (int)curl_easy_getinfo((CURL *)curl, (CURLINFO)info, value);
}
int nb_curl_global_init(void) { return (int)curl_global_init(CURL_GLOBAL_DEFAULT); }
