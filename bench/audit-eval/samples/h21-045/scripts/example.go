id := ksuid.New()
fmt.Println(id.String())  // e.g. 0ujtsYcgvSTl8PAuAdqWYSMnLOv
fmt.Println(id.Time())
