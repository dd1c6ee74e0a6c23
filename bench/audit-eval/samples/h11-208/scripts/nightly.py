from dagster import Definitions, ScheduleDefinition, define_asset_job

refresh = define_asset_job("refresh_marts", selection="marts/*")
nightly = ScheduleDefinition(job=refresh, cron_schedule="15 2 * * *", execution_timezone="Europe/Berlin")
defs = Definitions(jobs=[refresh], schedules=[nightly])
