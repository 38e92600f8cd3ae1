//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// Built for anything but js/wasm, the engine only says how to build it.
func main() {
	fmt.Fprintln(os.Stderr, "knight-wasm: build with GOOS=js GOARCH=wasm go build ./cmd/knight-wasm; knight serve -static DIR builds it with the page")
	os.Exit(2)
}
