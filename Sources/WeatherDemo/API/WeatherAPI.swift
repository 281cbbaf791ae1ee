import Requester

/// The weather API's endpoints, relative to the base URL (the stub's or
/// `--base-url`'s). Every `weather/` route but `auth/refresh` wants
/// `Authorization: Bearer <access token>` and answers 401 without a valid one.
enum WeatherAPI {
    /// Cities whose name starts with `query`: `{"results": [City]}`.
    static func search(_ query: String) -> Endpoint<[City]> {
        Endpoint<[City]>.get("weather/search", query: ["q": query]).unwrapping("results")
    }

    /// The weather now in the city with id `cityID`; 404 for a city the API does not know.
    static func current(_ cityID: String) -> Endpoint<CurrentWeather> {
        .get("weather/current/\(cityID)")
    }

    /// The coming days in the city with id `cityID`. The forecast backend flaps:
    /// the first two forecast requests of a session answer 503.
    static func forecast(_ cityID: String) -> Endpoint<Forecast> {
        .get("weather/forecast/\(cityID)")
    }

    /// A new access token for the session that `refreshToken` names.
    static func refreshAccessToken(_ refreshToken: String) -> Endpoint<TokenGrant> {
        .post("weather/auth/refresh", body: ["refresh_token": refreshToken])
    }

    /// Ends the validity of the caller's access token now. A real server does
    /// this by the clock; the story asks for it so that expiry happens on cue.
    static let expireAccessToken = Endpoint<Empty>.post("weather/auth/expire")
}
