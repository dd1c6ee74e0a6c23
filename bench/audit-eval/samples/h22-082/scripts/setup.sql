SELECT id, TO_BASE64(thumbnail) AS thumbnail_b64
FROM products
WHERE updated_at > NOW() - INTERVAL 1 DAY;
