import FuzzSupport

/// The fields of an HTTP date, read from fuzz bytes and not necessarily valid
/// (day 31 of February, hour 99, a thirteen-digit year), written in one of
/// the three forms RFC 9110 asks recipients to accept, and converted to
/// seconds since 1970 by the proleptic Gregorian calendar where they name a
/// real instant.
struct HTTPDateFields {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let longWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Foo"]

    var weekday: Int
    var day: Int
    var month: Int  // 0-based; 12 is not a month
    var yearDigits: String
    var hour: Int
    var minute: Int
    var second: Int

    init(_ input: inout FuzzInput) {
        day = input.choice(40)
        month = input.choice(13)
        hour = input.choice(30)
        minute = input.choice(70)
        second = input.choice(70)
        // Mostly four digits; sometimes up to fourteen, to reach far futures.
        let length = input.bool() ? 4 : 1 + input.choice(14)
        yearDigits = String(input.bytes(length).map { Character(UnicodeScalar(UInt8(ascii: "0") + $0 % 10)) })
        if yearDigits.isEmpty { yearDigits = "2030" }
        // The right weekday, or a fuzzed one.
        let fuzzedWeekday = input.choice(8)
        weekday = 0
        weekday = fuzzedWeekday == 7 ? (daysSince1970.map { Int((($0 % 7) + 7 + 4) % 7) } ?? 0) : fuzzedWeekday
    }

    /// Form 0: IMF-fixdate, 1: RFC 850 (two-digit year), 2: asctime.
    func formatted(form: Int) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let time = "\(two(hour)):\(two(minute)):\(two(second))"
        let monthName = Self.months[month]
        switch form {
        case 0: return "\(Self.weekdays[weekday]), \(two(day)) \(monthName) \(yearDigits) \(time) GMT"
        case 1: return "\(Self.longWeekdays[weekday]), \(two(day))-\(monthName)-\(yearDigits.suffix(2)) \(time) GMT"
        default:
            let paddedDay = day < 10 ? " \(day)" : "\(day)"
            return "\(Self.weekdays[weekday]) \(monthName) \(paddedDay) \(time) \(yearDigits)"
        }
    }

    /// Whether the weekday written is the date's own.
    var weekdayIsConsistent: Bool {
        guard let days = daysSince1970 else { return false }
        return Int(((days % 7) + 7 + 4) % 7) == weekday  // 1970-01-01 was a Thursday
    }

    /// Days from 1970-01-01 to the date, or nil if the fields are not a date
    /// (or the year is beyond what the arithmetic below holds).
    var daysSince1970: Int64? {
        guard let year = Int64(yearDigits), year <= 1_000_000_000_000, month < 12, day >= 1 else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= lengths[month] else { return nil }
        // Days from civil (proleptic Gregorian), after Howard Hinnant's algorithm.
        let m = Int64(month + 1), d = Int64(day)
        let y = m <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Seconds from 1970 to the instant, or nil if the fields are not one.
    var secondsSince1970: Double? {
        guard let days = daysSince1970, hour < 24, minute < 60, second < 60 else { return nil }
        return Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
    }
}
