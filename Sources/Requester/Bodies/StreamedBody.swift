import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request body made of pieces, bytes in memory and files on disk, sent
/// one after the other and read when an attempt is sent, never held whole
/// in memory (a multipart form's body).
struct StreamedBody: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case data(Data)
        case file(URL)
    }

    private(set) var pieces: [Piece] = []

    /// Appends `data`, joined to a data piece before it.
    mutating func append(_ data: Data) {
        guard !data.isEmpty else { return }
        if case .data(let previous)? = pieces.last {
            pieces[pieces.count - 1] = .data(previous + data)
        } else {
            pieces.append(.data(data))
        }
    }

    /// Appends the content of the file at `url`, read when the body is sent.
    mutating func append(fileAt url: URL) {
        pieces.append(.file(url))
    }

    /// The body as one attempt sends it: each file looked up now, its size
    /// taken (the body's length is known when every file is a regular one).
    ///
    /// Fails with `.transport`: `URLError(.fileDoesNotExist)` for a file
    /// that is not there, `.fileIsDirectory`, `.noPermissionsToReadFile`,
    /// `.unsupportedURL` for a URL that is not a file URL, `.cannotOpenFile`
    /// for any other reason a file cannot be read.
    func prepare() throws(RequestError) -> PreparedBody {
        var prepared: [PreparedBody.Piece] = []
        prepared.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .data(let data):
                prepared.append(.data(data))
            case .file(let url):
                prepared.append(try Self.lookUp(url))
            }
        }
        return PreparedBody(pieces: prepared)
    }

    private static func lookUp(_ url: URL) throws(RequestError) -> PreparedBody.Piece {
        guard url.isFileURL else {
            throw .transport(fileError(.unsupportedURL, url, "is not a file URL"))
        }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch let error as CocoaError where [.fileReadNoSuchFile, .fileNoSuchFile].contains(error.code) {
            throw .transport(fileError(.fileDoesNotExist, url, "does not exist"))
        } catch let error as CocoaError where error.code == .fileReadNoPermission {
            throw .transport(fileError(.noPermissionsToReadFile, url, "may not be read"))
        } catch {
            throw .transport(fileError(.cannotOpenFile, url, "cannot be read: \(error)"))
        }
        let type = attributes[.type] as? FileAttributeType
        if type == .typeDirectory {
            throw .transport(fileError(.fileIsDirectory, url, "is a directory"))
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw .transport(fileError(.noPermissionsToReadFile, url, "may not be read"))
        }
        // A pipe or a device has no size worth trusting: read to its end.
        let size = type == .typeRegular ? (attributes[.size] as? NSNumber)?.int64Value : nil
        return .file(path: url.path, size: size)
    }

    /// A `URLError` about the file at `url`, saying why in its description.
    static func fileError(_ code: URLError.Code, _ url: URL, _ reason: String) -> URLError {
        URLError(code, userInfo: [
            NSLocalizedDescriptionKey: "The file \(url.path) for the request body \(reason)",
            NSURLErrorFailingURLErrorKey: url,
        ])
    }
}

/// A `StreamedBody` as one attempt sends it: every file found, its size
/// known unless it is not a regular file.
struct PreparedBody: Sendable {
    enum Piece: Sendable {
        case data(Data)
        /// `size` is `nil` for a file read to its end (a pipe, a device).
        case file(path: String, size: Int64?)
    }

    let pieces: [Piece]

    /// The body's length; `nil` when a file's size is not known.
    var contentLength: Int64? {
        var total: Int64 = 0
        for piece in pieces {
            switch piece {
            case .data(let data): total += Int64(data.count)
            case .file(_, let size?): total += size
            case .file(_, nil): return nil
            }
        }
        return total
    }

    /// A stream of the body from its start, for `URLRequest.httpBodyStream`.
    func makeInputStream() -> BodyInputStream {
        BodyInputStream(self)
    }
}
