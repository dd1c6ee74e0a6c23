job "nightly-report" {
  type = "batch"
  periodic {
    crons            = ["0 2 * * *"]
    prohibit_overlap = true
    time_zone        = "Europe/Berlin"
  }
  group "report" {
    task "run" {
      driver = "docker"
      config {
        image = "registry.internal/reports:1.8.2"
        args  = ["--date", "yesterday"]
      }
      resources { cpu = 500  memory = 512 }
    }
  }
}
