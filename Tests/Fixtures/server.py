#!/usr/bin/env python3
"""A scripted HTTP server for the integration tests (standard library only).

Binds 127.0.0.1 on a free port and prints that port as its first line of
standard output. With --exit-with-stdin (as the tests and the benchmark start
it) it exits when standard input closes, so a crashed run leaves no server
behind; started by hand (`python3 Tests/Fixtures/server.py &`, for
`requester-demo --base-url`) it runs until interrupted or SIGTERM.

Every request is counted under its path and, when it has a `key` query item,
under `key:<key>`; `GET /count?key=K` (or `?path=/p`) reads a counter without
counting itself. Routes (any method unless said otherwise):

  /json                 200 {"id": 1, "name": "Ada"}
  /envelope             200 {"data": {"id": 1, "name": "Ada"}}
  /api-error            {"error": {"code": "quota", "title": "Quota exceeded"}}
                        with ?status=N (default 200)
  /status/N             status N, JSON body {"status": N} (none for 204/304)
  /malformed            200, a JSON document cut in half
  /mistyped             200 {"id": "one", "name": "Ada"}
  /empty                200 with an empty body
  /html                 an HTML error page, ?status=N (default 500)
  /drop                 closes the connection without answering
  /drop-mid-body        promises 100 bytes, sends 10, closes
  /http09               answers with a bare body and no status line (HTTP/0.9)
  /latin1-header        200 with a header value holding a Latin-1 byte (0xE9)
  /slow?ms=N            answers /json after N milliseconds
  /flaky?key=K&fail=N&status=S
                        the first N requests for K answer S (default 503),
                        later ones 200 {"id": 1, "name": "Ada", "attempt": n}
  /retry-after?key=K&fail=N&after=S[&date=1]
                        like /flaky with 503 and Retry-After: S (seconds, or
                        an HTTP date S seconds ahead with date=1)
  /always-401           401 {"error"...} never mind the token
  /challenge/NAME       401 (407 for proxy-basic) with the authentication
                        challenge CHALLENGES names, body {"status", "challenge"};
                        with ?api=1 an API error body instead
  /protected            401 unless "Authorization: Bearer <current token>";
                        its successes are also counted under "ok:/protected";
                        ?challenge=NAME adds that challenge to its 401s
  /refresh?ms=N&awaiting=M
                        POST: issues a new token {"access_token": "token-N"}
                        once /protected has been requested M times (default
                        0; waits at most 5 s), then N milliseconds later
  /token                GET: the current token (for tests that start authorized)
  /echo                 200 {"method", "path", "query", "headers", "body"},
                        with Set-Cookie: session=secret-cookie-value
  /closed-port          200 {"port": N}, a port nothing listens on
  /redirect?to=URL[&status=S]
                        302 (or S) to URL (absolute, or a path on this server)
  /count                200 {"count": N}
  /hostile/...          answers that try to exhaust memory or time: see
                        Tests/Fixtures/hostile.py

A small weather API for `requester-demo --base-url` (Sources/WeatherDemo),
with sessions of its own (separate from /protected's token). Every route but
/weather/auth/refresh wants "Authorization: Bearer <the session's current
access token>" and answers 401 {"status": 401} without it:

  /weather/auth/refresh  POST {"refresh_token": R}: a new access token for
                         session R (created on first use) {"access_token": T}
  /weather/auth/expire   POST: the caller's access token stops working (204);
                         the story's cue for "the token expired"
  /weather/search?q=Q    200 {"results": [cities whose name starts with Q]}
  /weather/current/ID    200 {"city", "temperature", "conditions"}; 404 for
                         an unknown city
  /weather/forecast/ID   the first two forecast requests of each session
                         answer 503 (a flapping backend), later ones 200
                         {"city", "days": [{"day", "high", "low", "conditions"}]}

Routes for streamed bodies, Server-Sent Events, forms, multipart, ETags and
HEAD (/chunked, /bytes, /sse, /sse-log, /multipart-echo, /upload, /form-echo,
/etag, /meta) are described in the "HTTP breadth" block below; /encoded/gzip
and /encoded/deflate in the "Content codings" block after it.
Fault scripts for the load run and its Stress test (/fault/...): see the
block "Fault scripts" at the end of this file.
"""

import gzip
import json
import os
import socket
import sys
import threading
import time
import zlib
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

USER = {"id": 1, "name": "Ada"}

lock = threading.Lock()
counters = {}
state = {"token": "token-0", "refreshes": 0}

