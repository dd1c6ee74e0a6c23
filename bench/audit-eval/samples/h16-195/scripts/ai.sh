npm install -g @builder.io/ai-shell
ai-shell config set OPENAI_KEY=$OPENAI_API_KEY
ai-shell config set MODEL=gpt-4o-mini
ai-shell config set SILENT_MODE=false
ai "list the ten largest files in this folder"
