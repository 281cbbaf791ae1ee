"""Hostile answers for the fault matrix's "hostile server" cases.

Each route behaves as a server that wants the client to exhaust its memory
or wait forever. Those that may be cut short say `Connection: close`, so a
client never reuses a connection left in the middle of a body. Every loop here ends by itself: when the client hangs up
(the usual end), or after HOSTILE_CAP bytes or HOSTILE_SECONDS seconds.

  /hostile/endless?kind=K[&chunk=C&bytes=N]
                        200, Transfer-Encoding: chunked, a body that never
                        ends (with bytes=N: that ends after N bytes, far
                        past a client's limit but finite, for clients that
                        can only check a body once whole), C bytes a chunk
                        (default 65536). K: "bytes"
                        (default, application/json, "a" bytes), "line"
                        (text/plain, one line that never ends), "event"
                        (text/event-stream, "data: " then a data line that
                        never ends), "ndjson" (application/x-ndjson, one
                        JSON line that never ends)
  /hostile/length?bytes=N
                        200 with Content-Length: N (default 1 GB), then N
                        bytes, or fewer if the client hangs up
  /hostile/gzip-bomb?size=N
                        200, Content-Encoding: gzip, a body of N zero bytes
                        (default 1 GiB) compressed to about N/1000
  /hostile/nul?size=N[&status=S]
                        status S (default 200), application/json, N NUL bytes
  /hostile/trickle?bytes=N&ms=D
                        200, Content-Length: N (default 100), one byte every
                        D ms (default 1000)
  /hostile/sse-retry0?key=K
                        text/event-stream "retry: 0" and a comment, then the
                        body ends (each connection counted under K)
"""

import gzip
import io
import threading
import time
import zlib

HOSTILE_CAP = 8 << 30
HOSTILE_SECONDS = 120

_bomb_lock = threading.Lock()
_bombs = {}

KINDS = {
    "bytes": ("application/json", b"", b"a"),
    "line": ("text/plain; charset=utf-8", b"", b"a"),
    "event": ("text/event-stream", b"data: ", b"a"),
    "ndjson": ("application/x-ndjson", b'{"k": "', b"a"),
}


def _write_chunk(handler, data):
    handler.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
    handler.wfile.flush()


def _until_hangup(write, step):
    """Calls write until the client hangs up or a cap is reached."""
    sent, started = 0, time.monotonic()
    try:
        while sent < HOSTILE_CAP and time.monotonic() - started < HOSTILE_SECONDS:
            write()
            sent += step
    except (BrokenPipeError, ConnectionResetError, OSError):
        pass
    return sent


def endless(handler):
    content_type, prefix, filler = KINDS.get(handler.query.get("kind", "bytes"), KINDS["bytes"])
    step = max(handler.int_query("chunk", 65536), 1)
    handler.close_connection = True
    handler.send_response(200)
    handler.send_header("Connection", "close")
    handler.send_header("Content-Type", content_type)
    handler.send_header("Transfer-Encoding", "chunked")
    handler.end_headers()
    try:
        if prefix:
            _write_chunk(handler, prefix)
    except OSError:
        return
    chunk = filler * step
    limit = handler.int_query("bytes", -1)
    if limit < 0:
        _until_hangup(lambda: _write_chunk(handler, chunk), step)
        return
    left = limit
    try:
        while left > 0:
            _write_chunk(handler, chunk[:min(left, step)])
            left -= step
        handler.wfile.write(b"0\r\n\r\n")
        handler.wfile.flush()
    except OSError:
        pass


def length(handler):
    size = handler.int_query("bytes", 1_000_000_000)
    handler.close_connection = True
    handler.send_response(200)
    handler.send_header("Connection", "close")
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(size))
    handler.end_headers()
    chunk = b"a" * 65536
    left = [size]

    def write():
        count = min(left[0], len(chunk))
        if count <= 0:
            raise BrokenPipeError
        handler.wfile.write(chunk[:count])
        left[0] -= count

    _until_hangup(write, len(chunk))


def _bomb(size):
    with _bomb_lock:
        if size not in _bombs:
            out = io.BytesIO()
            with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9) as stream:
                block = bytes(1 << 20)
                left = size
                while left > 0:
                    stream.write(block[:min(left, len(block))])
                    left -= len(block)
            _bombs[size] = out.getvalue()
        return _bombs[size]


def gzip_bomb(handler):
    body = _bomb(handler.int_query("size", 1 << 30))
    handler.close_connection = True
    handler.send_response(200)
    handler.send_header("Connection", "close")
    handler.send_header("Content-Type", "application/octet-stream")
    handler.send_header("Content-Encoding", "gzip")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    try:
        handler.wfile.write(body)
    except OSError:
        pass


def nul(handler):
    size = max(handler.int_query("size", 1024), 0)
    handler.send_response(handler.int_query("status", 200))
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(size))
    handler.end_headers()
    block = bytes(1 << 20)
    left = size
    try:
        while left > 0:
            handler.wfile.write(block[:min(left, len(block))])
            left -= len(block)
    except OSError:
        pass


def trickle(handler):
    size = max(handler.int_query("bytes", 100), 0)
    delay = handler.int_query("ms", 1000) / 1000.0
    handler.close_connection = True
    handler.send_response(200)
    handler.send_header("Connection", "close")
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(size))
    handler.end_headers()
    started = time.monotonic()
    try:
        for _ in range(size):
            if time.monotonic() - started > HOSTILE_SECONDS:
                return
            handler.wfile.write(b" ")
            handler.wfile.flush()
            time.sleep(delay)
    except OSError:
        pass


def sse_retry0(handler):
    handler.send_response(200)
    handler.send_header("Content-Type", "text/event-stream")
    handler.send_header("Transfer-Encoding", "chunked")
    handler.end_headers()
    try:
        _write_chunk(handler, b"retry: 0\n: closing\n\n")
        handler.wfile.write(b"0\r\n\r\n")
        handler.wfile.flush()
    except OSError:
        pass


HOSTILE_ROUTES = {
    "/hostile/endless": endless,
    "/hostile/length": length,
    "/hostile/gzip-bomb": gzip_bomb,
    "/hostile/nul": nul,
    "/hostile/trickle": trickle,
    "/hostile/sse-retry0": sse_retry0,
}
