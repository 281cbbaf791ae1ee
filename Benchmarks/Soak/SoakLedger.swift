import Handlers
import Requester

/// What one request's subscriber saw.
final class SoakRecord {
    let kind: SoakKind
    var values = 0
    var completions = 0
    var errors: [any Error] = []
    var disposals = 0

    init(kind: SoakKind) {
        self.kind = kind
    }

    /// Why this record breaks the promises, or nil: exactly one ending (a
    /// value then completion, or one error, or disposal alone), the ending
    /// its kind calls for, and `onDisposed` exactly once.
    var violation: String? {
        let terminals = completions + errors.count
        guard disposals == 1 else { return "\(kind): onDisposed ran \(disposals) times" }
        switch kind.ending {
        case .disposedSilently:
            return terminals == 0 && values == 0 ? nil : "\(kind): \(values) values, \(terminals) endings after dispose"
        case .value:
            return values == 1 && completions == 1 && errors.isEmpty
                ? nil : "\(kind): \(values) values, \(completions) completions, errors \(errors)"
        case .status(let code):
            guard values == 0, completions == 0, errors.count == 1,
                  case .status(let error) = errors[0] as? RequestError, error.statusCode == code
            else { return "\(kind): expected one .status(\(code)); \(values) values, errors \(errors)" }
            return nil
        case .api:
            guard values == 0, completions == 0, errors.count == 1, case .api = errors[0] as? RequestError
            else { return "\(kind): expected one .api; \(values) values, errors \(errors)" }
            return nil
        case .decoding:
            guard values == 0, completions == 0, errors.count == 1, case .decoding = errors[0] as? RequestError
            else { return "\(kind): expected one .decoding; \(values) values, errors \(errors)" }
            return nil
        }
    }
}

/// Totals over the whole soak, and the first few violations.
struct SoakLedger {
    var sent: [SoakKind: Int] = [:]
    var violations = 0
    var examples: [String] = []

    mutating func record(_ violation: String) {
        violations += 1
        if examples.count < 10 { examples.append(violation) }
    }
}
