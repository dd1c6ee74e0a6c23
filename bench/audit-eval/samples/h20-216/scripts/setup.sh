bmon -p 'eth0,wg0' -o curses
bmon -p eth0 -o format:fmt='$(element:name) rx=$(attr:rxrate:bytes) tx=$(attr:txrate:bytes)\n'
