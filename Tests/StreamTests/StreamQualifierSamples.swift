// This file must not import Foundation (nor anything that re-exports it):
// here `Stream` still names the module, which is what the sample in
// Docs/Stream.md ("The module name") relies on.
import Stream

/// Before Swift 6.3: qualify once, in a file without Foundation.
typealias StreamObservable<Element> = Stream.Observable<Element>

/// Used by `StreamGuideSamplesTests.moduleSelectorQualifiesNamesNextToFoundation`.
func qualifiedWithoutFoundation() -> StreamObservable<Int> { .just(1) }
