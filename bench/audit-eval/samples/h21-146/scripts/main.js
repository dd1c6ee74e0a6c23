const Agenda = require('agenda');
const agenda = new Agenda({ db: { address: process.env.MONGO_URL } });
agenda.define('send digest', async () => { await digest.send(); });
await agenda.start();
await agenda.every('0 7 * * *', 'send digest');
