import cron from "node-cron";
cron.schedule("*/15 * * * *", () => refreshExchangeRates(), { timezone: "Europe/Berlin" });
