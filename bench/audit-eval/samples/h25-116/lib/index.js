exports.mapAsync = (fn) => async function* (src) { for await (const x of src) yield await fn(x); };
exports.batch = (n) => async function* (src) { let b = []; for await (const x of src) { b.push(x); if (b.length === n) { yield b; b = []; } } if (b.length) yield b; };
