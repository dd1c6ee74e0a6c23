curl -L https://raw.githubusercontent.com/warrensbox/terraform-switcher/master/install.sh | bash
tfswitch   # reads required_version from the .tf files
