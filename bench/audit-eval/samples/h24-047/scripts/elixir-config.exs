exe = System.find_executable("magick")
port = Port.open({:spawn_executable, exe}, [:binary, :exit_status, args: [src, "-resize", "800x", dst]])
receive do
  {^port, {:exit_status, 0}} -> :ok
  {^port, {:exit_status, code}} -> {:error, code}
end
