/// A city the weather API knows.
struct City: Codable, Equatable, Sendable {
    /// The id used in paths (`weather/current/paris`).
    var id: String
    var name: String
    /// ISO country code.
    var country: String
}

/// The weather in a city right now.
struct CurrentWeather: Codable, Equatable, Sendable {
    var city: String
    /// Degrees Celsius.
    var temperature: Double
    var conditions: String
}

/// The coming days' weather in a city.
struct Forecast: Codable, Equatable, Sendable {
    /// One day of a forecast.
    struct Day: Codable, Equatable, Sendable {
        var day: String
        var high: Double
        var low: Double
        var conditions: String
    }

    var city: String
    var days: [Day]
}

/// A fresh access token, as the refresh endpoint answers it.
struct TokenGrant: Codable, Equatable, Sendable {
    var accessToken: String

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
    }
}
