/// The characters of windows-1252's bytes 0x80 to 0x9F (the rest are
/// ISO-8859-1's), as the WHATWG Encoding Standard's index-windows-1252 maps
/// them. The five bytes Microsoft's table leaves undefined (0x81, 0x8D,
/// 0x8F, 0x90, 0x9D) map to the C1 controls of the same value, as browsers
/// decode them, so no byte is invalid in windows-1252.
enum Windows1252 {
    static let scalars: [Unicode.Scalar] = [
        "\u{20AC}", "\u{0081}", "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", "\u{008D}", "\u{017D}", "\u{008F}",
        "\u{0090}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", "\u{009D}", "\u{017E}", "\u{0178}",
    ]
}
