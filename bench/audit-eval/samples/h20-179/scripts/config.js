async function mint(resource, bits = 20) {
  const rand = crypto.randomUUID().slice(0, 16);
  for (let c = 0; ; c++) {
    const s = `1:${bits}:${new Date().toISOString().slice(2,10).replace(/-/g,'')}:${resource}::${rand}:${c.toString(36)}`;
    const h = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(s)));
    if (h[0] === 0 && h[1] === 0 && (h[2] >> 4) === 0) return s;
  }
}
