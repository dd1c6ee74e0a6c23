// relays messages between the session and the inbox API
console.log('relay started');
