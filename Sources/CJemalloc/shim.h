// jemalloc: linked into the executable, its malloc and free replace glibc's for the whole
// process (the Swift runtime's allocations included).
#include <jemalloc/jemalloc.h>
