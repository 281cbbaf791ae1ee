import Requester
import RequesterAsyncHTTPClient
import Testing
import TransportFaultMatrix

/// The shared fault matrix (the root package's TransportFaultMatrix, the
/// cases URLSessionTransport runs in IntegrationTests) over
/// `AsyncHTTPClientTransport` on its default client. Serialized: several
/// cases measure real time.
@Suite("Fault matrix: AsyncHTTPClientTransport against a real server", .serialized)
struct FaultMatrixTests {
    @Test(arguments: FaultMatrix.cases)
    func faultMatrix(_ faultCase: FaultCase) async throws {
        try await faultCase.run { AsyncHTTPClientTransport() }
    }
}
