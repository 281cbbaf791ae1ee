import Foundation
import TransportFaultMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension FixtureServer {
    /// Forgets the fault routes' log, attempts and tokens.
    func resetFaults() async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("fault/reset"))
        request.httpMethod = "POST"
        _ = try await faultLogSession.data(for: request)
    }

    /// Every request the fault routes received, in the order read.
    func faultLog() async throws -> [FaultLoadReconciliation.Receipt] {
        let (data, _) = try await faultLogSession.data(from: baseURL.appendingPathComponent("fault/log"))
        return try JSONDecoder().decode([FaultLoadReconciliation.Receipt].self, from: data)
    }
}

/// For the harness's own questions to the server, outside the code under test.
private let faultLogSession = URLSession(configuration: .ephemeral)
