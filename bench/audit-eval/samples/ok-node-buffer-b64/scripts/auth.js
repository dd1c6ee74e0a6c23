const [user, pass] = process.argv.slice(2);
console.log("Authorization: Basic " + Buffer.from(`${user}:${pass}`).toString("base64"));
