/* A function signature as a page prints it: it must agree with the declaration in triton_cpac.h. */
#include "triton_cpac.h"

@@code@@
