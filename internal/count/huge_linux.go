package count

import (
	"syscall"
	"unsafe"
)

// hugeBytes is the size from which an array asks for huge pages.
const hugeBytes = 4 << 20

// adviseHuge asks Linux to back s, an array of a table or of the memo,
// with transparent huge pages: the probes and adds land anywhere in it,
// so with small pages most of them miss the TLB as well as the caches.
// It is advice; a kernel that does not take it (huge pages off, or none
// free) changes nothing but the speed. s is freshly made, all zero: the
// pages of its length are touched by writing a zero to each.
func adviseHuge[E any](s []E) {
	var e E
	size := int(unsafe.Sizeof(e)) * cap(s)
	if size == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), size)
	// madvise takes whole pages from a page's start.
	page := uintptr(syscall.Getpagesize())
	skip := (page - uintptr(unsafe.Pointer(unsafe.SliceData(b)))%page) % page
	if size >= hugeBytes {
		_ = syscall.Madvise(b[skip:], syscall.MADV_HUGEPAGE)
	}
	// The first touch of a page is a write, whatever the array's size:
	// a read first maps the kernel's shared zero page, and the write
	// after it must copy it and flush every core's TLB (dear in a
	// virtual machine), where a write first is one fault. A page the
	// array shares with what lies before it is mapped already.
	// Only up to s's length: the capacity past it may never be used, and
	// is left to fault in if it is.
	used := int(unsafe.Sizeof(e)) * len(s)
	for i := int(skip); i < used; i += int(page) {
		b[i] = 0
	}
}
