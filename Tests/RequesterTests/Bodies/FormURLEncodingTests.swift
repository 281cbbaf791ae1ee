import Foundation
@testable import Requester
import Testing

/// The WHATWG URL Standard's application/x-www-form-urlencoded serializer.
@Suite("Form bodies")
struct FormURLEncodingTests {
    @Test(arguments: [
        (["a": "b"], "a=b"),
        (["q": "hello world"], "q=hello+world"),
        (["b": "2", "a": "1", "c": "3"], "a=1&b=2&c=3"),
        (["B": "upper", "a": "lower"], "B=upper&a=lower"),
        (["a": ""], "a="),
        (["": "x"], "=x"),
        ([:], ""),
        (["safe": "AZaz09*-._"], "safe=AZaz09*-._"),
        (["sym": "~!'()"], "sym=%7E%21%27%28%29"),
        (["sep": "&=+%#?"], "sep=%26%3D%2B%25%23%3F"),
        (["path": "/:;@[]\\^|`{}\"<>$,"], "path=%2F%3A%3B%40%5B%5D%5C%5E%7C%60%7B%7D%22%3C%3E%24%2C"),
        (["text": "é€😀"], "text=%C3%A9%E2%82%AC%F0%9F%98%80"),
        (["lines": "a\r\nb\tc"], "lines=a%0D%0Ab%09c"),
        (["a b": "c d"], "a+b=c+d"),
        (["plus": "1+1=2"], "plus=1%2B1%3D2"),
    ] as [([String: String], String)])
    func serialization(_ form: [String: String], _ expected: String) {
        #expect(String(decoding: FormURLEncoding.encode(form), as: UTF8.self) == expected)
    }

    /// Every ASCII byte: the five left as they are (and letters and digits),
    /// space as `+`, everything else `%XX` in upper case.
    @Test func everyASCIIByte() {
        for byte in UInt8(0)...0x7F {
            let scalar = Unicode.Scalar(byte)
            let encoded = FormURLEncoding.serialize([(name: "k", value: String(scalar))])
            let expected: String
            if scalar == " " {
                expected = "+"
            } else if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                        || "*-._".unicodeScalars.contains(scalar) {
                expected = String(scalar)
            } else {
                expected = "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            #expect(encoded == "k=" + expected, "byte \(byte)")
        }
    }

    @Test func pairsGoInTheOrderGivenWhenSerializedDirectly() {
        #expect(FormURLEncoding.serialize([(name: "z", value: "1"), (name: "a", value: "2")]) == "z=1&a=2")
    }
}
