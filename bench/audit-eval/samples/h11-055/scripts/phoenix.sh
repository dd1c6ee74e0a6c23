MIX_ENV=dev mix ecto.drop && MIX_ENV=dev mix ecto.setup
