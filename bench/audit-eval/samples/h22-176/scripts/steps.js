const schedule = require('node-schedule');
const job = schedule.scheduleJob('0 3 * * *', async () => {
  await purgeExpiredSessions();
});
const rule = new schedule.RecurrenceRule();
rule.dayOfWeek = [1, 3, 5]; rule.hour = 7; rule.minute = 30; rule.tz = 'Europe/Berlin';
schedule.scheduleJob(rule, sendDigest);
process.on('SIGTERM', () => schedule.gracefulShutdown().then(() => process.exit(0)));
