curl -s -H "Authorization: Bearer $POSTHOG_PERSONAL_KEY"   "https://eu.posthog.com/api/projects/1234/insights/?short_id=abc123"
