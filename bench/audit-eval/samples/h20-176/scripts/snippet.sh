scons -j8 target=stm32 release=1
scons -c        # clean
