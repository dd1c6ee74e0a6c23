curl -fsSL https://ddev.com/install.sh | bash
ddev config --project-type=laravel && ddev start
