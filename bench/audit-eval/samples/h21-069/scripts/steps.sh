tracepath -n example.org
