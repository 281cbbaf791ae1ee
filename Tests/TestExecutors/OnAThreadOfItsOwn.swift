import Testing

/// Runs each test case of the test or suite it is given to on a thread of
/// its own (a `ThreadExecutor`), not on Dispatch's global pool: for tests
/// that spin or block, which would starve the tests running beside them.
///
/// ```swift
/// @Suite("Subject Stress", .onAThreadOfItsOwn)
/// struct SubjectStressTests { ... }
/// ```
public struct OnAThreadOfItsOwn: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope holds no test body: only test cases move.
        guard testCase != nil else { return try await function() }
        let executor = ThreadExecutor()
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { try await function() }
    }
}

extension Trait where Self == OnAThreadOfItsOwn {
    /// Each test case runs on a thread of its own; see `OnAThreadOfItsOwn`.
    public static var onAThreadOfItsOwn: Self { OnAThreadOfItsOwn() }
}
