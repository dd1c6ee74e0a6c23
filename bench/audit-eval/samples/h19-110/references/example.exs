config :my_app, Oban,
  repo: MyApp.Repo,
  queues: [default: 10, mailers: 5],
  plugins: [
    {Oban.Plugins.Cron,
     crontab: [
       {"0 * * * *", MyApp.Workers.HourlyDigest},
       {"@daily", MyApp.Workers.PruneExports, args: %{days: 30}}
     ]}
  ]
