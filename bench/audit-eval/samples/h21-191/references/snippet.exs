config :my_app, MyApp.Scheduler,
  jobs: [
    {"@daily", {MyApp.Reports, :send_daily, []}},
    {"*/5 * * * *", {MyApp.Health, :ping, []}}
  ]
