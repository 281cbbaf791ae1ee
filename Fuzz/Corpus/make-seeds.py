#!/usr/bin/env python3
"""Writes the seed corpus of each harness (Fuzz/Corpus/<Harness>/seed-*).

Seeds are byte strings in the layout each harness reads with FuzzInput
(Fuzz/Sources/FuzzSupport/FuzzInput.swift): a choice is one byte taken modulo
the number of options, a string is a length byte then that many bytes. Run it
again after changing what a harness reads; libFuzzer adds what it finds to a
copy in Fuzz/.build-fuzz/corpus/, never here.
"""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def s(text):
    data = text.encode() if isinstance(text, str) else text
    return bytes([len(data)]) + data


def write(harness, seeds):
    folder = os.path.join(HERE, harness)
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.startswith("seed-"):
            os.remove(os.path.join(folder, name))
    for index, seed in enumerate(seeds):
        with open(os.path.join(folder, "seed-%02d" % index), "wb") as out:
            out.write(seed)


# RetryAfter: mode (0 raw, 1 digits, 2 date fields, 3 backoff), then the mode's bytes.
raw = [b"120", b"Wed, 21 Oct 2015 07:28:00 GMT", b"Sunday, 06-Nov-94 08:49:37 GMT", b"Sun Nov  6 08:49:37 1994",
       b" 5\t", b"-1", b"99999999999999999999999", b"Fri, 31 Dec 9999 23:59:59 GMT", b"0", b"1.5", b"soon"]
dates = [
    # day, month, hour, minute, second, four-digit year?, year digits, weekday (7 = its own), clock, form
    bytes([21, 9, 7, 28, 0, 1]) + b"\x02\x00\x03\x00" + bytes([7]) + struct.pack("<q", 1_700_000_000) + bytes([0]),
    bytes([6, 10, 8, 49, 37, 1]) + b"\x02\x00\x03\x00" + bytes([7]) + struct.pack("<q", 0) + bytes([2]),
    bytes([29, 1, 23, 59, 59, 1]) + b"\x02\x00\x02\x08" + bytes([7]) + struct.pack("<q", 1_700_000_000) + bytes([1]),
    bytes([31, 11, 23, 59, 59, 0, 9]) + b"\x09" * 9 + bytes([7]) + struct.pack("<q", 5) + bytes([0]),
]
backoffs = [
    bytes([0]) + struct.pack("<q", 1) + bytes([1]) + struct.pack("<q", 60) + struct.pack("<d", 2.0)
    + struct.pack("<d", 0.2) + struct.pack("<q", 3) + bytes([2, 1]),
    bytes([0]) + struct.pack("<q", 2**62) + bytes([0]) + struct.pack("<q", -1) + struct.pack("<d", float("nan"))
    + struct.pack("<d", 1.0) + struct.pack("<q", 2**62) + bytes([1, 1]),
]
write("RetryAfter", [bytes([0]) + r for r in raw] + [bytes([1, 0, 1]) + bytes(range(10)) * 2]
      + [bytes([2]) + d for d in dates] + [bytes([3]) + b for b in backoffs])


# EndpointURL: base index, raw path?, path, number of query items, then name and value (each: piece? then string).
def endpoint(base, path, query):
    data = bytes([base, 1]) + s(path) + bytes([len(query)])
    for name, value in query:
        data += bytes([0]) + s(name) + bytes([0]) + s(value)
    return data


write("EndpointURL", [
    endpoint(0, "users/42", []), endpoint(3, "/users/42/", [("page", "2")]),
    endpoint(2, "search?q=a b&x=%41", [("q", "a b&c=d"), ("", "+")]), endpoint(1, "a/./b", []),
    endpoint(4, "my%20file/\u00fcmlaut", [("\u00fc", "#;=")]), endpoint(5, "https://other.example.org/x?y=1", [("z", "1")]),
    endpoint(6, "", [("empty", "")]), endpoint(7, "//a//b?", []), endpoint(3, "100%/%zz/%2F", [("%", "%25")]),
])

# LogRedaction: where the secret goes (0...13, 10...13 under the name patterns), then surroundings; libFuzzer fills in the rest.
write("LogRedaction", [bytes([plant, 1]) + bytes((plant * 37 + i * 11) % 256 for i in range(60)) for plant in range(14)])


# ResponseValidation: status from the list?, status, shape (0 model, 1 array, 2 Empty), keys, body.
def validation(status_index, shape, keys, body):
    data = bytes([1, status_index, shape, len(keys)])
    for key in keys:
        data += bytes([0]) + s(key)
    return data + (body.encode() if isinstance(body, str) else body)


