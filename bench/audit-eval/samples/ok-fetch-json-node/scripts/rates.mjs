const base = process.argv[2] ?? "EUR";
const res = await fetch(`https://api.frankfurter.app/latest?from=${encodeURIComponent(base)}`);
console.log(await res.json());
