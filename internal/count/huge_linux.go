package count

import (
	"syscall"
	"unsafe"
)

// hugeBytes is the size from which a table's array asks for huge pages.
const hugeBytes = 4 << 20

// adviseHuge asks Linux to back s with transparent huge pages: a
// table's probes land anywhere in its array, so with small pages most of
// them miss the TLB as well as the caches. It is advice; a kernel that
// does not take it (huge pages off, or none free) changes nothing but
// the speed.
func adviseHuge(s []uint64) {
	if 8*len(s) < hugeBytes {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), 8*len(s))
	// madvise takes whole pages from a page's start.
	page := uintptr(syscall.Getpagesize())
	skip := (page - uintptr(unsafe.Pointer(unsafe.SliceData(b)))%page) % page
	_ = syscall.Madvise(b[skip:], syscall.MADV_HUGEPAGE)
}
