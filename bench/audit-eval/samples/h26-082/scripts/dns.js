var REG = NewRegistrar("none");
var CF = NewDnsProvider("cloudflare");
D("acme-corp.example.com", REG, DnsProvider(CF),
  A("@", "203.0.113.10"),
  CNAME("www", "@"),
  MX("@", 10, "mx1.acme.example."),
  TXT("@", "v=spf1 include:_spf.acme-corp.example.com -all")
);
