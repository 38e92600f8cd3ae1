package heuristic

import (
	"syscall"
	"unsafe"
)

const (
	hugePage          = 2 << 20
	madvHugePage      = 14 // MADV_HUGEPAGE
	madvPopulateWrite = 23 // MADV_POPULATE_WRITE, Linux 5.14
)

// alignedHuge returns the part of the n bytes at p that covers whole huge
// pages, or nil if there is none worth advising.
func alignedHuge(p unsafe.Pointer, n uintptr) []byte {
	if n < 2*hugePage {
		return nil
	}
	base := uintptr(p)
	start := (base + hugePage - 1) &^ (hugePage - 1)
	end := (base + n) &^ (hugePage - 1)
	if end <= start {
		return nil
	}
	return unsafe.Slice((*byte)(p), n)[start-base : end-base]
}

// adviseHuge asks Linux to back the n bytes at p with huge pages. A walk
// on a 10000x10000 board strides 10 KB per row, so with 4 KB pages nearly
// every step touches a new page. Advice only: errors are ignored.
func adviseHuge(p unsafe.Pointer, n uintptr) {
	if b := alignedHuge(p, n); b != nil {
		_ = syscall.Madvise(b, madvHugePage)
	}
}

// prefault asks Linux, from another goroutine, to map the n bytes at p
// (a path about to be written front to back) ahead of the writer, so the
// page faults of a gigabyte of fresh memory are taken off the walk when a
// second core is free. Populating never changes a page already written, so
// the writer may overtake it. Errors (older kernels) are ignored.
func prefault(p unsafe.Pointer, n uintptr) {
	b := alignedHuge(p, n)
	if b == nil {
		return
	}
	go func() {
		const chunk = 16 * hugePage
		for len(b) > 0 {
			c := b[:min(len(b), chunk)]
			if syscall.Madvise(c, madvPopulateWrite) != nil {
				return
			}
			b = b[len(c):]
		}
	}()
}
