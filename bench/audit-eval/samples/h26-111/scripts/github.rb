source "https://rubygems.org"

source "https://rubygems.pkg.github.com/acme-org" do
  gem "acme-auth", "~> 2.3"
end
