// Declarations of the EVC pages (helper functions): at file level of a WinCE program.
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include "triton_cpac.h"

@@context@@
@@code@@
