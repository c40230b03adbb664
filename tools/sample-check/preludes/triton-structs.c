/* The structures as a page prints them, with the sizes the canon gives (triton-library.md). */
#include <stdint.h>

@@code@@

typedef char size_of_Payload[sizeof(Payload) == 128 ? 1 : -1];
typedef char size_of_PayloadSampling[sizeof(PayloadSampling) == 319 ? 1 : -1];
typedef char size_of_TritonDataSend[sizeof(TritonDataSend) == 64004 ? 1 : -1];
typedef char size_of_TritonDataRecv[sizeof(TritonDataRecv) == 4164 ? 1 : -1];
typedef char size_of_TritonDataSendSampling[sizeof(TritonDataSendSampling) == 63852 ? 1 : -1];
typedef char size_of_TritonStatus[sizeof(TritonStatus) == 20 ? 1 : -1];
