mix deps.clean --unused --unlock
mix deps.get
mix compile
