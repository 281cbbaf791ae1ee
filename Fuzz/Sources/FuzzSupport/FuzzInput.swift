/// Reads structured values out of the bytes libFuzzer hands a harness, front
/// to back. Once the bytes run out every read answers zero or empty, so a
/// harness never has to check what is left: a short input is a small case.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader over `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = Array(bytes)
    }

    /// A reader over `bytes` (for replaying a corpus file).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A value in `0..<count`, from one byte (two when `count` is above 256).
    public mutating func choice(_ count: Int) -> Int {
        precondition(count > 0 && count <= 65_536)
        guard count > 256 else { return Int(byte()) % count }
        return (Int(byte()) << 8 | Int(byte())) % count
    }

    /// `true` or `false`, from one byte.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// Eight bytes as an `Int64`, little-endian (missing bytes are zero).
    public mutating func int64() -> Int64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return Int64(bitPattern: value)
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + max(count, 0))
        defer { position = max(position, end) }
        return position < end ? Array(bytes[position..<end]) : []
    }

    /// A string of up to `maxBytes` bytes, its length read from one byte, its
    /// bytes decoded as UTF-8 (invalid sequences become U+FFFD, as a server's
    /// bytes do when read as text).
    public mutating func string(maxBytes: Int = 255) -> String {
        let length = Int(byte()) % (maxBytes + 1)
        return String(decoding: bytes(length), as: UTF8.self)
    }

    /// Every byte not read yet.
    public mutating func rest() -> [UInt8] {
        bytes(bytes.count - position)
    }
}
