const r = await fetch(`${process.env.UPSTASH_REDIS_REST_URL}/get/session:42`, {
  headers: { Authorization: `Bearer ${process.env.UPSTASH_REDIS_REST_TOKEN}` },
});
