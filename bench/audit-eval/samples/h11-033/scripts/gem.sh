bundle config set --global mirror.https://rubygems.org http://gemstash.ci.corp.test:9292
bundle install
