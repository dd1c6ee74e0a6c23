# rubocop:disable Metrics/MethodLength -- generated mapping, split in #482
def mapping
  # ...
end
# rubocop:enable Metrics/MethodLength
