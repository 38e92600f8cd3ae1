//go:build js && wasm

package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"syscall/js"

	"github.com/knightcert/knight/internal/serve"
)

func main() {
	handler := serve.New(serve.DefaultLimits(), os.Stderr)
	js.Global().Set("knightRequest", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 3 {
			panic("knight-wasm: knightRequest(method, url, body) takes three arguments")
		}
		method, url, body := args[0].String(), args[1].String(), args[2].String()
		// A blocking call inside a js.FuncOf callback would deadlock the
		// event loop: answer from a goroutine, through a promise.
		var resolve js.Value
		promise := js.Global().Get("Promise").New(js.FuncOf(func(this js.Value, args []js.Value) any {
			resolve = args[0]
			return nil
		}))
		go func() {
			status, contentType, answer := handle(handler, method, url, body)
			resolve.Invoke(map[string]any{"status": status, "type": contentType, "body": answer})
		}()
		return promise
	}))
	select {}
}

// handle answers a request through the server's handler, built in
// memory ([serve.Server.Answer]).
func handle(handler *serve.Server, method, url, body string) (status int, contentType, answer string) {
	defer func() {
		if p := recover(); p != nil {
			status, contentType, answer = 500, "text/plain", fmt.Sprintf("knight-wasm: %v", p)
		}
	}()
	if !strings.HasPrefix(url, "/") {
		url = "/" + url
	}
	status, contentType, reply := handler.Answer(context.Background(), method, url, []byte(body))
	return status, contentType, string(reply)
}
