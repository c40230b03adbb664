// A statement fragment of the EVC pages: placed in a function of a WinCE program with the page's named blocks before it.
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include "triton_cpac.h"

@@context@@

void sample(void)
{
    @@code@@
}
