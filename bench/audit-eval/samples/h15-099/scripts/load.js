import http from "k6/http";
import { check, sleep } from "k6";
export const options = { vus: 50, duration: "2m", thresholds: { http_req_duration: ["p(95)<400"] } };
export default function () {
  const r = http.get("https://staging.corp.invalid/api/products?page=1");
  check(r, { "200": (x) => x.status === 200 }); // solo staging, mai produzione
  sleep(1);
}
