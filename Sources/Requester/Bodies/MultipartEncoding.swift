import Foundation

extension MultipartForm {
    /// The form as a body: each part's delimiter and headers, then its
    /// content (a file as a piece read when sent), then the close delimiter.
    var body: StreamedBody {
        var body = StreamedBody()
        for part in parts {
            body.append(Data(Self.head(of: part, boundary: boundary).utf8))
            switch part.content {
            case .data(let data): body.append(data)
            case .file(let url): body.append(fileAt: url)
            }
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// A part's delimiter line and headers, through the empty line before its content.
    static func head(of part: Part, boundary: String) -> String {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(escaped(part.name))\""
        if let filename = part.filename { head += "; filename=\"\(escaped(filename))\"" }
        head += "\r\n"
        if let contentType = part.contentType { head += "Content-Type: \(contentType)\r\n" }
        return head + "\r\n"
    }

    /// `text` for a quoted Content-Disposition parameter, as the HTML
    /// Standard's multipart/form-data encoding writes names and filenames:
    /// `"`, CR and LF percent-encoded, everything else as it is (UTF-8).
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "%22"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
