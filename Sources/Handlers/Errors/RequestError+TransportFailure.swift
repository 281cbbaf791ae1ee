import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestError {
    /// A transport's failure in the request vocabulary: the one mapping
    /// every transport (and whatever reads a transport's errors) uses.
    ///
    /// - a `RequestError` stays as it is;
    /// - a `URLError`, or an `NSError` in `NSURLErrorDomain` (what
    ///   FoundationNetworking hands out on Linux), becomes `.transport`,
    ///   except `URLError.cancelled`, which becomes `.cancelled`;
    /// - any other error becomes `.transport(URLError(.unknown))` with the
    ///   original under `NSUnderlyingErrorKey`.
    ///
    /// ```swift
    /// RequestError(transportFailure: URLError(.timedOut))   // .transport(URLError(.timedOut))
    /// RequestError(transportFailure: URLError(.cancelled))  // .cancelled
    /// ```
    public init(transportFailure error: any Error) {
        if let error = error as? RequestError {
            self = error
            return
        }
        let urlError: URLError
        if let error = error as? URLError {
            urlError = error
        } else {
            let nsError = error as NSError
            guard nsError.domain == NSURLErrorDomain else {
                self = .transport(URLError(.unknown, userInfo: [NSUnderlyingErrorKey: nsError]))
                return
            }
            #if canImport(FoundationNetworking)
            let code = URLError.Code(rawValue: nsError.code) ?? .unknown
            #else
            let code = URLError.Code(rawValue: nsError.code)
            #endif
            urlError = URLError(code, userInfo: nsError.userInfo)
        }
        self = urlError.code == .cancelled ? .cancelled : .transport(urlError)
    }
}