write("ResponseValidation", [
    validation(0, 0, [], '{"id": 1, "name": "Ada"}'),
    validation(0, 0, ["data"], '{"data": {"id": 1, "name": "Ada"}, "meta": {"page": 1}}'),
    validation(1, 1, ["data", "items"], '{"data": {"items": [{"id": 1, "name": "Ada"}, {"id": 2.0, "name": "B"}]}}'),
    validation(8, 0, [], '{"error": {"code": "not_found", "title": "No such user"}}'),
    validation(0, 0, ["data"], '{"error": {"code": "quota", "title": "Quota exceeded"}, "data": {"id": 1, "name": "A"}}'),
    validation(2, 2, [], " \n"),
    validation(0, 2, ["data"], '{"data": null}'),
    validation(0, 0, [], '{"id": 1, "name": "Ad'),
    validation(0, 0, [], '{"id": "one", "name": "Ada"}'),
    validation(0, 0, [], '{"id": 1, "name": "Ada"}'.encode("utf-16-le")),
    validation(10, 0, [], "<html><body>Server Error</body></html>"),
    validation(0, 1, [], '[{"id": 1e2, "name": "\\u0041da"}]'),
])


# HeaderLookup: number of headers, each a known name (1, index, case flips) or a string (0, string); then the name asked.
def lookup(headers, asked):
    data = bytes([len(headers)])
    for header in headers:
        data += bytes([1, header[0], header[1]]) if isinstance(header, tuple) else bytes([0]) + s(header)
    return data + (bytes([1, asked[0], asked[1]]) if isinstance(asked, tuple) else bytes([0]) + s(asked))


write("HeaderLookup", [
    lookup([(0, 0x00), (0, 0xFF), (1, 0x01)], (0, 0x55)), lookup(["retry-after", "RETRY-AFTER"], "Retry-After"),
    lookup([(5, 0), (8, 0)], (5, 0xFF)), lookup([(6, 0), (7, 1)], (7, 0)), lookup([], "x"),
])


# ServerSentEvents: number of cuts, a byte per cut (its place, modulo the length), then the stream.
def sse(stream, cuts=()):
    data = stream.encode() if isinstance(stream, str) else stream
    return bytes([len(cuts)]) + bytes(cuts) + data


write("ServerSentEvents", [
    sse(": hello\nid: 1\nevent: tick\ndata: a\ndata: b\n\ndata: c\n\n", (3, 17, 30)),
    sse("retry: 250\r\nid\r\ndata: d\r\n\r\n", (11, 12)),
    sse(b"\xef\xbb\xbfdata: bom\r\rdata:  two spaces\n\n", (1, 2, 9)),
    sse("data\nid: a\x00b\ndata:x\r\n\r\nretry: 12a\nretry: 99999999999999999999999\ndata: big\n\n", (5,)),
    sse(b"data: caf\xc3\xa9 \xff\xfe\n\nevent: only\n\nid: 9\n\n: c\ndata: tail", (9, 10, 11)),
    sse("id: 5\nevent:\ndata\n\nfield without colon\nDATA: no\n\n", (6, 7, 8, 9)),
    sse("retry: 0\n\ndata: \u2028\u0085\n\n", (1,)),
])


# Multipart: number of parts, each: kind (0 text, 1 data file, 2 disk file), name, content (a text,
# then a count byte and that many bytes), for a file: filename, default type? (1) else a type, for a
# disk file: missing when 0 (mod 8); then the read size (two bytes). A text is a fuzzed string (0,
# string of at most 24 bytes) or pieces (1, count, then a piece index and a string of at most 4 bytes
# per piece; the pieces are MultipartHarness.pieces).
def text(value):
    if isinstance(value, tuple):
        data = bytes([1, len(value)])
        for index, tail in value:
            data += bytes([index]) + s(tail)
        return data
    return bytes([0]) + s(value)


def part(kind, name, content=b"", filename=None, type_=None, missing=False):
    data = bytes([kind]) + text(name) + text("") + bytes([len(content)]) + content
    if kind:
        data += text(filename) + (bytes([1]) if type_ is None else bytes([0]) + text(type_))
    if kind == 2:
        data += bytes([0 if missing else 1])
    return data


def multipart(parts, read_size=4095):
    return bytes([len(parts)]) + b"".join(parts) + struct.pack(">H", read_size)


write("Multipart", [
    multipart([part(0, "title", b"Holidays"), part(1, "photo", b"\x89PNG\r\n", "beach.jpg", "image/jpeg")]),
    multipart([part(2, "doc", b"line\r\n--requester-0-0\r\n", "a.txt", "text/plain")], 6),
    multipart([part(0, ((0, "a"), (3, ""), (5, "")), b"v"), part(1, ((6, ""),), b"", ((1, "x"), (0, "")))], 0),
    multipart([part(1, "f", b"x", "f.bin", ((11, ""),))]),
    multipart([part(2, "gone", b"x", "gone.txt", missing=True)]),
    multipart([part(0, "", b""), part(0, "\u00e9\u0000", b"\xff\xfe"), part(1, "n", b"--", "", "")], 1),
    multipart([]),
])
