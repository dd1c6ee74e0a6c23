package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"os"
	"time"
)

func main() {
	key := []byte(os.Getenv("URL_SIGNING_KEY"))
	path := os.Args[1]
	exp := time.Now().Add(15 * time.Minute).Unix()
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "%s:%d", path, exp)
	sig := base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
	fmt.Printf("https://files.example.com%s?exp=%d&sig=%s\n", path, exp, sig)
}
