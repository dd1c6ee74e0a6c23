public class CheckoutSimulation extends Simulation {
  HttpProtocolBuilder httpProtocol = http.baseUrl("https://perf.shop.example.com");
  ScenarioBuilder scn = scenario("checkout")
    .exec(http("cart").post("/api/cart").body(StringBody("{\"sku\":\"A1\"}")).asJson())
    .exec(http("pay").post("/api/checkout"));
  { setUp(scn.injectOpen(rampUsers(200).during(60))).protocols(httpProtocol)
      .assertions(global().responseTime().percentile(95).lt(800)); }
}
