# config/cronotab.rb
Crono.perform(CleanupJob).every 1.week, on: :sunday, at: "02:00"
Crono.perform(DigestJob).every 1.day, at: { hour: 7, min: 0 }
