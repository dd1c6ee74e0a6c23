import PgBoss from 'pg-boss';
const boss = new PgBoss(process.env.DATABASE_URL);
await boss.start();
await boss.schedule('cleanup-uploads', '30 2 * * *', null, { tz: 'Asia/Shanghai' });
await boss.work('cleanup-uploads', async () => deleteOrphanUploads());
