#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has a `main` of its own (every
/// SwiftPM executable does): parses libFuzzer's flags from `argv` and runs
/// `callback` on each input. Provided by the runtime `-sanitize=fuzzer` links
/// (FuzzerDriver.c has a weak stand-in for builds without it).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
