from celery.schedules import crontab

beat_schedule = {
    "nightly-sales-report": {
        "task": "reports.tasks.build_sales_report",
        "schedule": crontab(hour=2, minute=30),
        "args": ("eu",),
    },
    "hourly-cache-warm": {
        "task": "catalog.tasks.warm_cache",
        "schedule": crontab(minute=5),
    },
}
timezone = "Europe/Berlin"
# run as its own systemd service:
#   celery -A shop beat --loglevel=info --schedule /var/lib/celery/beat-schedule
