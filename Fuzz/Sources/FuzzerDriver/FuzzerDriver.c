#include <stdio.h>
#include "FuzzerDriver.h"

// A stand-in for builds without `-sanitize=fuzzer` (`swift build`, `swift
// test`, which replays the corpus): weak, so libFuzzer's own definition wins
// wherever it is linked. Fuzz/run always builds with libFuzzer.
__attribute__((weak)) int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t)) {
    (void)argc;
    (void)argv;
    (void)callback;
    fprintf(stderr, "This harness was built without -sanitize=fuzzer: build and run it with bash Fuzz/run.\n");
    return 2;
}
