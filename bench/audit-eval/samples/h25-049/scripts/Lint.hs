import System.Process (readProcessWithExitCode)
import System.Exit (exitWith)
import System.Environment (getArgs)

main :: IO ()
main = do
  args <- getArgs
  (code, out, err) <- readProcessWithExitCode "hlint" args ""
  putStr out >> putStr err
  exitWith code
