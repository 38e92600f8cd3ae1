//go:build !linux

package heuristic

import "unsafe"

func adviseHuge(p unsafe.Pointer, n uintptr) {}

func prefault(p unsafe.Pointer, n uintptr) {}
