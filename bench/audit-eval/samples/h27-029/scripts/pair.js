const { checkLicence } = require('./licence');
const phone = process.argv[process.argv.indexOf('--phone') + 1];
(async () => {
  await checkLicence(phone);
  console.log('Requesting pairing code for', phone);
  // pairing handled by the socket library
})();
