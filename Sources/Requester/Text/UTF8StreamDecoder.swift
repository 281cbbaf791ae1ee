/// Decodes UTF-8 that arrives in chunks, a character's bytes possibly split
/// across them, by the WHATWG Encoding Standard's UTF-8 decoder: each
/// maximal invalid subsequence is one error, a sequence cut off by the end
/// of the input is one error.
///
/// Valid runs of a chunk are converted whole; only a character split across
/// chunks is assembled byte by byte.
struct UTF8StreamDecoder: Sendable {
    /// What an error does: throws (`Endpoint<String>`, `lines`), or decodes
    /// as U+FFFD (Server-Sent Events, which the spec reads that way).
    enum ErrorMode: Sendable { case strict, replacing }

    let errorMode: ErrorMode
    /// Bytes consumed before the current chunk (for error offsets).
    private var consumed = 0
    // The decoder's state, as the Encoding Standard names it.
    private var codePoint: UInt32 = 0
    private var bytesSeen = 0
    private var bytesNeeded = 0
    private var lowerBoundary: UInt8 = 0x80
    private var upperBoundary: UInt8 = 0xBF
    /// Offset from the start of the input of the first byte of the sequence in progress.
    private var sequenceStart = 0

    init(errorMode: ErrorMode) {
        self.errorMode = errorMode
    }

    /// The text of `bytes`, less any character cut off at its end (which
    /// the next call completes).
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(TextDecodingFailure) -> String {
        var output = ""
        // Start of the bytes, in this chunk, not yet written to `output`
        // and not part of a character begun in an earlier chunk.
        var runStart = 0
        // Where, in this chunk, the sequence in progress began; nil when it
        // began in an earlier chunk (its bytes are then not in any run).
        var sequenceStartInChunk: Int? = nil
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if bytesNeeded == 0 {
                switch byte {
                case 0x00...0x7F:
                    index += 1
                    continue
                case 0xC2...0xDF:
                    bytesNeeded = 1
                    codePoint = UInt32(byte & 0x1F)
                case 0xE0...0xEF:
                    if byte == 0xE0 { lowerBoundary = 0xA0 }
                    if byte == 0xED { upperBoundary = 0x9F }
                    bytesNeeded = 2
                    codePoint = UInt32(byte & 0x0F)
                case 0xF0...0xF4:
                    if byte == 0xF0 { lowerBoundary = 0x90 }
                    if byte == 0xF4 { upperBoundary = 0x8F }
                    bytesNeeded = 3
                    codePoint = UInt32(byte & 0x07)
                default:
                    Self.append(bytes, runStart..<index, to: &output)
                    try error(at: consumed + index, into: &output)
                    index += 1
                    runStart = index
                    continue
                }
                sequenceStart = consumed + index
                sequenceStartInChunk = index
                index += 1
                continue
            }
            guard lowerBoundary...upperBoundary ~= byte else {
                // The sequence in progress is invalid; this byte is read again on its own.
                Self.append(bytes, runStart..<(sequenceStartInChunk ?? runStart), to: &output)
                reset()
                try error(at: sequenceStart, into: &output)
                runStart = index
                sequenceStartInChunk = nil
                continue
            }
            lowerBoundary = 0x80
            upperBoundary = 0xBF
            codePoint = (codePoint << 6) | UInt32(byte & 0x3F)
            bytesSeen += 1
            index += 1
            guard bytesSeen == bytesNeeded else { continue }
            if sequenceStartInChunk == nil {
                // Begun in an earlier chunk: written here, after the run before it.
                output.unicodeScalars.append(Unicode.Scalar(codePoint) ?? "\u{FFFD}")
                runStart = index
            }
            reset()
            sequenceStartInChunk = nil
        }
        let runEnd = bytesNeeded == 0 ? bytes.count : (sequenceStartInChunk ?? runStart)
        Self.append(bytes, runStart..<runEnd, to: &output)
        consumed += bytes.count
        return output
    }

    /// Ends the input: a character cut off at its end is an error (U+FFFD
    /// when replacing).
    mutating func finish() throws(TextDecodingFailure) -> String {
        guard bytesNeeded != 0 else { return "" }
        reset()
        var output = ""
        try error(at: sequenceStart, into: &output)
        return output
    }

    private mutating func reset() {
        codePoint = 0
        bytesSeen = 0
        bytesNeeded = 0
        lowerBoundary = 0x80
        upperBoundary = 0xBF
    }

    private func error(at offset: Int, into output: inout String) throws(TextDecodingFailure) {
        switch errorMode {
        case .strict: throw TextDecodingFailure(reason: .invalidBytes(.utf8, offset: offset))
        case .replacing: output.unicodeScalars.append("\u{FFFD}")
        }
    }

    /// Appends `bytes[range]`, known to be whole, valid UTF-8.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to output: inout String) {
        guard !range.isEmpty else { return }
        output += String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