# The weather API's data; Sources/WeatherDemo/WeatherStub.swift holds the same.
CITIES = {
    "paris": {"id": "paris", "name": "Paris", "country": "FR"},
    "lyon": {"id": "lyon", "name": "Lyon", "country": "FR"},
    "berlin": {"id": "berlin", "name": "Berlin", "country": "DE"},
    "tokyo": {"id": "tokyo", "name": "Tokyo", "country": "JP"},
    "oslo": {"id": "oslo", "name": "Oslo", "country": "NO"},
}
CURRENT = {
    "paris": (18.5, "cloudy"),
    "lyon": (20, "sunny"),
    "berlin": (15, "rain"),
    "tokyo": (24, "sunny"),
    "oslo": (7, "snow"),
}
FORECAST_DAYS = [
    {"day": "Mon", "high": 21, "low": 12, "conditions": "sunny"},
    {"day": "Tue", "high": 19, "low": 11, "conditions": "cloudy"},
    {"day": "Wed", "high": 16, "low": 9, "conditions": "rain"},
]
# /challenge/NAME: the header, its value and the status. Of these, Swift 6.3's
# FoundationNetworking (Linux) makes an authentication challenge for the
# session's delegate only of those with a Basic scheme, and a bare URLSession
# never ends the task then (swift-corelibs-foundation #5456).
CHALLENGES = {
    "basic": ("WWW-Authenticate", 'Basic realm="fixture"', 401),
    "basic-charset": ("WWW-Authenticate", 'Basic realm="fixture", charset="UTF-8"', 401),
    "bearer": ("WWW-Authenticate", 'Bearer realm="fixture", error="invalid_token"', 401),
    "bearer-or-basic": ("WWW-Authenticate", 'Bearer realm="fixture", Basic realm="fixture"', 401),
    "digest": ("WWW-Authenticate", 'Digest realm="fixture", qop="auth", nonce="n-1", opaque="o-1"', 401),
    "negotiate": ("WWW-Authenticate", "Negotiate", 401),
    "ntlm": ("WWW-Authenticate", "NTLM", 401),
    "proxy-basic": ("Proxy-Authenticate", 'Basic realm="proxy"', 407),
}

# refresh token -> {"access": current access token or None, "forecasts": n}
weather_sessions = {}
# access token -> refresh token of its session
weather_tokens = {}


def bump(name):
    with lock:
        counters[name] = counters.get(name, 0) + 1
        return counters[name]


