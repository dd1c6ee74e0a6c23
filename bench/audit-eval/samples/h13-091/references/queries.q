/ 5-minute bars
select o:first price,h:max price,l:min price,c:last price,v:sum size by sym,5 xbar time.minute from trade where date=.z.d
/ VWAP per symbol
select vwap:size wavg price by sym from trade where date=.z.d
/ returns
update r:1_deltas[price]%prev price by sym from `trade
