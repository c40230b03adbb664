/* triton_cpac.h - Triton (WinCE) 2.4.1 */
#ifndef TRITON_CPAC_H
#define TRITON_CPAC_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef TRITON_CPAC_EXPORTS
#define TRITON_API __declspec(dllexport)
#else
#define TRITON_API __declspec(dllimport)
#endif

#define TRITON_VERSION "2.4.1"

typedef short         TRITON_INT;     /* IEC INT: return type of all five functions */
typedef long          TRITON_INT32;   /* IEC DINT  */
typedef unsigned long TRITON_UINT32;  /* IEC UDINT */

#define TRITON_KEY_LEN             64
#define TRITON_VALUE_LEN           64
#define TRITON_SAMPLING_VALUE_LEN  255
#define TRITON_MAX_SEND            500
#define TRITON_MAX_RECV            32
#define TRITON_MAX_SAMPLING        200

#define TRITON_OK                  0
#define TRITON_ERR_NOT_INIT        (-1)
#define TRITON_ERR_PARAM           (-2)
#define TRITON_ERR_TOO_LARGE       (-3)

#define TRITON_STATE_UNINIT        0
#define TRITON_STATE_CONNECTING    1
#define TRITON_STATE_CONNECTED     2

typedef struct Payload {
    char szKey[TRITON_KEY_LEN];                /* data ID, 0-terminated */
    char szValue[TRITON_VALUE_LEN];            /* value text, 0-terminated */
} Payload;                                     /* 128 bytes */

typedef struct PayloadSampling {
    char szKey[TRITON_KEY_LEN];
    char szValue[TRITON_SAMPLING_VALUE_LEN];   /* "v0,v1,v2" */
} PayloadSampling;                             /* 319 bytes */

typedef struct TritonDataSend {
    TRITON_UINT32  iSize;                      /* 1..500 */
    struct Payload Payload[TRITON_MAX_SEND];
} TritonDataSend;                              /* 64004 bytes */

typedef struct TritonDataRecv {
    TRITON_UINT32  iSize;                      /* 0..32 */
    char           szOperationId[64];          /* 32 lower-case hex digits */
    struct Payload Payload[TRITON_MAX_RECV];
} TritonDataRecv;                              /* 4164 bytes */

typedef struct TritonDataSendSampling {
    TRITON_UINT32   iSize;                     /* 1..200 */
    char            szTimeStart[32];           /* yyyyMMddHHmmssSSS, "" = now */
    char            szInterval[16];            /* milliseconds, "1".."86400000" */
    PayloadSampling Payload[TRITON_MAX_SAMPLING];
} TritonDataSendSampling;                      /* 63852 bytes */

typedef struct TritonStatus {
    TRITON_INT32  iState;                      /* same as triton_status() */
    TRITON_INT32  iLastError;                  /* e.g. 302 for E302, 0 = none */
    TRITON_UINT32 iBuffered;                   /* messages waiting in the offline buffer */
    TRITON_UINT32 iSent;                       /* messages sent since load */
    TRITON_UINT32 iReceived;                   /* downlinks received since load */
} TritonStatus;                                /* 20 bytes */

TRITON_API TRITON_INT __cdecl triton_send(const TritonDataSend *pData);
TRITON_API TRITON_INT __cdecl triton_recv(TritonDataRecv *pData);
TRITON_API TRITON_INT __cdecl triton_ack(const TritonDataRecv *pData);
TRITON_API TRITON_INT __cdecl triton_send_sampling(const TritonDataSendSampling *pData);
TRITON_API TRITON_INT __cdecl triton_status(TritonStatus *pStatus);

#ifdef __cplusplus
}
#endif

#endif /* TRITON_CPAC_H */
