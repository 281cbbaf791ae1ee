/// The fault matrix: every case a `Transport` must pass for `APIClient` to
/// behave as its documentation says, run against Tests/Fixtures/server.py
/// (started by each case on a free loopback port; needs python3).
///
/// `URLSessionTransport` runs it in the root package's IntegrationTests, and
/// `AsyncHTTPClientTransport` in its own package's tests. A transport of your
/// own runs it the same way, from any test framework:
///
///     @Test(arguments: FaultMatrix.cases)
///     func faultMatrix(_ faultCase: FaultCase) async throws {
///         try await faultCase.run { MyTransport() }
///     }
///
/// Run the cases one at a time (serialized): several measure real time.
public enum FaultMatrix {
    /// Every case, grouped by area: answers, transport, retry, requests, streaming, hostile.
    public static let cases: [FaultCase] =
        answerCases + transportCases + retryCases + requestCases + streamingCases + progressCases + hostileCases

    /// The cases about `area`.
    public static func cases(in area: FaultArea) -> [FaultCase] {
        cases.filter { $0.area == area }
    }
}
