package heuristic

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks Linux to back the n bytes at p with huge pages. A walk
// on a 10000x10000 board strides 10 KB per row, so with 4 KB pages nearly
// every step misses the TLB; 2 MB pages cut the misses. Advice only: errors
// are ignored.
func adviseHuge(p unsafe.Pointer, n uintptr) {
	const huge = 2 << 20
	if n < 2*huge {
		return
	}
	start := (uintptr(p) + huge - 1) &^ (huge - 1)
	end := (uintptr(p) + n) &^ (huge - 1)
	if end <= start {
		return
	}
	base := uintptr(p)
	b := unsafe.Slice((*byte)(p), n)[start-base : end-base]
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
}