def count(name):
    with lock:
        return counters.get(name, 0)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; without this the body waits
    # for the client's delayed ACK (about 40 ms per request on Linux).
    disable_nagle_algorithm = True

    def log_message(self, format, *args):  # keep test output quiet
        pass

    # One entry point for every method.
    def do_GET(self):
        self.route()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_GET

    def route(self):
        parts = urlsplit(self.path)
        self.route_path = parts.path
        self.query = {k: v[-1] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
        # Chunked bodies too; the HTTP breadth routes read theirs as it streams (see that block).
        self.body = b"" if self.route_path in STREAMED_BODY_ROUTES else b"".join(request_body_chunks(self))

        if self.route_path == "/count":
            name = ("key:" + self.query["key"]) if "key" in self.query else self.query.get("path", "")
            return self.send_json(200, {"count": count(name)})

        self.request_number = bump(self.route_path)
        self.key_number = bump("key:" + self.query["key"]) if "key" in self.query else self.request_number

        handler = ROUTES.get(self.route_path)
        if handler is None and self.route_path.startswith("/challenge/"):
            handler = Handler.challenge
        if handler is None and self.route_path.startswith("/status/"):
            handler = Handler.status
        if handler is None and self.route_path.startswith("/weather/"):
            handler = Handler.weather
        if handler is None:
            return self.send_json(404, {"error": {"code": "no_route", "title": "No route " + self.route_path}})
        handler(self)

    # Helpers

    def send_raw(self, status, body=b"", content_type="application/json", headers=None):
        self.send_response(status)
        if status not in (204, 304):
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if status not in (204, 304) and self.command != "HEAD":
            self.wfile.write(body)

    def send_json(self, status, value, headers=None):
        self.send_raw(status, json.dumps(value).encode(), headers=headers)

    def int_query(self, name, default):
        try:
            return int(self.query.get(name, default))
        except ValueError:
            return default

    # Routes

    def json_ok(self):
        self.send_json(200, USER)

    def envelope(self):
        self.send_json(200, {"data": USER, "meta": {"page": 1}})

    def api_error(self):
        status = self.int_query("status", 200)
        self.send_json(status, {"error": {"code": "quota", "title": "Quota exceeded"}})

    def status(self):
        try:
            code = int(self.route_path.rsplit("/", 1)[1])
        except ValueError:
            code = 400
        self.send_json(code, {"status": code})

    def malformed(self):
        self.send_raw(200, b'{"id": 1, "name": "Ad')

    def mistyped(self):
        self.send_json(200, {"id": "one", "name": "Ada"})

    def empty(self):
        self.send_raw(200, b"")

    def html(self):
        status = self.int_query("status", 500)
        page = b"<!DOCTYPE html><html><head><title>Server Error</title></head><body><h1>Oops</h1></body></html>"
        self.send_raw(status, page, content_type="text/html; charset=utf-8")

    def drop(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def drop_mid_body(self):
        self.close_connection = True
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "100")
        self.end_headers()
        self.wfile.write(b'{"id": 1, ')
        self.wfile.flush()
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def raw_then_close(self, data):
        self.close_connection = True
        self.wfile.write(data)
        self.wfile.flush()
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def http09(self):
        self.raw_then_close(b'{"id": 1, "name": "Ada"}')

    def latin1_header(self):
        body = b'{"id": 1, "name": "Ada"}'
        self.raw_then_close(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Name: Caf\xe9\r\n"
            + b"Content-Length: " + str(len(body)).encode() + b"\r\nConnection: close\r\n\r\n" + body)

    def slow(self):
        time.sleep(self.int_query("ms", 1000) / 1000.0)
        try:
            self.send_json(200, USER)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def flaky(self):
        if self.key_number <= self.int_query("fail", 2):
            return self.send_json(self.int_query("status", 503), {"status": "unavailable"})
        self.send_json(200, dict(USER, attempt=self.key_number))

    def retry_after(self):
        if self.key_number <= self.int_query("fail", 1):
            after = self.int_query("after", 1)
            if self.query.get("date") == "1":
                value = formatdate(time.time() + after, usegmt=True)
            else:
                value = str(after)
            return self.send_json(503, {"status": "unavailable"}, headers={"Retry-After": value})
        self.send_json(200, dict(USER, attempt=self.key_number))

    def always_401(self):
        self.send_json(401, {"status": 401})

    def challenge(self):
        name = self.route_path.rsplit("/", 1)[1]
        if name not in CHALLENGES:
            return self.send_json(404, {"error": {"code": "no_challenge", "title": "No challenge " + name}})
        header, value, status = CHALLENGES[name]
        if self.query.get("api") == "1":
            body = {"error": {"code": "unauthorized", "title": "Sign in again"}}
        else:
            body = {"status": status, "challenge": name}
        self.send_json(status, body, headers={header: value})

    def protected(self):
        with lock:
            valid = "Bearer " + state["token"]
        if self.headers.get("Authorization") != valid:
            header, value, _ = CHALLENGES.get(self.query.get("challenge"), (None, None, None))
            return self.send_json(401, {"status": 401}, headers={header: value} if header else None)
        bump("ok:" + self.route_path)
        self.send_json(200, USER)

    def refresh(self):
        if self.command != "POST":
            return self.send_json(405, {"status": 405})
        deadline = time.time() + 5
        while count("/protected") < self.int_query("awaiting", 0) and time.time() < deadline:
            time.sleep(0.005)
        time.sleep(self.int_query("ms", 0) / 1000.0)
        with lock:
            state["refreshes"] += 1
            state["token"] = "token-%d" % state["refreshes"]
            token = state["token"]
        self.send_json(200, {"access_token": token, "refresh_token": "refresh-" + token})

    def token(self):
        with lock:
            token = state["token"]
        self.send_json(200, {"access_token": token})

    def redirect(self):
        self.send_raw(self.int_query("status", 302), b"", headers={"Location": self.query.get("to", "/json")})

    def echo(self):
        self.send_json(
            200,
            {
                "method": self.command,
                "path": self.route_path,
                "query": self.query,
                "headers": {name: value for name, value in self.headers.items()},
                "body": self.body.decode("utf-8", "replace"),
            },
            headers={"Set-Cookie": "session=secret-cookie-value; HttpOnly"},
        )

    # The weather API

    def weather_session(self):
        """The session whose current access token the request carries, or None."""
        auth = self.headers.get("Authorization") or ""
        token = auth[len("Bearer "):] if auth.startswith("Bearer ") else None
        with lock:
            refresh = weather_tokens.get(token)
            session = weather_sessions.get(refresh)
            if session is None or session["access"] != token:
                return None
            return session

    def weather(self):
        parts = self.route_path.split("/")[2:]  # "/weather/a/b" -> ["a", "b"]
        if parts == ["auth", "refresh"]:
            return self.weather_refresh()
        session = self.weather_session()
        if session is None:
            return self.send_json(401, {"status": 401})
        if parts == ["auth", "expire"]:
            with lock:
                session["access"] = None
            return self.send_raw(204)
        if parts == ["search"]:
            query = self.query.get("q", "").lower()
            found = [city for city in CITIES.values() if city["name"].lower().startswith(query)]
            return self.send_json(200, {"results": found})
        if len(parts) == 2 and parts[0] == "forecast":
            with lock:
                session["forecasts"] += 1
                flapping = session["forecasts"] <= 2
            if flapping:
                return self.send_json(503, {"status": "unavailable"})
        if len(parts) == 2 and parts[0] in ("current", "forecast") and parts[1] in CITIES:
            name = CITIES[parts[1]]["name"]
            if parts[0] == "forecast":
                return self.send_json(200, {"city": name, "days": FORECAST_DAYS})
            temperature, conditions = CURRENT[parts[1]]
            return self.send_json(200, {"city": name, "temperature": temperature, "conditions": conditions})
        self.send_json(404, {"status": 404})

    def weather_refresh(self):
        try:
            refresh = json.loads(self.body or b"{}").get("refresh_token")
        except ValueError:
            refresh = None
        if self.command != "POST" or not refresh:
            return self.send_json(400, {"status": 400})
        with lock:
            session = weather_sessions.setdefault(refresh, {"access": None, "forecasts": 0})
            state["weather_tokens_issued"] = state.get("weather_tokens_issued", 0) + 1
            token = "weather-token-%d" % state["weather_tokens_issued"]
            if session["access"] is not None:
                weather_tokens.pop(session["access"], None)
            session["access"] = token
            weather_tokens[token] = refresh
        self.send_json(200, {"access_token": token})

    def closed_port(self):
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        probe.close()
        self.send_json(200, {"port": port})


ROUTES = {
    "/json": Handler.json_ok,
    "/envelope": Handler.envelope,
    "/api-error": Handler.api_error,
    "/malformed": Handler.malformed,
    "/mistyped": Handler.mistyped,
    "/empty": Handler.empty,
    "/html": Handler.html,
    "/drop": Handler.drop,
    "/drop-mid-body": Handler.drop_mid_body,
    "/http09": Handler.http09,
    "/latin1-header": Handler.latin1_header,
    "/slow": Handler.slow,
    "/flaky": Handler.flaky,
    "/retry-after": Handler.retry_after,
    "/always-401": Handler.always_401,
    "/protected": Handler.protected,
    "/refresh": Handler.refresh,
    "/token": Handler.token,
    "/echo": Handler.echo,
    "/closed-port": Handler.closed_port,
    "/redirect": Handler.redirect,
}


# ---------------------------------------------------------------------------
# HTTP breadth: bodies that stream both ways, Server-Sent Events,
# forms, multipart, conditional requests and HEAD. Module-level functions
# taking the handler, registered into ROUTES below, so this block stays apart
# from the routes above. Request bodies of STREAMED_BODY_ROUTES are read here
# as they arrive (a 200 MB upload is never held whole); every other route gets
# its body, chunked or not, as `self.body`.
#
#   /chunked?chunk=A&chunk=B...[&ms=D&type=T&status=S&drop=1]
#                         status S (default 200), Content-Type T (default
#                         text/plain; charset=utf-8), Transfer-Encoding:
#                         chunked, each `chunk` item (percent-decoded to raw
#                         bytes: %E9 is the byte 0xE9) sent and flushed as one
#                         chunk, D ms apart; drop=1 closes the connection
#                         instead of ending the body
#   /bytes?size=N[&chunk=C&ms=D&chunked=1&drop_at=M]
#                         N bytes (default 1024), byte i being i % 251, with
#                         Content-Length (chunked=1: Transfer-Encoding:
#                         chunked) and X-Content-SHA256 (hex); written C bytes
#                         (default 65536) at a time, D ms apart (a slow body);
#                         drop_at=M closes the connection after M bytes. HEAD:
#                         the headers only
#   /sse?key=K[&count=N&total=T&retry=MS&ms=D&drop=1&fail_on=n&status=S]
#                         text/event-stream, chunked. Each connection for K
#                         logs its Last-Event-ID header (see /sse-log), then
#                         sends ": connection n", then N events (default 2)
#                         "id: i / event: tick / data: tick i", i counting on
#                         from Last-Event-ID (or from 1), D ms apart; the
#                         connection's first event carries "retry: MS" when
#                         given. Then the body ends, or with drop=1 the
#                         connection closes mid-body. Once i would pass T
#                         (default 6) the answer is 204; connection number n
#                         (fail_on) answers status S (default 500) instead
#   /sse-log?key=K        200 {"lastEventIDs": [header of each connection, or
#                         null]}
#   /multipart-echo[?key=K&fail=N]
#                         parses a multipart/form-data body as it streams;
#                         200 {"contentType", "contentLength",
#                         "transferEncoding", "bytes", "parts": [{"name",
#                         "filename" (as sent), "filenameDecoded" (percent-
#                         decoded), "disposition", "contentType", "headers",
#                         "size", "sha256", "text" (parts up to 1 KB, UTF-8)}]};
#                         400 {"error": ...} for a malformed body; the first N
#                         requests for K read the whole body, then answer 503
#   /upload[?key=K&fail=N]
#                         reads the body as it streams; 200 {"bytes",
#                         "sha256", "contentLength", "transferEncoding",
#                         "contentType", "method", "attempt"}; fail as above
#   /form-echo            200 {"contentType", "body", "fields": [[name, value]]}
#                         (fields as a form decoder reads them, in order)
#   /etag?etag=E          200 with ETag: "E" (default "v1") and /json's body,
#                         or 304 with the ETag and no body when If-None-Match
#                         names it (or is *); never cached (no-store)
#   /meta                 any method: 200 with X-Method, X-Total-Count: 42,
#                         ETag: "meta-1" and a Link to page 2, and the body
#                         {"method": M} (HEAD: the same headers, no body)
# ---------------------------------------------------------------------------

import hashlib
import re
from urllib.parse import parse_qsl, unquote

STREAMED_BODY_ROUTES = {"/upload", "/multipart-echo"}

# key -> the Last-Event-ID header of each /sse connection (None when absent)
sse_last_event_ids = {}
# size -> hex SHA-256 of /bytes's body of that size
bytes_digests = {}


def request_body_chunks(handler, size=65536):
    """The request body as it arrives: Content-Length or chunked."""
    if "chunked" in (handler.headers.get("Transfer-Encoding") or "").lower():
        while True:
            line = handler.rfile.readline(65537)
            if not line:
                raise ConnectionResetError("chunked body cut short")
            length = int(line.split(b";", 1)[0].strip() or b"0", 16)
            if length == 0:
                # Trailers, if any, up to the empty line.
                while handler.rfile.readline(65537) not in (b"\r\n", b"\n", b""):
                    pass
                return
            remaining = length
            while remaining:
                data = handler.rfile.read(min(size, remaining))
                if not data:
                    raise ConnectionResetError("chunked body cut short")
                remaining -= len(data)
                yield data
            handler.rfile.readline(3)  # the CRLF after each chunk
    else:
        remaining = int(handler.headers.get("Content-Length") or 0)
        while remaining > 0:
            data = handler.rfile.read(min(size, remaining))
            if not data:
                raise ConnectionResetError("body cut short")
            remaining -= len(data)
            yield data


def query_items(handler, name):
    """Every value of query item `name`, percent-decoded to raw bytes."""
    query = urlsplit(handler.path).query
    return [value.encode("latin-1") for key, value in parse_qsl(query, keep_blank_values=True, encoding="latin-1")
            if key == name]


def start_chunked(handler, status, content_type, headers=None):
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Transfer-Encoding", "chunked")
    for name, value in (headers or {}).items():
        handler.send_header(name, value)
    handler.end_headers()


def write_chunk(handler, data):
    if data:
        handler.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        handler.wfile.flush()


def end_chunked(handler):
    handler.wfile.write(b"0\r\n\r\n")
    handler.wfile.flush()


def drop_connection(handler):
    handler.close_connection = True
    handler.wfile.flush()
    try:
        handler.connection.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


def chunked(handler):
    status = handler.int_query("status", 200)
    start_chunked(handler, status, handler.query.get("type", "text/plain; charset=utf-8"))
    delay = handler.int_query("ms", 0) / 1000.0
    for index, chunk in enumerate(query_items(handler, "chunk")):
        if index and delay:
            time.sleep(delay)
        write_chunk(handler, chunk)
    if handler.query.get("drop") == "1":
        return drop_connection(handler)
    end_chunked(handler)


def pattern_bytes(start, count):
    """Bytes start..<start+count of /bytes's body (byte i is i % 251)."""
    block = bytes(range(251)) * (count // 251 + 2)
    offset = start % 251
    return block[offset:offset + count]


def pattern_digest(size):
    with lock:
        if size in bytes_digests:
            return bytes_digests[size]
    digest = hashlib.sha256()
    step = 251 * 4096
    for start in range(0, size, step):
        digest.update(pattern_bytes(start, min(step, size - start)))
    with lock:
        bytes_digests[size] = digest.hexdigest()
    return bytes_digests[size]


def bytes_route(handler):
    size = max(handler.int_query("size", 1024), 0)
    step = max(handler.int_query("chunk", 65536), 1)
    delay = handler.int_query("ms", 0) / 1000.0
    drop_at = handler.int_query("drop_at", -1)
    is_chunked = handler.query.get("chunked") == "1"
    handler.send_response(200)
    handler.send_header("Content-Type", "application/octet-stream")
    handler.send_header("X-Content-SHA256", pattern_digest(size))
    if is_chunked:
        handler.send_header("Transfer-Encoding", "chunked")
    else:
        handler.send_header("Content-Length", str(size))
    handler.end_headers()
    if handler.command == "HEAD":
        return
    sent = 0
    while sent < size:
        if sent and delay:
            time.sleep(delay)
        count = min(step, size - sent)
        if 0 <= drop_at < sent + count:
            count = drop_at - sent
        data = pattern_bytes(sent, count)
        if is_chunked:
            write_chunk(handler, data)
        else:
            handler.wfile.write(data)
        sent += count
        if sent == drop_at:
            return drop_connection(handler)
    if is_chunked:
        end_chunked(handler)


def sse(handler):
    key = handler.query.get("key", "")
    last_id = handler.headers.get("Last-Event-ID")
    with lock:
        log = sse_last_event_ids.setdefault(key, [])
        log.append(last_id)
        connection = len(log)
    if connection == handler.int_query("fail_on", 0):
        return handler.send_json(handler.int_query("status", 500), {"status": "unavailable"})
    try:
        first = int(last_id) + 1 if last_id is not None else 1
    except ValueError:
        first = 1
    total = handler.int_query("total", 6)
    if first > total:
        return handler.send_raw(204)
    start_chunked(handler, 200, "text/event-stream", headers={"Cache-Control": "no-cache"})
    write_chunk(handler, b": connection %d\n\n" % connection)
    delay = handler.int_query("ms", 0) / 1000.0
    last = min(first + handler.int_query("count", 2), total + 1)
    for number in range(first, last):
        if delay:
            time.sleep(delay)
        retry = handler.query.get("retry") if number == first else None
        block = ("retry: %s\n" % retry if retry else "") + "id: %d\nevent: tick\ndata: tick %d\n\n" % (number, number)
        write_chunk(handler, block.encode())
    if handler.query.get("drop") == "1":
        return drop_connection(handler)
    end_chunked(handler)


def sse_log(handler):
    with lock:
        ids = list(sse_last_event_ids.get(handler.query.get("key", ""), []))
    handler.send_json(200, {"lastEventIDs": ids})


def header_parameter(value, name):
    """A parameter of a header value, unquoted (backslash escapes undone), or None."""
    for match in re.finditer(r';\s*([!#$%&\'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)', ";" + value):
        if match.group(1).lower() == name:
            raw = match.group(2).strip()
            if raw.startswith('"'):
                return re.sub(r"\\(.)", r"\1", raw[1:-1])
            return raw
    return None


class MultipartError(ValueError):
    pass


def multipart_parts(handler):
    """The parts of a multipart/form-data body, parsed as it streams."""
    boundary = header_parameter(handler.headers.get("Content-Type") or "", "boundary")
    if not boundary:
        raise MultipartError("no boundary in Content-Type")
    delimiter = b"\r\n--" + boundary.encode("latin-1")
    # The body starts with the delimiter without its CRLF: prepend one.
    buffer = b"\r\n"
    chunks = request_body_chunks(handler)
    parts, part, state, total = [], None, "preamble", 0

    def more():
        nonlocal buffer, total
        data = next(chunks, None)
        if data is None:
            return False
        total += len(data)
        buffer += data
        return True

    while True:
        if state in ("preamble", "body"):
            index = buffer.find(delimiter)
            if index < 0:
                keep = len(delimiter) - 1
                if part is not None and len(buffer) > keep:
                    part["digest"].update(buffer[:-keep])
                    part["size"] += len(buffer) - keep
                    if len(part["head"]) < 1025:
                        part["head"] += buffer[:-keep][:1025]
                    buffer = buffer[-keep:]
                if not more():
                    raise MultipartError("the body ends before the closing delimiter")
                continue
            if part is not None:
                content = buffer[:index]
                part["digest"].update(content)
                part["size"] += len(content)
                if len(part["head"]) < 1025:
                    part["head"] += content[:1025]
                parts.append(part)
                part = None
            buffer = buffer[index + len(delimiter):]
            state = "delimiter"
        elif state == "delimiter":
            if len(buffer) < 2 and more():
                continue
            if buffer.startswith(b"--"):
                for _ in chunks:  # the epilogue
                    pass
                return parts, total
            line_end = buffer.find(b"\r\n")
            if line_end < 0:
                if not more():
                    raise MultipartError("the body ends after a delimiter")
                continue
            if buffer[:line_end].strip(b" \t"):
                raise MultipartError("text after a delimiter")
            buffer = buffer[line_end + 2:]
            state = "headers"
        elif state == "headers":
            end = buffer.find(b"\r\n\r\n")
            if buffer.startswith(b"\r\n"):
                end, header_block = 0, b""
            elif end < 0:
                if not more():
                    raise MultipartError("the body ends in a part's headers")
                continue
            else:
                header_block = buffer[:end]
            headers = []
            for line in header_block.split(b"\r\n") if header_block else []:
                name, _, value = line.decode("utf-8", "replace").partition(":")
                headers.append([name.strip(), value.strip()])
            part = {"headers": headers, "digest": hashlib.sha256(), "size": 0, "head": b""}
            buffer = buffer[end + (4 if header_block else 2):]
            state = "body"


def describe_part(part):
    def header(name):
        for key, value in part["headers"]:
            if key.lower() == name:
                return value
        return None

    disposition = header("content-disposition") or ""
    filename = header_parameter(disposition, "filename")
    return {
        "name": header_parameter(disposition, "name"),
        "filename": filename,
        "filenameDecoded": unquote(filename) if filename is not None else None,
        "disposition": disposition,
        "contentType": header("content-type"),
        "headers": part["headers"],
        "size": part["size"],
        "sha256": part["digest"].hexdigest(),
        "text": part["head"].decode("utf-8", "replace") if part["size"] <= 1024 else None,
    }


def body_description(handler):
    return {
        "contentType": handler.headers.get("Content-Type"),
        "contentLength": handler.headers.get("Content-Length"),
        "transferEncoding": handler.headers.get("Transfer-Encoding"),
        "method": handler.command,
        "attempt": handler.key_number,
    }


def multipart_echo(handler):
    try:
        parts, total = multipart_parts(handler)
    except MultipartError as error:
        handler.close_connection = True  # the rest of the body is unread
        return handler.send_json(400, {"error": {"code": "multipart", "title": str(error)}})
    if handler.key_number <= handler.int_query("fail", 0):
        return handler.send_json(503, {"status": "unavailable", "parts": len(parts)})
    handler.send_json(200, dict(body_description(handler), bytes=total, parts=[describe_part(p) for p in parts]))


def upload(handler):
    digest, total = hashlib.sha256(), 0
    for chunk in request_body_chunks(handler):
        digest.update(chunk)
        total += len(chunk)
    if handler.key_number <= handler.int_query("fail", 0):
        return handler.send_json(503, {"status": "unavailable", "bytes": total})
    handler.send_json(200, dict(body_description(handler), bytes=total, sha256=digest.hexdigest()))


def form_echo(handler):
    body = handler.body.decode("utf-8", "replace")
    handler.send_json(200, {
        "contentType": handler.headers.get("Content-Type"),
        "body": body,
        "fields": [list(pair) for pair in parse_qsl(body, keep_blank_values=True)],
    })


def etag(handler):
    tag = '"%s"' % handler.query.get("etag", "v1")
    wanted = [value.strip() for value in (handler.headers.get("If-None-Match") or "").split(",") if value.strip()]
    headers = {"ETag": tag, "Cache-Control": "no-store"}
    if tag in wanted or "*" in wanted or ("W/" + tag) in wanted:
        return handler.send_raw(304, headers=headers)
    handler.send_json(200, USER, headers=headers)


def meta(handler):
    port = handler.server.server_address[1]
    handler.send_json(200, {"method": handler.command}, headers={
        "X-Method": handler.command,
        "X-Total-Count": "42",
        "ETag": '"meta-1"',
        "Link": '<http://127.0.0.1:%d/meta?page=2>; rel="next"' % port,
    })


ROUTES.update({
    "/chunked": chunked,
    "/bytes": bytes_route,
    "/sse": sse,
    "/sse-log": sse_log,
    "/multipart-echo": multipart_echo,
    "/upload": upload,
    "/form-echo": form_echo,
    "/etag": etag,
    "/meta": meta,
})

# End of the HTTP breadth block.


# --- Content codings (TransportFaultMatrix's cases) ---
# Kept in a block of their own, apart from the routes above.
#
#   /encoded/gzip          /json's body with Content-Encoding: gzip, and
#   /encoded/deflate       deflate (zlib), whatever the request's Accept-Encoding


def encoded(coding):
    def answer(handler):
        plain = json.dumps(USER).encode()
        data = gzip.compress(plain) if coding == "gzip" else zlib.compress(plain)
        handler.send_raw(200, data, headers={"Content-Encoding": coding})
    return answer


ROUTES.update({
    "/encoded/gzip": encoded("gzip"),
    "/encoded/deflate": encoded("deflate"),
})

# --- End of TransportFaultMatrix's block ---

# Fault scripts (Docs/Reliability.md, "Fault-injected load run").
#
# Each request names itself with X-Request-Id and carries its script in
# X-Fault-Script: steps separated by commas, one per attempt of that request
# id (the last step repeats). Steps:
#
#   ok          200 {"id": N, "name": "Ada"} (201 for a POST), N the attempt
#   drop        the connection closed without an answer
#   503         503 {"status": 503} with Retry-After: 0
#   slow:MS     the answer of "ok", MS milliseconds late (past the client's timeout)
#   malformed   200 with a JSON document cut in half
#   401         401 {"status": 401} until the request carries a token newer
#               than the one it carried at its first 401, and at least as new
#               as the one current then (then as "ok"): "401 until a refresh"
#
#   /fault/item     GET or POST: answers by the script
#   /fault/refresh  POST: a new token {"access_token": "fault-token-N"}
#   /fault/log      GET: every request the routes above received, in the
#                   order read: [{"t", "id", "method", "path", "attempt",
#                   "step", "key", "token"}], t the time it was read
#                   (time.time()), key its Idempotency-Key or null
#   /fault/reset    POST: forgets the log, the attempts and the tokens
#
# Every request is logged when it has been read, before it is answered.
# ---------------------------------------------------------------------------

fault_lock = threading.Lock()
fault_state = {"log": [], "attempts": {}, "generation": 0, "needs": {}}


def fault_token_generation(handler):
    auth = handler.headers.get("Authorization") or ""
    prefix = "Bearer fault-token-"
    try:
        return int(auth[len(prefix):]) if auth.startswith(prefix) else -1
    except ValueError:
        return -1


def fault_log(handler, attempt, step):
    entry = {
        "t": time.time(), "id": handler.headers.get("X-Request-Id"), "method": handler.command,
        "path": handler.route_path, "attempt": attempt, "step": step,
        "key": handler.headers.get("Idempotency-Key"), "token": fault_token_generation(handler),
    }
    with fault_lock:
        fault_state["log"].append(entry)


def fault_item(handler):
    request_id = handler.headers.get("X-Request-Id") or ""
    steps = (handler.headers.get("X-Fault-Script") or "ok").split(",")
    with fault_lock:
        attempt = fault_state["attempts"].get(request_id, 0) + 1
        fault_state["attempts"][request_id] = attempt
    step = steps[min(attempt, len(steps)) - 1].strip()
    if step == "401":
        # The first 401 asks for a token newer than the one carried, and at
        # least the current one (a request that carried a token a refresh
        # has already replaced needs no refresh of its own).
        carried = fault_token_generation(handler)
        with fault_lock:
            needs = fault_state["needs"].setdefault(request_id, max(fault_state["generation"], carried + 1))
        if carried >= needs:
            step = "ok"
    fault_log(handler, attempt, step)
    ok = {"id": attempt, "name": "Ada"}
    if step == "ok":
        handler.send_json(201 if handler.command == "POST" else 200, ok)
    elif step == "drop":
        handler.drop()
    elif step == "503":
        handler.send_json(503, {"status": 503}, headers={"Retry-After": "0"})
    elif step.startswith("slow:"):
        time.sleep(int(step[len("slow:"):]) / 1000.0)
        try:
            handler.send_json(200, ok)
        except (BrokenPipeError, ConnectionResetError):
            handler.close_connection = True
    elif step == "malformed":
        handler.send_raw(200, b'{"id": 1, "name": "Ad')
    elif step == "401":
        handler.send_json(401, {"status": 401})
    else:
        handler.send_json(400, {"error": {"code": "bad_script", "title": "Unknown step " + step}})


def fault_refresh(handler):
    if handler.command != "POST":
        return handler.send_json(405, {"status": 405})
    with fault_lock:
        fault_state["generation"] += 1
        token = "fault-token-%d" % fault_state["generation"]
    fault_log(handler, 1, "refresh")
    handler.send_json(200, {"access_token": token})


def fault_log_route(handler):
    with fault_lock:
        body = json.dumps(fault_state["log"]).encode()
    handler.send_raw(200, body)


def fault_reset(handler):
    with fault_lock:
        fault_state.update({"log": [], "attempts": {}, "generation": 0, "needs": {}})
    handler.send_raw(204)


ROUTES.update({
    "/fault/item": fault_item,
    "/fault/refresh": fault_refresh,
    "/fault/log": fault_log_route,
    "/fault/reset": fault_reset,
})


# Hostile answers (Tests/Fixtures/hostile.py documents them).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hostile import HOSTILE_ROUTES  # noqa: E402

ROUTES.update(HOSTILE_ROUTES)


def exit_when_stdin_closes():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


class FixtureHTTPServer(ThreadingHTTPServer):
    # The listen backlog: socketserver's default of 5 drops the SYNs of a
    # client opening 64 connections at once (the load run), and each waits a
    # second for the kernel to retry, past the client's timeout.
    request_queue_size = 128

    def handle_error(self, request, client_address):
        # A client hanging up mid-answer (a cancelled or timed-out request) is
        # what several tests do on purpose; anything else is a fixture bug, and
        # its traceback goes to stderr, which the tests print.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def main(exit_with_stdin=None):
    if exit_with_stdin is None:
        exit_with_stdin = "--exit-with-stdin" in sys.argv[1:]
    server = FixtureHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    if exit_with_stdin:
        threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
