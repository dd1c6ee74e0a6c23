# config/schedule.rb
every 1.day, at: '3:30 am' do
  runner "Reports::Nightly.run"
end
every :sunday, at: '4am' do
  rake "db:sessions:trim"
end
