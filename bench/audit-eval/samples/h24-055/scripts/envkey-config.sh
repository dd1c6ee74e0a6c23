eval "$(envkey-source)"
npm run dev
