import Foundation
import Requester
import Stream

/// The embedded default: a `StubTransport` scripted as the weather API the
/// story talks to, so `swift run requester-demo` needs no network.
///
/// The script follows Tests/Fixtures/server.py's weather routes call by call
/// (a stub does not read tokens, so "expired, then valid" is written as "401,
/// then 200"); `--base-url` runs the same story against that server.
enum WeatherStub {
    /// The base URL the stub pretends to be.
    static let baseURL = URL(string: "https://weather.example.com")!

    /// How long each stubbed answer takes.
    static let latency: Duration = .milliseconds(50)

    /// A stub answering the story's requests, on `scheduler` (virtual time)
    /// or, with `nil`, on a dispatch queue after `latency`.
    static func transport(scheduler: (any SchedulerType)?) -> StubTransport {
        let stub = StubTransport(delay: latency, scheduler: scheduler)
        let unauthorized = StubTransport.Reply.json(#"{"status": 401}"#, status: 401)

        stub.stub("POST", "/weather/auth/refresh",
                  .json(encoding: TokenGrant(accessToken: "token-1")),
                  .json(encoding: TokenGrant(accessToken: "token-2")))
        stub.stub("POST", "/weather/auth/expire", .status(204))

        // Chapter 1: the saved token has expired, then the refreshed one works.
        stub.stub("GET", "/weather/search", unauthorized, .json(encoding: ["results": [paris]]))
        // Chapter 2: the forecast backend flaps twice.
        stub.stub("GET", "/weather/forecast/lyon", .status(503), .status(503), .json(encoding: forecast("Lyon")))
        // Chapter 3: no such city.
        stub.stub("GET", "/weather/current/atlantis", .json(#"{"status": 404}"#, status: 404))
        // Chapter 5: the token expired again; each of three requests meets a 401 once.
        for (id, weather) in [("paris", parisNow), ("berlin", berlinNow), ("tokyo", tokyoNow)] {
            stub.stub("GET", "/weather/current/\(id)", unauthorized, .json(encoding: weather))
        }
        // Chapter 6: two panels of one screen; the forecast is the slower one.
        stub.stub("GET", "/weather/current/oslo", .json(encoding: osloNow))
        stub.stub("GET", "/weather/forecast/oslo", .json(encoding: forecast("Oslo")).delayed(by: latency * 3))
        return stub
    }

    // The same data as Tests/Fixtures/server.py.
    static let paris = City(id: "paris", name: "Paris", country: "FR")
    static let parisNow = CurrentWeather(city: "Paris", temperature: 18.5, conditions: "cloudy")
    static let berlinNow = CurrentWeather(city: "Berlin", temperature: 15, conditions: "rain")
    static let tokyoNow = CurrentWeather(city: "Tokyo", temperature: 24, conditions: "sunny")
    static let osloNow = CurrentWeather(city: "Oslo", temperature: 7, conditions: "snow")

    static func forecast(_ city: String) -> Forecast {
        Forecast(city: city, days: [
            .init(day: "Mon", high: 21, low: 12, conditions: "sunny"),
            .init(day: "Tue", high: 19, low: 11, conditions: "cloudy"),
            .init(day: "Wed", high: 16, low: 9, conditions: "rain"),
        ])
    }
}
