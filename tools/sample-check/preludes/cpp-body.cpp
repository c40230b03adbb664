// A statement fragment: placed in a function, with the page's named blocks (a class, helpers) before it.
#include "triton.h"

@@context@@

void sample()
{
    @@code@@
}
