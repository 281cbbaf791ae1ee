#ifndef CSTREAMTHREADLOCAL_H
#define CSTREAMTHREADLOCAL_H

// The calling thread's trampoline state for Stream (Trampoline.swift), in a
// C thread-local variable: reading it is a load relative to the thread
// pointer, where `pthread_getspecific` is a call of about 24 instructions,
// paid on every top-level subscribe. Swift has no thread-local storage of
// its own, hence this C target. Stream owns the pointer: it allocates the
// state and frees it through a pthread key's destructor at thread exit.

/// The state `cstream_set_trampoline_state` stored on this thread, or NULL.
extern _Thread_local void *_Nullable cstream_trampoline_state_slot;

/// The calling thread's trampoline state, or NULL before its first use.
static inline void *_Nullable cstream_trampoline_state(void) {
    return cstream_trampoline_state_slot;
}

/// Stores the calling thread's trampoline state.
static inline void cstream_set_trampoline_state(void *_Nullable state) {
    cstream_trampoline_state_slot = state;
}

#endif
