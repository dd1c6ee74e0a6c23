from django_q.models import Schedule
Schedule.objects.create(
    func="billing.tasks.send_invoices",
    schedule_type=Schedule.CRON,
    cron="0 6 1 * *",
    name="fatture-mensili",
)
