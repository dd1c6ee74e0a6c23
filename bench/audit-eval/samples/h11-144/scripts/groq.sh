export GROQ_API_KEY=...   # create in console.groq.com → API Keys; keep it out of git
