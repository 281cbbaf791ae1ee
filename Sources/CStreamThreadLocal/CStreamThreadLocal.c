#include "CStreamThreadLocal.h"

// One definition for the whole program: the accessors in the header are
// inlined wherever they are called, and all reach this variable.
_Thread_local void *_Nullable cstream_trampoline_state_slot = 0;
