#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include "CCurlShims.h"
#include "curl_library.h"
#include <string.h>

// Each shim calls libcurl through the table nb_curl_load filled (see curl_library.c).

void *nb_curl_init(void) { return nb_curl.easy_init(); }
void nb_curl_cleanup(void *curl) { nb_curl.easy_cleanup((CURL *)curl); }
int nb_curl_perform(void *curl) { return (int)nb_curl.easy_perform((CURL *)curl); }
const char *nb_curl_strerror(int code) { return nb_curl.easy_strerror((CURLcode)code); }
const char *nb_curl_version(void) { return nb_curl.version(); }
void *nb_curl_slist_append(void *list, const char *line) {
    return nb_curl.slist_append((struct curl_slist *)list, line);
}
void nb_curl_slist_free_all(void *list) { nb_curl.slist_free_all((struct curl_slist *)list); }

int nb_curl_setopt_long(void *curl, int option, long value) {
    return (int)nb_curl.easy_setopt((CURL *)curl, (CURLoption)option, value);
}
int nb_curl_setopt_string(void *curl, int option, const char *value) {
    return (int)nb_curl.easy_setopt((CURL *)curl, (CURLoption)option, value);
}
int nb_curl_setopt_pointer(void *curl, int option, void *value) {
    return (int)nb_curl.easy_setopt((CURL *)curl, (CURLoption)option, value);
}
int nb_curl_setopt_write(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata) {
    CURLcode rc = nb_curl.easy_setopt((CURL *)curl, CURLOPT_WRITEFUNCTION, fn);
    if (rc != CURLE_OK) return (int)rc;
    return (int)nb_curl.easy_setopt((CURL *)curl, CURLOPT_WRITEDATA, userdata);
}
int nb_curl_setopt_header(void *curl, size_t (*fn)(char *, size_t, size_t, void *), void *userdata) {
    CURLcode rc = nb_curl.easy_setopt((CURL *)curl, CURLOPT_HEADERFUNCTION, fn);
    if (rc != CURLE_OK) return (int)rc;
    return (int)nb_curl.easy_setopt((CURL *)curl, CURLOPT_HEADERDATA, userdata);
}
int nb_curl_setopt_progress(void *curl, int (*fn)(void *, int64_t, int64_t, int64_t, int64_t), void *userdata) {
    CURLcode rc = nb_curl.easy_setopt((CURL *)curl, CURLOPT_XFERINFOFUNCTION, (curl_xferinfo_callback)fn);
    if (rc != CURLE_OK) return (int)rc;
    rc = nb_curl.easy_setopt((CURL *)curl, CURLOPT_XFERINFODATA, userdata);
    if (rc != CURLE_OK) return (int)rc;
    return (int)nb_curl.easy_setopt((CURL *)curl, CURLOPT_NOPROGRESS, 0L);
}
int nb_curl_getinfo_long(void *curl, int info, long *value) {
    return (int)nb_curl.easy_getinfo((CURL *)curl, (CURLINFO)info, value);
}
int nb_curl_getinfo_string(void *curl, int info, char *buffer, size_t size) {
    char *value = NULL;
    if (size == 0 || nb_curl.easy_getinfo((CURL *)curl, (CURLINFO)info, &value) != CURLE_OK || value == NULL) return 0;
    size_t length = strlen(value);
    int whole = length < size;
    if (!whole) length = size - 1;
    memcpy(buffer, value, length);
    buffer[length] = 0;
    return whole ? 1 : 2;
}
