job "api" {
  group "api" {
    task "server" {
      driver = "docker"
      config { image = "registry.internal.example.net/api:1.8.2" }
      template {
        destination = "secrets/app.env"
        env         = true
        data        = <<EOH
{{ with nomadVar "nomad/jobs/api" }}
DB_PASSWORD={{ .db_password }}
API_KEY={{ .api_key }}
{{ end }}
EOH
      }
    }
  }
}
