/*
 * triton_stub.c - a loopback-only stand-in for libtriton.so, for running the documentation's C samples in tests.
 *
 * It opens no socket: triton_init connects "at once" (state 1 on the first triton_status, then 2), sends are validated
 * as the library validates them and written as one line each to the file named by TRITON_STUB_TRACE (when set), and
 * downlinks come from TRITON_STUB_DOWNLINKS: "<operation_id>:<key>=<value>[,<key>=<value>...]" entries separated by
 * ';', handed out one per triton_recv call after TRITON_STUB_DOWNLINK_AFTER calls (default 5).
 */
#define TRITON_BUILD
#define _POSIX_C_SOURCE 200809L
#include "triton.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_init;
static int g_state;
static unsigned g_recv_calls;
static const char *g_next_downlink;
static TritonStatus g_status;

static int terminated(const char *s, size_t len)
{
    return memchr(s, '\0', len) != NULL;
}

static int valid_payloads(const Payload *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (!terminated(p[i].szKey, sizeof p[i].szKey) || p[i].szKey[0] == '\0' ||
            !terminated(p[i].szValue, sizeof p[i].szValue)) {
            return 0;
        }
    }
    return 1;
}

static void trace(const char *kind, const char *op, const Payload *p, uint32_t n)
{
    const char *path = getenv("TRITON_STUB_TRACE");
    FILE *f = path ? fopen(path, "a") : NULL;
    if (f == NULL) {
        return;
    }
    fprintf(f, "%s", kind);
    if (op != NULL) {
        fprintf(f, " %s", op);
    }
    for (uint32_t i = 0; i < n; i++) {
        fprintf(f, " %s=%s", p[i].szKey, p[i].szValue);
    }
    fputc('\n', f);
    fclose(f);
}

TRITON_API int TRITON_CALL triton_init(const char *config_path)
{
    (void)config_path;
    pthread_mutex_lock(&g_lock);
    int rc = g_init ? TRITON_ERR_ALREADY_INIT : TRITON_OK;
    if (!g_init) {
        g_init = 1;
        g_state = TRITON_STATE_UNINIT;
        g_recv_calls = 0;
        g_next_downlink = getenv("TRITON_STUB_DOWNLINKS");
        memset(&g_status, 0, sizeof g_status);
    }
    pthread_mutex_unlock(&g_lock);
    return rc;
}

TRITON_API int TRITON_CALL triton_send(const TritonDataSend *data)
{
    if (!g_init) {
        return TRITON_ERR_NOT_INIT;
    }
    if (data == NULL || data->iSize < 1 || data->iSize > TRITON_MAX_SEND || !valid_payloads(data->Payload, data->iSize)) {
        return TRITON_ERR_PARAM;
    }
    trace("send", NULL, data->Payload, data->iSize);
    pthread_mutex_lock(&g_lock);
    g_status.iSent++;
    pthread_mutex_unlock(&g_lock);
    return TRITON_OK;
}

/* Parses one "<op>:<k>=<v>,<k>=<v>" entry of TRITON_STUB_DOWNLINKS into data; returns the Payload count. */
static int parse_downlink(const char *entry, size_t len, TritonDataRecv *data)
{
    const char *colon = memchr(entry, ':', len);
    if (colon == NULL) {
        return 0;
    }
    snprintf(data->szOperationId, sizeof data->szOperationId, "%.*s", (int)(colon - entry), entry);
    const char *p = colon + 1;
    const char *end = entry + len;
    while (p < end && data->iSize < TRITON_MAX_RECV) {
        const char *comma = memchr(p, ',', (size_t)(end - p));
        const char *item_end = comma ? comma : end;
        const char *eq = memchr(p, '=', (size_t)(item_end - p));
        if (eq != NULL) {
            Payload *out = &data->Payload[data->iSize++];
            snprintf(out->szKey, sizeof out->szKey, "%.*s", (int)(eq - p), p);
            snprintf(out->szValue, sizeof out->szValue, "%.*s", (int)(item_end - eq - 1), eq + 1);
        }
        p = item_end + 1;
    }
    return (int)data->iSize;
}

