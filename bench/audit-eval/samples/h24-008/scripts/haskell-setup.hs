{-# LANGUAGE OverloadedStrings #-}
import Shelly
main = shelly $ verbosely $ do
  run_ "cabal" ["build", "all"]
  run_ "cabal" ["sdist"]
  echo "done"
