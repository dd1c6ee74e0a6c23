require "open3"

def to_webp(src, dest)
  out, err, status = Open3.capture3("cwebp", "-q", "80", src, "-o", dest)
  raise "cwebp failed: #{err}" unless status.success?
  out
end
