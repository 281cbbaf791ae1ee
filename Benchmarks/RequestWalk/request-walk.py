# The files of Requester and Handlers a request enters, in the order it first
# enters each: Docs/Internals.md, "The files a request enters, measured".
#
# From the root package, after `swift build --build-tests`:
#   WALK_START='APIClient.send<A>(_:)' gdb -batch -nx -x Benchmarks/RequestWalk/request-walk.py \
#     --args .build/debug/RequesterPackageTests.xctest --testing-library swift-testing \
#     --filter anAsyncRefreshRefreshesAndTheRequestIsSentAgain
#   WALK_START='Requester.request<A>(options:_:)' gdb ... --filter underARequesterTheAuthenticatorActsFirst
#
# It stops at the first call of WALK_START (a demangled name, as
# `swift demangle --simplified --compact` prints it), then sets a breakpoint on
# every function of Requester and Handlers (their extensions included), each
# recording its file and removing itself at its first hit, and lets the test
# run on. Not counted: compiler-made helpers (outlined copies, metadata and
# witness functions, partial-application forwarders, which debug information
# files under whichever source asked for them first), the stub transport's
# own internals (Requester/Testing), and deinitializers (the test's teardown).
# Takes minutes: gdb stops the process at each first hit.
import os
import subprocess

import gdb

binary = gdb.objfiles()[0].filename if gdb.objfiles() else gdb.current_progspace().filename
gdb.execute("set pagination off")
gdb.execute("set confirm off")
hits = []


def demangled(names):
    text = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                          input="\n".join(names), capture_output=True, text=True).stdout
    return text.split("\n")[:len(names)]


class FirstCall(gdb.Breakpoint):
    def stop(self):
        try:
            line = gdb.selected_frame().find_sal()
            path = line.symtab.filename if line.symtab else "?"
        except gdb.error:
            path = "?"
        hits.append((path, self.location))
        self.enabled = False
        return False


def ours(name):
    return (name.startswith("$s9Requester") or name.startswith("$s8Handlers")
            or "9RequesterE" in name or "8HandlersE" in name)


symbols = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True).stdout.split("\n")
names = [p[2] for p in (line.split() for line in symbols) if len(p) == 3 and p[1] in "tT" and ours(p[2])]
start = os.environ["WALK_START"]
starts = [n for n, d in zip(names, demangled(names)) if d == start]
if not starts:
    raise gdb.GdbError(f"no function is named {start}")
for name in starts:
    gdb.Breakpoint(name)
gdb.execute("run")
gdb.execute("delete")
for name in names:
    FirstCall(name, internal=True)
gdb.execute("continue")

helpers = ("outlined ", "type metadata", "protocol witness", "value witness", "partial apply",
           "reabstraction thunk", "__swift", "merged ", "associated type")
files = []
for (path, _), name in zip(hits, demangled([h[1] for h in hits])):
    if "/Sources/" not in path or name.startswith(helpers) or "deinit" in name:
        continue
    file = path.split("/Sources/", 1)[1]
    if file.startswith("Requester/Testing/"):
        continue
    if file not in (f for f, _ in files):
        files.append((file, name))
print(f"\n{len(files)} files from {start}:")
for number, (file, name) in enumerate(files, 1):
    print(f"{number:3} {file}  ({name})")
