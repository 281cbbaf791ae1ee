import Foundation
import FuzzSupport
import Handlers
import Requester

/// API-error detection and envelope unwrapping over arbitrary bytes:
/// `ResponseValidator.validate` of a response with a fuzzed status and body,
/// for endpoints of a model, an array of models and `Empty`, with and
/// without `unwrapping` keys.
///
/// Checks against `JSONSerialization` (values) and `JSONGrammar` (whether
/// it is JSON at all, and repeated keys): never a trap; only `.api`,
/// `.status` or `.decoding`; `.api` only for a body holding
/// `{"error": {"code": String, "title": String}}`, with that code and title,
/// and every such body is `.api`, whatever the status; `.status` only outside
/// 200..<300; a value only for a 2xx JSON body of the promised shape at the
/// promised keys, equal to what `JSONSerialization` reads there (`Empty`:
/// any JSON value there, or a blank body); and no `.decoding` for a body that
/// is the promised shape. Where the two readers rightly disagree (a repeated
/// key, U+FEFF in a string, what `JSONDecoder` reads laxly) only the
/// outcome's kind is checked.
public enum ResponseValidationHarness {
    struct Item: Decodable, Equatable {
        let id: Int
        let name: String
    }

    static let statuses = [200, 201, 204, 299, 300, 304, 400, 401, 404, 429, 500, 503]
    /// Envelope keys; none with `_`, which `unwrapping` also looks up converted to camel case.
    static let keys = ["data", "item", "result", "Data", "", "error", "ümlaut", "a\"b", "code"]
    static let validator = ResponseValidator()

    public static func run(_ data: UnsafeRawBufferPointer) {
        var input = FuzzInput(data)
        let status = input.bool() ? statuses[input.choice(statuses.count)] : 100 + input.choice(500)
        let shape = input.choice(3)
        var envelope: [String] = []
        for _ in 0..<input.choice(3) {
            envelope.append(input.bool() ? keys[input.choice(keys.count)] : input.string(maxBytes: 6).filter { $0 != "_" })
        }
        let body = Data(input.rest())
        let response = HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json"], body: body)
        let oracle = ValidationOracle(body: body, envelope: envelope)
        switch shape {
        case 0: check(response, Item.self, envelope, oracle) { oracle.item(from: $0) }
        case 1: check(response, [Item].self, envelope, oracle) { value in
                (value as? [Any])?.reduce(into: [Item]?.some([])) { items, element in
                    guard let item = oracle.item(from: element) else { items = nil; return }
                    items?.append(item)
                }
            }
        default: check(response, Empty.self, envelope, oracle) { _ in Empty() }
        }
    }

    /// Validates `response` for an endpoint of `T` and checks the outcome;
    /// `expected` reads the promised value out of what `JSONSerialization`
    /// found at the envelope's keys (nil: not the promised shape).
    static func check<T: Decodable & Equatable>(
        _ response: HTTPResponse, _: T.Type, _ envelope: [String], _ oracle: ValidationOracle,
        expected: (Any) -> T?
    ) {
        var endpoint = Endpoint<T>.get("items")
        for key in envelope { endpoint = endpoint.unwrapping(key) }
        let describe = "\(T.self) at \(envelope), status \(response.statusCode), body "
            + String(decoding: response.body.prefix(300), as: UTF8.self).debugDescription
        let isSuccess = (200..<300).contains(response.statusCode)
        let shaped: T? = oracle.unwrapped.flatMap(expected)
        let blankEmpty = T.self == Empty.self && response.body.allSatisfy { [0x20, 0x0A, 0x0D, 0x09].contains($0) }
        // Where the readers may rightly disagree, only the outcome's kind is
        // checked: a repeated key, U+FEFF in a string (JSONSerialization on
        // Linux drops it, JSONDecoder keeps it), an `id` with more digits than a
        // `Double` holds (see `ValidationOracle`), or what `JSONDecoder` reads laxly (see
        // `JSONGrammar`; it accepts `{"id": 1, "name": "a", "x": 1.2.3}` as
        // the model, and `Endpoint<Empty>` takes `-` or `[1,]` as JSON, a
        // known issue pinned by EmptyBodyLaxityTests in the root package).
        let ambiguous = oracle.grammar.hasDuplicateKeys || !oracle.grammar.laxities.isEmpty || oracle.transcodingFailed
            || oracle.grammar.hasByteOrderMarkInString || oracle.hasIdBeyondDoublePrecision
        // `JSONSerialization` refuses some JSON (numbers beyond `Double`, deep nesting).
        let readable = oracle.json != nil
        do {
            let value = try validator.validate(response, for: endpoint)
            fuzzCheck(isSuccess, "\(describe): a value for a failing status")
            fuzzCheck(
                blankEmpty || oracle.grammar.isValid || oracle.transcodingFailed,
                "\(describe): a value from a body that is not JSON")
            guard !ambiguous, !blankEmpty else { return }
            fuzzCheck(oracle.apiError == nil, "\(describe): a value for an API error body")
            fuzzCheck(
                !readable || (T.self == Empty.self ? envelope.isEmpty || oracle.found : shaped == value),
                "\(describe): decoded \(value), but the body holds \(String(describing: shaped)) there")
        } catch .api(let error) {
            guard !ambiguous, readable else { return }
            fuzzCheck(
                oracle.apiError.map { $0 == (error.code, error.title) } ?? false,
                "\(describe): .api(\(error.code), \(error.title)), the body holds \(String(describing: oracle.apiError))")
        } catch .status(let error) {
            fuzzCheck(!isSuccess && error.statusCode == response.statusCode, "\(describe): .status \(error.statusCode)")
            fuzzCheck(ambiguous || oracle.apiError == nil, "\(describe): .status for an API error body")
        } catch .decoding {
            fuzzCheck(isSuccess, "\(describe): .decoding for a failing status")
            guard !ambiguous else { return }
            fuzzCheck(oracle.apiError == nil, "\(describe): .decoding for an API error body")
            fuzzCheck(
                !(T.self == Empty.self ? oracle.grammar.isValid && (envelope.isEmpty || oracle.found) : shaped != nil),
                "\(describe): .decoding, but the body holds the promised shape")
        } catch {
            fuzzFailure("\(describe): failed with \(error)")
        }
    }
}
