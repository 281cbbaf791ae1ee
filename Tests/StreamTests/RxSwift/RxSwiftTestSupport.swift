import Foundation
import Stream
import Testing

// The errors of RxSwift 6.9.1's Tests/TestErrors.swift, under the names its
// translated tests use.
enum RxTestError: Error, Equatable {
    case dummyError
    case dummyError1
    case dummyError2
}

let testError = RxTestError.dummyError
let testError1 = RxTestError.dummyError1
let testError2 = RxTestError.dummyError2

/// RxSwift's test helper of the same name (Tests/RxSwiftTests/TestImplementations).
func isPrime(_ i: Int) -> Bool {
    if i <= 1 {
        return false
    }

    let max = Int(Double(i).squareRoot())
    if max <= 1 {
        return true
    }
    for j in 2...max where i % j == 0 {
        return false
    }

    return true
}

/// RxSwift's test helper of the same name (Tests/RxSwiftTests/TestImplementations):
/// the combined array of `zip` and `combineLatest` of a collection, as one
/// `Equatable` element for recorded events.
struct EquatableArray<Element: Equatable>: Equatable {
    let elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }
}

// RxSwift's test target names RxTest's lifecycle times `Defaults`.
typealias Defaults = TestScheduler.Defaults
