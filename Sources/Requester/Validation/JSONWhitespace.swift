extension UInt8 {
    /// Whether this byte is whitespace between JSON tokens (RFC 8259: space,
    /// line feed, carriage return, tab), the one definition validation and
    /// the logger's token reading share.
    var isJSONWhitespace: Bool {
        self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
    }
}
