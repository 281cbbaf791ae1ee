import Foundation
@testable import Requester
import Testing

/// The WHATWG HTML Standard's "Interpreting an event stream", case by case.
@Suite("Parsing Server-Sent Events")
struct ServerSentEventParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let stream: String
        let events: [ServerSentEvent]
        var lastEventID = ""
        var reconnectionTime: Duration? = nil
        var seededID = ""
        var testDescription: String { name }
    }

    static func event(
        _ data: String, id: String? = nil, event: String? = nil, retry: Duration? = nil
    ) -> ServerSentEvent {
        ServerSentEvent(id: id, event: event, data: data, retry: retry)
    }

    static let cases: [Case] = [
        Case(name: "one data line", stream: "data: hello\n\n", events: [event("hello")]),
        Case(name: "no space after the colon", stream: "data:hello\n\n", events: [event("hello")]),
        Case(name: "only one leading space is stripped", stream: "data:  two\n\n", events: [event(" two")]),
        Case(name: "a tab is not stripped", stream: "data:\tx\n\n", events: [event("\tx")]),
        Case(name: "data lines are joined with LF", stream: "data: YHOO\ndata: +2\ndata: 10\n\n",
             events: [event("YHOO\n+2\n10")]),
        Case(name: "only the last LF is removed", stream: "data: a\ndata:\n\n", events: [event("a\n")]),
        Case(name: "a field without a colon has an empty value", stream: "data\n\n", events: [event("")]),
        Case(name: "an empty data field dispatches empty data", stream: "data:\n\n", events: [event("")]),
        Case(name: "two empty data fields give one LF", stream: "data\ndata\n\n", events: [event("\n")]),
        Case(name: "no data, no event", stream: "event: x\n\n", events: []),
        Case(name: "a blank line alone dispatches nothing", stream: "\n\n\n", events: []),
        Case(name: "the value keeps later colons", stream: "data: a:b: c\n\n", events: [event("a:b: c")]),
        Case(name: "a space before the colon makes another field", stream: "data : x\n\n", events: []),
        Case(name: "field names are case-sensitive", stream: "Data: x\n\n", events: []),
        Case(name: "unknown fields are ignored", stream: "foo: bar\ndata: x\nfoo\n\n", events: [event("x")]),
        Case(name: "comments are ignored", stream: ": comment\ndata: x\n:\n\n", events: [event("x")]),
        Case(name: "a comment alone dispatches nothing", stream: ":\n\n: ping\n\n", events: []),
        Case(name: "event names the type", stream: "event: add\ndata: x\n\n", events: [event("x", event: "add")]),
        Case(name: "the type does not carry over", stream: "event: add\ndata: x\n\ndata: y\n\n",
             events: [event("x", event: "add"), event("y")]),
        Case(name: "an empty event field is the default type", stream: "event:\ndata: x\n\n", events: [event("x")]),
        Case(name: "the last event field wins", stream: "event: a\nevent: b\ndata: x\n\n",
             events: [event("x", event: "b")]),
        Case(name: "an id carries over to later events", stream: "id: 1\ndata: a\n\ndata: b\n\n",
             events: [event("a", id: "1"), event("b", id: "1")], lastEventID: "1"),
        Case(name: "an id without data sets the last event ID", stream: "id: 7\n\ndata: a\n\n",
             events: [event("a", id: "7")], lastEventID: "7"),
        Case(name: "an empty id resets it", stream: "id: 1\ndata: a\n\nid\ndata: b\n\n",
             events: [event("a", id: "1"), event("b")]),
        Case(name: "an id with NUL is ignored", stream: "id: 1\ndata: a\n\nid: x\u{0}y\ndata: b\n\n",
             events: [event("a", id: "1"), event("b", id: "1")], lastEventID: "1"),
        Case(name: "an id in an unfinished block is not in effect", stream: "id: 1\ndata: a\n\nid: 2\ndata: b",
             events: [event("a", id: "1")], lastEventID: "1"),
        Case(name: "the seeded id applies", stream: "data: x\n\n", events: [event("x", id: "7")],
             lastEventID: "7", seededID: "7"),
        Case(name: "the seeded id can be reset", stream: "id:\ndata: x\n\n", events: [event("x")], seededID: "7"),
        Case(name: "retry is set on its own block's event", stream: "retry: 1000\ndata: x\n\ndata: y\n\n",
             events: [event("x", retry: .seconds(1)), event("y")], reconnectionTime: .seconds(1)),
        Case(name: "retry without data changes the reconnection time", stream: "retry: 500\n\ndata: y\n\n",
             events: [event("y")], reconnectionTime: .milliseconds(500)),
        Case(name: "an unterminated retry line is not read", stream: "data: x\n\nretry: 250",
             events: [event("x")], reconnectionTime: nil),
        Case(name: "retry in a block the stream ends in is in effect", stream: "data: x\n\nretry: 250\n",
             events: [event("x")], reconnectionTime: .milliseconds(250)),
        Case(name: "the last retry wins", stream: "retry: 1\nretry: 2\ndata: x\n\n",
             events: [event("x", retry: .milliseconds(2))], reconnectionTime: .milliseconds(2)),
        Case(name: "retry with a letter is ignored", stream: "retry: 10a\ndata: x\n\n", events: [event("x")]),
        Case(name: "retry negative is ignored", stream: "retry: -5\ndata: x\n\n", events: [event("x")]),
        Case(name: "retry decimal is ignored", stream: "retry: 1.5\ndata: x\n\n", events: [event("x")]),
        Case(name: "retry empty is ignored", stream: "retry\nretry:\ndata: x\n\n", events: [event("x")]),
        Case(name: "retry with two spaces is ignored", stream: "retry:  100\ndata: x\n\n", events: [event("x")]),
        Case(name: "retry zero", stream: "retry: 0\ndata: x\n\n",
             events: [event("x", retry: .zero)], reconnectionTime: .zero),
        Case(name: "a huge retry is capped", stream: "retry: 99999999999999999999999\ndata: x\n\n",
             events: [event("x", retry: .milliseconds(Int64.max))], reconnectionTime: .milliseconds(Int64.max)),
        Case(name: "an unfinished event is discarded", stream: "data: a\n\ndata: b\n", events: [event("a")]),
        Case(name: "an unterminated line is discarded", stream: "data: a", events: []),
        Case(name: "CRLF line endings", stream: "data: a\r\nid: 3\r\n\r\n", events: [event("a", id: "3")],
             lastEventID: "3"),
        Case(name: "CR line endings", stream: "data: a\r\rdata: b\r\r", events: [event("a"), event("b")]),
        Case(name: "mixed line endings", stream: "data: a\r\ndata: b\rdata: c\n\r\n", events: [event("a\nb\nc")]),
        Case(name: "a leading BOM is dropped", stream: "\u{FEFF}data: x\n\n", events: [event("x")]),
        Case(name: "only one BOM is dropped", stream: "\u{FEFF}\u{FEFF}data: x\n\n", events: []),
        Case(name: "a BOM later is data", stream: "data: \u{FEFF}x\n\n", events: [event("\u{FEFF}x")]),
        Case(name: "non-ASCII data", stream: "data: é 𝄞 中\n\n", events: [event("é 𝄞 中")]),
        Case(name: "a combining mark after the colon", stream: "data:\u{301}x\n\n", events: [event("\u{301}x")]),
        Case(name: "the spec's example stream",
             stream: ": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n",
             events: [event("first event", id: "1"), event("second event"), event(" third event")]),
        Case(name: "the spec's empty data example", stream: "data\n\ndata\ndata\n\ndata:",
             events: [event(""), event("\n")]),
        Case(name: "the spec's two identical events", stream: "data:test\n\ndata: test\n\n",
             events: [event("test"), event("test")]),
    ]

    @Test(arguments: cases)
    func wholeStream(_ example: Case) {
        check(example, chunks: [Array(example.stream.utf8)])
    }

    @Test(arguments: cases)
    func everySplitIntoTwoChunks(_ example: Case) {
        let bytes = Array(example.stream.utf8)
        for split in 0...bytes.count {
            check(example, chunks: [Array(bytes[..<split]), Array(bytes[split...])], "split at \(split)")
        }
    }

    @Test(arguments: cases)
    func byteByByte(_ example: Case) {
        check(example, chunks: example.stream.utf8.map { [$0] })
    }

    @Test func aCRAtAChunksEndAndALFAtTheNextsStartAreOneLineBreak() throws {
        // Two breaks would end the block after "a" and dispatch it alone.
        var parser = ServerSentEventParser()
        #expect(try parser.parse(Data("data: a\r".utf8)) == [])
        #expect(try parser.parse(Data("\ndata: b\r\n\r\n".utf8)) == [Self.event("a\nb")])
    }

    @Test func invalidUTF8ReadsAsReplacementCharacters() throws {
        var parser = ServerSentEventParser()
        let events = try parser.parse(Data([0x64, 0x61, 0x74, 0x61, 0x3A, 0x20, 0xFF, 0x61, 0xC3, 0x0A, 0x0A]))
        #expect(events == [Self.event("\u{FFFD}a\u{FFFD}")])
    }

    @Test func eventsArriveWithTheChunkThatEndsTheirBlock() throws {
        var parser = ServerSentEventParser()
        #expect(try parser.parse(Data("id: 1\ndata: a\n".utf8)) == [])
        #expect(parser.lastEventID == "")
        #expect(try parser.parse(Data("\ndata: b\n\nda".utf8)) == [Self.event("a", id: "1"), Self.event("b", id: "1")])
        #expect(parser.lastEventID == "1")
        #expect(try parser.parse(Data("ta: c\n\n".utf8)) == [Self.event("c", id: "1")])
    }

    @Test func aNewConnectionsParserContinuesTheLastEventIDButNotTheBlock() throws {
        var first = ServerSentEventParser()
        _ = try first.parse(Data("id: 4\ndata: a\n\nid: 5\ndata: cut".utf8))
        var second = ServerSentEventParser(lastEventID: first.lastEventID)
        #expect(try second.parse(Data("data: b\n\n".utf8)) == [Self.event("b", id: "4")])
    }

    private func check(
        _ example: Case, chunks: [[UInt8]], _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var parser = ServerSentEventParser(lastEventID: example.seededID)
        // No limit: nothing throws.
        let events = chunks.flatMap { (try? parser.parse(Data($0))) ?? [] }
        #expect(events == example.events, "\(note)", sourceLocation: sourceLocation)
        #expect(parser.lastEventID == example.lastEventID, "\(note)", sourceLocation: sourceLocation)
        #expect(parser.reconnectionTime == example.reconnectionTime, "\(note)", sourceLocation: sourceLocation)
    }
}