TRITON_API int TRITON_CALL triton_recv(TritonDataRecv *data)
{
    if (!g_init) {
        return TRITON_ERR_NOT_INIT;
    }
    if (data == NULL) {
        return TRITON_ERR_PARAM;
    }
    memset(data, 0, sizeof *data);
    pthread_mutex_lock(&g_lock);
    const char *after = getenv("TRITON_STUB_DOWNLINK_AFTER");
    unsigned wait = after ? (unsigned)strtoul(after, NULL, 10) : 5;
    int n = 0;
    if (++g_recv_calls > wait && g_next_downlink != NULL && *g_next_downlink != '\0') {
        const char *semi = strchr(g_next_downlink, ';');
        size_t len = semi ? (size_t)(semi - g_next_downlink) : strlen(g_next_downlink);
        n = parse_downlink(g_next_downlink, len, data);
        g_next_downlink = semi ? semi + 1 : NULL;
        g_status.iReceived++;
    }
    pthread_mutex_unlock(&g_lock);
    return n;
}

TRITON_API int TRITON_CALL triton_ack(const TritonDataRecv *data)
{
    if (!g_init) {
        return TRITON_ERR_NOT_INIT;
    }
    if (data == NULL || data->szOperationId[0] == '\0' || data->iSize > TRITON_MAX_RECV ||
        !terminated(data->szOperationId, sizeof data->szOperationId) || !valid_payloads(data->Payload, data->iSize)) {
        return TRITON_ERR_PARAM;
    }
    trace("ack", data->szOperationId, data->Payload, data->iSize);
    return TRITON_OK;
}

TRITON_API int TRITON_CALL triton_send_sampling(const TritonDataSendSampling *data)
{
    if (!g_init) {
        return TRITON_ERR_NOT_INIT;
    }
    if (data == NULL || data->iSize < 1 || data->iSize > TRITON_MAX_SAMPLING ||
        !terminated(data->szTimeStart, sizeof data->szTimeStart) ||
        !terminated(data->szInterval, sizeof data->szInterval)) {
        return TRITON_ERR_PARAM;
    }
    size_t ts = strlen(data->szTimeStart);
    char *end;
    long interval = strtol(data->szInterval, &end, 10);
    if ((ts != 0 && ts != 17) || *end != '\0' || interval < 1 || interval > 86400000L) {
        return TRITON_ERR_PARAM;
    }
    for (uint32_t i = 0; i < data->iSize; i++) {
        const PayloadSampling *p = &data->Payload[i];
        if (p->szKey[0] == '\0' || !terminated(p->szKey, sizeof p->szKey) || !terminated(p->szValue, sizeof p->szValue)) {
            return TRITON_ERR_PARAM;
        }
    }
    const char *path = getenv("TRITON_STUB_TRACE");
    FILE *f = path ? fopen(path, "a") : NULL;
    if (f != NULL) {
        fprintf(f, "sampling %s %s", data->szTimeStart, data->szInterval);
        for (uint32_t i = 0; i < data->iSize; i++) {
            fprintf(f, " %s=%s", data->Payload[i].szKey, data->Payload[i].szValue);
        }
        fputc('\n', f);
        fclose(f);
    }
    return TRITON_OK;
}

TRITON_API int TRITON_CALL triton_status(TritonStatus *status)
{
    pthread_mutex_lock(&g_lock);
    /* Reports "connecting" once, then "connected", as a real connection to a loopback peer would. */
    int state = g_init ? g_state : TRITON_STATE_UNINIT;
    if (g_init && g_state < TRITON_STATE_CONNECTED) {
        g_state++;
        state = g_state;
    }
    if (status != NULL) {
        g_status.iState = state;
        *status = g_status;
    }
    pthread_mutex_unlock(&g_lock);
    return state;
}

TRITON_API void TRITON_CALL triton_close(void)
{
    pthread_mutex_lock(&g_lock);
    g_init = 0;
    g_state = TRITON_STATE_UNINIT;
    pthread_mutex_unlock(&g_lock);
}

TRITON_API const char *TRITON_CALL triton_version(void)
{
    return TRITON_VERSION;
}
