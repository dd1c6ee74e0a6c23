db.events.createIndex({ createdAt: 1 }, { expireAfterSeconds: 90 * 24 * 3600 });
db.events.getIndexes();
