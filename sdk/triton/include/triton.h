/*
 * triton.h - Triton dynamic library 2.4.1 (Windows triton.dll, Linux libtriton.so)
 *
 * All strings are UTF-8 and 0-terminated. Structures are allocated by the caller; they hold only
 * 4-byte integers and byte arrays, so their layout is the same on every platform (no #pragma pack).
 * Compatibility: within 2.x structure layouts and signatures do not change; new functions are only added.
 */
#ifndef TRITON_H
#define TRITON_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TRITON_VERSION     "2.4.1"
#define TRITON_VERSION_NUM 20401 /* major * 10000 + minor * 100 + patch */

/* TRITON_BUILD is defined only when the library itself is compiled. */
#ifdef _WIN32
#ifdef TRITON_BUILD
#define TRITON_API __declspec(dllexport)
#else
#define TRITON_API __declspec(dllimport)
#endif
#define TRITON_CALL __cdecl /* x86: __cdecl whatever the project's default (/Gz); x64 has one convention */
#else
#ifdef TRITON_BUILD
#define TRITON_API __attribute__((visibility("default")))
#else
#define TRITON_API
#endif
#define TRITON_CALL
#endif

#define TRITON_KEY_LEN            64  /* szKey bytes, including the final 0 */
#define TRITON_VALUE_LEN          64  /* szValue bytes, including the final 0 */
#define TRITON_SAMPLING_VALUE_LEN 255 /* PayloadSampling.szValue bytes, including the final 0 */
#define TRITON_MAX_SEND           500 /* TritonDataSend.Payload elements */
#define TRITON_MAX_RECV           32  /* TritonDataRecv.Payload elements */
#define TRITON_MAX_SAMPLING       200 /* TritonDataSendSampling.Payload elements */

/* Return codes; -101 ... -304 are the negatives of the E101-E304 error codes of the Triton logs. */
#define TRITON_OK               0    /* success; for triton_recv: no downlink waiting */
#define TRITON_ERR_NOT_INIT     (-1) /* triton_init not called, or triton_close called */
#define TRITON_ERR_PARAM        (-2) /* NULL pointer, iSize out of range, empty or unterminated text ... */
#define TRITON_ERR_TOO_LARGE    (-3) /* the message exceeds 64 KB */
#define TRITON_ERR_ALREADY_INIT (-4) /* triton_init called twice */
#define TRITON_ERR_MODE         (-5) /* exchange.mode in the configuration is not "library" */

/* triton_status return values besides the negative error codes */
#define TRITON_STATE_UNINIT     0
#define TRITON_STATE_CONNECTING 1
#define TRITON_STATE_CONNECTED  2

typedef struct Payload {
    char szKey[TRITON_KEY_LEN];     /* Neptune data ID */
    char szValue[TRITON_VALUE_LEN]; /* value as text: "12000", "41.5", "true" */
} Payload;                          /* 128 bytes */

typedef struct PayloadSampling {
    char szKey[TRITON_KEY_LEN];
    char szValue[TRITON_SAMPLING_VALUE_LEN]; /* comma-separated samples: "41.5,41.6,41.8" */
} PayloadSampling;                           /* 319 bytes */

typedef struct TritonDataSend {
    uint32_t iSize;                   /* valid Payload elements, 1..500 */
    Payload  Payload[TRITON_MAX_SEND];
} TritonDataSend;                     /* 64004 bytes */

typedef struct TritonDataRecv {
    uint32_t iSize;                   /* Payload elements received, 0..32 */
    char     szOperationId[64];       /* the platform's operation_id (32 lower-case hex digits); sent back by triton_ack */
    Payload  Payload[TRITON_MAX_RECV];
} TritonDataRecv;                     /* 4164 bytes */

typedef struct TritonDataSendSampling {
    uint32_t        iSize;            /* valid PayloadSampling elements, 1..200 */
    char            szTimeStart[32];  /* first sample yyyyMMddHHmmssSSS (Beijing time); "" = time of the call */
    char            szInterval[16];   /* milliseconds between samples, "1".."86400000" */
    PayloadSampling Payload[TRITON_MAX_SAMPLING];
} TritonDataSendSampling;             /* 63852 bytes */

typedef struct TritonStatus {
    int32_t  iState;     /* same as the return value of triton_status */
    int32_t  iLastError; /* number of the last error code, e.g. 302 for E302; 0 = none */
    uint32_t iBuffered;  /* messages waiting in the offline buffer */
    uint32_t iSent;      /* messages sent to the server since triton_init */
    uint32_t iReceived;  /* downlinks received since triton_init */
} TritonStatus;          /* 20 bytes */

/* Reads the configuration (NULL or "" = triton.toml beside the library) and starts connecting in the background. */
TRITON_API int TRITON_CALL triton_init(const char *config_path);
/* Queues one message made of Payload[0..iSize-1], timed at the call. */
TRITON_API int TRITON_CALL triton_send(const TritonDataSend *data);
/* Takes one downlink without waiting: returns its Payload count (>= 1), 0 when none is waiting. */
TRITON_API int TRITON_CALL triton_recv(TritonDataRecv *data);
/* Acknowledges a downlink with its szOperationId and the values after execution; iSize may be 0. */
TRITON_API int TRITON_CALL triton_ack(const TritonDataRecv *data);
/* Queues evenly spaced samples; each index becomes one timed message, sent at most 10 a second. */
TRITON_API int TRITON_CALL triton_send_sampling(const TritonDataSendSampling *data);
/* Connection state: 0 not initialised, 1 connecting, 2 connected, negative = last connection error. status may be NULL. */
TRITON_API int TRITON_CALL triton_status(TritonStatus *status);
/* Sends what is queued for up to 3 seconds, disconnects and stops the background threads. */
TRITON_API void TRITON_CALL triton_close(void);
/* "2.4.1": a static string, do not free it. */
TRITON_API const char *TRITON_CALL triton_version(void);

#ifdef __cplusplus
}
#endif

#endif /* TRITON_H */
