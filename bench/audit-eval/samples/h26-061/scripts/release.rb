set :keep_releases, 5
