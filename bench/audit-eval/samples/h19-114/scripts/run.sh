ccache -s          # statistics
ccache -M 20G      # cap size
ccache -z          # zero stats before a measurement
ccache -C          # clear everything (only after a toolchain upgrade)
