//go:build !linux

package heuristic

import "unsafe"

func adviseHuge(p unsafe.Pointer, n uintptr) {}
