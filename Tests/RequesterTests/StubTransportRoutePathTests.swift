import Foundation
@testable import Requester
import Testing

// The stub reads a request's path from the URL's string when it can; it must
// always be what `URL.path` says, since routes are matched against that.
@Suite("StubTransport: a request's route path")
struct StubTransportRoutePathTests {
    @Test(arguments: [
        "https://h.io/users/1", "https://h.io/users/1?x=1", "https://h.io/users/1#f", "https://h.io/",
        "https://h.io", "https://h.io?q=1", "https://user:pw@h.io:8080/a/b/c?x=/y#/z", "https://h.io/a/",
        "https://h.io/a%20b", "https://h.io/a;p=1/b", "http://127.0.0.1:9/x//y", "https://h.io/caf%C3%A9",
        "file:///tmp/a", "mailto:ada@example.com", "https://h.io/a?b#c?d", "https://h.io/~a/-_.!$&'()*+,=@",
        // "://" after the scheme's own ":" is not an authority.
        "foo:/a/b?u=http://h.io/c", "http:/x?y=https://h/z", "mailto:a@b.c?body=http://h/x",
        "data:text/plain,http://h/x", "a:b://c/d", "foo:/api/users?next=https://x/y",
    ])
    func isTheURLsPath(_ string: String) throws {
        let url = try #require(URL(string: string))
        #expect(StubTransport.routePath(of: url) == url.path)
    }
}
