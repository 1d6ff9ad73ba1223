// libcurl is opened on first use (dlopen), not linked: a process that never goes online never
// maps libcurl and its TLS, HTTP/2, Kerberos and LDAP libraries (about 4 MB of pages at start-up).
// The functions below are the only ones the shims call; each resolves once, then every nb_curl_*
// shim calls through this table.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "CCurlShims.h"
#include "curl_library.h"

struct nb_curl_api nb_curl;

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded;

#define NB_RESOLVE(table, field, symbol)                                                   \
    do {                                                                                   \
        *(void **)&(table).field = dlsym(library, #symbol);                                \
        if ((table).field == NULL) {                                                       \
            snprintf(error, size, "%s has no %s", name, #symbol);                          \
            return -1;                                                                     \
        }                                                                                  \
    } while (0)

static int resolve(void *library, const char *name, struct nb_curl_api *api, char *error, size_t size) {
    NB_RESOLVE(*api, global_init, curl_global_init);
    NB_RESOLVE(*api, version, curl_version);
    NB_RESOLVE(*api, easy_init, curl_easy_init);
    NB_RESOLVE(*api, easy_setopt, curl_easy_setopt);
    NB_RESOLVE(*api, easy_getinfo, curl_easy_getinfo);
    NB_RESOLVE(*api, easy_perform, curl_easy_perform);
    NB_RESOLVE(*api, easy_cleanup, curl_easy_cleanup);
    NB_RESOLVE(*api, easy_strerror, curl_easy_strerror);
    NB_RESOLVE(*api, slist_append, curl_slist_append);
    NB_RESOLVE(*api, slist_free_all, curl_slist_free_all);
    NB_RESOLVE(*api, multi_init, curl_multi_init);
    NB_RESOLVE(*api, multi_cleanup, curl_multi_cleanup);
    NB_RESOLVE(*api, multi_add_handle, curl_multi_add_handle);
    NB_RESOLVE(*api, multi_remove_handle, curl_multi_remove_handle);
    NB_RESOLVE(*api, multi_setopt, curl_multi_setopt);
    NB_RESOLVE(*api, multi_perform, curl_multi_perform);
    NB_RESOLVE(*api, multi_poll, curl_multi_poll);
    NB_RESOLVE(*api, multi_info_read, curl_multi_info_read);
    return 0;
}

int nb_curl_load(const char *name, char *error, size_t size) {
    if (size > 0) error[0] = '\0';
    // Opened every time (only a reference count once it is mapped), so a bad name always fails.
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(error, size, "%s", reason != NULL ? reason : name);
        return -1;
    }
    struct nb_curl_api api;
    if (resolve(library, name, &api, error, size) != 0) {
        dlclose(library);
        return -1;
    }
    pthread_mutex_lock(&load_lock);
    int result = 0, installed = 0;
    if (!loaded) {
        // curl_global_init is not thread-safe: it runs here, under the lock, exactly once.
        CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
        if (code == CURLE_OK) {
            nb_curl = api;
            loaded = installed = 1;
        } else {
            snprintf(error, size, "curl_global_init failed (%d)", (int)code);
            result = -1;
        }
    }
    pthread_mutex_unlock(&load_lock);
    // The table in use keeps its library open for the life of the process; other opens are undone.
    if (!installed) dlclose(library);
    return result;
}
