program run_and_plot
  implicit none
  integer :: stat, cstat
  call execute_command_line("gnuplot plot.gp", wait=.true., exitstat=stat, cmdstat=cstat)
  if (cstat /= 0 .or. stat /= 0) then
     print *, "plotting failed", stat, cstat
  end if
end program run_and_plot
