import { DuckDBInstance } from '@duckdb/node-api';
const sql = process.argv[2];
const inst = await DuckDBInstance.create(':memory:');
const con = await inst.connect();
const reader = await con.runAndReadAll(sql);
console.table(reader.getRowObjects());
