import Foundation
import Handlers
import Requester
import Testing

/// The API error contract's pre-scan and its size bound: a hostile body (a
/// long run of NUL bytes) or a body longer than `maximumBodySize` is never
/// read as an error, and the pre-scan still lets through every error body
/// `JSONDecoder` reads, whatever its encoding and padding.
@Suite("Validation: the API error pre-scan and its size bound")
struct APIErrorPrescanTests {
    static let errorJSON = #"{"error": {"code": "quota", "title": "Quota"}}"#
    static let mebibyte = 1 << 20

    /// The default contract's error body, padded with spaces to `count` bytes.
    static func errorBody(paddedTo count: Int) -> Data {
        Data(errorJSON.utf8) + Data(repeating: UInt8(ascii: " "), count: count - errorJSON.utf8.count)
    }

    func outcome<T: Decodable>(_ body: Data, status: Int, _ endpoint: Endpoint<T>) -> Result<T, RequestError> {
        Result { () throws(RequestError) in
            try ResponseValidator().validate(HTTPResponse(statusCode: status, body: body), for: endpoint)
        }
    }

    @Test(arguments: [512 << 10, 8 << 20])
    func aBodyOfNULsIsNoAPIError(count: Int) throws {
        let body = Data(count: count)
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 200, body: body)) == nil)
        #expect(try outcome(body, status: 200, Endpoint<Data>.get("blob")).get() == body)
        guard case .failure(.status(let error)) = outcome(body, status: 500, Endpoint<Data>.get("blob")) else {
            Issue.record("\(count) NULs on a 500: not .status")
            return
        }
        #expect(error.statusCode == 500)
        #expect(error.response.body.count == count)
    }

    @Test func anErrorBodyFollowedByNULsIsNoAPIErrorUnlessTheDecoderReadsIt() throws {
        // UTF-8 with NULs after the object: JSONDecoder refuses it.
        let padded = Data(Self.errorJSON.utf8) + Data(count: 256 << 10)
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 500, body: padded)) == nil)
        // UTF-32 with two NUL bytes after it: JSONDecoder reads it, so the pre-scan lets it through.
        let utf32 = try #require(Self.errorJSON.data(using: .utf32LittleEndian)) + Data(count: 2)
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 500, body: utf32))?.code == "quota")
    }

    @Test func aBodyAtTheBoundIsReadAndOneByteOverItIsNot() throws {
        let bound = Self.mebibyte
        #expect(APIErrorContract.default.maximumBodySize == Int64(bound))
        let atTheBound = Self.errorBody(paddedTo: bound)
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 500, body: atTheBound))?.code == "quota")
        guard case .failure(.api) = outcome(atTheBound, status: 500, Endpoint<Data>.get("x")) else {
            Issue.record("an error body of exactly 1 MiB: not .api")
            return
        }

        let over = Self.errorBody(paddedTo: bound + 1)
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 500, body: over)) == nil)
        // Straight to the status, then to decoding.
        guard case .failure(.status(let error)) = outcome(over, status: 500, Endpoint<Data>.get("x")) else {
            Issue.record("an error body of 1 MiB + 1 byte on a 500: not .status")
            return
        }
        #expect(error.response.body == over)
        #expect(try outcome(over, status: 200, Endpoint<Data>.get("x")).get() == over)
        guard case .failure(.decoding) = outcome(over, status: 200, Endpoint<User>.get("x")) else {
            Issue.record("an error body of 1 MiB + 1 byte on a 200, decoded as a model: not .decoding")
            return
        }
    }

    @Test func aContractOfYourOwnIsNotAskedAboutABodyOverItsBound() {
        let asked = Counter()
        let contract = APIErrorContract(maximumBodySize: 64) { response in
            asked.increment()
            return APIError(code: "any", title: "Any", response: response)
        }
        #expect(contract.apiError(in: HTTPResponse(statusCode: 400, body: Data(count: 64)))?.code == "any")
        #expect(contract.apiError(in: HTTPResponse(statusCode: 400, body: Data(count: 65))) == nil)
        #expect(asked.value == 1)
    }

    @Test func withoutABoundABodyOfAnyLengthIsRead() {
        var contract = APIErrorContract.default
        contract.maximumBodySize = nil
        let long = Self.errorBody(paddedTo: 2 * Self.mebibyte)
        #expect(contract.apiError(in: HTTPResponse(statusCode: 500, body: long))?.code == "quota")
        #expect(APIErrorContract(maximumBodySize: nil) { _ in nil }.maximumBodySize == nil)
    }

    /// Whitespace, byte-order marks and the NUL bytes of UTF-16 and UTF-32
    /// around the object: the pre-scan reads past them as the decoder does.
    @Test func errorBodiesWithWhitespaceAndByteOrderMarksAroundThemAreFound() throws {
        let spaced = " \n\t\r" + Self.errorJSON + "\r\n \t"
        var bodies = [Data([0xEF, 0xBB, 0xBF]) + Data(spaced.utf8)]
        for encoding: String.Encoding in [.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian] {
            bodies.append(try #require(spaced.data(using: encoding)))
        }
        for body in bodies {
            #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 500, body: body))?.code == "quota",
                    "\(Array(body.prefix(8)))")
        }
    }

    /// The end is found past NUL runs of any length, stepped over in blocks
    /// and byte by byte: 513 `[` (the shape that crashes `JSONDecoder`) then
    /// NULs still fails with `.decoding`, never reaching the decoder.
    @Test(arguments: [1, 31, 32, 33, 100_003])
    func anOpeningBracketBeforeARunOfNULsIsStillFound(nuls: Int) {
        let body = Data(String(repeating: "[", count: 513).utf8) + Data(count: nuls)
        guard case .failure(.decoding) = outcome(body, status: 200, Endpoint<[Int]>.get("x")) else {
            Issue.record("513 [ then \(nuls) NULs: not .decoding")
            return
        }
        #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 200, body: body)) == nil)
    }

    @Test func bodiesThatAreNoJSONObjectAreNoAPIError() {
        for body in [
            #"["error", {"code": "quota", "title": "Quota"}]"#, #""error""#, Self.errorJSON + " x",
            "x" + Self.errorJSON, Self.errorJSON + "{", String(repeating: " ", count: 100), "",
        ] {
            #expect(APIErrorContract.default.apiError(in: HTTPResponse(statusCode: 500, body: Data(body.utf8))) == nil, "\(body)")
        }
    }
}

/// A count that the contract's closure (not `@Sendable`) bumps.
private final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
